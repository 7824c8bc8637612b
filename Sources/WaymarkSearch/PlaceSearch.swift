import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// One search field over continents, countries, regions, cities and airports.
///
/// Candidates come from FTS5, one query per kind so that each kind's most important matches come
/// first (the build numbers each kind's rows in order of importance) and a query can stop after a
/// few dozen rows; one- and two-character prefixes come from the precomputed `prefix_top` table.
/// Results are ranked exact > prefix > general match, then by importance plus a proximity bonus
/// when `near` is given, then by rowid. Not thread-safe: one instance per thread.
public final class PlaceSearch {
    let database: Database
    let lookup: PlaceLookup
    let blocks: [PlaceKind: ClosedRange<Int>]
    let prefixTop: Statement
    let alternates: Statement
    let summary: Statement
    let ftsQuery: Statement

    /// Rows taken per kind from each FTS query.
    public var candidatesPerKind = 40

    public init(gazetteer: Gazetteer) throws {
        database = gazetteer.connection
        lookup = try gazetteer.makeLookup()
        var blocks: [PlaceKind: ClosedRange<Int>] = [:]
        let ranges = try database.prepare("SELECT kind, min(rowid), max(rowid) FROM place GROUP BY kind")
        while try ranges.step() {
            if let kind = PlaceKind(rawValue: ranges.int(0)) { blocks[kind] = ranges.int(1)...ranges.int(2) }
        }
        self.blocks = blocks
        ftsQuery = try database.prepare(
            "SELECT rowid FROM place_search WHERE place_search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ?")
        prefixTop = try database.prepare("SELECT place FROM prefix_top WHERE prefix = ? ORDER BY rank")
        alternates = try database.prepare("SELECT name FROM place_name WHERE place = ?")
        summary = try database.prepare("""
            SELECT p.rowid, p.kind, p.name, p.importance, p.latitude, p.longitude, c.code, r.name, r2.iso3166_2, c.name, p.code, ai.icao, ci.iso3,
                   t.name, ai.municipality
            FROM place p
            LEFT JOIN place c ON c.rowid = p.country
            LEFT JOIN place r ON r.rowid = p.region
            LEFT JOIN region_info r2 ON r2.place = p.region
            LEFT JOIN place t ON t.rowid = p.city
            LEFT JOIN airport_info ai ON ai.place = p.rowid
            LEFT JOIN country_info ci ON ci.place = p.rowid
            WHERE p.rowid = ?
            """)
    }

