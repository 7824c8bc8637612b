import WaymarkGazetteer
import WaymarkGeo

/// Reads codes and names out of a stamp's text, each as a weighted finding. The weights are the
/// specification of how much each signal counts (see docs/stamps.md).
struct StampSignalReader {
    let index: StampPlaceIndex
    let text: StampText
    let context: StampContext
    let cities: CityNames
    /// Where towns lie against land borders; nil reads no stamp's layout as an airport's.
    var outlines: OutlineNearness? = nil
    /// Whether a word may be read as an airline town's name worn at an end (`wornTowns`): not
    /// in a transliteration, whose syllables ("zhōng") begin and end many towns' names.
    var readsWornTowns = true
    /// Lines whose words are syllables transliterated from a script written without spaces
    /// ("gāo xióng" of 高雄): a syllable ends and begins many longer names, so no name is read
    /// there worn at an end (`damagedNames`, `wornToFour`); "xióng" is no worn Feixiong.
    var linesOfSyllables: Set<Int> = []
    /// Greek and Cyrillic names matched with one letter misread (`GreekCyrillicFuzzyKeys`);
    /// empty for a stamp without such letters.
    var greekCyrillicKeys: [(key: [UInt8], target: StampPlaceIndex.Target)] = []

    enum Weight {
        static let iataAlone = 3.0
        static let iataInLine = 1.2
        static let airportName = 2.0
        static let airportNameWithAirportWord = 1.0
        static let airportTown = 1.8
        static let countryName = 2.2
        static let countryNameInflected = 1.6
        /// One word of a country's longer name that names no other country.
        static let countryWord = 1.6
        static let countryCode = 1.4
        static let vehicleSign = 1.6
        /// A sign of one letter ("D", "T") standing alone: the least a stamp can print, and what
        /// OCR makes of a speck or a letter left of a longer sign ("T" of "TR"), so it counts less
        /// than a town's name read whole.
        static let oneLetterSign = 1.0
        /// A country's code of two letters standing alone that nothing else on the stamp bears
        /// out (`LoneCountryCodes`): a pair of capitals OCR may have made of specks counts more
        /// than one letter, less than an airport's code inside a line or a town's name read whole.
        static let unsupportedPairCode = 1.1
        static let longKeyBonus = 0.3
        /// A name found with one letter misread counts this share of a clean read.
        static let misreadShare = 0.7
        /// A name that ends inside a longer word that is not "airport" counts this share.
        static let compoundShare = 0.6
        static let airportWord = 1.4
        /// One word of an airport's name with no airport word around: often a town's name too.
        static let airportWordAlone = 1.0
        /// What a town's airport counts less when the town is read off the airport word's line
        /// and another town on it.
        static let offTheAirportWordsLine = 0.5
        /// A town's airport without the word "airport" counts this share of the town.
        static let unnamedAirportShare = 0.6
        /// What a town's scheduled airport counts above the town on a stamp that reads like a
        /// border stamp (an entry or exit word) and names no sea or land crossing.
        static let entryStampAirport = 0.5
        /// A name with letters lost at an end counts this share, less `damagedShareLoss` a letter.
        static let damagedShare = 0.8
        static let damagedShareLoss = 0.1
        /// An airport read (by its name or its town) on a stamp whose words say port or border, with no airport word.
        static let offModeAirportShare = 0.5
        /// A word of an airport's name matched by its consonants alone (Arabic, Hebrew) counts this share.
        static let consonantShare = 0.7
        /// What each further word of the same name read by its consonants on the line adds.
        static let consonantWordMore = 0.3
        /// What an airport's code inside a line counts beside a town of another country read whole.
        static let codeBesideAForeignTown = 0.5
        /// A country's one large airport, named by the country's name beside an airport word.
        static let countrysMainAirport = 0.8
        /// What a town's region's code read after it on its line ("MIAMI, FL") adds.
        static let regionCode = 0.5
        /// Part of an airport's name (a run of its words at one end) counts this share of the whole name.
        static let namePartShare = 0.85
    }

