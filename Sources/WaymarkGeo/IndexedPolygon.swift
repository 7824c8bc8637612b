/// A polygon prepared for many containment queries: its edges are bucketed into horizontal
/// latitude bands, and each band lists the edges that cross it, so a query reads one short run
/// of entries instead of every edge; consecutive entries are mostly consecutive edges of a ring,
/// whose vertices lie side by side.
///
/// Coordinates on the storage grid (`CoordinateGrid`, as every stored gazetteer polygon is) are
/// kept as 32-bit grid units, half the memory of doubles and half the cache misses per query;
/// others are kept as doubles. Either way the arithmetic is that of `Ring.contains` on the same
/// doubles, so answers are identical to `Polygon.contains`.
///
/// A polygon decoded `lazily` fills the entries of a block of bands (`BandRuns`) the first time a
/// query reaches it, reading only the edges filed under that block; the entries are the same as
/// when all are filled at once, so are the answers. The resolver decodes a country's
/// full-resolution rings for points near its border, and most of a coastline's bands never see
/// one. Such a polygon changes on a query, so it must stay on one thread (the resolver's do,
/// like the resolver); the others are filled before `init` returns and never change.
///
/// Preparation: O(edges × bands an edge spans); lazily, O(vertices) and that for each block
/// used. Query: O(edges in the point's band), typically a few dozen even for a coastline of
/// 100,000 vertices.
public final class IndexedPolygon: @unchecked Sendable {
    /// The outer ring's box.
    public let boundingBox: BoundingBox
    /// Vertices of every ring, as the polygon had them.
    public let vertexCount: Int
    let ringCount: Int
    let minY: Double
    let inverseBandHeight: Double
    let bandCount: Int
    /// Prefix offsets into the band arrays, bandCount + 1 entries.
    let bandStarts: [Int32]
    /// Per band entry, an edge from the previous vertex to the current one, as `Ring.contains`
    /// walks them (x = longitude, y = latitude). When every vertex is on the grid
    /// (`storesGridUnits`), `gridEdges` holds for each entry the position of its current vertex
    /// in `gridVertices`, whose previous vertex is the pair before it. Otherwise `exactEdges`
    /// holds the indices of its two vertices in `exactVertices` (longitude, latitude pairs in
    /// degrees). Either way an edge's coordinates are stored once however many bands it spans:
    /// a copy per band entry (16 bytes, against 4 for a position) multiplies the memory of the
    /// thousands of polygons a world-wide batch meets, and the pages it touches cost more than
    /// the indirection. The other buffer is empty.
    /// Owned buffers rather than arrays, so that a lazy polygon can fill them in place.
    let storesGridUnits: Bool
    let gridEdges: UnsafeMutableBufferPointer<Int32>
    /// The vertices in grid units, longitude, latitude pairs, each ring preceded by a copy of its
    /// last vertex, so that every edge's two ends are adjacent: vertex `v` of ring `r` is at pair
    /// `v + r + 1`, and its edge's previous vertex at the pair before. Empty for degree polygons.
    let gridVertices: [Int32]
    let exactEdges: UnsafeMutableBufferPointer<Int32>
    let exactVertices: [Double]
    /// Per ring, the greatest entry key (`BandEdges.key`) below those of its edges, ascending:
    /// the ring of an entry is the last whose value is below the entry's key. Holes count
    /// separately in the even-odd test, so a crossing needs its ring; looked up only for the
    /// few entries a query crosses, rather than stored with every entry, which would cost memory
    /// for every entry of every polygon a batch meets. Empty when the polygon has no holes.
    let ringKeys: [Int32]
    /// Per block of bands, whether its entries are filled (all are unless decoded lazily).
    let filled: UnsafeMutableBufferPointer<Bool>
    /// What a lazy polygon still needs to fill its blocks: the layout and the runs. Nil once
    /// built eagerly.
    let pending: (layout: BandLayout, runs: BandRuns)?
    /// Vertices of rings with a single vertex (a hole that rounding collapsed): they have no
    /// edges, but `isNearBoundary` must still see them.
    let loneVertices: [Coordinate]

