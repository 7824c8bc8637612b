import Foundation

/// How names are compared: case and diacritics folded, the way FTS5's
/// `unicode61 remove_diacritics 2` tokenizer sees them, so that de-duplication at build time and
/// matching at query time agree.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        // Plain ASCII only needs lower case; Foundation's Unicode folding costs microseconds a
        // name, and search folds hundreds of alternate names of each candidate.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// A folded key that also ignores punctuation and spacing ("St. John's" == "st johns").
    public static func key(_ text: String) -> String {
        var text = text
        // Most names are plain ASCII; skip Foundation's Unicode folding for them.
        if let key = text.withUTF8({ asciiKey($0) }) { return key }
        return unicodeKey(text)
    }

    /// The key through Foundation's folding: right for any text, and what `asciiKey` must equal.
    static func unicodeKey(_ text: String) -> String {
        String(fold(text).unicodeScalars.filter { alphanumerics.contains($0) }.map(Character.init))
    }

    /// The key of plain ASCII text: letters in lower case and digits, nothing else; nil when the
    /// text is not plain ASCII. Read from the text's own bytes into the key's own storage: labels
    /// and search fold hundreds of thousands of names, and an iterator, an array and a copy per
    /// name cost ten times the folding.
    private static func asciiKey(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        for byte in utf8 where byte >= 0x80 { return nil }
        return String(unsafeUninitializedCapacity: utf8.count) { key in
            var count = 0
            for byte in utf8 {
                switch byte {
                case 0x41...0x5A: key[count] = byte + 0x20; count += 1
                case 0x61...0x7A, 0x30...0x39: key[count] = byte; count += 1
                default: continue
                }
            }
            return count
        }
    }

    /// Made once: Foundation's getter builds the set on every call, which cost more than the
    /// folding itself when it ran for every character of every name a batch labels.
    private static let alphanumerics = CharacterSet.alphanumerics

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
