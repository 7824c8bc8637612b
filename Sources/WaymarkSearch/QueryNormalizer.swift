import Foundation
import WaymarkGazetteer

/// Turns raw input into search words that cannot be FTS5 syntax.
///
/// Case and diacritics are folded and the text is cut at every character that is not a letter or
/// digit, so quotes, `*`, `:`, parentheses and `^` never reach FTS5; the words are then quoted
/// when the FTS query is built, so `AND`, `OR`, `NOT` and `NEAR` are plain words. Input is capped
/// (a pasted 10 KB string costs no more than a long name).
public enum QueryNormalizer {
    /// Characters of the input read; the rest is ignored.
    public static let maximumCharacters = 200
    /// Words kept; later ones are ignored.
    public static let maximumWords = 12
    /// Characters kept of each word.
    public static let maximumWordLength = 48

    /// The search words of `text`: case and diacritics folded, cut at every character that is not a
    /// letter or digit, capped as above.
    ///
    /// ```swift
    /// QueryNormalizer.words("São Paulo (\"SP\")*")   // ["sao", "paulo", "sp"]
    /// ```
    public static func words(_ text: String) -> [String] {
        capped(SearchText.words(String(text.prefix(maximumCharacters))))
    }

    /// The same words with diacritics kept, for FTS5 (see `SearchText.wordsForIndex`).
    public static func indexWords(_ text: String) -> [String] {
        capped(SearchText.wordsForIndex(String(text.prefix(maximumCharacters))))
    }

    static func capped(_ words: [String]) -> [String] {
        Array(words.prefix(maximumWords).map { String($0.prefix(maximumWordLength)) })
    }

    /// The FTS5 expression for `words`: each word quoted as a string, with `*` for prefix search.
    /// Words are letters and digits only, so a quote can never appear inside one.
    /// Combining marks left inside a word (after composing what can be composed) are separators to
    /// FTS5's tokenizer, which would make the word a phrase; the index (`detail=none`) answers no
    /// phrases, so such a word is handed over as its pieces.
    /// Latin combining diacritics (U+0300–U+036F, as in "i̇", the lower case of "İ") are dropped,
    /// as the tokenizer drops them when it indexes.
    /// With `lastWordOnlyIsPrefix`, only the last word gets the `*`.
    public static func ftsExpression(_ words: [String], prefix: Bool, lastWordOnlyIsPrefix: Bool = false) -> String {
        let pieces = words.flatMap { word in
            word.precomposedStringWithCanonicalMapping.unicodeScalars
                .filter { !(0x300...0x36F).contains($0.value) }
                .split { CharacterSet.nonBaseCharacters.contains($0) }
                .map { String(String.UnicodeScalarView($0)) }
        }.filter { !$0.isEmpty }
        return pieces.enumerated().map { index, piece in
            let star = prefix && (!lastWordOnlyIsPrefix || index == pieces.count - 1)
            return "\"\(piece)\"" + (star ? "*" : "")
        }.joined(separator: " ")
    }
}
