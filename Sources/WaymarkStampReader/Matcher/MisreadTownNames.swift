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
                guard let n = try cities.keys(rowid).firstIndex(of: word),
                      var finding = try cities.finding(rowid, key: word, at: i, in: text, context: context) else { continue }
                CityNames.weigh(&finding, readByName: n)
                finding.weight = (finding.weight * Weight.misreadShare * 1000).rounded() / 1000
                finding.detail += " (\(token.original) with one letter read as a look-alike)"
                finding.misread = true
                if (best[rowid]?.weight ?? -1) < finding.weight { best[rowid] = finding }
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
