import Foundation

/// The one CSV tokenizer (RFC 4180): fields separated by a separator byte; a field in double
/// quotes may hold separators, doubled quotes ("") and line ends; a record ends at a line end
/// (LF, CRLF or a lone CR) outside quotes, or at the end of the text. Every CSV reader reads
/// through it: `RecordReader` (the records people hand to `resolve --input` and the travel
/// imports) and the gazetteer build's source reader. What differs between them is the dialect.
///
/// It works on UTF-8 bytes: the separator, the quote, spaces and tabs are ASCII, and no byte of a
/// multi-byte UTF-8 character is ASCII, so splitting bytes splits the same text as splitting
/// characters, without decoding a character or making a String per field.
///
/// ```swift
/// try CSVFields.parse("Zürich, \"47,37\" ,8.54")   // .complete(["Zürich", "47,37", "8.54"])
/// ```
public enum CSVFields {
    /// How a record's bytes become fields.
    public enum Dialect: Sendable {
        /// As spreadsheets and people write it: spaces and tabs around an unquoted field are not
        /// part of it, and a quoted field may have spaces before and after its quotes.
        case spreadsheet
        /// Every byte as written (the gazetteer's sources): a quote opens a quoted field only as
        /// its first byte, and only a separator or a line end may follow a closing quote.
        case strict
    }

    /// How a line left a record: complete, or inside a quoted field that continues on the next line.
    public enum Outcome: Equatable {
        /// The record ended on this line (or on a later line joined to it); its fields, in order.
        case complete([String])
        /// A quoted field is still open at the end of the text: join the next line and parse again.
        case openQuote
    }

    /// Parses `text` (one line, or several joined by "\n" while a quoted field stays open) in the
    /// spreadsheet dialect. Anything but spaces after a closing quote is refused. `separator` is
    /// an ASCII character.
    public static func parse(_ text: String, separator: Character = ",") throws -> Outcome {
        precondition(separator.isASCII, "a CSV separator is an ASCII character")
        var fields = Fields()
        var text = text
        let complete = try text.withUTF8 { try parse($0, separator: separator.asciiValue!, into: &fields) }
        return complete ? .complete(fields.strings()) : .openQuote
    }

    /// The fields of one record: their bytes, and where in them each field lies. Without a quote
    /// the bytes are the record as written and each field a run of them; with quotes, the fields
    /// one after another (quotes removed, doubled quotes undone, in the spreadsheet dialect spaces
    /// and tabs around an unquoted field trimmed). Reused from record to record, so a row costs
    /// no allocation.
    ///
    /// ```swift
    /// var fields = CSVFields.Fields()
    /// let line = Array("Oslo,59.91,10.75".utf8)
    /// _ = try line.withUnsafeBufferPointer {
    ///     try CSVFields.parseRecord($0, from: 0, separator: UInt8(ascii: ","), dialect: .strict, into: &fields)
    /// }
    /// fields.strings()   // ["Oslo", "59.91", "10.75"]
    /// ```
    public struct Fields {
        /// The fields' bytes: the record as written, or with quotes the fields laid end to end.
        public internal(set) var bytes: [UInt8] = []
        /// Where in `bytes` each field lies, in field order.
        public internal(set) var ranges: [Range<Int>] = []
        /// The number of fields.
        public var count: Int { ranges.count }

        /// No fields yet; `CSVFields.parseRecord` fills it.
        public init() {}

        /// Where field `index` lies in `bytes`.
        public func range(_ index: Int) -> Range<Int> { ranges[index] }
        /// Field `index` as text; bytes that are not valid UTF-8 become U+FFFD (see `validatedString`).
        public func string(_ index: Int) -> String { String(decoding: bytes[range(index)], as: UTF8.self) }
        /// Every field as text, in order, as `string(_:)` gives it.
        public func strings() -> [String] { (0..<count).map(string) }

