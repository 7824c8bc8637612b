import Foundation
import WaymarkTextInput

/// One CSV record and the physical line it starts on. A quoted field may span lines, so the
/// start line is what a user needs to find the record in an editor.
public struct CSVRecord: Hashable, Sendable {
    /// The record's fields, quotes removed.
    public var fields: [String]
    /// The line the record starts on (1-based).
    public var line: Int

    /// A record as read.
    public init(fields: [String], line: Int) {
        self.fields = fields; self.line = line
    }
}

/// The gazetteer's CSV sources, record by record, split by WaymarkTextInput's tokenizer in its
/// strict dialect (every byte as written), with errors that name the file and line.
///
/// Leniencies, chosen because real dumps are produced by many tools: LF, CRLF or lone CR end a
/// record; a UTF-8 byte-order mark is skipped; wholly empty lines are skipped (a trailing blank
/// line is common); a quote inside an unquoted field is kept literally. Faults that lose data
/// (an unterminated quote, text after a closing quote, invalid UTF-8) throw with the line.
///
/// ```swift
/// var reader = CSVReader(data: Data("a,\"b, c\"\n1,2\n".utf8), file: "example.csv")
/// while let record = try reader.next() { print(record.line, record.fields) }   // 1 ["a", "b, c"], 2 ["1", "2"]
/// ```
public struct CSVReader {
    /// The path the errors name.
    public let file: String
    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    private var fields = CSVFields.Fields()

    /// A reader of `data`, whose errors name `file`.
    public init(data: Data, file: String) {
        self.init(bytes: [UInt8](data), file: file)
    }

    /// A reader of `bytes`, whose errors name `file`; a UTF-8 byte-order mark is skipped.
    public init(bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.position = hasBOM ? 3 : 0
    }

    /// Reads the whole file up front: even the largest CSV source is a few tens of megabytes,
    /// and owning the bytes keeps the parser free of I/O error paths mid-record.
    public init(contentsOf url: URL) throws {
        self.init(data: try CSVReader.loadSource(url), file: url.path)
    }

    /// The next record, or nil at end of input.
    public mutating func next() throws -> CSVRecord? {
        // Blank lines carry no record.
        while position < bytes.count, bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
            let crlf = bytes[position] == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n")
            position += crlf ? 2 : 1
            line += 1
        }
        guard position < bytes.count else { return nil }
        let recordLine = line
        let (start, file) = (position, self.file)
        let end: CSVFields.RecordEnd
        do {
            end = try bytes.withUnsafeBufferPointer {
                try CSVFields.parseRecord($0, from: start, separator: UInt8(ascii: ","), dialect: .strict, into: &fields)
            }
        } catch let fault as CSVFields.FieldError {
            let byte = fault.unexpected.utf8.first ?? 0
            let shown = byte >= 0x20 && byte < 0x7F ? "'\(fault.unexpected)'" : "0x" + String(byte, radix: 16, uppercase: true)
            throw SourceError(file: file, line: recordLine + fault.lineEnds,
                              "unexpected character \(shown) after closing quote of field \(fault.field)")
        }
        switch end {
        case .openQuote(let quoteOffset):
            let openLine = recordLine + CSVFields.lineEnds(in: bytes[start..<quoteOffset])
            throw SourceError(file: file, line: openLine,
                              "unterminated quoted field (opened on line \(openLine), never closed before end of file)")
        case .complete(let next, let lineEnds):
            var values: [String] = []
            values.reserveCapacity(fields.count)
            for index in 0..<fields.count {
                // `String(decoding:)` would silently put U+FFFD in a Latin-1 file's names.
                guard let value = fields.validatedString(index) else {
                    throw SourceError(file: file, line: recordLine + fields.lineEnds(before: index), "invalid UTF-8 in field")
                }
                values.append(value)
            }
            position = next
            line = recordLine + lineEnds
            return CSVRecord(fields: values, line: recordLine)
        }
    }
}

/// A column resolved once against the header, so per-row access is an array index rather than
/// a dictionary look-up.
///
/// ```swift
/// let iata = try header.column("iata_code")
/// let code = row[iata]
/// ```
public struct CSVColumn: Hashable, Sendable {
    /// The column's name in the header.
    public var name: String
    /// Its position in a row.
    public var index: Int

    /// A column as resolved.
    public init(name: String, index: Int) {
        self.name = name; self.index = index
    }
}

/// The header row of a CSV file. Sources change their column order between dumps (OurAirports
/// has added columns over the years), so readers address columns by name, never by position.
///
/// ```swift
/// var reader = try CSVHeaderedReader(contentsOf: airportsURL)
/// let name = try reader.header.column("name")
/// let keywords = reader.header.columnIfPresent("keywords")   // older dumps lack it
/// ```
public struct CSVHeader: Sendable {
    /// The path the errors name.
    public let file: String
    /// The line the header is on.
    public let line: Int
    /// The column names, in file order.
    public let names: [String]
    private let indexByName: [String: Int]

