import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas

/// Format 5 knows photos by content: an atlas of format 4 gains the column and keeps its photos.
extension AtlasStoreTests {
    func testAFormat4AtlasMigratesAndItsPhotosAreFoundByContentOnceHashed() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("format4.sqlite")
        let db = try Database(path: url.path, mode: .readWrite)
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON")
        for migration in AtlasSchema.migrations[..<4] { try migration.apply(to: db) }
        try db.execute("""
            PRAGMA user_version = 4;
            INSERT INTO photo(path, size, modified_ns, status) VALUES ('/photos/a.jpg', 10, 1, 'no_gps');
            """)
        let atlas = try AtlasStore(url: url)
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        var photo = try XCTUnwrap(try atlas.allPhotos().first)
        XCTAssertEqual(photo.path, "/photos/a.jpg")
        XCTAssertNil(photo.sha256, "a photo indexed before format 5 has no hash until it is read again")

        photo.sha256 = String(repeating: "ab", count: 32)
        let id = try atlas.savePhoto(photo)
        XCTAssertEqual(try atlas.photos(withContent: photo.sha256!).map(\.path), ["/photos/a.jpg"])
        try atlas.movePhoto(id, to: "/moved/a.jpg", size: 10, modifiedNanoseconds: 1)
        XCTAssertEqual(try atlas.allPhotos().map(\.path), ["/moved/a.jpg"])
        XCTAssertEqual(try atlas.allPhotos().first?.sha256, photo.sha256)
    }
}
