import Foundation
import WaymarkGazetteer

/// Turns a stamp's text (typed, or read by OCR) into ranked place candidates with the evidence
/// for each. It only suggests: nothing is stored, and no score is a certainty.
///
/// Build one per process and reuse it: it holds every country and airport name in memory and
/// remembers the towns it has looked up. Not thread-safe.
public final class StampMatcher {
    let index: StampPlaceIndex
    let cities: CityNames
    let outlines: OutlineNearness
    let crossings: BorderCrossingNames
    let regions: RegionNames
    public let dates: StampDateParser
    /// Candidates returned at most.
    public var maximumCandidates = 5
    /// The countries' names by look-alike letters, made when a stamp first needs them.
    lazy var lookAlikeNames = LookAlikeCountryNames(countryKeys: index.countryKeys)
    /// The Greek and Cyrillic names matched with one letter misread, made when a stamp first
    /// holds such letters.
    lazy var greekCyrillicKeys = GreekCyrillicFuzzyKeys(index: index)

    /// Where the index of country and airport names came from.
    public enum IndexOrigin: Equatable, Sendable {
        /// Decoded from the copy an earlier process left in the index cache (`StampIndexCache`).
        case cached
        /// Built from the gazetteer's names at start-up: no cache was given, or it held no copy
        /// this reader may use (the reason says why).
        case built(reason: String)
    }

    /// Where this matcher's index came from: a process that built it paid about a second.
    public let indexOrigin: IndexOrigin
    /// Why the index just built could not be left in the cache, when it could not.
    public let cacheProblem: String?

    /// - Parameters:
    ///   - referenceYear: the latest year a stamp can carry (two-digit years are widened to land
    ///     at or before it); pass the current year, or a fixed one for reproducible runs.
    ///   - indexCache: where the index of names is kept between processes (`StampIndexCache`):
    ///     decoded from there when a copy made from this gazetteer is there, else built and left
    ///     there. Nil builds it and writes nothing. Both give the same index.
    /// - Throws: a gazetteer that cannot be read.
    ///
    /// ```swift
    /// let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026, indexCache: .standard())
    /// let best = try matcher.suggest("KEFLAVIK AIRPORT 12.07.2019").candidates.first
    /// ```
    public init(gazetteer: Gazetteer, referenceYear: Int, indexCache: StampIndexCache? = nil) throws {
        var problem: String?
        if let cache = indexCache {
            let lookups = try StampLookups(gazetteer: gazetteer)
            switch cache.load(gazetteer, lookups: lookups) {
            case .success(let cached):
                index = cached
                indexOrigin = .cached
            case .failure(let refusal):
                index = try StampPlaceIndex(gazetteer: gazetteer)
                indexOrigin = .built(reason: refusal.description)
                problem = cache.save(index, of: gazetteer)
            }
        } else {
            index = try StampPlaceIndex(gazetteer: gazetteer)
            indexOrigin = .built(reason: "no index cache was given")
        }
        cacheProblem = problem
        cities = CityNames(lookups: index.lookups)
        crossings = BorderCrossingNames(lookups: index.lookups, countryNames: index.countries.mapValues(\.name))
        regions = RegionNames(cities: cities)
        outlines = OutlineNearness(outlines: try StampOutlineLookups(gazetteer: gazetteer))
        dates = StampDateParser(referenceYear: referenceYear)
    }

    /// Scores reach `strong` only from this total, with two independent kinds of signal, and at
    /// least `strongMargin` ahead of the best candidate in another country.
    static let strongTotal = 5.0
    static let strongMargin = 2.0
    static let moderateTotal = 2.5
    /// The best other place named in the same country lends this share of its weight, at most the cap.
    static let siblingShare = 0.3
    static let siblingCap = 1.0

