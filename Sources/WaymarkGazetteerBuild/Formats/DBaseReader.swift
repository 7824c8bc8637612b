import Foundation

/// One column of a dBase table. The type and widths are kept, even though every value comes back
/// as text, so a caller can tell a numeric column from a character one before it parses.
public struct DBaseField: Hashable, Sendable {
    /// The column name as stored (at most 11 bytes, NUL padding removed). Attribute dictionaries
    /// are keyed by this.
    public var name: String
    /// The dBase type letter: `C` character, `N` numeric, `F` float, `D` date, `L` logical, …
    public var type: Character
    /// Width in bytes inside each record; the reader slices records by these widths.
    public var length: Int
    /// Digits after the decimal point for `N`/`F` columns; informational, values stay strings.
    public var decimalCount: Int

    /// A column as read from the header.
    public init(name: String, type: Character, length: Int, decimalCount: Int) {
        self.name = name; self.type = type; self.length = length; self.decimalCount = decimalCount
    }
}

/// The attribute half of a shapefile (a dBase III `.dbf`), read eagerly into strings.
///
/// Values stay strings because the callers know which columns they want and how to parse them;
/// guessing numbers here would only lose precision or turn codes like `"-99"` into noise.
/// Deleted rows are left out of `records`, but `recordNumbers` keeps where each surviving row sat
/// in the file so it can still be paired with the shape at the same position in the `.shp`.
///
/// ```swift
/// let table = try DBaseTable.read(url: admin0DBF)
/// let codes = table.records.compactMap { $0["ADM0_A3"] }
/// ```
public struct DBaseTable: Sendable, Equatable {
    /// Columns in file order, so a caller iterating them gets a stable order that a dictionary
    /// cannot give.
    public var fields: [DBaseField]
    /// Live (not deleted) rows in file order, keyed by field name, values trimmed of surrounding
    /// spaces. When two columns share a name the first one wins.
    public var records: [[String: String]]
    /// The 1-based position in the file of each entry in `records`, so rows can be matched to
    /// shapes by position even when deleted rows were skipped.
    public var recordNumbers: [Int]
    /// Rows in the file counting deleted ones: the number the `.shp` record count must agree with.
    public var totalRecordCount: Int

    /// A table as read.
    public init(fields: [DBaseField], records: [[String: String]], recordNumbers: [Int], totalRecordCount: Int) {
        self.fields = fields; self.records = records
        self.recordNumbers = recordNumbers; self.totalRecordCount = totalRecordCount
    }

