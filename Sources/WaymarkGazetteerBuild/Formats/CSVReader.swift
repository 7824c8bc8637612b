import Foundation

/// One CSV record and the physical line it starts on. A quoted field may span lines, so the
/// start line is what a user needs to find the record in an editor.
public struct CSVRecord: Hashable, Sendable {
    public var fields: [String]
    public var line: Int

    public init(fields: [String], line: Int) {
        self.fields = fields; self.line = line
    }
}

/// An RFC 4180 reader that works on bytes rather than `String`, because the sources are large
/// (OurAirports is ~73,000 rows) and `String`-level splitting is several times slower.
///
/// Leniencies, chosen because real dumps are produced by many tools: LF, CRLF or lone CR end a
/// record; a UTF-8 byte-order mark is skipped; wholly empty lines are skipped (a trailing blank
/// line is common); a quote inside an unquoted field is kept literally. Faults that lose data
/// (an unterminated quote, text after a closing quote, invalid UTF-8) throw with the line.
public struct CSVReader {
    public let file: String
    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    /// Field count of the previous record, so the next array is allocated once at the right size.
    private var expectedFieldCount = 8

    public init(data: Data, file: String) {
        self.init(bytes: [UInt8](data), file: file)
    }

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
        let start = position
        let startLine = line
        let capacity = expectedFieldCount
        let file = self.file
        let result = try bytes.withUnsafeBufferPointer { buffer in
            try CSVReader.parseRecord(buffer, from: start, line: startLine, capacity: capacity, file: file)
        }
        guard let result else {
            position = bytes.count
            return nil
        }
        position = result.end
        line = result.nextLine
        expectedFieldCount = result.record.fields.count
        return result.record
    }

    private struct ParsedRecord {
        var record: CSVRecord
        var end: Int
        var nextLine: Int
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lf = UInt8(ascii: "\n")
    private static let cr = UInt8(ascii: "\r")

    private static func parseRecord(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, line startLine: Int,
                                    capacity: Int, file: String) throws -> ParsedRecord? {
        let end = buffer.count
        var pos = start
        var line = startLine

        // Skip blank lines; they carry no record.
        while pos < end {
            let byte = buffer[pos]
            if byte == lf {
                pos += 1; line += 1
            } else if byte == cr {
                pos += 1
                if pos < end && buffer[pos] == lf { pos += 1 }
                line += 1
            } else {
                break
            }
        }
        if pos >= end { return nil }

        let recordLine = line
        var fields: [String] = []
        fields.reserveCapacity(capacity)
        var scratch: [UInt8] = []

        while true {
            // One field per iteration; `pos` is at its first byte (possibly a delimiter).
            if pos < end && buffer[pos] == quote {
                let openLine = line
                pos += 1
                var segmentStart = pos
                var usedScratch = false
                var highBits: UInt8 = 0
                var fieldString: String
                while true {
                    // Scan to the next quote, counting line breaks for later records' numbers.
                    while pos < end {
                        let byte = buffer[pos]
                        if byte == quote { break }
                        highBits |= byte
                        if byte == lf {
                            line += 1
                        } else if byte == cr && !(pos + 1 < end && buffer[pos + 1] == lf) {
                            line += 1
                        }
                        pos += 1
                    }
                    if pos >= end {
                        throw SourceError(file: file, line: openLine,
                                          "unterminated quoted field (opened on line \(openLine), never closed before end of file)")
                    }
                    if pos + 1 < end && buffer[pos + 1] == quote {
                        // Doubled quote: an escaped literal quote.
                        if !usedScratch { scratch.removeAll(keepingCapacity: true); usedScratch = true }
                        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart..<(pos + 1)]))
                        pos += 2
                        segmentStart = pos
                        continue
                    }
                    // Closing quote.
                    if usedScratch {
                        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segmentStart..<pos]))
                        fieldString = try scratch.withUnsafeBufferPointer {
                            try makeString($0, highBits: highBits, file: file, line: openLine)
                        }
                    } else {
                        fieldString = try makeString(UnsafeBufferPointer(rebasing: buffer[segmentStart..<pos]),
                                                     highBits: highBits, file: file, line: openLine)
                    }
                    pos += 1
                    break
                }
                fields.append(fieldString)
                if pos >= end { break }
                let after = buffer[pos]
                if after == comma {
                    pos += 1
                    if pos >= end { fields.append(""); break }
                    continue
                }
                if after == lf { pos += 1; line += 1; break }
                if after == cr {
                    pos += 1
                    if pos < end && buffer[pos] == lf { pos += 1 }
                    line += 1
                    break
                }
                throw SourceError(file: file, line: line,
                                  "unexpected character \(describe(after)) after closing quote of field \(fields.count)")
            } else {
                let fieldStart = pos
                var highBits: UInt8 = 0
                while pos < end {
                    let byte = buffer[pos]
                    if byte == comma || byte == lf || byte == cr { break }
                    highBits |= byte
                    pos += 1
                }
                fields.append(try makeString(UnsafeBufferPointer(rebasing: buffer[fieldStart..<pos]),
                                             highBits: highBits, file: file, line: line))
                if pos >= end { break }
                let delimiter = buffer[pos]
                if delimiter == comma {
                    pos += 1
                    if pos >= end { fields.append(""); break }
                    continue
                }
                if delimiter == lf { pos += 1; line += 1; break }
                // CR, alone or as the first half of CRLF.
                pos += 1
                if pos < end && buffer[pos] == lf { pos += 1 }
                line += 1
                break
            }
        }
        return ParsedRecord(record: CSVRecord(fields: fields, line: recordLine), end: pos, nextLine: line)
    }

    /// Pure-ASCII fields (the vast majority) skip validation; others are checked, because
    /// `String(decoding:)` silently substitutes U+FFFD and a Latin-1 file would otherwise
    /// build an atlas full of replacement characters.
    private static func makeString(_ bytes: UnsafeBufferPointer<UInt8>, highBits: UInt8,
                                   file: String, line: Int) throws -> String {
        let string = String(decoding: bytes, as: UTF8.self)
        if highBits & 0x80 != 0 && !string.utf8.elementsEqual(bytes) {
            throw SourceError(file: file, line: line, "invalid UTF-8 in field")
        }
        return string
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }
}

