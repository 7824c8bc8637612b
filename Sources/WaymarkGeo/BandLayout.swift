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

    /// - Parameter latitude: the latitude in degrees of vertex `v`, as the queries compare it
    ///   (a function rather than an array, so that the stored form is read in place).
    @inline(__always)
    init(vertexCount: Int, ringStarts: [Int], latitude: (Int) -> Double) {
        self.ringStarts = ringStarts
        self.vertexCount = vertexCount
        let ringEnds = Array(ringStarts.dropFirst()) + [vertexCount]
        self.ringEnds = ringEnds
        let outerEnd = ringEnds.first ?? 0
        var south = Double.infinity, north = -Double.infinity
        for v in 0..<outerEnd {
            let y = latitude(v)
            south = Swift.min(south, y); north = Swift.max(north, y)
        }
        if outerEnd == 0 { south = 0; north = 0 }
        var edgeCount = 0
        for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 { edgeCount += end - start }
        let bands = Swift.max(1, Swift.min(edgeCount / 4, 1 << 16))
        let height = north - south
        count = bands
        minY = south
        inverseHeight = 1 / (height > 0 ? height / Double(bands) : 1)

        let (lowest, inverse) = (minY, inverseHeight)
        let vertexBands = [Int32](unsafeUninitializedCapacity: vertexCount) { out, initialized in
            for v in 0..<vertexCount { out[v] = Int32(Self.band(latitude(v), lowest, inverse, bands)) }
            initialized = vertexCount
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

    /// How many entries the bands hold in all.
    var entryCount: Int { Int(starts[count]) }

    /// Fills every band's entries: `stride` values per entry written by
    /// `store(entry, previous, current)` and, for polygons with holes, each entry's ring in
    /// `rings` (`entryCount` values each). Unchecked pointers: the resolver builds thousands of
    /// these on first use.
    @inline(__always)
    func fillAll(stride: Int, _ entries: UnsafeMutablePointer<Int32>, rings: UnsafeMutableBufferPointer<Int32>,
                 _ store: (UnsafeMutablePointer<Int32>, Int, Int) -> Void) {
        var fill = starts
        let ringOfVertex = ringStarts.count > 1 ? ringIndexPerVertex() : []
        vertexBands.withUnsafeBufferPointer { band in
            fill.withUnsafeMutableBufferPointer { fill in
                Self.forEachEdge(ringStarts, ringEnds) { previous, v in
                    for b in Int(Swift.min(band[previous], band[v]))...Int(Swift.max(band[previous], band[v])) {
                        let slot = Int(fill[b])
                        store(entries + slot * stride, previous, v)
                        if !rings.isEmpty { rings[slot] = ringOfVertex[v] }
                        fill[b] += 1
                    }
                }
            }
        }
    }

    /// Fills the entries of block `block`'s bands only, exactly as `fillAll` fills them there (the
    /// same slots, each band's edges in the same order), reading only the runs filed under it.
    @inline(__always)
    func fill(block: Int, _ runs: BandRuns, stride: Int, _ entries: UnsafeMutablePointer<Int32>, rings: UnsafeMutableBufferPointer<Int32>,
              _ store: (UnsafeMutablePointer<Int32>, Int, Int) -> Void) {
        let low = block << BandRuns.blockShift, high = Swift.min(low + BandRuns.blockSize, count) - 1
        var cursor = Array(starts[low...high])
        vertexBands.withUnsafeBufferPointer { band in
            cursor.withUnsafeMutableBufferPointer { cursor in
                for r in Int(runs.blockStarts[block])..<Int(runs.blockStarts[block + 1]) {
                    let run = Int(runs.blockRuns[r])
                    var previous = Int(runs.previous[run])
                    for v in Int(runs.first[run])..<Int(runs.end[run]) {
                        let a = Int(band[previous]), b = Int(band[v])
                        let from = Swift.max(Swift.min(a, b), low), to = Swift.min(Swift.max(a, b), high)
                        if from <= to {
                            for k in (from - low)...(to - low) {
                                let slot = Int(cursor[k])
                                store(entries + slot * stride, previous, v)
                                if !rings.isEmpty { rings[slot] = runs.ring[run] }
                                cursor[k] += 1
                            }
                        }
                        previous = v
                    }
                }
            }
        }
    }

    private func ringIndexPerVertex() -> [Int32] {
        var ring = [Int32](repeating: 0, count: vertexCount)
        for (index, (start, end)) in zip(ringStarts, ringEnds).enumerated() where start < end {
            for v in start..<end { ring[v] = Int32(index) }
        }
        return ring
    }
}

/// What a lazily filled `IndexedPolygon` needs to fill one block of `blockSize` bands without
/// reading every edge: the edges cut into runs of up to `runLength` consecutive edges of one
/// ring, and per block the runs that have an edge in one of its bands.
struct BandRuns {
    static let blockShift = 4
    static let blockSize = 1 << blockShift
    /// Short enough that a block reads few edges outside its bands, long enough that filing the
    /// runs costs little beside decoding the vertices.
    static let runLength = 16

    /// Run r's edges end at vertices `first[r]..<end[r]`, the first one starting at
    /// `previous[r]`, in the order `Ring.contains` walks them; `ring[r]` is their ring.
    let first: [Int32]
    let end: [Int32]
    let previous: [Int32]
    let ring: [Int32]
    /// Per block, prefix offsets into `blockRuns` (blockCount + 1 values); each block's runs in
    /// run order, so a band's entries come in edge order, as `fillAll` writes them.
    let blockStarts: [Int32]
    let blockRuns: [Int32]

    static func blockCount(_ layout: BandLayout) -> Int { (layout.count + blockSize - 1) >> blockShift }

    init(_ layout: BandLayout) {
        var first: [Int32] = [], end: [Int32] = [], previous: [Int32] = [], ring: [Int32] = []
        var lowBlock: [Int32] = [], highBlock: [Int32] = []
        layout.vertexBands.withUnsafeBufferPointer { band in
            for (index, (start, stop)) in zip(layout.ringStarts, layout.ringEnds).enumerated() where stop - start >= 2 {
                var from = start
                while from < stop {
                    let to = Swift.min(from + Self.runLength, stop)
                    let before = from == start ? stop - 1 : from - 1
                    var low = band[before], high = band[before]
                    for v in from..<to { low = Swift.min(low, band[v]); high = Swift.max(high, band[v]) }
                    first.append(Int32(from)); end.append(Int32(to)); previous.append(Int32(before)); ring.append(Int32(index))
                    lowBlock.append(low >> Int32(Self.blockShift)); highBlock.append(high >> Int32(Self.blockShift))
                    from = to
                }
            }
        }
        self.first = first; self.end = end; self.previous = previous; self.ring = ring
        let blocks = Self.blockCount(layout)
        var blockStarts = [Int32](repeating: 0, count: blocks + 1)
        for r in lowBlock.indices {
            for b in Int(lowBlock[r])...Int(highBlock[r]) { blockStarts[b + 1] += 1 }
        }
        for b in 0..<blocks { blockStarts[b + 1] += blockStarts[b] }
        var blockRuns = [Int32](repeating: 0, count: Int(blockStarts[blocks]))
        var fill = blockStarts
        for r in lowBlock.indices {
            for b in Int(lowBlock[r])...Int(highBlock[r]) {
                blockRuns[Int(fill[b])] = Int32(r)
                fill[b] += 1
            }
        }
        self.blockStarts = blockStarts
        self.blockRuns = blockRuns
    }
}
