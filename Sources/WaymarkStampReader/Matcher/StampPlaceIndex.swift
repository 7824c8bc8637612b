import WaymarkGazetteer

/// The names a stamp can mention, held in memory once per process: every country's names and
/// codes, every airport's code and distinctive name. Cities (235,000 of them) stay in the
/// gazetteer and are asked for word by word.
final class StampPlaceIndex {
    let lookups: StampLookups
    private(set) var countries: [String: PlaceReference] = [:]
    private(set) var alpha3: [String: String] = [:]
    /// Folded name key → country codes ("island" → IS).
    private(set) var countryKeys: [String: Set<String>] = [:]
    /// A word of a country's longer name that no other country's names hold ("السعودية" of
    /// "المملكة العربية السعودية", "EMIRATES", "HERZEGOVINA") → that country.
    private(set) var countryWordKeys: [String: String] = [:]
    private(set) var airports: [StampLookups.AirportNaming] = []
    private(set) var airportByIATA: [String: Int] = [:]
    /// Folded distinctive-name key → airport indexes ("keflavik", "charlesdegaulle", "heathrow").
    private(set) var airportNameKeys: [String: [Int]] = [:]
    /// Folded key of the town an airport serves → airport indexes, largest first.
    private(set) var airportTownKeys: [String: [Int]] = [:]
    /// One distinctive word of an airport's name or town, at least five letters ("fiumicino",
    /// "guarulhos", "pearson", "ezeiza") → airport indexes.
    private(set) var airportWordKeys: [String: [Int]] = [:]
    /// Part of an airport's name, named only beside an airport word: a run of two or more words
    /// at either end of a longer name ("danieloduber", "rafiqalhariri" in its own script), or
    /// its first or last word of 7+ letters, for names worn at an end ("CARRAS" of Carrasco).
    private(set) var airportPartKeys: [String: [Int]] = [:]
    /// Country code → the airports named after the country alone ("Bahrain International",
    /// "Kuwait International"): the country's name beside an airport word names them.
    private(set) var countryNamedAirports: [String: [Int]] = [:]
    /// Script and consonant skeleton of a word of an airline airport's name → the airports, for
    /// the airports of the countries that write in that script ("arabic:hmd" → Hamad): what a
    /// name written in Arabic or Hebrew letters is matched against (`AbjadConsonants`).
    private(set) var airportConsonantKeys: [String: [Int]] = [:]
    /// City rowid → the airports serving it, largest first.
    private(set) var airportsByCity: [Int: [Int]] = [:]
    /// The airline airports by where they are: the towns they lie in or beside.
    private(set) var scheduledGrid = ScheduledAirportGrid([])
    /// Keys long enough to be matched with one letter misread, and what they name.
    private(set) var fuzzyKeys: [(key: [UInt8], target: Target)] = []
    /// The long keys in order, and reversed in order: a read with letters lost at its end is
    /// the start of one, with letters lost at its start the end of one (a worn rim, a stamp half
    /// off the page). Sorted arrays, searched, because a table of every damaged form cost half a
    /// second of every process's start.
    private var longKeys: [(key: String, target: Target)] = []
    private var reversedLongKeys: [(key: String, whole: String, target: Target)] = []
    /// The long airport keys without their first one or two letters, in order: a read that lost
    /// letters at both ends ("ELSINK" of Helsinki's airport) is the start of one.
    private var innerLongKeys: [(key: String, whole: String, cut: Int, target: Target)] = []
    /// The six- and seven-letter names and towns of airline airports, in order and reversed in
    /// order: a four-letter word beside an airport word may be what is left of one (`wornToFour`).
    private var shortAirportKeys: [(key: String, target: Target)] = []
    private var reversedShortAirportKeys: [(key: String, whole: String, target: Target)] = []
    /// The longest key in bytes: how far a match is looked for from each token.
    private(set) var longestKey = 0

