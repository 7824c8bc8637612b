/// Latin capitals OCR reads for one another on a worn or unevenly inked stamp: a bowl or a bar
/// that did not take ("O" read as "C", "E" as "F", "R" as "P", "B" as "R", "I" as "T"). A word
/// that names nothing as read may name a place with one such letter put back ("NAPCLI" is
/// NAPOLI, "KPAKOW" KRAKÓW, "ROSZKF" RÖSZKE).
///
/// ```swift
/// LatinMisreadLetters.readings(of: "napcli") // ["napoli", "naprli", …]
/// ```
enum LatinMisreadLetters {
    /// Each folded letter with the letters its print is read as, both ways: a stroke lost or a
    /// speck added turns one into the other.
    static let confused: [Character: String] = {
        let pairs = ["oc", "oq", "od", "cg", "ef", "fp", "pr", "rb", "it", "il", "ij", "uv", "vy", "mn", "nh", "kx"]
        var table: [Character: String] = [:]
        for pair in pairs {
            let a = pair.first!, b = pair.last!
            table[a, default: ""].append(b)
            table[b, default: ""].append(a)
        }
        return table
    }()

    /// Letters a word needs before one of them is put back: a short word with one letter
    /// changed names some village everywhere.
    static let shortestWord = 6

    /// The words `word` (folded, plain letters a–z) may be with one letter put back, in a fixed order.
    static func readings(of word: String) -> [String] {
        let letters = Array(word)
        guard letters.count >= shortestWord, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
        var found: [String] = []
        for (at, letter) in letters.enumerated() {
            for other in confused[letter] ?? "" {
                var changed = letters
                changed[at] = other
                found.append(String(changed))
            }
        }
        return found
    }
}