    func findings() throws -> [StampFinding] {
        var found = codes()
        var towns: [StampFinding] = []
        for i in text.tokens.indices {
            if isNameStart(i) {
                // A word read letter for letter (whole or worn) is not read again by fewer of its letters.
                let readsWorn = !linesOfSyllables.contains(text.tokens[i].line)
                let named = names(at: i) + (readsWorn ? damagedNames(at: i) : [])
                let read = named.isEmpty ? (readsWorn ? wornToFour(at: i) : []) + consonantNames(at: i) : named
                found += read
                let townsHere = try cities.findings(at: i, in: text, context: context)
                // A word that names nothing as read may be a town or an airport with a letter
                // misread, or a town with letters lost at an end.
                let covered = (found + towns).contains { $0.tokens?.contains(i) ?? false }
                if read.isEmpty && townsHere.isEmpty && !covered {
                    let readings = lookAlikeReadings(at: i)
                    let misread = try misreadTowns(at: i, readings: readings), misreadAirport = misreadAirports(at: i, readings: readings)
                    found += misreadAirport
                    let unlike = misread.isEmpty && misreadAirport.isEmpty ? try airlineTownsWithALetterUnlike(at: i) : []
                    towns += misread.isEmpty && misreadAirport.isEmpty && unlike.isEmpty && readsWornTowns ? try wornTowns(at: i) : misread + unlike
                } else {
                    towns += townsHere
                }
            } else if StampVocabulary.stampWords.contains(text.tokens[i].folded) {
                // The stamp's own words can begin a country's name (UNITED KINGDOM, REPUBLIC OF
                // KOREA), or an airport's or an airport town's that runs on past them (LA AURORA,
                // ĐÀ NẴNG).
                found += names(at: i).filter { $0.signal == .countryName || ($0.signal != .countryCode && ($0.tokens?.count ?? 0) > 1) }
                towns += try cities.findings(at: i, in: text, context: context).filter { ($0.tokens?.count ?? 0) > 1 }
            }
        }
        // A name pieced from a short word in small letters and a capitalized one after it is
        // specks read beside a word (`OCRNoise.breaksTheCase`), not a name.
        func piecedFromNoise(_ f: StampFinding) -> Bool {
            guard let tokens = f.tokens, tokens.count > 1 else { return false }
            return OCRNoise.breaksTheCase(text.tokens[tokens.lowerBound].original, before: text.tokens[tokens.lowerBound + 1].original)
        }
        found.removeAll(where: piecedFromNoise)
        towns.removeAll(where: piecedFromNoise)
        // After a state's title a worn word may have two letters misread ("REPUELIC OF RMAMDA"):
        // read so only where no other name or code was read on it. A town read there does not
        // count: after a state's title only a country's name can stand ("KINGDOM UF BP UTAN"
        // is Bhutan, not Utan in Jakarta).
        let readTokens = Set(found.compactMap(\.tokens).flatMap { $0 })
        found += titledCountries().filter { $0.tokens.map { !$0.contains(where: readTokens.contains) } ?? true }
        // A reading with a misread letter gives way to an exact reading of the same letters
        // ("SHANGHAI" is Shanghai, not Changhai); without an airport word, an airport named after
        // the town it serves is the town ("FRANKFURT (ODER)" is not Frankfurt Airport).
        // On a port or border stamp, a port or border word that is also a town's name ("HÖFN",
        // "PORTO", "LUKA") is the word when its line names another town ("HÖFN SEYÐISFJÖRÐUR").
        if context.mode == .sea || context.mode == .land {
            let all = towns
            let wordTowns = all.filter { t in
                t.tokens.map { $0.count == 1 && StampVocabulary.isModeWord(text.tokens[$0.lowerBound].folded) } ?? false
            }
            towns.removeAll { t in
                guard wordTowns.contains(t), let at = t.tokens?.lowerBound else { return false }
                return all.contains { other in
                    guard let span = other.tokens, !span.contains(at) else { return false }
                    return text.tokens[span.lowerBound].line == text.tokens[at].line
                }
            }
        }
        // A country's name with an ending ("GENE·VA", "MALTE·PE", "CILE·GON") gives way to a
        // town whose name is the whole word (Geneva, Maltepe, Cilegon): the word read whole is
        // the reading meant, as it is for an airport's name inside a longer one.
        let wholeWordTowns = Set(towns.filter { !$0.misread && !$0.withEnding }.compactMap(\.tokens))
        found.removeAll { f in f.signal == .countryName && f.withEnding && f.tokens.map(wholeWordTowns.contains) == true }
        // And a town read with an ending ("ROMAN·IA", Roman in Neamț) gives way to the country
        // whose name is the whole word (Romania).
        let wholeWordCountries = Set(found.filter { $0.signal == .countryName && !$0.misread && !$0.withEnding }.compactMap(\.tokens))
        towns.removeAll { t in t.withEnding && t.tokens.map(wholeWordCountries.contains) == true }
        // A town read on some of the words of a larger town's name read across them gives way
        // ("HAAG" of DEN HAAG, "YORK" of NEW YORK): the longest reading is the one meant, as for
        // airports' names below. Not to a smaller one: a village called "Port Halifax" does not
        // make PORT HALIFAX anything but Halifax's port.
        func population(_ f: StampFinding) throws -> Int {
            guard case .city(let rowid) = f.target else { return 0 }
            return try cities.place(rowid)?.population ?? 0
        }
        let longerTowns = try towns.compactMap { t -> (span: ClosedRange<Int>, people: Int)? in
            guard !t.misread, let span = t.tokens, span.count > 1 else { return nil }
            return (span, try population(t))
        }
        towns = try towns.filter { t in
            guard let tokens = t.tokens else { return true }
            let people = try population(t)
            return !longerTowns.contains { $0.span.count > tokens.count && $0.span.holds(tokens) && $0.people > people }
        }
        // A town read where it ends inside a word gives way to one whose name is the whole word
        // ("BAGRA" of BAGRATASHEN, a village in India, to Bagratashen): the word read whole is
        // the reading meant.
        let wholeWordTownStarts = Set(towns.filter { !$0.insideWord && !$0.misread }.compactMap { $0.tokens?.lowerBound })
        towns.removeAll { $0.insideWord && $0.tokens.map { wholeWordTownStarts.contains($0.lowerBound) } == true }
        // Without an airport word, an airport's name read on some of the words of a town's name
        // read across them gives way ("FALLS" of VICTORIA FALLS is not Falls International
        // Airport, in Minnesota): the longest reading is the one meant.
        if !context.hasAirportWord {
            let townSpans = towns.filter { !$0.misread }.compactMap(\.tokens).filter { $0.count > 1 }
            found.removeAll { f in
                guard f.signal == .airportName, let tokens = f.tokens else { return false }
                return townSpans.contains { $0.count > tokens.count && $0.holds(tokens) }
            }
        }
        // A town read at the start of a longer word is no reading of the word's letters as written.
        let exact = Set((found + towns).filter { !$0.misread && !$0.insideWord }.map(\.text))
        var townsByText: [String: [Int]] = [:]
        for town in towns { if case .city(let rowid) = town.target { townsByText[town.text, default: []].append(rowid) } }
        // So is one named after the town it serves in another script ("ЛЬВІВ", of Міжнародний
        // аеропорт "Львів"), and, on a port or border stamp, one named after the town it lies by
        // ("HAVN KRISTIANSAND": Kristiansand Airport lies in Kjevik, beside the town). Elsewhere
        // such a name is the airport's ("ORLY", "FIUMICINO", "NARITA").
        var namedAfterItsTown = Set<StampFinding>()
        if !context.hasAirportWord {
            let offMode = context.mode == .sea || context.mode == .land
            for f in found where f.signal == .airportName {
                guard case .airport(let a) = f.target else { continue }
                for rowid in townsByText[f.text] ?? [] {
                    if try index.airports[a].servedCityRowid == rowid || offMode && airports(of: rowid, besides: true).contains(a) { namedAfterItsTown.insert(f) }
                }
            }
        }
        found.removeAll { f in (f.misread && exact.contains(f.text)) || namedAfterItsTown.contains(f) }
        // An airport's name read on some of the words ("MARÍA", "JOSÉ MAR…") gives way to
        // another's read across more of them ("JOSÉ MARÍA CÓRD", worn): the longest reading is
        // the one meant. A stamp names one airport, so a name read on one word gives way to a
        // longer one read anywhere on it ("CARLOS" of four airports' names, beside "IBÁÑEZ DEL
        // CA", worn); a reading of several words only to one that holds it. A name read as
        // written does not give way to one read with a letter misread that adds only an airport
        // word to it ("CHANGI" is Singapore Changi, whatever "CHANGI AIRPORT" resembles).
        func givesWay(_ tokens: ClosedRange<Int>, to span: ClosedRange<Int>) -> Bool {
            span.count > tokens.count && (tokens.count == 1 || span.holds(tokens))
        }
        func addsOnlyAnAirportWord(_ span: ClosedRange<Int>, to tokens: ClosedRange<Int>) -> Bool {
            span.holds(tokens) && span.allSatisfy { tokens.contains($0) || context.airportTokens.contains($0) }
        }
        let spans = found.compactMap { f -> (StampFinding.Target, ClosedRange<Int>, Bool)? in
            guard f.signal == .airportName, let tokens = f.tokens else { return nil }
            return (f.target, tokens, f.misread)
        }
        found.removeAll { f in
            guard f.signal == .airportName, let tokens = f.tokens else { return false }
            return spans.contains { target, span, misread in
                target != f.target && givesWay(tokens, to: span) && !(misread && !f.misread && addsOnlyAnAirportWord(span, to: tokens))
            }
        }
        // On a port or border stamp an airport named like a town ("HAVN KRISTIANSAND", "항 인천")
        // is the town: the airport counts only a share of its name.
        if !context.hasAirportWord, context.mode == .sea || context.mode == .land {
            for i in found.indices where found[i].signal == .airportName {
                found[i].weight = (found[i].weight * Weight.offModeAirportShare * 1000).rounded() / 1000
                found[i].detail += "; a \(context.mode == .sea ? "port" : "border") word, no airport word"
            }
        }
        // A town named like its own country ("LUXEMBOURG", "SINGAPORE") is read as the country
        // first; a country's name that only begins the town's ("بيروت" holds بيرو, Peru) or is
        // another country's ("LIBERIA" in Costa Rica) does not count.
        var countriesByText: [String: Set<String>] = [:]
        for f in found where f.signal == .countryName && !f.misread && f.weight >= Weight.countryName {
            if case .country(let code) = f.target { countriesByText[f.text, default: []].insert(code) }
        }
        // The country's name beside an airport word names the airport called by it alone
        // ("مطار البحرين", "MALTA AIRPORT"), unless it is also a town with an airport of its own
        // ("AEROPORTO SALVADOR" is Salvador da Bahia's, not El Salvador's). Inferred, never strong.
        if context.hasAirportWord {
            // A name worn or misread ("مطار البحر") names it for as much less as the name counts for less.
            for f in found where f.signal == .countryName && index.airportTownKeys[StampText.key(f.text)] == nil {
                guard case .country(let code) = f.target else { continue }
                let share = f.misread ? f.weight / Weight.countryName : 1
                for airport in index.countryNamedAirports[code] ?? [] {
                    found.append(StampFinding(signal: .airportName, target: .airport(airport), weight: ((Weight.airportTown + Weight.longKeyBonus) * share * 1000).rounded() / 1000,
                                              text: f.text, detail: "the country's name and an airport word: \(index.airports[airport].name)", misread: f.misread, inferred: true))
                }
                // "STATE OF QATAR / INT'L AIRPORT": a country with one large airline airport
                // names it so, when the airport's own name is lost. Less than any town read
                // beside the airport word, whose airports come first.
                if (index.countryNamedAirports[code] ?? []).isEmpty, let main = index.mainAirport(of: code) {
                    found.append(StampFinding(signal: .airportName, target: .airport(main), weight: (Weight.countrysMainAirport * share * 1000).rounded() / 1000,
                                              text: f.text, detail: "the country's name and an airport word: its one large airport, \(index.airports[main].name)",
                                              misread: f.misread, inferred: true))
                }
            }
        }
        towns = try towns.map(withItsRegionsCode)
        found = withoutCodesThatAreWordsOfANamedAirport(try withCodesGivingWayToTowns(found, towns: towns))
        // A town read inside a longer airport name ("CANA" of "…NTA CANA", Punta Cana worn), or
        // on one word beside one, does not bring its own airport.
        let coded = Set(found.compactMap { f -> Int? in
            guard f.signal == .iataCode, case .airport(let airport) = f.target else { return nil }
            return airport
        })
        let townAirports = try airportsServing(towns, countriesNamed: countriesByText, coded: coded).filter { f in
            guard let tokens = f.tokens else { return true }
            return !spans.contains { $0.0 != f.target && givesWay(tokens, to: $0.1) }
        }
        // A word read inside a country's longer name is that name's ("SOUTH" of SOUTH AFRICA is
        // not Ivanovo South Airport, "GUINEA" of PAPUA NEW GUINEA not Guinea): the longest
        // reading is the one meant.
        // A name read with a letter misread is no such reading: it may run across words it only
        // resembles.
        let countrySpans = found.filter { $0.signal == .countryName && !$0.misread }.compactMap { f in f.tokens.map { (f.target, $0) } }
        // Nor is a word of a border authority's name ("HOMELAND" of HOMELAND SECURITY).
        let authoritySpans = AuthorityCountries.phrases(in: text).map(\.words)
        // And a word of a country's longer name read inside a town's or an airport's name of
        // more words is that name's: "TANAH" (land, in Malay) of TANAH MERAH, Singapore's ferry
        // terminal, is no word of Thailand's name.
        let placeSpans = (found + towns).filter { $0.signal != .countryName && !$0.misread }.compactMap(\.tokens).filter { $0.count > 1 }
        return (found + towns + townAirports).filter { f in
            guard let tokens = f.tokens else { return true }
            if f.signal != .countryName, authoritySpans.contains(where: { $0.holds(tokens) }) { return false }
            if f.signal == .countryName, f.wordOfLongerName, placeSpans.contains(where: { $0.count > tokens.count && $0.holds(tokens) }) { return false }
            return !countrySpans.contains { target, name in
                guard target != f.target else { return false }
                if name.count > tokens.count && name.holds(tokens) { return true }
                // Nor is a word of the state's title before the name ("DE GUATEMALA" of REPÚBLICA DE
                // GUATEMALA is no town), though a state's formal name is read whole, title and all
                // ("REPUBLIC OF CHINA", Taiwan's).
                return f.signal != .countryName && tokens.lowerBound < name.lowerBound && withItsTitle(name).holds(tokens)
            }
        }
    }

