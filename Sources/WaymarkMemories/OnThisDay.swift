import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkCalendar

/// A place as a memory names it. JSON also writes its `kind`, as the ID's prefix ("city").
///
/// ```swift
/// let place = report.memories[0].places[0]
/// if place.kind == .city { print(place.name, place.id) }      // "Rome city:3169070"
/// ```
public struct MemoryPlace: Codable, Hashable, Sendable {
    /// The place's stable ID.
    public var id: PlaceID
    /// Its name as the atlas recorded it ("Kyoto").
    public var name: String
    /// Its name with its parents, as lists show it ("Kyoto, Japan").
    public var label: String
    /// The level of the place, from its ID.
    public var kind: PlaceKind { id.kind }

    /// A place of a memory; `kind` follows from `id`.
    public init(id: PlaceID, name: String, label: String) {
        self.id = id; self.name = name; self.label = label
    }

    enum CodingKeys: String, CodingKey { case id, kind, name, label }

    /// Reads `id`, `kind`, `name` and `label`; a `kind` other than the ID's prefix is an error.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try PlaceKind.decodeID(container, .id, kind: .kind)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decode(String.self, forKey: .label)
    }

    /// Writes `id`, `kind` (the ID's prefix), `name` and `label`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind.idPrefix, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(label, forKey: .label)
    }
}

extension PlaceKind {
    /// A place ID written beside its kind as the ID's prefix ("city"), as memories and stories
    /// write them: the kind must be the ID's.
    static func decodeID<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ idKey: Key, kind kindKey: Key) throws -> PlaceID {
        let id = try container.decode(PlaceID.self, forKey: idKey)
        let kind = try container.decode(String.self, forKey: kindKey)
        guard kind == id.kind.idPrefix else {
            throw DecodingError.dataCorruptedError(forKey: kindKey, in: container, debugDescription: "kind \(kind) is not the kind of \(id)")
        }
        return id
    }
}

/// Where the place a gallery photo is shown under comes from.
public enum GalleryPlaceSource: String, Codable, CaseIterable, Sendable {
    /// The photo's own position.
    case photo
    /// No position: the places that day's other evidence names.
    case sameDay = "same_day"
    /// Neither: "place unknown".
    case unknown
}

/// A photo of a memory, with the place a reader sees it under.
public struct MemoryGalleryPhoto: Codable, Equatable, Sendable {
    /// The photo file's absolute path.
    public var path: String
    /// The wall-clock time where it was taken; JSON writes it "YYYY-MM-DDThh:mm:ss".
    public var localTime: LocalDateTime
    /// The camera clock's offset from UTC, in minutes east; nil when the photo says nothing of it.
    public var utcOffsetMinutes: Int?
    /// Whether the photo carries a position of its own.
    public var located: Bool
    /// Its own place (from its position); for a photo without one, the places that day's other
    /// evidence names; else "place unknown".
    public var place: String
    /// Where `place` comes from.
    public var placeFrom: GalleryPlaceSource

    /// The photo's local date (a gallery photo's time, read from the atlas, always has one).
    public var date: LocalDay? { localTime.localDay }

    /// "09:30"; with `day`, "29 February 09:30" (on a merged 28/29 February each photo says its day).
    public func timeText(withDay day: Bool) -> String {
        (day ? (date.map { $0.monthDay.spelledOut + " " } ?? "") : "") + localTime.hourAndMinute
    }
}

/// One year's memory of a calendar day.
public struct Memory: Codable, Equatable, Sendable {
    /// The earlier year the memory is from.
    public var year: Int
    /// How many years before the date asked about (the year asked about minus `year`).
    public var yearsAgo: Int
    /// The dates of that year it stands for: one, or 28 and 29 February on a common-year 28 February.
    public var dates: [LocalDay]
    /// The most specific places of the day, at most three, as one line; "Place unknown" when the
    /// day has only photos without a position.
    public var headline: String
    /// Every most specific place of the day (none is inside another), headline order.
    public var places: [MemoryPlace]
    /// The rest of those places' chains (city, region, country, continent): chips of the same story.
    public var chips: [MemoryPlace]
    /// Stable IDs of every place of the memory, places then chips.
    public var placeIds: [PlaceID]
    /// The sources the day's evidence came from, each once.
    public var sources: [String]
    /// Kept photos of that day with a trusted capture time, in time order, those without a
    /// position included.
    public var gallery: [MemoryGalleryPhoto]
}

