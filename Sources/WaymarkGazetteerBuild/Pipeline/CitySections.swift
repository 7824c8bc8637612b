import Foundation
import WaymarkGeo

/// Finds the cities500 entries that are numbered sections of a bigger city: arrondissements
/// ("Paris 16 Passy", "Lyon 07", "Marseille 11", "Paris 13e Arrondissement"), districts ("Budapest XVI. kerület") and
/// parenthesised districts ("Zürich (Kreis 3)"). A coordinate in one of them is in the city.
///
/// cities500.json carries no feature codes (PPLX), so the rule is textual and local, and tight
/// enough to leave real neighbours alone ("Miami Gardens", "Spokane Valley", "Pueblo West"):
/// - the name is the display name of another city of the same country, followed by a district
///   number (1–99), a Roman numeral, or a parenthesis;
/// - that city has at least `minimumParentPopulation` people and more than the section;
/// - the section's point lies within `maximumDistanceMeters` of the city's.
/// The build leaves sections out of the places and keeps their names as alternates of the city.
enum CitySections {
    static let minimumParentPopulation = 100_000
    static let maximumDistanceMeters = 20_000.0

    /// Section geonameid → parent city.
    static func find(_ cities: [SourceCity]) -> [Int: SourceCity] {
        var byName: [String: [SourceCity]] = [:]
        for city in cities where city.population >= minimumParentPopulation {
            byName["\(city.countryCode)|\(city.name)", default: []].append(city)
        }
        var sections: [Int: SourceCity] = [:]
        for city in cities {
            guard let parent = parent(of: city, byName: byName) else { continue }
            sections[city.geonameID] = parent
        }
        return sections
    }

    static func parent(of city: SourceCity, byName: [String: [SourceCity]]) -> SourceCity? {
        let name = city.name
        var index = name.startIndex
        while let separator = name[index...].firstIndex(where: { $0 == " " || $0 == "-" }) {
            let head = String(name[..<separator])
            let rest = name[separator...].drop { $0 == " " || $0 == "-" }
            index = name.index(after: separator)
            guard startsWithDistrictNumber(rest), let candidates = byName["\(city.countryCode)|\(head)"] else { continue }
            let here = Coordinate(latitude: city.latitude, longitude: city.longitude)
            let parent = candidates
                .filter { $0.geonameID != city.geonameID && $0.population > city.population }
                .map { ($0, SphericalDistance.meters(here, Coordinate(latitude: $0.latitude, longitude: $0.longitude))) }
                .filter { $0.1 <= maximumDistanceMeters }
                .min { ($0.1, $0.0.geonameID) < ($1.1, $1.0.geonameID) }
            if let parent { return parent.0 }
        }
        return nil
    }

    /// "16 Passy", "07", "XVI. kerület", "(Kreis 3)": a district number, a Roman numeral ended by a
    /// dot, a space or the name's end, or a parenthesis.
    static func startsWithDistrictNumber(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        if first == "(" { return true }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty {
            // A French ordinal counts as a number too: "13e Arrondissement", "1er Arrondissement".
            let after = rest.dropFirst(digits.count)
            let ordinal = ["er", "e", "ème"].first { after.hasPrefix($0) && (after.count == $0.count || after.dropFirst($0.count).first == " ") }
            let tail = after.dropFirst(ordinal?.count ?? 0)
            return digits.count <= 2 && (tail.isEmpty || !tail.first!.isLetter)
        }
        let roman = rest.prefix { "IVXLC".contains($0) }
        guard !roman.isEmpty else { return false }
        let after = rest.dropFirst(roman.count)
        return after.isEmpty || after.first == "." || after.first == " "
    }
}
