import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPhotoMetadata
import WaymarkResolver

/// Re-resolves the stored position of every indexed photo with the gazetteer in use, reads every
/// place snapshot (what marks, stamps, flights and photos show) against it, and says what would
/// change (`check`) or changes it (`apply`): a new gazetteer build (the city-section rule, a
/// moved border, a renamed place) is a release with consequences an atlas should show, not mix
/// silently with its old answers.
///
/// A photo whose chain (country, region, city, airport) is unchanged is left alone; a changed one
/// gets its new chain and its evidence on the same day. A snapshot whose name or label the new
/// build reads differently gets the new one; so does a place marked, stamped or flown at whose
/// days are filed under other places than the new build's chain for it, and those days are filed
/// under that chain (Cork's airport, once filed in Connacht). Every old name is kept
/// (`place_history`: the place a photo moved to keeps the name of the one it left, "Berlin,
/// formerly Gesundbrunnen"), old places keep their snapshots, marks, stamps and flights keep
/// their places, and the atlas records the build it now uses; all in one transaction, so an
/// interrupted rebase leaves the atlas as it was. A place the new build lacks keeps its snapshot and is listed.
///
/// ```swift
/// let rebase = PhotoRebase(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer),
///                          namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity)
/// let summary = try rebase.run(apply: false)   // what would move, nothing written
/// print(summary.moves.map(\.description))       // ["Gesundbrunnen, Mitte → Berlin: 91 photos"]
/// ```
public struct PhotoRebase {
    /// Photos whose most specific changed level now names `to`, and what they named before.
    public struct Move: Codable, Equatable, Sendable, CustomStringConvertible {
        /// A level of a photo's filing; JSON writes the raw value.
        public enum Level: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
            case country, region, city, airport
            public var description: String { rawValue }
        }

        /// The most specific level that changed (city first, then airport, region, country).
        public var level: Level
        /// The names the photos had at that level before ("no city" where they had none), by name.
        public var from: [String]
        /// The stable IDs of `from`, in the same order ("" for "no …").
        public var fromIds: [String]
        /// The name the level has now ("no city" where it is now empty).
        public var to: String
        /// The place they moved to; nil when the level is now empty ("no city").
        public var toID: PlaceID?
        /// How many photos moved this way.
        public var photos: Int
        /// Distinct days of those photos.
        public var days = 0

