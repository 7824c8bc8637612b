import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `country_cities` in a written, not yet published artifact: per country, the cities that
/// lie in it (their codes, overridden by the `city_membership` rows just written), each with the
/// region it lies in, in the resolver's search order (`CountryCityCodec`).
enum CountryCityWriter {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// The number of countries given a row. Refuses a city that lies in a region of another
    /// country than its own: the resolver draws a region's list from its country's row.
    static func fill(_ artifact: URL, places: [PlaceRow], membership: [CityPlacement]) throws -> Int {
        let placed = Dictionary(uniqueKeysWithValues: membership.map { ($0.city, $0) })
        var regionCountry: [Int: Int] = [:]
        for place in places where place.kind == .region { regionCountry[place.rowid] = place.country }
        var byCountry: [Int: [CountryCityCodec.City]] = [:]
        // Positions as `place` holds them (the writer rounded them), so the lists find exactly
        // the doubles the reference resolver reads.
        try Gazetteer(url: artifact).forEachPoint(of: .city) { city in
            let country = placed[city.rowid]?.country ?? city.country
            let region = placed[city.rowid].map(\.region) ?? city.region
            guard let country else { return }
            if let region, regionCountry[region] != country {
                throw Refusal(description: "city rowid \(city.rowid) lies in region rowid \(region), which is not of its country rowid \(country)")
            }
            byCountry[country, default: []].append(CountryCityCodec.City(rowid: city.rowid, coordinate: city.coordinate, region: region))
        }
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO country_cities(country, cities) VALUES (?, ?)")
            for country in byCountry.keys.sorted() {
                try insert.run([.integer(country), .blob(try CountryCityCodec.encode(byCountry[country]!))])
            }
        }
        return byCountry.count
    }
}
