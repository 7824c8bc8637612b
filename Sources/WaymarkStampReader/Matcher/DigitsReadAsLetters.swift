/// Digits OCR reads for the capitals they look like, inside a word: "ANC0NA", "CALA1S",
/// "SAN YSIDR0", "FAR0"; and an exclamation mark or a bar for an I ("KUSADAS!", "TALL|NN"). A word of
/// three letters or more with one or two such signs among them, fewer than its letters, is a
/// word with letters misread, never a number: numbers on a stamp (dates, a stamp's own number, a
/// visa class "B2", a month read "FE8") have fewer letters. So is a small l among capitals, an I
/// ("FlJI"). The token keeps what was read (the evidence shows "ANC0NA"); it is matched as the
/// word.
///
/// ```swift
/// DigitsReadAsLetters.repaired("ANC0NA") // "ANCONA"
/// DigitsReadAsLetters.repaired("2O16")   // "2O16": a year with a letter misread, left alone
/// ```
enum DigitsReadAsLetters {
    /// Each digit with the capital it is read for (a 1 is as often an L as an I: the misread
    /// letters' I–L pair puts the other back where a name needs it), and the exclamation mark
    /// kept inside a word (`keepingMarksReadAsI`).
    static let letters: [Character: Character] = ["0": "O", "1": "I", "5": "S", "8": "B", exclamationInWord: "I"]

    /// What an exclamation mark touching a capital is kept as inside its word: U+01C3, a letter
    /// that prints as "!", so the line splits into words as it was read ("KUSADASǃ"), where a
    /// mark would cut the word there.
    static let exclamationInWord: Character = "\u{01C3}"

    /// `line` with each "!" that touches a capital (before or after it, and no small letter
    /// beside it) kept as a letter of its word: stamps print no exclamation marks, and OCR reads
    /// a worn I as one ("HELSINK! SATAMA", "L!MAN!").
    ///
    ///     DigitsReadAsLetters.keepingMarksReadAsI("VAAL!MAA")  // "VAALǃMAA"
    ///
    /// A bar between two capitals is an I too ("TALL|NN"): a frame's line stands beside a word,
    /// not inside it.
    static func keepingMarksReadAsI(_ line: String) -> String {
        guard line.contains("!") || line.contains("|") else { return line }
        let characters = Array(line)
        return String(characters.indices.map { i in
            guard characters[i] == "!" || characters[i] == "|" else { return characters[i] }
            let before = i > 0 ? characters[i - 1] : " ", after = i + 1 < characters.count ? characters[i + 1] : " "
            if characters[i] == "|" { return before.isUppercase && after.isUppercase ? exclamationInWord : "|" }
            let touchesCapital = before.isUppercase || after.isUppercase
            return touchesCapital && !before.isLowercase && !after.isLowercase ? exclamationInWord : "!"
        })
    }
    /// A word in capitals with a small l or two among them, fewer than its capitals, read with
    /// capital I's: a sans-serif I and l are the same stroke, and OCR reads an I between
    /// capitals as l ("REPUBLIC OF FlJI"). Nil for any other word.
    ///
    ///     DigitsReadAsLetters.smallLAmongCapitals("FlJI")  // "FIJI"
    static func smallLAmongCapitals(_ word: String) -> String? {
        let small = word.filter(\.isLowercase), capitals = word.filter(\.isUppercase).count
        guard !small.isEmpty, small.allSatisfy({ $0 == "l" }), small.count <= mostDigits, small.count < capitals,
              small.count + capitals >= fewestLetters, word.allSatisfy(\.isLetter) else { return nil }
        return String(word.map { $0 == "l" ? "I" : $0 })
    }

    /// The fewest letters a word needs, and the most digits it may hold, to be read this way.
    static let fewestLetters = 3
    static let mostDigits = 2

    static func repaired(_ word: String) -> String {
        if let capitals = smallLAmongCapitals(word) { return capitals }
        var digits = 0, lettersRead = 0
        for ch in word {
            if letters[ch] != nil {
                digits += 1
            } else if ch.isLetter {
                lettersRead += 1
            } else {
                return word
            }
        }
        guard digits > 0, digits <= mostDigits, digits < lettersRead, lettersRead >= fewestLetters else { return word }
        // Written in small letters, the word is read in small letters.
        let small = word.contains(where: \.isLowercase) && !word.contains(where: \.isUppercase)
        return String(word.map { ch in letters[ch].map { small ? Character($0.lowercased()) : $0 } ?? ch })
    }
}
