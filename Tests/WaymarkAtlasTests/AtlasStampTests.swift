import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas
import WaymarkCalendar

/// Passport books and stamps in the atlas: the migration that brought them, stamps as evidence,
/// and the export.
final class AtlasStampTests: XCTestCase {
    /// The format version the passport book's migration brings (docs/atlas.md).
    static let passportVersion = 4
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    static let europe = PlaceReference(id: PlaceID(kind: .continent, code: "EU"), name: "Europe")
    static let japan = PlaceReference(id: PlaceID(kind: .country, code: "JP"), name: "Japan")
    static let asia = PlaceReference(id: PlaceID(kind: .continent, code: "AS"), name: "Asia")

    /// Narita airport's chain: airport, city, region, country, continent.
    var naritaChain: [PlaceSnapshot] {
        let chiba = PlaceReference(id: PlaceID(kind: .region, code: "JP.04"), name: "Chiba")
        let narita = PlaceReference(id: PlaceID(kind: .city, code: "2111684"), name: "Narita")
        return [
            PlaceSnapshot(id: PlaceID(kind: .airport, code: "NRT"), name: "Narita International Airport", label: "Narita International Airport, Japan",
                          continent: Self.asia, country: Self.japan, region: chiba, city: narita, gazetteer: "g"),
            PlaceSnapshot(id: narita.id, name: "Narita", label: "Narita, Chiba, Japan", continent: Self.asia, country: Self.japan, region: chiba, gazetteer: "g"),
            PlaceSnapshot(id: chiba.id, name: "Chiba", label: "Chiba, Japan", continent: Self.asia, country: Self.japan, gazetteer: "g"),
            PlaceSnapshot(id: Self.japan.id, name: "Japan", label: "Japan", continent: Self.asia, gazetteer: "g"),
            PlaceSnapshot(id: Self.asia.id, name: "Asia", label: "Asia", gazetteer: "g"),
        ]
    }

    func naritaStamp(_ date: String, book: String? = nil) throws -> StampRecord {
        let c = naritaChain
        return StampRecord(place: c[0].id, city: c[1].id, region: c[2].id, country: c[3].id, continent: c[4].id, date: try LocalDay(date), book: book,
                           direction: .arrival, method: .air)
    }