    enum Target: Hashable {
        case country(String)
        case airport(Int)
        /// A town an airport serves, named beside an airport word.
        case airportTown(Int)
        /// Part of an airport's name, named beside an airport word.
        case airportPart(Int)

        /// What ties between equal keys are broken by, so the order (and so the evidence shown)
        /// is the same in every process: countries first, by code, then airports by number.
        var order: (Int, String, Int) {
            switch self {
            case .country(let code): return (0, code, 0)
            case .airport(let a): return (1, "", a)
            case .airportTown(let a): return (2, "", a)
            case .airportPart(let a): return (3, "", a)
            }
        }
    }

    struct Damaged: Hashable {
        var target: Target
        var whole: String
        var lost: Int
        var side: Side
    }

    /// Where a damaged name lost its letters.
    enum Side: String { case start, end, both }

    /// Keys this long or longer are matched with letters lost at either end…
    static let shortestDamagedKey = 7
    /// …as long as this many letters are left, and at most `mostLettersLost` are lost.
    static let shortestDamagedRemainder = 5
    static let mostLettersLost = 3
    /// Letters left of a worn short airport name (`wornToFour`).
    static let wornRemainder = 4

    /// Keys shorter than this are not matched as names (too many words are three letters long).
    static let shortestKey = 4
    static let shortestFuzzyKey = 7

    /// An index with no names yet, which `StampIndexStorage` fills from the gazetteer's stored copy.
    init(emptyWith lookups: StampLookups) { self.lookups = lookups }

