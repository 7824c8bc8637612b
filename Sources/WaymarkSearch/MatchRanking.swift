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

    static func score(_ c: Candidate, near: Coordinate?) -> Double {
        guard let near, let at = c.coordinate else { return c.importance }
        let km = SphericalDistance.meters(near, at) / 1000
        return c.importance + proximityBonus * max(0, 1 - km / proximityRadiusKilometers)
    }

    /// How `words` (already folded) match the candidate, or nil if some word matches nothing.
    static func quality(of c: Candidate, for words: [String]) -> MatchQuality? {
        let names = [c.name] + c.alternates
        let nameWords = names.map(SearchText.words)
        let ancestryWords = c.ancestry.flatMap(SearchText.words)
        let codeWords = c.codes.map { TextFolding.fold($0) }

        // Exact: a name (or code) is the whole query, or the query is a name followed by words
        // that begin its ancestry ("paris texas", "springfield il").
        if words.count == 1, codeWords.contains(words[0]) { return .exact }
        for n in nameWords where !n.isEmpty && words.count >= n.count && Array(words.prefix(n.count)) == n {
            let rest = words.dropFirst(n.count)
            if rest.allSatisfy({ w in ancestryWords.contains { $0.hasPrefix(w) } }) { return .exact }
        }
        // Prefix: the query begins a name, word by word, the last word possibly unfinished,
        // again with ancestry words allowed after it.
        for n in nameWords where !n.isEmpty {
            for split in stride(from: min(words.count, n.count), through: 1, by: -1) {
                let head = Array(words.prefix(split))
                guard Self.begins(n, head) else { continue }
                let rest = words.dropFirst(split)
                if rest.allSatisfy({ w in ancestryWords.contains { $0.hasPrefix(w) } }) { return .prefix }
            }
        }
        if words.count == 1, codeWords.contains(where: { $0.hasPrefix(words[0]) }) { return .prefix }
        // General: every word begins some word of a name, the ancestry or a code.
        let all = nameWords.flatMap { $0 } + ancestryWords + codeWords
        return words.allSatisfy { w in all.contains { $0.hasPrefix(w) } } ? .general : nil
    }

    /// Whether `head` begins `name`: all but the last word equal, the last a prefix.
    static func begins(_ name: [String], _ head: [String]) -> Bool {
        guard head.count <= name.count, let last = head.last else { return false }
        for i in 0..<(head.count - 1) where name[i] != head[i] { return false }
        return name[head.count - 1].hasPrefix(last)
    }
}