    /// An atlas written by the first format's own statements, with marks, photo evidence, its
    /// chain and a cell cache; then opened by this code.
    func testAnAtlasOfTheFirstFormatKeepsEveryRowIndexAndKeyWhenMigrated() throws {
        let url = folder.appendingPathComponent("v1.sqlite")
        do {
            let db = try Database(path: url.path, mode: .readWrite)
            try db.execute("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON")
            try AtlasSchema.migrations[0].apply(to: db)
            try db.execute("PRAGMA user_version = 1")
            try db.execute("""
                INSERT INTO place(id, kind, name, label, gazetteer) VALUES ('country:FR', 'country', 'France', 'France', 'g'),
                  ('city:2988507', 'city', 'Paris', 'Paris, France', 'g'), ('continent:EU', 'continent', 'Europe', 'Europe', 'g');
                INSERT INTO mark(place_id, marked_at) VALUES ('city:2988507', '2024-01-01T00:00:00Z');
                INSERT INTO photo(id, path, size, modified_ns, status) VALUES (7, '/p/a.jpg', 10, 20, 'located'), (8, '/p/b.jpg', 11, 21, 'located');
                INSERT INTO evidence(id, source, local_date, utc_offset_minutes, place_id, photo_id) VALUES
                  (1, 'manual', '2019-04-15', NULL, 'city:2988507', NULL), (2, 'photo', '2019-04-16', 120, 'city:2988507', 7),
                  (3, 'photo', '2019-04-17', 120, 'city:2988507', 8), (4, 'flight', '2019-04-18', NULL, 'country:FR', NULL);
                INSERT INTO evidence_place(evidence_id, place_id) VALUES (1, 'city:2988507'), (1, 'country:FR'), (1, 'continent:EU'),
                  (2, 'city:2988507'), (2, 'country:FR'), (2, 'continent:EU'), (3, 'city:2988507'), (3, 'country:FR'), (4, 'country:FR');
                INSERT INTO cell_cache(gazetteer, cell, chain) VALUES ('g', 'c1', 'city:2988507 country:FR');
                """)
        }
        func rows(_ sql: String) throws -> [String] {
            let db = try Database(path: url.path, mode: .readOnly)
            let s = try db.prepare(sql)
            var result: [String] = []
            while try s.step() { result.append((0..<Int32(s.columnCount)).map { s.text($0) ?? "NULL" }.joined(separator: "|")) }
            return result
        }
        let evidenceBefore = try rows("SELECT id, source, local_date, utc_offset_minutes, place_id, photo_id FROM evidence ORDER BY id")
        let linksBefore = try rows("SELECT * FROM evidence_place ORDER BY 1, 2")
        let othersBefore = try rows("SELECT * FROM place ORDER BY id") + rows("SELECT * FROM mark") + rows("SELECT * FROM photo ORDER BY id")
            + rows("SELECT * FROM cell_cache")

        let atlas = try AtlasStore(url: url)
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        XCTAssertEqual(try rows("SELECT id, source, local_date, utc_offset_minutes, place_id, photo_id FROM evidence ORDER BY id"), evidenceBefore)
        XCTAssertEqual(try rows("SELECT count(*) FROM evidence WHERE stamp_id IS NOT NULL"), ["0"])
        XCTAssertEqual(try rows("SELECT * FROM evidence_place ORDER BY 1, 2"), linksBefore, "dropping the old table cascaded nowhere")
        // Format 5 adds the photos' content hash, unknown (NULL) for photos indexed before.
        XCTAssertEqual(try rows("SELECT * FROM place ORDER BY id") + rows("SELECT * FROM mark") + rows("SELECT * FROM photo ORDER BY id")
            + rows("SELECT * FROM cell_cache"), othersBefore.map { $0.hasPrefix("7|") || $0.hasPrefix("8|") ? $0 + "|NULL" : $0 })
        XCTAssertEqual(try rows("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'evidence' AND sql IS NOT NULL ORDER BY name"),
                       ["evidence_by_import", "evidence_by_month_day", "evidence_by_photo", "evidence_by_place", "evidence_by_stamp"],
                       "the first format's indexes, the ones memories and imports add, and the stamp's")
        XCTAssertEqual(try rows("PRAGMA integrity_check"), ["ok"])
        XCTAssertEqual(try rows("PRAGMA foreign_key_check"), [])
        XCTAssertEqual(try atlas.presenceDays(of: PlaceID(kind: .country, code: "FR")), ["2019-04-15", "2019-04-16", "2019-04-17", "2019-04-18"])
        XCTAssertEqual(try atlas.markedPlaces(), [PlaceID(kind: .city, code: "2988507")])

        // The rebuilt table's keys still cascade: a removed photo takes its evidence and chain.
        try atlas.removePhotos([8])
        XCTAssertEqual(try rows("SELECT id FROM evidence ORDER BY id"), ["1", "2", "4"])
        XCTAssertEqual(try rows("SELECT count(*) FROM evidence_place WHERE evidence_id = 3"), ["0"])
        // And it takes the new source.
        try atlas.addStamp(naritaStamp("2020-01-05"), chain: naritaChain)
        XCTAssertEqual(try rows("SELECT source FROM evidence WHERE stamp_id IS NOT NULL"), ["stamp"])
        // Reopening does not migrate twice.
        XCTAssertEqual(try AtlasStore(url: url).formatVersion, AtlasSchema.currentVersion)
    }

