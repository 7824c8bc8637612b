import WaymarkGeo
import WaymarkSQLite

/// One stored boundary row as the resolvers read it: the polygon's place, decision, area, box and
/// its stored (for countries simplified) geometry blob.
///
/// ```swift
/// let boundaries = try gazetteer.makeBoundaryReader().summary()
/// let countryPolygons = boundaries.filter { $0.level == 0 }.count
/// ```
public struct BoundaryRecord: Sendable {
    /// The polygon's rowid in `boundary`.
    public var rowid: Int
    /// 0 for a country polygon, 1 for a region polygon.
    public var level: Int
    /// The rowid of the country or region the polygon belongs to; nil for a region polygon whose
    /// region is decided point by point rather than for the whole polygon.
    public var place: Int?
    /// The rowid of the polygon's country.
    public var country: Int
    /// Why the polygon belongs to its place.
    public var decision: BoundaryDecision
    /// The polygon's spherical area in km², rounded as `GazetteerSchema.storedArea` rounds it:
    /// overlapping polygons are ranked by it.
    public var areaSquareKilometers: Double
    /// The polygon's bounding box.
    public var box: BoundingBox
    /// `PolygonCodec` blob of the stored rings; nil when the read asked for the row only.
    public var geometry: [UInt8]?
}

/// Reads the `boundary` and `boundary_exact` tables.
///
/// ```swift
/// let reader = gazetteer.makeBoundaryReader()
/// if let first = try reader.summary().first, let row = try reader.record(rowid: first.rowid, geometry: true) {
///     print(row.decision, row.geometry?.count ?? 0)
/// }
/// ```
public final class BoundaryReader {
    private let database: Database
    private var exactStatement: Statement?
    private var rowStatement: Statement?
    private static let exactSQL = "SELECT geometry FROM boundary_exact WHERE boundary = ?"
    private static let rowSQL = """
        SELECT rowid, level, place, country, decision, area_km2, min_lat, min_lon, max_lat, max_lon,
               CASE WHEN ?2 THEN geometry ELSE NULL END
        FROM boundary WHERE rowid = ?1
        """

    init(database: Database) { self.database = database }

    private static func record(_ s: Statement, geometry: Bool) -> BoundaryRecord {
        BoundaryRecord(
            rowid: s.int(0), level: s.int(1), place: s.optionalInt(2), country: s.int(3),
            decision: decision(s, 4), areaSquareKilometers: s.double(5),
            box: BoundingBox(minLatitude: s.double(6), minLongitude: s.double(7), maxLatitude: s.double(8), maxLongitude: s.double(9)),
            geometry: geometry && !s.isNull(10) ? s.blob(10) : nil)
    }

