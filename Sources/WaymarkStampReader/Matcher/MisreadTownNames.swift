extension StampSignalReader {
    /// The words token `i` may be with one look-alike letter put back (`LatinMisreadLetters`),
    /// none of them a stamp word; none when the token is not a whole word of letters or is a
    /// stamp word itself. The whole word is the name: a speck inside a compound is no letter of
    /// one. A port or border word read whole is that word ("KAPISI", gate, is no misread town).
    func lookAlikeReadings(at i: Int) -> [String] {
        let token = text.tokens[i]
        guard token.original.allSatisfy(\.isLetter), !StampVocabulary.stampWords.contains(token.folded),
              !StampVocabulary.isModeWord(token.folded) else { return [] }
        return LatinMisreadLetters.readings(of: token.folded).filter { !StampVocabulary.stampWords.contains($0) }
    }

    /// Towns named by token `i` read with one Latin letter misread as a look-alike ("NAPCLI",
    /// NAPOLI; "KPAKOW", KRAKÓW), asked only of a word that names nothing as read; `readings`
    /// are its `lookAlikeReadings`, worked out once for towns and airports. Such a reading is a
    /// repair: it counts `Weight.misreadShare` of the town read as printed, and is marked misread.
    func misreadTowns(at i: Int, readings: [String]) throws -> [StampFinding] {
        let token = text.tokens[i]
        var best: [Int: StampFinding] = [:]
        for word in readings {
            for rowid in try cities.cities(withWord: word) {
                try keepBest(&best, repairedTown(rowid, named: word, at: i, how: "\(token.original) with one letter read as a look-alike"))
            }
        }
        return best.keys.sorted().map { best[$0]! }
    }

    /// Town `rowid` named by `word`, the word token `i` is with a letter put back: weighed as
    /// the town read by that name, times `Weight.misreadShare`, and marked misread; nil when
    /// `word` is none of the town's names.
    func repairedTown(_ rowid: Int, named word: String, at i: Int, how: String) throws -> StampFinding? {
        guard let n = try cities.keys(rowid).firstIndex(of: word),
              var finding = try cities.finding(rowid, key: word, at: i, in: text, context: context) else { return nil }
        CityNames.weigh(&finding, readByName: n)
        finding.weight = (finding.weight * Weight.misreadShare * 1000).rounded() / 1000
        finding.detail += " (\(how))"
        finding.misread = true
        return finding
    }

    /// Keeps `finding` in `best` (by its town) when it weighs more than the one kept.
    func keepBest(_ best: inout [Int: StampFinding], _ finding: StampFinding?) {
        guard let finding, case .city(let rowid) = finding.target else { return }
        if (best[rowid]?.weight ?? -1) < finding.weight { best[rowid] = finding }
    }
}

extension StampSignalReader {
    /// Letters a word needs before any one of them may be read wrong as an airline town's
    /// name: as many as a name needs to be read with a letter more or fewer inside it.
    static let shortestUnlikeTown = shortestGappedKey

    /// Airline towns (towns an airport is filed under) named by token `i` with any one letter
    /// read wrong, not only a look-alike ("ZANZIGAR", Zanzibar): asked only of a word of eight
    /// letters or more that names nothing as read nor with a look-alike put back, as long
    /// airports' names are (`StampPlaceIndex.fuzzyKeys`). A repair, as `misreadTowns` is.
    func airlineTownsWithALetterUnlike(at i: Int) throws -> [StampFinding] {
        let token = text.tokens[i]
        let letters = Array(token.folded)
        guard letters.count >= Self.shortestUnlikeTown, token.original.allSatisfy(\.isLetter),
              letters.allSatisfy({ $0.isASCII && $0.isLetter }), !StampVocabulary.stampWords.contains(token.folded),
              !StampVocabulary.isModeWord(token.folded) else { return [] }
        var best: [Int: StampFinding] = [:]
        for at in letters.indices {
            for other in "abcdefghijklmnopqrstuvwxyz" where other != letters[at] {
                var changed = letters
                changed[at] = other
                let word = String(changed)
                guard let airports = index.airportTownKeys[word] else { continue }
                for rowid in Set(airports.compactMap { index.airports[$0].servedCityRowid }).sorted() {
                    try keepBest(&best, repairedTown(rowid, named: word, at: i, how: "\(token.original) with one letter read wrong"))
                }
            }
        }
        return best.keys.sorted().map { best[$0]! }
    }
}

extension StampSignalReader {
    /// Airports named by token `i` read with one Latin letter misread as a look-alike (its
    /// `readings`), as towns are (`misreadTowns`): "KANSAT" is KANSAI, its I read as T. Names of 7+ letters are matched
    /// with any one letter unlike already (`StampPlaceIndex.fuzzyKeys`); this reads the six-letter
    /// ones, and only by a look-alike letter. A repair: `Weight.misreadShare` of the name read as
    /// printed, marked misread.
    func misreadAirports(at i: Int, readings: [String]) -> [StampFinding] {
        var found: [StampFinding] = []
        for word in readings {
            for airport in index.airportNameKeys[word] ?? [] {
                found += airportNameFinding(airport, key: word, ending: .clean, misread: true, at: i, length: text.ends[i] - text.starts[i])
            }
        }
        return found
    }
}
