/// A stamp's airport, port, border, entry or exit word that only one country prints names that
/// country, weakly: "ЛЕТИЩЕ" is Bulgarian, "空港" Japanese, "LENTOASEMA" Finnish, "SADAM"
/// Estonian, "上陸許可" Japanese. A border stamp is in its own country's language
/// (`AirportWordLanguages`, `FrontierWordLanguages`, `DirectionWordLanguages`), so when the
/// place's own name is lost (worn, or read as junk) the word still says whose stamp it is. It
/// counts as a one-letter sign does: the least a stamp can print, outweighed by any name read
/// whole.
enum WordLanguageCountry {
    static let weight = StampSignalReader.Weight.oneLetterSign

    /// The findings for the one country that prints the stamp's airport words, for the one that
    /// prints its port and border words, and for the one that prints its entry and exit words;
    /// none where such words are printed in several. An entry or exit word adds nothing for a
    /// country an airport, port or border word names already: both name it by one sign, its
    /// language.
    static func findings(_ context: StampContext) -> [StampFinding] {
        var found: [StampFinding] = []
        if let printing = context.airportWordCountries, printing.count == 1, let code = printing.first {
            found.append(StampFinding(signal: .wordLanguage, target: .country(code), weight: weight,
                                      text: context.airportWords.joined(separator: ", "), detail: "an airport word only \(code) prints"))
        }
        if let frontier = FrontierWordLanguages.countries(printing: context.modeEvidence), frontier.countries.count == 1,
           let code = frontier.countries.first {
            found.append(StampFinding(signal: .wordLanguage, target: .country(code), weight: weight,
                                      text: frontier.words.joined(separator: ", "), detail: "a port or border word only \(code) prints"))
        }
        if let direction = DirectionWordLanguages.countries(printing: context.directionEvidence), direction.countries.count == 1,
           let code = direction.countries.first, !found.contains(where: { $0.target == .country(code) }) {
            found.append(StampFinding(signal: .wordLanguage, target: .country(code), weight: weight,
                                      text: direction.words.joined(separator: ", "), detail: "an entry or exit word only \(code) prints"))
        }
        return found
    }

    /// A table of words and the countries that print them, keyed by each word folded as
    /// `StampText.key` folds it (a phrase run together).
    static func byWord(_ table: [([String], Set<String>)]) -> [String: Set<String>] {
        var byWord: [String: Set<String>] = [:]
        for (words, countries) in table {
            for word in words { byWord[StampText.key(word), default: []].formUnion(countries) }
        }
        return byWord
    }

    /// The countries that print the words of `evidence` with `signal` (folded as `StampText.key`
    /// folds them) by `table`, and those words as read; nil when none belongs to a language.
    static func countries(printing evidence: [StampEvidence], signal: String,
                          in table: [String: Set<String>]) -> (countries: Set<String>, words: [String])? {
        var countries = Set<String>()
        var words: [String] = []
        for evidence in evidence where evidence.signal == signal {
            guard let printing = table[StampText.key(evidence.text)] else { continue }
            countries.formUnion(printing)
            if !words.contains(evidence.text) { words.append(evidence.text) }
        }
        return words.isEmpty ? nil : (countries, words)
    }
}
