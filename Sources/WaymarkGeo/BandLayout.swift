/// How `IndexedPolygon` files its edges into horizontal latitude bands: the band height, and
/// where each band's entries start. Independent of how the coordinates are stored, so the grid
/// and the degree forms share it.
struct BandLayout {
    let vertexCount: Int
    let ringStarts: [Int]
    let ringEnds: [Int]
    /// The band of every vertex. `band` never decreases with latitude, so the bands of an
    /// edge's lower and upper ends are the lesser and the greater of its two vertices' bands:
    /// each vertex's band is computed once, not twice per edge and pass.
    let vertexBands: [Int32]
    let minY: Double
    let inverseHeight: Double
    let count: Int
    /// Prefix offsets of each band's entries, count + 1 values.
    let starts: [Int32]

    init(latitudes: [Double], ringStarts: [Int]) {
        self.ringStarts = ringStarts
        vertexCount = latitudes.count
        let ringEnds = Array(ringStarts.dropFirst()) + [latitudes.count]
        self.ringEnds = ringEnds
        let outerEnd = ringEnds.first ?? 0
        var south = Double.infinity, north = -Double.infinity
        for v in 0..<outerEnd { south = Swift.min(south, latitudes[v]); north = Swift.max(north, latitudes[v]) }
        if outerEnd == 0 { south = 0; north = 0 }
        var edgeCount = 0
        for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 { edgeCount += end - start }
        let bands = Swift.max(1, Swift.min(edgeCount / 4, 1 << 16))
        let height = north - south
        count = bands
        minY = south
        inverseHeight = 1 / (height > 0 ? height / Double(bands) : 1)

        let (lowest, inverse) = (minY, inverseHeight)
        let vertexBands = [Int32](unsafeUninitializedCapacity: latitudes.count) { out, initialized in
            latitudes.withUnsafeBufferPointer { y in
                for v in y.indices { out[v] = Int32(Self.band(y[v], lowest, inverse, bands)) }
            }
            initialized = latitudes.count
        }
        self.vertexBands = vertexBands
        var starts = [Int32](repeating: 0, count: bands + 1)
        vertexBands.withUnsafeBufferPointer { band in
            starts.withUnsafeMutableBufferPointer { counts in
                Self.forEachEdge(ringStarts, ringEnds) { previous, v in
                    for b in Int(Swift.min(band[previous], band[v]))...Int(Swift.max(band[previous], band[v])) { counts[b + 1] += 1 }
                }
                for b in 0..<bands { counts[b + 1] += counts[b] }
            }
        }
        self.starts = starts
    }

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

    /// Calls `body(previous, current)` for every edge, ring by ring, in the order `Ring.contains`
    /// walks them (rings of fewer than two vertices have none).
    @inline(__always)
    static func forEachEdge(_ ringStarts: [Int], _ ringEnds: [Int], _ body: (Int, Int) -> Void) {
        for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 {
            var previous = end - 1
            for v in start..<end {
                body(previous, v)
                previous = v
            }
        }
    }

    /// Every band's entries (x0, y0, x1, y1 per entry, copied from `values`, which holds
    /// longitude, latitude pairs per vertex) and, for polygons with holes, each entry's ring.
    /// Unchecked pointers: the resolver builds thousands of these on first use.
    func edges<Scalar>(_ values: [Scalar], zero: Scalar) -> (edges: [Scalar], rings: [Int32]) {
        var edges = [Scalar](repeating: zero, count: Int(starts[count]) * 4)
        let rings = values.withUnsafeBufferPointer { p in
            edges.withUnsafeMutableBufferPointer { out in
                fillEntries { slot, previous, v in
                    out[slot * 4] = p[2 * previous]; out[slot * 4 + 1] = p[2 * previous + 1]
                    out[slot * 4 + 2] = p[2 * v]; out[slot * 4 + 3] = p[2 * v + 1]
                }
            }
        }
        return (edges, rings)
    }

    /// Every band's entries as (previous, current) vertex indices, and for polygons with holes
    /// each entry's ring: for coordinates that must stay doubles, stored once per vertex.
    func vertexPairs() -> (pairs: [Int32], rings: [Int32]) {
        var pairs = [Int32](repeating: 0, count: Int(starts[count]) * 2)
        let rings = pairs.withUnsafeMutableBufferPointer { out in
            fillEntries { slot, previous, v in out[slot * 2] = Int32(previous); out[slot * 2 + 1] = Int32(v) }
        }
        return (pairs, rings)
    }

    /// Calls `store(slot, previous, current)` for every band entry of every edge, and returns
    /// each entry's ring for polygons with holes (empty otherwise).
    @inline(__always)
    private func fillEntries(_ store: (Int, Int, Int) -> Void) -> [Int32] {
        let total = Int(starts[count])
        var rings = [Int32](repeating: 0, count: ringStarts.count > 1 ? total : 0)
        var fill = starts
        let ringOfVertex = ringStarts.count > 1 ? ringIndexPerVertex() : []
        vertexBands.withUnsafeBufferPointer { band in
            fill.withUnsafeMutableBufferPointer { fill in
                rings.withUnsafeMutableBufferPointer { ringOut in
                    Self.forEachEdge(ringStarts, ringEnds) { previous, v in
                        for b in Int(Swift.min(band[previous], band[v]))...Int(Swift.max(band[previous], band[v])) {
                            let slot = Int(fill[b])
                            store(slot, previous, v)
                            if !ringOut.isEmpty { ringOut[slot] = ringOfVertex[v] }
                            fill[b] += 1
                        }
                    }
                }
            }
        }
        return rings
    }

    private func ringIndexPerVertex() -> [Int32] {
        var ring = [Int32](repeating: 0, count: vertexCount)
        for (index, (start, end)) in zip(ringStarts, ringEnds).enumerated() where start < end {
            for v in start..<end { ring[v] = Int32(index) }
        }
        return ring
    }
}
