import Foundation
import WaymarkGazetteer

/// Cities and towns (ports of entry, border crossings) found by name in the gazetteer, word by
/// word: a name may end inside a compound word or run on across a broken line. Remembers what it
/// has read, so a batch of stamps asks for each town once.
final class CityNames {
    let lookups: StampLookups
    /// Each city's name keys, the display name's first.
    private var keysByCity: [Int: [String]] = [:]
    /// Each city's own name words and keys, folded: what a word found in the index must be one of.
    private var wordsByCity: [Int: Set<String>] = [:]
    private var places: [Int: GazetteerPlace] = [:]
    private var rowsByWord: [String: [Int]] = [:]

    /// Cities kept per word, most important first.
    static let perWord = 12
    /// Cities read from the index per word: it also finds the word in the names of a city's
    /// region and country ("france" in every French town), which are left out here.
    static let scannedPerWord = 400
    /// The longest word looked up, in letters (Thai, Lao and Khmer letters take three bytes
    /// each, and their names run long: "เชียงใหม่" is 27 bytes).
    static let longestWord = 24
    static let alternateShare = 0.8
    /// The fewest letters of a name read where it ends inside a word, and of the compound it
    /// ends inside: a short name is the start of too many words.
    static let shortestInCompound = 5
    static let shortestCompound = 10

    init(lookups: StampLookups) { self.lookups = lookups }

    func place(_ rowid: Int) throws -> GazetteerPlace? {
        if let known = places[rowid] { return known }
        let place = try lookups.places.place(rowid: rowid)
        places[rowid] = place
        return place
    }

    func keys(_ rowid: Int) throws -> [String] {
        if let known = keysByCity[rowid] { return known }
        try readNames(rowid)
        return keysByCity[rowid]!
    }

    /// The words of a city's own names and their run-together keys, folded as stamp text is.
    func ownWords(_ rowid: Int) throws -> Set<String> {
        if let known = wordsByCity[rowid] { return known }
        try readNames(rowid)
        return wordsByCity[rowid]!
    }

    private func readNames(_ rowid: Int) throws {
        let names = try lookups.names(ofPlace: rowid).filter { !Self.isRomanizedBySyllable($0) }
        let all = names.map(StampText.key)
        var keys: [String] = []
        for key in all.prefix(1) where try isName(key, of: rowid) { keys.append(key) }
        let others = Set(all.dropFirst().flatMap(PlaceNamePrefixes.spellings) + PlaceNamePrefixes.spellings(all.first ?? "").dropFirst()
                         + all.flatMap(GreekGenitives.genitives))
            .subtracting(keys)
        for key in others.sorted() where try isName(key, of: rowid) { keys.append(key) }
        keysByCity[rowid] = keys
        var words = Set(keys)
        for name in names { words.formUnion(StampText.words(name).map(StampText.fold)) }
        wordsByCity[rowid] = words
    }

    /// Whether `name` is a machine romanization written syllable by syllable in small letters
    /// ("ba li" for Paris, "xi ni" for Sydney, "guang zhou" for Gwangju in Korea), as GeoNames
    /// holds thirteen thousand of them among towns' alternates. Nobody writes a town's name so,
    /// and run together they spell other places: "ba li" made a stamp's "BALI" Paris's.
    static func isRomanizedBySyllable(_ name: String) -> Bool {
        name.contains(" ") && name.contains(where: \.isLowercase) && !name.contains(where: \.isUppercase)
    }

    /// Two letters of an alphabet other than Latin name a town only when it is a large one
    /// ("ОШ", Osh): every such pair of letters is some village's name. Latin needs four letters
    /// (`StampPlaceIndex.isNameKey`), and a short word in capitals is read as a code.
    static let shortNamePopulation = 100_000

