import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// Fills `boundary_cities` in a written, not yet published artifact, after `country_cities`: for
/// every split or derived region polygon, the cities of its country's list that the stored
/// polygon contains (the resolver's own test, `IndexedPolygon.contains`, on the rings it reads),
/// as positions in that list. The resolver takes a point in such a polygon to the region of the
/// nearest of them, and would otherwise test its country's cities against the polygon at run time.
enum BoundaryCityWriter {
    /// The number of polygons given a row (every split or derived one, with no cities or some).
    static func fill(_ artifact: URL) throws -> Int {
        let gazetteer = try Gazetteer(url: artifact)
        var lists: [Int: CountryCityList] = [:]
        var rows: [(boundary: Int, positions: [Int])] = []
        for record in try gazetteer.makeBoundaryReader().all() where record.level == 1 {
            guard record.decision == .splitNearestCity || record.decision == .derived else { continue }
            let list = try lists[record.country] ?? gazetteer.countryCities(record.country)
            lists[record.country] = list
            let polygon = try IndexedPolygon(encoded: record.geometry ?? [])
            rows.append((record.rowid, (0..<list.count).filter { polygon.contains(list.coordinate(at: $0)) }))
        }
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO boundary_cities(boundary, cities) VALUES (?, ?)")
            for row in rows { try insert.run([.integer(row.boundary), .blob(BoundaryCityCodec.encode(row.positions))]) }
        }
        return rows.count
    }
}