    init(gazetteer: Gazetteer) throws {
        lookups = try StampLookups(gazetteer: gazetteer)
        var countriesByWord: [String: Set<String>] = [:]
        // The countries' 22,000 names in every language share their words ("republic" in each
        // of them): each word folded once. Keyed by its bytes, as canonically equal spellings
        // may fold apart.
        var foldedWords: [[UInt8]: String] = [:]
        func fold(_ word: String) -> String {
            guard !word.utf8.allSatisfy({ $0 < 0x80 }) else { return StampText.fold(word) }
            let bytes = Array(word.utf8)
            if let known = foldedWords[bytes] { return known }
            let folded = StampText.fold(word)
            foldedWords[bytes] = folded
            return folded
        }
        // A country's name, its words folded, filed under its keys (with and without an article).
        func file(_ words: [String], for code: String) {
            for key in Self.withArticleDropped(words.joined()) where Self.isNameKey(key) {
                countryKeys[key, default: []].insert(code)
            }
        }
        for entry in try lookups.countryNames() {
            let code = entry.country.id.code
            countries[code] = entry.country
            if let iso3 = entry.iso3 { alpha3[iso3] = code }
            let words = StampText.words(entry.name).map(fold)
            if words.count > 1 { for word in words { countriesByWord[word, default: []].insert(code) } }
            file(words, for: code)
        }
        for (name, code) in CountryShortNames.names + OfficialCountryNames.names where countries[code] != nil {
            file(StampText.words(name).map(fold), for: code)
        }
        for (word, codes) in countriesByWord where codes.count == 1 && countryKeys[word] == nil && Self.isCountryWordKey(word) {
            countryWordKeys[word] = codes.first!
        }
        for key in countryKeys.keys.filter({ $0.utf8.allSatisfy { $0 < 0x80 } && $0.count >= Self.shortestFuzzyKey }).sorted() {
            for code in countryKeys[key]!.sorted() { fuzzyKeys.append((Array(key.utf8), .country(code))) }
        }
        airports = try lookups.airports()
        scheduledGrid = ScheduledAirportGrid(airports)
        var distinctiveByIndex: [Set<String>] = []
        var wholeNameByIndex: [Set<String>] = []
        var partKeys: [String: [Int]] = [:]
        var wornWords: [(key: String, airport: Int)] = []
        for (index, airport) in airports.enumerated() {
            airportByIATA[airport.iata] = index
            if let city = airport.servedCityRowid { airportsByCity[city, default: []].append(index) }
            let towns = Set([airport.municipality, airport.servedCity ?? ""].flatMap(SearchText.words).map(StampText.fold))
            let distinctive = Self.distinctiveKeys(airport)
            distinctiveByIndex.append(distinctive)
            let nameKept = SearchText.words(airport.name).filter { !AirportNames.generic.contains($0) }.map(StampText.fold)
            var wholeNames: Set<String> = [nameKept.joined()]
            var parts = AirportNameKeys.runs(nameKept)
            // The first and last distinctive words of the name and the first of the town
            // ("fiumicino", "guarulhos", "charleroi" of Brussels South Charleroi, "ezeiza" from
            // "Buenos Aires (Ezeiza)"); not a port or border word ("porto" of Porto Santo, of
            // Pemba's town Porto Amélia), which AEROPORTO DO PORTO does not use as a name.
            let nameWords = SearchText.words(airport.name).map(StampText.fold).filter { !AirportNames.generic.contains($0) && !towns.contains($0) }
            let townWords = SearchText.words(airport.municipality).map(StampText.fold).filter { !SearchText.words(airport.servedCity ?? "").map(StampText.fold).contains($0) }
            for word in Set([nameWords.first, nameWords.last, townWords.first].compactMap { $0 })
            where word.count >= 5 && !distinctive.contains(word) && Self.isNameKey(word) && StampContext.airportStem(in: word) == nil
                && !StampVocabulary.onlyDescribeAPlace([word]) && !StampVocabulary.isModeWord(word) {
                airportWordKeys[word, default: []].append(index)
            }
            // A name that is only the town's ("Frankfurt Airport", "Split Airport") names the
            // airport only beside an airport word: that is the town-key rule below.
            let townKeys = Set([Self.withoutParentheses(airport.municipality), airport.servedCity ?? ""].map(StampText.key))
            // In order: a set's order differs between processes, and the fuzzy keys' order is stored.
            for key in distinctive.sorted() where !townKeys.contains(key) {
                airportNameKeys[key, default: []].append(index)
                if key.count >= Self.shortestFuzzyKey, key.utf8.allSatisfy({ $0 < 0x80 }) { fuzzyKeys.append((Array(key.utf8), .airport(index))) }
            }
            var townNames = Set([airport.municipality, airport.servedCity ?? ""].map(StampText.key))
            var fuzzyOtherNames = Set<String>()
            // Its other names: one that says it is an airport ("Kanombe International Airport",
            // "赤鱲角機場") names it as its own name does; one that does not ("Beograd", "الغردقة",
            // "Mecca") is a place it is called by, named beside an airport word as its town is.
            for other in airport.otherNames {
                let (kept, saysAirport) = AirportNameKeys.keptWords(other)
                guard !kept.isEmpty else { continue }
                let whole = kept.joined()
                guard saysAirport else { townNames.formUnion(Self.withArticleDropped(whole)); continue }
                wholeNames.insert(whole)
                parts += AirportNameKeys.runs(kept)
                let core = kept.filter { !towns.contains($0) }
                // A core that is only a direction ("Tenerife South") names no airport alone.
                let cores = core.allSatisfy(StampVocabulary.directionWords.contains) ? [whole] : [whole, core.joined()]
                // Read with a letter misread, lost or added as the airport's own name is (OCR
                // loses a letter to a space: "KATUN YAKE" of Katunayake International); in
                // order, as the fuzzy keys' order is stored.
                for key in Set(cores.flatMap(Self.withArticleDropped)).sorted() where Self.isNameKey(key) && !townKeys.contains(key) && !distinctive.contains(key) {
                    airportNameKeys[key, default: []].append(index)
                    if key.count >= Self.shortestFuzzyKey, key.utf8.allSatisfy({ $0 < 0x80 }), fuzzyOtherNames.insert(key).inserted {
                        fuzzyKeys.append((Array(key.utf8), .airport(index)))
                    }
                }
            }
            for town in townNames where Self.isNameKey(town) {
                airportTownKeys[town, default: []].append(index)
            }
            wholeNameByIndex.append(wholeNames)
            for key in Set(parts) { partKeys[key, default: []].append(index) }
            for word in Set([nameWords.first, nameWords.last].compactMap { $0 }) where word.count >= Self.shortestDamagedKey && Self.isNameKey(word) {
                wornWords.append((word, index))
            }
            if airport.scheduled, let code = airport.country?.id.code {
                for (script, countries) in AbjadConsonants.countries where countries.contains(code) {
                    for key in Self.consonantKeys(airport, script: script) { airportConsonantKeys[key, default: []].append(index) }
                }
            }
        }
        // Names a stamp gives an airport ("KLIA", 関西) that the sources do not hold.
        for (name, iata) in AirportNamesOnStamps.iataByName.sorted(by: { $0.key < $1.key }) {
            if let airport = airportByIATA[iata] { airportNameKeys[name, default: []].append(airport) }
        }
        // A town's name left over from an airport's name names the town's own airports, not the
        // airport ("MELBOURNE" of Melbourne Essendon, in Fawkner, is Melbourne and its airport);
        // an airport called by the town's name alone keeps it ("Brussels Airport", in Zaventem),
        // unless the town's own airport is a larger one ("Düsseldorf Regional" is Weeze Airport's
        // other name; FLUGHAFEN DÜSSELDORF is Düsseldorf's).
        func borrowsATown(_ key: String, _ airport: Int) -> Bool {
            guard let towns = airportTownKeys[key], !towns.contains(airport) else { return false }
            return !wholeNameByIndex[airport].contains(key) || towns.contains { typeRank($0) < typeRank(airport) }
        }
        for key in Array(airportNameKeys.keys) where airportTownKeys[key] != nil {
            let kept = airportNameKeys[key]!.filter { !borrowsATown(key, $0) }
            airportNameKeys[key] = kept.isEmpty ? nil : kept
        }
        fuzzyKeys.removeAll {
            guard case .airport(let airport) = $0.target else { return false }
            return borrowsATown(String(decoding: $0.key, as: UTF8.self), airport)
        }
        // A country's name is the country ("ISLAND" is Iceland, not Abu Musa Island Airport);
        // beside an airport word it names the country's airport called by it alone ("مطار
        // البحرين", Bahrain International).
        for key in airportNameKeys.keys.filter({ countryKeys[$0] != nil }).sorted() {
            for airport in airportNameKeys[key]! {
                guard let code = airports[airport].country?.id.code, countryKeys[key]!.contains(code), wholeNameByIndex[airport].contains(key) else { continue }
                countryNamedAirports[code, default: []].append(airport)
            }
            airportNameKeys[key] = nil
        }
        // A part of a name that is a whole name, a town's or a country's names them instead.
        for (key, indexes) in partKeys where airportNameKeys[key] == nil && airportTownKeys[key] == nil && countryKeys[key] == nil
            && airportWordKeys[key] == nil {
            airportPartKeys[key] = indexes
        }
        for key in Array(airportWordKeys.keys) where countryKeys[key] != nil { airportWordKeys[key] = nil }
        fuzzyKeys.removeAll { if case .airport = $0.target { return countryKeys[String(decoding: $0.key, as: UTF8.self)] != nil } else { return false } }
        let order: (Int, Int) -> Bool = { a, b in
            (self.typeRank(a), self.airports[a].iata) < (self.typeRank(b), self.airports[b].iata)
        }
        // Airline airports come first among a town's (a stamp is from one: "YAOUNDÉ" is
        // Nsimalen, not the old Yaoundé Airport), then the one named after the town alone
        // ("İstanbul Airport" before Atatürk and Sabiha Gökçen, which serve Istanbul too).
        func namesakeFirst(_ key: String) -> (Int, Int) -> Bool {
            { a, b in
                let scheduledA = self.airports[a].scheduled, scheduledB = self.airports[b].scheduled
                if scheduledA != scheduledB { return scheduledA }
                let namesakeA = distinctiveByIndex[a].contains(key), namesakeB = distinctiveByIndex[b].contains(key)
                return namesakeA != namesakeB ? namesakeA : order(a, b)
            }
        }
        for key in airportTownKeys.keys { airportTownKeys[key]!.sort(by: namesakeFirst(key)) }
        for city in airportsByCity.keys {
            let key = StampText.key(airports[airportsByCity[city]![0]].servedCity ?? "")
            airportsByCity[city]!.sort(by: namesakeFirst(key))
        }
        longestKey = max(countryKeys.keys.map(\.utf8.count).max() ?? 0, airportNameKeys.keys.map(\.utf8.count).max() ?? 0,
                         airportTownKeys.keys.map(\.utf8.count).max() ?? 0, airportPartKeys.keys.map(\.utf8.count).max() ?? 0)
        var long: [(key: String, target: Target)] = []
        for (key, codes) in countryKeys where key.count >= Self.shortestDamagedKey { for code in codes.sorted() { long.append((key, .country(code))) } }
        for (key, airports) in airportNameKeys where key.count >= Self.shortestDamagedKey { for a in airports { long.append((key, .airport(a))) } }
        for (key, airports) in airportTownKeys where key.count >= Self.shortestDamagedKey { long.append((key, .airportTown(airports[0]))) }
        for (key, airports) in airportPartKeys where key.count >= Self.shortestDamagedKey { for a in airports { long.append((key, .airportPart(a))) } }
        // A name's first or last word worn at an end ("CARRAS" of Carrasco).
        for (key, airport) in wornWords where airportPartKeys[key] == nil && countryKeys[key] == nil && airportTownKeys[key] == nil {
            long.append((key, .airportPart(airport)))
        }
        // Ties broken by the target, so the order (and so the evidence shown) is the same in every process.
        func rank(_ t: Target) -> (Int, String, Int) { t.order }
        longKeys = long.sortedCanonically(by: { ($0.key, "") }, tie: { rank($0.target) < rank($1.target) })
        var inner: [(key: String, whole: String, cut: Int, target: Target)] = []
        // Airports' names and towns only: the countries' names in every language are most of the
        // long keys, and sorting them again cost every process a third of a second.
        for (key, target) in longKeys {
            if case .country = target { continue }
            for cut in 1...2 where key.count - cut > Self.shortestDamagedRemainder { inner.append((String(key.dropFirst(cut)), key, cut, target)) }
        }
        innerLongKeys = inner.sortedCanonically(by: { ($0.key, $0.whole) }, tie: { rank($0.target) < rank($1.target) })
        reversedLongKeys = longKeys.map { ($0.key.reversedCharacters, $0.key, $0.target) }
            .sortedCanonically(by: { ($0.key, $0.whole) }, tie: { rank($0.target) < rank($1.target) })
        let shortLengths = (Self.wornRemainder + 2)...(Self.wornRemainder + Self.mostLettersLost)
        var short: [(key: String, target: Target)] = []
        for (key, indexes) in airportNameKeys where shortLengths.contains(key.count) {
            for a in indexes where self.airports[a].scheduled { short.append((key, .airport(a))) }
        }
        for (key, indexes) in airportTownKeys where shortLengths.contains(key.count) && self.airports[indexes[0]].scheduled {
            short.append((key, .airportTown(indexes[0])))
        }
        for (key, indexes) in airportPartKeys where shortLengths.contains(key.count) {
            for a in indexes where self.airports[a].scheduled { short.append((key, .airportPart(a))) }
        }
        shortAirportKeys = short.sortedCanonically(by: { ($0.key, "") }, tie: { rank($0.target) < rank($1.target) })
        reversedShortAirportKeys = shortAirportKeys.map { ($0.key.reversedCharacters, $0.key, $0.target) }
            .sortedCanonically(by: { ($0.key, $0.whole) }, tie: { rank($0.target) < rank($1.target) })
    }

