/// What the words around the place say: whether the stamp names an airport, how the traveller
/// came, and which way. Symbols (arrows, aircraft, ships) are read too but count for less: on a
/// worn stamp they are the least reliable marks.
struct StampContext {
    /// Tokens that hold an airport stem, alone or run together with the next token.
    var airportTokens: Set<Int> = []
    var mode: EntryMode = .unknown
    var modeEvidence: [StampEvidence] = []
    var direction: StampDirection = .unknown
    var directionEvidence: [StampEvidence] = []

    var hasAirportWord: Bool { !airportTokens.isEmpty || airSignBesideName }
    /// The lines that hold an airport word (a romanized text keeps the stamp's line numbers, not
    /// its token numbers).
    var airportWordLines: Set<Int> = []
    /// An aircraft sign printed beside a name ("✈ 北京"), where the word "airport" would be.
    var airSignBesideName = false
    /// The countries that print the stamp's airport words (`AirportWordLanguages`), or nil when
    /// it has none, or one used everywhere ("AIRPORT").
    var airportWordCountries: Set<String>?
    /// The airport words as read.
    var airportWords: [String] = []
    /// An entry or exit word is read: the stamp is a border stamp, not a postmark or a visa.
    var readsLikeBorderStamp = false
    /// The immigration authority is named ("IMMIGRATION OFFICER", "JABATAN IMIGRESEN",
    /// "MIGRACIÓN"): the stamp is an immigration stamp, whether or not it says which way.
    var namesImmigration = false
    /// The countries (ISO alpha-2) whose sign stands alone ("D", "SLO", "PL";
    /// `StampVocabulary.vehicleSigns`).
    var signCountries: Set<String> = []
    /// The countries whose border authority, or condition of entry, the stamp names
    /// (`AuthorityCountries`: "SEF", "STRAŻ GRANICZNA"), with the words read: as the state's
    /// sign does, it says which state struck the stamp.
    var authorities: [String: String] = [:]
    /// A date is read (set by the matcher, which reads dates). With a country's sign it is the
    /// layout of a Schengen entry or exit stamp, which prints the state's sign, the crossing
    /// point's name and the date, and shows the way in only by a pictogram no text holds.
    var dated = false

