import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPhotoMetadata
import WaymarkResolver
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoImport
import WaymarkSamples

/// `waymark import photos`: real camera files, incremental runs, and a kill in the middle.
final class PhotoImportTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("library"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    var library: URL { folder.appendingPathComponent("library") }
    var atlasURL: URL { folder.appendingPathComponent("atlas.sqlite") }

    /// Imports against `FixtureWorld`, or the installed gazetteer where a test asserts a real-world answer.
    func importer(identity: String = "test-gazetteer", gazetteer: Gazetteer? = nil) throws -> PhotoImporter {
        let gazetteer = try gazetteer ?? FixtureWorld.open()
        return PhotoImporter(atlas: try AtlasStore(url: atlasURL), resolver: try FastResolver(gazetteer: gazetteer),
                             namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: identity)
    }

    func copyRealFixtures() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WaymarkPhotoMetadataTests/Fixtures/photos")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !name.hasSuffix(".md") && !name.hasSuffix(".tsv") && !name.hasPrefix("SHA") {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: library.appendingPathComponent(name))
        }
    }

    func testRealCameraFilesAreIndexedResolvedAndValidated() throws {
        try copyRealFixtures()
        try Data("not a photo".utf8).write(to: library.appendingPathComponent("notes.jpg"))
        try Data().write(to: library.appendingPathComponent("empty.heic"))
        try FileManager.default.createSymbolicLink(at: library.appendingPathComponent("loop"), withDestinationURL: library)
        let summary = try importer(gazetteer: try InstalledGazetteer.open()).importFolder(library)
        XCTAssertEqual(summary.skipped["empty file"], 1)
        XCTAssertEqual(summary.skipped["not an image"], 1)
        XCTAssertEqual(summary.skipped["symbolic link, not followed"], 1)
        XCTAssertTrue(summary.rejected.keys.contains { $0.contains("4294967295") }, "\(summary.rejected)")
        XCTAssertTrue(summary.rejected.keys.contains { $0.contains("2099") }, "\(summary.rejected)")
        XCTAssertGreaterThan(summary.resolved, 0)
        // The iPhone photo taken in Crimea: Ukraine in the German point of view of the boundaries.
        XCTAssertTrue(summary.newCountries.contains("Ukraine"), "\(summary.newCountries)")
        XCTAssertEqual(summary.generation, 1)
    }

    func testASecondRunSkipsUnchangedFilesAndChangesUpdateTheIndex() throws {
        for i in 0..<5 {
            try SyntheticPhotos.jpeg(latitude: 48.8566 + Double(i) * 0.01, longitude: 2.3522, dateTime: "2022:06:0\(i + 1) 10:00:00")
                .write(to: library.appendingPathComponent("p\(i).jpg"))
        }
        let first = try importer().importFolder(library)
        XCTAssertEqual(first.read, 5)
        let again = try importer().importFolder(library)
        XCTAssertEqual(again.unchanged, 5)
        XCTAssertEqual(again.read, 0)
        XCTAssertEqual(again.generation, first.generation, "nothing changed, so the index generation stays")

        // Rewrite one photo (now in Berlin, with a new modification time) and delete another.
        let changed = library.appendingPathComponent("p0.jpg")
        try SyntheticPhotos.jpeg(latitude: 52.52, longitude: 13.405, dateTime: "2023:01:01 09:00:00").write(to: changed)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: changed.path)
        try FileManager.default.removeItem(at: library.appendingPathComponent("p4.jpg"))
        let third = try importer().importFolder(library)
        XCTAssertEqual(third.read, 1)
        XCTAssertEqual(third.removed, 1)
        XCTAssertGreaterThan(third.generation, again.generation)
        XCTAssertEqual(third.newCountries, ["Germany"])
        let atlas = try AtlasStore(url: atlasURL)
        XCTAssertFalse(try atlas.presenceDays(of: PlaceID(kind: .country, code: "FR")).contains("2022-06-05"))
        XCTAssertEqual(try atlas.presenceDays(of: PlaceID(kind: .country, code: "DE")), ["2023-01-01"])
    }

    func testPhotosNearEachOtherResolveOnceAndANewGazetteerStartsAfresh() throws {
        for i in 0..<20 {
            try SyntheticPhotos.jpeg(latitude: 41.90281 + Double(i) * 0.000001, longitude: 12.49641, dateTime: "2021:09:09 10:00:\(10 + i)")
                .write(to: library.appendingPathComponent(String(format: "burst%02d.jpg", i)))
        }
        let first = try importer(identity: "A").importFolder(library)
        XCTAssertEqual(first.cellsResolved, 1)
        XCTAssertEqual(first.cellsFromCache, 19)
        let db = try Database(path: atlasURL.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM cell_cache WHERE gazetteer = 'A'"), 1)
        try FileManager.default.removeItem(at: library.appendingPathComponent("burst00.jpg"))
        try SyntheticPhotos.jpeg(latitude: 41.9, longitude: 12.5, dateTime: "2021:09:10 10:00:00").write(to: library.appendingPathComponent("new.jpg"))
        _ = try importer(identity: "B").importFolder(library)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM cell_cache WHERE gazetteer = 'A'"), 0)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM cell_cache WHERE gazetteer = 'B'"), 1)
    }

    /// A real SIGKILL in the middle of a real import, then a rerun: nothing committed is lost and
    /// nothing is counted twice.
    func testKillingAnImportLosesNothingAndARerunCompletesIt() throws {
        try TestTier.requireFull("kills an import of 3,000 photos")
        let count = 3_000
        for i in 0..<count {
            try SyntheticPhotos.jpeg(latitude: -33.0 + Double(i % 300) * 0.01, longitude: 151.0 + Double(i / 300) * 0.01,
                                     dateTime: String(format: "2020:02:%02d 08:00:00", 1 + i % 28))
                .write(to: library.appendingPathComponent(String(format: "IMG_%05d.jpg", i)))
        }
        // Kill as soon as at least one batch is committed.
        let committed = try KilledChild.run(["import", "photos", library.path, "--atlas", atlasURL.path, "--gazetteer", try FixtureWorld.url().path]) {
            (try? Database(path: atlasURL.path, mode: .readOnly)).flatMap { try? $0.scalarInt("SELECT count(*) FROM photo") } ?? 0
        }
        XCTAssertGreaterThan(committed, 0)
        let db = try Database(path: atlasURL.path, mode: .readOnly)
        let afterKill = try db.scalarInt("SELECT count(*) FROM photo") ?? 0
        XCTAssertEqual(afterKill % PhotoImporter.batchSize == 0 || afterKill == count, true, "only whole batches land: \(afterKill)")

        let summary = try importer().importFolder(library)
        XCTAssertEqual(summary.unchanged, afterKill)
        XCTAssertEqual(summary.read, count - afterKill)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM photo"), count)
        XCTAssertEqual(try db.scalarInt("SELECT count(DISTINCT path) FROM photo"), count)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'photo'"), count)
        XCTAssertEqual(try db.scalarText("PRAGMA integrity_check"), "ok")
    }

    /// A photo without GPS is used (indexed, with its day); a file that cannot be read as a photo
    /// is skipped, named, and named again on the next run while it stays as it is.
    func testOnlyFilesThatCannotBeUsedAreSkippedAndEachIsNamedAgainWhileUnchanged() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WaymarkPhotoMetadataTests/Fixtures/photos")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("empty_gps_ifd.jpg"), to: library.appendingPathComponent("no-gps.jpg"))
        try SyntheticPhotos.jpeg(latitude: 48.8566, longitude: 2.3522, dateTime: "2022:06:01 10:00:00").write(to: library.appendingPathComponent("paris.jpg"))
        try Data("not a photo".utf8).write(to: library.appendingPathComponent("notes.jpg"))
        try Data().write(to: library.appendingPathComponent("empty.heic"))
        let root = library.resolvingSymlinksInPath().path
        let expected = [PhotoImportSummary.SkippedFile(path: root + "/empty.heic", reason: "empty file"),
                        PhotoImportSummary.SkippedFile(path: root + "/notes.jpg", reason: "not an image")]

        let first = try importer().importFolder(library)
        XCTAssertEqual(first.read, 2, "the photo without GPS is read")
        XCTAssertEqual(first.withGPS, 1)
        XCTAssertEqual(first.skipped, ["empty file": 1, "not an image": 1])
        XCTAssertEqual(first.skippedFiles, expected)
        XCTAssertTrue(first.isPartial)
        XCTAssertEqual(try AtlasStore(url: atlasURL).presenceDays(of: PlaceID(kind: .country, code: "FR")), ["2022-06-01"])

        let again = try importer().importFolder(library)
        XCTAssertEqual(again.unchanged, 2)
        XCTAssertEqual(again.read, 0)
        XCTAssertEqual(again.skippedFiles, expected, "still unusable, so still reported")
        XCTAssertEqual(again.generation, first.generation)

        try FileManager.default.removeItem(at: library.appendingPathComponent("notes.jpg"))
        try FileManager.default.removeItem(at: library.appendingPathComponent("empty.heic"))
        let clean = try importer().importFolder(library)
        XCTAssertFalse(clean.isPartial)
        XCTAssertEqual(clean.skipped, [:])
        XCTAssertEqual(clean.unchanged, 2)
        XCTAssertEqual(clean.removed, 2)
    }

    func testSyntheticPhotosCarryExactlyWhatTheyWereGiven() throws {
        let data = SyntheticPhotos.jpeg(latitude: -33.8568, longitude: 151.2153, dateTime: "2019:12:31 23:59:58", offset: "+11:00")
        let metadata = try PhotoMetadataReader.read(data: data)
        XCTAssertEqual(try XCTUnwrap(metadata.latitude), -33.8568, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(metadata.longitude), 151.2153, accuracy: 1e-6)
        let t = try XCTUnwrap(metadata.dateTimeOriginal)
        XCTAssertEqual([t.year, t.month, t.day, t.hour, t.minute, t.second], [2019, 12, 31, 23, 59, 58])
        XCTAssertEqual(t.iso8601, "2019-12-31T23:59:58")
        XCTAssertEqual(metadata.offsetTimeOriginal, 11 * 3600)
    }
}

