/// A stamp's airport, port or border word that only one country prints names that country,
/// weakly: "ЛЕТИЩЕ" is Bulgarian, "空港" Japanese, "LENTOASEMA" Finnish, "SADAM" Estonian. A
/// border stamp is in its own country's language (`AirportWordLanguages`,
/// `FrontierWordLanguages`), so when the place's own name is lost (worn, or read as junk) the
/// word still says whose stamp it is. It counts as a one-letter sign does: the least a stamp can
/// print, outweighed by any name read whole.
enum WordLanguageCountry {
    static let weight = StampSignalReader.Weight.oneLetterSign

    /// The findings for the one country that prints the stamp's airport words, and for the one
    /// that prints its port and border words; none where such words are printed in several.
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
        return found
    }
}