    /// Reads a whole `.dbf`. Errors name the file and, once past the header, the 1-based record
    /// number, so a broken download can be pinpointed without a hex editor.
    public static func read(url: URL) throws -> DBaseTable {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw SourceError(file: url.path, "cannot read dBase file: \(error.localizedDescription)")
        }
        return try parse(data, fileName: url.path)
    }

    /// Parses `.dbf` bytes already in memory; `fileName` only labels errors.
    static func parse(_ data: Data, fileName: String) throws -> DBaseTable {
        try data.withUnsafeBytes { raw in try parse(raw, fileName: fileName) }
    }

    private static func parse(_ raw: UnsafeRawBufferPointer, fileName: String) throws -> DBaseTable {
        func fail(_ message: String, record: Int? = nil) -> SourceError {
            SourceError(file: fileName, line: record, message)
        }
        func u16(_ offset: Int) -> Int { Int(raw[offset]) | Int(raw[offset + 1]) << 8 }
        func u32(_ offset: Int) -> Int {
            Int(raw[offset]) | Int(raw[offset + 1]) << 8 | Int(raw[offset + 2]) << 16 | Int(raw[offset + 3]) << 24
        }

        guard raw.count >= 32 else {
            throw fail("truncated dBase header: \(raw.count) bytes, need at least 32")
        }
        let recordCount = u32(4)
        let headerLength = u16(8)
        let recordLength = u16(10)
        guard headerLength >= 33 else {
            throw fail("corrupt dBase header: header length \(headerLength) is too small to hold a field list")
        }
        guard headerLength <= raw.count else {
            throw fail("truncated dBase file: header claims \(headerLength) bytes but the file has \(raw.count)")
        }
        guard recordLength >= 1 else {
            throw fail("corrupt dBase header: record length is 0")
        }

        // Field descriptors: 32 bytes each from offset 32 until a 0x0D terminator byte.
        var fields: [DBaseField] = []
        var fieldOffsets: [Int] = []          // byte offset of each field inside a record
        var offsetInRecord = 1                // byte 0 is the deletion flag
        var descriptor = 32
        var terminated = false
        while descriptor < headerLength {
            if raw[descriptor] == 0x0D { terminated = true; break }
            guard descriptor + 32 <= headerLength else {
                throw fail("corrupt dBase header: field descriptor \(fields.count + 1) runs past the header end")
            }
            var nameEnd = descriptor
            while nameEnd < descriptor + 11, raw[nameEnd] != 0 { nameEnd += 1 }
            let nameBytes = UnsafeRawBufferPointer(rebasing: raw[descriptor..<nameEnd])
            let name = decodeText(trimmed(nameBytes))
            let type = Character(Unicode.Scalar(raw[descriptor + 11]))
            let length = Int(raw[descriptor + 16])
            let decimals = Int(raw[descriptor + 17])
            guard length > 0 else {
                throw fail("corrupt dBase header: field \"\(name)\" has length 0")
            }
            fields.append(DBaseField(name: name, type: type, length: length, decimalCount: decimals))
            fieldOffsets.append(offsetInRecord)
            offsetInRecord += length
            descriptor += 32
        }
        guard terminated else {
            throw fail("corrupt dBase header: no 0x0D terminator after the field descriptors")
        }
        guard offsetInRecord <= recordLength else {
            throw fail("corrupt dBase header: fields need \(offsetInRecord) bytes per record but the record length is \(recordLength)")
        }

        // Check the whole record area up front so the loop below never reads past the end.
        let available = (raw.count - headerLength) / recordLength
        if available < recordCount {
            throw fail("truncated dBase file: header promises \(recordCount) records but only \(available) are complete",
                       record: available + 1)
        }

        // Duplicate names: remember which column index owns each name so the first one wins.
        var ownerOfName: [String: Int] = [:]
        for (index, field) in fields.enumerated() where ownerOfName[field.name] == nil {
            ownerOfName[field.name] = index
        }
        let keptColumns = fields.indices.filter { ownerOfName[fields[$0].name] == $0 }

        var records: [[String: String]] = []
        var recordNumbers: [Int] = []
        records.reserveCapacity(recordCount)
        recordNumbers.reserveCapacity(recordCount)
        for index in 0..<recordCount {
            let start = headerLength + index * recordLength
            if raw[start] == UInt8(ascii: "*") { continue }
            var row: [String: String] = Dictionary(minimumCapacity: keptColumns.count)
            for column in keptColumns {
                let from = start + fieldOffsets[column]
                let bytes = UnsafeRawBufferPointer(rebasing: raw[from..<(from + fields[column].length)])
                row[fields[column].name] = decodeText(trimmed(bytes))
            }
            records.append(row)
            recordNumbers.append(index + 1)
        }
        return DBaseTable(fields: fields, records: records, recordNumbers: recordNumbers, totalRecordCount: recordCount)
    }

    /// Strips the space (and NUL) padding dBase writers use on both sides of a value.
    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var lower = 0, upper = bytes.count
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0 { upper -= 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
    }

    /// UTF-8 first because Natural Earth writes UTF-8 without saying so; Latin-1 as the fallback
    /// because older dBase files are single-byte, and every byte sequence is valid Latin-1, so a
    /// stray byte never costs the whole value.
    private static func decodeText(_ bytes: UnsafeRawBufferPointer) -> String {
        if bytes.isEmpty { return "" }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
