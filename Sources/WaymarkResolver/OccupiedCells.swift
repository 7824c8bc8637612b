import WaymarkGeo

/// Which 1° cells of the globe hold a point of a list (one bit each, 8 KB), so that a search
/// within a small limit can tell from at most four bits that its window holds no point: on the
/// land set most airport searches end there, without a search.
///
/// Row r covers latitudes [r − 90°, r − 89°) and column k longitudes [k − 180°, k − 179°), with
/// 90° in the last row and 180° in column 0, as −180° is. A point inside a search's window lies
/// within the latitude gap of the query, and within the longitude gap of it modulo 360° (the
/// search's own two tests), so its cell lies between the cells of the window's corners, which
/// are at most two apart each way when both gaps are under half a degree.
///
/// A class over raw memory: an array's checks and retains made the test cost more than half the
/// search it spares.
final class OccupiedCells {
    static let rows = 180, columns = 360
    private static let words = (rows * columns + 63) / 64
    private let bits: UnsafeMutablePointer<UInt64>

    init(_ points: UnsafeBufferPointer<NearestPoints.Point>) {
        bits = .allocate(capacity: Self.words)
        bits.initialize(repeating: 0, count: Self.words)
        for p in points {
            let cell = Self.row(p.latitude) &* Self.columns &+ Self.column(p.longitude)
            bits[cell &>> 6] |= 1 &<< UInt64(cell & 63)
        }
    }

    deinit { bits.deallocate() }

    /// The row of a latitude, clamped to the grid. A non-negative value's truncation is its floor.
    @inline(__always)
    static func row(_ latitude: Double) -> Int { Int(min(Double(rows - 1), max(0, latitude + 90))) }

    /// The column of a longitude within a degree or so of [−180°, 180°], wrapped round.
    @inline(__always)
    static func column(_ longitude: Double) -> Int { Int(min(1_000, max(0, longitude + 540))) % columns }

    /// `row` and `column` are always within the grid (clamped and wrapped above).
    @inline(__always)
    private func isSet(_ row: Int, _ column: Int) -> Bool {
        let cell = row &* Self.columns &+ column
        return bits[cell &>> 6] & (1 &<< UInt64(cell & 63)) != 0
    }

    /// False only if no point lies within `latitudeGap` of `c`'s latitude and `longitudeGap` of
    /// its longitude (modulo 360°). The gaps are widened by 1e-9° against rounding in the
    /// window's edges (a search compares differences, this their ends); gaps of half a degree or
    /// more are not looked at (true). The window then reaches at most one cell beyond `c`'s own
    /// each way, and only where `c` lies within the gap of that side of its cell: so `c`'s cell
    /// takes two conversions, and a neighbour is tested only where the window reaches it (most
    /// windows of 5 km lie inside one cell). Out of line: inlined, it tipped the compiler into
    /// calling the search's exact-term step rather than inlining it (4.5 M more on the land set).
    @inline(never)
    func mayHold(near c: Coordinate, latitudeGap: Double, longitudeGap: Double) -> Bool {
        let dLatitude = latitudeGap + 1e-9, dLongitude = longitudeGap + 1e-9
        guard dLatitude < 0.5, dLongitude < 0.5 else { return true }
        let y = c.latitude + 90, x = c.longitude + 180
        let row = Self.row(c.latitude), column = Int(min(Double(Self.columns - 1), max(0, x)))
        // 180° falls in column 359 here but is kept in column 0, which the east test reaches.
        let west = x - Double(column) < dLongitude ? (column + Self.columns - 1) % Self.columns : -1
        let east = Double(column + 1) - x <= dLongitude ? (column + 1) % Self.columns : -1
        if holdsAny(row, column, west, east) { return true }
        let south = y - Double(row) < dLatitude && row > 0
        let north = Double(row + 1) - y <= dLatitude && row < Self.rows - 1
        return (south && holdsAny(row - 1, column, west, east)) || (north && holdsAny(row + 1, column, west, east))
    }

    /// Whether `row` has a point in `column`, or in `west` or `east` where they are not -1.
    @inline(__always)
    private func holdsAny(_ row: Int, _ column: Int, _ west: Int, _ east: Int) -> Bool {
        isSet(row, column) || (west >= 0 && isSet(row, west)) || (east >= 0 && isSet(row, east))
    }
}