    init(_ text: StampText) {
        var air = 0.0, sea = 0.0, land = 0.0
        var printing: [Set<String>?] = []
        for (i, token) in text.tokens.enumerated() {
            let next = i + 1 < text.tokens.count ? text.tokens[i + 1].folded : ""
            if let stem = Self.airportStem(in: token.folded) {
                airportTokens.insert(i)
                air += 2
                printing.append(AirportWordLanguages.countries(printing: token.folded) ?? AirportWordLanguages.countries(printing: token.folded + next))
                airportWords.append(token.original)
                modeEvidence.append(StampEvidence(signal: "airport_word", text: token.original, detail: "airport (\(stem)…): by air", weight: 0))
            } else if !next.isEmpty, Self.airportStem(in: next) == nil, let stem = Self.airportStem(in: token.folded + next) {
                // "FLUG VOLLUR": a faded letter split the word.
                airportTokens.formUnion([i, i + 1])
                air += 2
                printing.append(AirportWordLanguages.countries(printing: token.folded + next))
                airportWords.append(token.original + " " + text.tokens[i + 1].original)
                modeEvidence.append(StampEvidence(signal: "airport_word", text: token.original + " " + text.tokens[i + 1].original,
                                                  detail: "airport (\(stem)…), split: by air", weight: 0))
            } else if StampVocabulary.airportAbbreviations.contains(token.folded), Self.besideAName(text, at: i) {
                airportTokens.insert(i)
                air += 2
                printing.append(nil)
                airportWords.append(token.original)
                modeEvidence.append(StampEvidence(signal: "airport_word", text: token.original, detail: "airport, abbreviated: by air", weight: 0))
            } else if let (signal, detail) = Self.misreadAirportStem(in: token.folded).map({ ("airport_word_misread", "airport (\($0)…), one look-alike letter misread: by air") })
                        ?? Self.wornAirportStem(token.folded).map({ ("airport_word_worn", "airport (\($0)), its last letters lost: by air") }) {
                // "ATRPORT", or "AIRPOR" with its last letters lost to a worn rim: half a vote, as
                // a repaired port word; it says nothing of the stamp's language, but the word
                // beside it is still no town named "Airport".
                airportTokens.insert(i)
                air += 1
                printing.append(nil)
                airportWords.append(token.original)
                modeEvidence.append(StampEvidence(signal: signal, text: token.original, detail: detail, weight: 0))
            }
            let word = token.folded
            if StampVocabulary.airWords.contains(word) { air += 1; modeEvidence.append(.init(signal: "mode_word", text: token.original, detail: "by air", weight: 0)) }
            if StampVocabulary.seaWords.contains(word) { sea += 1.5; modeEvidence.append(.init(signal: "mode_word", text: token.original, detail: "by sea", weight: 0)) }
            else if let ending = StampVocabulary.harbourNameEndings.first(where: { word.count >= $0.count + 3 && word.hasSuffix($0) }) {
                sea += 1.5
                modeEvidence.append(.init(signal: "mode_word", text: token.original, detail: "a harbour's name (…\(ending.uppercased())): by sea", weight: 0))
            }
            if StampVocabulary.landWords.contains(word), !Self.namesBorderAuthority(text, at: i), !Self.isLandingVerb(text, at: i) {
                land += 1.5
                modeEvidence.append(.init(signal: "mode_word", text: token.original, detail: "over land", weight: 0))
            }
            if let (meant, isSea, how) = Self.misreadModeWord(word).map({ ($0.0, $0.1, "one letter misread") })
                ?? Self.wornModeWord(word).map({ ($0.0, $0.1, "one letter lost at an end") }) {
                // Half a vote: the word is repaired, not read.
                if isSea { sea += 0.75 } else { land += 0.75 }
                modeEvidence.append(.init(signal: "mode_word_misread", text: token.original,
                                          detail: "\(meant), \(how): \(isSea ? "by sea" : "over land")", weight: 0))
            }
            if !next.isEmpty {
                let pair = token.original + " " + text.tokens[i + 1].original
                if StampVocabulary.landPhrases.contains(word + next) { land += 1.5; modeEvidence.append(.init(signal: "mode_word", text: pair, detail: "over land", weight: 0)) }
                if StampVocabulary.seaPhrases.contains(word + next) { sea += 1.5; modeEvidence.append(.init(signal: "mode_word", text: pair, detail: "by sea", weight: 0)) }
            }
        }
        signCountries = Set(text.tokens.compactMap { $0.standsAloneAsASign ? StampVocabulary.vehicleSigns[$0.original] : nil })
        authorities = AuthorityCountries.named(in: text)
        airportWordLines = Set(airportTokens.map { text.tokens[$0].line })
        namesImmigration = text.tokens.indices.contains { i in
            StampVocabulary.immigrationWords.contains(text.tokens[i].folded) || Self.beginsAnAuthorityPhrase(text, at: i)
        }
        var arrivals = 0.0, departures = 0.0
        for (i, token) in text.tokens.enumerated() {
            var word = token.folded, read = token.original
            let isDirection = { StampVocabulary.arrivalWords.contains($0) || StampVocabulary.departureWords.contains($0) }
            // A direction word cut in two by an apostrophe or a space ("В'ЇЗД", "NHẬP CẢNH").
            if !isDirection(word), i + 1 < text.tokens.count, text.tokens[i + 1].line == token.line,
               !isDirection(text.tokens[i + 1].folded), isDirection(word + text.tokens[i + 1].folded) {
                word += text.tokens[i + 1].folded
                read += " " + text.tokens[i + 1].original
            }
            if isDirection(word) { readsLikeBorderStamp = true }
            if StampVocabulary.arrivalWords.contains(word) {
                arrivals += 1
                directionEvidence.append(.init(signal: "direction_word", text: read, detail: "arrival", weight: 0))
            }
            if StampVocabulary.departureWords.contains(word) {
                departures += 1
                directionEvidence.append(.init(signal: "direction_word", text: read, detail: "departure", weight: 0))
            }
            if !isDirection(word), let (meant, isArrival) = Self.wornDirectionWord(word) {
                // Half a vote, as a worn port word: the word is repaired, not read. It is still an
                // entry or exit word ("ADMITTE / ATLANTA, GA"): the stamp is a border stamp.
                readsLikeBorderStamp = true
                if isArrival { arrivals += 0.5 } else { departures += 0.5 }
                directionEvidence.append(.init(signal: "direction_word_misread", text: read,
                                               detail: "\(meant), one letter lost at an end: \(isArrival ? "arrival" : "departure")", weight: 0))
            }
        }
        airSignBesideName = text.lines.contains(where: UnspacedScripts.airSignBesideName)
        for line in text.lines {
            for ch in line {
                if StampVocabulary.airSymbols.contains(ch) { air += 0.5; modeEvidence.append(.init(signal: "mode_symbol", text: String(ch), detail: "aircraft: by air", weight: 0)) }
                if StampVocabulary.seaSymbols.contains(ch) { sea += 0.5; modeEvidence.append(.init(signal: "mode_symbol", text: String(ch), detail: "ship: by sea", weight: 0)) }
                if StampVocabulary.landSymbols.contains(ch) { land += 0.5; modeEvidence.append(.init(signal: "mode_symbol", text: String(ch), detail: "vehicle: over land", weight: 0)) }
                if StampVocabulary.arrivalArrows.contains(ch) { arrivals += 0.25; directionEvidence.append(.init(signal: "direction_arrow", text: String(ch), detail: "arrival?", weight: 0)) }
                if StampVocabulary.departureArrows.contains(ch) { departures += 0.25; directionEvidence.append(.init(signal: "direction_arrow", text: String(ch), detail: "departure?", weight: 0)) }
            }
        }
        if !printing.isEmpty, printing.allSatisfy({ $0 != nil }) { airportWordCountries = printing.compactMap { $0 }.reduce(Set(), { $0.union($1) }) }
        let best = max(air, sea, land)
        if best > 0, [air, sea, land].filter({ $0 == best }).count == 1 {
            mode = best == air ? .air : best == sea ? .sea : .land
        }
        if arrivals != departures { direction = arrivals > departures ? .arrival : .departure }
    }

