import WaymarkGazetteer

/// Regions a stamp names in place of a town: "SABAH" and "SARAWAK", whose states keep their own
/// immigration, "BALI", "JEJU", "TASMANIA". A region's name read whole, on one line and ending
/// where a word ends, is a `region_name` finding for the region (its country and the region
/// itself). It counts `share` of what a town as populous counts (`CityNames.populationWeight`):
/// a region is a wider answer than a town, and many regions carry a town's name from elsewhere.
/// A short name counts in full, unlike a town's: there are 3,865 regions, not 235,000 towns, and
/// a four-letter word ("BALI") is not some region's name by chance.
///
/// A name does not count when it is:
/// - held by regions of more than one country ("CENTRAL", "WESTERN", "PUNJAB", "LIMBURG"): it
///   names none of them;
/// - a country's name ("MEXICO", "GEORGIA"): that is the country's finding;
/// - one of the stamp's own words ("MARITIME", a region of Togo), or an administrative word a
///   region is also filed under ("REGION");
/// - the name of a town or an airport of the region's country, read on the same words by that
///   place's own name ("MOSCOW", "TOKYO"): the region would only repeat the place's country below
///   it. A town read by an alternate name, or misread, or a word of an airport's longer name does
///   not count here ("SABAH" is an alternate name of Sabak Bernam, "CALIFORNIA" a word of Eureka's
///   airport's name).
///
/// A region's name read across words is the reading of those words: what is read inside it as
/// another country's ("WALES" of NEW SOUTH WALES, as a word of Wallis and Futuna's name or as a
/// region of the United Kingdom) gives way. So does a word of one of another country's longer
/// alternate names that is the whole of a region's name: "WALES" alone is the region, not Wallis
/// and Futuna ("Wales à Fùwtuwnà"). A word of the name a country goes by stays: "ZEALAND" may be
/// what is left of NEW ZEALAND as well as Denmark's region.
///
///     let regions = RegionNames(cities: cities)
///     try regions.findings(in: StampText("SABAH\nIMMIGRATION"), countryKeys: index.countryKeys,
///                          besides: [], countryOf: country(of:))
///     // [region_name "SABAH": Sabah, Malaysia, 0.8 × (0.5 + 0.15 × log10(1 + 2,138,526)) ≈ 1.16]
final class RegionNames {
    let cities: CityNames
    /// Each region's own name keys: its name and alternates, folded and run together.
    private var keysByRegion: [Int: Set<String>] = [:]
    private var regionsByWord: [String: [Int]] = [:]

    /// What a region's name counts, as a share of a town's as populous.
    static let share = 0.8
    /// Regions read from the index per word: it also finds the word in a region's country's names.
    static let scannedPerWord = 400
    /// The most words a region's name is read across ("NEW SOUTH WALES", "PULAU PINANG").
    static let mostWords = 3
    /// Words some region is filed under alone (Togo's Maritime region as "Région") that name no
    /// region on a stamp.
    static let administrativeWords: Set<String> = [
        "region", "province", "provincia", "provinz", "state", "estado", "etat", "district", "distrito", "department",
        "departement", "departamento", "division", "county", "oblast", "prefecture", "territory",
    ]

    init(cities: CityNames) { self.cities = cities }