    public func suggest(_ raw: String) throws -> StampSuggestions {
        let text = StampText(raw)
        let readDates = rankedDates(raw)
        var context = StampContext(text)
        context.dated = !readDates.isEmpty
        var reader = StampSignalReader(index: index, text: text, context: context, cities: cities, outlines: outlines)
        if raw.unicodeScalars.contains(where: GreekCyrillicFuzzyKeys.isGreekOrCyrillic) { reader.greekCyrillicKeys = greekCyrillicKeys.keys }
        var found = try reader.findings()
        found += lookAlikeFindings(text) + hanVariantFindings(text) + WordLanguageCountry.findings(context)
            + AuthorityCountries.findings(context)
        let countriesNamed = Set(found.compactMap { f -> String? in
            guard f.signal.isCountryLevel, case .country(let code) = f.target else { return nil }
            return code
        })
        // A letter alone ("E") is often a speck read, and names a country less surely than a word or a code.
        let countriesNamedInWords = Set(found.compactMap { f -> String? in
            guard f.signal.isCountryLevel, case .country(let code) = f.target, f.text.filter(\.isLetter).count > 1 else { return nil }
            return code
        })
        let countryNamesRead = found.filter(\.signal.isCountryLevel).compactMap(\.tokens)
        found = found.map { countrysCode(insteadOf: $0, countriesNamedInWords: countriesNamedInWords, namesRead: countryNamesRead, in: text) ?? $0 }
        // "DETROIT, MI (DTW)": a crossing's town printed with its own airport's code is that
        // airport's stamp, not the road's.
        let townsWithTheirAirportsCode = Set(found.compactMap { f -> Int? in
            guard f.signal == .iataCode, case .airport(let airport) = f.target else { return nil }
            return index.airports[airport].servedCityRowid
        })
        found += try crossings.findings(text, context: context, cities: cities, countriesNamed: countriesNamed,
                                        countriesNamedInWords: countriesNamedInWords).filter { f in
            guard case .city(let rowid) = f.target else { return true }
            return !townsWithTheirAirportsCode.contains(rowid)
        }
        let regionsNamed = try regions.findings(in: text, countryKeys: index.countryKeys, besides: found, countryOf: country(of:))
        found = try RegionNames.givingWay(found, to: regionsNamed, countryOf: country(of:)) + regionsNamed
        if let latin = StampRomanization.romanized(text) {
            // A town read as written is the town meant: towns in other countries its
            // transliteration spells ("जयपुर", Jaipur, is "jayapura" in ICU's letters) are chance.
            var townCountries: [Int: Set<String>] = [:]
            for f in found where f.signal == .cityName {
                guard let tokens = f.tokens, case .city(let rowid) = f.target, let code = try cities.place(rowid)?.country?.id.code else { continue }
                townCountries[text.tokens[tokens.lowerBound].line, default: []].insert(code)
            }
            let latinText = StampText(latin)
            // Names only: codes are written in Latin capitals on the stamp itself.
            let syllableLines = Set(text.tokens.filter { $0.original.unicodeScalars.contains(where: UnspacedScripts.isUnspaced) }.map(\.line))
            let latinFindings = try StampSignalReader(index: index, text: latinText, context: context, cities: cities, outlines: outlines,
                                                      readsWornTowns: false, linesOfSyllables: syllableLines).findings()
            for var finding in try withoutOwnNameAirports(latinFindings, written: found, text: text, latinText: latinText, context: context)
            where !finding.signal.isCountryLevel || finding.signal == .countryName {
                guard finding.signal != .iataCode else { continue }
                if finding.signal == .countryName, StampText.key(finding.text).count < StampRomanization.shortestCountryName { continue }
                if finding.signal == .cityName || finding.signal == .airportTown, let tokens = finding.tokens,
                   let written = townCountries[latinText.tokens[tokens.lowerBound].line], let code = try country(of: finding.target),
                   !written.contains(code) { continue }
                finding.weight = (finding.weight * StampRomanization.share * 1000).rounded() / 1000
                finding.detail += " (read in Latin letters)"
                found.append(finding)
            }
        }
        found += try outlines.shortTownNames(in: text, context: context, cities: cities)
        found = try outlines.weigh(found, context: context)
        var candidates = try assemble(found, context: context)
        let date = readDates.first
        for i in candidates.indices {
            candidates[i].date = date
            if let date {
                candidates[i].evidence.append(StampEvidence(signal: "date", text: date.text, detail: "\(date.iso) (\(date.reading))", weight: 0))
            }
            if candidates[i].chain.airport != nil {
                candidates[i].mode = .air
                candidates[i].evidence.append(StampEvidence(signal: "mode_place", text: candidates[i].chain.airport!.name, detail: "an airport: by air", weight: 0))
            } else if candidates[i].mode == .unknown {
                candidates[i].mode = context.mode
            }
            candidates[i].evidence += context.modeEvidence + context.directionEvidence
            candidates[i].direction = context.direction
        }
        // The stamp's mode: its words', else its first answer's (an airport's, a crossing town's),
        // as `stamp add --pick 1` files it.
        let mode = context.mode != .unknown ? context.mode : candidates.first?.mode ?? .unknown
        return StampSuggestions(candidates: candidates, dates: readDates, mode: mode, direction: context.direction)
    }

