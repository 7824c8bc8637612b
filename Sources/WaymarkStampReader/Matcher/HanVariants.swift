import Foundation

/// Chinese names are written in simplified and traditional characters ("台湾", "台灣", "臺灣";
/// "澳门", "澳門"), and the gazetteer holds a country's name in one or two of the forms a stamp
/// may print. A word in Han characters that names no country as printed is read again in
/// simplified characters (ICU's Traditional-Simplified transform), which is the same name.
enum HanVariants {
    static let simplify = StringTransform("Hant-Hans")

    /// The word in simplified characters, or nil when it holds no Han character or is already simplified.
    static func simplified(_ word: String) -> String? {
        guard word.unicodeScalars.contains(where: isHan), let simple = word.applyingTransform(simplify, reverse: false), simple != word else { return nil }
        return simple
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }
}

extension StampMatcher {
    /// Country names read in the other form of Chinese characters: "臺灣" is Taiwan as "台湾" is.
    func hanVariantFindings(_ text: StampText) -> [StampFinding] {
        var found: [StampFinding] = []
        for token in text.tokens where index.countryKeys[token.folded] == nil {
            guard let simple = HanVariants.simplified(token.original) else { continue }
            for code in (index.countryKeys[StampText.key(simple)] ?? []).sorted() {
                guard let country = index.countries[code] else { continue }
                found.append(StampFinding(signal: .countryName, target: .country(code), weight: StampSignalReader.Weight.countryName, text: token.original,
                                          detail: "name of \(country.name), written \(simple) in simplified characters"))
            }
        }
        return found
    }
}
