import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPhotoMetadata
import WaymarkResolver

/// Re-resolves the stored position of every indexed photo with the gazetteer in use, and says
/// what would change (`check`) or changes it (`apply`): a new gazetteer build (the city-section
/// rule, a moved border) is a release with consequences an atlas should show, not mix silently
/// with its old answers.
///
/// A photo whose chain (country, region, city, airport) is unchanged is left alone; a changed one
/// gets its new chain and its evidence on the same day, in one transaction, so an interrupted
/// rebase leaves the atlas as it was. The old places keep their snapshots (their names stay
/// readable), and marks and stamps are not touched.
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
        /// The level that changed: "city", "airport", "region" or "country".
        public var level: String
        public var from: [String]
        public var fromIds: [String]
        public var to: String
        public var toID: String?
        public var photos: Int

        public var description: String {
            "\(from.joined(separator: ", ")) → \(to): \(photos) photo\(photos == 1 ? "" : "s")"
        }
    }

    public struct Summary: Codable, Equatable, Sendable {
        public var gazetteer: String
        public var checkedPhotos = 0
        public var changedPhotos = 0
        public var applied = false
        public var moves: [Move] = []
    }

    let atlas: AtlasStore
    let resolver: FastResolver
    let namer: PlaceNamer
    let gazetteerIdentity: String

    public init(atlas: AtlasStore, resolver: FastResolver, namer: PlaceNamer, gazetteerIdentity: String) {
        self.atlas = atlas; self.resolver = resolver; self.namer = namer; self.gazetteerIdentity = gazetteerIdentity
    }

    /// Compares every photo with a position against the gazetteer; with `apply`, rewrites the
    /// changed ones. Cost: one resolution per ~100 m cell holding photos.
    /// - Throws: the atlas's or the resolver's errors; with `apply`, nothing is written then.
    public func run(apply: Bool) throws -> Summary {
        var summary = Summary(gazetteer: gazetteerIdentity)
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
        summary.moves = try moves(changed)
        guard apply, !changed.isEmpty else { return summary }
        try atlas.transaction {
            var saved = Set<PlaceID>()
            for (photo, chain) in changed {
                for snapshot in chain where saved.insert(snapshot.id).inserted { try atlas.save(snapshot) }
                var record = photo
                record.file(under: chain.map(\.id))
                let id = try atlas.savePhoto(record)
                try atlas.replacePhotoEvidence(photo: id, chain: chain, day: Self.day(of: record))
            }
            try atlas.keepCellCache(for: gazetteerIdentity)
            try atlas.bumpPhotoGeneration()
        }
        summary.applied = true
        return summary
    }

    /// The chain's country, region, city and airport, in that order.
    static func levels(_ ids: [PlaceID]) -> [PlaceID?] {
        [PlaceKind.country, .region, .city, .airport].map { kind in ids.first { $0.kind == kind } }
    }

    /// The day an import gave the photo: its local capture date, else its UTC date.
    static func day(of photo: PhotoRecord) -> LocalDay? {
        if let local = photo.localDateTime {
            return try? LocalDay(date: String(local.prefix(10)), utcOffsetMinutes: photo.utcOffsetMinutes)
        }
        guard let utc = photo.utc else { return nil }
        return try? LocalDay(date: String(utc.prefix(10)), utcOffsetMinutes: 0)
    }

    /// The changed photos grouped by the most specific level that changed and what it names now,
    /// largest group first, then by name.
    func moves(_ changed: [(photo: PhotoRecord, chain: [PlaceSnapshot])]) throws -> [Move] {
        let names = ["country", "region", "city", "airport"]
        var groups: [String: Move] = [:]
        for (photo, chain) in changed {
            let before = [photo.country, photo.region, photo.city, photo.airport]
            let now = Self.levels(chain.map(\.id))
            guard let level = [2, 3, 1, 0].first(where: { before[$0] != now[$0] }) else { continue }
            let to = now[level].flatMap { id in chain.first { $0.id == id }?.name } ?? "no \(names[level])"
            let from = try before[level].map { try atlas.snapshot($0)?.name ?? $0.description } ?? "no \(names[level])"
            let key = "\(names[level])|\(now[level]?.description ?? "")"
            var move = groups[key] ?? Move(level: names[level], from: [], fromIds: [], to: to, toID: now[level]?.description, photos: 0)
            if !move.from.contains(from) { move.from.append(from); move.fromIds.append(before[level]?.description ?? "") }
            move.photos += 1
            groups[key] = move
        }
        return groups.values.map { move in
            var sorted = move
            let order = zip(move.from, move.fromIds).sorted { $0.0 < $1.0 }
            sorted.from = order.map(\.0); sorted.fromIds = order.map(\.1)
            return sorted
        }.sorted { ($1.photos, $0.to) < ($0.photos, $1.to) }
    }
}
