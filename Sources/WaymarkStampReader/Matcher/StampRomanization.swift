import Foundation

/// A stamp's text in Latin letters (ICU's transliteration, which Foundation exposes), read as a
/// second text: the airport sources name airports in Latin letters only, so "ВНУКОВО",
/// "ΘΕΣΣΑΛΟΝΙΚΗ" or "김해" find Vnukovo, Thessaloniki and Gimhae only once romanized.
enum StampRomanization {
    /// A romanized reading counts this share of a reading of the text as written.
    static let share = 0.85
    /// A country's name read only in Latin letters counts from this many letters: the gazetteer
    /// holds every country's names in the scripts that write them, so a short name found only in
    /// a transliteration is a syllable or two of junk ("シン", read by the Japanese model from a
    /// worn stamp, is "shin", one of China's names in some language).
    static let shortestCountryName = 5

    /// The text in Latin letters, or nil when it holds nothing to romanize. Scripts written
    /// without their vowels (Hebrew, Arabic, Persian, Urdu) do not trigger it: their consonants
    /// alone would match chance Latin words.
    static func romanized(_ text: StampText) -> String? {
        var lines = [[String]](repeating: [], count: text.lines.count)
        var triggered = false
        for token in text.tokens {
            // The stamp's own words are read as written: "机场" romanized is "jichang", which
            // is one letter from Yichang.
            guard !StampVocabulary.isStampVocabulary(token.folded) else { continue }
            if token.original.unicodeScalars.contains(where: triggers), !mixesUnspacedWithLatin(token.original) {
                guard let latin = token.original.applyingTransform(.toLatin, reverse: false) else { continue }
                // Soft signs and aspiration marks (ʹ ʻ) are not letters and would cut a word in two.
                let kept = latin.unicodeScalars.filter { $0.properties.generalCategory != .modifierLetter }
                lines[token.line].append(String(String.UnicodeScalarView(kept)))
                triggered = true
            } else {
                lines[token.line].append(token.original)
            }
        }
        return triggered ? lines.map { $0.joined(separator: " ") }.joined(separator: "\n") : nil
    }

    /// Whether a word holds letters of a script written without spaces (Han, Kana, Hangul, Thai…)
    /// beside Latin letters ("王eu", "JANE過OO"): no name is written so, and such a word is a
    /// model's junk read from marks, whose syllables romanized spell names by chance ("wángeu" is
    /// one letter from Hailang). It is left as read.
    ///
    ///     StampRomanization.mixesUnspacedWithLatin("內還王eu")  // true
    static func mixesUnspacedWithLatin(_ word: String) -> Bool {
        word.unicodeScalars.contains(where: UnspacedScripts.isUnspaced)
            && word.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
    }

    static func triggers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0370 && !(0x0590...0x08FF).contains(scalar.value) && scalar.properties.isAlphabetic
    }
}
