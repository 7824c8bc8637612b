import Foundation

/// Splits CSV records into fields (RFC 4180 as spreadsheets write it): fields separated by
/// commas; a field in double quotes may hold commas, doubled quotes ("") and line ends.
///
/// It works on UTF-8 bytes: the separator, the quote, spaces and tabs are ASCII, and no byte of a
/// multi-byte UTF-8 character is ASCII, so splitting bytes splits the same text as splitting
/// characters, without decoding a character or making a String per field.
public enum CSVFields {
    /// How a line left a record: complete, or inside a quoted field that continues on the next line.
    public enum Outcome: Equatable {
        case complete([String])
        case openQuote
    }

    /// Parses `text` (one line, or several joined by "\n" while a quoted field stays open).
    /// Spaces around a quoted field are ignored; anything else after its closing quote is refused.
    /// `separator` is an ASCII character.
    public static func parse(_ text: String, separator: Character = ",") throws -> Outcome {
        precondition(separator.isASCII, "a CSV separator is an ASCII character")
        var fields = Fields()
        var text = text
        let complete = try text.withUTF8 { try parse($0, separator: separator.asciiValue!, into: &fields) }
        return complete ? .complete(fields.strings()) : .openQuote
    }

    /// The fields of one record: their bytes, and where in them each field lies. Without a quote
    /// the bytes are the record as written and each field a trimmed run of them; with quotes,
    /// the fields one after another (quotes removed, doubled quotes undone, spaces and tabs
    /// around an unquoted field trimmed). Reused from record to record, so a row costs no
    /// allocation.
    struct Fields {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        var count: Int { ranges.count }

        func range(_ index: Int) -> Range<Int> { ranges[index] }
        func string(_ index: Int) -> String { String(decoding: bytes[range(index)], as: UTF8.self) }
        func strings() -> [String] { (0..<count).map(string) }
    }

    /// Parses one record's bytes into `fields` (replacing what it held). False while a quoted
    /// field is still open at the end (the record continues on the next line).
    static func parse(_ text: UnsafeBufferPointer<UInt8>, separator: UInt8, into fields: inout Fields) throws -> Bool {
        fields.bytes.removeAll(keepingCapacity: true)
        fields.ranges.removeAll(keepingCapacity: true)
        let quote = UInt8(ascii: "\""), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        guard let base = text.baseAddress, text.count > 0 else { fields.ranges.append(0..<0); return true }
        if memchr(base, Int32(quote), text.count) == nil {
            // No quote (nearly every row): the fields are runs of the text as written.
            fields.bytes.append(contentsOf: text)
            var start = 0
            while true {
                let (trimmed, end) = unquotedField(in: text, from: start, separator: separator)
                fields.ranges.append(trimmed)
                guard end < text.count else { return true }
                start = end + 1
            }
        }
        var fieldStart = 0              // where the current field starts in `fields.bytes`
        var quoted = false              // inside a quoted field
        var wasQuoted = false           // the current field was quoted and has closed
        var atFieldStart = true
        func endField() {
            if !wasQuoted {             // an unquoted field: spaces and tabs around it are not part of it
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
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if quoted {
                if byte == quote { quoted = false; wasQuoted = true } else { fields.bytes.append(byte) }
                continue
            }
            if byte == separator {
                endField()
                wasQuoted = false; atFieldStart = true
                continue
            }
            if byte == quote {
                if wasQuoted { fields.bytes.append(quote); quoted = true; wasQuoted = false; continue }   // "" inside quotes
                if atFieldStart || fields.bytes[fieldStart...].allSatisfy({ $0 == space || $0 == tab }) {
                    fields.bytes.removeSubrange(fieldStart...)
                    quoted = true; atFieldStart = false
                    continue
                }
                fields.bytes.append(byte)   // a quote inside an unquoted field is kept as written
                continue
            }
            if wasQuoted {
                guard byte == space || byte == tab else {
                    throw FieldError("unexpected '\(character(in: text, at: index - 1))' after a closing quote (write a quote inside a quoted field as \"\")")
                }
                continue
            }
            fields.bytes.append(byte)
            atFieldStart = false
        }
        if quoted { return false }
        endField()
        return true
    }

    /// In a record without a quote, the field starting at `start`: where it ends (at the next
    /// separator, found with memchr, or the end of `text`) and its bytes without the spaces and
    /// tabs around them, what the byte-by-byte loop of `parse` gives for it.
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

    public struct FieldError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
