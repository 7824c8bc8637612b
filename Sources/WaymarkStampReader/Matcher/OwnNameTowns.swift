extension StampMatcher {
    /// The romanized reading's findings, with a town's airport inferred from a word that, as
    /// written, is its own country's name ("香港 / 入境": Hong Kong, read "xiāng gǎng" in Latin
    /// letters) counting only as a town's unnamed airport does: the word named the territory,
    /// so an entry stamp is the territory's, by whatever way in, as with a town named like its
    /// country in Latin letters ("SINGAPORE").
    func withoutOwnNameAirports(_ romanized: [StampFinding], written: [StampFinding], text: StampText, latinText: StampText,
                                context: StampContext) throws -> [StampFinding] {
        guard !context.hasAirportWord else { return romanized }
        var adjusted = romanized
        for i in adjusted.indices {
            let finding = adjusted[i]
            guard finding.signal == .airportTown, finding.inferred, let tokens = finding.tokens, let code = try country(of: finding.target) else { continue }
            let line = latinText.tokens[tokens.lowerBound].line
            guard line < text.lines.count, written.contains(where: { named in
                named.signal == .countryName && !named.misread && named.target == .country(code) && text.lines[line].contains(named.text)
            }) else { continue }
            let town = romanized.filter { $0.signal == .cityName && $0.tokens == tokens }.map(\.weight).max() ?? finding.weight
            adjusted[i].weight = (town * StampSignalReader.Weight.unnamedAirportShare * 1000).rounded() / 1000
            adjusted[i].detail += "; the word as written is the name of its country"
        }
        return adjusted
    }
}
