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

    static func score(_ c: Candidate, near: Coordinate?, byCode: Bool) -> Double {
        var score = c.importance + (byCode ? codeBonus : 0)
        if let near, let at = c.coordinate {
            let km = SphericalDistance.meters(near, at) / 1000
            score += proximityBonus * max(0, 1 - km / proximityRadiusKilometers)
        }
        return score
    }

    /// A place found by its code typed in capitals ("LAX", "KLAX") gains this much, so an airport
    /// found by its own code comes before a city that merely lists the code among its alternates,
    /// while "USA" still finds the country before the airport whose code is USA.
    static let codeBonus = 3.0

    struct Verdict: Equatable {
        var quality: MatchQuality
        var byCode: Bool
    }

    /// How `words` (already folded) match the candidate, or nil if some word matches nothing.
    /// A code (IATA, ICAO, ISO) is an exact match only when typed in capitals; typed in lower case
    /// it counts as an alternate-prefix match, so "san" finds San Diego before the airport SAN.
    static func verdict(for c: Candidate, _ words: [String], typedInCapitals: Bool) -> Verdict? {
        let display = c.displayWords, short = c.shortWords, others = c.alternateWords
        let ancestryWords = c.ancestryWords, codeWords = c.codeWords
        func ancestryAllows(_ rest: ArraySlice<String>) -> Bool {
            rest.allSatisfy { w in ancestryWords.contains { $0.hasPrefix(w) } }
        }

        if typedInCapitals, words.count == 1, codeWords.contains(words[0]) { return Verdict(quality: .exact, byCode: true) }
        // Exact: a name is the whole query, or the query is a name followed by words that begin
        // its ancestry ("paris texas", "springfield il").
        for n in [display] + short + others where !n.isEmpty && words.count >= n.count && Array(words.prefix(n.count)) == n {
            if ancestryAllows(words.dropFirst(n.count)) { return Verdict(quality: .exact, byCode: false) }
        }
        // Prefix: the query begins a name word by word, the last word possibly unfinished, again
        // with ancestry words allowed after it.
        func begins(_ n: [String]) -> Bool {
            guard !n.isEmpty else { return false }
            for split in stride(from: min(words.count, n.count), through: 1, by: -1)
            where Self.begins(n, Array(words.prefix(split))) && ancestryAllows(words.dropFirst(split)) { return true }
            return false
        }
        if begins(display) || short.contains(where: begins) { return Verdict(quality: .prefix, byCode: false) }
        if others.contains(where: begins) { return Verdict(quality: .alternatePrefix, byCode: false) }
        if words.count == 1, codeWords.contains(where: { $0.hasPrefix(words[0]) }) { return Verdict(quality: .alternatePrefix, byCode: false) }
        // General: every word begins some word of a name, the ancestry or a code.
        let all = ([display] + others).flatMap { $0 } + ancestryWords + codeWords
        return words.allSatisfy { w in all.contains { $0.hasPrefix(w) } } ? Verdict(quality: .general, byCode: false) : nil
    }

    /// Whether `head` begins `name`: all but the last word equal, the last a prefix.
    static func begins(_ name: [String], _ head: [String]) -> Bool {
        guard head.count <= name.count, let last = head.last else { return false }
        for i in 0..<(head.count - 1) where name[i] != head[i] { return false }
        return name[head.count - 1].hasPrefix(last)
    }
}