    /// Prepares `polygon`, every band filled before it returns.
    ///
    /// ```swift
    /// let indexed = IndexedPolygon(polygon)
    /// indexed.contains(Coordinate(latitude: 48.8566, longitude: 2.3522)) == polygon.contains(Coordinate(latitude: 48.8566, longitude: 2.3522))
    /// ```
    public convenience init(_ polygon: Polygon) {
        var xy: [Double] = []
        xy.reserveCapacity(polygon.vertexCount * 2)
        var ringStarts: [Int] = []
        for ring in polygon.rings {
            ringStarts.append(xy.count / 2)
            for p in ring.points { xy.append(p.longitude); xy.append(p.latitude) }
        }
        if let units = Self.gridUnits(xy) {
            self.init(closedUnits: Self.ringsClosedBefore(units, ringStarts), ringStarts: ringStarts, outer: Self.outerExtent(units, ringStarts), lazily: false)
        } else {
            self.init(degrees: xy, ringStarts: ringStarts, outer: Self.outerExtent(xy, ringStarts), lazily: false)
        }
    }

    /// Decodes an `ExactPolygonCodec` blob: the edges keep the source's doubles.
    /// - Parameters:
    ///   - bytes: the blob as stored in `boundary_exact.geometry`.
    ///   - lazily: fill each block of bands on first use (see the type's notes).
    /// - Throws: `PolygonCodec.DecodingError` when the blob is truncated or not of this codec.
    public convenience init(exactEncoded bytes: [UInt8], lazily: Bool = false) throws {
        let flat = try ExactPolygonCodec.decodeFlat(bytes)
        self.init(degrees: flat.xy, ringStarts: flat.ringStarts, outer: flat.outer, lazily: lazily)
    }

    /// - Parameters:
    ///   - xy: longitude, latitude pairs of every vertex in degrees, ring after ring.
    ///   - outer: the outer ring's extremes.
    convenience init(degrees xy: [Double], ringStarts: [Int], outer: RingExtent<Double>, lazily: Bool) {
        let layout = xy.withUnsafeBufferPointer { xy in
            BandLayout(vertexCount: xy.count / 2, ringStarts: ringStarts, south: outer.south, north: outer.north) { v, _ in xy[2 * v + 1] }
        }
        self.init(layout: layout, box: BoundingBox(minLatitude: outer.south, minLongitude: outer.west, maxLatitude: outer.north, maxLongitude: outer.east),
                  gridVertices: [], exactVertices: xy,
                  loneVertices: Self.loneVertices(layout) { v, _ in Coordinate(latitude: xy[2 * v + 1], longitude: xy[2 * v]) }, lazily: lazily)
    }

    /// Decodes a `PolygonCodec` blob straight into the index, without building a `Polygon`:
    /// the resolver indexes thousands of polygons on first use, and this is most of that cost.
    /// - Parameters:
    ///   - bytes: the blob as stored in `boundary.geometry`.
    ///   - lazily: fill each block of bands on first use (see the type's notes).
    /// - Throws: `PolygonCodec.DecodingError` when the blob is truncated or not of this codec.
    public convenience init(encoded bytes: [UInt8], lazily: Bool = false) throws {
        let flat = try PolygonCodec.decodeClosedRings(bytes)
        self.init(closedUnits: flat.vertices, ringStarts: flat.ringStarts, outer: flat.outer, lazily: lazily)
    }

    /// - Parameters:
    ///   - closedUnits: longitude, latitude pairs of every vertex in grid units, laid out as
    ///     `gridVertices` (each ring after a copy of its last vertex), which the polygon keeps.
    ///   - ringStarts: the vertex index where each ring starts; the first ring is the outer one.
    ///   - outer: the outer ring's extremes in units. Degrees are a non-decreasing function of
    ///     units, so they are those of the extremes in degrees.
    convenience init(closedUnits units: [Int32], ringStarts: [Int], outer: RingExtent<Int32>, lazily: Bool) {
        let degrees = { (units: Int32) in CoordinateGrid.degrees(Int(units)) }
        let layout = units.withUnsafeBufferPointer { u in
            BandLayout(vertexCount: u.count / 2 - ringStarts.count, ringStarts: ringStarts,
                       south: degrees(outer.south), north: degrees(outer.north)) { v, ring in degrees(u[2 * (v + ring) + 3]) }
        }
        self.init(layout: layout, box: BoundingBox(minLatitude: degrees(outer.south), minLongitude: degrees(outer.west),
                                                   maxLatitude: degrees(outer.north), maxLongitude: degrees(outer.east)),
                  gridVertices: units, exactVertices: [],
                  loneVertices: Self.loneVertices(layout) { v, ring in
                      CoordinateGrid.round(Coordinate(latitude: degrees(units[2 * (v + ring) + 3]), longitude: degrees(units[2 * (v + ring) + 2])))
                  },
                  lazily: lazily)
    }

