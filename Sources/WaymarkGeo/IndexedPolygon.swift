/// A polygon prepared for many containment queries: its edges are bucketed into horizontal
/// latitude bands, and each band keeps its own copy of its edges' coordinates, so a query reads
/// one short, contiguous run of memory instead of every edge.
///
/// Preparation: O(edges × bands an edge spans). Query: O(edges in the point's band), typically a
/// few dozen even for a coastline of 100,000 vertices. Answers are identical to `Polygon.contains`.
public final class IndexedPolygon: Sendable {
    public let boundingBox: BoundingBox
    public let vertexCount: Int
    let ringCount: Int
    let minY: Double
    let inverseBandHeight: Double
    let bandCount: Int
    /// Prefix offsets into the band arrays, bandCount + 1 entries.
    let bandStarts: [Int32]
    /// Per band entry: x0, y0, x1, y1 (x = longitude, y = latitude), from the previous vertex to
    /// the current one, as `Ring.contains` walks them.
    let bandCoordinates: [Double]
    /// Per band entry, the ring of the edge (0 = outer); holes count separately. Empty when the
    /// polygon has no holes.
    let bandRings: [Int32]

    public convenience init(_ polygon: Polygon) {
        var xy: [Double] = []
        xy.reserveCapacity(polygon.vertexCount * 2)
        var ringStarts: [Int] = []
        for ring in polygon.rings {
            ringStarts.append(xy.count / 2)
            for p in ring.points { xy.append(p.longitude); xy.append(p.latitude) }
        }
        self.init(xy: xy, ringStarts: ringStarts)
    }

    /// Decodes a `PolygonCodec` blob straight into the index, without building a `Polygon`:
    /// the resolver indexes thousands of polygons on first use, and this is most of that cost.
    public convenience init(encoded bytes: [UInt8]) throws {
        let flat = try PolygonCodec.decodeFlat(bytes)
        self.init(xy: flat.xy, ringStarts: flat.ringStarts)
    }

    /// - Parameters:
    ///   - xy: longitude, latitude pairs of every vertex, ring after ring (no closing repeats).
    ///   - ringStarts: the vertex index where each ring starts; the first ring is the outer one.
    init(xy: [Double], ringStarts: [Int]) {
        let vertices = xy.count / 2
        vertexCount = vertices
        ringCount = ringStarts.count
        let ringEnds = Array(ringStarts.dropFirst()) + [vertices]
        var west = Double.infinity, south = Double.infinity, east = -Double.infinity, north = -Double.infinity
        let outerEnd = ringEnds.first ?? 0
        for v in 0..<outerEnd {
            west = Swift.min(west, xy[2 * v]); east = Swift.max(east, xy[2 * v])
            south = Swift.min(south, xy[2 * v + 1]); north = Swift.max(north, xy[2 * v + 1])
        }
        let box = outerEnd > 0 ? BoundingBox(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
            : BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)
        boundingBox = box
        var edgeCount = 0
        for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 { edgeCount += end - start }
        let bands = Swift.max(1, Swift.min(edgeCount / 4, 1 << 16))
        let lowest = box.minLatitude
        let height = box.maxLatitude - box.minLatitude
        let step = height > 0 ? height / Double(bands) : 1
        bandCount = bands
        minY = lowest

        // Two passes over the edges (previous vertex → current vertex, ring by ring): count per
        // band, then fill each band's slots. Unchecked pointers: the resolver builds thousands
        // of these on first use, and this loop is most of that cost.
        let inverse = 1 / step
        inverseBandHeight = inverse
        var starts = [Int32](repeating: 0, count: bands + 1)
        xy.withUnsafeBufferPointer { p in
            starts.withUnsafeMutableBufferPointer { counts in
                for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 {
                    var previous = end - 1
                    for v in start..<end {
                        let y0 = p[2 * previous + 1], y1 = p[2 * v + 1]
                        let lo = Self.band(Swift.min(y0, y1), lowest, inverse, bands), hi = Self.band(Swift.max(y0, y1), lowest, inverse, bands)
                        for b in lo...hi { counts[b + 1] += 1 }
                        previous = v
                    }
                }
                for b in 0..<bands { counts[b + 1] += counts[b] }
            }
        }
        var fill = starts
        let total = Int(starts[bands])
        var coordinates = [Double](repeating: 0, count: total * 4)
        var entryRings = [Int32](repeating: 0, count: ringCount > 1 ? total : 0)
        xy.withUnsafeBufferPointer { p in
            fill.withUnsafeMutableBufferPointer { fill in
                coordinates.withUnsafeMutableBufferPointer { out in
                    entryRings.withUnsafeMutableBufferPointer { rings in
                        for (ring, (start, end)) in zip(ringStarts, ringEnds).enumerated() where end - start >= 2 {
                            var previous = end - 1
                            for v in start..<end {
                                let x0 = p[2 * previous], y0 = p[2 * previous + 1], x1 = p[2 * v], y1 = p[2 * v + 1]
                                let lo = Self.band(Swift.min(y0, y1), lowest, inverse, bands), hi = Self.band(Swift.max(y0, y1), lowest, inverse, bands)
                                for b in lo...hi {
                                    let slot = Int(fill[b])
                                    out[slot * 4] = x0; out[slot * 4 + 1] = y0
                                    out[slot * 4 + 2] = x1; out[slot * 4 + 3] = y1
                                    if !rings.isEmpty { rings[slot] = Int32(ring) }
                                    fill[b] += 1
                                }
                                previous = v
                            }
                        }
                    }
                }
            }
        }
        bandStarts = starts
        bandCoordinates = coordinates
        bandRings = entryRings
    }