    /// The airports of the towns found. Beside an airport word ("MÜNCHEN FLUGHAFEN", "AEROPORTO
    /// DE LISBOA") the town's largest airport is a strong reading; without one it is offered below
    /// the town itself, since most stamps of a large town's border post are its airport's.
    /// On a border stamp the town's first airline airport is its stamp's, unless the stamp also
    /// prints the code of another of the town's airports (`coded`): "LONDON LHR" is Heathrow's.
    func airportsServing(_ towns: [StampFinding], countriesNamed: [String: Set<String>] = [:], coded: Set<Int> = []) throws -> [StampFinding] {
        var found: [StampFinding] = []
        // Each town's airports, first: a town and the place its airport lies in, named together
        // on one line ("VENEZIA TESSERA"), name that airport.
        let airportsOfTown = try towns.map { town -> [Int] in
            guard case .city(let rowid) = town.target else { return [] }
            return Array(try airports(of: rowid, besides: Self.bringsAirportsBeside(town)).prefix(2))
        }
        // A town read on some of the words of a longer town's own name read across them
        // ("VICTORIA" of VICTORIA FALLS) is a guess at part of that name: its airport is no border
        // stamp's. Not of another name's: GeoNames files odd ones ("RAI DENPASAR" is one of Leiden's).
        let longerTownSpans = towns.filter { !$0.misread && !$0.byAlternateName }.compactMap(\.tokens).filter { $0.count > 1 }
        // "SHANNON AIRPORT" over "PERMITTED TO LAND ON": the airport word names the town on its
        // own line, so when a town is read there, the towns read on other lines bring other
        // airports than its a rank lower (`Weight.offTheAirportWordsLine`). Not the same airport:
        // "NARITA" and "成田空港" on two lines name one.
        func besideTheAirportWord(_ town: StampFinding) -> Bool {
            town.tokens.map { context.airportWordLines.contains(text.tokens[$0.lowerBound].line) } ?? false
        }
        let airportsBesideTheAirportWord = Set(towns.indices.filter { besideTheAirportWord(towns[$0]) }.flatMap { airportsOfTown[$0] })
        for (number, town) in towns.enumerated() {
            guard case .city(let rowid) = town.target else { continue }
            let insideALongerTown = town.tokens.map { tokens in longerTownSpans.contains { $0.count > tokens.count && $0.holds(tokens) } } ?? false
            let namesItsCountry = try cities.place(rowid)?.country.map { countriesNamed[town.text]?.contains($0.id.code) ?? false } ?? false
            let airports = airportsOfTown[number]
            let firstScheduled = airports.first { index.airports[$0].scheduled && coded.contains($0) } ?? airports.first { index.airports[$0].scheduled }
            for (rank, airport) in airports.enumerated() {
                // A town read at the start of a longer word ("VARNA" of VARNABHUMI, Suvarnabhumi
                // worn) brings its airport for the share its name counts (`compoundShare`).
                let airportWordWeight = Weight.airportTown * (town.insideWord ? Weight.compoundShare : 1)
                var weight = context.hasAirportWord ? town.weight + airportWordWeight - Double(rank) * 0.5 : town.weight * Weight.unnamedAirportShare / Double(rank + 1)
                var why = context.hasAirportWord ? " and an airport word is read" : "; no airport word"
                if context.hasAirportWord, !airportsBesideTheAirportWord.isEmpty, !airportsBesideTheAirportWord.contains(airport) {
                    weight -= Weight.offTheAirportWordsLine
                    why += " on another line"
                }
                if !context.hasAirportWord, airport == firstScheduled, context.mode == .unknown || context.mode == .air,
                   let place = try namesTheAirportWith(town, number, airport, towns: towns, airportsOfTown: airportsOfTown) {
                    // "VENEZIA TESSERA", "KRAKOW BALICE": border stamps name an airport by its
                    // town and the place it lies in, as the airport word would.
                    weight = town.weight + Weight.entryStampAirport
                    why = "; named with \(place) on its line"
                } else if !context.hasAirportWord, airport == firstScheduled, context.mode == .unknown || context.mode == .air, !namesItsCountry,
                   !town.insideWord, !insideALongerTown, try readsLikeItsAirportsStamp(rowid, readByItsName: !town.byAlternateName && !town.misread,
                                                                                      wordsWhole: Self.readAsWords(town)) {
                    // "ARRIVAL / MANCHESTER", "MÜNCHEN / D / 05.11.19": most border stamps naming
                    // a town with an airline airport are that airport's; not a town read at the
                    // start of a longer word ("DEPARTED / ARANYAPRATHE" is no stamp of Alanya's).
                    weight = town.weight + Weight.entryStampAirport
                    why = "; a border stamp naming a town with airline service"
                }
                if !context.hasAirportWord, context.mode == .sea || context.mode == .land {
                    // A port or border stamp names the town, not its airport.
                    weight *= Weight.offModeAirportShare
                    why += "; a \(context.mode == .sea ? "port" : "border") word"
                }
                // Without an airport word the airport is inferred from the town: never strong.
                found.append(StampFinding(signal: .airportTown, target: .airport(airport), weight: (weight * 1000).rounded() / 1000, text: town.text,
                                          detail: "\(index.airports[airport].name) \(index.airports[airport].servedCityRowid == rowid ? "serves" : "lies by") \(town.text)\(why)",
                                          inferred: !context.hasAirportWord, tokens: town.tokens))
            }
        }
        return found
    }

