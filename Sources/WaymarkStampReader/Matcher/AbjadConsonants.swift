/// Names in the Arabic and Hebrew scripts compared with Latin ones by their consonants. Both
/// scripts write a name's consonants and leave most vowels out, and the airport sources name
/// airports in Latin letters only: "مطار حمد" is Hamad, "ہوائی اڈہ علامہ اقبال" Allama Iqbal,
/// "נמל התעופה רמון" Ramon once both are cut to "hmd", "kbl" and "rmn". Letters the two
/// alphabets tell apart and Latin spellings do not (ح and ه; س and ص; ت and ط) fall together,
/// as do the sounds Latin spells two ways (q and k, p and f); letters that also write vowels
/// (ا و ي, א ו י ע) and Latin's vowels are dropped, and so is a final h (ة, "Jeddah").
enum AbjadConsonants {
    /// Which alphabet a word is written in, for keeping each script's airports apart.
    enum Script: String { case arabic, hebrew }

    /// A skeleton needs this many consonants to name anything: fewer match by chance.
    static let shortest = 3

    /// The script of `word` when every letter of it is Arabic or Hebrew.
    static func script(of word: String) -> Script? {
        var found: Script?
        for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
            let script: Script
            switch scalar.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: script = .arabic
            case 0x0590...0x05FF: script = .hebrew
            default: return nil
            }
            if found != nil && found != script { return nil }
            found = script
        }
        return found
    }

    /// The consonant skeleton of a folded word in the Arabic or Hebrew script.
    static func skeleton(abjad word: String) -> String {
        var out: [Character] = []
        let letters = Array(word.unicodeScalars)
        for (n, scalar) in letters.enumerated() {
            guard let consonant = abjadConsonants[scalar] else { continue }
            // A final ه, ة or ה writes a vowel ("جدة", Jeddah; "علامہ", Allama).
            if consonant == "h", n == letters.count - 1, !["\u{062D}", "\u{05D7}"].contains(scalar) { continue }
            out.append(consonant)
        }
        return collapsed(out)
    }

    /// The consonant skeleton of a folded Latin word ("abdulaziz" → "bdlz", "iqbal" → "kbl").
    static func skeleton(latin word: String) -> String {
        let letters = Array(word)
        var out: [Character] = []
        for (n, letter) in letters.enumerated() {
            let previous: Character? = n > 0 ? letters[n - 1] : nil
            switch letter {
            case "a", "e", "i", "o", "u", "y", "w", "v": continue
            case "h":
                // The second letter of sh, kh, gh, th, dh, ch, ph, zh; a final h writes a vowel.
                if let previous, "sckgtdpz".contains(previous) { continue }
                if n == letters.count - 1 { continue }
                out.append("h")
            case "q", "c": out.append(letter == "c" && n + 1 < letters.count && letters[n + 1] == "h" ? "c" : "k")
            case "p": out.append("f")
            case "x": out += ["k", "s"]
            case "j":
                // "dj" (Djerba, Djibouti) writes one sound.
                if previous == "d", !out.isEmpty { out.removeLast() }
                out.append("j")
            default:
                guard letter.isASCII, letter.isLetter else { return "" }
                out.append(letter)
            }
        }
        return collapsed(out)
    }

    /// Doubled consonants written once: Arabic writes a doubled letter once ("علامہ", Allama).
    static func collapsed(_ letters: [Character]) -> String {
        var out = ""
        for letter in letters where out.last != letter { out.append(letter) }
        return out
    }

    static let abjadConsonants: [Unicode.Scalar: Character] = {
        var table: [Unicode.Scalar: Character] = [:]
        let groups: [(Character, String)] = [
            // Arabic, with the Persian and Urdu letters.
            ("b", "\u{0628}"), ("f", "\u{067E}\u{0641}\u{06A4}"), ("t", "\u{062A}\u{0637}\u{062B}\u{0679}"), ("j", "\u{062C}"),
            ("c", "\u{0686}"), ("h", "\u{062D}\u{0647}\u{0629}\u{06C1}\u{06BE}\u{06C0}\u{06D5}"), ("k", "\u{062E}\u{0642}\u{0643}\u{06A9}\u{06AF}"),
            ("d", "\u{062F}\u{0630}\u{0636}\u{0688}"), ("r", "\u{0631}\u{0691}"), ("z", "\u{0632}\u{0638}\u{0698}"),
            ("s", "\u{0633}\u{0634}\u{0635}"), ("g", "\u{063A}"), ("l", "\u{0644}"), ("m", "\u{0645}"), ("n", "\u{0646}\u{06BA}"),
            // Hebrew, with the final forms.
            ("b", "\u{05D1}"), ("g", "\u{05D2}"), ("d", "\u{05D3}"), ("h", "\u{05D4}\u{05D7}"), ("z", "\u{05D6}"), ("t", "\u{05D8}\u{05EA}"),
            ("k", "\u{05DB}\u{05DA}\u{05E7}"), ("l", "\u{05DC}"), ("m", "\u{05DE}\u{05DD}"), ("n", "\u{05E0}\u{05DF}"),
            ("s", "\u{05E1}\u{05E9}\u{05E6}\u{05E5}"), ("f", "\u{05E4}\u{05E3}"), ("r", "\u{05E8}"),
        ]
        for (consonant, letters) in groups { for scalar in letters.unicodeScalars { table[scalar] = consonant } }
        return table
    }()

    /// Titles airports are named with, as Arabic writes them (folded, without the article) and
    /// as their Latin names translate them: "مطار الملكة علياء" is Queen Alia International.
    static let titles: [String: String] = Dictionary(uniqueKeysWithValues: [
        ("\u{0645}\u{0644}\u{0643}", "king"), ("\u{0645}\u{0644}\u{0643}\u{0629}", "queen"), ("\u{0627}\u{0645}\u{064A}\u{0631}", "prince"),
        ("\u{0627}\u{0645}\u{064A}\u{0631}\u{0629}", "princess"), ("\u{0634}\u{064A}\u{062E}", "sheikh"),
        ("\u{0633}\u{0644}\u{0637}\u{0627}\u{0646}", "sultan"), ("\u{0627}\u{0645}\u{0627}\u{0645}", "imam"),
        ("\u{0631}\u{0626}\u{064A}\u{0633}", "president"),
    ].map { (StampText.fold($0.0), $0.1) })

    /// Countries whose airports a word in each script may name: those whose own language is
    /// written in it.
    static let countries: [Script: Set<String>] = [
        .arabic: AirportWordLanguages.arabic.union(["IR", "AF", "PK"]),
        .hebrew: ["IL"],
    ]
}
