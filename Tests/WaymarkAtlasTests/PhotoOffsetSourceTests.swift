import Foundation
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas

/// A photo's offset source is a closed set ("tag", "gps"): the atlas and exports keep the same
/// text as before it was typed, and a value waymark never writes is named with its photo.
final class PhotoOffsetSourceTests: XCTestCase {
    func testEachSourceIsStoredAndExportedAsItsTextAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("atlas.sqlite")
        let atlas = try AtlasStore(url: url)
        for (path, source) in [("/photos/a.jpg", PhotoRecord.OffsetSource.tag), ("/photos/b.jpg", .gps)] {
            var photo = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 1, status: "no_gps")
            photo.utcOffsetMinutes = 120; photo.offsetSource = source
            try atlas.savePhoto(photo)
        }
        try atlas.savePhoto(PhotoRecord(path: "/photos/c.jpg", size: 1, modifiedNanoseconds: 1, status: "no_gps"))
        XCTAssertEqual(try atlas.allPhotos().map(\.offsetSource), [.tag, .gps, nil])
        let database = try Database(path: url.path, mode: .readOnly)
        XCTAssertEqual(try database.scalarText("SELECT group_concat(coalesce(offset_source, 'NULL'), ',') FROM (SELECT offset_source FROM photo ORDER BY path)"),
                       "tag,gps,NULL")
        let text = String(decoding: try AtlasExport.encoder().encode(try atlas.export()), as: UTF8.self)
        XCTAssertTrue(text.contains(#""offset_source" : "tag""#) && text.contains(#""offset_source" : "gps""#), text)
        XCTAssertEqual(try AtlasExport.read(Data(text.utf8)).photos.map(\.offsetSource), [.tag, .gps, nil])
    }

    func testADamagedStoredSourceIsNamedWithItsPhotoNotSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("atlas.sqlite")
        let atlas = try AtlasStore(url: url)
        var photo = PhotoRecord(path: "/photos/a.jpg", size: 1, modifiedNanoseconds: 1, status: "no_gps")
        photo.utcOffsetMinutes = 60; photo.offsetSource = .tag
        try atlas.savePhoto(photo)
        try Database(path: url.path, mode: .readWrite).execute("UPDATE photo SET offset_source = 'TAG'")
        XCTAssertThrowsError(try atlas.allPhotos()) { error in
            XCTAssertTrue("\(error)".contains("photo /photos/a.jpg has the offset source 'TAG', which is none of tag, gps"), "\(error)")
        }
    }

    func testAnExportWithAnUnknownSourceIsRefusedNamingTheEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        var photo = PhotoRecord(path: "/photos/a.jpg", size: 1, modifiedNanoseconds: 1, status: "no_gps")
        photo.utcOffsetMinutes = 60; photo.offsetSource = .gps
        try atlas.savePhoto(photo)
        let text = String(decoding: try AtlasExport.encoder().encode(try atlas.export()), as: UTF8.self)
        let damaged = text.replacingOccurrences(of: #""offset_source" : "gps""#, with: #""offset_source" : "clock""#)
        XCTAssertNotEqual(damaged, text)
        XCTAssertThrowsError(try AtlasExport.read(Data(damaged.utf8))) { error in
            XCTAssertEqual((error as? AtlasStore.InvalidExport)?.problems, ["photos[0].offset_source has a value that cannot be read"], "\(error)")
        }
    }
}
