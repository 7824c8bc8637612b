import WaymarkSQLite

/// Places' kind, code and display name (and a region's ISO 3166-2 code): what a batch of
/// resolutions needs to name its answers. A batch that meets few places (a photo library: about a
/// thousand) asks for each once; one that meets many (100,000 random points: 33,000) would spend
/// more on a query per place than on resolving, so after `pointQueries` distinct places the whole
/// table is read in one sequential scan (tens of milliseconds, about 8 MB, packed UTF-8).
public final class PlaceNameTable {
    /// Places named one query at a time before the whole table is read.
    static let pointQueries = 2_048

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
    private var asked: [Int: GazetteerPlace?] = [:]

    init(database: Database) { self.database = database }

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
        guard asked.count < Self.pointQueries else {
            try loadAll()
            asked = [:]; one = nil
            return tablePlace(rowid: rowid)
        }
        if one == nil {
            one = try database.prepare("SELECT kind, code, name, (SELECT iso3166_2 FROM region_info WHERE place = ?1) FROM place WHERE rowid = ?1")
        }
        let statement = one!
        statement.reset()
        try statement.bind([.integer(rowid)])
        var place: GazetteerPlace?
        if try statement.step(), let kind = PlaceKind(rawValue: statement.int(0)) {
            place = GazetteerPlace(rowid: rowid, id: PlaceID(kind: kind, code: statement.text(1) ?? ""), name: statement.text(2) ?? "",
                                   codes: PlaceCodes(iso3166_2: statement.text(3)))
        }
        asked[rowid] = place
        return place
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
}
