/// Words that are OCR's reading of specks, frame lines and the edges of letters, not of print:
/// stamps print capitals (or, typed, a word in small letters or capitalized), so a short word
/// with a small letter before a capital ("cA", "oD", "aN") is noise, and begins no name (it made
/// "cA DA" a name of Chad on a stamp reading "ĐÀ NẴNG").
enum OCRNoise {
    /// Words up to this many letters are judged by their case.
    static let shortWord = 3

    static func isNoise(_ word: String) -> Bool {
        let letters = Array(word.filter(\.isLetter))
        guard letters.count <= shortWord, letters.count >= 2 else { return false }
        return zip(letters, letters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }
}
