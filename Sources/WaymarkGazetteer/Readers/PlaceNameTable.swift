import WaymarkSQLite

/// Every place's kind, code and display name (and a region's ISO 3166-2 code), read in one scan
/// and kept as packed UTF-8: what a batch of resolutions needs to name its answers. Naming tens of
/// thousands of distinct cities one `PlaceLookup` query at a time costs more than resolving them;
/// one sequential read of all 245,000 places costs tens of milliseconds and about 8 MB.
public final class PlaceNameTable {
    private var kinds: [UInt8] = []
    /// Per rowid (index = rowid − 1): where its code and its name start in `bytes`; the name ends
    /// where the next place's code starts.
    private var codeStarts: [Int32] = []
    private var nameStarts: [Int32] = []
    private var bytes: [UInt8] = []
    private var regionISO: [Int: String] = [:]

    init(database: Database) throws {
        let statement = try database.prepare("""
            SELECT p.rowid, p.kind, p.code, p.name, ri.iso3166_2
            FROM place p LEFT JOIN region_info ri ON ri.place = p.rowid ORDER BY p.rowid
            """)
        while try statement.step() {
            // Rowids are dense from 1 in build order; a gap would misplace names, so refuse it.
            guard statement.int(0) == kinds.count + 1 else { throw GazetteerFormatError(description: "place rowids are not dense at \(statement.int(0))") }
            kinds.append(UInt8(truncatingIfNeeded: statement.int(1)))
            codeStarts.append(Int32(bytes.count))
            bytes.append(contentsOf: (statement.text(2) ?? "").utf8)
            nameStarts.append(Int32(bytes.count))
            bytes.append(contentsOf: (statement.text(3) ?? "").utf8)
            if let iso = statement.text(4) { regionISO[statement.int(0)] = iso }
        }
        codeStarts.append(Int32(bytes.count))
    }

    /// The place with its ID, name and (for a region) ISO 3166-2 code; ancestry and position are
    /// not filled in. Nil for an unknown rowid.
    public func place(rowid: Int) -> GazetteerPlace? {
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
    public func makePlaceNameTable() throws -> PlaceNameTable { try PlaceNameTable(database: database) }
}