    public func search(_ query: SearchQuery) throws -> [SearchResult] {
        guard query.limit > 0 else { return [] }
        let words = QueryNormalizer.words(query.text)
        guard !words.isEmpty else { return [] }
        let trimmed = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let capitals = !trimmed.isEmpty && trimmed.allSatisfy { $0.isUppercase || $0.isNumber }
        let kinds = (query.kinds ?? Set(PlaceKind.allCases)).sorted()
        var candidates = Set<Int>()
        if words.count == 1, words[0].count <= 2, let top = try prefixTopPlaces(words[0]) {
            candidates.formUnion(top)
        }
        if candidates.isEmpty || query.kinds != nil || query.country != nil {
            // Short words are not given to FTS5 (a one-letter prefix would merge thousands of
            // terms); they are checked on the candidates instead.
            let indexWords = QueryNormalizer.indexWords(query.text)
            let long = indexWords.filter { $0.count >= 3 }
            let ftsWords = long.isEmpty ? indexWords : long
            for kind in kinds {
                guard let block = blocks[kind] else { continue }
                let prefixed = try fts(QueryNormalizer.ftsExpression(ftsWords, prefix: true), block)
                candidates.formUnion(prefixed)
                if prefixed.count == candidatesPerKind {
                    // Cut off: fetch whole-word matches too, so exact names are not crowded out by longer ones.
                    candidates.formUnion(try fts(QueryNormalizer.ftsExpression(ftsWords, prefix: false), block))
                }
            }
        }
        var scored: [(Candidate, MatchQuality, Double)] = []
        func judge(_ candidate: Candidate) -> (MatchQuality, Double)? {
            MatchRanking.verdict(for: candidate, words, typedInCapitals: capitals).map {
                ($0.quality, MatchRanking.score(candidate, near: query.near, byCode: $0.byCode))
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
            guard let (quality, score) = judge(candidate) else { continue }
            scored.append((candidate, quality, score))
        }
        // Alternate names can lift a leading candidate to an exact match ("Kiev", "Bombay").
        scored.sort(by: Self.order)
        for i in scored.indices.prefix(max(query.limit * 3, 30)) where scored[i].1 != .exact && !scored[i].0.hasAlternates {
            try loadAlternates(&scored[i].0)
            if let better = judge(scored[i].0), better.0 < scored[i].1 || (better.0 == scored[i].1 && better.1 > scored[i].2) {
                (scored[i].1, scored[i].2) = better
            }
        }
        scored.sort(by: Self.order)
        return try scored.prefix(query.limit).compactMap { entry in
            guard let place = try lookup.place(rowid: entry.0.rowid) else { return nil }
            return SearchResult(place: place, match: entry.1, score: entry.2)
        }
    }

    static func order(_ a: (Candidate, MatchQuality, Double), _ b: (Candidate, MatchQuality, Double)) -> Bool {
        if a.1 != b.1 { return a.1 < b.1 }
        if a.2 != b.2 { return a.2 > b.2 }
        return a.0.rowid < b.0.rowid
    }

    func fts(_ expression: String, _ block: ClosedRange<Int>) throws -> [Int] {
        let statement = ftsQuery
        statement.reset()
        try statement.bind([.text(expression), .integer(block.lowerBound), .integer(block.upperBound), .integer(candidatesPerKind)])
        var rows: [Int] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }

    func prefixTopPlaces(_ prefix: String) throws -> [Int]? {
        prefixTop.reset()
        try prefixTop.bind([.text(prefix)])
        var rows: [Int] = []
        while try prefixTop.step() { rows.append(prefixTop.int(0)) }
        return rows.isEmpty ? nil : rows
    }

    /// Gives the candidate its alternate names, and remembers the candidate with them.
    func loadAlternates(_ candidate: inout Candidate) throws {
        guard !candidate.hasAlternates else { return }
        candidate.setAlternates(try alternateNames(candidate.rowid))
        known[candidate.rowid] = candidate
    }

    func alternateNames(_ rowid: Int) throws -> [String] {
        alternates.reset()
        try alternates.bind([.integer(rowid)])
        var names: [String] = []
        while try alternates.step() { if let name = alternates.text(0) { names.append(name) } }
        return names
    }

    /// Candidates read so far: typing a query key by key meets the same places again and again.
    private var known: [Int: Candidate] = [:]
    static let knownLimit = 20_000

    func candidate(_ rowid: Int) throws -> Candidate? {
        if let cached = known[rowid] { return cached }
        guard let fresh = try readCandidate(rowid) else { return nil }
        if known.count >= Self.knownLimit { known.removeAll(keepingCapacity: true) }
        known[rowid] = fresh
        return fresh
    }

    func readCandidate(_ rowid: Int) throws -> Candidate? {
        summary.reset()
        try summary.bind([.integer(rowid)])
        guard try summary.step(), let kind = PlaceKind(rawValue: summary.int(1)) else { return nil }
        var codes: [String] = []
        switch kind {
        case .country: codes = [summary.text(10), summary.text(12)].compactMap { $0 }
        case .airport: codes = [summary.text(10), summary.text(11)].compactMap { $0 }
        case .region: codes = [summary.text(8)].compactMap { $0 }
        case .continent, .city: break
        }
        var ancestry = [summary.text(7), summary.text(9)].compactMap { $0 }
        if let iso = summary.text(8), let suffix = iso.split(separator: "-").last { ancestry.append(String(suffix)) }
        if let cc = summary.text(6) { ancestry.append(cc) }
        let coordinate = summary.optionalDouble(4).flatMap { lat in summary.optionalDouble(5).map { Coordinate(latitude: lat, longitude: $0) } }
        let name = summary.text(2) ?? ""
        var short: [String] = []
        if kind == .airport {
            if let city = summary.text(13) { ancestry.append(city) }
            if let core = AirportNames.core(of: name, servedBy: [summary.text(13), summary.text(14)].compactMap { $0 }) { short.append(core) }
        }
        return Candidate(rowid: rowid, kind: kind, name: name, importance: summary.double(3),
                         coordinate: coordinate, countryCode: kind == .country ? summary.text(10) : summary.text(6),
                         ancestry: ancestry, codes: codes, shortNames: short)
    }
}

/// What ranking needs to know about a candidate, with every name already cut into folded words
/// (folding is the expensive part of ranking, and a candidate is ranked many times while a query
/// is typed).
struct Candidate {
    var rowid: Int
    var kind: PlaceKind
    var name: String
    var importance: Double
    var coordinate: Coordinate?
    var countryCode: String?
    let displayWords: [String]
    /// Names that count like the display name: an airport's name without the city and the
    /// generic words ("Heathrow" for London Heathrow Airport).
    let shortWords: [[String]]
    let ancestryWords: [String]
    let codeWords: [String]
    private(set) var alternateWords: [[String]] = []
    private(set) var hasAlternates = false

    init(rowid: Int, kind: PlaceKind, name: String, importance: Double, coordinate: Coordinate?, countryCode: String?,
         ancestry: [String], codes: [String], shortNames: [String]) {
        self.rowid = rowid; self.kind = kind; self.name = name; self.importance = importance
        self.coordinate = coordinate; self.countryCode = countryCode
        displayWords = SearchText.words(name)
        shortWords = shortNames.map(SearchText.words)
        ancestryWords = ancestry.flatMap(SearchText.words)
        codeWords = codes.map { TextFolding.fold($0) }
    }

    mutating func setAlternates(_ names: [String]) {
        alternateWords = names.map(SearchText.words)
        hasAlternates = true
    }
}