    private static let decisions = BoundaryDecision.allCases
    /// Each of `decisions`' stored texts, laid end to end, with where each ends: a row's text is
    /// matched against them in place, as making a String of it and switching on that was a
    /// quarter of the resolver's boundary read (and SQLite's CASE on it costs as much).
    private static let decisionTexts: (bytes: [UInt8], ends: [Int]) = {
        var bytes: [UInt8] = [], ends: [Int] = []
        for decision in decisions {
            bytes += decision.rawValue.utf8
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }()

    /// The decision stored in `column`: `.excluded` for text that names none, as
    /// `BoundaryDecision(rawValue:)` would find none.
    private static func decision(_ s: Statement, _ column: Int32) -> BoundaryDecision {
        let table = decisionTexts
        let found: Int?? = s.withTextBytes(column) { text in
            table.bytes.withUnsafeBufferPointer { bytes in
                var start = 0
                for (index, end) in table.ends.enumerated() {
                    if end - start == text.count, (0..<text.count).allSatisfy({ bytes[start + $0] == text[$0] }) { return index }
                    start = end
                }
                return nil
            }
        }
        guard let index = found ?? nil else { return .excluded }
        return decisions[index]
    }

    /// Every boundary, in rowid order; with `geometry`, its stored blob too (4 MB in all).
    public func all(geometry: Bool = true) throws -> [BoundaryRecord] {
        var records: [BoundaryRecord] = []
        try forEach(geometry: geometry) { records.append($0) }
        return records
    }

    /// `all(geometry:)` one row at a time, for callers that keep their own compact arrays.
    public func forEach(geometry: Bool, _ body: (BoundaryRecord) throws -> Void) throws {
        let statement = try database.prepare("""
            SELECT rowid, level, place, country, decision, area_km2, min_lat, min_lon, max_lat, max_lon
                   \(geometry ? ", geometry" : "")
            FROM boundary ORDER BY rowid
            """)
        while try statement.step() { try body(Self.record(statement, geometry: geometry)) }
    }

    /// Every boundary without its rings, in rowid order, from `boundary_summary`: the same
    /// records as `all(geometry: false)`, read as one blob (the resolver's start-up).
    public func summary() throws -> [BoundaryRecord] {
        let statement = try database.prepare("SELECT entries FROM boundary_summary WHERE id = 1")
        guard try statement.step() else { throw GazetteerFormatError(description: "boundary_summary has no row") }
        return try BoundarySummaryCodec.decode(statement.blob(0))
    }

    /// How many boundaries there are (SQLite counts the pages of an index; no row is read).
    public func count() throws -> Int {
        try database.scalarInt("SELECT count(*) FROM boundary") ?? 0
    }

    /// Every boundary's stored geometry blob, in rowid order, in one pass: as many as `all()`
    /// gave rows (`count`), or an error.
    public func allGeometries(count: Int) throws -> [[UInt8]] {
        let statement = try database.prepare("SELECT geometry FROM boundary ORDER BY rowid")
        var blobs: [[UInt8]] = []
        blobs.reserveCapacity(count)
        while try statement.step() { blobs.append(statement.isNull(0) ? [] : statement.blob(0)) }
        guard blobs.count == count else { throw GazetteerFormatError(description: "boundary has \(blobs.count) rows, not \(count)") }
        return blobs
    }

    /// Rowids of `level`'s boundaries whose stored box meets `box`, ascending (the box test runs
    /// on the covering index alone).
    public func rowids(level: Int, meeting box: BoundingBox) throws -> [Int] {
        let statement = try database.prepare("""
            SELECT rowid FROM boundary INDEXED BY boundary_by_box
            WHERE level = ? AND min_lat <= ? AND max_lat >= ? AND min_lon <= ? AND max_lon >= ?
            ORDER BY rowid
            """)
        try statement.bind([.integer(level), .real(box.maxLatitude), .real(box.minLatitude), .real(box.maxLongitude), .real(box.minLongitude)])
        var rowids: [Int] = []
        while try statement.step() { rowids.append(statement.int(0)) }
        return rowids
    }

    /// One boundary row; with `geometry`, its stored blob too.
    public func record(rowid: Int, geometry: Bool) throws -> BoundaryRecord? {
        let statement = try rowStatement ?? database.prepare(Self.rowSQL)
        rowStatement = statement
        // Reset once the row is read, not before the next read: an open statement holds its
        // read transaction, and the pages it read, until reset.
        defer { statement.reset() }
        try statement.bind([.integer(rowid), .integer(geometry ? 1 : 0)])
        guard try statement.step() else { return nil }
        return Self.record(statement, geometry: geometry)
    }

    /// The full-resolution source rings of a country boundary (`ExactPolygonCodec`), or nil for a
    /// region boundary, whose stored rings are the source's.
    public func exactGeometry(rowid: Int) throws -> [UInt8]? {
        let statement = try exactStatement ?? database.prepare(Self.exactSQL)
        exactStatement = statement
        defer { statement.reset() }
        try statement.bind([.integer(rowid)])
        return try statement.step() ? statement.blob(0) : nil
    }
}

extension Gazetteer {
    /// A reader of this file's boundary tables.
    public func makeBoundaryReader() -> BoundaryReader { BoundaryReader(database: database) }
}