        /// Field `index` as text; nil when its bytes are not valid UTF-8 (`string` would put
        /// U+FFFD in their place). ASCII fields, nearly all, are not validated.
        public func validatedString(_ index: Int) -> String? {
            let range = range(index)
            return bytes.withUnsafeBufferPointer { buffer in
                let field = UnsafeBufferPointer(rebasing: buffer[range])
                var high: UInt8 = 0
                for byte in field { high |= byte }
                return high < 0x80 ? String(decoding: field, as: UTF8.self) : String(validating: field, as: UTF8.self)
            }
        }

        /// The line ends (LF, CRLF or a lone CR: each one) inside quoted fields before field
        /// `index` starts: added to the record's first line, the line that field starts on.
        public func lineEnds(before index: Int) -> Int {
            CSVFields.lineEnds(in: bytes[..<range(index).lowerBound])
        }
    }

    /// Where a record ended.
    public enum RecordEnd: Equatable {
        /// The record is whole: the next one starts at `next`. `lineEnds` counts the line ends
        /// it took, inside quoted fields and the one that ended it.
        case complete(next: Int, lineEnds: Int)
        /// The text ended inside the quoted field whose opening quote is at `quoteOffset`.
        case openQuote(quoteOffset: Int)
    }

    /// A record that cannot be split without losing or inventing text.
    public struct FieldError: Error, CustomStringConvertible {
        /// What follows a closing quote, as a character.
        public var unexpected: String
        /// The field it follows (1-based).
        public var field: Int
        /// Line ends inside quoted fields between the record's start and the fault.
        public var lineEnds: Int
        /// What was found after a closing quote, and how to write a quote inside a quoted field.
        public var description: String {
            "unexpected '\(unexpected)' after a closing quote (write a quote inside a quoted field as \"\")"
        }
    }

    /// Parses one record's bytes (a line, or lines joined while a quoted field runs on) into
    /// `fields`, spreadsheet dialect. False while a quoted field is still open at the end (the
    /// record continues on the next line).
    static func parse(_ text: UnsafeBufferPointer<UInt8>, separator: UInt8, into fields: inout Fields) throws -> Bool {
        if case .openQuote = try parseRecord(text, from: 0, separator: separator, dialect: .spreadsheet, into: &fields) { return false }
        return true
    }