    private func isName(_ key: String, of rowid: Int) throws -> Bool {
        if StampPlaceIndex.isNameKey(key) { return true }
        guard key.count == 2, !StampVocabulary.stampWords.contains(key), let first = key.unicodeScalars.first,
              (0x0370..<0x2E80).contains(first.value) else { return false }
        return (try place(rowid)?.population ?? 0) >= Self.shortNamePopulation
    }

    func cities(withWord word: String) throws -> [Int] {
        if let known = rowsByWord[word] { return known }
        var rows: [Int] = []
        // Two letters ("ош") are a word of many longer names ("Ош-Бош"): only a town they are
        // the whole name of is kept.
        let wholeNameOnly = word.count < StampPlaceIndex.shortestKey - 1
        for rowid in try lookups.places(.city, withWord: word, limit: Self.scannedPerWord) where rows.count < Self.perWord {
            if try wholeNameOnly ? keys(rowid).contains(word) : ownWords(rowid).contains(word) { rows.append(rowid) }
        }
        rowsByWord[word] = rows
        return rows
    }

    /// Cities whose name begins at token `i`.
    func findings(at i: Int, in text: StampText, context: StampContext) throws -> [StampFinding] {
        let start = text.starts[i]
        let available = min(Self.longestWord * 4, text.compact.count - start)
        guard available >= StampPlaceIndex.shortestKey else { return [] }
        // The first word of a city's name, as it may appear here: ending where a token ends (the
        // token itself, or run on into the next one or two), or inside a long compound word.
        var words = Set<String>()
        for length in StampPlaceIndex.shortestKey...available {
            let end = start + length
            if end < text.compact.count, text.compact[end] & 0xC0 == 0x80 { continue }
            let last = text.token(at: end - 1)
            guard last - i <= 2 else { break }
            guard text.compact[start..<end].lazy.filter({ $0 & 0xC0 != 0x80 }).count <= Self.longestWord else { break }
            let word = String(decoding: text.compact[start..<end], as: UTF8.self)
            if text.ends[last] != end {
                // Lengths in letters: a letter of Cyrillic or Greek is two bytes, of Thai three.
                let compound = String(decoding: text.compact[start..<text.ends[last]], as: UTF8.self)
                guard word.count >= Self.shortestInCompound, compound.count >= Self.shortestCompound else { continue }
            }
            words.insert(word)
        }
        // The same name as the gazetteer may hold it: "المحرق" as "محرق", "សៀមរាប" as "ក្រុងសៀមរាប",
        // "ΑΘΗΝΩΝ" (of Athens) as "Αθήνα".
        for word in Array(words) {
            words.formUnion(PlaceNamePrefixes.searchedAlso(word) + GreekGenitives.nominatives(of: word))
        }
        // A name that begins with one of the stamp's own words, an article or a port word ("LA
        // GOULETTE", "LE HAVRE", "PORT OF SPAIN"), is looked up by the next word of its own.
        if StampVocabulary.stampWords.contains(text.tokens[i].folded),
           let next = text.tokens.indices.dropFirst(i + 1).prefix(2).first(where: { !StampVocabulary.stampWords.contains(text.tokens[$0].folded) }),
           text.tokens[next].line == text.tokens[i].line {
            words.insert(text.tokens[next].folded)
        }
        var best: [Int: StampFinding] = [:]
        for word in words.sorted() where !StampVocabulary.stampWords.contains(word) {
            for rowid in try cities(withWord: word) {
                let names = try keys(rowid)
                for (n, key) in names.enumerated() where key.utf8.count <= text.compact.count - start {
                    guard text.compact[start..<(start + key.utf8.count)].elementsEqual(key.utf8) else { continue }
                    // A place called by the airport word itself ("Airport", Hawaii) is the word,
                    // which OCR splits ("AIR PORT") where the word alone would not be read as a town.
                    guard !Self.isAirportWord(key) else { continue }
                    guard var finding = try finding(rowid, key: key, at: i, in: text, context: context) else { continue }
                    Self.weigh(&finding, readByName: n)
                    if finding.byAlternateName {
                        finding.weight = (finding.weight * 1000).rounded() / 1000
                        finding.detail += " (alternate name)"
                    }
                    if (best[rowid]?.weight ?? -1) < finding.weight { best[rowid] = finding }
                }
            }
        }
        return best.keys.sorted().map { best[$0]! }
    }

