/// Letters OCR takes for one another across Latin, Cyrillic and Greek: the Latin model reads
/// "СРБИЈА" as "CPBUJA" and "ЛЬВІВ" as "JIbBIB", the Cyrillic and Greek model reads "Ј" as "]"
/// and mixes Greek and Cyrillic capitals in one word. A country's name read that way is still
/// its name, letter for look-alike letter (`LookAlikeCountryNames`).
enum LookAlikeLetters {
    /// Folded letters (as `StampText.fold` leaves them) that print alike, each group under one
    /// class: a name's letters are compared by their classes.
    private static let groups: [String] = [
        "aаα", "bвβб", "cсϲ", "eеεє", "hнη", "iіιı", "jј", "kкκ", "mмμ", "nν", "oоο", "pрρ", "tтτ", "xхχ",
        "yуυү", "zζ", "sѕ", "dдδ", "лλ", "пπ", "гγ", "фφ",
    ]

    private static let classOf: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for group in groups { for letter in group.unicodeScalars { table[letter] = group.unicodeScalars.first! } }
        return table
    }()

    /// What a read character may also be, beyond its own class: the shapes OCR confuses
    /// ("U" for И, "N" for П, "A" for Д and Л, "3" for З, "]" for Ј, "0" for O). Keyed by the
    /// character as read, case kept where case matters ("b" is Ь, "B" is В or Б).
    private static let alsoRead: [Character: String] = [
        "u": "иц", "n": "пиλл", "a": "дδлλ", "z": "зσς", "e": "ξσ", "w": "шщω", "r": "гγя", "x": "ж", "d": "дδ",
        "o": "θφфω", "p": "ρфφ", "y": "чγ", "v": "у",
        "3": "зэ", "6": "б", "8": "вb", "0": "o", "1": "il", "|": "il", "!": "il", "]": "jі", "[": "jі", "4": "ч", "$": "s",
    ]

    /// The classes a Cyrillic or Greek letter may be compared by.
    static let otherAlphabetClasses: Set<Unicode.Scalar> = {
        var classes = Set<Unicode.Scalar>()
        for group in groups where group.unicodeScalars.contains(where: { !$0.isASCII }) { classes.insert(group.unicodeScalars.first!) }
        return classes
    }()

    /// Whether a character as read may stand for a Cyrillic or Greek letter.
    static func mayBeAnotherAlphabet(_ read: Character) -> Bool {
        readClasses(read).contains { !$0.isASCII || otherAlphabetClasses.contains($0) }
    }

    /// Non-letters that stand for letters inside a word as OCR reads it.
    static let signs: Set<Character> = ["3", "6", "8", "0", "1", "|", "!", "]", "[", "4", "$"]

    /// The class a name's folded letter is compared by (itself when it prints like no other).
    /// Folded names of these alphabets hold one scalar a letter (their marks are folded away).
    static func keyClass(_ letter: Unicode.Scalar) -> Unicode.Scalar { classOf[letter] ?? letter }

    /// The classes a character as read may stand for.
    static func readClasses(_ read: Character) -> Set<Unicode.Scalar> {
        var classes = Set<Unicode.Scalar>()
        if read == "b" { classes.formUnion(["ь", "ъ"]) }
        if let extra = alsoRead[read] ?? alsoRead[Character(read.lowercased())] { for letter in extra.unicodeScalars { classes.insert(keyClass(letter)) } }
        let folded = StampText.fold(String(read))
        if folded.unicodeScalars.count == 1, let letter = folded.unicodeScalars.first, letter.properties.isAlphabetic { classes.insert(keyClass(letter)) }
        return classes
    }

    /// The words of a line as OCR may have read them: letters together with the signs that stand
    /// for letters ("СРБИ]А", "ЛЬВ1В"), cut at everything else.
    static func words(_ line: String) -> [String] {
        line.split { !($0.isLetter || signs.contains($0)) }.map(String.init).filter { $0.contains(where: \.isLetter) }
    }
}

/// The countries' names in Latin, Cyrillic and Greek letters, by their letters' look-alike
/// classes, for words read in the wrong script or with a sign for a letter: "CPBUJA" and
/// "СРБИ]А" are Србија. Such a reading is a repair, not a read: it counts as a misread letter
/// does, and with one letter unlike besides (names of 7+ letters) less again.
final class LookAlikeCountryNames {
    /// Folded names by length in letters: each name's letter classes and its countries, in no
    /// order (sorting them cost every process more than comparing them; matches are sorted).
    private var byLength: [Int: [(classes: [Unicode.Scalar], key: String, codes: Set<String>, latin: Bool)]] = [:]

    /// Names this long are compared; from `mismatchLength` on, one letter may be unlike.
    static let shortest = 5
    static let mismatchLength = 7
    /// A look-alike reading with one letter unlike counts this share of one without.
    static let mismatchShare = 0.7

    init(countryKeys: [String: Set<String>]) {
        for (key, codes) in countryKeys {
            let scalars = key.unicodeScalars
            guard scalars.count >= Self.shortest, scalars.allSatisfy(Self.isComparable) else { continue }
            byLength[scalars.count, default: []].append((scalars.map(LookAlikeLetters.keyClass), key, codes, scalars.allSatisfy(\.isASCII)))
        }
    }

