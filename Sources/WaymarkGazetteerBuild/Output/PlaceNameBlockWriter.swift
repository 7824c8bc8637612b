import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `place_name_block` in a written, not yet published artifact: the kind, code, name and
/// region ISO code of every place, a block of rowids to a blob (`PlaceNameBlockCodec`). Read
/// back from the artifact's own `place` and `region_info`, so the blocks hold exactly the text
/// that the rest of the gazetteer names places with.
enum PlaceNameBlockWriter {
    /// The number of blocks written.
    static func fill(_ artifact: URL) throws -> Int {
        let db = try Database(path: artifact.path, mode: .readWrite)
        var iso: [Int: String] = [:]
        let regions = try db.prepare("SELECT place, iso3166_2 FROM region_info WHERE iso3166_2 IS NOT NULL")
        while try regions.step() { if let code = regions.text(1) { iso[regions.int(0)] = code } }
        var written = 0
        try db.transaction {
            let insert = try db.prepare("INSERT INTO place_name_block(block, names) VALUES (?, ?)")
            var block = -1
            var entries: [PlaceNameBlockCodec.Entry?] = []
            func flush() throws {
                guard block >= 0 else { return }
                try insert.run([.integer(block), .blob(PlaceNameBlockCodec.encode(entries))])
                written += 1
            }
            let places = try db.prepare("SELECT rowid, kind, code, name FROM place ORDER BY rowid")
            while try places.step() {
                let rowid = places.int(0)
                // The build wrote the kind from a `PlaceKind` a moment ago.
                guard let kind = PlaceKind(rawValue: places.int(1)) else { preconditionFailure("place \(rowid) has kind \(places.int(1))") }
                if PlaceNameBlockCodec.block(ofRowid: rowid) != block {
                    try flush()
                    block = PlaceNameBlockCodec.block(ofRowid: rowid)
                    entries = []
                }
                // Rowids without a place (none in a build today) are entries of none.
                let position = rowid - block * PlaceNameBlockCodec.rowidsPerBlock
                entries += Array(repeating: nil, count: position - entries.count)
                entries.append(.init(kind: kind, code: places.text(2) ?? "", name: places.text(3) ?? "",
                                     iso3166_2: kind == .region ? iso[rowid] : nil))
            }
            try flush()
        }
        return written
    }
}
