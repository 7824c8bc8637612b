/// What the calendar types share in reading and writing their fixed-width texts ("2024-02-29",
/// "02-29", "2024-02-29T09:30:00"): digits at known places, and one JSON string each.
enum CalendarText {
    /// The number written by `count` ASCII digits from `start` of `bytes`; nil when any is not a digit.
    static func number<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ start: Int, _ count: Int) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var value = 0
        for index in start ..< start + count {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// The value a JSON string holds, read by `read`; its error, when it throws, is the decoding error's cause.
    static func decode<Value>(_ decoder: Decoder, _ read: (String) throws -> Value) throws -> Value {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { return try read(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
        }
    }

    /// Writes `text` as one JSON string.
    static func encode(_ text: String, to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
