import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas

/// An atlas is known by its SQLite application id; any other database is refused by name and
/// left byte for byte as it was, and a format number no waymark writes is refused, not crashed on.
final class AtlasIdentityTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// A browser's bookmarks as such a file looks to SQLite: its own tables, its own version
    /// number, in WAL mode.
    func bookmarksDatabase() throws -> URL {
        let url = path("places.sqlite")
        let db = try Database(path: url.path, mode: .readWrite)
        try db.execute("""
            PRAGMA journal_mode = WAL;
            CREATE TABLE moz_bookmarks(id INTEGER PRIMARY KEY, title TEXT);
            INSERT INTO moz_bookmarks(title) VALUES ('Waymark');
            PRAGMA user_version = 77
            """)
        return url
    }

    /// The header's application id, read from the file's bytes (offset 68, big-endian).
    func applicationID(_ url: URL) throws -> UInt32 {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(72))
        return bytes[68..<72].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func testANewAtlasCarriesWaymarksApplicationID() throws {
        let url = path("atlas.sqlite")
        _ = try AtlasStore(url: url)
        XCTAssertEqual(try applicationID(url), 0x5759_4D4B, "\"WYMK\", as docs/atlas.md gives it")
    }

    func testAnotherApplicationsDatabaseIsRefusedByNameAndNeverWritten() throws {
        let foreign = try bookmarksDatabase()
        let before = try Data(contentsOf: foreign)
        let filesBefore = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for access in [AtlasStore.Access.readOnly, .readWrite, .readWriteExisting] {
            XCTAssertThrowsError(try AtlasStore(url: foreign, access: access)) { error in
                XCTAssertEqual("\(error)", "\(foreign.path) is not a Waymark atlas (it is another SQLite database, with the tables moz_bookmarks); "
                                   + "it was left as it was; check --atlas / $WAYMARK_ATLAS", "\(access)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: foreign), before, "no table, no version, no journal switch")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), filesBefore, "no -wal or -shm made beside it")
        let db = try Database(path: foreign.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("PRAGMA user_version"), 77)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM sqlite_master"), 1)
    }

    func testAFileWithAnotherApplicationIDIsRefusedEvenWithAnAtlassTables() throws {
        let url = path("atlas.sqlite")
        _ = try AtlasStore(url: url)
        try Database(path: url.path, mode: .readWrite).execute("PRAGMA application_id = 305419896")   // 0x12345678
        let before = try Data(contentsOf: url)
        XCTAssertThrowsError(try AtlasStore(url: url, access: .readOnly)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(url.path) is not a Waymark atlas (it is another application's database (application_id 0x12345678))"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: url), before)
    }

    func testAnAtlasWrittenBeforeTheApplicationIDOpensAndIsGivenItWhenWritten() throws {
        let url = path("atlas.sqlite")
        do {
            let atlas = try AtlasStore(url: url)
            try atlas.mark([PlaceSnapshot(id: PlaceID(kind: .country, code: "JP"), name: "Japan", label: "Japan", gazetteer: "g1")], days: [])
        }
        // What every atlas written before the id existed looks like.
        let db = try Database(path: url.path, mode: .readWrite)
        try db.execute("PRAGMA application_id = 0; PRAGMA wal_checkpoint(TRUNCATE)")
        XCTAssertEqual(try applicationID(url), 0)
        let reopened = try AtlasStore(url: url, access: .readWriteExisting)
        XCTAssertEqual(try reopened.allSnapshots().map(\.id.description), ["country:JP"])
        XCTAssertEqual(try db.scalarInt("PRAGMA application_id"), 0x5759_4D4B)
    }

    func testAnAtlasWithAFormatNumberNoWaymarkWritesIsRefusedNamingItNotCrashedOn() throws {
        for version in [-1, Int(Int32.min)] {
            let url = path("atlas\(version).sqlite")
            _ = try AtlasStore(url: url)
            try Database(path: url.path, mode: .readWrite).execute("PRAGMA user_version = \(version)")
            for access in [AtlasStore.Access.readOnly, .readWrite, .readWriteExisting] {
                XCTAssertThrowsError(try AtlasStore(url: url, access: access)) { error in
                    XCTAssertTrue("\(error)".hasPrefix("\(url.path) has atlas format \(version), which no waymark writes"), "\(error)")
                }
            }
        }
        let future = path("future.sqlite")
        _ = try AtlasStore(url: future)
        try Database(path: future.path, mode: .readWrite).execute("PRAGMA user_version = \(Int32.max)")
        XCTAssertThrowsError(try AtlasStore(url: future, access: .readOnly)) { error in
            XCTAssertTrue("\(error)".contains("has atlas format \(Int32.max), newer than this waymark reads"), "\(error)")
        }
    }

    func testANewAtlasAndItsLogAreReadableByTheirOwnerOnly() throws {
        let url = path("private/atlas.sqlite")
        let atlas = try AtlasStore(url: url)
        try atlas.mark([PlaceSnapshot(id: PlaceID(kind: .country, code: "JP"), name: "Japan", label: "Japan", gazetteer: "g1")], days: [])
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path + suffix)[.posixPermissions] as? Int, 0o600, suffix)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path + "-wal"), "the atlas is open, so its log is there to check")
    }
}
