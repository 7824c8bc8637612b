import WaymarkGazetteer

extension StampSignalReader {
    /// A word that names nothing as read, nor with a letter misread, may be what is left of an
    /// airline town's name with letters lost at its start or end: the edge of a blotch or of the
    /// ink took them ("AMBURG / D": Hamburg). Only towns an airport is filed under are looked
    /// for, by the keys a worn airport's name is (`StampPlaceIndex.damaged`: 7 letters or more,
    /// at most three lost, at least five left), and only where the word stands whole. It counts
    /// as the town read whole does, less for every letter lost as a worn airport's name does,
    /// and, as a repair, gives way to any reading of the same letters as written.
    func wornTowns(at i: Int) throws -> [StampFinding] {
        let token = text.tokens[i]
        guard token.original.allSatisfy(\.isLetter), !StampVocabulary.stampWords.contains(token.folded) else { return [] }
        var best: [Int: StampFinding] = [:]
        for damaged in index.damaged(token.folded) where damaged.side != .both {
            guard case .airportTown(let airport) = damaged.target, let rowid = index.airports[airport].servedCityRowid,
                  try cities.keys(rowid).contains(damaged.whole), let place = try cities.place(rowid) else { continue }
            let share = Weight.damagedShare - Weight.damagedShareLoss * Double(damaged.lost - 1)
            let lost = "\(damaged.lost) letter\(damaged.lost == 1 ? "" : "s") lost at the \(damaged.side.rawValue)"
            let weight = (CityNames.weight(of: place, letters: damaged.whole.count) * share * 1000).rounded() / 1000
            var finding = StampFinding(signal: .cityName, target: .city(rowid), weight: weight, text: token.original,
                                       detail: "name of \(place.label), \(lost)", tokens: i...i)
            finding.misread = true
            if (best[rowid]?.weight ?? -1) < finding.weight { best[rowid] = finding }
        }
        return best.keys.sorted().map { best[$0]! }
    }
}
