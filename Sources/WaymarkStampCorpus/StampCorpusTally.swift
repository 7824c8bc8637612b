import Foundation
import WaymarkSamples
import WaymarkStampReader

/// Counts how a set of suggestions compares with the corpus's known answers, overall and per
/// category, and lists every miss: what the bench prints and the corpus tests assert on.
public struct StampCorpusTally: Sendable {
    public struct Rates: Sendable {
        public var cases = 0, countryFirst = 0, countryTop3 = 0
        public var airportCases = 0, airportFirst = 0, airportTop3 = 0
        public var placeCases = 0, placeFirst = 0
        public var modeRight = 0, strongWrong = 0

        static func percent(_ n: Int, _ of: Int) -> String {
            of == 0 ? "-" : String(format: "%d/%d %.1f%%", n, of, 100 * Double(n) / Double(of))
        }

        public func share(_ n: Int, _ of: Int) -> Double { of == 0 ? 1 : Double(n) / Double(of) }
        public var countryFirstShare: Double { share(countryFirst, cases) }
        public var countryTop3Share: Double { share(countryTop3, cases) }
        public var airportFirstShare: Double { share(airportFirst, airportCases) }
        public var airportTop3Share: Double { share(airportTop3, airportCases) }
        public var modeShare: Double { share(modeRight, cases) }

        public var line: String {
            "country first \(Self.percent(countryFirst, cases)), top 3 \(Self.percent(countryTop3, cases)); "
                + "airport first \(Self.percent(airportFirst, airportCases)), top 3 \(Self.percent(airportTop3, airportCases)); "
                + "place first \(Self.percent(placeFirst, placeCases)); mode \(Self.percent(modeRight, cases)); strong and wrong \(strongWrong)"
        }
    }

    public var all = Rates()
    public var byCategory: [String: Rates] = [:]
    public var misses: [String] = []
    public var countries = Set<String>()
    public var scripts = Set<String>()

    public init() {}

    /// Folded for comparing place names: case and diacritics dropped, letters only.
    static func key(_ name: String) -> String {
        // The letters folding leaves whole, as the corpus writes them in ASCII ("Seyðisfjörður", Seydisfjordur).
        let spelled: [Character: String] = ["ð": "d", "þ": "th", "ø": "o", "æ": "ae", "ł": "l", "ı": "i", "ß": "ss"]
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.map { spelled[$0] ?? String($0) }.joined().filter(\.isLetter)
    }

    /// Adds one stamp: its known answer, the categories it is counted under, and what was suggested.
    /// A stamp whose reading failed with an error: counted, and listed with the error.
    public mutating func add(_ c: StampCorpusCase, categories: [String], error: Error, label: String) {
        var r = Rates()
        r.cases = 1
        if c.airport != nil { r.airportCases = 1 } else if c.place != nil { r.placeCases = 1 }
        all.merge(r)
        for category in categories { byCategory[category, default: Rates()].merge(r) }
        countries.insert(c.country)
        scripts.insert(c.script)
        misses.append("[\(categories.joined(separator: " "))] \(label): want \(c.country) \(c.airport ?? c.place ?? "-") \(c.mode.rawValue); error: \(error)")
    }

    public mutating func add(_ c: StampCorpusCase, categories: [String], suggestions s: StampSuggestions, label: String) {
        let top3 = Array(s.candidates.prefix(3))
        let first = top3.first
        var r = Rates()
        r.cases = 1
        let countries = top3.map { $0.chain.country?.id.code }
        if countries.first == c.country { r.countryFirst = 1 }
        if countries.contains(c.country) { r.countryTop3 = 1 }
        var placeWrong = false
        if let airport = c.airport {
            r.airportCases = 1
            let airports = top3.map { $0.chain.airport?.id.code }
            if airports.first == airport { r.airportFirst = 1 }
            if airports.contains(airport) { r.airportTop3 = 1 }
            placeWrong = first?.chain.airport.map { $0.id.code != airport } ?? false
        } else if let place = c.place {
            r.placeCases = 1
            let right = first?.chain.city.map { Self.key($0.name) == Self.key(place) } ?? false
            if right { r.placeFirst = 1 }
            placeWrong = first?.chain.city != nil && !right
        }
        let mode = first?.mode ?? s.mode
        if mode == c.mode { r.modeRight = 1 }
        if first?.strength == .strong && (countries.first != c.country || placeWrong) { r.strongWrong = 1 }
        all.merge(r)
        for category in categories { byCategory[category, default: Rates()].merge(r) }
        self.countries.insert(c.country)
        scripts.insert(c.script)
        let missed = r.countryFirst == 0 || (c.airport != nil && r.airportFirst == 0) || (c.place != nil && r.placeFirst == 0) || r.modeRight == 0
        if missed {
            let got = first.map { "\($0.chain.place?.id.description ?? "-") \($0.mode.rawValue) \($0.strength.rawValue)" } ?? "nothing"
            let top = countries.map { $0 ?? "-" }.joined(separator: ",")
            misses.append("[\(categories.joined(separator: " "))] \(label): want \(c.country) \(c.airport ?? c.place ?? "-") \(c.mode.rawValue); got \(got); countries \(top.isEmpty ? "none" : top)")
        }
    }

    public var report: String {
        var out = "all: \(all.line)\n"
        for category in byCategory.keys.sorted() { out += "  \(category): \(byCategory[category]!.line)\n" }
        out += "\(all.cases) stamps, \(countries.count) countries, \(scripts.count) scripts; misses (\(misses.count)):\n"
        out += misses.map { "  " + $0 }.joined(separator: "\n")
        return out
    }
}

extension StampCorpusTally.Rates {
    mutating func merge(_ o: Self) {
        cases += o.cases; countryFirst += o.countryFirst; countryTop3 += o.countryTop3
        airportCases += o.airportCases; airportFirst += o.airportFirst; airportTop3 += o.airportTop3
        placeCases += o.placeCases; placeFirst += o.placeFirst; modeRight += o.modeRight; strongWrong += o.strongWrong
    }
}
