import WaymarkAtlas
import WaymarkGazetteer
import WaymarkCalendar

/// The page a memory links to: a place, its chain, when and how often it was visited, by which
/// sources, with how many photos, and the places inside it that were visited.
public struct PlaceStory: Codable, Equatable, Sendable {
    /// Days of presence in one calendar year.
    public struct YearDays: Codable, Equatable, Sendable {
        /// The calendar year.
        public var year: Int
        /// Distinct days of presence in it.
        public var days: Int
    }

    /// A place inside the story's place with days of its own. JSON also writes its `kind`, as
    /// the ID's prefix ("city").
    public struct VisitedPlace: Codable, Equatable, Sendable {
        /// The place's stable ID.
        public var id: PlaceID
        /// Its name as the atlas recorded it.
        public var name: String
        /// Distinct days of presence, as its own story counts them.
        public var days: Int
        /// Its first day of presence.
        public var firstVisit: LocalDay
        /// Its last day of presence.
        public var lastVisit: LocalDay
        /// The level of the place, from its ID.
        public var kind: PlaceKind { id.kind }

        /// A place below the story's, with its days; `kind` follows from `id`.
        public init(id: PlaceID, name: String, days: Int, firstVisit: LocalDay, lastVisit: LocalDay) {
            self.id = id; self.name = name; self.days = days; self.firstVisit = firstVisit; self.lastVisit = lastVisit
        }

        enum CodingKeys: String, CodingKey { case id, kind, name, days, firstVisit, lastVisit }

        /// Reads the object `encode(to:)` writes; a `kind` other than the ID's prefix is an error.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try PlaceKind.decodeID(container, .id, kind: .kind)
            name = try container.decode(String.self, forKey: .name)
            days = try container.decode(Int.self, forKey: .days)
            firstVisit = try container.decode(LocalDay.self, forKey: .firstVisit)
            lastVisit = try container.decode(LocalDay.self, forKey: .lastVisit)
        }

        /// Writes `id`, `kind` (the ID's prefix), `name`, `days`, `firstVisit` and `lastVisit`.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(kind.idPrefix, forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encode(days, forKey: .days)
            try container.encode(firstVisit, forKey: .firstVisit)
            try container.encode(lastVisit, forKey: .lastVisit)
        }
    }

    /// The place the story is of.
    public var place: MemoryPlace
    /// The place and each ancestor, most specific first.
    public var chain: [MemoryPlace]
    /// The first day of presence; nil when the place has no days (a snapshot alone, say).
    public var firstVisit: LocalDay?
    /// The last day of presence; nil when the place has no days.
    public var lastVisit: LocalDay?
    /// Distinct days of presence in all.
    public var days: Int
    /// Days of presence in each year that has some, oldest year first.
    public var daysPerYear: [YearDays]
    /// Each source with the distinct days it gives.
    public var sources: [String: Int]
    /// Kept photos placed in it.
    public var photoCount: Int
    /// Places below it with presence, most days first.
    public var placesBelow: [VisitedPlace]
    /// The names a gazetteer rebase replaced (`atlas rebase` keeps them): the place's own earlier
    /// names and those of places whose days it took over ("Berlin, formerly Gesundbrunnen"),
    /// each once, by name; its current name is never among them.
    public var formerNames: [String]

    /// Why a story cannot be told.
    public enum StoryError: Error, CustomStringConvertible {
        /// The atlas holds no snapshot of the place.
        case unknownPlace(PlaceID)
        /// The error as one sentence, naming the place.
        public var description: String {
            switch self { case .unknownPlace(let id): return "the atlas has no place \(id)" }
        }
    }

    /// The story of the place `id`, read from the atlas alone (no gazetteer needed).
    ///
    /// ```swift
    /// let story = try PlaceStory(place: PlaceID("country:JP")!, atlas: atlas)
    /// print(story.days, story.firstVisit?.description ?? "no days", story.placesBelow.map(\.name))
    /// ```
    /// - Throws: `StoryError.unknownPlace` when the atlas holds no snapshot of the place; an
    ///   SQLite error of the atlas.
    public init(place id: PlaceID, atlas: AtlasStore) throws {
        guard let snapshot = try atlas.snapshot(id) else { throw StoryError.unknownPlace(id) }
        place = OnThisDay.memoryPlace(id, snapshot)
        formerNames = Set(try atlas.placeHistory(of: id).map(\.formerName)).subtracting([snapshot.name, ""]).sorted()
        // Only the places the atlas holds: every place shown can be opened.
        chain = try snapshot.chainIDs.compactMap { level in try atlas.snapshot(level).map { OnThisDay.memoryPlace(level, $0) } }
        let rows = try atlas.placeEvidence(of: id)
        let allDays = Set(rows.map(\.date))
        days = allDays.count
        firstVisit = allDays.min()
        lastVisit = allDays.max()
        var perYear: [Int: Int] = [:]
        for day in allDays { perYear[day.year, default: 0] += 1 }
        daysPerYear = perYear.keys.sorted().map { YearDays(year: $0, days: perYear[$0]!) }
        var bySource: [String: Set<LocalDay>] = [:]
        for row in rows { bySource[row.source, default: []].insert(row.date) }
        sources = bySource.mapValues(\.count)
        photoCount = rows.reduce(0) { $0 + $1.photos }

        // The places inside it: each most specific place of its evidence, and the places of that
        // place's chain below this one (saved linked, so they are places its evidence counts
        // for). Each is listed with its own days, read as its own story reads them, so a place
        // has the same days wherever it is shown; one the atlas holds no snapshot of is left out.
        var inner = Set<PlaceID>()
        var snapshots: [PlaceID: PlaceSnapshot] = [:]
        for specific in Set(rows.map(\.place)) where specific.kind > id.kind {
            inner.insert(specific)
            guard let snapshot = try atlas.snapshot(specific) else { continue }
            snapshots[specific] = snapshot
            inner.formUnion(snapshot.chainIDs.filter { $0.kind > id.kind })
        }
        placesBelow = try atlas.presence(of: Array(inner)).compactMap { inner, presence -> VisitedPlace? in
            guard let snapshot = try snapshots[inner] ?? atlas.snapshot(inner) else { return nil }
            return VisitedPlace(id: inner, name: snapshot.name, days: presence.days, firstVisit: presence.first, lastVisit: presence.last)
        }.sorted { ($1.days, $0.name, $0.id.description) < ($0.days, $1.name, $1.id.description) }
    }
}