    /// - Parameter gridVertices: the vertices in grid units laid out as `gridVertices`, or empty
    ///   when they are kept in degrees in `exactVertices`.
    private init(layout: BandLayout, box: BoundingBox, gridVertices: [Int32], exactVertices: [Double], loneVertices: [Coordinate], lazily: Bool) {
        self.loneVertices = loneVertices
        boundingBox = box
        vertexCount = layout.vertexCount
        ringCount = layout.ringStarts.count
        minY = layout.minY
        inverseBandHeight = layout.inverseHeight
        bandCount = layout.count
        bandStarts = layout.starts
        storesGridUnits = exactVertices.isEmpty
        self.exactVertices = exactVertices
        self.gridVertices = gridVertices
        let entries = layout.entryCount
        gridEdges = .allocate(capacity: storesGridUnits ? entries : 0)
        exactEdges = .allocate(capacity: storesGridUnits ? 0 : entries * 2)
        // A grid entry's key is its vertex's position in `gridVertices`, after its ring's copied
        // vertex at `start + ring`; an exact entry's is its vertex's index, from `start` on.
        let grid = storesGridUnits
        ringKeys = ringCount > 1 ? layout.ringStarts.enumerated().map { ring, start in Int32(grid ? start + ring : start - 1) } : []
        filled = .allocate(capacity: BandRuns.blockCount(layout))
        filled.initialize(repeating: !lazily)
        if lazily {
            pending = (layout, BandRuns(layout))
        } else {
            pending = nil
            Self.fill(layout, storesGridUnits, gridEdges, exactEdges) { stride, entries, store in
                layout.fillAll(stride: stride, entries, store)
            }
        }
    }

    deinit {
        gridEdges.deallocate()
        exactEdges.deallocate()
        filled.deallocate()
    }

    /// Runs `fill` with the entry form of the polygon: the current vertex's pair in
    /// `gridVertices`, or 2 vertex indices.
    @inline(__always)
    private static func fill(_ layout: BandLayout, _ grid: Bool, _ gridEdges: UnsafeMutableBufferPointer<Int32>,
                             _ exactEdges: UnsafeMutableBufferPointer<Int32>,
                             _ fill: (Int, UnsafeMutablePointer<Int32>, (UnsafeMutablePointer<Int32>, Int, Int, Int) -> Void) -> Void) {
        if grid {
            guard let out = gridEdges.baseAddress else { return }
            fill(1, out) { entry, _, v, ring in entry[0] = Int32(v + ring + 1) }
        } else {
            guard let out = exactEdges.baseAddress else { return }
            fill(2, out) { entry, previous, v, _ in entry[0] = Int32(previous); entry[1] = Int32(v) }
        }
    }

    /// `units` laid out as `gridVertices`: each ring's pairs after a copy of its last pair (a
    /// ring without vertices keeps an unused slot, so that the positions stay `v + r + 1`).
    static func ringsClosedBefore(_ units: [Int32], _ ringStarts: [Int]) -> [Int32] {
        let ringCount = ringStarts.count
        let ringEnds = ringStarts.dropFirst() + [units.count / 2]
        return [Int32](unsafeUninitializedCapacity: units.count + 2 * ringCount) { out, initialized in
            units.withUnsafeBufferPointer { units in
                for (ring, (start, end)) in zip(ringStarts, ringEnds).enumerated() {
                    let first = 2 * (start + ring)
                    let last = end > start ? end - 1 : start
                    out[first] = end > start ? units[2 * last] : 0
                    out[first + 1] = end > start ? units[2 * last + 1] : 0
                    let count = 2 * (end - start)
                    if count > 0 {
                        (out.baseAddress! + first + 2).initialize(from: units.baseAddress! + 2 * start, count: count)
                    }
                }
            }
            initialized = units.count + 2 * ringCount
        }
    }

