import WaymarkTextInput

/// The timeline readers build one element at a time (a visit, a segment) as WaymarkTextInput's
/// `JSONValue`, never a whole file; these accessors keep their field lookups short.
extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var string: String? { if case .string(let s) = self { return s } else { return nil } }

    /// A number, or a string holding one (the iOS export writes numbers as strings).
    var number: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s)
        default: return nil
        }
    }

    var array: [JSONValue] { if case .array(let a) = self { return a } else { return [] } }

    /// Reads, from `scanner`, the value whose first token is `first`. A key met twice is noted
    /// by the scanner (`duplicateKey`), and the reader refuses the element.
    static func read(_ scanner: JSONScanner, first: JSONScanner.Token) throws -> JSONValue {
        switch first {
        case .beginObject:
            var members: [String: JSONValue] = [:]
            while true {
                let token = try scanner.next()
                if token == .endObject { return .object(members) }
                let key = scanner.text
                let value = try read(scanner, first: try scanner.next())
                if members[key] == nil { members[key] = value }
            }
        case .beginArray:
            var items: [JSONValue] = []
            while true {
                let token = try scanner.next()
                if token == .endArray { return .array(items) }
                items.append(try read(scanner, first: token))
            }
        case .string, .key: return .string(scanner.text)
        case .number: return .number(scanner.double ?? .nan)
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null, .end, .endArray, .endObject: return .null
        }
    }
}

extension JSONScanner {
    /// The string in hand read as an ISO 8601 instant.
    var instant: Int64? { InstantParser.seconds(bytes) }
}
