import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// The ranking rules, kept apart from retrieval so they read as the specification.
enum MatchRanking {
    /// The most a nearby place gains: enough to lift San Diego above São Paulo for "san" typed in
    /// San Diego, not enough to lift a village above a country.
    static let proximityBonus = 3.0
    /// The bonus falls linearly to nothing at this distance.
    static let proximityRadiusKilometers = 1_000.0

    /// A place found by its code typed in capitals ("LAX", "KLAX") gains this much, so an airport
    /// found by its own code comes before a city that merely lists the code among its alternates,
    /// while "USA" still finds the country before the airport whose code is USA.
    static let codeBonus = 3.0

    /// A place whose display name is the query gains this much over places that merely list the
    /// query among their alternates: a twentyfold population. So "Cancún" beats Changchun (five
    /// times bigger; "Cancun" is one of its alternates) and Paris, Texas beats Parys, while
    /// "Bombay" still finds Mumbai before a village named Bombay, "Berne" finds Bern (121,000)
    /// before Berne, Indiana (4,000), and "Lombardia" the region of Lombardy before a Mexican town
    /// of 12,000. A city's alternate that is its own region's name counts as its display name
    /// (New York City is "New York" as its state is), so "New York" still finds the city first: a
    /// region's importance sits just below its largest city's.
    static let displayNameBonus = 1.3

    /// cities500 lists places of at least 500 people, and administrative seats with a population
    /// of 0 (not counted); ranking counts those as 500 rather than as empty.
    static let unknownCityImportance = Importance.score(kind: .city, population: 500)

    static func score(_ c: Candidate, near: Coordinate?, verdict: Verdict) -> Double {
        var score = c.kind == .city ? max(c.importance, unknownCityImportance) : c.importance
        if verdict.byCode { score += codeBonus }
        if verdict.quality == .exact { score += displayNameBonus }
        if let near, let at = c.coordinate {
            let km = SphericalDistance.meters(near, at) / 1000
            score += proximityBonus * max(0, 1 - km / proximityRadiusKilometers)
        }
        return score
    }

    struct Verdict: Equatable {
        var quality: MatchQuality
        var byCode: Bool
        /// The name or code the query matched, as the gazetteer writes it.
        var matchedName: String
    }

    /// How `words` (already folded) match the candidate, or nil if some word matches nothing.
    /// A code (IATA, ICAO, ISO) is an exact match only when typed in capitals; typed in lower case
    /// it counts as an alternate-prefix match, so "san" finds San Diego before the airport SAN.
    /// Spaces and hyphens do not matter: "machu picchu", "machu-picchu" and "machupicchu" match
    /// "Machupicchu" and "Machu Picchu" alike.
    static func verdict(for c: Candidate, _ words: [String], typedInCapitals: Bool) -> Verdict? {
        let ancestryWords = c.ancestryWords, codeWords = c.codeWords
        let compactQuery = words.joined()
        func ancestryAllows(_ rest: ArraySlice<String>) -> Bool {
            rest.allSatisfy { w in ancestryWords.contains { $0.hasPrefix(w) } }
        }
        // Exact: a name is the whole query, or the query is a name followed by words that begin
        // its ancestry ("paris texas", "springfield il").
        func isExact(_ n: SearchName) -> Bool {
            if !n.words.isEmpty, words.count >= n.words.count, Array(words.prefix(n.words.count)) == n.words,
               ancestryAllows(words.dropFirst(n.words.count)) { return true }
            return (words.count > 1 || n.words.count > 1) && n.compact == compactQuery
        }
        // Prefix: the query begins a name word by word, the last word possibly unfinished, again
        // with ancestry words allowed after it.
        func begins(_ n: SearchName) -> Bool {
            guard !n.words.isEmpty else { return false }
            for split in stride(from: min(words.count, n.words.count), through: 1, by: -1)
            where Self.begins(n.words, Array(words.prefix(split))) && ancestryAllows(words.dropFirst(split)) { return true }
            return (words.count > 1 || n.words.count > 1) && compactQuery.count >= 3 && n.compact.hasPrefix(compactQuery)
        }

        if typedInCapitals, words.count == 1, let i = codeWords.firstIndex(of: words[0]) {
            return Verdict(quality: .exact, byCode: true, matchedName: c.codes[i])
        }
        let own = [c.display] + c.short
        if let n = own.first(where: isExact) { return Verdict(quality: .exact, byCode: false, matchedName: n.text) }
        if let n = c.alternates.first(where: isExact) {
            // A city named like its region ("New York" for New York City) is that name's namesake.
            let namesake = c.kind == .city && !c.regionWords.isEmpty && n.words == c.regionWords
            return Verdict(quality: namesake ? .exact : .exactAlternate, byCode: false, matchedName: n.text)
        }
        if let n = own.first(where: begins) { return Verdict(quality: .prefix, byCode: false, matchedName: n.text) }
        if let n = c.alternates.first(where: begins) { return Verdict(quality: .alternatePrefix, byCode: false, matchedName: n.text) }
        if words.count == 1, let i = codeWords.firstIndex(where: { $0.hasPrefix(words[0]) }) {
            return Verdict(quality: .alternatePrefix, byCode: false, matchedName: c.codes[i])
        }
        // General: every word begins some word of a name, the ancestry or a code.
        let all = ([c.display] + c.alternates).flatMap(\.words) + ancestryWords + codeWords
        return words.allSatisfy { w in all.contains { $0.hasPrefix(w) } }
            ? Verdict(quality: .general, byCode: false, matchedName: c.display.text) : nil
    }

    /// Whether `head` begins `name`: all but the last word equal, the last a prefix.
    static func begins(_ name: [String], _ head: [String]) -> Bool {
        guard head.count <= name.count, let last = head.last else { return false }
        for i in 0..<(head.count - 1) where name[i] != head[i] { return false }
        return name[head.count - 1].hasPrefix(last)
    }
}

/// A name as ranking compares it: folded words, and the words run together.
struct SearchName {
    let text: String
    let words: [String]
    let compact: String

    init(_ text: String) {
        self.text = text
        words = SearchText.words(text)
        compact = words.joined()
    }
}