    /// Dates in reading order, with day-first, year-first and month-name readings before the
    /// month-first ones that are only taken when day-first is impossible.
    func rankedDates(_ raw: String) -> [StampDate] {
        let all = dates.dates(in: raw)
        var seen = Set<String>()
        let unique = all.filter { seen.insert($0.iso + $0.text).inserted }
        return unique.enumerated().sorted { a, b in
            let ma = a.element.reading.hasPrefix("month_first"), mb = b.element.reading.hasPrefix("month_first")
            return ma != mb ? !ma : a.offset < b.offset
        }.map(\.element)
    }

    struct Scored {
        var target: StampFinding.Target
        var country: String?
        var total: Double
        var families: Set<Int>
        var evidence: [StampFinding]
        /// Its own signals are all inferred, none read.
        var inferred = false
        /// Its country does not print the stamp's airport word.
        var foreignAirportWord = false
        /// Its country prints none of the stamp's port or border words.
        var foreignFrontierWord = false
        /// Its country prints none of the stamp's entry or exit words, and no airport, port or
        /// border word weighed it down already.
        var foreignDirectionWord = false
        /// A land border crossing's name is among its own signals.
        var namedCrossing = false
        /// Its own names are all read in a script its country never writes (`NameScripts`).
        var foreignScript = false
    }

    /// Heavier first, then by signal name: a target's findings (one per signal) come in the same
    /// order, and add up to the same total, in every process, whatever order a dictionary gave them in.
    static func ranksBefore(_ a: StampFinding, _ b: StampFinding) -> Bool {
        a.weight != b.weight ? a.weight > b.weight : a.signal.rawValue < b.signal.rawValue
    }