    /// Whether token `i` is BORDER in an authority's name: before PROTECTION, FORCE, CONTROL…
    /// or after a country's sign ("UK BORDER"); or any border word one or two words after a word
    /// for police or guard on its line ("POLIZIA DI FRONTIERA", "POLIȚIA DE FRONTIERĂ"). Such
    /// stamps are struck at airports too.
    static func namesBorderAuthority(_ text: StampText, at i: Int) -> Bool {
        guard text.tokens.indices.contains(i) else { return false }
        let line = text.tokens[i].line
        if StampVocabulary.landWords.contains(text.tokens[i].folded),
           text.tokens[..<i].suffix(2).contains(where: { $0.line == line && StampVocabulary.policeWords.contains($0.folded) }) {
            return true
        }
        guard text.tokens[i].folded == "border" else { return false }
        if i + 1 < text.tokens.count, StampVocabulary.borderAuthorityWords.contains(text.tokens[i + 1].folded) { return true }
        return i > 0 && StampVocabulary.vehicleSigns[text.tokens[i - 1].original] != nil
    }

    /// Whether token `i` and the next on its line name the immigration authority together
    /// (`StampVocabulary.immigrationPhrases`: "POLÍCIA FEDERAL", "ПОГРАНИЧНЫЙ КОНТРОЛЬ").
    static func beginsAnAuthorityPhrase(_ text: StampText, at i: Int) -> Bool {
        guard text.tokens.indices.contains(i), i + 1 < text.tokens.count, text.tokens[i + 1].line == text.tokens[i].line else { return false }
        return StampVocabulary.immigrationPhrases.contains(text.tokens[i].folded + text.tokens[i + 1].folded)
    }

