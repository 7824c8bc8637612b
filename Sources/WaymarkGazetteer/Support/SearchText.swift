import Foundation

/// How search sees text: folded (case, diacritics, width) and cut into words at anything that is
/// not a letter or digit, which is what FTS5's `unicode61` tokenizer does. The build and the
/// query side both use this, so a prefix table built from names matches what a user types.
///
/// ```swift
/// SearchText.words("Île-de-France")          // ["ile", "de", "france"]
/// SearchText.compact("Machu Picchu")          // "machupicchu"
/// ```
public enum SearchText {
    /// The words of `text`, folded (`TextFolding.fold`): what a user's query and a name are
    /// compared by.
    public static func words(_ text: String) -> [String] {
        split(TextFolding.fold(text))
    }

    /// Words with case folded but diacritics kept: what to hand FTS5, whose tokenizer removes the
    /// diacritics it knows itself (Latin ones) and keeps others (Greek tonos), exactly as it did
    /// when it indexed the names.
    public static func wordsForIndex(_ text: String) -> [String] {
        split(text.lowercased())
    }

    /// A name of two to six words written as one ("Machu Picchu" → "machupicchu", "Den Haag" →
    /// "denhaag"), folded, so that spaces and hyphens do not matter to search; nil for one word.
    public static func compact(_ text: String) -> String? {
        let parts = words(text)
        guard (2...6).contains(parts.count) else { return nil }
        return parts.joined()
    }

    /// Words of `text` as written (no folding): letters and digits, with their combining marks.
    public static func split(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.split { !(($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A)) }
                .map { String(decoding: $0, as: UTF8.self) }
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        // Taken once: each use of `CharacterSet.alphanumerics` makes a new set.
        let letters = CharacterSet.alphanumerics, marks = CharacterSet.nonBaseCharacters
        for scalar in text.unicodeScalars {
            // A combining mark belongs to the letter before it; alone it starts no word.
            if letters.contains(scalar) || (!current.isEmpty && marks.contains(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }
}
