import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `boundary_summary` in a written, not yet published artifact, after `boundary`: the rows
/// read back as stored (through the reader the resolver used to step through them), so the
/// summary holds exactly the values a row read gives.
enum BoundarySummaryWriter {
    /// The number of boundaries summarised.
    static func fill(_ artifact: URL) throws -> Int {
        let records = try Gazetteer(url: artifact).makeBoundaryReader().all(geometry: false)
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO boundary_summary(id, entries) VALUES (1, ?)")
            try insert.run([.blob(BoundarySummaryCodec.encode(records))])
        }
        return records.count
    }
}