    /// Whether token `i` is LAND as a verb: "PERMITTED TO LAND", "LEAVE TO LAND", Ireland's and the
    /// United Kingdom's leave to come ashore, by sea or air as by road.
    static func isLandingVerb(_ text: StampText, at i: Int) -> Bool {
        i > 0 && text.tokens[i].folded == "land" && text.tokens[i - 1].folded == "to"
            && text.tokens[i - 1].line == text.tokens[i].line
    }

    /// Whether token `i`'s line holds a word that may be a name (four letters or more, no stamp
    /// word): an abbreviated airport word counts only beside one ("LTA PULAU PINANG", "MOMBASA
    /// APT"), since alone its three letters are as likely a junk reading's.
    static func besideAName(_ text: StampText, at i: Int) -> Bool {
        text.tokens.indices.contains { j in
            j != i && text.tokens[j].line == text.tokens[i].line && text.tokens[j].folded.filter(\.isLetter).count >= 4
                && !StampVocabulary.stampWords.contains(text.tokens[j].folded)
        }
    }

    /// The airport stem of 7+ letters (`StampVocabulary.airportStems`) that `word`, folded, holds
    /// with one look-alike letter put back ("atrport" of AIRPORT, "aeropcrt" of AEROPORT), when it
    /// holds none as read. Shorter stems are left alone: every word is one letter from holding
    /// some five-letter stem. Asked of a stamp's words only, never of the gazetteer's names.
    ///
    ///     StampContext.misreadAirportStem(in: "atrport")  // "airport"
    static func misreadAirportStem(in word: String) -> String? {
        guard word.count >= shortestMisreadAirportStem, airportStem(in: word) == nil else { return nil }
        for reading in LatinMisreadLetters.readings(of: word) {
            if let stem = airportStem(in: reading), stem.count >= shortestMisreadAirportStem { return stem }
        }
        return nil
    }

    /// Airport stems this long or longer are read with one look-alike letter misread.
    static let shortestMisreadAirportStem = 7

