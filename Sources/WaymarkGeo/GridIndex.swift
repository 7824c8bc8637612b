/// A uniform latitude/longitude grid that maps each cell to the items whose bounding boxes touch
/// it. Lookups return candidates in ascending item order, so callers that take "the first" or
/// "the smallest" get the same answer in every process.
///
/// Build: O(total cells covered by all boxes). Query: O(1) to find the cell plus the length of its
/// candidate list.
public struct GridIndex: Sendable {
    public let cellSize: Double
    let columns: Int
    let rows: Int
    var cells: [[Int32]]

    public init(boxes: [BoundingBox], cellSize: Double = 1.0) {
        self.cellSize = cellSize
        columns = Int((360 / cellSize).rounded(.up))
        rows = Int((180 / cellSize).rounded(.up))
        cells = Array(repeating: [], count: columns * rows)
        for (index, box) in boxes.enumerated() {
            let (c0, r0) = cell(latitude: box.minLatitude, longitude: box.minLongitude)
            let (c1, r1) = cell(latitude: box.maxLatitude, longitude: box.maxLongitude)
            for r in r0...r1 {
                for c in c0...c1 { cells[r * columns + c].append(Int32(index)) }
            }
        }
    }

    func cell(latitude: Double, longitude: Double) -> (Int, Int) {
        let c = Int(((longitude + 180) / cellSize).rounded(.down))
        let r = Int(((latitude + 90) / cellSize).rounded(.down))
        return (min(max(c, 0), columns - 1), min(max(r, 0), rows - 1))
    }

    /// Items whose boxes touch the cell holding `coordinate`; a superset of the boxes that
    /// contain it.
    public func candidates(at coordinate: Coordinate) -> [Int32] {
        let (c, r) = cell(latitude: coordinate.latitude, longitude: coordinate.longitude)
        return cells[r * columns + c]
    }

    /// Items whose boxes touch any cell overlapping `box`, ascending and without repeats.
    public func candidates(in box: BoundingBox) -> [Int32] {
        let (c0, r0) = cell(latitude: box.minLatitude, longitude: box.minLongitude)
        let (c1, r1) = cell(latitude: box.maxLatitude, longitude: box.maxLongitude)
        var found: [Int32] = []
        for r in r0...r1 {
            for c in c0...c1 { found.append(contentsOf: cells[r * columns + c]) }
        }
        found.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(found.count)
        for item in found where unique.last != item { unique.append(item) }
        return unique
    }
}
