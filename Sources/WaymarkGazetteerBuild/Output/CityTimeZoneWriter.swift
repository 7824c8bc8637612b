import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `city_time_zone` in a written, not yet published artifact from the GeoNames `timezone`
/// column, so imports can turn UTC instants into local calendar days.
enum CityTimeZoneWriter {
    /// The number of cities given a time zone (cities with an empty column get none).
    static func fill(_ artifact: URL, places: [PlaceRow], cities: [SourceCity]) throws -> Int {
        var zoneByGeonameID: [Int: String] = [:]
        for city in cities where !city.timezone.isEmpty { zoneByGeonameID[city.geonameID] = city.timezone }
        let db = try Database(path: artifact.path, mode: .readWrite)
        var written = 0
        try db.transaction {
            let insert = try db.prepare("INSERT INTO city_time_zone(city, time_zone) VALUES (?, ?)")
            for place in places where place.kind == .city {
                guard let id = place.geonameID, let zone = zoneByGeonameID[id] else { continue }
                try insert.run([.integer(place.rowid), .text(zone)])
                written += 1
            }
        }
        return written
    }
}
