import Foundation
import WaymarkGazetteer
import WaymarkStampReader
import WaymarkCommandKit

/// What `suggest` and `scan` share: the matcher's setup and the way candidates are printed.
enum StampCommandSupport {
    /// The matcher for the gazetteer the options name. A gazetteer whose stored index this
    /// waymark cannot read still answers (the index is built, the same), with a note on standard
    /// error saying why the process was slower and that a rebuild fixes it.
    static func matcher<Options: StampMatcherOptions>(_ arguments: Arguments<Options>, console: Console) throws -> StampMatcher {
        let year: Int
        if let text = try arguments[\.referenceYear] {
            guard let value = Int(text), (1950...9999).contains(value) else { throw UsageError("--reference-year needs a year, got '\(text)'") }
            year = value
        } else {
            year = Calendar(identifier: .gregorian).component(.year, from: Date())
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: year, indexCache: .standard())
        // Its index is some hundred thousand names: the exit frees them at once, not one by one.
        console.keep(matcher)
        // The answers are the same either way; only the next process's start-up is slower.
        if let problem = matcher.cacheProblem {
            console.err("note: \(problem); each stamp command builds it again (about a second). Set WAYMARK_CACHE to a writable folder")
        }
        return matcher
    }

    static func print(_ suggestions: StampSuggestions, console: Console, indent: String = "") {
        if suggestions.candidates.isEmpty {
            console.out(indent + "no place suggested (date: \(suggestions.dates.first?.iso ?? "none"), mode: \(suggestions.mode.rawValue), direction: \(suggestions.direction.rawValue))")
            return
        }
        for (rank, c) in suggestions.candidates.enumerated() {
            let chain = [c.chain.airport, c.chain.city, c.chain.region, c.chain.country].compactMap { $0 }
            let names = chain.map { "\($0.name) [\($0.id)]" }.joined(separator: ", ")
            console.out(indent + "\(rank + 1). \(names)  score \(String(format: "%.2f", c.score)) (\(c.strength.rawValue))")
            console.out(indent + "   date \(c.date?.iso ?? "unknown"), mode \(c.mode.rawValue), direction \(c.direction.rawValue)")
            for e in c.evidence where e.weight > 0 {
                console.out(indent + "   + \(e.signal) \"\(e.text)\": \(e.detail) (\(String(format: "%.2f", e.weight)))")
            }
        }
    }
}

/// `stamp suggest --json`, and the per-image `suggestions` of `stamp scan --json`.
struct StampSuggestionsOutput: Encodable {
    /// Each member as `{"id", "name"}` (PlaceReference's own encoding); unknown members left out.
    struct Chain: Encodable {
        var country: PlaceReference?
        var region: PlaceReference?
        var city: PlaceReference?
        var airport: PlaceReference?
    }
    struct DateRead: Encodable {
        var date: String
        var text: String
        var reading: String
        init(_ d: StampDate) { date = d.iso; text = d.text; reading = d.reading }
    }
    struct Evidence: Encodable {
        var signal: String
        var text: String
        var detail: String
        var weight: Double
    }
    struct Candidate: Encodable {
        var rank: Int
        var chain: Chain
        var date: String?
        var mode: String
        var direction: String
        var score: Double
        var strength: String
        var evidence: [Evidence]
    }
    var candidates: [Candidate]
    var dates: [DateRead]
    var mode: String
    var direction: String

    init(_ s: StampSuggestions) {
        candidates = s.candidates.enumerated().map { i, c in
            Candidate(rank: i + 1,
                      chain: Chain(country: c.chain.country, region: c.chain.region, city: c.chain.city, airport: c.chain.airport),
                      date: c.date?.iso, mode: c.mode.rawValue, direction: c.direction.rawValue, score: c.score, strength: c.strength.rawValue,
                      evidence: c.evidence.map { Evidence(signal: $0.signal, text: $0.text, detail: $0.detail, weight: $0.weight) })
        }
        dates = s.dates.map(DateRead.init)
        mode = s.mode.rawValue
        direction = s.direction.rawValue
    }
}