extension PhotoImportTests {
    func testAFileOverTwoGigabytesIsSkippedWithoutBeingRead() throws {
        let big = library.appendingPathComponent("huge.jpg")
        _ = FileManager.default.createFile(atPath: big.path, contents: Data([0xFF, 0xD8]))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(PhotoImporter.largestFile) + 1)   // sparse: costs no disk
        try handle.close()
        let summary = try importer().importFolder(library)
        XCTAssertEqual(summary.skipped["over 2 GB"], 1)
        XCTAssertEqual(summary.read, 0)
    }

    func testAnExcludedPhotoStopsCountingButStaysIndexed() throws {
        try SyntheticPhotos.jpeg(latitude: 35.6762, longitude: 139.6503, dateTime: "2018:10:10 10:10:10").write(to: library.appendingPathComponent("tokyo.jpg"))
        _ = try importer().importFolder(library)
        let atlas = try AtlasStore(url: atlasURL)
        let generation = atlas.photoGeneration
        XCTAssertTrue(try atlas.setExcluded(true, path: library.appendingPathComponent("tokyo.jpg").resolvingSymlinksInPath().path))
        XCTAssertGreaterThan(atlas.photoGeneration, generation)
        XCTAssertEqual(try AtlasStatistics(atlas: atlas, totals: nil).countries, 0)
        let again = try importer().importFolder(library)
        XCTAssertEqual(again.unchanged, 1)
        XCTAssertEqual(try AtlasStatistics(atlas: atlas, totals: nil).countries, 0, "a re-import does not bring it back")
    }
}

