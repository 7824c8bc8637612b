import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import XCTest
@testable import WaymarkPassport

/// Reconciliation as root (the unreadable cases run as an unprivileged user in the CLI tests).
final class StampReconcilerTests: XCTestCase {
    var folder: URL!
    var library: URL!
    var atlas: AtlasStore!

    let japan = PlaceSnapshot(id: PlaceID(kind: .country, code: "JP"), name: "Japan", label: "Japan", gazetteer: "g")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reconcile-\(UUID().uuidString)")
        library = folder.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("2020"), withIntermediateDirectories: true)
        atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A stamp whose image is `name` under the library, with `content`.
    @discardableResult
    func stamp(_ name: String, content: String, date: String) throws -> Int {
        let url = library.appendingPathComponent(name)
        try Data(content.utf8).write(to: url)
        var record = StampRecord(place: japan.id, date: try LocalDay(date), direction: .arrival)
        record.image = try StampImageReader.reference(url.path)
        record.imageRoot = library.path
        return try atlas.addStamp(record, chain: [japan]).id
    }

    func testAMovedImageIsFoundByItsHashAndTheStampFollowsIt() throws {
        let id = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        try stamp("2020/b.jpg", content: "stamp B!", date: "2020-01-02")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("sorted"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library.appendingPathComponent("2020/a.jpg"), to: library.appendingPathComponent("sorted/a-renamed.jpg"))
        // A decoy of the same size but other content is not taken for it.
        try Data("stamp Z".utf8).write(to: library.appendingPathComponent("decoy.jpg"))

        let dry = try StampReconciler(atlas: atlas).run(dryRun: true)
        XCTAssertEqual(dry.moved, [.init(id: id, from: library.appendingPathComponent("2020/a.jpg").path, to: library.appendingPathComponent("sorted/a-renamed.jpg").path)])
        XCTAssertEqual(try atlas.stamp(id)?.image?.path, library.appendingPathComponent("2020/a.jpg").path, "a dry run changes nothing")

        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.moved.map(\.id), [id])
        XCTAssertEqual(report.unchanged, 1)
        XCTAssertEqual(report.removed, [])
        XCTAssertEqual(try atlas.stamp(id)?.image?.path, library.appendingPathComponent("sorted/a-renamed.jpg").path)
        XCTAssertEqual(try StampReconciler(atlas: atlas).run(dryRun: false).unchanged, 2, "a second run finds everything in place")
    }

    func testAnImageGoneFromAWholeRootIsRemovedWithItsEvidenceOnlyUnderPrune() throws {
        let gone = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        try stamp("2020/b.jpg", content: "stamp B", date: "2020-01-02")
        try atlas.record([japan], day: try LocalDay("2020-01-01"), source: .manual)
        try FileManager.default.removeItem(at: library.appendingPathComponent("2020/a.jpg"))
        let dry = try StampReconciler(atlas: atlas).run(dryRun: true, prune: true)
        XCTAssertEqual(dry.removed.map(\.id), [gone], "a dry run lists what --prune would remove")
        XCTAssertNotNil(try atlas.stamp(gone), "and removes nothing")
        let report = try StampReconciler(atlas: atlas).run(dryRun: false, prune: true)
        XCTAssertEqual(report.removed.map(\.id), [gone])
        XCTAssertEqual(report.removed.first?.reason, "neither its path nor its content is under any library root")
        XCTAssertNil(try atlas.stamp(gone))
        XCTAssertEqual(try atlas.presenceDays(of: japan.id), ["2020-01-01", "2020-01-02"], "the manual day of the same date stays")
    }

    func testAMissingRootKeepsEveryStampWithTheReason() throws {
        let id = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        try FileManager.default.moveItem(at: library, to: folder.appendingPathComponent("unmounted"))
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.removed, [])
        XCTAssertEqual(report.kept.map(\.id), [id])
        XCTAssertEqual(report.kept.first?.reason, "its library root \(library.path) is missing (an unmounted drive?)")
        XCTAssertEqual(report.roots, [.init(path: library.path, present: false, files: 0, unreadable: [])])
        XCTAssertNotNil(try atlas.stamp(id))
    }

    func testAnotherMissingRootIsADoubtTooTheImageMayHaveMovedThere() throws {
        let id = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        try atlas.addStampRoot(folder.appendingPathComponent("external-drive").path)
        try FileManager.default.removeItem(at: library.appendingPathComponent("2020/a.jpg"))
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.kept.map(\.id), [id])
        XCTAssertEqual(report.kept.first?.reason, "library root \(folder.appendingPathComponent("external-drive").path) is missing, and the image may have moved there")
    }

    func testAFileWhoseContentChangedAtItsPathIsKeptInDoubtAndATouchedOneIsFollowed() throws {
        let changed = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        let touched = try stamp("2020/b.jpg", content: "stamp B", date: "2020-01-02")
        try Data("another picture".utf8).write(to: library.appendingPathComponent("2020/a.jpg"))
        let b = library.appendingPathComponent("2020/b.jpg").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: b)
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.kept.map(\.id), [changed])
        XCTAssertEqual(report.kept.first?.reason, "the file at its path now has other content")
        XCTAssertEqual(report.moved, [.init(id: touched, from: b, to: b)])
        XCTAssertEqual(try atlas.stamp(touched)?.image?.modifiedNanoseconds, 1_000_000 * 1_000_000_000)
    }

    func testAStampWithoutAnImageIsLeftAlone() throws {
        try atlas.addStamp(StampRecord(place: japan.id, date: try LocalDay("2020-01-01")), chain: [japan])
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.withoutImage, 1)
        XCTAssertEqual(try atlas.stampRows().count, 1)
    }

    func testWithoutPruneAStampWhoseScanMovedOutOfTheRootIsListedAsMissingAndKeptWithItsNoteAndDay() throws {
        let id = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        var record = try XCTUnwrap(try atlas.stamp(id))
        record.note = "Narita, first trip"
        try atlas.updateStamp(record, chain: [japan])
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library.appendingPathComponent("2020/a.jpg"), to: elsewhere.appendingPathComponent("a.jpg"))

        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.removed, [])
        XCTAssertEqual(report.missing.map(\.id), [id])
        XCTAssertEqual(try atlas.stamp(id)?.note, "Narita, first trip")
        XCTAssertEqual(try atlas.presenceDays(of: japan.id), ["2020-01-01"])
        // Told where to look, it follows the file.
        let found = try StampReconciler(atlas: atlas, extraRoots: [elsewhere.path]).run(dryRun: false)
        XCTAssertEqual(found.moved.map(\.to), [elsewhere.appendingPathComponent("a.jpg").path])
    }

    func testContentSharedByTwoStampsIsNeverTakenForTheOneWhoseScanWasDeleted() throws {
        let deleted = try stamp("2020/a.jpg", content: "same bytes", date: "2020-01-01")
        let other = try stamp("2020/b.jpg", content: "same bytes", date: "2020-01-02")
        try FileManager.default.removeItem(at: library.appendingPathComponent("2020/a.jpg"))
        let report = try StampReconciler(atlas: atlas).run(dryRun: false, prune: true)
        XCTAssertEqual(report.moved, [], "b.jpg is the other stamp's image, not a's new place")
        XCTAssertEqual(report.removed, [], "nor is anything removed while the content is still there")
        XCTAssertEqual(report.kept.map(\.id), [deleted])
        XCTAssertEqual(report.kept.first?.reason, "its content is also that of 1 other stamp's image, so a file holding it is not taken for this one")
        XCTAssertEqual(try atlas.stamp(deleted)?.image?.path, library.appendingPathComponent("2020/a.jpg").path)
        XCTAssertEqual(try atlas.stamp(other)?.image?.path, library.appendingPathComponent("2020/b.jpg").path)
    }

    func testTwoFilesHoldingAMovedScansContentAreNotGuessedBetween() throws {
        let id = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        for name in ["x.jpg", "y.jpg"] { try Data("stamp A".utf8).write(to: library.appendingPathComponent(name)) }
        try FileManager.default.removeItem(at: library.appendingPathComponent("2020/a.jpg"))
        let report = try StampReconciler(atlas: atlas).run(dryRun: false, prune: true)
        XCTAssertEqual(report.moved, [])
        XCTAssertEqual(report.kept.map(\.id), [id])
        XCTAssertTrue(report.kept.first?.reason.hasPrefix("2 files hold its content") == true, report.kept.first?.reason ?? "")
    }
}
