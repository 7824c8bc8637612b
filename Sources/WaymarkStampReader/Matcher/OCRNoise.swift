/// Words that are OCR's reading of specks, frame lines and the edges of letters, not of print:
/// stamps print capitals (or, typed, a word in small letters or capitalized), so a short word
/// with a small letter before a capital ("cA", "oD", "aN") is noise, and begins no name (it made
/// "cA DA" a name of Chad on a stamp reading "ĐÀ NẴNG"). So is a word that repeats one or two
/// letters over and over ("IIIII", "لالال"): OCR's reading of a ring's hatching or a row of
/// dots, which names begin with only by chance ("لالال" holds La‘l, a village in Afghanistan).
enum OCRNoise {
    /// Words up to this many letters are judged by their case.
    static let shortWord = 3
    /// A word of this many letters or more that repeats a run of `longestRepeatedRun` letters or
    /// fewer is a pattern, not a word.
    static let shortestPattern = 5
    static let longestRepeatedRun = 2

    static func isNoise(_ word: String) -> Bool {
        let letters = Array(word.filter(\.isLetter))
        if isPattern(letters) { return true }
        guard letters.count <= shortWord, letters.count >= 2 else { return false }
        return zip(letters, letters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// Whether a name read from `first` on into `next` is pieced from noise: a short word of
    /// small letters (specks OCR read beside a word: "a", "et", "al") before a word that begins
    /// with a capital. A stamp prints capitals, and typed words are capitalized or all small;
    /// the two together are what a junk line holds ("a Mur", Amur; "et ON", Eton; "al Ne", Alne).
    ///
    /// ```swift
    /// OCRNoise.breaksTheCase("a", before: "Mur")    // true
    /// OCRNoise.breaksTheCase("de", before: "la")    // false
    /// OCRNoise.breaksTheCase("SAN", before: "JOSE") // false
    /// ```
    static func breaksTheCase(_ first: String, before next: String) -> Bool {
        guard (1...shortWord).contains(first.count), first.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
        return next.first(where: \.isLetter)?.isUppercase == true
    }

    /// Whether the letters repeat a run of one or two letters from first to last ("IIIII", "LALAL").
    static func isPattern(_ letters: [Character]) -> Bool {
        guard letters.count >= shortestPattern else { return false }
        let folded = letters.map { $0.lowercased() }
        return (1...longestRepeatedRun).contains { run in
            folded.indices.dropFirst(run).allSatisfy { folded[$0] == folded[$0 - run] }
        }
    }
}
