import Foundation

/// The layouts a record input may have.
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
public struct RecordColumn: Sendable {
    public var name: String
    public var aliases: [String]
    public init(_ name: String, aliases: [String] = []) { self.name = name; self.aliases = [name] + aliases }
    func matches(_ header: String) -> Bool { aliases.contains { $0.caseInsensitiveCompare(header) == .orderedSame } }
}

/// One record: the values of the requested columns, in the order asked for.
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
public final class RecordReader {
    public let format: RecordFormat
    public let columns: [RecordColumn]
    /// The path, or "stdin".
    public var name: String { stream.name }

    let stream: ByteStream
    private var lines: LineReader?
    private var document: JSONDocumentScanner?
    /// CSV: column → field index, once the first row is seen.
    private var fieldIndex: [Int]?
    /// CSV: the field separator, chosen from the first row: `;` (what spreadsheets write where
    /// the comma is the decimal mark) or a tab when the row has one outside quotes and no comma
    /// there, else `,`.
    public private(set) var separator: Character = ","
    private var separatorChosen = false
    /// CSV: the header row's names as written, when the file has one.
    public private(set) var header: [String]?
    public static let maximumRecordLines = 100

    public init(path: String, format: RecordFormat? = nil, columns: [RecordColumn]) throws {
        stream = try ByteStream(path: path)
        self.columns = columns
        self.format = try format ?? Self.guessFormat(path: path, stream: stream)
        switch self.format {
        case .csv, .jsonLines: lines = LineReader(stream: stream)
        case .json: document = JSONDocumentScanner(stream: stream)
        }
    }

    /// The next record, nil at the end. Throws `RejectedRecord` for a record that cannot be used
    /// (call again for the next) and `InputFileError` when the input as a whole fails.
    public func next() throws -> InputRecord? {
        switch format {
        case .csv: return try nextCSV()
        case .jsonLines:
            while let line = try lines!.next() {
                guard !line.text.allSatisfy(\.isWhitespace) else { continue }
                return try record(fromJSON: Data(line.text.utf8), line: line.number)
            }
            return nil
        case .json:
            guard let (bytes, line) = try document!.nextElement() else { return nil }
            return try record(fromJSON: bytes, line: line)
        }
    }

    private func nextCSV() throws -> InputRecord? {
        while true {
            guard let first = try lines!.next() else { return nil }
            guard !first.text.allSatisfy(\.isWhitespace) else { continue }
            var text = first.text
            if !separatorChosen { separator = Self.separator(of: text); separatorChosen = true }
            var outcome: CSVFields.Outcome
            do { outcome = try CSVFields.parse(text, separator: separator) } catch { throw RejectedRecord(line: first.number, reason: "\(error)") }
            while outcome == .openQuote {
                let next: TextLine?
                do { next = try lines!.next() } catch let rejected as RejectedRecord {
                    throw RejectedRecord(line: first.number, reason: "a quoted field runs into line \(rejected.line), which was refused: \(rejected.reason)")
                }
                guard let next, next.number - first.number < Self.maximumRecordLines else {
                    let last = lines!.lineNumber
                    throw RejectedRecord(line: first.number, reason: "a quoted field opened here is not closed"
                                         + (next == nil ? " before the end of the input" : " within \(Self.maximumRecordLines) lines (lines \(first.number)–\(last) skipped)"))
                }
                text += "\n" + next.text
                do { outcome = try CSVFields.parse(text, separator: separator) } catch { throw RejectedRecord(line: first.number, reason: "\(error)") }
            }
            guard case .complete(let fields) = outcome else { continue }
            if fieldIndex == nil {
                let isHeader = fields.contains { field in columns.contains { $0.matches(field) } }
                if isHeader {
                    var indexes: [Int] = []
                    for column in columns {
                        guard let index = fields.firstIndex(where: column.matches) else {
                            throw InputFileError("\(name): the header row (line \(first.number)) has no \(column.name) column; name it \(column.aliases.joined(separator: " or "))")
                        }
                        indexes.append(index)
                    }
                    fieldIndex = indexes
                    header = fields
                    continue
                }
                fieldIndex = Array(columns.indices)
            }
            return InputRecord(line: first.number, values: fieldIndex!.map { $0 < fields.count ? fields[$0] : nil }, object: nil, fields: fields)
        }
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

    static func separator(of line: String) -> Character {
        var quoted = false, seen = Set<Character>()
        for character in line {
            if character == "\"" { quoted.toggle() } else if !quoted { seen.insert(character) }
        }
        if seen.contains(";") { return ";" }
        if !seen.contains(","), seen.contains("\t") { return "\t" }
        return ","
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
