/// A uniform latitude/longitude grid that maps each cell to the items whose bounding boxes touch
/// it. Lookups return candidates in ascending item order, so callers that take "the first" or
/// "the smallest" get the same answer in every process.
///
/// The cells are stored flat (offsets into one item array), so building a fine grid costs two
/// allocations rather than one per cell. Build: O(cells + cells covered by all boxes).
/// Query: O(1) to find the cell plus the length of its candidate list.
public struct GridIndex: Sendable {
    /// The side of a cell, in degrees.
    public let cellSize: Double
    let columns: Int
    let rows: Int
    let offsets: [Int32]      // columns * rows + 1 entries
    /// Every cell's items, cell after cell. Callers may keep arrays parallel to this one (a
    /// copy of each item's data per position) and read them over `positions(at:)`, so that a
    /// cell's candidates lie side by side in memory.
    public let items: [Int32]

    /// Files item `i` (the position of its box in `boxes`) under every cell its box touches.
    public init(boxes: [BoundingBox], cellSize: Double = 1.0) {
        self.cellSize = cellSize
        let columns = Int((360 / cellSize).rounded(.up)), rows = Int((180 / cellSize).rounded(.up))
        self.columns = columns
        self.rows = rows
        let cellCount = columns * rows
        // Each box's cell range, worked out once for both passes below.
        let ranges = boxes.map { box in
            let (c0, r0) = Self.cell(box.minLatitude, box.minLongitude, cellSize, columns, rows)
            let (c1, r1) = Self.cell(box.maxLatitude, box.maxLongitude, cellSize, columns, rows)
            return CellRange(c0: Int32(c0), r0: Int32(r0), c1: Int32(c1), r1: Int32(r1))
        }
        // Counting sort: after counting, `ends[k]` is where cell k's items end; the fill walks the
        // boxes backwards and steps each cell's end down, so the items of a cell come out
        // ascending and `ends[k]` finishes as the cell's start. The last entry holds the total.
        var ends = [Int32](repeating: 0, count: cellCount + 1)
        var total = 0
        ends.withUnsafeMutableBufferPointer { ends in
            for range in ranges {
                for r in Int(range.r0)...Int(range.r1) {
                    for c in Int(range.c0)...Int(range.c1) { ends[r * columns + c] += 1 }
                }
            }
            var sum: Int32 = 0
            for k in 0..<cellCount {
                sum += ends[k]
                ends[k] = sum
            }
            ends[cellCount] = sum
            total = Int(sum)
        }
        items = [Int32](unsafeUninitializedCapacity: total) { items, initialized in
            ends.withUnsafeMutableBufferPointer { ends in
                for index in ranges.indices.reversed() {
                    let range = ranges[index]
                    for r in Int(range.r0)...Int(range.r1) {
                        for c in Int(range.c0)...Int(range.c1) {
                            ends[r * columns + c] -= 1
                            items[Int(ends[r * columns + c])] = Int32(index)
                        }
                    }
                }
            }
            initialized = total
        }
        offsets = ends
    }

    private struct CellRange {
        let c0, r0, c1, r1: Int32
    }

    static func cell(_ latitude: Double, _ longitude: Double, _ size: Double, _ columns: Int, _ rows: Int) -> (Int, Int) {
        let c = Int(((longitude + 180) / size).rounded(.down))
        let r = Int(((latitude + 90) / size).rounded(.down))
        return (min(max(c, 0), columns - 1), min(max(r, 0), rows - 1))
    }

    func cellItems(_ c: Int, _ r: Int) -> ArraySlice<Int32> {
        let k = r * columns + c
        return items[Int(offsets[k])..<Int(offsets[k + 1])]
    }

    /// Where the items of the cell holding `coordinate` sit in `items`.
    @inline(__always)
    public func positions(at coordinate: Coordinate) -> Range<Int> {
        let (c, r) = Self.cell(coordinate.latitude, coordinate.longitude, cellSize, columns, rows)
        let k = r * columns + c
        return offsets.withUnsafeBufferPointer { Int($0[k])..<Int($0[k + 1]) }
    }

    /// Items whose boxes touch the cell holding `coordinate`; a superset of the boxes that
    /// contain it.
    public func candidates(at coordinate: Coordinate) -> ArraySlice<Int32> {
        let (c, r) = Self.cell(coordinate.latitude, coordinate.longitude, cellSize, columns, rows)
        return cellItems(c, r)
    }

    /// Items whose boxes touch any cell overlapping `box`, ascending and without repeats.
    public func candidates(in box: BoundingBox) -> [Int32] {
        let (c0, r0) = Self.cell(box.minLatitude, box.minLongitude, cellSize, columns, rows)
        let (c1, r1) = Self.cell(box.maxLatitude, box.maxLongitude, cellSize, columns, rows)
        var found: [Int32] = []
        for r in r0...r1 {
            for c in c0...c1 { found.append(contentsOf: cellItems(c, r)) }
        }
        found.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(found.count)
        for item in found where unique.last != item { unique.append(item) }
        return unique
    }
}