    func assemble(_ found: [StampFinding], context: StampContext) throws -> [StampCandidate] {
        // The best finding of each signal for each target: saying a name twice is not more evidence.
        var byTarget: [StampFinding.Target: [StampFinding.Signal: StampFinding]] = [:]
        for f in found where (byTarget[f.target]?[f.signal]?.weight ?? -1) < f.weight { byTarget[f.target, default: [:]][f.signal] = f }
        // Nor is one word read beside an airport word as an airport's name and as its town
        // ("AEROPUERTO AURORA": a word of Ladouanie Airport's name only because it is the town
        // OurAirports files it under): the lesser goes. Without an airport word, the town is
        // where the airport lies, a second fact ("EZEIZA"), unless the word is only one word of
        // the airport's longer name: then the airport is named after the town it lies by, and
        // "MOSCOW" is one fact about Pullman Moscow Regional Airport, not two that outweigh
        // Moscow's own airports.
        for target in Array(byTarget.keys) {
            guard let name = byTarget[target]![.airportName], let town = byTarget[target]![.airportTown], name.text == town.text,
                  context.hasAirportWord || name.wordOfLongerName else { continue }
            byTarget[target]![name.weight >= town.weight ? .airportTown : .airportName] = nil
        }
        let frontierWords = FrontierWordLanguages.countries(printing: context.modeEvidence)
        let directionWords = DirectionWordLanguages.countries(printing: context.directionEvidence)
        var countryOf: [StampFinding.Target: String] = [:]
        for target in byTarget.keys {
            countryOf[target] = try country(of: target)
        }
        byTarget = LoneAirportCodes.weighed(byTarget, countryOf: countryOf, context: context, index: index)
        byTarget = LoneCountryCodes.weighed(byTarget, countryOf: countryOf)
        // What each country's own signals add (its name, codes, signs), best per signal.
        var countrySupport: [String: [StampFinding]] = [:]
        for (target, signals) in byTarget { if case .country(let code) = target { countrySupport[code] = signals.values.sorted(by: Self.ranksBefore) } }
        // The places named in each country: the best other one lends a little weight to each.
        var placesIn: [String: [StampFinding.Target]] = [:]
        for target in byTarget.keys where target.specificity > 0 {
            if let code = countryOf[target] { placesIn[code, default: []].append(target) }
        }
        // What a sibling lends is read from other words than the place's own: the same words read
        // as a namesake ("MANCHESTER AIRPORT" as each of a country's Manchesters and its airport)
        // are a rival reading of those words, not a second fact, and a country with many namesakes
        // would otherwise outrank the one place the words name.
        func lending(of sibling: StampFinding.Target, to target: StampFinding.Target) -> [StampFinding] {
            let own = byTarget[target]!.values.compactMap(\.tokens)
            return byTarget[sibling]!.values.sorted(by: Self.ranksBefore)
                .filter { f in f.tokens.map { span in !own.contains { $0.overlaps(span) } } ?? true }
        }
        var scored: [Scored] = []
        for (target, signals) in byTarget {
            let code = countryOf[target]
            var evidence = signals.values.sorted(by: Self.ranksBefore)
            var total = evidence.map(\.weight).reduce(0, +)
            if target.specificity > 0, let code, let support = countrySupport[code] {
                evidence += support
                total += support.map(\.weight).reduce(0, +)
            }
            // Of equally weighty places, the first in target order: the same in every process.
            let siblings = (code.flatMap { placesIn[$0] } ?? []).filter { $0 != target }.map { sibling in
                let findings = lending(of: sibling, to: target)
                return (sibling, findings.map(\.weight).reduce(0, +), findings.first)
            }
            if let sibling = siblings.filter({ $0.1 > 0 }).max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $1.0 < $0.0 }) {
                let lent = min(Self.siblingCap, Self.siblingShare * sibling.1)
                total += lent
                if var strongest = sibling.2 {
                    // Shown with what it lends here, not what it weighs for its own place.
                    strongest.weight = lent
                    strongest.detail = "same country: " + strongest.detail
                    evidence.append(strongest)
                }
            }
            let families = Set(evidence.map(\.signal.family))
            let inferred = target.specificity > 0 && signals.values.allSatisfy(\.inferred)
            // "AEROPORTO" is not printed in El Salvador: its places count for less there.
            var foreign = false
            if let code, let printing = context.airportWordCountries { foreign = !printing.contains(code) }
            if foreign { total *= AirportWordLanguages.foreignShare }
            // Nor "FRONTERA" in Oman.
            var foreignFrontier = false
            if let code, let printing = frontierWords?.countries { foreignFrontier = !printing.contains(code) }
            if foreignFrontier { total *= FrontierWordLanguages.foreignShare }
            // Nor "ENTRADA" in Liberia: the entry word is the stamp's language too, but it says
            // no more than an airport, port or border word already did.
            var foreignDirection = false
            if !foreign, !foreignFrontier, let code, let printing = directionWords?.countries { foreignDirection = !printing.contains(code) }
            if foreignDirection { total *= DirectionWordLanguages.foreignShare }
            // Nor "ВАУ" in South Sudan: a place named only in a script its country never writes
            // is named by an exonym, which on a stamp is another script's junk read as one.
            let names = signals.values.filter { $0.signal.family == StampFinding.Signal.cityName.family }
            let foreignScript = code.map { code in !names.isEmpty && names.allSatisfy { NameScripts.isForeign($0.text, in: code) } } ?? false
            if foreignScript { total *= NameScripts.foreignShare }
            scored.append(Scored(target: target, country: code, total: total, families: families, evidence: evidence, inferred: inferred,
                                 foreignAirportWord: foreign, foreignFrontierWord: foreignFrontier, foreignDirectionWord: foreignDirection,
                                 namedCrossing: signals[.crossingName] != nil, foreignScript: foreignScript))
        }
        scored.sort { a, b in
            if a.total != b.total { return a.total > b.total }
            if a.target.specificity != b.target.specificity { return a.target.specificity > b.target.specificity }
            return a.target < b.target
        }
        var candidates: [StampCandidate] = []
        for (rank, s) in scored.prefix(maximumCandidates).enumerated() {
            let rival = scored.enumerated().first { $0.offset != rank && $0.element.country != s.country }?.element.total ?? 0
            var strength = SuggestionStrength.weak
            if s.total >= Self.moderateTotal { strength = .moderate }
            if s.total >= Self.strongTotal, s.families.count >= 2, s.total - rival >= Self.strongMargin, !s.inferred { strength = .strong }
            let score = min(0.95, ((1 - exp(-s.total / 4)) * 1000).rounded() / 1000)
            var evidence = s.evidence.map { StampEvidence(signal: $0.signal.rawValue, text: $0.text, detail: $0.detail, weight: ($0.weight * 1000).rounded() / 1000) }
            if s.foreignAirportWord, let word = context.airportWords.first {
                evidence.append(StampEvidence(signal: "airport_word_language", text: word,
                                              detail: "not the word \(s.country ?? "its country") prints: the total counts \(AirportWordLanguages.foreignShare)×", weight: 0))
            }
            if s.foreignFrontierWord, let words = frontierWords?.words {
                evidence.append(StampEvidence(signal: "mode_word_language", text: words.joined(separator: ", "),
                                              detail: "not words \(s.country ?? "its country") prints: the total counts \(FrontierWordLanguages.foreignShare)×", weight: 0))
            }
            if s.foreignDirectionWord, let words = directionWords?.words {
                evidence.append(StampEvidence(signal: "direction_word_language", text: words.joined(separator: ", "),
                                              detail: "not words \(s.country ?? "its country") prints: the total counts \(DirectionWordLanguages.foreignShare)×", weight: 0))
            }
            if s.foreignScript, let name = s.evidence.first(where: { $0.signal.family == StampFinding.Signal.cityName.family }) {
                evidence.append(StampEvidence(signal: "name_script", text: name.text,
                                              detail: "a script \(s.country ?? "its country") never writes: the total counts \(NameScripts.foreignShare)×", weight: 0))
            }
            let chain = try chain(s.target)
            var mode = EntryMode.unknown
            if try crossedByLand(s.target, context: context) {
                mode = .land
                evidence.append(StampEvidence(signal: "mode_place", text: chain.city?.name ?? "",
                                              detail: "a town on a land border with no airline airport: by land, inferred", weight: 0))
            } else if s.namedCrossing, context.mode == .unknown, !context.hasAirportWord {
                mode = .land
                evidence.append(StampEvidence(signal: "mode_place", text: chain.city?.name ?? "",
                                              detail: "a land border crossing's name: by land", weight: 0))
            }
            candidates.append(StampCandidate(
                chain: chain, date: nil, mode: mode, direction: .unknown, score: score, strength: strength, evidence: evidence))
        }
        return candidates
    }

    /// A stamp that says neither how the border was crossed nor names an airport, naming a town
    /// on a land border that no airline airport serves, was struck at that crossing
    /// ("AUSREISE / GÖRLITZ", "TERESPOL"): the mode is inferred as land. A town with an airline
    /// airport keeps the mode unknown (its stamp may be its airport's).
    func crossedByLand(_ target: StampFinding.Target, context: StampContext) throws -> Bool {
        guard context.mode == .unknown, !context.hasAirportWord, case .city(let rowid) = target,
              let point = try cities.place(rowid)?.coordinate else { return false }
        let served = (index.airportsByCity[rowid] ?? []).contains { index.airports[$0].scheduled }
        guard !served, index.scheduledGrid.airports(near: point, rank: index.typeRank).isEmpty else { return false }
        return try outlines.liesOnALandBorder(rowid)
    }

    func country(of target: StampFinding.Target) throws -> String? {
        switch target {
        case .country(let code): return code
        case .airport(let i): return index.airports[i].country?.id.code
        case .city(let rowid), .region(let rowid): return try cities.place(rowid)?.country?.id.code
        }
    }

    func chain(_ target: StampFinding.Target) throws -> SuggestedChain {
        switch target {
        case .country(let code):
            return SuggestedChain(country: index.countries[code])
        case .city(let rowid):
            guard let place = try cities.place(rowid) else { return SuggestedChain() }
            return SuggestedChain(country: place.country, region: place.region, city: PlaceReference(id: place.id, name: place.name))
        case .region(let rowid):
            guard let place = try cities.place(rowid) else { return SuggestedChain() }
            return SuggestedChain(country: place.country, region: PlaceReference(id: place.id, name: place.name))
        case .airport(let i):
            guard let place = try cities.place(index.airports[i].rowid) else { return SuggestedChain() }
            return SuggestedChain(country: place.country, region: place.region, city: place.city, airport: PlaceReference(id: place.id, name: place.name))
        }
    }
}