/// What `waymark on-this-day` shows for one date.
///
/// ```swift
/// let report = try OnThisDay(atlas: atlas).report(for: try LocalDay("2025-04-15"))
/// for memory in report.memories { print(memory.year, memory.headline) }
/// if report.memories.isEmpty, let next = report.nextDateWithMemories { print("next:", next) }
/// ```
public struct OnThisDayReport: Codable, Equatable, Sendable {
    /// The day asked about.
    public var date: LocalDay
    /// The month-days matched (a day of every year, not one day), each written "MM-DD".
    public var monthDays: [MonthDay]
    /// True on 28 February of a common year, which also shows 29 February's memories.
    public var includesLeapDay: Bool
    /// One per earlier year with evidence, newest first; never the date's own year.
    public var memories: [Memory]
    /// True when there are memories and they have not been shown for this date yet.
    public var unread: Bool
    /// The nearest dates before and after with memories (the year wraps); set on a quiet day.
    public var previousDateWithMemories: LocalDay?
    /// The nearest date after with memories; like `previousDateWithMemories`, nil when the day has
    /// memories, when `findNearest` was off, or when no day has any.
    public var nextDateWithMemories: LocalDay?
}

/// On This Day: the evidence of the same calendar day in earlier years, matched on each piece of
/// evidence's own local date (a photo at 00:30 local time on the 9th is on the 9th, whatever its
/// UTC date; a manual or imported date is a day, not an instant).
public struct OnThisDay {
    let atlas: AtlasStore

    /// On This Day over `atlas`'s evidence.
    public init(atlas: AtlasStore) { self.atlas = atlas }

    /// How specific a place is: the headline prefers airports, then cities, regions, countries.
    static func specificity(_ kind: PlaceKind) -> Int {
        switch kind {
        case .airport: return 0
        case .city: return 1
        case .region: return 2
        case .country: return 3
        case .continent: return 4
        }
    }

    /// The memories of `date`'s calendar day in earlier years, newest first, one per year.
    ///
    /// ```swift
    /// let report = try OnThisDay(atlas: atlas).report(for: try LocalDay.today())
    /// for memory in report.memories { print("\(memory.yearsAgo) years ago: \(memory.headline)") }
    /// ```
    ///
    /// Reading a report does not mark it shown (`markShown(_:at:)` does).
    /// - Parameters:
    ///   - date: the day asked about; 29 February in a common year is shown on 28 February.
    ///   - includeGallery: read the photos of each year (upcoming lists do not need them).
    ///   - findNearest: on a quiet day, search for the nearest dates with memories.
    /// - Throws: an SQLite error of the atlas, named with its file.
    public func report(for date: LocalDay, includeGallery: Bool = true, findNearest: Bool = true) throws -> OnThisDayReport {
        let monthDays = MonthDay.falling(on: date)
        let evidence = try atlas.memoryEvidence(monthDays: monthDays, before: date.year)
        let photos = includeGallery ? try atlas.memoryPhotos(monthDays: monthDays, before: date.year) : []
        var snapshots: [PlaceID: PlaceSnapshot] = [:]
        func snapshot(_ id: PlaceID) throws -> PlaceSnapshot? {
            if let known = snapshots[id] { return known }
            let found = try atlas.snapshot(id)
            snapshots[id] = found
            return found
        }
        var byYear: [Int: [MemoryEvidence]] = [:]
        for item in evidence { byYear[item.date.year, default: []].append(item) }
        var photosByYear: [Int: [MemoryPhoto]] = [:]
        for photo in photos { photosByYear[photo.localTime.year, default: []].append(photo) }

        var memories: [Memory] = []
        for year in Set(byYear.keys).union(photosByYear.keys).sorted(by: >) {
            let items = byYear[year] ?? []
            let leaves = try Self.leaves(of: items, snapshot: snapshot)
            let places = leaves.map { Self.memoryPlace($0.0, $0.1) }
            var chipIDs: [PlaceID] = []
            let leafIDs = Set(leaves.map(\.0))
            for (_, leaf) in leaves {
                for id in leaf?.chainIDs.dropFirst() ?? [] where !leafIDs.contains(id) && !chipIDs.contains(id) { chipIDs.append(id) }
            }
            // Only places the atlas holds, each named and with a story to open.
            let chips = try chipIDs.compactMap { id in try snapshot(id).map { Self.memoryPlace(id, $0) } }
            let yearPhotos = photosByYear[year] ?? []
            let gallery = try Self.gallery(yearPhotos, evidence: items, snapshot: snapshot)
            // A photo's time read from the atlas is a checked time, so every one has its day.
            let dates = Set(items.map(\.date)).union(yearPhotos.compactMap(\.localTime.localDay)).sorted()
            var sources = Set(items.map(\.source))
            if yearPhotos.contains(where: { !$0.located }) { sources.insert(EvidenceSource.photo.rawValue) }
            memories.append(Memory(year: year, yearsAgo: date.year - year, dates: dates,
                                   headline: places.isEmpty ? Self.placeUnknown.capitalisedFirst : Self.headline(places.map(\.name)),
                                   places: places, chips: chips, placeIds: (places + chips).map(\.id), sources: sources.sorted(),
                                   gallery: gallery))
        }
        let shown = try atlas.memoriesShownAt(date: date.description)
        var report = OnThisDayReport(date: date, monthDays: monthDays, includesLeapDay: monthDays.count > 1, memories: memories,
                                     unread: !memories.isEmpty && shown == nil)
        if memories.isEmpty && findNearest {
            report.previousDateWithMemories = try nearestDateWithMemories(from: date, step: -1)
            report.nextDateWithMemories = try nearestDateWithMemories(from: date, step: 1)
        }
        return report
    }

