extension StampMatcher {
    /// An airport's code read on a stamp that names, in words, the country whose ISO alpha-3
    /// code the same three capitals are is that country's code when the airport lies in another
    /// country: "MNG 14" inside a line beside a Mongolian border word is Mongolia's MNG, not
    /// Maningrida's airport in Australia (alone on its line it is the country's code already).
    /// A code of an airport in that country stays the airport's (MEX beside MÉXICO is Mexico
    /// City's airport), and so do three capitals that are a word of the country's name read
    /// ("LAO" of LAO P.D.R.: the name counts, not the name again as a code). Nil when
    /// `finding` is no such code.
    ///
    /// ```swift
    /// // "MONGOLIA / OPOX MNG 14": the iata_code finding MNG (Maningrida) becomes Mongolia's country_code.
    /// matcher.countrysCode(insteadOf: mng, countriesNamedInWords: ["MN"], namesRead: [0...0], in: text)
    /// ```
    func countrysCode(insteadOf finding: StampFinding, countriesNamedInWords: Set<String>, namesRead: [ClosedRange<Int>],
                      in text: StampText) -> StampFinding? {
        guard finding.signal == .iataCode, case .airport(let airport) = finding.target,
              let iso = index.alpha3[finding.text], countriesNamedInWords.contains(iso),
              index.airports[airport].country?.id.code != iso, let country = index.countries[iso],
              !text.tokens.indices.contains(where: { i in text.tokens[i].original == finding.text && namesRead.contains { $0.contains(i) } })
        else { return nil }
        return StampFinding(signal: .countryCode, target: .country(iso), weight: StampSignalReader.Weight.countryCode, text: finding.text,
                            detail: "ISO code \(finding.text) of \(country.name), which the stamp names too")
    }
}
