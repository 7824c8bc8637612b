import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkSamples

/// `waymark import photos DIR`: every file used exits 0; a file that could not be used is named
/// on standard error with its reason, counted, and the exit is the partial-batch status.
final class PhotoImportCommandTests: XCTestCase {
    func testSkippedFilesAreNamedAndCountedOnStandardErrorAndExitThree() throws {
        let folder = try scratchFolder()
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WaymarkPhotoMetadataTests/Fixtures/photos")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("empty_gps_ifd.jpg"), to: photos.appendingPathComponent("no-gps.jpg"))
        try SyntheticPhotos.jpeg(latitude: 41.9028, longitude: 12.4964, dateTime: "2021:09:09 10:00:00").write(to: photos.appendingPathComponent("rome.jpg"))
        let gazetteer = try FixtureWorld.url().path
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let words = ["import", "photos", photos.path, "--atlas", atlas, "--gazetteer", gazetteer]

        let clean = waymark(words)
        XCTAssertEqual(clean.status, .success, "a photo without GPS is not a failure: " + clean.err)
        XCTAssertFalse(clean.err.contains("skipped"), clean.err)

        try Data("not a photo".utf8).write(to: photos.appendingPathComponent("notes.jpg"))
        try FileManager.default.createSymbolicLink(at: photos.appendingPathComponent("elsewhere"), withDestinationURL: folder)
        let root = photos.resolvingSymlinksInPath().path
        for run in 1...2 {
            let partial = waymark(words + ["--json"])
            XCTAssertEqual(partial.status, .partialBatch, "run \(run): " + partial.err)
            let lines = partial.err.split(separator: "\n").filter { $0.contains("skipped") }
            XCTAssertEqual(lines, ["\(root)/elsewhere: skipped: symbolic link, not followed", "\(root)/notes.jpg: skipped: not an image",
                                   "2 file(s) skipped"], "run \(run)")
            let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(partial.out.utf8)) as? [String: Any], partial.out)
            XCTAssertEqual(summary["skipped"] as? [String: Int], ["not an image": 1, "symbolic link, not followed": 1], "run \(run)")
        }
    }
}