    /// Makes sure the bands from `lo` to `hi` have their entries.
    @inline(__always)
    func ensureFilled(bands lo: Int, _ hi: Int) {
        for block in (lo >> BandRuns.blockShift)...(hi >> BandRuns.blockShift) where !filled[block] { fill(block: block) }
    }

    @inline(never)
    private func fill(block: Int) {
        guard let pending else { return }
        Self.fill(pending.layout, storesGridUnits, gridEdges, exactEdges) { stride, entries, store in
            pending.layout.fill(block: block, pending.runs, stride: stride, entries, store)
        }
        filled[block] = true
    }

    /// How many blocks of bands have their entries (for tests of the lazy form).
    var filledBlocks: Int { filled.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// - Parameter vertex: vertex `v` of ring `ring`, by `v` and `ring`.
    static func loneVertices(_ layout: BandLayout, _ vertex: (Int, Int) -> Coordinate) -> [Coordinate] {
        zip(layout.ringStarts, layout.ringEnds).enumerated().compactMap { ring, bounds in bounds.1 - bounds.0 == 1 ? vertex(bounds.0, ring) : nil }
    }

    /// The outer ring's extremes, for polygons not decoded from a blob.
    static func outerExtent<Scalar: Comparable & ExpressibleByIntegerLiteral>(_ values: [Scalar], _ ringStarts: [Int]) -> RingExtent<Scalar> {
        values.withUnsafeBufferPointer { .of($0, vertices: 0..<(ringStarts.count > 1 ? ringStarts[1] : values.count / 2)) }
    }

    /// The values in grid units if every one is exactly `CoordinateGrid.degrees` of a 32-bit
    /// number of units (as stored gazetteer polygons are), else nil.
    static func gridUnits(_ values: [Double]) -> [Int32]? {
        var units: [Int32] = []
        units.reserveCapacity(values.count)
        for v in values {
            let u = (v * CoordinateGrid.unitsPerDegree).rounded()
            guard abs(u) < Double(Int32.max), CoordinateGrid.degrees(Int(u)) == v else { return nil }
            units.append(Int32(u))
        }
        return units
    }

    /// How far (degrees) a computed crossing may lie beyond its edge's longitudes, with a wide
    /// margin: the rounding of `Ring.contains`'s arithmetic on values within ±360° is below 1e-12°.
    static let crossingSlack = 1e-9

    @inline(__always)
    func band(_ y: Double) -> Int { BandLayout.band(y, minY, inverseBandHeight, bandCount) }

    /// Even-odd test per ring over the edges of the point's band: inside the outer ring and
    /// outside every hole, with the same crossing arithmetic as `Ring.contains`, so the answer
    /// equals `Polygon.contains` bit for bit.
    public func contains(_ c: Coordinate) -> Bool {
        // Latitude only: a crossing needs an edge that straddles the point's latitude, so this
        // rejects exactly what the full test would; a longitude check could disagree by rounding.
        guard c.latitude >= boundingBox.minLatitude, c.latitude <= boundingBox.maxLatitude else { return false }
        // Longitude, with room for rounding: a computed crossing lies within a few units in the
        // last place (about 1e-13°) of its edge's longitudes, so east of the outer ring's box by
        // more than that no outer edge is crossed, and west of it every straddling outer edge
        // is, an even number: outside either way, as the full test says. Most of a country's
        // cities tested against one of its region polygons stop here.
        guard c.longitude >= boundingBox.minLongitude - Self.crossingSlack,
              c.longitude <= boundingBox.maxLongitude + Self.crossingSlack else { return false }
        return containsWithinBox(c)
    }

    /// `contains` past the box tests: apart, so that a point the box rejects does not pay for
    /// the band scan's setup.
    @inline(never)
    private func containsWithinBox(_ c: Coordinate) -> Bool {
        let b = band(c.latitude)
        if !filled[b >> BandRuns.blockShift] { fill(block: b >> BandRuns.blockShift) }
        let range = Int(bandStarts[b])..<Int(bandStarts[b + 1])
        if storesGridUnits { return gridVertices.withUnsafeBufferPointer { contains(c, range, GridEdges(entries: UnsafeBufferPointer(gridEdges), vertices: $0)) } }
        return exactVertices.withUnsafeBufferPointer { contains(c, range, ExactEdges(pairs: UnsafeBufferPointer(exactEdges), xy: $0)) }
    }

    @inline(__always)
    func contains<Edges: BandEdges>(_ c: Coordinate, _ range: Range<Int>, _ edges: Edges) -> Bool {
        let x = c.longitude, y = c.latitude
        let above = edges.threshold(above: y)
        // Whether a ray from (x, y) toward +x crosses edge k, from (xj, yj) = previous vertex to
        // (xi, yi) = current vertex, as in Ring.contains where pi is the current vertex.
        @inline(__always)
        func crosses(_ k: Int) -> Bool {
            guard edges.straddles(k, above) else { return false }
            let (xj, yj, xi, yi) = edges.edge(k)
            return x < (xj - xi) * (y - yi) / (yj - yi) + xi
        }
        if ringCount == 1 {
            var inside = false
            for k in range where crosses(k) { inside.toggle() }
            return inside
        }
        return ringKeys.withUnsafeBufferPointer { ringKeys in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: ringCount) { parity in
                parity.initialize(repeating: false)
                for k in range where crosses(k) { parity[Self.ring(of: edges.key(k), ringKeys)].toggle() }
                guard parity[0] else { return false }
                for ring in 1..<ringCount where parity[ring] { return false }
                return true
            }
        }
    }