    /// The airport stem of 7+ letters in Latin letters that `word`, folded, begins and lacks one
    /// or two last letters of ("airpor" of AIRPORT, "aeropor" of AEROPORT), when it holds no
    /// stem as read: a worn rim takes a word's last letters. At least `shortestWornAirportWord`
    /// letters are left: fewer begin other words.
    ///
    ///     StampContext.wornAirportStem("airpor")  // "airport"
    static func wornAirportStem(_ word: String) -> String? {
        guard word.count >= shortestWornAirportWord, word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7a }), airportStem(in: word) == nil else { return nil }
        return StampVocabulary.airportStems.first { stem in
            stem.count >= shortestMisreadAirportStem && (1...2).contains(stem.count - word.count) && stem.hasPrefix(word)
        }
    }

    /// The fewest letters a worn airport word keeps (`wornAirportStem`).
    static let shortestWornAirportWord = 6

    /// Port and border words this long or longer are read with one letter misread.
    static let shortestMisreadModeWord = 6

    /// The port or border word (and whether it is a port word) that `word`, folded, is with one
    /// look-alike letter misread ("RORDER" of BORDER, "GRANTCA" of GRANICA). Nil for a word the
    /// stamp vocabulary knows as written. Any letter misread would be too loose: "NARITA" is one
    /// letter from GARITA (a border post, in Spanish).
    static func misreadModeWord(_ word: String) -> (String, Bool)? {
        guard word.count >= shortestMisreadModeWord, isUnknownLatinWord(word) else { return nil }
        for (words, isSea) in longModeWords {
            if let meant = LatinMisreadLetters.readings(of: word).first(where: words.contains) { return (meant, isSea) }
        }
        return nil
    }

    /// The port or border word (and whether it is a port word) that `word`, folded, is with one
    /// letter lost at its start or its end, as ink wears at a stamp's edge ("SATAM" of SATAMA,
    /// "RANICA" of GRANICA): words of six letters or more, so that five are left. Nil for a word
    /// the stamp vocabulary knows as written.
    ///
    ///     StampContext.wornModeWord("satam")  // ("satama", true)
    static func wornModeWord(_ word: String) -> (String, Bool)? {
        guard word.count >= shortestMisreadModeWord - 1, isUnknownLatinWord(word) else { return nil }
        for (words, isSea) in longModeWords {
            if let meant = words.first(where: { $0.count == word.count + 1 && ($0.hasPrefix(word) || $0.hasSuffix(word)) }) { return (meant, isSea) }
        }
        return nil
    }

    /// The entry or exit word (and whether it is an entry word) that `word`, folded, is with one
    /// letter lost at its start or its end ("ADMITTE" of ADMITTED, "EPARTED" of DEPARTED): words
    /// of seven letters or more, so that six are left, as a shorter stump is the start of too
    /// many names. Nil for a word the stamp vocabulary knows as written.
    ///
    ///     StampContext.wornDirectionWord("admitte")  // ("admitted", true)
    static func wornDirectionWord(_ word: String) -> (String, Bool)? {
        guard word.count >= shortestWornDirectionWord - 1, isUnknownLatinWord(word) else { return nil }
        for (words, isArrival) in longDirectionWords {
            if let meant = words.first(where: { $0.count == word.count + 1 && ($0.hasPrefix(word) || $0.hasSuffix(word)) }) { return (meant, isArrival) }
        }
        return nil
    }

    /// Entry and exit words this long or longer are read with a letter lost at an end.
    static let shortestWornDirectionWord = 7

    /// The entry and exit words in Latin letters long enough to be read worn, in a fixed order.
    private static let longDirectionWords: [([String], Bool)] = [(StampVocabulary.arrivalWords, true), (StampVocabulary.departureWords, false)].map { words, isArrival in
        (words.filter { $0.count >= shortestWornDirectionWord && $0.allSatisfy { $0.isASCII && $0.isLetter } }.sorted(), isArrival)
    }

    /// Whether `word`, folded, is plain Latin letters that no stamp, port or border word is as
    /// written: the only words `misreadModeWord` and `wornModeWord` repair.
    static func isUnknownLatinWord(_ word: String) -> Bool {
        word.allSatisfy({ $0.isASCII && $0.isLetter }) && !StampVocabulary.stampWords.contains(word)
            && !StampVocabulary.isModeWord(word)
    }

    /// The land and the sea words long enough to be read misread, in a fixed order.
    private static let longModeWords: [([String], Bool)] = [(StampVocabulary.landWords, false), (StampVocabulary.seaWords, true)].map { words, isSea in
        (words.filter { $0.count >= shortestMisreadModeWord }.sorted(), isSea)
    }

    /// The first of `StampVocabulary.airportStems` inside `word`, if any.
    static func airportStem(in word: String) -> String? {
        // A plain ASCII word can hold only the plain ASCII stems, and holds them byte for byte:
        // searched here without Foundation's search, which bridges every word to find one stem.
        // The matcher asks this of every word of every airport's name when it starts.
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return StampVocabulary.airportStems.first { word.contains($0) } }
        let letters = Array(word.utf8)
        return asciiAirportStems.first { letters.containsRun($0.bytes) }?.stem
    }

    /// The plain ASCII airport stems with their bytes, in the vocabulary's order.
    private static let asciiAirportStems: [(stem: String, bytes: [UInt8])] = StampVocabulary.airportStems
        .filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        .map { ($0, Array($0.utf8)) }
}

extension Array where Element == UInt8 {
    /// Whether `run` occurs in these bytes, contiguously.
    func containsRun(_ run: [UInt8]) -> Bool {
        guard !run.isEmpty else { return true }
        guard run.count <= count else { return false }
        for start in 0...(count - run.count) where self[start] == run[0] {
            var i = 1
            while i < run.count, self[start + i] == run[i] { i += 1 }
            if i == run.count { return true }
        }
        return false
    }
}
