/// Which points lie near a polygon's edges: a quick, conservative test that says "near" for every
/// point within `margin` (planar degrees, longitude as x) of an edge, and sometimes for points a
/// little farther.
///
/// The resolver tests countries on simplified rings and must decide exactly as the full-resolution
/// rings would. Douglas–Peucker keeps every dropped vertex within its tolerance of the chord that
/// replaced it, so the full-resolution boundary lies within that tolerance (plus grid rounding) of
/// the simplified one; a point farther than that from every simplified edge is on the same side of
/// both. Only the points this test calls near need the full-resolution rings.
///
/// Layout: horizontal bands, as in `IndexedPolygon`; each band holds the sorted, merged longitude
/// intervals covered by the boxes, grown by `margin`, of every edge that comes within `margin` of
/// the band's latitudes. Query: one band lookup and a binary search over a handful of intervals.
public struct BorderProximity: Sendable {
    public let margin: Double
    let minY: Double
    let inverseHeight: Double
    let count: Int
    let starts: [Int32]
    /// lo, hi pairs per band, as floats rounded outward (half the memory; still a superset).
    let intervals: [Float]
    let south: Double
    let north: Double

    /// - Parameters:
    ///   - xy: longitude, latitude pairs of every vertex in degrees, ring after ring.
    ///   - ringStarts: the vertex index where each ring starts.
    public init(xy: [Double], ringStarts: [Int], margin: Double) {
        self.margin = margin
        let vertexCount = xy.count / 2
        let ringEnds = Array(ringStarts.dropFirst()) + [vertexCount]
        var south = Double.infinity, north = -Double.infinity
        for v in 0..<vertexCount { south = Swift.min(south, xy[2 * v + 1]); north = Swift.max(north, xy[2 * v + 1]) }
        if vertexCount == 0 { south = 0; north = 0 }
        self.south = south - margin
        self.north = north + margin
        let bands = Swift.max(1, Swift.min(vertexCount / 4, 1 << 16))
        let height = self.north - self.south
        count = bands
        minY = self.south
        inverseHeight = 1 / (height > 0 ? height / Double(bands) : 1)

        // Every edge, including the zero-length "edge" of a one-vertex ring, as a grown box.
        var boxes: [(x0: Double, x1: Double, b0: Int, b1: Int)] = []
        boxes.reserveCapacity(vertexCount)
        for (start, end) in zip(ringStarts, ringEnds) where end > start {
            var previous = end - 1
            for v in start..<end {
                let x0 = Swift.min(xy[2 * previous], xy[2 * v]) - margin, x1 = Swift.max(xy[2 * previous], xy[2 * v]) + margin
                let y0 = Swift.min(xy[2 * previous + 1], xy[2 * v + 1]) - margin, y1 = Swift.max(xy[2 * previous + 1], xy[2 * v + 1]) + margin
                boxes.append((x0, x1, BandLayout.band(y0, minY, inverseHeight, bands), BandLayout.band(y1, minY, inverseHeight, bands)))
                previous = v
            }
        }
        // Counting sort into bands (no array per band: big polygons have thousands of bands),
        // then each band's intervals sorted and merged in place.
        var fill = [Int](repeating: 0, count: bands + 1)
        for box in boxes { for b in box.b0...box.b1 { fill[b + 1] += 1 } }
        for b in 0..<bands { fill[b + 1] += fill[b] }
        let offsets = fill
        var raw = [(Double, Double)](repeating: (0, 0), count: offsets[bands])
        for box in boxes {
            for b in box.b0...box.b1 { raw[fill[b]] = (box.x0, box.x1); fill[b] += 1 }
        }
        var starts: [Int32] = [0]
        starts.reserveCapacity(bands + 1)
        var intervals: [Float] = []
        intervals.reserveCapacity(offsets[bands])
        for b in 0..<bands {
            raw[offsets[b]..<offsets[b + 1]].sort { $0.0 < $1.0 }
            var k = offsets[b]
            while k < offsets[b + 1] {
                let lo = raw[k].0
                var hi = raw[k].1
                k += 1
                while k < offsets[b + 1], raw[k].0 <= hi { hi = Swift.max(hi, raw[k].1); k += 1 }
                intervals.append(Self.below(lo)); intervals.append(Self.above(hi))
            }
            starts.append(Int32(intervals.count / 2))
        }
        self.starts = starts
        self.intervals = intervals
    }

    @inline(__always) static func below(_ v: Double) -> Float { let f = Float(v); return Double(f) > v ? f.nextDown : f }
    @inline(__always) static func above(_ v: Double) -> Float { let f = Float(v); return Double(f) < v ? f.nextUp : f }

    /// From a `PolygonCodec` blob (grid units).
    public init(encoded bytes: [UInt8], margin: Double) throws {
        let flat = try PolygonCodec.decodeUnits(bytes)
        self.init(xy: flat.units.map { CoordinateGrid.degrees(Int($0)) }, ringStarts: flat.ringStarts, margin: margin)
    }

    /// True for every point within `margin` of an edge (and for some a little farther).
    @inline(__always)
    public func isNear(_ c: Coordinate) -> Bool {
        let y = c.latitude, x = c.longitude
        guard y >= south, y <= north else { return false }
        let b = BandLayout.band(y, minY, inverseHeight, count)
        return intervals.withUnsafeBufferPointer { iv in
            // The last interval starting at or before x, by binary search.
            var lo = Int(starts[b]), hi = Int(starts[b + 1])
            while lo < hi {
                let mid = (lo + hi) >> 1
                if Double(iv[2 * mid]) <= x { lo = mid + 1 } else { hi = mid }
            }
            return lo > Int(starts[b]) && x <= Double(iv[2 * (lo - 1) + 1])
        }
    }
}
