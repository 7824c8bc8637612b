import Foundation

/// How search sees text: folded (case, diacritics, width) and cut into words at anything that is
/// not a letter or digit, which is what FTS5's `unicode61` tokenizer does. The build and the
/// query side both use this, so a prefix table built from names matches what a user types.
public enum SearchText {
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in TextFolding.fold(text).unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || CharacterSet.nonBaseCharacters.contains(scalar) {
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
