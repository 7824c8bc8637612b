import Foundation

/// The single number that breaks ties between places of equal textual match.
///
/// `importance = kind boost + log10(1 + population)`. The boosts keep continents and countries
/// above any same-named city (a country of 1,000 people still beats a city of 10 million) and
/// order airports large > medium > other. A region counts half the population of its largest
/// city (see `regionScore`), so it ranks just below that city: "New York" finds the city before
/// the state, "Bavaria" still finds the state before a village of that name.
///
/// ```swift
/// Importance.score(kind: .city, population: 1_300_000)                            // 6.113944
/// Importance.score(kind: .airport, population: 0, airportType: "large_airport")   // 5.0
/// ```
public enum Importance {
    /// The part of the score that comes from the kind: 10 for continents and countries, 0 for
    /// regions and cities, and for airports 5 (large), 3 (medium) or 1 (any other OurAirports type).
    public static func boost(for kind: PlaceKind, airportType: String? = nil) -> Double {
        switch kind {
        case .continent, .country: return 10
        case .region: return 0
        case .city: return 0
        case .airport:
            switch airportType {
            case "large_airport": return 5
            case "medium_airport": return 3
            default: return 1
            }
        }
    }

    /// A region's score: the score of half the population of its largest city (regions, like
    /// cities, get no boost).
    public static func regionScore(largestCityPopulation: Int) -> Double {
        score(kind: .region, population: largestCityPopulation / 2)
    }

    /// `boost + log10(1 + population)` (a negative population counts as 0), rounded to six
    /// decimals so that the stored value is the same whatever the platform's `log10` did in its
    /// last bits.
    public static func score(kind: PlaceKind, population: Int, airportType: String? = nil) -> Double {
        let raw = boost(for: kind, airportType: airportType) + log10(1 + Double(max(0, population)))
        // Rounded so that the stored value is identical whatever libm did in the last bits.
        return (raw * 1_000_000).rounded() / 1_000_000
    }
}