    /// A header of these names; where a name repeats, the first column of that name is the one used.
    public init(names: [String], file: String, line: Int) {
        self.names = names; self.file = file; self.line = line
        var map: [String: Int] = [:]
        for (index, name) in names.enumerated() where map[name] == nil {
            map[name] = index
        }
        indexByName = map
    }

    /// The column called `name`, nil when the header has none.
    public func columnIfPresent(_ name: String) -> CSVColumn? {
        indexByName[name].map { CSVColumn(name: name, index: $0) }
    }

    /// Throws naming the header line, since a missing column means the file is of another
    /// schema (or version) than the reader expects, not that one row is bad.
    public func column(_ name: String) throws -> CSVColumn {
        guard let column = columnIfPresent(name) else {
            throw SourceError(file: file, line: line,
                              "missing column \"\(name)\" in header (found: \(names.joined(separator: ", ")))")
        }
        return column
    }
}

/// A data row paired with its header, so callers can ask for a field by column and get errors
/// that already name the file and line.
///
/// ```swift
/// while let row = try reader.next() {
///     let latitude = try row.degrees(latitudeColumn, limit: 90)
///     guard !row[nameColumn].isEmpty else { throw row.error("empty name") }
/// }
/// ```
public struct CSVRow: Sendable {
    /// The file's header.
    public let header: CSVHeader
    /// The row as read.
    public let record: CSVRecord

    /// The line the row starts on.
    public var line: Int { record.line }
    /// The row's fields.
    public var fields: [String] { record.fields }
    /// The path the errors name.
    public var file: String { header.file }

    /// A row of `header`'s file.
    public init(header: CSVHeader, record: CSVRecord) {
        self.header = header; self.record = record
    }

    /// Row lengths are checked when the row is read, so a resolved column is always in range.
    public subscript(column: CSVColumn) -> String {
        column.index < record.fields.count ? record.fields[column.index] : ""
    }

    /// The field under `columnName`.
    /// - Throws: `SourceError` naming the row when the header has no such column.
    public func value(_ columnName: String) throws -> String {
        guard let column = header.columnIfPresent(columnName) else {
            throw SourceError(file: header.file, line: record.line, "missing column \"\(columnName)\"")
        }
        return self[column]
    }

    /// An error about this row, naming its file and line.
    public func error(_ message: String) -> SourceError {
        SourceError(file: header.file, line: record.line, message)
    }

    /// A coordinate in degrees, rejecting non-numbers, NaN/infinity and values beyond `limit`:
    /// a shifted or garbled row must stop the build rather than put a place in the sea.
    public func degrees(_ column: CSVColumn, limit: Double) throws -> Double {
        let raw = self[column]
        // Foundation's trimming is slow on Linux and almost never needed, so only pay for it
        // when a field actually has padding.
        var value = Double(raw)
        if value == nil, raw.first?.isWhitespace == true || raw.last?.isWhitespace == true {
            value = Double(raw.trimmingCharacters(in: .whitespaces))
        }
        guard let value, value.isFinite else {
            throw error("\(column.name) is not a number: \"\(raw)\"")
        }
        guard abs(value) <= limit else {
            throw error("\(column.name) out of range [-\(Int(limit)), \(Int(limit))]: \"\(raw)\"")
        }
        return value
    }
}

/// A CSV reader that consumes the header row first and checks every data row has the
/// header's width, since a short or long row is the usual sign of a broken quote upstream.
///
/// ```swift
/// var reader = try CSVHeaderedReader(contentsOf: url)
/// let ident = try reader.header.column("ident")
/// while let row = try reader.next() { print(row[ident]) }
/// ```
public struct CSVHeaderedReader {
    /// The header row, read when the reader is made.
    public let header: CSVHeader
    private var reader: CSVReader

    /// Reads the header of `data`, whose errors name `file`.
    /// - Throws: `SourceError` for an empty file or a fault in the header row.
    public init(data: Data, file: String) throws {
        try self.init(reader: CSVReader(data: data, file: file))
    }

    /// Reads the whole file at `url` and its header.
    /// - Throws: `SourceError` when it cannot be read, is empty, or the header row is faulty.
    public init(contentsOf url: URL) throws {
        try self.init(reader: CSVReader(contentsOf: url))
    }

    private init(reader: CSVReader) throws {
        var reader = reader
        guard let first = try reader.next() else {
            throw SourceError(file: reader.file, line: 1, "empty file: no header row")
        }
        self.header = CSVHeader(names: first.fields, file: reader.file, line: first.line)
        self.reader = reader
    }

    /// The next data row, nil at the end.
    /// - Throws: `SourceError` for a row whose width differs from the header's, or a fault in it.
    public mutating func next() throws -> CSVRow? {
        guard let record = try reader.next() else { return nil }
        if record.fields.count != header.names.count {
            throw SourceError(file: header.file, line: record.line,
                              "expected \(header.names.count) fields as in the header, found \(record.fields.count)")
        }
        return CSVRow(header: header, record: record)
    }
}

extension CSVReader {
    /// Reads a source file, turning Foundation's error into one that names the file like every
    /// other source fault. Shared by the text readers in this folder.
    static func loadSource(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw SourceError(file: url.path, "cannot read file: \(error.localizedDescription)")
        }
    }
}
