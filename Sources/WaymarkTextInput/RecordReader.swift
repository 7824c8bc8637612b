import Foundation

/// The layouts a record input may have.
///
/// ```swift
/// RecordFormat(word: "NDJSON")   // .jsonLines
/// ```
public enum RecordFormat: String, CaseIterable, Sendable {
    /// Comma-separated rows, with or without a header row.
    case csv
    /// One JSON object per line.
    case jsonLines = "jsonl"
    /// One JSON document: an array of objects, or a GeoJSON FeatureCollection (its features are
    /// the records), or objects one after another.
    case json

    /// `--input-format` words, with the aliases people type.
    public init?(word: String) {
        switch word.lowercased() {
        case "csv": self = .csv
        case "jsonl", "ndjson", "jsonlines": self = .jsonLines
        case "json", "geojson": self = .json
        default: return nil
        }
    }
}

/// A column the caller wants, with the header names (any letter case) that mean it.
///
/// ```swift
/// let latitude = RecordColumn("lat", aliases: ["latitude", "y"])
/// ```
public struct RecordColumn: Sendable {
    /// The column's own name, also its first alias.
    public var name: String
    /// Every header name that means this column, the name first; the earliest one a header has wins.
    public var aliases: [String]
    /// A column called `name`, also found under `aliases`.
    public init(_ name: String, aliases: [String] = []) { self.name = name; self.aliases = [name] + aliases }
    func matches(_ header: String) -> Bool { aliases.contains { $0.caseInsensitiveCompare(header) == .orderedSame } }
    /// The header field this column is read from: the one named by the earliest alias, so a
    /// header with both `y` and `lat` reads `lat`'s column for a column named lat.
    func index(in names: [String]) -> Int? {
        aliases.lazy.compactMap { alias in names.firstIndex { alias.caseInsensitiveCompare($0) == .orderedSame } }.first
    }
}

/// One record: the values of the requested columns, in the order asked for.
///
/// ```swift
/// if let record = try reader.next() {
///     print(record.line, record.values[0] ?? "no value")
/// }
/// ```
public struct InputRecord {
    /// The line the record starts on.
    public var line: Int
    /// One entry per requested column; nil where the record has no such value.
    public var values: [String?]
    /// The whole JSON object, for JSON input.
    public var object: [String: JSONValue]?
    /// Every field of a CSV row, in file order (empty for JSON), for columns beyond the requested ones.
    public var fields: [String] = []
}

/// Records from a CSV, JSON-lines or JSON file, a FIFO or standard input, streamed with bounded
/// memory. Blank lines are skipped; every other line becomes a record or a `RejectedRecord`
/// naming its line, so nothing is dropped unseen. The format comes from `format`, else from the
/// file name (.csv, .jsonl/.ndjson; .json/.geojson are looked at), else from the content: input
/// starting with `[` or `{` is JSON, anything else CSV.
///
/// CSV: a first row naming any requested column (in any letter case) is the header and maps the
/// columns; without one the columns are taken in order. JSON: keys match column names in any
/// letter case; a GeoJSON Feature's properties are its keys, and its Point gives `lon` and `lat`.
///
/// ```swift
/// let columns = [RecordColumn("lat", aliases: ["latitude"]), RecordColumn("lon", aliases: ["lng", "longitude"])]
/// let reader = try RecordReader(path: "points.csv", columns: columns)
/// while true {
///     do {
///         guard let record = try reader.next() else { break }
///         print(record.line, record.values)              // one value per column, nil where none
///     } catch let rejected as RejectedRecord {
///         print(rejected)                                // reading goes on with the next record
///     }
/// }
/// ```
public final class RecordReader {
    /// The input's layout: as given, or as guessed from the file name or the content.
    public let format: RecordFormat
    /// The columns asked for; each record's `values` follow their order.
    public let columns: [RecordColumn]
    /// The path, or "stdin".
    public var name: String { stream.name }