    /// An atlas of the format just before this migration: the memories and imports migrations
    /// have already given `evidence` a column with its own key (`import_id`), a partial unique
    /// index, an expression index and triggers; a trigger and a view of another feature's are
    /// added over it as well.
    func atlasChangedByAnotherMigration(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let db = try Database(path: url.path, mode: .readWrite)
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON")
        let passportMigration = Self.passportVersion - 1
        for migration in AtlasSchema.migrations[..<passportMigration] { try migration.apply(to: db) }
        try db.execute("""
            CREATE TABLE evidence_log(evidence_id INTEGER, source TEXT);
            CREATE TRIGGER evidence_logged AFTER INSERT ON evidence BEGIN INSERT INTO evidence_log VALUES (new.id, new.source); END;
            CREATE VIEW evidence_days AS SELECT place_id, count(DISTINCT local_date) AS days FROM evidence GROUP BY place_id;
            PRAGMA user_version = \(passportMigration);
            INSERT INTO place(id, kind, name, label, gazetteer) VALUES ('country:FR', 'country', 'France', 'France', 'g');
            INSERT INTO import(id, file, sha256, format, started_at) VALUES
              (1, '/takeout.json', 'a', 'google_records', '2024-01-01T00:00:00Z'), (2, '/flights.csv', 'b', 'openflights', '2024-01-01T00:00:00Z');
            INSERT INTO evidence(id, source, local_date, place_id, import_id) VALUES
              (1, 'import', '2019-04-15', 'country:FR', 1), (2, 'import', '2019-04-16', 'country:FR', 2), (3, 'manual', '2019-04-17', 'country:FR', NULL);
            INSERT INTO evidence_place(evidence_id, place_id) VALUES (1, 'country:FR'), (2, 'country:FR'), (3, 'country:FR');
            """)
        return url
    }

    func rows(_ url: URL, _ sql: String) throws -> [String] {
        let db = try Database(path: url.path, mode: .readOnly)
        let s = try db.prepare(sql)
        var result: [String] = []
        while try s.step() { result.append((0..<Int32(s.columnCount)).map { s.text($0) ?? "NULL" }.joined(separator: "|")) }
        return result
    }

    func testTheRebuildKeepsColumnsIndexesTriggersAndViewsThatAnotherMigrationAddedFirst() throws {
        let url = try atlasChangedByAnotherMigration("changed.sqlite")
        let dependentsBefore = try rows(url, "SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('evidence', 'evidence_days') AND sql IS NOT NULL ORDER BY name")
        let evidenceBefore = try rows(url, "SELECT id, source, local_date, utc_offset_minutes, place_id, photo_id, import_id FROM evidence ORDER BY id")

        let atlas = try AtlasStore(url: url)
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        XCTAssertEqual(try rows(url, "SELECT name FROM pragma_table_info('evidence') ORDER BY cid"),
                       ["id", "source", "local_date", "utc_offset_minutes", "place_id", "photo_id", "import_id", "stamp_id"])
        XCTAssertEqual(try rows(url, "SELECT id, source, local_date, utc_offset_minutes, place_id, photo_id, import_id FROM evidence ORDER BY id"), evidenceBefore)
        XCTAssertEqual(try rows(url, "SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('evidence', 'evidence_days') AND sql IS NOT NULL AND name != 'evidence_by_stamp' AND type != 'table' ORDER BY name"),
                       dependentsBefore.filter { !$0.hasPrefix("table|") }, "every index, trigger and view made again, word for word")
        XCTAssertEqual(try rows(url, "PRAGMA integrity_check"), ["ok"])
        XCTAssertEqual(try rows(url, "PRAGMA foreign_key_check"), [])

        // The added column's key, the partial unique index, the trigger and the view all still work.
        try atlas.addStamp(naritaStamp("2020-01-05"), chain: naritaChain)
        XCTAssertEqual(try rows(url, "SELECT source FROM evidence_log ORDER BY rowid"), ["import", "import", "manual", "stamp"], "the trigger fires on the rebuilt table")
        XCTAssertEqual(try rows(url, "SELECT days FROM evidence_days WHERE place_id = 'country:FR'"), ["3"])
        let db = try Database(path: url.path, mode: .readWrite)
        try db.execute("PRAGMA foreign_keys = ON")
        XCTAssertThrowsError(try db.execute("INSERT INTO evidence(source, local_date, place_id, import_id) VALUES ('import', '2019-04-15', 'country:FR', 1)"),
                             "the partial unique index still refuses a second day from the same import")
        try db.execute("DELETE FROM import WHERE id = 1")
        XCTAssertEqual(try rows(url, "SELECT id FROM evidence WHERE stamp_id IS NULL ORDER BY id"), ["2", "3"], "the added column still cascades")
        XCTAssertEqual(try rows(url, "SELECT count(*) FROM evidence_place WHERE evidence_id = 2"), ["1"])
    }

