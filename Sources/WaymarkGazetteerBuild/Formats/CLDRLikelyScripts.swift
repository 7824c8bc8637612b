import Foundation

/// Reads CLDR's `supplemental/likelySubtags.xml` for the script most likely used in each
/// territory (`und_GR` → `el_Grek_GR` gives GR → Grek). The build uses it to keep a city's names
/// in its own country's script when it bounds alternate names.
///
/// ```swift
/// let scripts = try CLDRLikelyScripts.read(url: likelySubtagsURL)
/// scripts["GR"]   // "Grek"
/// ```
public enum CLDRLikelyScripts {
    /// Each territory's likely script (ISO 15924), by ISO alpha-2 code.
    /// - Throws: `SourceError` when the file cannot be read or lists no territory.
    public static func read(url: URL) throws -> [String: String] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SourceError(file: url.path, "cannot read: \(error.localizedDescription)")
        }
        var scripts: [String: String] = [:]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains("<likelySubtag"), let from = attribute("from", in: line), let to = attribute("to", in: line) else { continue }
            let fromParts = from.split(separator: "_"), toParts = to.split(separator: "_")
            guard fromParts.count == 2, fromParts[0] == "und", fromParts[1].count == 2, toParts.count == 3 else { continue }
            scripts[String(fromParts[1])] = String(toParts[1])
        }
        guard !scripts.isEmpty else { throw SourceError(file: url.path, "no territory entries (und_XX) found") }
        return scripts
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: "\(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// Which ISO 15924 script a name is written in, for the scripts GeoNames alternates use.
///
/// ```swift
/// ScriptDetector.script(of: "Αθήνα")                            // "Grek"
/// ScriptDetector.matches("東京", territoryScript: "Jpan")       // true: Japanese reads as Han
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

    /// CLDR's likely script for a territory, in the detector's terms (Japanese and Chinese
    /// territories read Han; Korean reads Hangul).
    static func normalised(_ cldrScript: String) -> String {
        switch cldrScript {
        case "Jpan", "Hans", "Hant": return "Hani"
        case "Kore": return "Hang"
        default: return cldrScript
        }
    }

    /// The script most of the name's letters are in, or nil for Latin and unknown scripts.
    public static func script(of name: String) -> String? {
        var counts: [String: Int] = [:]
        for scalar in name.unicodeScalars {
            if let hit = ranges.first(where: { $0.range.contains(scalar.value) }) { counts[hit.code == "Kana" ? "Hani" : hit.code, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Whether `name` is written in the territory's likely script (CLDR's code); false when the
    /// territory has none, and for Latin names, which the detector does not name.
    public static func matches(_ name: String, territoryScript: String?) -> Bool {
        guard let territoryScript else { return false }
        return script(of: name) == normalised(territoryScript)
    }
}