/// A column resolved once against the header, so per-row access is an array index rather than
/// a dictionary look-up.
public struct CSVColumn: Hashable, Sendable {
    public var name: String
    public var index: Int

    public init(name: String, index: Int) {
        self.name = name; self.index = index
    }
}

/// The header row of a CSV file. Sources change their column order between dumps (OurAirports
/// has added columns over the years), so readers address columns by name, never by position.
public struct CSVHeader: Sendable {
    public let file: String
    public let line: Int
    public let names: [String]
    private let indexByName: [String: Int]

    public init(names: [String], file: String, line: Int) {
        self.names = names; self.file = file; self.line = line
        var map: [String: Int] = [:]
        for (index, name) in names.enumerated() where map[name] == nil {
            map[name] = index
        }
        indexByName = map
    }

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
public struct CSVRow: Sendable {
    public let header: CSVHeader
    public let record: CSVRecord

    public var line: Int { record.line }
    public var fields: [String] { record.fields }
    public var file: String { header.file }

    public init(header: CSVHeader, record: CSVRecord) {
        self.header = header; self.record = record
    }

    /// Row lengths are checked when the row is read, so a resolved column is always in range.
    public subscript(column: CSVColumn) -> String {
        column.index < record.fields.count ? record.fields[column.index] : ""
    }

    public func value(_ columnName: String) throws -> String {
        guard let column = header.columnIfPresent(columnName) else {
            throw SourceError(file: header.file, line: record.line, "missing column \"\(columnName)\"")
        }
        return self[column]
    }

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
public struct CSVHeaderedReader {
    public let header: CSVHeader
    private var reader: CSVReader

    public init(data: Data, file: String) throws {
        try self.init(reader: CSVReader(data: data, file: file))
    }

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