    /// Whether a town's name read brings the airports beside the town, not only those serving
    /// it. A town read by a short alternate name does not: such names are often odd ("THAI" is
    /// one of a Malaysian village's). Two characters of a script written without spaces are a
    /// whole name ("羽田", Haneda).
    static func bringsAirportsBeside(_ town: StampFinding) -> Bool {
        !town.byAlternateName || town.text.filter(\.isLetter).count >= shortestAlternateBesideAnAirport || UnspacedScripts.isWholeName(town.text)
    }

    /// The other town, read whole on the same line as `town` (the `number`th of `towns`) and
    /// away from every land border, that leads to the same scheduled `airport` (the place it
    /// lies in, or the town it serves): "VENEZIA TESSERA", "KRAKOW BALICE". Nil when none does.
    /// A town read inside a longer word, with a letter misread or by a short alternate name
    /// (`bringsAirportsBeside`), or on a land border (where two towns are a road crossing's),
    /// names no airport with another. The other town may be read by a short alternate name
    /// ("WIEN-SCHWECHAT"): it brings only the airports serving it, so two towns still agree on one.
    func namesTheAirportWith(_ town: StampFinding, _ number: Int, _ airport: Int, towns: [StampFinding], airportsOfTown: [[Int]]) throws -> String? {
        func readWhole(_ town: StampFinding) -> Bool { !town.insideWord && !town.misread }
        guard let tokens = town.tokens, readWhole(town), Self.bringsAirportsBeside(town), case .city(let rowid) = town.target else { return nil }
        let line = text.tokens[tokens.lowerBound].line
        for (other, place) in towns.enumerated() where other != number && airportsOfTown[other].contains(airport) {
            guard let placeTokens = place.tokens, text.tokens[placeTokens.lowerBound].line == line,
                  !placeTokens.overlaps(tokens), readWhole(place),
                  case .city(let placeRowid) = place.target, placeRowid != rowid else { continue }
            if let outlines, try outlines.liesOnALandBorder(rowid) || outlines.liesOnALandBorder(placeRowid) { continue }
            return place.text
        }
        return nil
    }

    /// Whether the stamp reads like a border stamp struck where the town's airport is: it has an
    /// entry or exit word, or the town lies on no land border (where the same stamp is the road
    /// crossing's) and the stamp names the immigration authority beside the town's own name
    /// ("IMMIGRATION OFFICER / MANCHESTER") or a date beside the town's own name read as words
    /// (`readAsWords`: a passport's stamps are border stamps, "AUCKLAND / 02 JAN 2023") under no
    /// other country's sign, or has a Schengen stamp's layout (a date and the sign of the town's
    /// own country, the state that struck it, or the name of its border authority).
    func readsLikeItsAirportsStamp(_ town: Int, readByItsName: Bool, wordsWhole: Bool) throws -> Bool {
        if context.readsLikeBorderStamp { return true }
        guard let outlines else { return false }
        if context.namesImmigration && readByItsName { return try !outlines.liesOnALandBorder(town) }
        guard context.dated, let code = try cities.place(town)?.country?.id.code else { return false }
        // The Schengen layout: the sign of the town's own country, or its border authority's
        // name ("LISBOA / SEF"). Or the town read whole under no sign at all: another country's
        // ("HAMBURG / A") makes it that country's stamp.
        let signedByItsCountry = context.signCountries.contains(code) || context.authorities[code] != nil
        let datedAlone = wordsWhole && readByItsName && context.signCountries.isEmpty
        guard signedByItsCountry || datedAlone else { return false }
        return try !outlines.liesOnALandBorder(town)
    }

    /// A code that is another word of the name of an airport the stamp names by a word of it
    /// ("NGURAH" on one line, "4H RAI" on another: Bali's Ngurah Rai, where a worn letter kept the
    /// two words from being read together) is that name's word, not Praia's code: it is dropped,
    /// wherever on the stamp it stands. A code of the named airport itself is kept.
    func withoutCodesThatAreWordsOfANamedAirport(_ found: [StampFinding]) -> [StampFinding] {
        var namedBy: [String: Set<Int>] = [:]
        for f in found where f.signal == .airportName && !f.inferred {
            guard case .airport(let airport) = f.target else { continue }
            for word in SearchText.words(index.airports[airport].name).map(StampText.fold) where word.count == 3 {
                namedBy[word, default: []].insert(airport)
            }
        }
        guard !namedBy.isEmpty else { return found }
        return found.filter { f in
            guard f.signal == .iataCode, case .airport(let airport) = f.target, let named = namedBy[StampText.fold(f.text)] else { return true }
            return named.contains(airport)
        }
    }

    /// The people a town needs for its other names to count as its own beside a code.
    static let townWhoseOtherNamesAreItsOwn = 100_000

    /// An airport's code read inside a line that also holds a town of another country, read
    /// whole by its own name (or by another name, for a town of 100,000 people or more: "PORT
    /// TANGER MED" is Tangier's port, not Madinah's airport), counts
    /// `Weight.codeBesideAForeignTown` of itself: a stamp prints its own airport's code beside
    /// its own town, so three capitals that name another country's airport ("ADD DAKAR": Addis
    /// Ababa's code, Senegal's capital) are the lesser reading, and a town of five letters
    /// outweighs them.
    ///
    /// A code read inside a line that is a word of a town's or an airport's name read whole across
    /// that line's words ("ROO" of "QUINTANA ROO", Mexico's state and two of its towns; "SAN" of
    /// "SAN FRANCISCO"; "RAI" of "NGURAH RAI", Bali's airport) is that name's word, not a code:
    /// it is dropped, not to name Rondonópolis's airport in Brazil (or San Diego's). A name
    /// broken across lines ("MAD / RID") may be a code printed above its town, and keeps it.
    func withCodesGivingWayToTowns(_ found: [StampFinding], towns: [StampFinding]) throws -> [StampFinding] {
        let airportNames = found.filter { $0.signal == .airportName && !$0.inferred }
        let namesAcrossWords = (towns + airportNames).compactMap { name -> ClosedRange<Int>? in
            guard let tokens = name.tokens, tokens.count > 1, !name.misread, !name.insideWord, !name.byAlternateName,
                  text.tokens[tokens.lowerBound].line == text.tokens[tokens.upperBound].line else { return nil }
            return tokens
        }
        let found = found.filter { f in
            guard f.signal == .iataCode, f.weight == Weight.iataInLine else { return true }
            let read = text.tokens.indices.filter { text.tokens[$0].original == f.text }
            return read.isEmpty || !read.allSatisfy { i in namesAcrossWords.contains { $0.contains(i) } }
        }
        var townCountriesByLine: [Int: Set<String>] = [:]
        for town in towns where !town.misread && !town.insideWord && Self.readAsWords(town) {
            // A large town's other names are its own ("TANGER", Tangier); a village's may be anything.
            guard case .city(let rowid) = town.target, let tokens = town.tokens, let place = try cities.place(rowid),
                  !town.byAlternateName || place.population >= Self.townWhoseOtherNamesAreItsOwn, let code = place.country?.id.code else { continue }
            townCountriesByLine[text.tokens[tokens.lowerBound].line, default: []].insert(code)
        }
        guard !townCountriesByLine.isEmpty else { return found }
        return found.map { f in
            guard f.signal == .iataCode, f.weight == Weight.iataInLine, case .airport(let airport) = f.target,
                  let country = index.airports[airport].country?.id.code,
                  let line = text.tokens.first(where: { $0.original == f.text })?.line,
                  let countries = townCountriesByLine[line], !countries.contains(country) else { return f }
            var lesser = f
            lesser.weight = (f.weight * Weight.codeBesideAForeignTown * 1000).rounded() / 1000
            lesser.detail += "; a town of another country is read whole on its line"
            return lesser
        }
    }

