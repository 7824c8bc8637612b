extension StampSignalReader {
    /// Towns named by token `i` read with one Latin letter misread as a look-alike ("NAPCLI",
    /// NAPOLI; "KPAKOW", KRAKÓW), asked only of a word that names nothing as read. Such a reading
    /// is a repair: it counts `Weight.misreadShare` of the town read as printed, and is marked
    /// misread.
    func misreadTowns(at i: Int) throws -> [StampFinding] {
        let token = text.tokens[i]
        // The whole word is the town: a speck inside a compound is no letter of a name.
        guard token.original.allSatisfy(\.isLetter), !StampVocabulary.stampWords.contains(token.folded) else { return [] }
        var best: [Int: StampFinding] = [:]
        for word in LatinMisreadLetters.readings(of: token.folded) where !StampVocabulary.stampWords.contains(word) {
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
