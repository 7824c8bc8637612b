import Foundation

/// Cells of about `cellMeters` on a side: rows of equal latitude height, and in each row a whole
/// number of equal columns, as many as fit a circle of that latitude at the cell width. The
/// longitude step widens towards the poles (one column around a pole), every row wraps exactly
/// at the antimeridian, and a cell is a (row, column) pair packed into one integer.
struct CellGrid {
    let cellMeters: Double
    let latitudeStep: Double
    let rows: Int
    /// Columns per row, worked out once (72,000 rows at 280 m): no cosine per photo.
    let columnCounts: [Int32]

    init(cellMeters: Double) {
        self.cellMeters = cellMeters
        let step = cellMeters / (Double.pi * 6_371_008.8 / 180)
        latitudeStep = step
        rows = Int((180 / step).rounded(.up))
        columnCounts = (0..<rows).map { row in
            let centre = -90 + (Double(row) + 0.5) * step
            return Int32(max(1, Int((360 * cos(centre * .pi / 180) / step).rounded(.down))))
        }
    }

    func row(latitude: Double) -> Int { min(rows - 1, max(0, Int(((latitude + 90) / latitudeStep).rounded(.down)))) }

    /// Columns in a row: the row's circle (at its centre latitude) over the cell width, at least one.
    @inline(__always)
    func columns(row: Int) -> Int { Int(columnCounts[row]) }

    func column(longitude: Double, row: Int) -> Int {
        let n = columns(row: row)
        let c = Int(((longitude + 180) / 360 * Double(n)).rounded(.down))
        return ((c % n) + n) % n   // 180° is -180°: the same column
    }

    func cell(latitude: Double, longitude: Double) -> UInt64 {
        let r = row(latitude: latitude)
        return Self.key(row: r, column: column(longitude: longitude, row: r))
    }

    static func key(row: Int, column: Int) -> UInt64 { UInt64(row) << 32 | UInt64(column) }
    static func row(of key: UInt64) -> Int { Int(key >> 32) }
    static func column(of key: UInt64) -> Int { Int(key & 0xFFFF_FFFF) }

    /// The cells touching `key` (itself included): the rows above and below and, in each, every
    /// column that overlaps the cell's longitude range widened by one cell width on each side,
    /// wrapping across the antimeridian. Near a pole a row may have few columns: each once.
    func neighbourhood(of key: UInt64, _ body: (UInt64) -> Void) {
        let r = Self.row(of: key), c = Self.column(of: key)
        let width = 360 / Double(columns(row: r))
        let west = Double(c) * width - width, east = Double(c + 1) * width + width
        for nr in max(0, r - 1)...min(rows - 1, r + 1) {
            let n = columns(row: nr)
            let first = Int((west / 360 * Double(n)).rounded(.down))
            let last = Int((east / 360 * Double(n)).rounded(.up)) - 1
            if last - first + 1 >= n {
                for column in 0..<n { body(Self.key(row: nr, column: column)) }
            } else {
                for column in first...last { body(Self.key(row: nr, column: ((column % n) + n) % n)) }
            }
        }
    }
}
