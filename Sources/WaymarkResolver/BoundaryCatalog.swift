import WaymarkGazetteer
import WaymarkGeo

/// Every stored boundary, loaded once without its rings, with its polygon read, decoded and
/// indexed on first use. Loading decodes one blob of 12,000-odd rows (`boundary_summary`); the
/// rings (4 MB of blobs) wait until a query touches the polygon, which keeps the cold start short and a clustered photo library
/// from reading and decoding the whole world. Each blob is read with its own query until
/// `singleReads` have been made (a photo library needs a few hundred); after that one pass reads
/// them all, as a batch of points spread over the world needs most of them.
final class BoundaryCatalog {
    struct Entry {
        let hit: BoundaryHit
        let level: Int
        let box: BoundingBox
    }

    static let singleReads = 512
    private var blobsRead = 0
    private var allBlobs: [[UInt8]]?

    let entries: [Entry]
    /// What a candidate scan needs, copied once per grid position (parallel to the grid's
    /// items), so a cell's candidates lie side by side and a point reads them in one sweep.
    struct Candidate {
        let box: BoundingBox
        let entry: Int32
        let country: Int32
    }
    /// Levels 0 and 1 apart, each a stored property of its own: reached as `array[level]`, a
    /// point's lookup copied the grid and the candidates out of the array, a retain and a
    /// release of three arrays for every point at every level.
    private let countryCandidates: [Candidate], regionCandidates: [Candidate]
    private let countryGrid: GridIndex, regionGrid: GridIndex
    /// Each entry's hit, densely (an entry also holds its blob).
    private let hits: [BoundaryHit]
    private let indexed: LazySlots<IndexedPolygon>
    /// Countries only: the full-resolution rings, built the first time a point comes near a
    /// simplified edge.
    private let exact: LazySlots<IndexedPolygon>
    private let reader: BoundaryReader
    let grids: [GridIndex]            // per level
    /// Entry indices per level in grid item order, which is `ResolutionRules.precedes` order
    /// (smallest area first): a cell's candidates come smallest first, so the first polygon
    /// that contains a point is the one that wins.
    let members: [[Int]]

    init(gazetteer: Gazetteer) throws {
        reader = gazetteer.makeBoundaryReader()
        let margin = GazetteerSchema.exactMarginDegrees
        // The rows without their rings, from the one blob of `boundary_summary`.
        let entries = try reader.summary().map { r in
            // A country's source rings reach up to the margin beyond its simplified ones, so its
            // box is grown by that much: a point there must still reach the exact test.
            Entry(hit: BoundaryHit(boundary: r.rowid, place: r.place, country: r.country, decision: r.decision, areaSquareKilometers: r.areaSquareKilometers),
                  level: r.level, box: r.level == 0 ? r.box.expanded(by: margin) : r.box)
        }
        self.entries = entries
        let hits = entries.map(\.hit)
        self.hits = hits
        indexed = LazySlots(count: entries.count)
        exact = LazySlots(count: entries.count)
        let members = (0..<2).map { level in
            var list = entries.indices.filter { entries[$0].level == level }
            // Sorted through a buffer, which lets the comparison inline to two loads and compares.
            hits.withUnsafeBufferPointer { hits in list.sort { ResolutionRules.precedes(hits[$0], hits[$1]) } }
            return list
        }
        self.members = members
        grids = members.map { list in GridIndex(boxes: list.map { entries[$0].box }, cellSize: 1) }
        let cellCandidates = zip(grids, members).map { grid, list in
            // Each member's candidate once, then one copy per grid position into an array made at
            // its final size (115,000 positions in all).
            let byMember = list.map { Candidate(box: entries[$0].box, entry: Int32($0), country: Int32(entries[$0].hit.country)) }
            return grid.items.withUnsafeBufferPointer { items in
                byMember.withUnsafeBufferPointer { byMember in
                    [Candidate](unsafeUninitializedCapacity: items.count) { candidates, initialized in
                        for position in items.indices {
                            (candidates.baseAddress! + position).initialize(to: byMember[Int(items[position])])
                        }
                        initialized = items.count
                    }
                }
            }
        }
        countryCandidates = cellCandidates[0]; regionCandidates = cellCandidates[1]
        countryGrid = grids[0]; regionGrid = grids[1]
    }

