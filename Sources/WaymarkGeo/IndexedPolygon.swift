/// A polygon prepared for many containment queries: its edges are bucketed into horizontal
/// latitude bands, so a query only looks at the edges of one band instead of every edge.
///
/// Preparation: O(edges × bands an edge spans). Query: O(edges in the point's band), typically a
/// few dozen even for a coastline of 100,000 vertices. Answers are identical to `Polygon.contains`.
public struct IndexedPolygon: Sendable {
    public let polygon: Polygon
    public let boundingBox: BoundingBox
    // Edges as flat coordinates: x0, y0, x1, y1 (x = longitude, y = latitude).
    let edges: [Double]
    let bandStarts: [Int32]     // prefix offsets into bandEdges, bandCount + 1 entries
    let bandEdges: [Int32]
    let minY: Double
    let bandHeight: Double
    let bandCount: Int

    public init(_ polygon: Polygon) {
        self.polygon = polygon
        var flat: [Double] = []
        flat.reserveCapacity(polygon.vertexCount * 4)
        for ring in polygon.rings {
            let pts = ring.points
            guard pts.count >= 2 else { continue }
            var previous = pts[pts.count - 1]
            for p in pts {
                flat.append(previous.longitude); flat.append(previous.latitude)
                flat.append(p.longitude); flat.append(p.latitude)
                previous = p
            }
        }
        edges = flat
        let box = polygon.boundingBox ?? BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)
        boundingBox = box
        let edgeCount = flat.count / 4
        let bands = max(1, min(edgeCount / 4, 1 << 16))
        let lowest = box.minLatitude
        let height = box.maxLatitude - box.minLatitude
        let step = height > 0 ? height / Double(bands) : 1
        bandCount = bands
        minY = lowest
        bandHeight = step

        var counts = [Int32](repeating: 0, count: bandCount + 1)
        func bandRange(_ e: Int) -> ClosedRange<Int> {
            let y0 = flat[e * 4 + 1], y1 = flat[e * 4 + 3]
            return Self.band(min(y0, y1), lowest, step, bands)...Self.band(max(y0, y1), lowest, step, bands)
        }
        for e in 0..<edgeCount { for b in bandRange(e) { counts[b + 1] += 1 } }
        for b in 0..<bands { counts[b + 1] += counts[b] }
        var fill = counts
        var list = [Int32](repeating: 0, count: Int(counts[bands]))
        for e in 0..<edgeCount {
            for b in bandRange(e) {
                list[Int(fill[b])] = Int32(e)
                fill[b] += 1
            }
        }
        bandStarts = counts
        bandEdges = list
    }

    @inline(__always)
    func band(_ y: Double) -> Int { Self.band(y, minY, bandHeight, bandCount) }

    @inline(__always)
    static func band(_ y: Double, _ minY: Double, _ height: Double, _ count: Int) -> Int {
        let b = Int(((y - minY) / height).rounded(.down))
        return min(max(b, 0), count - 1)
    }

    /// Even-odd test over the edges of the point's band; the same crossing rule as `Ring.contains`.
    public func contains(_ c: Coordinate) -> Bool {
        guard boundingBox.contains(c) else { return false }
        let x = c.longitude, y = c.latitude
        let b = band(y)
        var inside = false
        edges.withUnsafeBufferPointer { e in
            for k in Int(bandStarts[b])..<Int(bandStarts[b + 1]) {
                let i = Int(bandEdges[k]) * 4
                // Edge from (x0, y0) = previous vertex to (x1, y1) = current vertex, matching
                // Ring.contains where pi is the current vertex and pj the previous one.
                let xj = e[i], yj = e[i + 1], xi = e[i + 2], yi = e[i + 3]
                if (yi > y) != (yj > y) {
                    let crossX = (xj - xi) * (y - yi) / (yj - yi) + xi
                    if x < crossX { inside.toggle() }
                }
            }
        }
        return inside
    }

    /// Shortest planar distance in degrees from `c` to the boundary. Looks at the bands within
    /// `searchRadius` first and only scans every edge when nothing that close was found.
    public func degreesToBoundary(from c: Coordinate, searchRadius: Double = 0.05) -> Double {
        var best = Double.infinity
        let lo = band(c.latitude - searchRadius), hi = band(c.latitude + searchRadius)
        var seen = Set<Int32>()
        for b in lo...hi {
            for k in Int(bandStarts[b])..<Int(bandStarts[b + 1]) {
                let e = bandEdges[k]
                guard seen.insert(e).inserted else { continue }
                best = min(best, edgeDistance(Int(e), c))
            }
        }
        if best <= searchRadius { return best }
        for e in 0..<(edges.count / 4) { best = min(best, edgeDistance(e, c)) }
        return best
    }

    func edgeDistance(_ e: Int, _ c: Coordinate) -> Double {
        let i = e * 4
        return PlanarGeometry.distanceFromOrigin(
            toSegmentFrom: (edges[i] - c.longitude, edges[i + 1] - c.latitude),
            to: (edges[i + 2] - c.longitude, edges[i + 3] - c.latitude))
    }
}

extension IndexedPolygon {
    /// Shortest distance in metres from `c` to the boundary, if it is at most `limitMeters`.
    /// Only edges whose latitude band lies within the limit are measured; an edge outside those
    /// bands is farther than the limit along the meridian alone. Uses the same per-edge metric as
    /// `Polygon.metersToBoundary`, so a brute-force scan finds the same minimum.
    public func metersToBoundary(from c: Coordinate, within limitMeters: Double) -> Double? {
        let degrees = limitMeters / (SphericalDistance.earthRadiusMeters * .pi / 180) * 1.01
        guard boundingBox.minLatitude - degrees <= c.latitude, boundingBox.maxLatitude + degrees >= c.latitude else { return nil }
        var best = Double.infinity
        let lo = band(c.latitude - degrees), hi = band(c.latitude + degrees)
        // An edge spanning several bands is measured once per band; harmless for a minimum.
        for b in lo...hi {
            for k in Int(bandStarts[b])..<Int(bandStarts[b + 1]) {
                let i = Int(bandEdges[k]) * 4
                let d = SphericalDistance.metersToSegment(
                    c, Coordinate(latitude: edges[i + 1], longitude: edges[i]), Coordinate(latitude: edges[i + 3], longitude: edges[i + 2]))
                if d < best { best = d }
            }
        }
        return best <= limitMeters ? best : nil
    }
}