    let stream: ByteStream
    // Constants, so reading them costs no run-time exclusivity check per record.
    private let lines: LineReader?
    private let document: JSONDocumentScanner?
    /// CSV: column → field index, once the first row is seen. Read on every record, so not
    /// checked for exclusive access at run time, as the buffers below are not.
    @exclusivity(unchecked) private var fieldIndex: [Int]?
    /// CSV: the field separator, chosen from the first row: `;` (what spreadsheets write where
    /// the comma is the decimal mark) or a tab when the row has one outside quotes and no comma
    /// there, else `,`.
    public var separator: Character { Character(UnicodeScalar(separatorByte)) }
    /// Read on every record, unchecked as `fieldIndex` is.
    @exclusivity(unchecked) private var separatorByte = UInt8(ascii: ",")
    @exclusivity(unchecked) private var separatorChosen = false
    /// CSV: the header row's names as written, when the file has one.
    public private(set) var header: [String]?
    /// The line the CSV record in hand (read or refused) starts on.
    @exclusivity(unchecked) private var recordFirstLine = 0

    /// How many lines of the file the last record read or refused took: more than one where a
    /// quoted CSV field ran over line ends. A refused record loses every one of them, so callers
    /// count rows lost with this, not one per refusal. Always 1 for JSON.
    public var lastRecordRows: Int {
        guard format == .csv, let lines else { return 1 }
        return max(1, lines.lineNumber - recordFirstLine + 1)
    }
    /// The most lines one CSV record may take while a quoted field runs on; a quote still open
    /// after them refuses the record and its lines are skipped.
    public static let maximumRecordLines = 100
    // The per-record buffers below are not checked for exclusive access at run time: a class's
    // stored `var` otherwise is, on every use, several times per record, a visible share of
    // reading a CSV file. Only this class's own methods touch them, one at a time; the
    // bytes `nextValues` lends out are read by its `body`, which cannot reach them otherwise.
    /// CSV: the current record's fields, and its lines joined while a quoted field runs on.
    @exclusivity(unchecked) private var fields = CSVFields.Fields()
    @exclusivity(unchecked) private var joined: [UInt8] = []
    /// Per requested column, the current record's value as a range of `valueBytes` (nil: none).
    @exclusivity(unchecked) private var valueRanges: [Range<Int>?] = []
    @exclusivity(unchecked) private var valueBytes: [UInt8] = []
    /// For `nextPlainRow`: the column map as a buffer, its largest field, and the current row's
    /// values, per requested column. Allocated once and freed with the reader: a row's values
    /// were a temporary allocation each, with the map's array retained and released around it.
    private let plainFieldIndex: UnsafeMutableBufferPointer<Int>
    @exclusivity(unchecked) private var lastPlainField = 0
    private let plainValues: UnsafeMutableBufferPointer<Range<Int>?>

    /// Opens `path` ("-" for standard input) for records of `columns`; `format` nil guesses it
    /// (see the type's description).
    /// - Throws: `InputFileError` when the input cannot be read.
    public init(path: String, format: RecordFormat? = nil, columns: [RecordColumn]) throws {
        stream = try ByteStream(path: path)
        self.columns = columns
        self.format = try format ?? Self.guessFormat(path: path, stream: stream)
        switch self.format {
        case .csv, .jsonLines: lines = LineReader(stream: stream); document = nil
        case .json: document = JSONDocumentScanner(stream: stream); lines = nil
        }
        // Last, after everything that may throw: the reader then exists and its deinit frees them.
        plainFieldIndex = .allocate(capacity: columns.count)
        plainFieldIndex.initialize(repeating: 0)
        plainValues = .allocate(capacity: columns.count)
        plainValues.initialize(repeating: nil)
    }

    deinit {
        plainFieldIndex.deallocate()
        plainValues.deallocate()
    }