    func testAnEvidenceTableThisMigrationDoesNotKnowIsLeftAsItWas() throws {
        // Someone already widened the CHECK: the text the rebuild replaces is not there.
        let url = folder.appendingPathComponent("unknown.sqlite")
        do {
            let db = try Database(path: url.path, mode: .readWrite)
            try AtlasSchema.migrations[0].apply(to: db)
            try db.execute("""
                DROP TABLE evidence;
                CREATE TABLE evidence(id INTEGER PRIMARY KEY, source TEXT NOT NULL, local_date TEXT NOT NULL, utc_offset_minutes INTEGER,
                                      place_id TEXT NOT NULL, photo_id INTEGER);
                PRAGMA user_version = 1;
                """)
        }
        XCTAssertThrowsError(try AtlasStore(url: url)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(url.path) && text.contains("cannot be upgraded") && text.contains("left as it was"), text)
        }
        // Each migration commits on its own: the ones before the passport book's applied, and the
        // passport book's left nothing behind.
        XCTAssertEqual(try rows(url, "PRAGMA user_version"), [String(Self.passportVersion - 1)])
        XCTAssertEqual(try rows(url, "SELECT count(*) FROM sqlite_master WHERE name IN ('stamp', 'book', 'evidence_rebuilt')"), ["0"], "nothing of it was changed")
    }

    /// An old dangling reference (a mark of a place the atlas never kept) is no reason to refuse
    /// the user's atlas; only what the migration itself broke would be.
    func testAnOldDanglingReferenceDoesNotStopTheMigration() throws {
        let url = folder.appendingPathComponent("dangling.sqlite")
        do {
            let db = try Database(path: url.path, mode: .readWrite)
            try AtlasSchema.migrations[0].apply(to: db)
            try db.execute("PRAGMA user_version = 1; PRAGMA foreign_keys = OFF")
            try db.execute("INSERT INTO mark(place_id, marked_at) VALUES ('city:404', '2024-01-01T00:00:00Z')")
        }
        let atlas = try AtlasStore(url: url)
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        XCTAssertEqual(try atlas.markedPlaces(), [PlaceID(kind: .city, code: "404")])
    }

    func testASavedStampIsADayOnItsWholeChainAndEditingOrRemovingItTouchesNoOtherEvidence() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        try atlas.record(naritaChain, day: try LocalDay("2020-01-06"), source: .photo)
        let (id, created) = try atlas.addStamp(naritaStamp("2020-01-05"), chain: naritaChain)
        XCTAssertTrue(created)
        for place in naritaChain { XCTAssertEqual(try atlas.presenceDays(of: place.id), ["2020-01-05", "2020-01-06"], "\(place.id)") }

        var edited = try XCTUnwrap(try atlas.stamp(id))
        edited.date = try LocalDay("2020-01-04")
        edited.city = nil   // the user took the city level off
        try atlas.updateStamp(edited, chain: naritaChain)
        XCTAssertEqual(try atlas.presenceDays(of: naritaChain[1].id), ["2020-01-06"])
        XCTAssertEqual(try atlas.presenceDays(of: naritaChain[3].id), ["2020-01-04", "2020-01-06"])
        XCTAssertEqual(try atlas.stamp(id)?.chain, [naritaChain[0].id, naritaChain[2].id, naritaChain[3].id, naritaChain[4].id])

        try atlas.removeStamp(id)
        for place in naritaChain { XCTAssertEqual(try atlas.presenceDays(of: place.id), ["2020-01-06"], "\(place.id)") }
        XCTAssertThrowsError(try atlas.removeStamp(id)) { XCTAssertEqual("\($0)", "there is no stamp \(id)") }
    }

    func testTheSameStampSavedAgainIsFoundNotDuplicated() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        let first = try atlas.addStamp(naritaStamp("2020-01-05"), chain: naritaChain)
        let again = try atlas.addStamp(naritaStamp("2020-01-05"), chain: naritaChain)
        XCTAssertEqual(again.id, first.id)
        XCTAssertFalse(again.created)
        XCTAssertEqual(try atlas.stampRows().count, 1)
        let db = try Database(path: atlas.url.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'stamp'"), 1)
    }

    func testAStampInAnUnknownBookIsRefused() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        XCTAssertThrowsError(try atlas.addStamp(naritaStamp("2020-01-05", book: "Blue"), chain: naritaChain)) {
            XCTAssertEqual("\($0)", "there is no book named 'Blue'")
        }
        XCTAssertEqual(try atlas.stampRows().count, 0)
        XCTAssertEqual(try atlas.presenceDays(of: naritaChain[0].id), [], "nothing of the refused stamp landed")
    }

    func testExportRoundTripsBooksAndStampsAndLeavesIdentityOutUnlessAsked() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        let identity = BookIdentity(documentCode: "P", documentNumber: "L898902C3", surname: "ERIKSSON", givenNames: "ANNA MARIA",
                                    nationality: "UTO", birthDate: "1974-08-12", sex: "F", personalNumber: "ZE184226B", placeOfBirth: "Zenith")
        try atlas.addBook(PassportBook(name: "Blue", issuingState: "UTO", expiryDate: "2012-04-15", identity: identity))
        try atlas.addBook(PassportBook(name: "Red", note: "the old one"))
        var stamp = try naritaStamp("2020-01-05", book: "Blue")
        stamp.page = 12; stamp.favourite = true; stamp.note = "first trip"
        stamp.image = .init(path: "/library/s1.jpg", size: 1234, modifiedNanoseconds: 99, sha256: String(repeating: "ab", count: 32))
        stamp.imageRoot = "/library"
        try atlas.addStamp(stamp, chain: naritaChain)
        var departure = try naritaStamp("2020-01-20", book: "Red")
        departure.direction = .departure
        try atlas.addStamp(departure, chain: naritaChain)

        let plain = try atlas.export()
        XCTAssertEqual(plain.books?.map(\.identity), [nil, nil])
        let plainJSON = String(decoding: try AtlasExport.encoder().encode(plain), as: UTF8.self)
        XCTAssertFalse(plainJSON.contains("ERIKSSON"))
        XCTAssertFalse(plainJSON.contains("L898902C3"))

        let full = try atlas.export(includeIdentity: true)
        XCTAssertEqual(full.books?.first?.identity, identity)
        let data = try AtlasExport.encoder().encode(full)
        let copy = try AtlasStore(url: folder.appendingPathComponent("copy.sqlite"))
        try copy.importExport(try AtlasExport.decoder().decode(AtlasExport.self, from: data))
        XCTAssertEqual(try AtlasExport.encoder().encode(try copy.export(includeIdentity: true)), data)
        XCTAssertEqual(try copy.stampRoots(), ["/library"])
        // Importing the same export again adds nothing.
        try copy.importExport(try AtlasExport.decoder().decode(AtlasExport.self, from: data))
        XCTAssertEqual(try AtlasExport.encoder().encode(try copy.export(includeIdentity: true)), data)
        XCTAssertEqual(try copy.stampRows().count, 2)
    }

    func testAnExportFromBeforeBooksExistedStillImports() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        try atlas.record(naritaChain, day: try LocalDay("2020-01-06"), source: .manual)
        var json = try JSONSerialization.jsonObject(with: try AtlasExport.encoder().encode(try atlas.export())) as! [String: Any]
        json.removeValue(forKey: "books"); json.removeValue(forKey: "stamps")
        let old = try AtlasExport.decoder().decode(AtlasExport.self, from: try JSONSerialization.data(withJSONObject: json))
        let copy = try AtlasStore(url: folder.appendingPathComponent("copy.sqlite"))
        try copy.importExport(old)
        XCTAssertEqual(try copy.presenceDays(of: naritaChain[3].id), ["2020-01-06"])
    }

    func testBooksAreNamedOnceAndEditableWholly() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("a.sqlite"))
        try atlas.addBook(PassportBook(name: "Blue"))
        XCTAssertThrowsError(try atlas.addBook(PassportBook(name: "Blue"))) { XCTAssertEqual("\($0)", "there is already a book named 'Blue'") }
        try atlas.updateBook(named: "Blue", to: PassportBook(name: "Navy", issuingState: "UTO", identity: BookIdentity(surname: "ERIKSSON")))
        XCTAssertEqual(try atlas.books(), [PassportBook(name: "Navy", issuingState: "UTO", identity: BookIdentity(surname: "ERIKSSON"))])
        XCTAssertThrowsError(try atlas.updateBook(named: "Blue", to: PassportBook(name: "X"))) { XCTAssertEqual("\($0)", "there is no book named 'Blue'") }
    }
}