    /// The airline airport a four-letter `read` is what is left of, with two or three letters
    /// lost at its start or its end, when it is one airport's name alone (a fragment many names
    /// share is no reading).
    func wornToFour(_ read: String) -> Damaged? {
        guard read.count == Self.wornRemainder else { return nil }
        var found: [Damaged] = []
        Self.scanPrefixed(shortAirportKeys, \.key, read) { entry, lost in
            if lost >= 2 { found.append(Damaged(target: entry.target, whole: entry.key, lost: lost, side: .end)) }
        }
        Self.scanPrefixed(reversedShortAirportKeys, \.key, String(read.reversed())) { entry, lost in
            if lost >= 2 { found.append(Damaged(target: entry.target, whole: entry.whole, lost: lost, side: .start)) }
        }
        let airports = Set(found.map { damaged -> Int in
            switch damaged.target {
            case .airport(let a), .airportTown(let a), .airportPart(let a): return a
            case .country: return -1
            }
        })
        guard airports.count == 1 else { return nil }
        return found.min { ($0.lost, $0.whole) < ($1.lost, $1.whole) }
    }

    /// Calls `body` with each of the sorted `keys` that begins with `probe`, and how many letters it has beyond it.
    static func scanPrefixed<T>(_ keys: [T], _ key: (T) -> String, _ probe: String, _ body: (T, Int) -> Void) {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if key(keys[mid]) < probe { low = mid + 1 } else { high = mid }
        }
        while low < keys.count, key(keys[low]).hasPrefix(probe) {
            body(keys[low], key(keys[low]).count - probe.count)
            low += 1
        }
    }

    /// The long keys `read` is what is left of, with 1…`mostLettersLost` letters lost at the
    /// start, the end, or both.
    func damaged(_ read: String) -> [Damaged] {
        guard read.count >= Self.shortestDamagedRemainder else { return [] }
        var found: [Damaged] = []
        func scan<T>(_ keys: [T], _ key: (T) -> String, _ probe: String, _ make: (T, Int) -> Damaged) {
            Self.scanPrefixed(keys, key, probe) { entry, lost in
                if (1...Self.mostLettersLost).contains(lost) { found.append(make(entry, lost)) }
            }
        }
        scan(longKeys, \.key, read) { Damaged(target: $0.target, whole: $0.key, lost: $1, side: .end) }
        scan(reversedLongKeys, \.key, String(read.reversed())) { Damaged(target: $0.target, whole: $0.whole, lost: $1, side: .start) }
        scan(innerLongKeys, \.key, read) { Damaged(target: $0.target, whole: $0.whole, lost: $0.cut + $1, side: .both) }
        return found.filter { $0.lost <= Self.mostLettersLost }
    }

    /// The script-and-skeleton keys of the words of an airport's names in Latin letters that
    /// say more than "airport" ("King Abdulaziz International Airport" → arabic:kng, arabic:bdlz).
    static func consonantKeys(_ airport: StampLookups.AirportNaming, script: AbjadConsonants.Script) -> Set<String> {
        var keys = Set<String>()
        for name in [airport.name] + airport.otherNames {
            let words = SearchText.words(name).map(StampText.fold)
            for (n, word) in words.enumerated()
            where word.allSatisfy(\.isASCII) && !AirportNames.generic.contains(word) && !AirportNameKeys.linkingWords.contains(word)
                && !StampVocabulary.airportNameFillers.contains(word) && StampContext.airportStem(in: word) == nil {
                let skeleton = AbjadConsonants.skeleton(latin: word)
                if skeleton.count >= AbjadConsonants.shortest { keys.insert("\(script.rawValue):\(skeleton)") }
                // "Queen Alia": a title and the name after it, however short.
                if AbjadConsonants.titles.values.contains(word), n + 1 < words.count {
                    let named = AbjadConsonants.skeleton(latin: words[n + 1])
                    if !named.isEmpty { keys.insert("\(script.rawValue):\(word) \(named)") }
                }
            }
        }
        return keys
    }

    /// The airline airports a word in the Arabic or Hebrew script names by its consonants, or a
    /// title and the word after it (`next`) do ("الملكة علياء", Queen Alia).
    func airportsByConsonants(_ word: String, next: String?) -> [Int] {
        guard let script = AbjadConsonants.script(of: word) else { return [] }
        let bare = script == .arabic ? Self.withArticleDropped(word).last! : word
        if let title = AbjadConsonants.titles[bare], let next, AbjadConsonants.script(of: next) == script {
            let named = AbjadConsonants.skeleton(abjad: next)
            return named.isEmpty ? [] : airportConsonantKeys["\(script.rawValue):\(title) \(named)"] ?? []
        }
        let skeleton = AbjadConsonants.skeleton(abjad: bare)
        guard skeleton.count >= AbjadConsonants.shortest else { return [] }
        return airportConsonantKeys["\(script.rawValue):\(skeleton)"] ?? []
    }

    /// A country's one large airline airport, when it has exactly one (OurAirports' type):
    /// Doha's for Qatar, Plaisance for Mauritius; nil for a country with several (the United
    /// Arab Emirates) or none. A scan of the airports, for the rare stamp that names only its
    /// country and an airport word.
    func mainAirport(of country: String) -> Int? {
        let large = airports.indices.filter { airports[$0].scheduled && typeRank($0) == 0 && airports[$0].country?.id.code == country }
        return large.count == 1 ? large[0] : nil
    }

    /// Large airports before medium before small before the rest.
    func typeRank(_ airport: Int) -> Int {
        switch airports[airport].type {
        case "large_airport": return 0
        case "medium_airport": return 1
        case "small_airport": return 2
        default: return 3
        }
    }

    /// Arabic's article, "ال", written on a name or left off it: "الكويت" and "كويت" are both Kuwait.
    static let arabicArticle = "\u{0627}\u{0644}"

    /// `key`, and `key` without the Arabic article it begins with, if it does and what is left is a name.
    static func withArticleDropped(_ key: String) -> [String] {
        guard key.hasPrefix(arabicArticle), key.count >= arabicArticle.count + 3 else { return [key] }
        return [key, String(key.dropFirst(arabicArticle.count))]
    }

    /// "Shanghai (Pudong)" → "Shanghai".
    static func withoutParentheses(_ text: String) -> String {
        text.split(separator: "(").first.map(String.init) ?? text
    }

    /// Whether a folded key is long enough to be a name and is not one of the stamp's own words.
    static func isNameKey(_ key: String) -> Bool {
        guard !StampVocabulary.stampWords.contains(key) else { return false }
        // Two CJK or Hangul characters are a whole name (中国, 日本); three letters of the other
        // scripts (مصر, قطر), which share no words with the Latin texts around them; Latin needs four.
        if let first = key.unicodeScalars.first, first.value >= 0x2E80 { return key.count >= 2 }
        if let first = key.unicodeScalars.first, first.value >= 0x0370 { return key.count >= 3 }
        return key.count >= shortestKey
    }

    /// Whether one word of a country's name is long enough to stand for it: five letters in
    /// Latin script, four in the others (two in CJK and Hangul), and not one of the stamp's words.
    static func isCountryWordKey(_ word: String) -> Bool {
        guard isNameKey(word), !StampVocabulary.isModeWord(word) else { return false }
        if let first = word.unicodeScalars.first, first.value >= 0x2E80 { return true }
        if let first = word.unicodeScalars.first, first.value >= 0x0370 { return word.count >= 4 }
        return word.count >= 5
    }

    /// An airport's name without the words that only say "airport" ("Keflavik International
    /// Airport" → "keflavik"), and without the served town as well ("London Heathrow Airport" →
    /// "heathrow").
    static func distinctiveKeys(_ airport: StampLookups.AirportNaming) -> Set<String> {
        let words = SearchText.words(airport.name)
        let distinctive = words.filter { !AirportNames.generic.contains($0) }
        var keys = Set<String>()
        let whole = distinctive.map(StampText.fold).joined()
        if isNameKey(whole) { keys.insert(whole) }
        // A core that only says where the airport lies in its town ("Ivanovo South", "Smolensk
        // North", "Tenerife Sur") or on what kind of place ("Pulau" of Pulau Pangkor) names no
        // airport: any stamp's word for a direction, any island's name, would name it.
        if let core = AirportNames.core(of: airport.name, servedBy: [airport.municipality, airport.servedCity].compactMap { $0 }),
           !endsBeforeALinkingWord(core, in: words) {
            let words = SearchText.words(core).map(StampText.fold)
            let key = words.joined()
            if isNameKey(key), !StampVocabulary.onlyDescribeAPlace(words) { keys.insert(key) }
        }
        return keys
    }

    /// Whether the name goes on after its core with a linking word: the town left out of the
    /// core was the end of a person's name ("Juan De Ayolas Airport", in Ayolas), and the core
    /// is only a given name ("JUAN" of AEROP. JUAN G. GOMEZ, Varadero's), which names no airport.
    static func endsBeforeALinkingWord(_ core: String, in words: [String]) -> Bool {
        guard let last = SearchText.words(core).last, let at = words.lastIndex(of: last), at + 2 < words.count else { return false }
        return AirportNameKeys.linkingWords.contains(StampText.fold(words[at + 1])) && !AirportNames.generic.contains(words[at + 2])
    }
}

