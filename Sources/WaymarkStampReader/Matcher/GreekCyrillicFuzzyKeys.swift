/// Country and airport names written in Greek or Cyrillic letters, long enough to be matched with
/// one letter misread, as `StampPlaceIndex.fuzzyKeys` holds the Latin ones: the Cyrillic model
/// reads ШЕРЕМЕТЬЕВО, worn, as "ШЕРЕМЕТЖЕВО". Every letter of both alphabets takes two bytes in
/// UTF-8, so a name and a reading are compared two bytes, one letter, at a time. Made from the
/// index's final names when a stamp first holds such letters; not stored with the index.
struct GreekCyrillicFuzzyKeys {
    /// Keys (UTF-8) and what they name, by key bytes and then by target: the same order in every
    /// process, so ties between names resolve alike.
    let keys: [(key: [UInt8], target: StampPlaceIndex.Target)]

    init(index: StampPlaceIndex) {
        var keys: [(key: [UInt8], target: StampPlaceIndex.Target)] = []
        for key in index.countryKeys.keys where Self.isLongGreekOrCyrillic(key) {
            for code in index.countryKeys[key]!.sorted() { keys.append((Array(key.utf8), .country(code))) }
        }
        for key in index.airportNameKeys.keys where Self.isLongGreekOrCyrillic(key) {
            for airport in index.airportNameKeys[key]!.sorted() { keys.append((Array(key.utf8), .airport(airport))) }
        }
        self.keys = keys.sorted { a, b in a.key != b.key ? a.key.lexicographicallyPrecedes(b.key) : a.target.order < b.target.order }
    }

    /// Whether `key` (folded) is all Greek or Cyrillic letters, at least
    /// `StampPlaceIndex.shortestFuzzyKey` of them.
    static func isLongGreekOrCyrillic(_ key: String) -> Bool {
        key.unicodeScalars.count >= StampPlaceIndex.shortestFuzzyKey && key.unicodeScalars.allSatisfy(isGreekOrCyrillic)
    }

    static func isGreekOrCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x0370...0x04FF).contains(scalar.value) }

    /// Whether the two bytes at `offset` of `bytes` are one letter of two bytes.
    static func isTwoByteLetter(_ bytes: [UInt8], at offset: Int) -> Bool {
        offset + 1 < bytes.count && (0xC2...0xDF).contains(bytes[offset]) && bytes[offset + 1] & 0xC0 == 0x80
    }
}
