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
        try wordsKnown(raw, stampWords: Self.writtenInAnotherScript, names: Self.writtenInAnotherScript)
    }

    /// How many different single words of `raw` the matcher knows exactly as they are written,
    /// in any script: a stamp's own word of five letters or more ("ARRIVAL", "SADAM", "دخول"), or
    /// a place's name of seven or more ("TALLINNA"). This tells which way up a stamp was read:
    /// the letters of a stamp read upside down spell junk ("VNNITIVE", "WYOYS"), but a junk word
    /// can spell a small town's name ("SLON"; "CASSIS", SISSE upside down), and two junk words run
    /// together spell one ("SIT ia", Sitia). A stamp word, one of a few hundred, or a long
    /// name, is almost never read by chance.
    ///
    /// ```swift
    /// try matcher.longWordsKnownAsWritten("EESTI\nTALLINNA SADAM\nSISSE")  // 2: Tallinn and "harbour"
    /// try matcher.longWordsKnownAsWritten("Tt WYOYS VNNITIVE")             // 0
    /// ```
    public func longWordsKnownAsWritten(_ raw: String) throws -> Int {
        func oneWord(_ word: String, letters: Int) -> Bool {
            !word.contains(where: \.isWhitespace) && word.filter(\.isLetter).count >= letters
        }
        return try wordsKnown(raw, stampWords: { oneWord($0, letters: 5) }, names: { oneWord($0, letters: 7) })
    }

    /// The stamp words of `raw` that `stampWords` admits, read whole, and the names `names`
    /// admits, read without a letter repaired or lost.
    private func wordsKnown(_ raw: String, stampWords: (String) -> Bool, names: (String) -> Bool) throws -> Int {
        let text = StampText(raw)
        var known = Set<String>()
        for token in text.tokens where stampWords(token.original) && StampVocabulary.isStampVocabulary(token.folded) {
            known.insert(token.folded)
        }
        let found = try StampSignalReader(index: index, text: text, context: StampContext(text), cities: cities).findings() + hanVariantFindings(text)
        for finding in found where !finding.misread && names(finding.text) {
            known.insert(StampText.fold(finding.text))
        }
        return known.count
    }

    /// At least two letters outside ASCII: one alone is too easily read by chance.
    static func writtenInAnotherScript(_ word: String) -> Bool {
        StampText.lettersOutsideASCII(word) >= 2
    }
}
