import Foundation

/// How names are compared: case and diacritics folded, the way FTS5's
/// `unicode61 remove_diacritics 2` tokenizer sees them, so that de-duplication at build time and
/// matching at query time agree.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// A folded key that also ignores punctuation and spacing ("St. John's" == "st johns").
    public static func key(_ text: String) -> String {
        String(fold(text).unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The German transliteration (ä→ae, ö→oe, ü→ue, ß→ss), so "muenchen" finds München.
    /// Nil when the name has none of those letters.
    public static func germanTransliteration(_ text: String) -> String? {
        guard text.contains(where: { "äöüÄÖÜß".contains($0) }) else { return nil }
        var out = ""
        for ch in text {
            switch ch {
            case "ä": out += "ae"
            case "ö": out += "oe"
            case "ü": out += "ue"
            case "Ä": out += "Ae"
            case "Ö": out += "Oe"
            case "Ü": out += "Ue"
            case "ß": out += "ss"
            default: out.append(ch)
            }
        }
        return out
    }
}
