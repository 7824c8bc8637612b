import Foundation

/// The one JSON style of everything Waymark prints or writes: snake_case keys (property names
/// are converted, dictionary keys are data and kept as they are), real booleans and numbers,
/// sorted keys so output diffs cleanly, `lat`/`lon` for coordinates.
public enum WaymarkJSON {
    /// `pretty` for documents a person reads (`--json`, exports); compact for one record per line.
    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Reads what `encoder` writes, and the camelCase keys and `latitude`/`longitude` of files
    /// written before the style was shared, so old exports still import.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            let key = path.last!.stringValue
            return Key(legacyNames[key] ?? camelCase(key))
        }
        return decoder
    }

    /// Encodes to a string (UTF-8).
    public static func string<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)
    }

    static let legacyNames = ["latitude": "lat", "longitude": "lon"]

    static func camelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let words = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        return String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
}

extension WaymarkJSON {
    /// A decoding failure in plain words, naming where in the document it is
    /// (`places[2].lat`), without the decoder's internal structures.
    public static func explain(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ codingPath: [CodingKey], _ last: CodingKey? = nil) -> String {
            var text = ""
            for key in codingPath + (last.map { [$0] } ?? []) {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + snakeCase(key.stringValue) }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath, key)) is missing"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)) is null or missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(describe(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(path(context.codingPath)) has a value that cannot be read"
        @unknown default:
            return "it cannot be read"
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return type is any Collection.Type ? "a list" : "an object"
        }
    }

    static func snakeCase(_ key: String) -> String {
        var out = ""
        for character in key {
            if character.isUppercase { out += "_" + character.lowercased() } else { out.append(character) }
        }
        return out
    }
}