    /// The next record, nil at the end. Throws `RejectedRecord` for a record that cannot be used
    /// (call again for the next) and `InputFileError` when the input as a whole fails.
    public func next() throws -> InputRecord? {
        switch format {
        case .csv:
            guard let line = try nextCSV() else { return nil }
            let all = fields.strings()
            return InputRecord(line: line, values: fieldIndex!.map { $0 < all.count ? all[$0] : nil }, object: nil, fields: all)
        case .jsonLines:
            var line = 0
            guard let bytes = try nextNonBlankLine(&line) else { return nil }
            return try record(fromJSON: bytes, line: line)
        case .json:
            guard let (bytes, line) = try document!.nextElement() else { return nil }
            return try record(fromJSON: bytes, line: line)
        }
    }

    /// The requested values of one record as UTF-8 bytes, valid only inside the `nextValues`
    /// call that hands them over.
    ///
    /// ```swift
    /// while try reader.nextValues({ line, values in
    ///     if let latitude = values[0] { print(line, String(decoding: latitude, as: UTF8.self)) }
    /// }) {}
    /// ```
    public struct Values {
        let bytes: UnsafeBufferPointer<UInt8>
        let ranges: UnsafeBufferPointer<Range<Int>?>
        /// Column `index`'s value (in the order the columns were asked for); nil where the record
        /// has none.
        public subscript(index: Int) -> UnsafeBufferPointer<UInt8>? {
            ranges[index].map { UnsafeBufferPointer(rebasing: bytes[$0]) }
        }
    }

    /// The next record's line and requested values, as bytes, handed to `body`; false at the end.
    /// What `next()` gives, without a String or an array per record: for loops over millions of
    /// rows. Throws as `next()` does, and what `body` throws. Not generic on purpose: a generic
    /// method of another module runs unspecialised, looking up type metadata on every record.
    public func nextValues(_ body: (_ line: Int, _ values: Values) throws -> Void) throws -> Bool {
        var line = 0
        if format == .csv {
            switch try nextPlainRow(body) {
            case .delivered?: return true
            case .record(let first)?: line = first
            case nil:
                guard let first = try nextCSV() else { return false }
                line = first
            }
            valueRanges.removeAll(keepingCapacity: true)
            for index in fieldIndex! { valueRanges.append(index < fields.count ? fields.range(index) : nil) }
            try fields.bytes.withUnsafeBufferPointer { bytes in
                try valueRanges.withUnsafeBufferPointer { try body(line, Values(bytes: bytes, ranges: $0)) }
            }
            return true
        }
        guard let record = try next() else { return false }
        line = record.line
        valueBytes.removeAll(keepingCapacity: true)
        valueRanges.removeAll(keepingCapacity: true)
        for value in record.values {
            guard let value else { valueRanges.append(nil); continue }
            let start = valueBytes.count
            valueBytes.append(contentsOf: value.utf8)
            valueRanges.append(start..<valueBytes.count)
        }
        try valueBytes.withUnsafeBufferPointer { bytes in
            try valueRanges.withUnsafeBufferPointer { try body(line, Values(bytes: bytes, ranges: $0)) }
        }
        return true
    }

    /// The next line that is not blank, as bytes for the JSON parser.
    private func nextNonBlankLine(_ number: inout Int) throws -> Data? {
        while true {
            var line = 0
            guard let bytes = try lines!.withNextLine({ bytes, n -> Data? in
                line = n
                return Self.isBlank(bytes) ? nil : Data(bytes)
            }) else { return nil }
            if let bytes { number = line; return bytes }
        }
    }

    /// Reads the next CSV record into `fields` (skipping blank lines and the header) and
    /// returns the line it starts on; nil at the end.
    private func nextCSV() throws -> Int? {
        while true {
            var first = 0
            recordFirstLine = lines!.lineNumber + 1
            guard let started = try lines!.withNextLine({ bytes, number -> Bool? in
                first = number
                return try startRecord(bytes, line: number)
            }) else { return nil }
            guard let complete = started else { continue }   // a blank line
            if try finishRecord(first: first, complete: complete) { return first }
        }
    }

