import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkStampReader

/// Fills `stamp_index` in a written, not yet published artifact: the stamp matcher's index of
/// country and airport names, built from the artifact as a process without it would build it, and
/// stored in one blob (`StampIndexStorage`), so that every stamp command decodes it instead.
enum StampIndexWriter {
    /// The size of the stored index in bytes.
    static func fill(_ artifact: URL) throws -> Int {
        let blob = try StampIndexStorage.encodedIndex(of: try Gazetteer(url: artifact))
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let insert = try db.prepare("INSERT INTO stamp_index(id, format, tables) VALUES (1, ?, ?)")
            try insert.run([.integer(StampIndexStorage.format), .blob(blob)])
        }
        return blob.count
    }
}
