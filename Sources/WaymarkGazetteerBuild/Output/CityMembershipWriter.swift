import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `city_membership` in a written, not yet published artifact: the resolver's own rules,
/// run on every city's coordinate against the stored polygons, say where each city lies. The
/// rules are handed in (`GazetteerBuilder.placeCities`), so the build does not depend on the
/// resolver module.
enum CityMembershipWriter {
    /// The rows written (cities whose place by the boundaries differs from their codes).
    static func fill(_ artifact: URL, placeCities: GazetteerBuilder.CityPlacer) throws -> [CityPlacement] {
        let entries = try placeCities(try Gazetteer(url: artifact))
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO city_membership(city, country, region) VALUES (?, ?, ?)")
            for entry in entries {
                try insert.run([.integer(entry.city), .integer(entry.country), entry.region.map { .integer($0) } ?? .null])
            }
        }
        return entries
    }
}
