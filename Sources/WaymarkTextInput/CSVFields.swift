/// Splits CSV records into fields (RFC 4180 as spreadsheets write it): fields separated by
/// commas; a field in double quotes may hold commas, doubled quotes ("") and line ends.
public enum CSVFields {
    /// How a line left a record: complete, or inside a quoted field that continues on the next line.
    public enum Outcome: Equatable {
        case complete([String])
        case openQuote
    }

    /// Parses `text` (one line, or several joined by "\n" while a quoted field stays open).
    /// Spaces around a quoted field are ignored; anything else after its closing quote is refused.
    public static func parse(_ text: String, separator: Character = ",") throws -> Outcome {
        var fields: [String] = []
        var field = ""
        var quoted = false          // inside a quoted field
        var wasQuoted = false       // the current field was quoted and has closed
        var atFieldStart = true
        for character in text {
            if quoted {
                if character == "\"" { quoted = false; wasQuoted = true } else { field.append(character) }
                continue
            }
            if character == separator {
                fields.append(wasQuoted ? field : String(field.trimmingSpaces))
                field = ""; wasQuoted = false; atFieldStart = true
                continue
            }
            if character == "\"" {
                if wasQuoted { field.append("\""); quoted = true; wasQuoted = false; continue }   // "" inside quotes
                if atFieldStart || field.allSatisfy({ $0 == " " || $0 == "\t" }) { field = ""; quoted = true; atFieldStart = false; continue }
                field.append(character)   // a quote inside an unquoted field is kept as written
                continue
            }
            if wasQuoted {
                guard character == " " || character == "\t" else {
                    throw FieldError("unexpected '\(character)' after a closing quote (write a quote inside a quoted field as \"\")")
                }
                continue
            }
            field.append(character)
            atFieldStart = false
        }
        if quoted { return .openQuote }
        fields.append(wasQuoted ? field : String(field.trimmingSpaces))
        return .complete(fields)
    }

    public struct FieldError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