extension StampPlaceIndex {
    /// Every table the builder above fills, in the order the gazetteer stores them
    /// (`StampIndexStorage`). A table added to the class must be added here: until it is, no
    /// index is stored or read back (the copy would lack it), and StampIndexStorageTests fail.
    static var storedTables: [StampIndexTable] {
        [
            .stored("countries", \.countries),
            .stored("alpha3", \.alpha3),
            .stored("countryKeys", \.countryKeys),
            .stored("countryWordKeys", \.countryWordKeys),
            .stored("airports", \.airports),
            .stored("airportByIATA", \.airportByIATA),
            .stored("airportNameKeys", \.airportNameKeys),
            .stored("airportTownKeys", \.airportTownKeys),
            .stored("airportWordKeys", \.airportWordKeys),
            .stored("airportPartKeys", \.airportPartKeys),
            .stored("countryNamedAirports", \.countryNamedAirports),
            .stored("airportConsonantKeys", \.airportConsonantKeys),
            .stored("airportsByCity", \.airportsByCity),
            .remade("scheduledGrid", \.scheduledGrid) { ScheduledAirportGrid($0.airports) },
            .converted("fuzzyKeys", \.fuzzyKeys, to: { $0.map { StoredPair($0.key, $0.target) } }, from: { $0.map { ($0.a, $0.b) } }),
            .converted("longKeys", \.longKeys, to: { $0.map { StoredPair($0.key, $0.target) } }, from: { $0.map { ($0.a, $0.b) } }),
            .converted("reversedLongKeys", \.reversedLongKeys, to: { $0.map { StoredTriple($0.key, $0.whole, $0.target) } },
                       from: { $0.map { ($0.a, $0.b, $0.c) } }),
            .converted("innerLongKeys", \.innerLongKeys, to: { $0.map { StoredPair(StoredTriple($0.key, $0.whole, $0.cut), $0.target) } },
                       from: { $0.map { ($0.a.a, $0.a.b, $0.a.c, $0.b) } }),
            .converted("shortAirportKeys", \.shortAirportKeys, to: { $0.map { StoredPair($0.key, $0.target) } }, from: { $0.map { ($0.a, $0.b) } }),
            .converted("reversedShortAirportKeys", \.reversedShortAirportKeys, to: { $0.map { StoredTriple($0.key, $0.whole, $0.target) } },
                       from: { $0.map { ($0.a, $0.b, $0.c) } }),
            .stored("longestKey", \.longestKey),
        ]
    }
}
