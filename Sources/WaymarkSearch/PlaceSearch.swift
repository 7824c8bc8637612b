import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// One search field over continents, countries, regions, cities and airports.
///
/// Candidates come from FTS5, one query per kind so that each kind's most important matches come
/// first (the build numbers each kind's rows in order of importance) and a query can stop after a
/// few dozen rows; a lone one- or two-character prefix comes from the precomputed `prefix_top`
/// table. Results are ranked by match tier (exact and exact-alternate, then prefix, alternate
/// prefix, general), then by importance plus bonuses (`MatchRanking`), then by rowid.
/// Not thread-safe: one instance per thread.
public final class PlaceSearch {
    let index: SearchIndex
    let lookup: PlaceLookup

    /// Rows taken per kind from each FTS query.
    public var candidatesPerKind = 40

    /// A search over `gazetteer`'s index and places.
    /// - Throws: an SQLite error when the gazetteer's tables cannot be read.
    public init(gazetteer: Gazetteer) throws {
        index = try gazetteer.makeSearchIndex()
        lookup = try gazetteer.makeLookup()
    }

    /// The places matching `query`, best first, at most `query.limit`.
    ///
    /// ```swift
    /// let results = try PlaceSearch(gazetteer: gazetteer).search(SearchQuery(text: "kef", limit: 3))
    /// results.map(\.place.id)   // region:TN.14 (Kef, Tunisia), airport:KEF, city:2334652 (Keffi)
    /// ```
    /// An empty query, or one with no letters or digits, finds nothing.
    /// - Throws: an SQLite error of the gazetteer's search index.
    public func search(_ query: SearchQuery) throws -> [SearchResult] {
        guard query.limit > 0 else { return [] }
        let words = QueryNormalizer.words(query.text)
        guard !words.isEmpty else { return [] }
        let trimmed = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let capitals = !trimmed.isEmpty && trimmed.allSatisfy { $0.isUppercase || $0.isNumber }
        var candidates = Set<Int>()
        if words.count == 1, words[0].count <= 2, let top = try index.topPlaces(prefix: words[0]) {
            candidates.formUnion(top)
            // The table ranks display names only; a two-letter code typed in capitals ("KL" for
            // Kuala Lumpur) is one whole-word lookup away.
            if capitals { try collect(words, prefix: false, kinds: query.kinds, into: &candidates) }
        }
        if candidates.isEmpty || query.kinds != nil || query.country != nil {
            let indexWords = QueryNormalizer.indexWords(query.text)
            // Words followed by more words are complete: they are looked up whole, which FTS5
            // reads lazily, where a prefix makes it merge every matching term first ("united"* in
            // "georgia united stat" is every place in the United States). Abbreviations typed as
            // earlier words ("sant dom") fall back to prefixes when the whole words find nothing.
            try collect(indexWords, lastWordOnlyIsPrefix: true, kinds: query.kinds, into: &candidates)
            if candidates.isEmpty, indexWords.count > 1 { try collect(indexWords, kinds: query.kinds, into: &candidates) }
            // Folding can change more than diacritics ("Preßburg" is kept as "Pressburg"): letters
            // with no canonical decomposition are folded by Foundation but not by the tokenizer.
            if indexWords != words, indexWords.joined().unicodeScalars.contains(where: { scalar in
                !scalar.isASCII && scalar.properties.isAlphabetic && String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.count == 1
            }) {
                try collect(words, kinds: query.kinds, into: &candidates)
            }
            // Spaces and hyphens fold: "machu picchu" also looks for the one word "machupicchu".
            if words.count > 1 { try collect([words.joined()], kinds: query.kinds, into: &candidates) }
            // The candidates are the most important places of each kind anywhere, and a country's
            // filter is applied to them after: a common name ("Barra", hundreds of places) would
            // crowd out the filtered country's own. Its places are also looked up with the
            // country's name, which the index holds beside every place's own names.
            if let code = query.country, let country = try lookup.place(id: PlaceID(kind: .country, code: code.uppercased())) {
                try collect(QueryNormalizer.indexWords(country.name) + indexWords, lastWordOnlyIsPrefix: true, kinds: query.kinds, into: &candidates)
            }
        }
        var scored: [Scored] = []
        func judge(_ candidate: Candidate) -> Scored? {
            MatchRanking.verdict(for: candidate, words, typedInCapitals: capitals).map {
                Scored(candidate: candidate, verdict: $0, score: MatchRanking.score(candidate, near: query.near, verdict: $0))
            }
        }
        for rowid in candidates.sorted() {
            guard var candidate = try candidate(rowid) else { continue }
            if let kinds = query.kinds, !kinds.contains(candidate.kind) { continue }
            if let country = query.country, candidate.countryCode?.uppercased() != country.uppercased() { continue }
            if judge(candidate) == nil {
                // FTS5 matched it through an alternate name: judge it with its alternates.
                try loadAlternates(&candidate)
            }
            guard let entry = judge(candidate) else { continue }
            scored.append(entry)
        }
        // Alternate names can lift a leading candidate to an exact match ("Kiev", "Bombay").
        scored.sort(by: Scored.order)
        for i in scored.indices.prefix(max(query.limit * 3, 30)) where scored[i].verdict.quality != .exact && !scored[i].candidate.hasAlternates {
            try loadAlternates(&scored[i].candidate)
            if let better = judge(scored[i].candidate), Scored.order(better, scored[i]) { scored[i] = better }
        }
        scored.sort(by: Scored.order)
        return try scored.prefix(query.limit).compactMap { entry in
            guard let place = try lookup.place(rowid: entry.candidate.rowid) else { return nil }
            return SearchResult(place: place, match: entry.verdict.quality, matchedName: entry.verdict.matchedName, score: entry.score)
        }
    }

