import Foundation
import WaymarkGazetteer

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

extension ScriptDetector {
    /// CLDR's likely script for a territory, in the detector's terms (Japanese and Chinese
    /// territories read Han; Korean reads Hangul).
    static func normalised(_ cldrScript: String) -> String {
        switch cldrScript {
        case "Jpan", "Hans", "Hant": return "Hani"
        case "Kore": return "Hang"
        default: return cldrScript
        }
    }

    /// Whether `name` is written in the territory's likely script (CLDR's code); false when the
    /// territory has none, and for Latin names, which the detector does not name.
    ///
    ///     ScriptDetector.matches("東京", territoryScript: "Jpan")  // true: Japanese reads as Han
    public static func matches(_ name: String, territoryScript: String?) -> Bool {
        guard let territoryScript else { return false }
        return script(of: name) == normalised(territoryScript)
    }
}