    /// Starts a CSV record with its first line, parsed into `fields`: nil for a blank line, else
    /// whether the record is complete (false while a quoted field runs on; its text so far is
    /// kept in `joined`). The first record chooses the separator.
    private func startRecord(_ bytes: UnsafeBufferPointer<UInt8>, line number: Int) throws -> Bool? {
        if Self.isBlank(bytes) { return nil }
        recordFirstLine = number
        if !separatorChosen { separatorByte = Self.separator(of: bytes); separatorChosen = true }
        let complete: Bool
        do { complete = try CSVFields.parse(bytes, separator: separatorByte, into: &fields) } catch { throw RejectedRecord(line: number, reason: "\(error)") }
        if !complete { joined.removeAll(keepingCapacity: true); joined.append(contentsOf: bytes) }
        return complete
    }

    /// Ends the record that `startRecord` began on line `first`: joins the lines a quoted field
    /// runs on, and takes a first record naming a requested column as the header row. False
    /// when the record was the header.
    private func finishRecord(first: Int, complete: Bool) throws -> Bool {
        var done = complete
        while !done {
            // A quoted field runs on: join the next line (with the line end it had, as "\n").
            let more: Bool?
            do {
                more = try lines!.withNextLine { bytes, number -> Bool in
                    guard number - first < Self.maximumRecordLines else { return false }
                    joined.append(UInt8(ascii: "\n")); joined.append(contentsOf: bytes)
                    return true
                }
            } catch let rejected as RejectedRecord {
                throw RejectedRecord(line: first, reason: "a quoted field runs into line \(rejected.line), which was refused: \(rejected.reason)")
            }
            guard more == true else {
                let last = lines!.lineNumber
                throw RejectedRecord(line: first, reason: "a quoted field opened here is not closed"
                                     + (more == nil ? " before the end of the input" : " within \(Self.maximumRecordLines) lines (lines \(first)–\(last) skipped)"))
            }
            do {
                done = try joined.withUnsafeBufferPointer { try CSVFields.parse($0, separator: separatorByte, into: &fields) }
            } catch { throw RejectedRecord(line: first, reason: "\(error)") }
        }
        if fieldIndex == nil {
            let names = fields.strings()
            let isHeader = names.contains { field in columns.contains { $0.matches(field) } }
            if isHeader {
                var indexes: [Int] = []
                for column in columns {
                    guard let index = column.index(in: names) else {
                        throw InputFileError("\(name): the header row (line \(first)) has no \(column.name) column; name it \(column.aliases.joined(separator: " or "))")
                    }
                    indexes.append(index)
                }
                setFieldIndex(indexes)
                header = names
                return false
            }
            setFieldIndex(Array(columns.indices))
        }
        return true
    }

    private func setFieldIndex(_ indexes: [Int]) {
        fieldIndex = indexes
        _ = plainFieldIndex.update(fromContentsOf: indexes)
        lastPlainField = indexes.max() ?? 0
    }

    /// What `nextPlainRow` did with the input.
    private enum PlainRow {
        /// A row's values went to `body`.
        case delivered
        /// A plain line with a quote started a record, read the general way into `fields`.
        case record(line: Int)
    }

    /// After the first record, nearly every row is one plain line (`LineReader.nextPlainLine`)
    /// without a quote: its values go to `body` where they lie in the input buffer, each the
    /// trimmed run between separators that `CSVFields.parse` would copy, with no copy, no
    /// array and no String. Blank lines are skipped. Nil, consuming nothing more, at a line
    /// that is not plain (or before the first record): `nextCSV` reads on.
    private func nextPlainRow(_ body: (_ line: Int, _ values: Values) throws -> Void) throws -> PlainRow? {
        guard fieldIndex != nil else { return nil }
        while let (bytes, number) = lines!.nextPlainLine() {
            if Self.isBlank(bytes) { continue }
            recordFirstLine = number
            guard memchr(bytes.baseAddress!, Int32(UInt8(ascii: "\"")), bytes.count) == nil else {
                // The general way, from this line (a quoted field may run on over the next ones);
                // it cannot be the header row, which was the first record.
                _ = try finishRecord(first: number, complete: try startRecord(bytes, line: number)!)
                return .record(line: number)
            }
            let indexes = plainFieldIndex, values = plainValues
            values.update(repeating: nil)
            var start = 0, field = 0
            while true {
                let (trimmed, end) = CSVFields.unquotedField(in: bytes, from: start, separator: separatorByte)
                for column in indexes.indices where indexes[column] == field { values[column] = trimmed }
                guard end < bytes.count, field < lastPlainField else { break }
                start = end + 1
                field += 1
            }
            try body(number, Values(bytes: bytes, ranges: UnsafeBufferPointer(values)))
            return .delivered
        }
        return nil
    }