/// Photos are known by content as well as path.
extension PhotoImportTests {
    /// Three photos in Lisbon on three days of May 2021.
    func writeThreePhotos(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<3 {
            try SyntheticPhotos.jpeg(latitude: 38.7223 + Double(i) * 0.01, longitude: -9.1393, dateTime: "2021:05:0\(i + 1) 12:00:00")
                .write(to: folder.appendingPathComponent("IMG_000\(i).jpg"))
        }
    }

    func testACopiedLibraryDoesNotDoubleItsPhotos() throws {
        try writeThreePhotos(to: library)
        _ = try importer().importFolder(library)
        let copy = folder.appendingPathComponent("backup")
        try FileManager.default.copyItem(at: library, to: copy)
        let summary = try importer().importFolder(copy)
        XCTAssertEqual(summary.sameContent, 3)
        XCTAssertFalse(summary.isPartial, "nothing of the copy is lost: it is all in the atlas already")
        let atlas = try AtlasStore(url: atlasURL)
        XCTAssertEqual(try atlas.countedPhotoCount(), 3)
        XCTAssertEqual(Set(try atlas.allPhotos().map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().lastPathComponent }), ["library"])
        let db = try Database(path: atlasURL.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'photo'"), 3)
        XCTAssertEqual(try importer().importFolder(copy).sameContent, 3, "still a copy the next time")
    }

    func testAMovedLibraryKeepsItsPhotosWithTheirPathsUpdated() throws {
        try writeThreePhotos(to: library)
        _ = try importer().importFolder(library)
        let atlas = try AtlasStore(url: atlasURL)
        let before = try atlas.allPhotos()
        XCTAssertTrue(try atlas.setExcluded(true, path: before[0].path))
        let moved = folder.appendingPathComponent("Pictures/2021")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library, to: moved)

        let summary = try importer().importFolder(moved)
        XCTAssertEqual(summary.moved, 3)
        XCTAssertEqual(summary.read, 0, "a moved file is not read again")
        let after = try atlas.allPhotos()
        XCTAssertEqual(after.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["IMG_0000.jpg", "IMG_0001.jpg", "IMG_0002.jpg"])
        XCTAssertTrue(after.allSatisfy { $0.path.hasPrefix(moved.resolvingSymlinksInPath().path + "/") }, "\(after.map(\.path))")
        XCTAssertEqual(after.map(\.excluded), [true, false, false], "the user's exclusion moves with the photo")
        XCTAssertEqual(try atlas.presenceDays(of: PlaceID(kind: .country, code: "PT")), ["2021-05-01", "2021-05-02", "2021-05-03"], "each photo keeps its day")
        // A photo renamed inside the library is the same photo too.
        try FileManager.default.moveItem(at: moved.appendingPathComponent("IMG_0002.jpg"), to: moved.appendingPathComponent("lisbon.jpg"))
        let renamed = try importer().importFolder(moved)
        XCTAssertEqual([renamed.moved, renamed.removed], [1, 0])
        XCTAssertEqual(try atlas.allPhotos().count, 3)
        XCTAssertEqual(try atlas.presenceDays(of: PlaceID(kind: .country, code: "PT")), ["2021-05-01", "2021-05-02", "2021-05-03"])
    }
}
