import Foundation

/// Any JSON value, with its real type (a `true` is never mistaken for the number 1). Built by
/// `JSONScanner`, the one JSON tokenizer, one element at a time (a record, a visit), never a whole
/// large file.
///
/// ```swift
/// let value = try JSONValue.parse(Data(#"{"name": "Oslo", "visits": [1, 2]}"#.utf8))
/// value["name"]?.string          // "Oslo"
/// value["visits"]?.array.count   // 2
/// ```
public enum JSONValue: Equatable {
    /// A string, escapes decoded.
    case string(String)
    /// A number, as a Double.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array's items, in order.
    case array([JSONValue])
    /// An object's members by key; of a key met twice, the first value.
    case object([String: JSONValue])

    /// Parses one JSON text; the error says briefly why. Of a key met twice in one object the
    /// first value is kept.
    ///
    /// ```swift
    /// try JSONValue.parse(Data(#"{"lat": 52.5, "lon": "13.4"}"#.utf8))["lat"]?.number   // 52.5
    /// ```
    public static func parse(_ bytes: Data) throws -> JSONValue {
        let scanner = JSONScanner(data: bytes)
        do {
            let first = try scanner.next()
            guard first != .end else { throw Invalid(description: "not valid JSON") }
            let value = try read(scanner, first: first)
            _ = try scanner.next()   // throws on anything after the value
            return value
        } catch is JSONScanner.Failure {
            throw Invalid(description: "not valid JSON")
        }
    }

    struct Invalid: Error, CustomStringConvertible { var description: String }

    /// Reads, from `scanner`, the value whose first token is `first`. A key met twice is noted
    /// by the scanner (`duplicateKey`), for a reader that refuses the element; the value kept is
    /// the first.
    /// - Throws: `JSONScanner.Failure` where the JSON is malformed or cut short.
    public static func read(_ scanner: JSONScanner, first: JSONScanner.Token) throws -> JSONValue {
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

    /// A scalar as text, the way a CSV cell would hold it: numbers in their shortest form.
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        default: return nil
        }
    }

    /// An object's member; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// A string's text; nil for anything else (a number is not turned into text: see `text`).
    public var string: String? { if case .string(let s) = self { return s } else { return nil } }

    /// A number, or a string holding one (the iOS location export writes numbers as strings).
    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s)
        default: return nil
        }
    }

    /// A whole number, or a string holding one; a fractional number is cut to its whole part.
    public var integer: Int? {
        switch self {
        case .number(let n): return n.isFinite && abs(n) < 9e18 ? Int(n) : nil
        case .string(let s): return Int(s)
        default: return nil
        }
    }

    /// An array's items; empty for anything else.
    public var array: [JSONValue] { if case .array(let a) = self { return a } else { return [] } }
}
