import WaymarkSQLite

/// Places' kind, code and display name (and a region's ISO 3166-2 code): what a batch of
/// resolutions needs to name its answers. Each place is asked for once, by rowid, until the
/// queries so far have cost what one sequential scan of the whole table costs; then the table is
/// read in that one scan (about 8 MB, packed UTF-8). A photo library meets about a thousand
/// places, 100,000 random points on land 33,000: both are named one by one. A stream of millions
/// of rows ends up with the scan, at no more than twice what the cheaper way would have cost.
public final class PlaceNameTable {
    /// Places named one query at a time before the whole table is read: a query by rowid costs
    /// about 9,500 instructions all told, the scan of 245,000 places about 430 million (counted
    /// with callgrind on the schema 7 gazetteer), so they break even near 45,000 places.
    static let pointQueries = 45_000

    private let database: Database
    private var kinds: [UInt8] = []
    /// Per rowid (index = rowid − 1): where its code and its name start in `bytes`; the name ends
    /// where the next place's code starts.
    private var codeStarts: [Int32] = []
    private var nameStarts: [Int32] = []
    private var bytes: [UInt8] = []
    private var regionISO: [Int: String] = [:]
    private var loaded = false
    /// Before the table is read: the query for one place, and the places it gave.
    private var one: Statement?
    private var iso: Statement?
    private var asked: [Int: GazetteerPlace?] = [:]

    private let pointQueryLimit: Int

    /// `pointQueries`: when to switch to the scan (tests try both ways).
    init(database: Database, pointQueries: Int = PlaceNameTable.pointQueries) {
        self.database = database
        pointQueryLimit = pointQueries
    }

    private func loadAll() throws {
        // Two plain scans, not a join: probing region_info for each of 245,000 places costs
        // three times the scan. Text is copied from SQLite's buffer, never made into Strings.
        // The rows go into local arrays, assigned once at the end: appending to the class's own
        // arrays checks exclusive access on every row, a fifth of the scan.
        var kinds: [UInt8] = [], codeStarts: [Int32] = [], nameStarts: [Int32] = [], bytes: [UInt8] = []
        if let count = try database.scalarInt("SELECT max(rowid) FROM place") {
            kinds.reserveCapacity(count); codeStarts.reserveCapacity(count + 1); nameStarts.reserveCapacity(count)
            bytes.reserveCapacity(count * 20)
        }
        let statement = try database.prepare("SELECT rowid, kind, code, name FROM place ORDER BY rowid")
        while try statement.step() {
            // Rowids are dense from 1 in build order; a gap would misplace names, so refuse it.
            guard statement.int(0) == kinds.count + 1 else { throw GazetteerFormatError(description: "place rowids are not dense at \(statement.int(0))") }
            kinds.append(UInt8(truncatingIfNeeded: statement.int(1)))
            codeStarts.append(Int32(bytes.count))
            _ = statement.withTextBytes(2) { bytes.append(contentsOf: $0) }
            nameStarts.append(Int32(bytes.count))
            _ = statement.withTextBytes(3) { bytes.append(contentsOf: $0) }
        }
        codeStarts.append(Int32(bytes.count))
        var regionISO: [Int: String] = [:]
        let regions = try database.prepare("SELECT place, iso3166_2 FROM region_info WHERE iso3166_2 IS NOT NULL")
        while try regions.step() { if let iso = regions.text(1) { regionISO[regions.int(0)] = iso } }
        (self.kinds, self.codeStarts, self.nameStarts, self.bytes, self.regionISO) = (kinds, codeStarts, nameStarts, bytes, regionISO)
        loaded = true
    }

    /// The place with its ID, name and (for a region) ISO 3166-2 code; ancestry and position are
    /// not filled in. Nil for an unknown rowid.
    public func place(rowid: Int) throws -> GazetteerPlace? {
        if loaded { return tablePlace(rowid: rowid) }
        if let known = asked[rowid] { return known }
        guard asked.count < pointQueryLimit else {
            try loadAll()
            asked = [:]; one = nil; iso = nil
            return tablePlace(rowid: rowid)
        }
        let statement = try one ?? database.prepare("SELECT kind, code, name FROM place WHERE rowid = ?1")
        one = statement
        defer { statement.reset() }
        try statement.bind(.integer(rowid), at: 1)
        var place: GazetteerPlace?
        if try statement.step(), let kind = PlaceKind(rawValue: statement.int(0)) {
            // Only regions have an ISO 3166-2 code: asking region_info for every place (a
            // subquery) made each query a third dearer.
            place = GazetteerPlace(rowid: rowid, id: PlaceID(kind: kind, code: statement.text(1) ?? ""), name: statement.text(2) ?? "",
                                   codes: PlaceCodes(iso3166_2: kind == .region ? try isoCode(ofRegion: rowid) : nil))
        }
        asked[rowid] = place
        return place
    }

    private func isoCode(ofRegion rowid: Int) throws -> String? {
        let statement = try iso ?? database.prepare("SELECT iso3166_2 FROM region_info WHERE place = ?1")
        iso = statement
        defer { statement.reset() }
        try statement.bind(.integer(rowid), at: 1)
        return try statement.step() ? statement.text(0) : nil
    }

    private func tablePlace(rowid: Int) -> GazetteerPlace? {
        let index = rowid - 1
        guard index >= 0, index < kinds.count, let kind = PlaceKind(rawValue: Int(kinds[index])) else { return nil }
        let code = String(decoding: bytes[Int(codeStarts[index])..<Int(nameStarts[index])], as: UTF8.self)
        let name = String(decoding: bytes[Int(nameStarts[index])..<Int(codeStarts[index + 1])], as: UTF8.self)
        return GazetteerPlace(rowid: rowid, id: PlaceID(kind: kind, code: code), name: name,
                              codes: PlaceCodes(iso3166_2: regionISO[rowid]))
    }
}

public struct GazetteerFormatError: Error, CustomStringConvertible {
    public var description: String
}

extension Gazetteer {
    public func makePlaceNameTable() -> PlaceNameTable { PlaceNameTable(database: database) }

    func makePlaceNameTable(pointQueries: Int) -> PlaceNameTable { PlaceNameTable(database: database, pointQueries: pointQueries) }
}
