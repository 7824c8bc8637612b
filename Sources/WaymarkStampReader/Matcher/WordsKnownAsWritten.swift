extension StampMatcher {
    /// How many different words of `raw` written in letters outside ASCII the matcher knows
    /// exactly as they are written: a place's name in its own script ("مطار مسقط", "日本国"), or a
    /// stamp's own word (entry, exit, airport, port, border: "دخول", "入境"). A name may carry a
    /// short ending ("日本国", Japan's name and "country"; "ÍSLANDS"): real words are inflected.
    /// Nothing read with letters repaired or lost counts, nor anything found only once the text
    /// is put in Latin letters.
    ///
    /// This tells a script model's reading from junk: a model shown its own script reads real
    /// words, while a model shown another script reads letters that spell nothing, though they
    /// may, put in Latin letters, spell something by chance ("ไร้สีช์" as "rị̂ s̄īch̒").
    ///
    /// ```swift
    /// try matcher.wordsKnownAsWritten("مطار مسقط")  // 2: an airport word and Muscat
    /// try matcher.wordsKnownAsWritten("ไดฉับ๑")     // 0
    /// ```
    public func wordsKnownAsWritten(_ raw: String) throws -> Int {
        let text = StampText(raw)
        var known = Set<String>()
        for token in text.tokens where Self.writtenInAnotherScript(token.original) && StampVocabulary.isStampVocabulary(token.folded) {
            known.insert(token.folded)
        }
        let found = try StampSignalReader(index: index, text: text, context: StampContext(text), cities: cities).findings() + hanVariantFindings(text)
        for finding in found where !finding.misread && Self.writtenInAnotherScript(finding.text) {
            known.insert(StampText.fold(finding.text))
        }
        return known.count
    }

    /// At least two letters outside ASCII: one alone is too easily read by chance.
    static func writtenInAnotherScript(_ word: String) -> Bool {
        StampText.lettersOutsideASCII(word) >= 2
    }
}
