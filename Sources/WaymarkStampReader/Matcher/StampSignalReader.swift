import WaymarkGazetteer

/// Reads codes and names out of a stamp's text, each as a weighted finding. The weights are the
/// specification of how much each signal counts (see docs/stamps.md).
struct StampSignalReader {
    let index: StampPlaceIndex
    let text: StampText
    let context: StampContext
    let cities: CityNames

    enum Weight {
        static let iataAlone = 3.0
        static let iataInLine = 1.2
        static let airportName = 2.0
        static let airportNameWithAirportWord = 1.0
        static let airportTown = 1.8
        static let countryName = 2.2
        static let countryNameInflected = 1.6
        static let countryCode = 1.4
        static let vehicleSign = 1.6
        static let longKeyBonus = 0.3
        /// A name found with one letter misread counts this share of a clean read.
        static let misreadShare = 0.7
        /// A name that ends inside a longer word that is not "airport" counts this share.
        static let compoundShare = 0.6
        static let airportWord = 1.4
        /// One word of an airport's name with no airport word around: often a town's name too.
        static let airportWordAlone = 1.0
        /// A town's airport without the word "airport" counts this share of the town.
        static let unnamedAirportShare = 0.6
        /// What a town's scheduled airport counts above the town on a stamp that reads like a
        /// border stamp (an entry or exit word) and names no sea or land crossing.
        static let entryStampAirport = 0.5
        /// A name with letters lost at an end counts this share, less `damagedShareLoss` a letter.
        static let damagedShare = 0.8
        static let damagedShareLoss = 0.1
    }

    func findings() throws -> [StampFinding] {
        var found = codes()
        var towns: [StampFinding] = []
        for i in text.tokens.indices {
            if isNameStart(i) {
                found += names(at: i) + damagedNames(at: i)
                towns += try cities.findings(at: i, in: text, context: context)
            } else if StampVocabulary.stampWords.contains(text.tokens[i].folded) {
                // The stamp's own words can begin a country's name: UNITED KINGDOM, РОССИЯ.
                found += names(at: i).filter { $0.signal == .countryName }
            }
        }
        // A reading with a misread letter gives way to an exact reading of the same letters
        // ("SHANGHAI" is Shanghai, not Changhai); without an airport word, an airport named after
        // the town it serves is the town ("FRANKFURT (ODER)" is not Frankfurt Airport).
        let exact = Set((found + towns).filter { !$0.misread }.map(\.text))
        var townTexts = Set<String>()
        for town in towns { if case .city(let rowid) = town.target { townTexts.insert("\(rowid) \(town.text)") } }
        found.removeAll { f in
            if f.misread && exact.contains(f.text) { return true }
            guard !context.hasAirportWord, f.signal == .airportName, case .airport(let a) = f.target,
                  let served = index.airports[a].servedCityRowid else { return false }
            return townTexts.contains("\(served) \(f.text)")
        }
        // A town named like its country ("LUXEMBOURG", "SINGAPORE") is read as the country first.
        let countryTexts = Set(found.filter { $0.signal == .countryName }.map(\.text))
        return found + towns + airportsServing(towns, namingCountries: countryTexts)
    }

    /// The airports of the towns found. Beside an airport word ("MÜNCHEN FLUGHAFEN", "AEROPORTO
    /// DE LISBOA") the town's largest airport is a strong reading; without one it is offered below
    /// the town itself, since most stamps of a large town's border post are its airport's.
    func airportsServing(_ towns: [StampFinding], namingCountries countryTexts: Set<String> = []) -> [StampFinding] {
        var found: [StampFinding] = []
        for town in towns {
            guard case .city(let rowid) = town.target, let airports = index.airportsByCity[rowid] else { continue }
            for (rank, airport) in airports.prefix(2).enumerated() {
                var weight = context.hasAirportWord ? town.weight + Weight.airportTown - Double(rank) * 0.5 : town.weight * Weight.unnamedAirportShare / Double(rank + 1)
                var why = context.hasAirportWord ? " and an airport word is read" : "; no airport word"
                if !context.hasAirportWord, rank == 0, context.readsLikeBorderStamp, context.mode == .unknown || context.mode == .air,
                   index.airports[airport].scheduled, !countryTexts.contains(town.text) {
                    // "ARRIVAL / MANCHESTER": most border stamps naming a town with an airline
                    // airport are that airport's.
                    weight = town.weight + Weight.entryStampAirport
                    why = "; a border stamp naming a town with airline service"
                }
                // Without an airport word the airport is inferred from the town: never strong.
                found.append(StampFinding(signal: .airportTown, target: .airport(airport), weight: (weight * 1000).rounded() / 1000, text: town.text,
                                          detail: "\(index.airports[airport].name) serves \(town.text)\(why)", inferred: !context.hasAirportWord))
            }
        }
        return found
    }