    /// The ring of the entry with key `key`: the last one whose `ringKeys` value is below it.
    /// O(log rings).
    @inline(__always)
    static func ring(of key: Int32, _ ringKeys: UnsafeBufferPointer<Int32>) -> Int {
        var low = 0, high = ringKeys.count   // the count of values below `key` lies in low...high
        while low < high {
            let middle = (low + high) >> 1
            if ringKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Runs `body` on every edge stored in the bands from `lo` to `hi` (an edge spanning several
    /// bands comes once per band, which is harmless for a minimum).
    @inline(__always)
    func forEachEdge(bands lo: Int, _ hi: Int, _ body: (Coordinate, Coordinate) -> Void) {
        ensureFilled(bands: lo, hi)
        func visit<Edges: BandEdges>(_ edges: Edges) {
            for k in Int(bandStarts[lo])..<Int(bandStarts[hi + 1]) {
                let (x0, y0, x1, y1) = edges.edge(k)
                body(Coordinate(latitude: y0, longitude: x0), Coordinate(latitude: y1, longitude: x1))
            }
        }
        if storesGridUnits {
            gridVertices.withUnsafeBufferPointer { visit(GridEdges(entries: UnsafeBufferPointer(gridEdges), vertices: $0)) }
        } else {
            exactVertices.withUnsafeBufferPointer { visit(ExactEdges(pairs: UnsafeBufferPointer(exactEdges), xy: $0)) }
        }
    }

    /// True for every point within `margin` (planar degrees, longitude as x) of an edge or of a
    /// lone vertex, and for some a little farther: the test is on each edge's box grown by
    /// `margin`, over the bands within `margin` of the point's latitude.
    ///
    /// The resolver tests countries on simplified rings and must decide exactly as the
    /// full-resolution rings would. Douglas–Peucker keeps every dropped vertex within its
    /// tolerance of the chord that replaced it, so the source border lies within that tolerance
    /// (plus grid rounding) of the simplified one, and a point farther than that from every
    /// simplified edge is on the same side of both: only a point this test calls near needs the
    /// full-resolution rings.
    public func isNearBoundary(_ c: Coordinate, margin: Double) -> Bool {
        let x = c.longitude, y = c.latitude
        for p in loneVertices where abs(p.latitude - y) <= margin && abs(p.longitude - x) <= margin { return true }
        let lo = band(y - margin), hi = band(y + margin)
        ensureFilled(bands: lo, hi)
        let range = Int(bandStarts[lo])..<Int(bandStarts[hi + 1])
        func scan<Edges: BandEdges>(_ edges: Edges) -> Bool {
            for k in range {
                let (x0, y0, x1, y1) = edges.edge(k)
                if x >= Swift.min(x0, x1) - margin, x <= Swift.max(x0, x1) + margin,
                   y >= Swift.min(y0, y1) - margin, y <= Swift.max(y0, y1) + margin { return true }
            }
            return false
        }
        if storesGridUnits { return gridVertices.withUnsafeBufferPointer { scan(GridEdges(entries: UnsafeBufferPointer(gridEdges), vertices: $0)) } }
        return exactVertices.withUnsafeBufferPointer { scan(ExactEdges(pairs: UnsafeBufferPointer(exactEdges), xy: $0)) }
    }

    /// Shortest planar distance in degrees from `c` to the boundary. Looks at the bands within
    /// `searchRadius` first and only scans every edge when nothing that close was found.
    public func degreesToBoundary(from c: Coordinate, searchRadius: Double = 0.05) -> Double {
        var best = Double.infinity
        forEachEdge(bands: band(c.latitude - searchRadius), band(c.latitude + searchRadius)) { a, b in
            best = min(best, PlanarGeometry.distance(from: c, toSegment: a, b))
        }
        if best <= searchRadius { return best }
        forEachEdge(bands: 0, bandCount - 1) { a, b in best = min(best, PlanarGeometry.distance(from: c, toSegment: a, b)) }
        return best
    }

    /// Shortest distance in metres from `c` to the boundary, if it is at most `limitMeters`.
    /// Only edges whose latitude band lies within the limit are measured; an edge outside those
    /// bands is farther than the limit along the meridian alone. Uses the same per-edge metric as
    /// `Polygon.metersToBoundary`, so a brute-force scan finds the same minimum.
    public func metersToBoundary(from c: Coordinate, within limitMeters: Double) -> Double? {
        let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180
        let degrees = limitMeters / metersPerDegree * 1.01
        guard boundingBox.minLatitude - degrees <= c.latitude, boundingBox.maxLatitude + degrees >= c.latitude else { return nil }
        let scale = SphericalDistance.longitudeScale(at: c.latitude)
        var best = Double.infinity
        // Bands outward from the point's, each side until a band lies farther (by latitude alone)
        // than the best so far: every edge of it and beyond is at least that far, so the guard
        // below would pass it over anyway, and the nearest edge is never among them (it is filed
        // in the band of its span nearest the point). The minimum is the same. (One closure
        // literal, not a local function, so that `best` needs no run-time exclusivity checks.)
        let y = c.latitude, height = 1 / inverseBandHeight
        let center = band(y), lowest = band(y - degrees), highest = band(y + degrees)
        var below = center, above = center + 1
        while true {
            // What an edge's gap may be, in metres, and it still be the nearest.
            let bound = Swift.min(best, limitMeters) * (1 + 1e-9) + 1e-9
            // Every vertex of band `below` and lower lies south of that band's top; every vertex
            // of band `above` and higher north of that band's bottom.
            if below >= lowest, below < center, (y - (minY + Double(below + 1) * height) - Self.bandEdgeSlack) * metersPerDegree > bound {
                below = lowest - 1
            }
            if above <= highest, (minY + Double(above) * height - y - Self.bandEdgeSlack) * metersPerDegree > bound { above = highest + 1 }
            let next: Int
            if below >= lowest, above > highest || center - below <= above - center {
                next = below
                below -= 1
            } else if above <= highest {
                next = above
                above += 1
            } else {
                break
            }
            forEachEdge(bands: next, next) { a, b in
                // The planar distance is at least the gap to the edge's latitude range and at
                // least the scaled gap to its longitude range; an edge whose gap already exceeds
                // the best (or the limit), with room for rounding, cannot be the nearest and is
                // not measured.
                let gapY = Swift.max(0, Swift.min(a.latitude, b.latitude) - c.latitude, c.latitude - Swift.max(a.latitude, b.latitude))
                let ax = SphericalDistance.wrapped(a.longitude - c.longitude), bx = SphericalDistance.wrapped(b.longitude - c.longitude)
                let gapX = ax * bx <= 0 ? 0 : Swift.min(abs(ax), abs(bx)) * scale
                guard Swift.max(gapX, gapY) * metersPerDegree <= Swift.min(best, limitMeters) * (1 + 1e-9) + 1e-9 else { return }
                best = Swift.min(best, SphericalDistance.metersToSegment(c, scale, a, b))
            }
        }
        return best <= limitMeters ? best : nil
    }

    /// How far (degrees) a vertex may lie beyond its band's limits as computed from `minY` and
    /// the band height, with a wide margin: those differ from `band`'s arithmetic by rounding
    /// of values within ±360°, below 1e-12°.
    static let bandEdgeSlack = 1e-9
}

/// Read access to band entries, whichever way they are stored.
protocol BandEdges {
    associatedtype Threshold
    /// What an edge end must reach to lie strictly above latitude `y`.
    func threshold(above y: Double) -> Threshold
    /// Whether exactly one end of entry `k` lies above the threshold's latitude.
    func straddles(_ k: Int, _ above: Threshold) -> Bool
    /// Entry `k` in degrees: x0, y0, x1, y1.
    func edge(_ k: Int) -> (Double, Double, Double, Double)
    /// Entry `k`'s current vertex, as a number that grows ring after ring (see `ringKeys`).
    func key(_ k: Int) -> Int32
}

struct ExactEdges: BandEdges {
    /// Per entry: previous vertex, current vertex.
    let pairs: UnsafeBufferPointer<Int32>
    let xy: UnsafeBufferPointer<Double>

    @inline(__always) func threshold(above y: Double) -> Double { y }

    @inline(__always) func straddles(_ k: Int, _ y: Double) -> Bool {
        (xy[2 * Int(pairs[2 * k + 1]) + 1] > y) != (xy[2 * Int(pairs[2 * k]) + 1] > y)
    }

    @inline(__always) func edge(_ k: Int) -> (Double, Double, Double, Double) {
        let a = 2 * Int(pairs[2 * k]), b = 2 * Int(pairs[2 * k + 1])
        return (xy[a], xy[a + 1], xy[b], xy[b + 1])
    }

    /// The current vertex's index.
    @inline(__always) func key(_ k: Int) -> Int32 { pairs[2 * k + 1] }
}

/// Entries in grid units, turned into degrees exactly as `CoordinateGrid.degrees` does, so each
/// value is the double that the decoded polygon holds.
struct GridEdges: BandEdges {
    /// Per entry, the pair of its current vertex in `vertices`; the previous one is the pair before.
    let entries: UnsafeBufferPointer<Int32>
    let vertices: UnsafeBufferPointer<Int32>

    /// The least number of units whose degrees exceed `y`: since units → degrees never
    /// decreases, "degrees(u) > y" is exactly "u ≥ threshold", an integer comparison.
    @inline(__always) func threshold(above y: Double) -> Int32 {
        var u = Int((y * CoordinateGrid.unitsPerDegree).rounded(.down))
        while CoordinateGrid.degrees(u) > y { u -= 1 }
        while !(CoordinateGrid.degrees(u) > y) { u += 1 }
        return Int32(clamping: u)
    }

    @inline(__always) func straddles(_ k: Int, _ above: Int32) -> Bool {
        let i = 2 * Int(entries[k])
        return (vertices[i + 1] >= above) != (vertices[i - 1] >= above)
    }

    @inline(__always) func edge(_ k: Int) -> (Double, Double, Double, Double) {
        let i = 2 * Int(entries[k])
        return (CoordinateGrid.degrees(Int(vertices[i - 2])), CoordinateGrid.degrees(Int(vertices[i - 1])),
                CoordinateGrid.degrees(Int(vertices[i])), CoordinateGrid.degrees(Int(vertices[i + 1])))
    }

    /// The current vertex's position in `vertices`, in pairs.
    @inline(__always) func key(_ k: Int) -> Int32 { entries[k] }
}
