/// A small JSON tree, built for one element of a timeline at a time (a visit, a segment), never
/// for a whole file.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
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

    /// Reads the value whose first token is `first`.
    static func read(_ scanner: JSONScanner, first: JSONScanner.Token) throws -> JSONValue {
        switch first {
        case .beginObject:
            var members: [(String, JSONValue)] = []
            while true {
                let token = try scanner.next()
                if token == .endObject { return .object(members) }
                let key = scanner.text
                members.append((key, try read(scanner, first: try scanner.next())))
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