    /// A line of nothing but white space. ASCII is decided byte by byte; a line with other
    /// characters is looked at as text (a no-break space is white space too).
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte == 32 || (9...13).contains(byte) { continue }
            if byte < 0x80 { return false }
            return String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace)
        }
        return true
    }

    private func record(fromJSON bytes: Data, line: Int) throws -> InputRecord {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw RejectedRecord(line: line, reason: "not valid JSON") }
        guard case .object(var object) = value else { throw RejectedRecord(line: line, reason: "not a JSON object") }
        if case .string("Feature")? = object["type"] {
            // GeoJSON: the properties are the record; a Point's position is [lon, lat].
            var flat: [String: JSONValue] = [:]
            if case .object(let properties)? = object["properties"] { flat = properties }
            if case .object(let geometry)? = object["geometry"], case .string("Point")? = geometry["type"],
               case .array(let position)? = geometry["coordinates"], position.count >= 2 {
                flat["lon"] = position[0]; flat["lat"] = position[1]
            }
            object = flat
        }
        let values = columns.map { column -> String? in
            object.first { column.matches($0.key) }?.value.text
        }
        return InputRecord(line: line, values: values, object: object)
    }

    static func separator(of line: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var quoted = false, semicolon = false, comma = false, tab = false
        for byte in line {
            if byte == UInt8(ascii: "\"") { quoted.toggle(); continue }
            guard !quoted else { continue }
            switch byte {
            case UInt8(ascii: ";"): semicolon = true
            case UInt8(ascii: ","): comma = true
            case UInt8(ascii: "\t"): tab = true
            default: break
            }
        }
        if semicolon { return UInt8(ascii: ";") }
        if !comma, tab { return UInt8(ascii: "\t") }
        return UInt8(ascii: ",")
    }

    static func guessFormat(path: String, stream: ByteStream) throws -> RecordFormat {
        let lower = path.lowercased()
        if lower.hasSuffix(".csv") { return .csv }
        if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return .jsonLines }
        // Look at the start: the first character that is not white space, and for `{` the
        // first line. Only as much is read as that needs (a pipe may be slow to fill).
        var index = stream.start, lineEnd = stream.start
        while true {
            index = stream.start
            while index < stream.end, [9, 10, 13, 32].contains(stream.storage[index]) { index += 1 }
            lineEnd = index
            while lineEnd < stream.end, stream.storage[lineEnd] != 10, stream.storage[lineEnd] != 13 { lineEnd += 1 }
            let decided = index < stream.end && (stream.storage[index] != UInt8(ascii: "{") || lineEnd < stream.end)
            if decided || stream.atEOF || stream.end - stream.start == stream.capacity { break }
            try stream.fill()
        }
        guard index < stream.end else { return lower.hasSuffix(".json") || lower.hasSuffix(".geojson") ? .json : .csv }
        switch stream.storage[index] {
        case UInt8(ascii: "["): return .json
        case UInt8(ascii: "{"):
            // JSON lines if the first line is a whole object on its own (and not a collection).
            guard lineEnd < stream.end || stream.atEOF else { return .json }
            let firstLine = Data(UnsafeBufferPointer(start: stream.storage + index, count: lineEnd - index))
            if case .object(let object)? = try? JSONValue.parse(firstLine), object["features"] == nil { return .jsonLines }
            return .json
        default:
            return .csv
        }
    }
}
