import WaymarkGazetteer
import WaymarkSearch

/// The names a stamp can mention, held in memory once per process: every country's names and
/// codes, every airport's code and distinctive name. Cities (235,000 of them) stay in the
/// gazetteer and are asked for word by word.
final class StampPlaceIndex {
    let lookups: StampLookups
    private(set) var countries: [String: PlaceReference] = [:]
    private(set) var alpha3: [String: String] = [:]
    /// Folded name key → country codes ("island" → IS).
    private(set) var countryKeys: [String: Set<String>] = [:]
    private(set) var airports: [StampLookups.AirportNaming] = []
    private(set) var airportByIATA: [String: Int] = [:]
    /// Folded distinctive-name key → airport indexes ("keflavik", "charlesdegaulle", "heathrow").
    private(set) var airportNameKeys: [String: [Int]] = [:]
    /// Folded key of the town an airport serves → airport indexes, largest first.
    private(set) var airportTownKeys: [String: [Int]] = [:]
    /// Keys long enough to be matched with one letter misread, and what they name.
    private(set) var fuzzyKeys: [(key: [UInt8], target: Target)] = []
    /// The longest key in bytes: how far a match is looked for from each token.
    private(set) var longestKey = 0

    enum Target: Hashable {
        case country(String)
        case airport(Int)
    }

    /// Keys shorter than this are not matched as names (too many words are three letters long).
    static let shortestKey = 4
    static let shortestFuzzyKey = 7

    init(gazetteer: Gazetteer) throws {
        lookups = try StampLookups(gazetteer: gazetteer)
        for entry in try lookups.countryNames() {
            let code = entry.country.id.code
            countries[code] = entry.country
            if let iso3 = entry.iso3 { alpha3[iso3] = code }
            let key = StampText.key(entry.name)
            guard Self.isNameKey(key) else { continue }
            countryKeys[key, default: []].insert(code)
        }
        for key in countryKeys.keys.sorted() where key.count >= Self.shortestFuzzyKey && key.utf8.allSatisfy({ $0 < 0x80 }) {
            for code in countryKeys[key]!.sorted() { fuzzyKeys.append((Array(key.utf8), .country(code))) }
        }
        airports = try lookups.airports()
        let typeRank = ["large_airport": 0, "medium_airport": 1, "small_airport": 2]
        for (index, airport) in airports.enumerated() {
            airportByIATA[airport.iata] = index
            for key in Self.distinctiveKeys(airport) {
                airportNameKeys[key, default: []].append(index)
                if key.count >= Self.shortestFuzzyKey, key.utf8.allSatisfy({ $0 < 0x80 }) { fuzzyKeys.append((Array(key.utf8), .airport(index))) }
            }
            for town in Set([airport.municipality, airport.servedCity ?? ""].map(StampText.key)) where Self.isNameKey(town) {
                airportTownKeys[town, default: []].append(index)
            }
        }
        for key in airportTownKeys.keys {
            airportTownKeys[key]!.sort { (typeRank[airports[$0].type] ?? 3, airports[$0].iata) < (typeRank[airports[$1].type] ?? 3, airports[$1].iata) }
        }
        longestKey = max(countryKeys.keys.map(\.utf8.count).max() ?? 0, airportNameKeys.keys.map(\.utf8.count).max() ?? 0,
                         airportTownKeys.keys.map(\.utf8.count).max() ?? 0)
    }

    /// Whether a folded key is long enough to be a name and is not one of the stamp's own words.
    static func isNameKey(_ key: String) -> Bool {
        guard !StampVocabulary.stampWords.contains(key) else { return false }
        // Two CJK or Hangul characters are a whole name (中国, 日本); Latin needs four letters.
        if let first = key.unicodeScalars.first, first.value >= 0x2E80 { return key.count >= 2 }
        return key.count >= shortestKey
    }

    /// An airport's name without the words that only say "airport" ("Keflavik International
    /// Airport" → "keflavik"), and without the served town as well ("London Heathrow Airport" →
    /// "heathrow").
    static func distinctiveKeys(_ airport: StampLookups.AirportNaming) -> Set<String> {
        let words = SearchText.words(airport.name)
        let distinctive = words.filter { !AirportNames.generic.contains($0) }
        var keys = Set<String>()
        let whole = distinctive.map(StampText.fold).joined()
        if isNameKey(whole) { keys.insert(whole) }
        if let core = AirportNames.core(of: airport.name, servedBy: [airport.municipality, airport.servedCity].compactMap { $0 }) {
            let key = SearchText.words(core).map(StampText.fold).joined()
            if isNameKey(key) { keys.insert(key) }
        }
        return keys
    }
}