    /// Parses the record that starts at `start` of `text` into `fields` (replacing what it held):
    /// up to the first line end outside quotes, which it consumes, or the end of `text`.
    /// - Throws: `FieldError` for text after a closing quote.
    public static func parseRecord(_ text: UnsafeBufferPointer<UInt8>, from start: Int, separator: UInt8, dialect: Dialect,
                                   into fields: inout Fields) throws -> RecordEnd {
        fields.bytes.removeAll(keepingCapacity: true)
        fields.ranges.removeAll(keepingCapacity: true)
        let quote = UInt8(ascii: "\""), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        let lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        let trims = dialect == .spreadsheet
        guard let base = text.baseAddress, start < text.count else { fields.ranges.append(0..<0); return .complete(next: start, lineEnds: 0) }
        let lineEnd = firstLineEnd(in: text, from: start)
        if memchr(base + start, Int32(quote), lineEnd - start) == nil {
            // No quote before the line end (nearly every row): the fields are runs of the text as written.
            let line = UnsafeBufferPointer(rebasing: text[start..<lineEnd])
            fields.bytes.append(contentsOf: line)
            var from = 0
            while true {
                let (trimmed, end) = unquotedField(in: line, from: from, separator: separator)
                fields.ranges.append(trims ? trimmed : from..<end)
                guard end < line.count else { break }
                from = end + 1
            }
            return afterLineEnd(text, at: lineEnd, lineEnds: 0)
        }
        var fieldStart = 0              // where the current field starts in `fields.bytes`
        var quoted = false              // inside a quoted field
        var quoteOffset = 0             // where it opened, in `text`
        var wasQuoted = false           // the current field was quoted and has closed
        var atFieldStart = true
        var lineEnds = 0                // inside quoted fields
        func endField() {
            if trims && !wasQuoted {    // an unquoted field: spaces and tabs around it are not part of it
                var end = fields.bytes.count
                while end > fieldStart, fields.bytes[end - 1] == space || fields.bytes[end - 1] == tab { end -= 1 }
                var start = fieldStart
                while start < end, fields.bytes[start] == space || fields.bytes[start] == tab { start += 1 }
                if start > fieldStart || end < fields.bytes.count {
                    fields.bytes.removeSubrange(end...)
                    fields.bytes.removeSubrange(fieldStart..<start)
                }
            }
            fields.ranges.append(fieldStart..<fields.bytes.count)
            fieldStart = fields.bytes.count
        }
        var index = start
        while index < text.count {
            let byte = text[index]
            index += 1
            if quoted {
                if byte == quote { quoted = false; wasQuoted = true; continue }
                if byte == lf || (byte == cr && (index == text.count || text[index] != lf)) { lineEnds += 1 }
                fields.bytes.append(byte)
                continue
            }
            if byte == separator {
                endField()
                wasQuoted = false; atFieldStart = true
                continue
            }
            if byte == lf || byte == cr {
                endField()
                return afterLineEnd(text, at: index - 1, lineEnds: lineEnds)
            }
            if byte == quote {
                if wasQuoted { fields.bytes.append(quote); quoted = true; wasQuoted = false; continue }   // "" inside quotes
                if atFieldStart || (trims && fields.bytes[fieldStart...].allSatisfy({ $0 == space || $0 == tab })) {
                    fields.bytes.removeSubrange(fieldStart...)
                    quoted = true; atFieldStart = false; quoteOffset = index - 1
                    continue
                }
                fields.bytes.append(byte)   // a quote inside an unquoted field is kept as written
                atFieldStart = false
                continue
            }
            if wasQuoted {
                guard trims, byte == space || byte == tab else {
                    throw FieldError(unexpected: character(in: text, at: index - 1), field: fields.count + 1, lineEnds: lineEnds)
                }
                continue
            }
            fields.bytes.append(byte)
            atFieldStart = false
        }
        if quoted { return .openQuote(quoteOffset: quoteOffset) }
        endField()
        return .complete(next: text.count, lineEnds: lineEnds)
    }

    /// The record's end at `index` (a line end, or the end of `text`): where the next starts.
    private static func afterLineEnd(_ text: UnsafeBufferPointer<UInt8>, at index: Int, lineEnds: Int) -> RecordEnd {
        guard index < text.count else { return .complete(next: index, lineEnds: lineEnds) }
        let crlf = text[index] == UInt8(ascii: "\r") && index + 1 < text.count && text[index + 1] == UInt8(ascii: "\n")
        return .complete(next: index + (crlf ? 2 : 1), lineEnds: lineEnds + 1)
    }

    /// The first LF or CR at or after `start`, or the end of `text`.
    private static func firstLineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let base = text.baseAddress!
        let lf = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? text.count
        return memchr(base + start, Int32(UInt8(ascii: "\r")), lf - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? lf
    }

    /// Line ends in `bytes`: each LF, CRLF or lone CR once.
    public static func lineEnds(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { if previous != UInt8(ascii: "\r") { count += 1 } } else if byte == UInt8(ascii: "\r") { count += 1 }
            previous = byte
        }
        return count
    }

    /// In a record without a quote, the field starting at `start`: where it ends (at the next
    /// separator, found with memchr, or the end of `text`) and its bytes without the spaces and
    /// tabs around them, what the byte-by-byte loop of `parseRecord` gives for it.
    @inline(__always)
    static func unquotedField(in text: UnsafeBufferPointer<UInt8>, from start: Int, separator: UInt8) -> (trimmed: Range<Int>, end: Int) {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        guard let base = text.baseAddress else { return (0..<0, 0) }
        let end = memchr(base + start, Int32(separator), text.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? text.count
        var first = start, last = end
        while first < last, text[first] == space || text[first] == tab { first += 1 }
        while last > first, text[last - 1] == space || text[last - 1] == tab { last -= 1 }
        return (first..<last, end)
    }

    /// The character starting at `index`, for a message: its lead byte and continuation bytes.
    static func character(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[index..<end]), as: UTF8.self)
    }
}