    /// A town followed on its line by the code the gazetteer files its region under, as United
    /// States admission stamps print the state's postal code ("MIAMI, FL", "NEWARK, NJ"): the
    /// town is named twice, and counts `Weight.regionCode` more (a letter read beside it as a
    /// sign, "A", no longer outweighs a town of five letters).
    func withItsRegionsCode(_ town: StampFinding) throws -> StampFinding {
        guard case .city(let rowid) = town.target, let last = town.tokens?.upperBound, last + 1 < text.tokens.count else { return town }
        let next = text.tokens[last + 1]
        guard next.line == text.tokens[last].line, next.original.count == 2, next.original.allSatisfy({ $0.isASCII && $0.isUppercase }),
              let region = try cities.place(rowid)?.region, region.id.code.split(separator: ".").last.map(String.init) == next.original
        else { return town }
        var named = town
        named.weight = ((town.weight + Weight.regionCode) * 1000).rounded() / 1000
        named.detail += ", beside its region's code \(next.original)"
        return named
    }

    /// Whether a town's name was read as words, not pieced together from specks: a word of
    /// `shortestDatedTownWord` letters or more ("LIMA"; not "a a La", 'A'ala in Honolulu), or a
    /// whole name in a script written without spaces ("羽田").
    static func readAsWords(_ town: StampFinding) -> Bool {
        town.text.split(separator: " ").contains { $0.filter(\.isLetter).count >= shortestDatedTownWord } || UnspacedScripts.isWholeName(town.text)
    }

    static let shortestDatedTownWord = 4

    /// The airports of a town: those OurAirports says serve it, largest first, then the airline
    /// airports it lies beside, largest and nearest first ("SCHWECHAT" holds Vienna's, "KLOTEN"
    /// Zürich's), then the airline airports near it named after it ("仙台空港": Sendai Airport
    /// lies in Natori, 14 km from Sendai, and OurAirports files it there). A stamp in Latin
    /// letters names such an airport by its own name; one in another script names the town in
    /// that script, and only the town's own name, in Latin letters, leads to the airport's
    /// (whole, or as the first or last word of a longer one: Mt. Fuji Shizuoka Airport).
    func airports(of city: Int, besides: Bool) throws -> [Int] {
        var airports = index.airportsByCity[city] ?? []
        guard besides, airports.count < 2, let place = try cities.place(city), let point = place.coordinate else { return airports }
        // Its own country's, or one over the border named after it ("EuroAirport Basel-Mulhouse",
        // in France): an airport over the border is otherwise another state's crossing
        // (Gibraltar's airport lies 8 km from Algeciras).
        let key = StampText.key(place.name)
        airports += index.scheduledGrid.airports(near: point, rank: index.typeRank).filter { airport in
            !airports.contains(airport) && (index.airports[airport].country?.id.code == place.country?.id.code
                || SearchText.words(index.airports[airport].name).map(StampText.fold).contains(key))
        }
        let named = Set((index.airportNameKeys[key] ?? []) + (index.airportWordKeys[key] ?? [])).filter { airport in
            let a = index.airports[airport]
            guard a.scheduled, !airports.contains(airport), a.country?.id.code == place.country?.id.code, let at = a.coordinate else { return false }
            return SphericalDistance.meters(point, at) <= Self.namedAfterTownMeters
        }
        return airports + named.sorted { index.typeRank($0) != index.typeRank($1) ? index.typeRank($0) < index.typeRank($1) : $0 < $1 }
    }

    /// How far from a town an airline airport named after it may lie and still be its airport.
    static let namedAfterTownMeters = 50_000.0

    /// Whether a name may begin at token `i`: not a number, not one of the stamp's own words, not
    /// a code standing alone ("F" above "ROISSY" does not begin "Froissy").
    func isNameStart(_ i: Int) -> Bool {
        let token = text.tokens[i]
        if token.standsAlone && token.original.count <= 3 && token.original.allSatisfy({ $0.isASCII && $0.isUppercase }) { return false }
        if OCRNoise.isNoise(token.original) { return false }
        // An airport word is no name ("AIRPORT", "AEROPUERTO" are towns and heliports somewhere),
        // unless it runs on into one ("KEFLAVIKURFLUGVOLLUR").
        if let stem = StampContext.airportStem(in: token.folded) ?? StampContext.misreadAirportStem(in: token.folded),
           token.folded.count <= stem.count + 4 { return false }
        // Nor is half of an airport word split in two ("ZRAČNA LUKA", "FLUG VOLLUR"), nor the
        // first word of the authority's name ("ПОГРАНИЧНЫЙ КОНТРОЛЬ" is no town's).
        if isHalfOfAnAirportWord(i) || StampContext.beginsAnAuthorityPhrase(text, at: i) { return false }
        return token.folded.contains(where: \.isLetter) && !StampVocabulary.stampWords.contains(token.folded)
    }

    /// Whether token `i` holds no airport stem, nor does a neighbour, but it makes one with a
    /// neighbour ("ZRAČNA" + "LUKA"). Asked of this text, not of the context, whose token numbers
    /// are the stamp's as written (the romanized text leaves the stamp's own words out).
    func isHalfOfAnAirportWord(_ i: Int) -> Bool {
        // The stamp as written holds every airport word its romanized reading holds.
        guard context.hasAirportWord else { return false }
        let word = text.tokens[i].folded
        let before = i > 0 ? text.tokens[i - 1].folded : "", after = i + 1 < text.tokens.count ? text.tokens[i + 1].folded : ""
        guard [word, before, after].allSatisfy({ StampContext.airportStem(in: $0) == nil }) else { return false }
        return StampContext.airportStem(in: before + word) != nil || StampContext.airportStem(in: word + after) != nil
    }

    // MARK: Codes

