/// Greek stamps name their place in the genitive: "ΑΕΡΟΛΙΜΕΝΑΣ ΑΘΗΝΩΝ" (airport of Athens),
/// "ΛΙΜΗΝ ΠΕΙΡΑΙΩΣ", "ΑΕΡΟΛΙΜΕΝΑΣ ΘΕΣΣΑΛΟΝΙΚΗΣ", "ΛΙΜΑΝΙ ΡΟΔΟΥ"; GeoNames holds the nominative.
/// A Greek name's key is also matched in its genitive forms, and a stamp's word ending like a
/// genitive is also looked up as the nominatives it may be of. The endings are the common
/// declensions of place names (-α, -η, -ος, -ο, -ας, and the plurals -οι, -αι, -ες, whose
/// genitive is -ων: "ΣΥΝΟΡΙΑΚΟΣ ΣΤΑΘΜΟΣ ΕΥΖΩΝΩΝ", Evzonoi's border station), folded as stamp
/// text is (no accents; a capital Σ folds to σ, a final ς may stay).
///
/// ```swift
/// GreekGenitives.genitives(of: "αθηνα")     // ["αθηνασ", "αθηνων"]
/// GreekGenitives.nominatives(of: "αθηνων")  // ["αθηνα"]
/// ```
enum GreekGenitives {
    /// Nominative ending → genitive endings.
    static let declensions: [(nominative: String, genitives: [String])] = [
        ("ασ", ["α", "ωσ"]), ("οσ", ["ου"]), ("οι", ["ων"]), ("αι", ["ων"]), ("εσ", ["ων"]),
        ("α", ["ασ", "ων"]), ("η", ["ησ"]), ("ο", ["ου"]),
    ]
    /// The fewest letters a name keeps before its ending.
    static let shortestStem = 3

    static func genitives(of key: String) -> [String] {
        guard isGreek(key) else { return [] }
        let word = withFinalSigmaFolded(key)
        // The longest nominative ending decides: "-ας" is not "-α" with a sigma.
        guard let declension = declensions.first(where: { word.hasSuffix($0.nominative) }) else { return [] }
        let stem = word.dropLast(declension.nominative.count)
        guard stem.count >= shortestStem else { return [] }
        return declension.genitives.map { String(stem) + $0 }
    }

    static func nominatives(of word: String) -> [String] {
        guard isGreek(word) else { return [] }
        let folded = withFinalSigmaFolded(word)
        var found: [String] = []
        for (nominative, genitives) in declensions {
            for genitive in genitives where folded.hasSuffix(genitive) {
                let stem = folded.dropLast(genitive.count)
                guard stem.count >= shortestStem else { continue }
                let name = String(stem) + nominative
                if name != folded, !found.contains(name) { found.append(name) }
            }
        }
        return found
    }

    static func isGreek(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return (0x0370...0x03FF).contains(first.value)
    }

    static func withFinalSigmaFolded(_ word: String) -> String {
        word.hasSuffix("ς") ? String(word.dropLast()) + "σ" : word
    }
}