        public var description: String {
            "\(from.joined(separator: ", ")) → \(to): \(photos) photo\(photos == 1 ? "" : "s")"
        }
    }

    /// A snapshot the new build names differently, with what in the atlas shows it.
    public struct SnapshotChange: Codable, Equatable, Sendable {
        public var id: PlaceID
        /// The name the atlas had and the one the new build gives.
        public var nameBefore: String
        public var name: String
        /// The label the snapshot had and the one the new build gives it.
        public var labelBefore: String
        public var label: String
        /// The place's parents (city, region, country, continent: those it has) as the snapshot
        /// had them and as the new build gives them: an airport's label names no region, so for
        /// an airport the build files in another region only these change.
        public var parentsBefore: [PlaceReference]
        public var parents: [PlaceReference]
        public var users: PlaceUsers
    }

    /// A place, by ID and the name its snapshot has, with what in the atlas shows it.
    public struct NamedPlace: Codable, Equatable, Sendable {
        public var id: PlaceID
        public var name: String
        public var users: PlaceUsers
    }

    /// What a rebase found (and, with `apply`, changed): `waymark atlas rebase --json`.
    public struct Summary: Codable, Equatable, Sendable {
        /// The build the atlas is rebased onto.
        public var gazetteer: String
        /// Photos with a position that were resolved again, and how many of them file differently.
        public var checkedPhotos = 0
        public var changedPhotos = 0
        /// Whether the changes were written (`run(apply: true)`), or only reported.
        public var applied = false
        /// The photos' changes, grouped by what they name now, largest first.
        public var moves: [Move] = []
        /// The build the atlas was last resolved with (nil: nothing recorded).
        public var gazetteerBefore: String? = nil
        /// Snapshots compared with the new build, and those it names, labels or files differently.
        public var checkedSnapshots = 0
        public var changedSnapshots: [SnapshotChange] = []
        /// Days marked, stamped or flown at a place that the new build gives other parents than
        /// the ones they are filed under: a rebase files them under the new ones
        /// (`AtlasStore.refileEvidence`).
        public var refiledEvidence = 0
        /// Places the new build does not have: their snapshots stay as they are.
        public var missingPlaces: [NamedPlace] = []
        /// Places the atlas would show for the first time, and places no evidence would keep.
        public var placesGained: [NamedPlace] = []
        /// Places that no evidence would keep on the map after the rebase.
        public var placesLost: [NamedPlace] = []
    }

    let atlas: AtlasStore
    let resolver: FastResolver
    let namer: PlaceNamer
    let gazetteerIdentity: String

    /// A rebase of `atlas` onto the gazetteer build `gazetteerIdentity` names, whose `resolver` and
    /// `namer` it uses.
    public init(atlas: AtlasStore, resolver: FastResolver, namer: PlaceNamer, gazetteerIdentity: String) {
        self.atlas = atlas; self.resolver = resolver; self.namer = namer; self.gazetteerIdentity = gazetteerIdentity
    }

    /// Compares every photo with a position and every snapshot against the gazetteer; with
    /// `apply`, rewrites what changed and records the build. Cost: one resolution per ~100 m cell
    /// holding photos and one lookup per snapshot.
    /// - Throws: the atlas's or the resolver's errors; with `apply`, nothing is written then.
    public func run(apply: Bool) throws -> Summary {
        var summary = Summary(gazetteer: gazetteerIdentity)
        summary.gazetteerBefore = try atlas.recordedGazetteer()
        let changed = try changedPhotos(&summary)
        summary.moves = try moves(changed)
        let users = try atlas.placeUsers()
        let snapshots = try changedSnapshots(&summary, users: users)
        try gainedAndLost(changed, users: users, &summary)
        guard apply else { return summary }
        try atlas.transaction {
            // Before any snapshot changes: the names the photos leave are the old ones.
            try keepFormerNames(of: summary.moves)
            for (before, after, refile) in snapshots {
                if before.name != after.name || before.label != after.label {
                    try atlas.recordFormerName(PlaceHistoryEntry(place: after.id, formerId: before.id, formerName: before.name,
                                                                 formerLabel: before.label, gazetteer: before.gazetteer))
                }
                try atlas.save(after)
                if let chain = refile { try atlas.refileEvidence(of: chain) }
            }
            var saved = Set<PlaceID>()
            for (photo, chain) in changed {
                for snapshot in chain where saved.insert(snapshot.id).inserted { try atlas.save(snapshot) }
                var record = photo
                record.file(under: chain.map(\.id))
                let id = try atlas.savePhoto(record)
                let day = Self.day(of: record)
                try atlas.replacePhotoEvidence(photo: id, chain: chain, day: day?.day, utcOffsetMinutes: day?.utcOffsetMinutes)
            }
            try atlas.keepCellCache(for: gazetteerIdentity)
            if !changed.isEmpty { try atlas.bumpPhotoGeneration() }
            try atlas.recordGazetteer(gazetteerIdentity)
        }
        summary.applied = true
        return summary
    }

    /// Every photo with a position whose chain the gazetteer answers differently, with the new chain.
    func changedPhotos(_ summary: inout Summary) throws -> [(photo: PhotoRecord, chain: [PlaceSnapshot])] {
        var chains: [String: [PlaceSnapshot]] = [:]
        var changed: [(photo: PhotoRecord, chain: [PlaceSnapshot])] = []
        for photo in try atlas.allPhotos() {
            guard let lat = photo.latitude, let lon = photo.longitude else { continue }
            summary.checkedPhotos += 1
            let (row, column) = PlaceCells.cell(of: Coordinate(latitude: lat, longitude: lon))
            let cell = "\(row):\(column)"
            let chain: [PlaceSnapshot]
            if let known = chains[cell] {
                chain = known
            } else {
                // The cell's centre, as every import resolves it.
                chain = try namer.chain(try resolver.resolve(PlaceCells.center(row: row, column: column))).map { PlaceSnapshot($0, gazetteer: gazetteerIdentity) }
                chains[cell] = chain
            }
            let now = Self.levels(chain.map(\.id))
            let before = [photo.country, photo.region, photo.city, photo.airport]
            if now != before { changed.append((photo, chain)) }
        }
        summary.changedPhotos = changed.count
        return changed
    }

    /// Every snapshot whose name or label the gazetteer reads differently, or whose days marked,
    /// stamped or flown are filed under other places than the gazetteer's chain for it now (an
    /// airport the build files in another region), before and after, with that chain when its
    /// days are to be filed anew; the places it lacks go to `missingPlaces`. Photos are compared
    /// by their positions (`changedPhotos`), since a photo's chain is the resolver's answer at
    /// its position, not the place's own parents.
    func changedSnapshots(_ summary: inout Summary, users: [PlaceID: PlaceUsers]) throws
        -> [(before: PlaceSnapshot, after: PlaceSnapshot, refile: [PlaceSnapshot]?)] {
        var changes: [(before: PlaceSnapshot, after: PlaceSnapshot, refile: [PlaceSnapshot]?)] = []
        let filing = try atlas.namedEvidenceFiling()
        for snapshot in try atlas.allSnapshots() {
            summary.checkedSnapshots += 1
            guard let place = try namer.place(id: snapshot.id) else {
                summary.missingPlaces.append(NamedPlace(id: snapshot.id, name: snapshot.name, users: users[snapshot.id] ?? PlaceUsers()))
                continue
            }
            let now = PlaceSnapshot(place, gazetteer: gazetteerIdentity)
            var refile: [PlaceSnapshot]?
            if let filed = filing[snapshot.id], let chain = try namer.chain(for: snapshot.id) {
                let under = Set(chain.map(\.id))
                let misfiled = filed.filter { $0 != under }.count
                if misfiled > 0 {
                    summary.refiledEvidence += misfiled
                    refile = chain.map { PlaceSnapshot($0, gazetteer: gazetteerIdentity) }
                }
            }
            guard now.name != snapshot.name || now.label != snapshot.label || refile != nil else { continue }
            changes.append((snapshot, now, refile))
            summary.changedSnapshots.append(SnapshotChange(id: snapshot.id, nameBefore: snapshot.name, name: now.name, labelBefore: snapshot.label,
                                                           label: now.label, parentsBefore: Self.parents(of: snapshot), parents: Self.parents(of: now),
                                                           users: users[snapshot.id] ?? PlaceUsers()))
        }
        return changes
    }

    /// The place a photo moved to keeps the name of each place it left at that level.
    func keepFormerNames(of moves: [Move]) throws {
        for move in moves {
            guard let to = move.toID else { continue }
            for from in move.fromIds.compactMap(PlaceID.init) where from != to {
                guard let former = try atlas.snapshot(from) else { continue }
                try atlas.recordFormerName(PlaceHistoryEntry(place: to, formerId: from, formerName: former.name, formerLabel: former.label,
                                                             gazetteer: former.gazetteer))
            }
        }
    }

    /// Places the moved photos would give the atlas for the first time, and places they would
    /// leave with no evidence, mark, stamp or flight. Photos without a day or taken off the map
    /// carry no evidence, so they neither keep nor give a place.
    func gainedAndLost(_ changed: [(photo: PhotoRecord, chain: [PlaceSnapshot])], users: [PlaceID: PlaceUsers], _ summary: inout Summary) throws {
        var leaving: [PlaceID: Int] = [:], arriving: [PlaceID: PlaceSnapshot] = [:]
        for (photo, chain) in changed where !photo.excluded && Self.day(of: photo) != nil {
            let before = Set([photo.country, photo.region, photo.city, photo.airport].compactMap { $0 })
            let now = Set(Self.levels(chain.map(\.id)).compactMap { $0 })
            for id in before.subtracting(now) { leaving[id, default: 0] += 1 }
            for snapshot in chain where now.contains(snapshot.id) && !before.contains(snapshot.id) { arriving[snapshot.id] = snapshot }
        }
        func shown(_ u: PlaceUsers?) -> Bool { (u?.marks ?? 0) + (u?.stamps ?? 0) + (u?.flights ?? 0) > 0 }
        for (id, count) in leaving.sorted(by: { $0.key < $1.key }) where arriving[id] == nil && !shown(users[id]) {
            let evidence = try atlas.evidenceCount(of: id)
            if evidence.other == 0 && evidence.photos <= count {
                summary.placesLost.append(NamedPlace(id: id, name: try atlas.snapshot(id)?.name ?? id.description, users: users[id] ?? PlaceUsers()))
            }
        }
        for (id, snapshot) in arriving.sorted(by: { $0.key < $1.key }) where leaving[id] == nil && !shown(users[id]) {
            let evidence = try atlas.evidenceCount(of: id)
            if evidence.other == 0 && evidence.photos == 0 {
                summary.placesGained.append(NamedPlace(id: id, name: snapshot.name, users: users[id] ?? PlaceUsers()))
            }
        }
    }

    /// A snapshot's parents, most specific first: city, region, country, continent.
    static func parents(of snapshot: PlaceSnapshot) -> [PlaceReference] {
        [snapshot.city, snapshot.region, snapshot.country, snapshot.continent].compactMap { $0 }
    }

    /// The chain's country, region, city and airport, in that order.
    static func levels(_ ids: [PlaceID]) -> [PlaceID?] {
        [PlaceKind.country, .region, .city, .airport].map { kind in ids.first { $0.kind == kind } }
    }

    /// The day an import gave the photo, with its clock's UTC offset: its local capture date,
    /// else its UTC date (offset 0).
    static func day(of photo: PhotoRecord) -> (day: LocalDay, utcOffsetMinutes: Int?)? {
        if let local = photo.localDateTime {
            return local.localDay.map { ($0, photo.utcOffsetMinutes) }
        }
        // The stored instant may carry an offset ("…T23:30:00-05:00"), so its first ten characters
        // are not always the UTC date: the instant is read whole and its day taken in UTC.
        guard let utc = photo.utc, let instant = ISO8601DateFormatter().date(from: utc) else { return nil }
        return (try? LocalDay.today(instant, in: TimeZone(identifier: "UTC")!)).map { ($0, 0) }
    }

    /// The changed photos grouped by the most specific level that changed and what it names now,
    /// largest group first, then by name.
    func moves(_ changed: [(photo: PhotoRecord, chain: [PlaceSnapshot])]) throws -> [Move] {
        let names: [Move.Level] = [.country, .region, .city, .airport]
        var groups: [String: Move] = [:]
        var days: [String: Set<String>] = [:]
        for (photo, chain) in changed {
            let before = [photo.country, photo.region, photo.city, photo.airport]
            let now = Self.levels(chain.map(\.id))
            guard let level = [2, 3, 1, 0].first(where: { before[$0] != now[$0] }) else { continue }
            let to = now[level].flatMap { id in chain.first { $0.id == id }?.name } ?? "no \(names[level])"
            let from = try before[level].map { try atlas.snapshot($0)?.name ?? $0.description } ?? "no \(names[level])"
            let key = "\(names[level])|\(now[level]?.description ?? "")"
            var move = groups[key] ?? Move(level: names[level], from: [], fromIds: [], to: to, toID: now[level], photos: 0)
            if !move.from.contains(from) { move.from.append(from); move.fromIds.append(before[level]?.description ?? "") }
            move.photos += 1
            if let day = Self.day(of: photo) { days[key, default: []].insert(day.day.description) }
            groups[key] = move
        }
        for (key, dates) in days { groups[key]?.days = dates.count }
        return groups.values.map { move in
            var sorted = move
            let order = zip(move.from, move.fromIds).sorted { $0.0 < $1.0 }
            sorted.from = order.map(\.0); sorted.fromIds = order.map(\.1)
            return sorted
        }.sorted { ($1.photos, $0.to) < ($0.photos, $1.to) }
    }
}