    func codes() -> [StampFinding] {
        var found: [StampFinding] = []
        for (i, token) in text.tokens.enumerated() {
            let code = token.original
            guard (1...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isUppercase }), !isMonthOfADate(i),
                  !standsInADatesMonthPlace(i) else { continue }
            // "NO 9588": NO before a number is the stamp's number, not Norway.
            if code == "NO", i + 1 < text.tokens.count, text.tokens[i + 1].line == token.line,
               text.tokens[i + 1].original.allSatisfy(\.isNumber) { continue }
            var countryFound = false
            // A code beside specks' marks ("PA‘", "CY |!") is read as one inside a line: no country.
            let alone = token.standsAloneAsASign
            if !token.standsAlone, StampContext.namesBorderAuthority(text, at: i + 1), let iso = StampVocabulary.vehicleSigns[code], let country = index.countries[iso] {
                // "UK BORDER": the country's border authority, named by its sign.
                found.append(StampFinding(signal: .vehicleSign, target: .country(iso), weight: Weight.oneLetterSign, text: code,
                                          detail: "sign \(code) before BORDER, its border authority: \(country.name)"))
                countryFound = true
            }
            if alone {
                if let iso = StampVocabulary.vehicleSigns[code], index.countries[iso] != nil {
                    found.append(StampFinding(signal: .vehicleSign, target: .country(iso), weight: code.count == 1 ? Weight.oneLetterSign : Weight.vehicleSign, text: code,
                                              detail: "vehicle sign \(code) standing alone: \(index.countries[iso]!.name)"))
                    countryFound = true
                } else if code.count == 2, let country = index.countries[code] {
                    found.append(StampFinding(signal: .countryCode, target: .country(code), weight: Weight.countryCode, text: code,
                                              detail: "ISO code \(code) standing alone: \(country.name)"))
                    countryFound = true
                } else if code.count == 3, let iso = index.alpha3[code], let country = index.countries[iso] {
                    found.append(StampFinding(signal: .countryCode, target: .country(iso), weight: Weight.countryCode, text: code,
                                              detail: "ISO code \(code) standing alone: \(country.name)"))
                    countryFound = true
                }
            }
            guard !countryFound, code.count == 3, !StampVocabulary.stampWords.contains(token.folded) || linksNothing(i) || isMonthStandingAsACode(i),
                  !isArticleInsideAName(i), let airport = index.airportByIATA[code] else { continue }
            found.append(StampFinding(signal: .iataCode, target: .airport(airport), weight: alone ? Weight.iataAlone : Weight.iataInLine, text: code,
                                      detail: "IATA code \(code)\(alone ? " standing alone" : ""): \(index.airports[airport].name)"))
        }
        return found
    }

    /// Whether token `i` is a month's short name standing alone on a clean line of a stamp dated
    /// elsewhere ("ENTRADA / 10 DEZ 2016 / GRU"): the date has its month, so the three capitals
    /// are the airport's code (GRU São Paulo, AUG Augusta, JAN Jackson), weighed
    /// as any code standing alone (`LoneAirportCodes`).
    func isMonthStandingAsACode(_ i: Int) -> Bool {
        context.dated && text.tokens[i].standsAloneAsASign && StampDateParser.monthWords.contains(text.tokens[i].folded)
    }

    /// Whether token `i` is an article or a preposition standing where it can link no words,
    /// between two numbers ("340 DEN 2187" of a United States admission stamp): there it is an
    /// airport's code (DEN Denver, DEL Delhi, FOR Fortaleza).
    func linksNothing(_ i: Int) -> Bool {
        guard StampVocabulary.articlesOfThreeLetters.contains(text.tokens[i].folded) else { return false }
        let line = text.tokens[i].line
        func isNumber(_ j: Int) -> Bool {
            text.tokens.indices.contains(j) && text.tokens[j].line == line && text.tokens[j].original.allSatisfy(\.isNumber)
        }
        return isNumber(i - 1) && isNumber(i + 1)
    }

    /// Whether token `i` is an article between two words of its line ("PASO LOS LIBERTADORES",
    /// "AEROPUERTO DE LAS AMÉRICAS"): a word of the name, not Lagos's or Las Vegas's code.
    func isArticleInsideAName(_ i: Int) -> Bool {
        guard StampVocabulary.articlesInNames.contains(text.tokens[i].folded) else { return false }
        let line = text.tokens[i].line
        func isWord(_ j: Int) -> Bool {
            text.tokens.indices.contains(j) && text.tokens[j].line == line && text.tokens[j].original.contains(where: \.isLetter)
        }
        return isWord(i - 1) && isWord(i + 1)
    }

    /// Whether token `i` is a month's name between a date's numbers ("06 AGO 2014", "SEP 02
    /// 2014"): not a country's code standing alone on its line (AGO is Angola's, MAR Morocco's,
    /// MRT, March in Dutch, Mauritania's). Month names are no airport codes anyway (stamp words).
    func isMonthOfADate(_ i: Int) -> Bool {
        guard StampDateParser.monthWords.contains(text.tokens[i].folded) else { return false }
        let line = text.tokens[i].line
        func isNumber(_ j: Int) -> Bool {
            text.tokens.indices.contains(j) && text.tokens[j].line == line && text.tokens[j].original.allSatisfy(\.isNumber)
        }
        return isNumber(i + 1) && (isNumber(i - 1) || isNumber(i + 2))
    }

    /// Whether token `i` stands in a date's month place, between its day and its year of four
    /// digits ("10 AER 2015"): it is the month read wrong (APR), not an airport's code (AER,
    /// Sochi) nor a country's.
    func standsInADatesMonthPlace(_ i: Int) -> Bool {
        let line = text.tokens[i].line
        func number(_ j: Int, digits: ClosedRange<Int>) -> Int? {
            guard text.tokens.indices.contains(j), text.tokens[j].line == line,
                  digits.contains(text.tokens[j].original.count) else { return nil }
            return Int(text.tokens[j].original)
        }
        guard let day = number(i - 1, digits: 1...2), let year = number(i + 1, digits: 4...4) else { return false }
        return (1...31).contains(day) && (1900...2099).contains(year)
    }

    // MARK: Country and airport names held in memory

    /// How a name read from `start` (a byte offset of `compact`) for `length` bytes ends: cleanly
    /// at a token's end, inside a word followed by "airport", with a short inflection, or inside
    /// another word. Nil when it would end inside a character.
    enum Ending { case clean, beforeAirportWord, inflected, insideWord }

    /// Letters an alternate name of a town needs to bring the airports beside the town.
    static let shortestAlternateBesideAnAirport = 5

    /// Letters a compound may put between a name and the airport word after it.
    static let linkingLetters = 2

    /// How a reading ends depends only on where it ends, and `names(at:)` asks it of the same
    /// ends from every token before them: each end is worked out once per text (a text of
    /// thousands of characters asked it of every end dozens of times).
    final class EndingMemo { var byEnd: [Int: Ending?] = [:] }
    let endingMemo = EndingMemo()

    func ending(start: Int, length: Int) -> Ending? {
        let end = start + length
        if let known = endingMemo.byEnd[end] { return known }
        let found = ending(end: end)
        endingMemo.byEnd[end] = found
        return found
    }

    func ending(end: Int) -> Ending? {
        guard end <= text.compact.count else { return nil }
        if end < text.compact.count, text.compact[end] & 0xC0 == 0x80 { return nil }
        let last = text.token(at: end - 1)
        if text.ends[last] == end { return .clean }
        let restBytes = text.compact[end..<text.ends[last]]
        let rest = String(decoding: restBytes, as: UTF8.self)
        let next = last + 1 < text.tokens.count ? text.tokens[last + 1].folded : ""
        // The airport word may follow a linking ending ("KEFLAVÍK-UR-FLUGVÖLLUR"), not a longer
        // word ("AKURE-YRAR FLUGVÖLLUR" is not Akure's airport).
        let joined = rest + next
        if let stem = StampContext.airportStem(in: joined), let at = joined.range(of: stem),
           joined.distance(from: joined.startIndex, to: at.lowerBound) <= Self.linkingLetters {
            return .beforeAirportWord
        }
        if rest.count <= 3 && !rest.contains(where: \.isNumber) { return .inflected }
        return .insideWord
    }

    func names(at i: Int) -> [StampFinding] {
        let start = text.starts[i]
        let available = min(index.longestKey, text.compact.count - start)
        guard available >= 2 else { return [] }
        var found: [StampFinding] = []
        for length in 2...available {
            guard let ending = ending(start: start, length: length) else { continue }
            let key = String(decoding: text.compact[start..<(start + length)], as: UTF8.self)
            found += named(key: key, ending: ending, misread: false, at: i, length: length)
        }
        // One letter misread in a long name ("KEFLAVIC", "DEUTSCHIAND").
        let compact = text.compact
        let left = compact.count - start
        for (key, target) in index.fuzzyKeys where key.count <= left + 1 {
            if key.count <= left {
                var mismatches = 0
                for offset in key.indices where compact[start + offset] != key[offset] {
                    mismatches += 1
                    if mismatches > 1 { break }
                }
                if mismatches == 1 { found += misreadName(key, target, at: i) }
            }
            // A speck read as a letter inside a long name, or a letter lost inside it
            // ("SUVARNABHOUMI", "SCHPHOL"): one letter more or fewer, neither at an end (worn
            // ends are `damagedNames`' to read).
            if key.count >= Self.shortestGappedKey {
                if key.count < left, Self.differByOneInsideLetter(longer: compact, start, key.count + 1, shorter: key[...]) {
                    found += misreadName(key, target, at: i, readLength: key.count + 1)
                }
                if Self.differByOneInsideLetter(longer: key, 0, key.count, shorter: compact[start..<(start + key.count - 1)]) {
                    found += misreadName(key, target, at: i, readLength: key.count - 1)
                }
            }
        }
        // And in Greek or Cyrillic ("ШЕРЕМЕТЖЕВО"), letter for letter, two bytes each.
        guard GreekCyrillicFuzzyKeys.isTwoByteLetter(compact, at: start) else { return found }
        for (key, target) in greekCyrillicKeys where key.count <= compact.count - start {
            var mismatches = 0
            for offset in stride(from: 0, to: key.count, by: 2)
            where compact[start + offset] != key[offset] || compact[start + offset + 1] != key[offset + 1] {
                // Another letter of two bytes in its place, not a character of another size.
                guard GreekCyrillicFuzzyKeys.isTwoByteLetter(compact, at: start + offset) else { mismatches = 2; break }
                mismatches += 1
                if mismatches > 1 { break }
            }
            if mismatches == 1 { found += misreadName(key, target, at: i) }
        }
        return found
    }

    /// The finding for a name `key` read at token `i` with one letter misread (or, read over
    /// `readLength` bytes, one letter more or fewer), if it ends where a name may end and the
    /// letters read are not a word of the stamp's own.
    func misreadName(_ key: [UInt8], _ target: StampPlaceIndex.Target, at i: Int, readLength: Int? = nil) -> [StampFinding] {
        let start = text.starts[i]
        let length = readLength ?? key.count
        guard let ending = ending(start: start, length: length) else { return [] }
        // A word of the stamp's own, read as written, is not a misread name ("POLIZIA" is one
        // letter from "Polīvia", Bolivia).
        let read = String(decoding: text.compact[start..<(start + length)], as: UTF8.self)
        guard !StampVocabulary.stampWords.contains(read), !StampVocabulary.isModeWord(read) else { return [] }
        let keyText = String(decoding: key, as: UTF8.self)
        switch target {
        case .country(let code):
            return countryFinding(code, key: keyText, ending: ending, misread: true, at: i, length: length)
        case .airport(let airport):
            return airportNameFinding(airport, key: keyText, ending: ending, misread: true, at: i, length: length)
        case .airportTown, .airportPart:
            return []
        }
    }

    /// Letters a name needs before one letter more or fewer inside it is read as the name: a
    /// shorter one is a letter from too many other words.
    static let shortestGappedKey = 8

    /// Whether the `count` bytes of `longer` from `from` are `shorter` with one byte more,
    /// neither the first nor the last.
    static func differByOneInsideLetter(longer: [UInt8], _ from: Int, _ count: Int, shorter: ArraySlice<UInt8>) -> Bool {
        guard count == shorter.count + 1, from + count <= longer.count else { return false }
        var at = 0
        while at < shorter.count, longer[from + at] == shorter[shorter.startIndex + at] { at += 1 }
        guard at > 0, at < shorter.count else { return false }
        return longer[(from + at + 1)..<(from + count)].elementsEqual(shorter[(shorter.startIndex + at)...])
    }

    /// Names with letters lost at their start or end ("ZBURG" of Salzburg, "EINDHOV"), read only
    /// where the read ends with a word (or an inflection), and worth less for every letter lost.
    func damagedNames(at i: Int) -> [StampFinding] {
        let start = text.starts[i]
        let available = min(index.longestKey, text.compact.count - start)
        guard available >= StampPlaceIndex.shortestDamagedRemainder else { return [] }
        var found: [StampFinding] = []
        for length in StampPlaceIndex.shortestDamagedRemainder...available {
            // A worn name spans at most three words, and a lone letter begins one only on its own
            // line ("T™N / PORT" holds no worn "Sunport").
            let last = text.token(at: start + length - 1)
            guard last - i <= 2, text.tokens[i].folded.count > 1 || text.tokens[last].line == text.tokens[i].line else { break }
            guard let ending = ending(start: start, length: length), ending != .insideWord else { continue }
            let key = String(decoding: text.compact[start..<(start + length)], as: UTF8.self)
            // What is left only says what kind of place ("PULAU" of Pulau Man, the Isle of Man):
            // it begins names everywhere.
            if StampVocabulary.onlyDescribeAPlace([key]) { continue }
            // A word of the stamp's own, read whole, is no name's remains ("BANDARI", Swahili
            // for port, is not what is left of a longer name), as it is no misread name.
            if StampVocabulary.stampWords.contains(key) || StampVocabulary.isModeWord(key) { continue }
            // A short ending left over is an inflection of a name whose end was kept ("AKUREYRAR"
            // of Akureyri), so it is taken only where the end is the damaged side.
            for damaged in index.damaged(key) where ending != .inflected || damaged.side == .end {
                found += damagedFindings(damaged, ending: ending, at: i, length: length)
            }
        }
        return found
    }

    /// A word of four letters beside an airport word that names nothing whole but is what is
    /// left of one airline airport's six- or seven-letter name ("AÉROPORT NDEL", Findel;
    /// "AIRPORT ANGI", Changi): a worn rim takes two letters of a short name as readily as of a
    /// long one.
    func wornToFour(at i: Int) -> [StampFinding] {
        let token = text.tokens[i]
        guard context.hasAirportWord, token.folded.count == StampPlaceIndex.wornRemainder, token.folded.allSatisfy(\.isLetter),
              let damaged = index.wornToFour(token.folded) else { return [] }
        // Every four letters name a village somewhere ("KOŠI", in India): beside an airport
        // word such a reading does not make the worn airport give way, as a misread one would.
        return damagedFindings(damaged, ending: .clean, at: i, length: token.folded.utf8.count).map { finding in
            var finding = finding
            finding.misread = false
            return finding
        }
    }

    /// An airline airport whose name in Latin letters has the consonants of token `i`, a word in
    /// the Arabic or Hebrew script beside an airport word ("مطار حمد", Hamad): read by its
    /// consonants alone, it counts `consonantShare` of a name read letter for letter.
    func consonantNames(at i: Int) -> [StampFinding] {
        guard context.hasAirportWord, !context.airportTokens.contains(i) else { return [] }
        let token = text.tokens[i]
        let next = i + 1 < text.tokens.count && text.tokens[i + 1].line == token.line ? text.tokens[i + 1].folded : nil
        let airports = index.airportsByConsonants(token.folded, next: next)
        return airports.map { airport in
            // More of the name's words read on the line ("الأمير محمد بن عبدالعزيز": Prince
            // Mohammad bin Abdulaziz, not King Abdulaziz) is more of its name read.
            let others = text.tokens.indices.filter { j in
                j != i && text.tokens[j].line == token.line && !context.airportTokens.contains(j)
                    && index.airportsByConsonants(text.tokens[j].folded, next: nil).contains(airport)
            }.count
            let weight = (Weight.airportName + Weight.airportNameWithAirportWord) * Weight.consonantShare + Weight.consonantWordMore * Double(others)
            return StampFinding(signal: .airportName, target: .airport(airport), weight: (weight * 1000).rounded() / 1000, text: token.original,
                                detail: "the consonants of a word of \(index.airports[airport].name)", tokens: i...i)
        }
    }

    /// What a damaged reading of `length` bytes from token `i` counts for, worth less for every letter lost.
    func damagedFindings(_ damaged: StampPlaceIndex.Damaged, ending: Ending, at i: Int, length: Int) -> [StampFinding] {
        let share = Weight.damagedShare - Weight.damagedShareLoss * Double(damaged.lost - 1)
        let lost = "\(damaged.lost) letter\(damaged.lost == 1 ? "" : "s") lost at \(damaged.side == .both ? "both ends" : "the \(damaged.side.rawValue)")"
        var read: [StampFinding]
        switch damaged.target {
        case .country(let code): read = countryFinding(code, key: damaged.whole, ending: ending, misread: false, at: i, length: length)
        case .airport(let airport): read = airportNameFinding(airport, key: damaged.whole, ending: ending, misread: false, at: i, length: length)
        case .airportPart(let airport):
            guard context.hasAirportWord else { return [] }
            let whole = (Weight.airportName + Weight.longKeyBonus + Weight.airportNameWithAirportWord) * Weight.namePartShare
            read = [StampFinding(signal: .airportName, target: .airport(airport), weight: whole,
                                 text: self.read(at: i, length: length), detail: "part of the name of \(index.airports[airport].name)",
                                 tokens: span(at: i, length: length))]
        case .airportTown(let airport):
            guard context.hasAirportWord else { return [] }
            let weight = Weight.airportTown + Weight.longKeyBonus + Weight.airportNameWithAirportWord
            read = [StampFinding(signal: .airportTown, target: .airport(airport), weight: weight, text: self.read(at: i, length: length),
                                 detail: "\(index.airports[airport].municipality) and an airport word: \(index.airports[airport].name)")]
        }
        return read.map { finding in
            var finding = finding
            finding.weight = (finding.weight * share * 1000).rounded() / 1000
            finding.detail += ", \(lost)"
            finding.misread = true
            return finding
        }
    }

    func named(key: String, ending: Ending, misread: Bool, at i: Int, length: Int) -> [StampFinding] {
        var found: [StampFinding] = []
        for code in (index.countryKeys[key] ?? []).sorted() {
            found += countryFinding(code, key: key, ending: ending, misread: misread, at: i, length: length)
        }
        if ending == .clean, let code = index.countryWordKeys[key], let country = index.countries[code] {
            var finding = StampFinding(signal: .countryName, target: .country(code), weight: Weight.countryWord,
                                       text: read(at: i, length: length), detail: "a word of the name of \(country.name)",
                                       tokens: span(at: i, length: length))
            finding.wordOfLongerName = true
            finding.byAlternateName = !StampText.words(country.name).map(StampText.fold).contains(key)
            found.append(finding)
        }
        for airport in index.airportNameKeys[key] ?? [] {
            found += airportNameFinding(airport, key: key, ending: ending, misread: misread, at: i, length: length)
        }
        if ending == .clean || ending == .beforeAirportWord {
            for airport in index.airportWordKeys[key] ?? [] {
                let weight = context.hasAirportWord ? Weight.airportWord + Weight.airportNameWithAirportWord : Weight.airportWordAlone
                var finding = StampFinding(signal: .airportName, target: .airport(airport), weight: weight, text: read(at: i, length: length),
                                           detail: "a word of \(index.airports[airport].name)", tokens: span(at: i, length: length))
                finding.wordOfLongerName = true
                found.append(finding)
            }
        }
        if ending == .clean || ending == .beforeAirportWord, context.hasAirportWord || index.airportTownKeys[key] == nil {
            // "AEROPUERTO DANIEL ODUBER": the first words of a longer name, beside an airport
            // word. Without one ("NGURAH RAI") the words read together count as one word of the
            // name does (`airportWordAlone`) and a little more, as a longer key does: stamps print
            // the name alone, and two words of it are surer than one.
            for airport in index.airportPartKeys[key] ?? [] {
                let weight = context.hasAirportWord
                    ? (Weight.airportName + Weight.longKeyBonus + Weight.airportNameWithAirportWord) * Weight.namePartShare
                    : Weight.airportWordAlone + Weight.longKeyBonus
                found.append(StampFinding(signal: .airportName, target: .airport(airport), weight: (weight * 1000).rounded() / 1000, text: read(at: i, length: length),
                                          detail: "part of the name of \(index.airports[airport].name)", tokens: span(at: i, length: length)))
            }
        }
        if context.hasAirportWord, ending == .clean || ending == .beforeAirportWord, let airports = index.airportTownKeys[key] {
            // "FRANKFURT FLUGHAFEN": a town and the word airport; the town's largest airport first.
            for (rank, airport) in airports.prefix(2).enumerated() {
                let weight = Weight.airportTown + (key.count >= 7 ? Weight.longKeyBonus : 0) - Double(rank) * 0.5
                found.append(StampFinding(signal: .airportTown, target: .airport(airport), weight: weight, text: read(at: i, length: length),
                                          detail: "\(index.airports[airport].municipality) and an airport word: \(index.airports[airport].name)",
                                          tokens: span(at: i, length: length)))
            }
        }
        return found
    }

    func countryFinding(_ code: String, key: String, ending: Ending, misread: Bool, at i: Int, length: Int) -> [StampFinding] {
        guard let country = index.countries[code] else { return [] }
        var weight: Double
        switch ending {
        case .clean: weight = Weight.countryName
        case .inflected:
            // An ending as long as half the name is no inflection of it: "AITIAKI", junk read
            // from ATTARI, is not Haiti's "Aiti" with an ending. In a script written without
            // spaces a character is a word, and the name runs on into the next ("中国边检").
            guard UnspacedScripts.isWholeName(key) || 2 * endingLetters(at: i, length: length) <= key.count else { return [] }
            weight = Weight.countryNameInflected
        case .beforeAirportWord, .insideWord: return []
        }
        if misread { weight *= Weight.misreadShare }
        var finding = StampFinding(signal: .countryName, target: .country(code), weight: weight, text: read(at: i, length: length),
                                   detail: "name of \(country.name)\(misread ? ", one letter misread" : "")", misread: misread,
                                   tokens: span(at: i, length: length))
        finding.withEnding = ending == .inflected
        return [finding]
    }

    func airportNameFinding(_ airport: Int, key: String, ending: Ending, misread: Bool, at i: Int, length: Int) -> [StampFinding] {
        var weight = Weight.airportName + (key.count >= 7 ? Weight.longKeyBonus : 0)
        if context.hasAirportWord { weight += Weight.airportNameWithAirportWord }
        switch ending {
        case .clean, .beforeAirportWord: break
        case .inflected:
            // "SARAJE" is Sarajevo worn, not an inflection of Sara: a short name takes no ending.
            guard key.count >= 6 else { return [] }
            weight *= 0.9
        case .insideWord:
            // "KØBENHAVNS" begins with "Kobe": a short name inside a longer word is chance.
            guard key.count >= 6 else { return [] }
            weight *= Weight.compoundShare
        }
        if misread { weight *= Weight.misreadShare }
        return [StampFinding(signal: .airportName, target: .airport(airport), weight: weight, text: read(at: i, length: length),
                             detail: "name of \(index.airports[airport].name)\(misread ? ", one letter misread" : "")", misread: misread,
                             tokens: span(at: i, length: length))]
    }

    /// The letters left in the last word after a match of `length` bytes from token `i`.
    func endingLetters(at i: Int, length: Int) -> Int {
        let end = text.starts[i] + length
        let rest = text.compact[end..<text.ends[text.token(at: end - 1)]]
        return rest.lazy.filter { $0 & 0xC0 != 0x80 }.count
    }

    /// The original tokens a match of `length` bytes from token `i` covers.
    func read(at i: Int, length: Int) -> String {
        text.tokens[span(at: i, length: length)].map(\.original).joined(separator: " ")
    }

    /// The tokens a match of `length` bytes from token `i` covers.
    func span(at i: Int, length: Int) -> ClosedRange<Int> {
        i...text.token(at: text.starts[i] + length - 1)
    }
}
