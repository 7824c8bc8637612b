/// Words for "country" and "kingdom" that Thai, Lao and Khmer write run together with the
/// country's name, without a space ("ประเทศไทย", the country Thai; "ປະເທດລາວ"), while the
/// gazetteer holds the name alone ("ไทย", "ລາວ"). A stamp's word that begins with one is cut
/// after it, as a word that begins with an airport word is.
enum CountryWords {
    static let leading: [String] = StampVocabulary.folded([
        "ประเทศ", "ราชอาณาจักร", "ປະເທດ", "ສາທາລະນະລັດ", "ប្រទេស", "ព្រះរាជាណាចក្រ",
    ])

    /// Letters a name must keep after the word (three bytes a letter in these scripts).
    static let shortestName = 2

    /// The word cut after a leading country word, as read and folded, or nil.
    static func cut(_ word: String, folded: String) -> (lead: (String, String), rest: (String, String))? {
        guard let lead = leading.first(where: { folded.hasPrefix($0) && folded.count >= $0.count + shortestName }) else { return nil }
        // The word as read, cut where its folded start is the country word (folding may drop marks).
        for length in 1..<word.count where StampText.fold(String(word.prefix(length))) == lead {
            return ((String(word.prefix(length)), lead), (String(word.dropFirst(length)), String(folded.dropFirst(lead.count))))
        }
        return nil
    }
}