    @inline(__always)
    func band(_ y: Double) -> Int { Self.band(y, minY, inverseBandHeight, bandCount) }

    /// The band of latitude `y`. Any non-decreasing function of `y` would do, as long as building
    /// and querying use the same one: an edge is filed in every band from that of its lower end
    /// to that of its upper end, so it is found from every latitude it spans.
    @inline(__always)
    static func band(_ y: Double, _ minY: Double, _ inverseHeight: Double, _ count: Int) -> Int {
        // Truncation is the floor here, since the value is positive; it also avoids a libm call.
        let position = (y - minY) * inverseHeight
        guard position > 0 else { return 0 }
        guard position < Double(count - 1) else { return count - 1 }
        return Int(position)
    }

    /// Even-odd test per ring over the edges of the point's band: inside the outer ring and
    /// outside every hole, with the same crossing arithmetic as `Ring.contains`, so the answer
    /// equals `Polygon.contains` bit for bit.
    public func contains(_ c: Coordinate) -> Bool {
        // Latitude only: a crossing needs an edge that straddles the point's latitude, so this
        // rejects exactly what the full test would; a longitude check could disagree by rounding.
        guard c.latitude >= boundingBox.minLatitude, c.latitude <= boundingBox.maxLatitude else { return false }
        let x = c.longitude, y = c.latitude
        let b = band(y)
        let start = Int(bandStarts[b]), end = Int(bandStarts[b + 1])
        return bandCoordinates.withUnsafeBufferPointer { e in
            if ringCount == 1 {
                var inside = false
                for k in start..<end where Self.crosses(e, k * 4, x, y) { inside.toggle() }
                return inside
            }
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: ringCount) { parity in
                parity.initialize(repeating: false)
                for k in start..<end where Self.crosses(e, k * 4, x, y) { parity[Int(bandRings[k])].toggle() }
                guard parity[0] else { return false }
                for ring in 1..<ringCount where parity[ring] { return false }
                return true
            }
        }
    }

    /// Whether a ray from (x, y) toward +x crosses the edge at `i`. Edge from (xj, yj) = previous
    /// vertex to (xi, yi) = current vertex, matching Ring.contains where pi is the current vertex.
    @inline(__always)
    static func crosses(_ e: UnsafeBufferPointer<Double>, _ i: Int, _ x: Double, _ y: Double) -> Bool {
        let xj = e[i], yj = e[i + 1], xi = e[i + 2], yi = e[i + 3]
        guard (yi > y) != (yj > y) else { return false }
        return x < (xj - xi) * (y - yi) / (yj - yi) + xi
    }

    /// Runs `body` on every edge stored in the bands from `lo` to `hi` (an edge spanning several
    /// bands comes once per band, which is harmless for a minimum).
    @inline(__always)
    func forEachEdge(bands lo: Int, _ hi: Int, _ body: (Coordinate, Coordinate) -> Void) {
        for k in Int(bandStarts[lo])..<Int(bandStarts[hi + 1]) {
            body(Coordinate(latitude: bandCoordinates[k * 4 + 1], longitude: bandCoordinates[k * 4]),
                 Coordinate(latitude: bandCoordinates[k * 4 + 3], longitude: bandCoordinates[k * 4 + 2]))
        }
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
        let degrees = limitMeters / (SphericalDistance.earthRadiusMeters * .pi / 180) * 1.01
        guard boundingBox.minLatitude - degrees <= c.latitude, boundingBox.maxLatitude + degrees >= c.latitude else { return nil }
        var best = Double.infinity
        forEachEdge(bands: band(c.latitude - degrees), band(c.latitude + degrees)) { a, b in
            best = min(best, SphericalDistance.metersToSegment(c, a, b))
        }
        return best <= limitMeters ? best : nil
    }
}