    /// Whether a name may begin at token `i`: not a number, not one of the stamp's own words, not
    /// a code standing alone ("F" above "ROISSY" does not begin "Froissy").
    func isNameStart(_ i: Int) -> Bool {
        let token = text.tokens[i]
        if token.standsAlone && token.original.count <= 3 && token.original.allSatisfy({ $0.isUppercase }) { return false }
        // An airport word is no name ("AIRPORT", "AEROPUERTO" are towns and heliports somewhere),
        // unless it runs on into one ("KEFLAVIKURFLUGVOLLUR").
        if let stem = StampContext.airportStem(in: token.folded), token.folded.count <= stem.count + 4 { return false }
        return token.folded.contains(where: \.isLetter) && !StampVocabulary.stampWords.contains(token.folded)
    }

    // MARK: Codes

    func codes() -> [StampFinding] {
        var found: [StampFinding] = []
        for token in text.tokens {
            let code = token.original
            guard (1...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isUppercase }) else { continue }
            var countryFound = false
            if token.standsAlone {
                if let iso = StampVocabulary.vehicleSigns[code], index.countries[iso] != nil {
                    found.append(StampFinding(signal: .vehicleSign, target: .country(iso), weight: Weight.vehicleSign, text: code,
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
            guard !countryFound, code.count == 3, !StampVocabulary.stampWords.contains(token.folded),
                  let airport = index.airportByIATA[code] else { continue }
            let alone = token.standsAlone
            found.append(StampFinding(signal: .iataCode, target: .airport(airport), weight: alone ? Weight.iataAlone : Weight.iataInLine, text: code,
                                      detail: "IATA code \(code)\(alone ? " standing alone" : ""): \(index.airports[airport].name)"))
        }
        return found
    }

    // MARK: Country and airport names held in memory

    /// How a name read from `start` (a byte offset of `compact`) for `length` bytes ends: cleanly
    /// at a token's end, inside a word followed by "airport", with a short inflection, or inside
    /// another word. Nil when it would end inside a character.
    enum Ending { case clean, beforeAirportWord, inflected, insideWord }

    func ending(start: Int, length: Int) -> Ending? {
        let end = start + length
        guard end <= text.compact.count else { return nil }
        if end < text.compact.count, text.compact[end] & 0xC0 == 0x80 { return nil }
        let last = text.token(at: end - 1)
        if text.ends[last] == end { return .clean }
        let restBytes = text.compact[end..<text.ends[last]]
        let rest = String(decoding: restBytes, as: UTF8.self)
        let next = last + 1 < text.tokens.count ? text.tokens[last + 1].folded : ""
        if StampContext.airportStem(in: rest + next) != nil { return .beforeAirportWord }
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
        for (key, target) in index.fuzzyKeys where key.count <= text.compact.count - start {
            var mismatches = 0
            for (offset, byte) in key.enumerated() where text.compact[start + offset] != byte {
                mismatches += 1
                if mismatches > 1 { break }
            }
            guard mismatches == 1, let ending = ending(start: start, length: key.count) else { continue }
            let keyText = String(decoding: key, as: UTF8.self)
            switch target {
            case .country(let code):
                found += countryFinding(code, key: keyText, ending: ending, misread: true, at: i, length: key.count)
            case .airport(let airport):
                found += airportNameFinding(airport, key: keyText, ending: ending, misread: true, at: i, length: key.count)
            case .airportTown:
                break
            }
        }
        return found
    }

    /// Names with letters lost at their start or end ("ZBURG" of Salzburg, "EINDHOV"), read only
    /// where the read ends with a word (or an inflection), and worth less for every letter lost.
    func damagedNames(at i: Int) -> [StampFinding] {
        let start = text.starts[i]
        let available = min(index.longestKey, text.compact.count - start)
        guard available >= StampPlaceIndex.shortestDamagedRemainder else { return [] }
        var found: [StampFinding] = []
        for length in StampPlaceIndex.shortestDamagedRemainder...available {
            // A worn name spans at most three words.
            guard text.token(at: start + length - 1) - i <= 2 else { break }
            guard let ending = ending(start: start, length: length), ending != .insideWord else { continue }
            let key = String(decoding: text.compact[start..<(start + length)], as: UTF8.self)
            // A short ending left over is an inflection of a name whose end was kept ("AKUREYRAR"
            // of Akureyri), so it is taken only where the end is the damaged side.
            for damaged in index.damaged(key) where ending != .inflected || !damaged.atStart {
                let share = Weight.damagedShare - Weight.damagedShareLoss * Double(damaged.lost - 1)
                let lost = "\(damaged.lost) letter\(damaged.lost == 1 ? "" : "s") lost at the \(damaged.atStart ? "start" : "end")"
                var read: [StampFinding]
                switch damaged.target {
                case .country(let code): read = countryFinding(code, key: damaged.whole, ending: ending, misread: false, at: i, length: length)
                case .airport(let airport): read = airportNameFinding(airport, key: damaged.whole, ending: ending, misread: false, at: i, length: length)
                case .airportTown(let airport):
                    guard context.hasAirportWord else { continue }
                    let weight = Weight.airportTown + Weight.longKeyBonus + Weight.airportNameWithAirportWord
                    read = [StampFinding(signal: .airportTown, target: .airport(airport), weight: weight, text: self.read(at: i, length: length),
                                         detail: "\(index.airports[airport].municipality) and an airport word: \(index.airports[airport].name)")]
                }
                for var finding in read {
                    finding.weight = (finding.weight * share * 1000).rounded() / 1000
                    finding.detail += ", \(lost)"
                    finding.misread = true
                    found.append(finding)
                }
            }
        }
        return found
    }

    func named(key: String, ending: Ending, misread: Bool, at i: Int, length: Int) -> [StampFinding] {
        var found: [StampFinding] = []
        for code in (index.countryKeys[key] ?? []).sorted() {
            found += countryFinding(code, key: key, ending: ending, misread: misread, at: i, length: length)
        }
        for airport in index.airportNameKeys[key] ?? [] {
            found += airportNameFinding(airport, key: key, ending: ending, misread: misread, at: i, length: length)
        }
        if ending == .clean || ending == .beforeAirportWord {
            for airport in index.airportWordKeys[key] ?? [] {
                let weight = context.hasAirportWord ? Weight.airportWord + Weight.airportNameWithAirportWord : Weight.airportWordAlone
                found.append(StampFinding(signal: .airportName, target: .airport(airport), weight: weight, text: read(at: i, length: length),
                                          detail: "a word of \(index.airports[airport].name)"))
            }
        }
        if context.hasAirportWord, ending == .clean || ending == .beforeAirportWord, let airports = index.airportTownKeys[key] {
            // "FRANKFURT FLUGHAFEN": a town and the word airport; the town's largest airport first.
            for (rank, airport) in airports.prefix(2).enumerated() {
                let weight = Weight.airportTown + (key.count >= 7 ? Weight.longKeyBonus : 0) - Double(rank) * 0.5
                found.append(StampFinding(signal: .airportTown, target: .airport(airport), weight: weight, text: read(at: i, length: length),
                                          detail: "\(index.airports[airport].municipality) and an airport word: \(index.airports[airport].name)"))
            }
        }
        return found
    }

    func countryFinding(_ code: String, key: String, ending: Ending, misread: Bool, at i: Int, length: Int) -> [StampFinding] {
        guard let country = index.countries[code] else { return [] }
        var weight: Double
        switch ending {
        case .clean: weight = Weight.countryName
        case .inflected: weight = Weight.countryNameInflected
        case .beforeAirportWord, .insideWord: return []
        }
        if misread { weight *= Weight.misreadShare }
        return [StampFinding(signal: .countryName, target: .country(code), weight: weight, text: read(at: i, length: length),
                             detail: "name of \(country.name)\(misread ? ", one letter misread" : "")", misread: misread)]
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
                             detail: "name of \(index.airports[airport].name)\(misread ? ", one letter misread" : "")", misread: misread)]
    }

    /// The original tokens a match of `length` bytes from token `i` covers.
    func read(at i: Int, length: Int) -> String {
        let last = text.token(at: text.starts[i] + length - 1)
        return text.tokens[i...last].map(\.original).joined(separator: " ")
    }
}
