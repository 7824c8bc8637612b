import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// Every stored boundary, loaded once, with its polygon decoded and indexed on first use.
/// Loading reads 12,000-odd small rows; decoding waits until a query touches the polygon, which
/// keeps the cold start short and a clustered photo library from decoding the whole world.
final class BoundaryCatalog {
    struct Entry {
        let hit: BoundaryHit
        let level: Int
        let box: BoundingBox
        let blob: [UInt8]
    }

    let entries: [Entry]
    /// What a candidate scan needs, in one record per boundary, so that a candidate costs one
    /// memory access.
    struct Summary {
        let box: BoundingBox
        let hit: BoundaryHit
    }
    private let summaries: [Summary]
    private var indexed: [IndexedPolygon?]
    let grids: [GridIndex]            // per level
    let members: [[Int]]              // entry indices per level, grid item order

    init(database: Database) throws {
        let statement = try database.prepare("""
            SELECT rowid, level, place, country, decision, area_km2, min_lat, min_lon, max_lat, max_lon, geometry
            FROM boundary ORDER BY rowid
            """)
        var entries: [Entry] = []
        while try statement.step() {
            let hit = BoundaryHit(boundary: statement.int(0), place: statement.optionalInt(2), country: statement.int(3),
                                  decision: BoundaryDecision(rawValue: statement.text(4) ?? "") ?? .excluded, areaSquareKilometers: statement.double(5))
            let box = BoundingBox(minLatitude: statement.double(6), minLongitude: statement.double(7),
                                  maxLatitude: statement.double(8), maxLongitude: statement.double(9))
            entries.append(Entry(hit: hit, level: statement.int(1), box: box, blob: statement.blob(10)))
        }
        self.entries = entries
        summaries = entries.map { Summary(box: $0.box, hit: $0.hit) }
        indexed = Array(repeating: nil, count: entries.count)
        var members: [[Int]] = [[], []]
        for (i, e) in entries.enumerated() where e.level < 2 { members[e.level].append(i) }
        self.members = members
        grids = members.map { list in GridIndex(boxes: list.map { entries[$0].box }, cellSize: 1) }
    }

    func polygon(_ index: Int) throws -> IndexedPolygon {
        if let ready = indexed[index] { return ready }
        let built = try IndexedPolygon(encoded: entries[index].blob)
        indexed[index] = built
        return built
    }

    /// Calls `body` with each entry index of `level` whose box contains `c` (and, if given,
    /// whose country is `country`), ascending, with the boundary's hit.
    @inline(__always)
    func forEachCandidate(level: Int, at c: Coordinate, country: Int?, _ body: (Int, BoundaryHit) throws -> Void) rethrows {
        try members[level].withUnsafeBufferPointer { list in
            try summaries.withUnsafeBufferPointer { summary in
                for item in grids[level].candidates(at: c) {
                    let index = list[Int(item)]
                    let s = summary[index]
                    if let country, s.hit.country != country { continue }
                    if s.box.contains(c) { try body(index, s.hit) }
                }
            }
        }
    }

    func candidates(level: Int, in box: BoundingBox) -> [Int] {
        grids[level].candidates(in: box).compactMap { item in
            let index = members[level][Int(item)]
            return entries[index].box.intersects(box) ? index : nil
        }
    }

    func index(ofBoundary rowid: Int) -> Int? {
        // Rowids are dense from 1 in build order.
        let guess = rowid - 1
        if guess >= 0, guess < entries.count, entries[guess].hit.boundary == rowid { return guess }
        return entries.firstIndex { $0.hit.boundary == rowid }
    }
}

extension FastResolver {
    /// The stored polygons of one level (0 countries, 1 regions), decoded, in rowid order.
    public func storedPolygons(level: Int) throws -> [Polygon] {
        try boundaries.entries.filter { $0.level == level }.map { try PolygonCodec.decode($0.blob) }
    }
}

