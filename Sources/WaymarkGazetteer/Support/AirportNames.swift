/// Airports are called by the distinctive part of their name: "Heathrow", "Schiphol",
/// "Charles de Gaulle", "O'Hare".
///
/// ```swift
/// AirportNames.core(of: "London Heathrow Airport", servedBy: ["London"])   // "heathrow"
/// ```
public enum AirportNames {
    /// Words that say "airport" in the names OurAirports uses.
    public static let generic: Set<String> = [
        "airport", "international", "intl", "regional", "municipal", "county", "airfield", "airstrip", "field",
        "aeropuerto", "aeroport", "aeroporto", "aeroporti", "flughafen", "lufthavn", "flygplats", "lotnisko",
        "letiste", "havalimani", "aerodrome", "aerodromo", "air", "base", "de", "del", "of", "the",
    ]

    /// The name without generic words and without the served city's words, if anything is left
    /// and it differs from the full name.
    public static func core(of name: String, servedBy places: [String]) -> String? {
        let placeWords = Set(places.flatMap(SearchText.words))
        let words = SearchText.words(name)
        var kept = words.filter { !generic.contains($0) && !placeWords.contains($0) }
        // Keep inner "de", "del" in names like "Charles de Gaulle": drop only at the ends.
        if kept.isEmpty { return nil }
        let first = words.firstIndex(of: kept[0])!, last = words.lastIndex(of: kept[kept.count - 1])!
        kept = Array(words[first...last]).filter { !generic.contains($0) || ["de", "del", "of", "the"].contains($0) }
        let core = kept.joined(separator: " ")
        // A core of one or two letters ("St" of "St Pierre Airport") is not a name anyone calls it by.
        return core == words.joined(separator: " ") || core.count < 3 ? nil : core
    }
}