    /// Whether a name is an airport word (a stem with an ending of at most `airportWordEnding`
    /// letters: "airport", "aeropuerto", "flughafen"), not a town's name.
    ///
    ///     CityNames.isAirportWord("airport")  // true
    static func isAirportWord(_ key: String) -> Bool {
        guard let stem = StampContext.airportStem(in: key) else { return false }
        return key.hasPrefix(stem) && key.count - stem.count <= airportWordEnding
    }

    /// Letters an airport word may run on past its stem ("aeropuert·o", "havalima·nı").
    static let airportWordEnding = 3

    /// Weighs `finding` by which of the city's names (`keys(_:)`) it was read by: number 0 is the
    /// name the place goes by; another is an alternate (another language's, sometimes an odd one:
    /// "Cancun" for Changchun), which counts `alternateShare` of it and marks the finding so. The
    /// weight is left unrounded, for the caller to round once it has weighed everything.
    ///
    ///     CityNames.weigh(&finding, readByName: 2)  // finding.byAlternateName == true
    static func weigh(_ finding: inout StampFinding, readByName n: Int) {
        guard n > 0 else { return }
        finding.weight *= alternateShare
        finding.byAlternateName = true
    }

    /// What a town's name read whole on one word counts for. A village counts for less than a
    /// capital, and a name of fewer than six letters for less than a long one: every word of a
    /// stamp names some hamlet somewhere.
    ///
    ///     CityNames.weight(of: hamburg, letters: 7)  // 0.5 + 0.15 × log10(1 + 1,739,117) ≈ 1.44
    static func weight(of place: GazetteerPlace, letters: Int) -> Double {
        let weight = populationWeight(of: place)
        return letters < 6 ? weight * 0.7 : weight
    }

    /// What a place's name counts for by its population alone: 0.5 + 0.15 × log10(1 + population).
    static func populationWeight(of place: GazetteerPlace) -> Double {
        0.5 + 0.15 * log10(1 + Double(place.population))
    }

    func finding(_ rowid: Int, key: String, at i: Int, in text: StampText, context: StampContext) throws -> StampFinding? {
        let length = key.utf8.count
        let end = text.starts[i] + length
        let last = text.token(at: end - 1)
        var share = 1.0
        var inflected = false
        var insideWord = false
        if text.ends[last] != end {
            let rest = String(decoding: text.compact[end..<text.ends[last]], as: UTF8.self)
            let next = last + 1 < text.tokens.count ? text.tokens[last + 1].folded : ""
            inflected = rest.count <= 3
            // The rest of the word is an airport word, or the start of one the next word ends
            // ("KEFLAVIK·URFLUGVOLLUR"); an airport word that is the next word alone says nothing
            // of the rest ("VARNA·BHUMI AIRPORT" is no Varna: Suvarnabhumi, worn).
            let runsIntoAnAirportWord = StampContext.airportStem(in: rest) != nil
                || StampContext.airportStem(in: rest + next) != nil && StampContext.airportStem(in: next) == nil
            insideWord = !runsIntoAnAirportWord && !inflected
            share = insideWord ? 0.6 : 0.9
        }
        guard let place = try place(rowid) else { return nil }
        var weight = Self.weight(of: place, letters: key.count)
        if last > i { weight += 0.3 }
        weight *= share
        let read = text.tokens[i...last].map(\.original).joined(separator: " ")
        var finding = StampFinding(signal: .cityName, target: .city(rowid), weight: (weight * 1000).rounded() / 1000, text: read,
                                   detail: "name of \(place.label)", tokens: i...last)
        finding.withEnding = inflected
        finding.insideWord = insideWord
        return finding
    }
}
