import Foundation
import WaymarkSQLite

/// Whether a file is a Waymark atlas, decided before anything is written to it: `--atlas`
/// pointed at another program's database (a browser's bookmarks, a copy of the gazetteer) must
/// be refused and left byte for byte as it was, not given the atlas's tables.
enum AtlasIdentity {
    /// The tables every atlas has had since format 1: an atlas written before the atlas carried
    /// `AtlasSchema.applicationID` is recognised by them (and given the id when next written).
    static let formatOneTables: Set<String> = ["meta", "place", "mark", "evidence", "evidence_place", "photo"]

    /// Why a database with this application id and these tables is not an atlas; nil when it is
    /// one, or is empty (a new atlas).
    static func refusal(applicationID: Int32, tables: Set<String>) -> String? {
        if applicationID == AtlasSchema.applicationID { return nil }
        guard applicationID == 0 else {
            return "it is another application's database (application_id \(String(format: "0x%08X", UInt32(bitPattern: applicationID))))"
        }
        if tables.isEmpty || formatOneTables.isSubset(of: tables) { return nil }
        let shown = tables.sorted().prefix(3).joined(separator: ", ") + (tables.count > 3 ? ", …" : "")
        return "it is another SQLite database, with the tables \(shown)"
    }

    /// Refuses `url` when its bytes say it is not an atlas, reading the header and, only for a
    /// file without an application id, its tables (opened as unchanging: no lock, journal or log
    /// is made beside it). A missing or empty file passes: it is a new atlas.
    static func check(_ url: URL) throws {
        guard let header = try DatabaseHeader.read(path: url.path) else { return }
        var tables: Set<String> = []
        if header.applicationID == 0 {
            tables = try tableNames(in: Database(path: url.path, mode: .readOnlyUnchanging))
        }
        if let why = refusal(applicationID: header.applicationID, tables: tables) { throw AtlasStore.AtlasError.notAnAtlas(url, why) }
    }

    /// The same question asked through an open connection, which also sees what a write-ahead
    /// log holds; it reads only.
    static func check(_ database: Database, _ url: URL) throws {
        let applicationID = Int32(truncatingIfNeeded: try database.scalarInt("PRAGMA application_id") ?? 0)
        let tables = applicationID == 0 ? try tableNames(in: database) : []
        if let why = refusal(applicationID: applicationID, tables: tables) { throw AtlasStore.AtlasError.notAnAtlas(url, why) }
    }

    static func tableNames(in database: Database) throws -> Set<String> {
        let statement = try database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        var names: Set<String> = []
        while try statement.step() { names.insert(statement.text(0) ?? "") }
        return names
    }

    /// Sets the atlas's application id where it is missing (a new atlas, or one written before
    /// the id existed). Only for a connection that may write.
    static func stamp(_ database: Database) throws {
        guard try database.scalarInt("PRAGMA application_id") != Int(AtlasSchema.applicationID) else { return }
        try database.execute("PRAGMA application_id = \(AtlasSchema.applicationID)")
    }
}
