import Foundation
import WaymarkGazetteer
import WaymarkResolver
import WaymarkSQLite

/// Fills `city_membership` in a written, not yet published artifact: the resolver's own rules,
/// run on every city's coordinate against the stored polygons, say where each city lies.
enum CityMembershipWriter {
    /// The rows written (cities whose place by the boundaries differs from their codes).
    static func fill(_ artifact: URL) throws -> [CityMembership.Entry] {
        let entries = try CityMembership.differences(in: try Gazetteer(url: artifact))
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