    /// The `region_name` findings of `text`, one per region named, besides the towns and airports
    /// `others` already read (`countryOf` gives a target's country).
    func findings(in text: StampText, countryKeys: [String: Set<String>], besides others: [StampFinding],
                  countryOf: (StampFinding.Target) throws -> String?) throws -> [StampFinding] {
        var placesRead: [ClosedRange<Int>: Set<String>] = [:]
        for f in others where !f.byAlternateName && !f.misread && !f.wordOfLongerName {
            guard let tokens = f.tokens, f.target.specificity > 0, let code = try countryOf(f.target) else { continue }
            placesRead[tokens, default: []].insert(code)
        }
        // A port or border word that is also a region's name ("PORTO") is the word when its line
        // names a place ("PORTO DI ANCONA"), as it is for a town of that name.
        func isModeWordBesideAPlace(_ i: Int) -> Bool {
            let word = text.tokens[i].folded
            guard StampVocabulary.isModeWord(word) else { return false }
            return placesRead.keys.contains { !$0.contains(i) && text.tokens[$0.lowerBound].line == text.tokens[i].line }
        }
        var found: [StampFinding] = []
        for i in text.tokens.indices {
            let first = text.tokens[i].folded
            guard first.contains(where: \.isLetter), !StampVocabulary.stampWords.contains(first) else { continue }
            let regions = try regions(withWord: first)
            guard !regions.isEmpty else { continue }
            for last in i..<min(text.tokens.count, i + Self.mostWords) where text.tokens[last].line == text.tokens[i].line {
                let key = String(decoding: text.compact[text.starts[i]..<text.ends[last]], as: UTF8.self)
                guard StampPlaceIndex.isNameKey(key), countryKeys[key] == nil, !Self.administrativeWords.contains(key),
                      last > i || !isModeWordBesideAPlace(i) else { continue }
                let named = try regions.filter { try keys(of: $0).contains(key) }
                let countries = try Set(named.compactMap { try cities.place($0)?.country?.id.code })
                guard countries.count == 1, let country = countries.first, placesRead[i...last]?.contains(country) != true else { continue }
                for rowid in named {
                    guard let place = try cities.place(rowid) else { continue }
                    let weight = CityNames.populationWeight(of: place) * Self.share
                    let read = text.tokens[i...last].map(\.original).joined(separator: " ")
                    found.append(StampFinding(signal: .regionName, target: .region(rowid), weight: (weight * 1000).rounded() / 1000, text: read,
                                              detail: "name of the region \(place.label)", tokens: i...last))
                }
            }
        }
        return try Self.givingWay(found, to: found, countryOf: countryOf)
    }

    /// Whether `region`'s reading runs across more words than `finding`'s and holds them. A
    /// finding that keeps no tokens (a code, one word of a country's name) is held when its text
    /// is one of the words.
    static func readsAcross(_ region: StampFinding, _ finding: StampFinding) -> Bool {
        guard let span = region.tokens, span.count > 1 else { return false }
        guard let tokens = finding.tokens else {
            return region.text.split(separator: " ").contains { $0 == finding.text }
        }
        return span.count > tokens.count && span.holds(tokens)
    }

    /// `found` without what is read inside a region's name read across more words as a place of
    /// another country, or as another country: a town of the region's own country read there is a
    /// place in it ("PINANG" of PULAU PINANG, Penang's airport town). Nor one word of another
    /// country's longer alternate name that is the whole of the region's name: "WALES" is Wales,
    /// not a word of "Wales à Fùwtuwnà", one of Wallis and Futuna's names.
    static func givingWay(_ found: [StampFinding], to regions: [StampFinding],
                          countryOf: (StampFinding.Target) throws -> String?) throws -> [StampFinding] {
        try found.filter { f in
            let wholeRegion = f.signal == .countryName && f.wordOfLongerName && f.byAlternateName
            let inside = regions.filter { readsAcross($0, f) || (wholeRegion && $0.text == f.text) }
            guard !inside.isEmpty else { return true }
            let country = try countryOf(f.target)
            return try inside.allSatisfy { try countryOf($0.target) == country }
        }
    }

    /// The regions with `word` as a word of one of their own names, most important first.
    func regions(withWord word: String) throws -> [Int] {
        if let known = regionsByWord[word] { return known }
        var rows: [Int] = []
        for rowid in try cities.lookups.places(.region, withWord: word, limit: Self.scannedPerWord) {
            if try keys(of: rowid).contains(where: { $0.hasPrefix(word) }) { rows.append(rowid) }
        }
        regionsByWord[word] = rows
        return rows
    }

    func keys(of region: Int) throws -> Set<String> {
        if let known = keysByRegion[region] { return known }
        let keys = Set(try cities.lookups.names(ofPlace: region).map(StampText.key))
        keysByRegion[region] = keys
        return keys
    }
}
