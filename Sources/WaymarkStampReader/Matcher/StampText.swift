import Foundation
import WaymarkGazetteer

/// One word of a stamp's text, as read: letters and digits between anything else.
struct StampToken: Sendable, Equatable {
    /// As read, case kept: a code counts only when written in capitals.
    var original: String
    /// Case, diacritics and width folded, plus the letters folding leaves alone (ø, æ, ð, þ, ł, ß).
    var folded: String
    var line: Int
    /// Whether the token is the only word of letters on its line (digits and symbols do not count):
    /// the only place a one- or two-letter code means a country.
    var standsAlone: Bool
    /// Whether its line also holds marks OCR makes of specks and frame lines (`specksMarks`:
    /// quotes, bars, brackets, "!", "=", "~"…): "PA‘", "CY |!". A sign or code the stamp prints
    /// stands on a clean line, and junk read as a code often has such a mark beside it.
    var amidSpecks = false

    /// Whether the token can be a sign or a code the stamp prints: alone on a clean line.
    var standsAloneAsASign: Bool { standsAlone && !amidSpecks }
}

/// A stamp's text cut into tokens, with the tokens run together into one folded string so that a
/// name can be found across a compound word ("keflavikurflugvollur"), a space a faded letter left
/// ("flugvoli ur") or a line break ("KEFLA / VIKUR").
struct StampText: Sendable {
    let lines: [String]
    let tokens: [StampToken]
    /// The folded tokens run together, as UTF-8 bytes.
    let compact: [UInt8]
    /// Where each token starts and ends in `compact`.
    let starts: [Int]
    let ends: [Int]

    /// The marks OCR makes of specks, frame lines and a ring's edge, which a stamp does not print
    /// beside a sign or a code: dots, dashes, slashes, colons, commas and round brackets are a
    /// date's or a stamp's own punctuation, and are not among them; nor are stars and crosses
    /// ("*", "+", "°", "#"), which a Schengen stamp's ring of stars around its sign reads as.
    static let specksMarks: Set<Character> = ["|", "!", "\\", "~", "{", "}", "[", "]", "<", ">", "=", "^", "_", "¢", "™", "%",
                                              "&", "@", ";", "?", "\"", "'", "‘", "’", "“", "”", "`", "«", "»"]

    /// Texts longer than this are cut: a page of OCR noise costs no more than a stamp.
    static let maximumCharacters = 4_000

    init(_ text: String) {
        let capped = String(text.prefix(Self.maximumCharacters))
        lines = capped.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var tokens: [StampToken] = []
        for (number, line) in lines.enumerated() {
            let specks = line.contains(where: Self.specksMarks.contains)
            // Scripts written without spaces are cut at the stamp's own words first ("인천공항").
            let words = Self.words(DigitsReadAsLetters.keepingMarksReadAsI(line)).flatMap(UnspacedScripts.pieces)
            let letterWords = words.filter { $0.contains(where: \.isLetter) }
            for word in words {
                let folded = Self.fold(DigitsReadAsLetters.repaired(word))
                guard !folded.isEmpty else { continue }
                let alone = letterWords.count == 1 && letterWords[0] == word
                if let lead = StampVocabulary.leadingAirportWords.first(where: { folded.hasPrefix($0) && folded.count >= $0.count + 4 }),
                   word.count == folded.count {
                    tokens.append(StampToken(original: String(word.prefix(lead.count)), folded: lead, line: number, standsAlone: false))
                    tokens.append(StampToken(original: String(word.dropFirst(lead.count)), folded: String(folded.dropFirst(lead.count)), line: number, standsAlone: false))
                    continue
                }
                if let (lead, rest) = CountryWords.cut(word, folded: folded) {
                    tokens.append(StampToken(original: lead.0, folded: lead.1, line: number, standsAlone: false))
                    tokens.append(StampToken(original: rest.0, folded: rest.1, line: number, standsAlone: alone))
                    continue
                }
                tokens.append(StampToken(original: word, folded: folded, line: number, standsAlone: alone, amidSpecks: specks))
            }
        }
        self.tokens = tokens
        var compact: [UInt8] = [], starts: [Int] = [], ends: [Int] = []
        for token in tokens {
            starts.append(compact.count)
            compact.append(contentsOf: token.folded.utf8)
            ends.append(compact.count)
        }
        self.compact = compact
        self.starts = starts
        self.ends = ends
    }

    /// Letters and digits between anything else (the same cut as search's), case kept.
    static func words(_ line: String) -> [String] { SearchText.split(line) }

    /// The letters outside ASCII in `text`: those of a script other than plain Latin (and
    /// Latin's accented letters). Every OCR model reads plain Latin letters and digits, so only
    /// these tell one script's reading from another's.
    static func lettersOutsideASCII(_ text: String) -> Int {
        text.unicodeScalars.filter { !$0.isASCII && $0.properties.isAlphabetic }.count
    }

    /// Folded for matching: what `TextFolding.fold` does, then the Latin letters it keeps whole
    /// written the way stamps and OCR spell them without diacritics.
    static func fold(_ text: String) -> String {
        var folded = TextFolding.fold(text)
        guard !folded.utf8.allSatisfy({ $0 < 0x80 }) else { return folded }
        if folded.unicodeScalars.contains(where: { laoSpellings[$0] != nil }) {
            var scalars = String.UnicodeScalarView()
            for scalar in folded.unicodeScalars { scalars.append(contentsOf: laoSpellings[scalar] ?? [scalar]) }
            folded = String(scalars)
        }
        // None of those letters in it, nothing to respell: most names in other scripts, and
        // walking them character by character is most of what folding them costs.
        guard folded.unicodeScalars.contains(where: spelledOut) else { return folded }
        var out = ""
        for ch in folded {
            switch ch {
            case "ø": out += "o"
            case "æ": out += "ae"
            case "œ": out += "oe"
            case "ð", "đ": out += "d"
            case "þ": out += "th"
            case "ł": out += "l"
            case "ß": out += "ss"
            case "ı": out += "i"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Whether `scalar` is one of the letters `fold` respells. Each is a character of its own with
    /// no decomposition, so a text without one of them has no character equal to one.
    private static func spelledOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "ø", "æ", "œ", "ð", "đ", "þ", "ł", "ß", "ı": return true
        default: return false
        }
    }

    /// Lao letters written two ways: the subscript lo (ຫຼ) and the ligatures ໜ, ໝ are also
    /// spelt with the full letters (ຫລ, ຫນ, ຫມ), as GeoNames spells "ຫລວງພະບາງ".
    static let laoSpellings: [Unicode.Scalar: [Unicode.Scalar]] = [
        "\u{0EBC}": ["\u{0EA5}"], "\u{0EDC}": ["\u{0EAB}", "\u{0E99}"], "\u{0EDD}": ["\u{0EAB}", "\u{0EA1}"],
    ]

    /// Folded match key of a name: the name's words run together (what `compact` holds for it).
    static func key(_ name: String) -> String {
        words(name).map(fold).joined()
    }

    /// The token index whose span holds byte `offset` of `compact` (the last token starting at or before it).
    func token(at offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
