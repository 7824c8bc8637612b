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