    /// Letters of the three alphabets whose capitals OCR confuses.
    static func isComparable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.properties.isAlphabetic) : (0x0370...0x04FF).contains(scalar.value)
    }

    static func isLatin(_ letter: Character) -> Bool { (letter.unicodeScalars.first?.value ?? 0) < 0x0250 }

    /// Whether a word may be a name in another alphabet at all: one in Latin letters is compared
    /// only with Cyrillic and Greek names, so too many letters with no look-alike there ("F",
    /// "S", "G") rule it out before the table is made: most stamps' Latin words never need it.
    static func mayNameAnotherAlphabet(_ read: String) -> Bool {
        guard read.allSatisfy({ $0.isLetter && isLatin($0) }) else { return true }
        let count = read.count
        let without = read.filter { !LookAlikeLetters.mayBeAnotherAlphabet($0) }.count
        return without <= (count >= mismatchLength ? 1 : 0)
    }

    struct Match: Equatable {
        var read: String
        var key: String
        var code: String
        /// Letters unlike their name's (0 or 1).
        var unlike: Int
    }

    /// The country names `read` is, letter for look-alike letter. A word of Latin letters read
    /// against a Latin name is left to the matcher's own misread-letter rule ("NEMECKÉ" is no
    /// worn "Nemecko"), and an exact reading to its exact one.
    func matches(_ read: String) -> [Match] {
        let letters = Array(read)
        guard let names = byLength[letters.count] else { return [] }
        let classes = letters.map(LookAlikeLetters.readClasses)
        let folded = StampText.fold(read)
        let latinRead = read.allSatisfy { $0.isLetter && Self.isLatin($0) }
        var found: [Match] = []
        for name in names where name.key != folded && !(latinRead && name.latin) {
            var unlike = 0
            for (i, letterClass) in name.classes.enumerated() where !classes[i].contains(letterClass) {
                unlike += 1
                if unlike > 1 { break }
            }
            guard unlike == 0 || (unlike == 1 && letters.count >= Self.mismatchLength) else { continue }
            for code in name.codes { found.append(Match(read: read, key: name.key, code: code, unlike: unlike)) }
        }
        // The same order in every process, whatever order the table was filled in.
        return found.sorted { ($0.unlike, $0.key, $0.code) < ($1.unlike, $1.key, $1.code) }
    }
}

extension StampMatcher {
    /// Whether `raw` names a country in look-alike letters ("KA3AKCTAH" of ҚАЗАҚСТАН): read by
    /// the Latin model, the stamp is in Cyrillic or Greek, and its other lines (the town, the
    /// airport: "AJIMATbI" of АЛМАТЫ) are junk to that model however surely the country is named.
    ///
    ///     matcher.namesACountryInLookAlikeLetters("KA3AKCTAH\nAJIMATbI")  // true
    public func namesACountryInLookAlikeLetters(_ raw: String) -> Bool {
        !lookAlikeFindings(StampText(raw)).isEmpty
    }

    /// Country names read in look-alike letters on each line of `text` (one word, or two or
    /// three run together: "РЕПУБЛИКА СРБИЈА"), as `country_name` findings marked misread.
    /// A word that names something letter for letter, or is one of the stamp's own words, is
    /// what it says.
    func lookAlikeFindings(_ text: StampText) -> [StampFinding] {
        var found: [StampFinding] = []
        for line in text.lines {
            let words = LookAlikeLetters.words(line).filter { word in
                let folded = StampText.fold(word)
                return !StampVocabulary.isStampVocabulary(folded) && index.countryKeys[folded] == nil
                    && index.airportNameKeys[folded] == nil && index.airportTownKeys[folded] == nil
            }
            for start in words.indices {
                for end in start..<min(words.count, start + 3) {
                    let read = words[start...end].joined()
                    // Latin capitals are what the Latin model makes of Cyrillic and Greek ones;
                    // small Latin letters are its own reading of small letters.
                    guard read.count >= LookAlikeCountryNames.shortest, !read.contains(where: { $0.isASCII && $0.isLowercase && $0 != "b" }) else { continue }
                    guard LookAlikeCountryNames.mayNameAnotherAlphabet(read) else { continue }
                    for match in lookAlikeNames.matches(read) {
                        guard let country = index.countries[match.code] else { continue }
                        var weight = StampSignalReader.Weight.countryName * StampSignalReader.Weight.misreadShare
                        if match.unlike > 0 { weight *= LookAlikeCountryNames.mismatchShare }
                        let shown = words[start...end].joined(separator: " ")
                        found.append(StampFinding(signal: .countryName, target: .country(match.code), weight: (weight * 1000).rounded() / 1000, text: shown,
                                                  detail: "name of \(country.name) (\(match.key)) read in look-alike letters\(match.unlike > 0 ? ", one letter unlike" : "")",
                                                  misread: true))
                    }
                }
            }
        }
        return found
    }
}
