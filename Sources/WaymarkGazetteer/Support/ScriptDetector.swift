/// Which ISO 15924 script a name is written in, for the scripts GeoNames alternates use: the
/// gazetteer build keeps a city's names in its own country's script by it, and the stamp matcher
/// tells a name in a script its country never writes by it.
///
/// ```swift
/// ScriptDetector.script(of: "Αθήνα")  // "Grek"
/// ScriptDetector.script(of: "東京")    // "Hani": kana count as Han
/// ScriptDetector.script(of: "Athens")  // nil: Latin
/// ```
public enum ScriptDetector {
    static let ranges: [(code: String, range: ClosedRange<UInt32>)] = [
        ("Grek", 0x0370...0x03FF), ("Cyrl", 0x0400...0x052F), ("Armn", 0x0530...0x058F), ("Hebr", 0x0590...0x05FF),
        ("Arab", 0x0600...0x06FF), ("Thaa", 0x0780...0x07BF), ("Deva", 0x0900...0x097F), ("Beng", 0x0980...0x09FF),
        ("Guru", 0x0A00...0x0A7F), ("Gujr", 0x0A80...0x0AFF), ("Orya", 0x0B00...0x0B7F), ("Taml", 0x0B80...0x0BFF),
        ("Telu", 0x0C00...0x0C7F), ("Knda", 0x0C80...0x0CFF), ("Mlym", 0x0D00...0x0D7F), ("Sinh", 0x0D80...0x0DFF),
        ("Thai", 0x0E00...0x0E7F), ("Laoo", 0x0E80...0x0EFF), ("Tibt", 0x0F00...0x0FFF), ("Mymr", 0x1000...0x109F),
        ("Geor", 0x10A0...0x10FF), ("Hang", 0x1100...0x11FF), ("Ethi", 0x1200...0x137F), ("Khmr", 0x1780...0x17FF),
        ("Mong", 0x1800...0x18AF), ("Kana", 0x3040...0x30FF), ("Hani", 0x4E00...0x9FFF), ("Hang", 0xAC00...0xD7AF),
    ]

    /// The script most of the name's letters are in, or nil for Latin and unknown scripts.
    public static func script(of name: String) -> String? {
        var counts: [String: Int] = [:]
        for scalar in name.unicodeScalars {
            if let hit = ranges.first(where: { $0.range.contains(scalar.value) }) { counts[hit.code == "Kana" ? "Hani" : hit.code, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