    /// FTS candidates for `words`, up to `candidatesPerKind` per kind, most important first.
    /// Continents, countries and regions (the first few thousand rowids) share one query, since
    /// every FTS query pays for its prefix merges again.
    func collect(_ words: [String], prefix: Bool = true, lastWordOnlyIsPrefix: Bool = false, kinds: Set<PlaceKind>?,
                 into candidates: inout Set<Int>) throws {
        let expression = QueryNormalizer.ftsExpression(words, prefix: prefix, lastWordOnlyIsPrefix: lastWordOnlyIsPrefix)
        guard !expression.isEmpty else { return }
        var perKind = (kinds ?? Set(PlaceKind.allCases)).sorted()
        let small: [PlaceKind] = [.continent, .country, .region]
        if kinds == nil, let first = index.blocks[.continent], let last = index.blocks[.region] {
            let limit = candidatesPerKind * small.count
            let rows = try index.matches(expression, in: first.lowerBound...last.upperBound, limit: limit)
            candidates.formUnion(rows)
            if rows.count < limit { perKind.removeAll { small.contains($0) } }
        }
        for kind in perKind {
            guard let block = index.blocks[kind] else { continue }
            let prefixed = try index.matches(expression, in: block, limit: candidatesPerKind)
            candidates.formUnion(prefixed)
            if prefix, prefixed.count == candidatesPerKind {
                // Cut off: fetch whole-word matches too, so exact names are not crowded out by longer ones.
                candidates.formUnion(try index.matches(QueryNormalizer.ftsExpression(words, prefix: false), in: block, limit: candidatesPerKind))
            }
        }
    }

    struct Scored {
        var candidate: Candidate
        var verdict: MatchRanking.Verdict
        var score: Double

        static func order(_ a: Scored, _ b: Scored) -> Bool {
            if a.verdict.quality.tier != b.verdict.quality.tier { return a.verdict.quality.tier < b.verdict.quality.tier }
            if a.score != b.score { return a.score > b.score }
            if a.verdict.quality != b.verdict.quality { return a.verdict.quality < b.verdict.quality }
            return a.candidate.rowid < b.candidate.rowid
        }
    }

    /// Gives the candidate its alternate names, and remembers the candidate with them.
    func loadAlternates(_ candidate: inout Candidate) throws {
        guard !candidate.hasAlternates else { return }
        candidate.setAlternates(try index.alternateNames(of: candidate.rowid))
        known[candidate.rowid] = candidate
    }

    /// Candidates read so far: typing a query key by key meets the same places again and again.
    private var known: [Int: Candidate] = [:]
    static let knownLimit = 20_000

    func candidate(_ rowid: Int) throws -> Candidate? {
        if let cached = known[rowid] { return cached }
        guard let summary = try index.summary(of: rowid) else { return nil }
        let fresh = Candidate(summary)
        if known.count >= Self.knownLimit { known.removeAll(keepingCapacity: true) }
        known[rowid] = fresh
        return fresh
    }
}

/// What ranking needs to know about a candidate, with every name already cut into folded words
/// (folding is the expensive part of ranking, and a candidate is ranked many times while a query
/// is typed).
struct Candidate {
    var rowid: Int
    var kind: PlaceKind
    var importance: Double
    var coordinate: Coordinate?
    var countryCode: String?
    let display: SearchName
    /// Names that count like the display name: an airport's name without the city and the
    /// generic words ("Heathrow" for London Heathrow Airport).
    let short: [SearchName]
    let ancestryWords: [String]
    /// The words of the place's region's name.
    let regionWords: [String]
    /// Codes as written ("LAX", "DE-BY"), and folded.
    let codes: [String]
    let codeWords: [String]
    private(set) var alternates: [SearchName] = []
    private(set) var hasAlternates = false

    init(_ s: SearchIndex.Summary) {
        rowid = s.rowid; kind = s.kind; importance = s.importance; coordinate = s.coordinate; countryCode = s.countryCode
        var codes: [String] = []
        switch s.kind {
        case .country: codes = [s.code, s.iso3].compactMap { $0 }
        case .airport: codes = [s.code, s.icao].compactMap { $0 }
        case .region: codes = [s.ownISO].compactMap { $0 }
        case .continent, .city: break
        }
        var ancestry = [s.regionName, s.countryName].compactMap { $0 }
        if let iso = s.regionISO, let suffix = iso.split(separator: "-").last { ancestry.append(String(suffix)) }
        if s.kind != .country, let cc = s.countryCode { ancestry.append(cc) }
        var short: [String] = []
        if s.kind == .airport {
            if let city = s.cityName { ancestry.append(city) }
            if let core = AirportNames.core(of: s.name, servedBy: [s.cityName, s.municipality].compactMap { $0 }) { short.append(core) }
        }
        display = SearchName(s.name)
        self.short = short.map(SearchName.init)
        ancestryWords = ancestry.flatMap(SearchText.words)
        regionWords = s.regionName.map(SearchText.words) ?? []
        self.codes = codes
        codeWords = codes.map { TextFolding.fold($0) }
    }

    mutating func setAlternates(_ names: [String]) {
        alternates = names.map(SearchName.init)
        hasAlternates = true
    }
}