    /// The stored (for countries simplified) rings of entry `index`.
    func polygon(_ index: Int) throws -> IndexedPolygon {
        try indexed.value(at: index) { try IndexedPolygon(encoded: try takeBlob(index)) }
    }

    /// Entry `index`'s stored geometry blob, for decoding: read alone or, after `singleReads`, with
    /// all the others. A blob of the one-pass read is let go once taken (the decoded polygon holds
    /// the rings), and those of polygons decoded before it are dropped: 4 MB that a stream over
    /// the world would otherwise hold to its end.
    private func takeBlob(_ index: Int) throws -> [UInt8] {
        if allBlobs == nil, blobsRead >= Self.singleReads {
            var blobs = try reader.allGeometries(count: entries.count)
            for i in blobs.indices where indexed[i] != nil { blobs[i] = [] }
            allBlobs = blobs
        }
        if allBlobs != nil {
            let blob = allBlobs![index]
            allBlobs![index] = []
            return blob
        }
        blobsRead += 1
        return try reader.record(rowid: entries[index].hit.boundary, geometry: true)?.geometry ?? []
    }

    /// The rings that decide: for a country the full-resolution source rings, read on first use;
    /// for a region the stored rings, which are the source's.
    func exactPolygon(_ index: Int) throws -> IndexedPolygon {
        guard entries[index].level == 0 else { return try polygon(index) }
        return try exact.value(at: index) {
            guard let blob = try reader.exactGeometry(rowid: entries[index].hit.boundary) else { return try polygon(index) }
            return try IndexedPolygon(exactEncoded: blob, lazily: true)
        }
    }

    /// Whether entry `index` contains `c` as its source rings decide. A country is tested on its
    /// simplified rings unless `c` lies within `GazetteerSchema.exactMarginDegrees` of one of
    /// their edges; only there can the source rings answer differently, so they decide there.
    @inline(__always)
    func contains(_ index: Int, level: Int, _ c: Coordinate) throws -> Bool {
        if level == 0, try polygon(index).isNearBoundary(c, margin: GazetteerSchema.exactMarginDegrees) {
            return try exactPolygon(index).contains(c)
        }
        return try polygon(index).contains(c)
    }

    /// Calls `body` with each entry index of `level` whose box contains `c` (and, if given,
    /// whose country is `country`), smallest area first, with the boundary's hit, until `body`
    /// returns false.
    @inline(__always)
    func forEachCandidate(level: Int, at c: Coordinate, country: Int?, _ body: (Int, BoundaryHit) throws -> Bool) rethrows {
        let positions = level == 0 ? countryGrid.positions(at: c) : regionGrid.positions(at: c)
        try (level == 0 ? countryCandidates : regionCandidates).withUnsafeBufferPointer { candidates in
            for position in positions {
                let candidate = candidates[position]
                if let country, Int(candidate.country) != country { continue }
                guard candidate.box.contains(c) else { continue }
                let entry = Int(candidate.entry)
                if try !body(entry, hits[entry]) { return }
            }
        }
    }

    /// Entry indices of `level` whose boxes meet any of `boxes`, ascending, without repeats.
    func candidates(level: Int, in boxes: [BoundingBox]) -> [Int] {
        var found: [Int] = []
        for box in boxes {
            for item in grids[level].candidates(in: box) {
                let index = members[level][Int(item)]
                if entries[index].box.intersects(box) { found.append(index) }
            }
        }
        found.sort()
        var unique: [Int] = []
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }

    /// The stored polygons of one level, decoded, in rowid order (read again: for sampling, not resolving).
    func storedPolygons(level: Int) throws -> [Polygon] {
        try reader.all().filter { $0.level == level }.map { try PolygonCodec.decode($0.geometry ?? []) }
    }
}

extension FastResolver {
    /// The stored polygons of one level (0 countries, simplified; 1 regions), decoded, in rowid order.
    public func storedPolygons(level: Int) throws -> [Polygon] {
        try boundaries.storedPolygons(level: level)
    }
}

