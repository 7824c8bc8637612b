import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `airport_summary` in a written, not yet published artifact: every airport that answers
/// coordinates (one with a footprint), read back as stored, in one `CountryCityCodec` blob (which orders them by latitude, then
/// rowid, and refuses a position off the grid). Airports count in no region there: the resolver
/// asks only for the nearest one.
enum AirportSummaryWriter {
    /// The number of airports listed.
    static func fill(_ artifact: URL) throws -> Int {
        let airports = try Gazetteer(url: artifact).airportFootprints()
        let blob = try CountryCityCodec.encode(airports.map { CountryCityCodec.City(rowid: $0.rowid, coordinate: $0.reference, region: nil) })
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO airport_summary(id, points) VALUES (1, ?)")
            try insert.run([.blob(blob)])
        }
        return airports.count
    }
}
