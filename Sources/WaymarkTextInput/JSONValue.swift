import Foundation

/// Any JSON value, decoded with its real type (a `true` is never mistaken for the number 1).
public enum JSONValue: Decodable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses one JSON text; the error says briefly why, without the decoder's internals.
    public static func parse(_ bytes: Data) throws -> JSONValue {
        do { return try JSONDecoder().decode(JSONValue.self, from: bytes) } catch {
            throw Invalid(description: "not valid JSON")
        }
    }

    struct Invalid: Error, CustomStringConvertible { var description: String }

    /// A scalar as text, the way a CSV cell would hold it: numbers in their shortest form.
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        default: return nil
        }
    }
}