    static let placeUnknown = "place unknown"

    /// The day's places that are not inside another of the day's places, most specific kind
    /// first, then the most evidence, then by name.
    static func leaves(of items: [MemoryEvidence], snapshot: (PlaceID) throws -> PlaceSnapshot?) throws -> [(PlaceID, PlaceSnapshot?)] {
        var evidenceCount: [PlaceID: Int] = [:]
        for item in items { evidenceCount[item.place, default: 0] += 1 }
        var ancestors = Set<PlaceID>()
        for id in evidenceCount.keys { ancestors.formUnion(try snapshot(id)?.chainIDs.dropFirst() ?? []) }
        return try evidenceCount.keys.filter { !ancestors.contains($0) }.map { id in (id, try snapshot(id)) }
            .sorted { a, b in
                let ka = Self.specificity(a.0.kind), kb = Self.specificity(b.0.kind)
                if ka != kb { return ka < kb }
                if evidenceCount[a.0]! != evidenceCount[b.0]! { return evidenceCount[a.0]! > evidenceCount[b.0]! }
                return (a.1?.name ?? "", a.0.description) < (b.1?.name ?? "", b.0.description)
            }
    }

    /// The year's photos, each with its place: its own where it has a position (and the import
    /// resolved one); without a position, the places of that same date's other evidence (the
    /// date itself, not the year's other day on a merged 28/29 February); else "place unknown".
    static func gallery(_ photos: [MemoryPhoto], evidence: [MemoryEvidence],
                        snapshot: (PlaceID) throws -> PlaceSnapshot?) throws -> [MemoryGalleryPhoto] {
        var byDate: [LocalDay: [MemoryEvidence]] = [:]
        for item in evidence { byDate[item.date, default: []].append(item) }
        var dayPlaces: [LocalDay: String] = [:]
        func places(on date: LocalDay?) throws -> String {
            guard let date else { return "" }
            if let known = dayPlaces[date] { return known }
            let names = try leaves(of: byDate[date] ?? [], snapshot: snapshot).map { $0.1?.name ?? $0.0.description }
            let line = names.isEmpty ? "" : headline(names)
            dayPlaces[date] = line
            return line
        }
        return try photos.map { photo in
            let date = photo.localTime.localDay
            var place = "", from = GalleryPlaceSource.unknown
            if photo.located, let id = photo.place {
                place = try snapshot(id)?.name ?? id.description
                from = .photo
            } else {
                let sameDay = try places(on: date)
                if !sameDay.isEmpty { place = sameDay; from = .sameDay }
            }
            return MemoryGalleryPhoto(path: photo.path, localTime: photo.localTime, utcOffsetMinutes: photo.utcOffsetMinutes,
                                      located: photo.located, place: place.isEmpty ? placeUnknown : place, placeFrom: from)
        }
    }

    /// Records that the date's memories were shown: they stop being "new".
    public func markShown(_ date: LocalDay, at instant: Date = Date()) throws {
        try atlas.recordMemoriesShown(date: date.description, at: instant)
    }

    /// Whether the date has any memory, without building them.
    public func hasMemories(on date: LocalDay) throws -> Bool {
        try atlas.hasMemories(monthDays: MonthDay.falling(on: date), before: date.year)
    }

    /// The nearest date in the direction of `step` with memories, across the year end; nil when
    /// no date in a whole year around has any. Nothing is remembered before 1900, so the search
    /// stops there (and after 9999).
    public func nearestDateWithMemories(from date: LocalDay, step: Int) throws -> LocalDay? {
        for distance in 1...366 {
            guard let candidate = try? date.adding(days: distance * step) else { return nil }
            if try hasMemories(on: candidate) { return candidate }
        }
        return nil
    }

    static func memoryPlace(_ id: PlaceID, _ snapshot: PlaceSnapshot?) -> MemoryPlace {
        MemoryPlace(id: id, name: snapshot?.name ?? id.description, label: snapshot?.label ?? id.description)
    }

    /// "Rome", "Rome and Tokyo", "Redmond, Rome and Tokyo", "Redmond, Rome, Tokyo and 2 more".
    static func headline(_ names: [String]) -> String {
        let shown = Array(names.prefix(3))
        let more = names.count - shown.count
        return more > 0 ? shown.joined(separator: ", ") + " and \(more) more" : listed(shown)
    }

    /// "A", "A and B", "A, B and C".
    static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

extension String {
    /// "Place unknown" from "place unknown".
    var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}
