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

    /// - Parameters:
    ///   - south, north: the outer ring's least and greatest latitude (both 0 if it is empty),
    ///     which the decoders find as they go, so that no pass over the vertices is spent on them.
    ///   - latitude: the latitude in degrees of vertex `v` of ring `ring`, by `v` and `ring`, as
    ///     the queries compare it (a function rather than an array, so that the stored form is
    ///     read in place).
    @inline(__always)
    init(vertexCount: Int, ringStarts: [Int], south: Double, north: Double, latitude: (_ v: Int, _ ring: Int) -> Double) {
        self.ringStarts = ringStarts
        self.vertexCount = vertexCount
        let ringEnds = Array(ringStarts.dropFirst()) + [vertexCount]
        self.ringEnds = ringEnds
        var edgeCount = 0
        for (start, end) in zip(ringStarts, ringEnds) where end - start >= 2 { edgeCount += end - start }
        let bands = Swift.max(1, Swift.min(edgeCount / 4, 1 << 16))
        let height = north - south
        count = bands
        minY = south
        inverseHeight = 1 / (height > 0 ? height / Double(bands) : 1)

        // One pass, ring by ring: each vertex's band, then each edge's span marked where it
        // starts (+1) and past where it ends (−1), so an edge costs two marks however many bands
        // it spans; the running sum of the marks is a band's entry count.
        let (lowest, inverse) = (minY, inverseHeight)
        var starts = [Int32](repeating: 0, count: bands + 1)
        vertexBands = [Int32](unsafeUninitializedCapacity: vertexCount) { band, initialized in
            starts.withUnsafeMutableBufferPointer { marks in
                // Each edge is marked as its current vertex's band is computed, the ring's closing
                // edge (from its last vertex to its first) once the last one's is known: the
                // counts do not depend on the order of the marks.
                for (ring, (start, end)) in zip(ringStarts, ringEnds).enumerated() where end > start {
                    let first = Int32(Self.band(latitude(start, ring), lowest, inverse, bands))
                    band[start] = first
                    guard end - start >= 2 else { continue }
                    var previous = first
                    for v in (start + 1)..<end {
                        let b = Int32(Self.band(latitude(v, ring), lowest, inverse, bands))
                        band[v] = b
                        marks[Int(Swift.min(previous, b))] &+= 1
                        marks[Int(Swift.max(previous, b)) &+ 1] &-= 1
                        previous = b
                    }
                    marks[Int(Swift.min(previous, first))] &+= 1
                    marks[Int(Swift.max(previous, first)) &+ 1] &-= 1
                }
                var running: Int32 = 0, total: Int32 = 0
                for b in 0..<bands {
                    running += marks[b]
                    marks[b] = total
                    total += running
                }
                marks[bands] = total
            }
            initialized = vertexCount
        }
        self.starts = starts
    }

    /// The band of latitude `y`. Any non-decreasing function of `y` would do, as long as building
    /// and querying use the same one: an edge is filed in every band from that of its lower end
    /// to that of its upper end, so it is found from every latitude it spans.
    @inline(__always)
    static func band(_ y: Double, _ minY: Double, _ inverseHeight: Double, _ count: Int) -> Int {
        let position = (y - minY) * inverseHeight
        guard position > 0 else { return 0 }
        guard position < Double(count - 1) else { return count - 1 }
        return floorOfSmall(position)
    }

    /// `Int(x)` (the floor, x being positive) for 0 < x < 2^51, without the range checks of that
    /// conversion, which were a tenth of decoding and indexing a polygon: x + 2^52 lies where
    /// doubles are a unit apart, so it is rounded to x's nearest integer r, which is the double's
    /// low mantissa bits; the floor is r, or r − 1 where x was rounded up.
    @inline(__always)
    static func floorOfSmall(_ x: Double) -> Int {
        let shifted = x + 0x1p52
        let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0xF_FFFF_FFFF_FFFF)
        return shifted - 0x1p52 > x ? nearest - 1 : nearest
    }

    /// How many entries the bands hold in all.
    var entryCount: Int { Int(starts[count]) }

    /// Fills every band's entries: `stride` values per entry written by
    /// `store(entry, previous, current, ring)`. Edges come ring by ring, in the order
    /// `Ring.contains` walks them (rings of fewer than two vertices have none). Unchecked
    /// pointers: the resolver builds thousands of these on first use.
    @inline(__always)
    func fillAll(stride: Int, _ entries: UnsafeMutablePointer<Int32>, _ store: (UnsafeMutablePointer<Int32>, Int, Int, Int) -> Void) {
        var fill = starts
        vertexBands.withUnsafeBufferPointer { band in
            fill.withUnsafeMutableBufferPointer { fill in
                for (ring, (start, end)) in zip(ringStarts, ringEnds).enumerated() where end - start >= 2 {
                    var previous = end - 1
                    for v in start..<end {
                        let a = band[previous], b = band[v]
                        if a == b {
                            // Most edges lie within one band.
                            let slot = Int(fill[Int(a)])
                            store(entries + slot &* stride, previous, v, ring)
                            fill[Int(a)] = Int32(truncatingIfNeeded: slot &+ 1)
                        } else {
                            var k = Int(Swift.min(a, b))
                            let last = Int(Swift.max(a, b))
                            repeat {
                                let slot = Int(fill[k])
                                store(entries + slot &* stride, previous, v, ring)
                                fill[k] = Int32(truncatingIfNeeded: slot &+ 1)
                                k &+= 1
                            } while k <= last
                        }
                        previous = v
                    }
                }
            }
        }
    }

    /// Fills the entries of block `block`'s bands only, exactly as `fillAll` fills them there (the
    /// same slots, each band's edges in the same order), reading only the runs filed under it.
    @inline(__always)
    func fill(block: Int, _ runs: BandRuns, stride: Int, _ entries: UnsafeMutablePointer<Int32>,
              _ store: (UnsafeMutablePointer<Int32>, Int, Int, Int) -> Void) {
        let low = block << BandRuns.blockShift, high = Swift.min(low + BandRuns.blockSize, count) - 1
        var cursor = Array(starts[low...high])
        vertexBands.withUnsafeBufferPointer { band in
            cursor.withUnsafeMutableBufferPointer { cursor in
                for r in Int(runs.blockStarts[block])..<Int(runs.blockStarts[block + 1]) {
                    let run = runs.runs[Int(runs.blockRuns[r])]
                    var previous = Int(run.previous)
                    for v in Int(run.first)..<Int(run.end) {
                        let a = Int(band[previous]), b = Int(band[v])
                        let from = Swift.max(Swift.min(a, b), low), to = Swift.min(Swift.max(a, b), high)
                        if from <= to {
                            for k in (from - low)...(to - low) {
                                let slot = Int(cursor[k])
                                store(entries + slot * stride, previous, v, Int(run.ring))
                                cursor[k] += 1
                            }
                        }
                        previous = v
                    }
                }
            }
        }
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

    /// A run's edges end at vertices `first..<end`, the first one starting at `previous`, in the
    /// order `Ring.contains` walks them; `ring` is their ring.
    struct Run {
        let first: Int32
        let end: Int32
        let previous: Int32
        let ring: Int32
    }

    let runs: [Run]
    /// Per block, prefix offsets into `blockRuns` (blockCount + 1 values); each block's runs in
    /// run order, so a band's entries come in edge order, as `fillAll` writes them.
    let blockStarts: [Int32]
    let blockRuns: [Int32]

    static func blockCount(_ layout: BandLayout) -> Int { (layout.count + blockSize - 1) >> blockShift }

    init(_ layout: BandLayout) {
        let rings = zip(layout.ringStarts, layout.ringEnds).enumerated().filter { $1.1 - $1.0 >= 2 }
        let runCount = rings.reduce(0) { $0 + ($1.1.1 - $1.1.0 + Self.runLength - 1) / Self.runLength }
        // Sized exactly: a coastline has thousands of runs.
        var runs: [Run] = [], blocks: [(low: Int32, high: Int32)] = []
        runs.reserveCapacity(runCount)
        blocks.reserveCapacity(runCount)
        layout.vertexBands.withUnsafeBufferPointer { band in
            for (index, (start, stop)) in rings {
                var from = start
                while from < stop {
                    let to = Swift.min(from + Self.runLength, stop)
                    let before = from == start ? stop - 1 : from - 1
                    var low = band[before], high = band[before]
                    for v in from..<to { low = Swift.min(low, band[v]); high = Swift.max(high, band[v]) }
                    runs.append(Run(first: Int32(from), end: Int32(to), previous: Int32(before), ring: Int32(index)))
                    blocks.append((low >> Int32(Self.blockShift), high >> Int32(Self.blockShift)))
                    from = to
                }
            }
        }
        self.runs = runs
        let blockCount = Self.blockCount(layout)
        var blockStarts = [Int32](repeating: 0, count: blockCount + 1)
        for (low, high) in blocks {
            for b in Int(low)...Int(high) { blockStarts[b + 1] += 1 }
        }
        for b in 0..<blockCount { blockStarts[b + 1] += blockStarts[b] }
        var blockRuns = [Int32](repeating: 0, count: Int(blockStarts[blockCount]))
        var fill = blockStarts
        for (r, (low, high)) in blocks.enumerated() {
            for b in Int(low)...Int(high) {
                blockRuns[Int(fill[b])] = Int32(r)
                fill[b] += 1
            }
        }
        self.blockStarts = blockStarts
        self.blockRuns = blockRuns
    }
}
