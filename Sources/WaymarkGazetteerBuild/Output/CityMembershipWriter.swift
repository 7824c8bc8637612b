import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `city_membership` and `city_outside_countries` in a written, not yet published artifact: the resolver's own rules,
/// run on every city's coordinate against the stored polygons, say where each city lies. The
/// rules are handed in (`GazetteerBuilder.placeCities`), so the build does not depend on the
/// resolver module.
enum CityMembershipWriter {
    /// The rows written: the cities whose place by the boundaries differs from their codes, and
    /// the cities whose own point no country polygon contains.
    ///
    /// `strays` (city rowid → region rowid) are the cities inside a derived polygon whose code is
    /// no evidence about its borders (`BorderCrossings`): where the rules left such a city in its
    /// own region, it lies in the polygon's former majority instead, so that a point near it is
    /// not answered with a region far away. `own` gives each city's country and region by code.
    static func fill(_ artifact: URL, placeCities: GazetteerBuilder.CityPlacer, strays: [Int: Int] = [:],
                     own: [Int: CityPlacement] = [:], regionCountry: [Int: Int] = [:]) throws -> CityPlacements {
        let placed = try placeCities(try Gazetteer(url: artifact))
        var entries = placed.differences
        var byCity: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() { byCity[entry.city] = index }
        for (city, region) in strays.sorted(by: { $0.key < $1.key }) {
            guard let mine = own[city] else { continue }
            let placed = byCity[city].map { entries[$0] } ?? mine
            guard placed.region == mine.region, regionCountry[region] == placed.country else { continue }
            if let index = byCity[city] { entries[index].region = region } else {
                entries.append(CityPlacement(city: city, country: placed.country, region: region))
            }
        }
        entries.sort { $0.city < $1.city }
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO city_membership(city, country, region) VALUES (?, ?, ?)")
            for entry in entries {
                try insert.run([.integer(entry.city), .integer(entry.country), entry.region.map { .integer($0) } ?? .null])
            }
            let outside = try db.prepare("INSERT INTO city_outside_countries(city) VALUES (?)")
            for city in placed.outsideCountries { try outside.run([.integer(city)]) }
        }
        return CityPlacements(differences: entries, outsideCountries: placed.outsideCountries)
    }
}
