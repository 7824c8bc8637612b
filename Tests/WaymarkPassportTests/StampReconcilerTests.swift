import Foundation
import WaymarkAtlas
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
        var record = StampRecord(place: japan.id, date: date, direction: .arrival)
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

    func testAnImageGoneFromAWholeRootIsRemovedWithItsEvidenceOnly() throws {
        let gone = try stamp("2020/a.jpg", content: "stamp A", date: "2020-01-01")
        try stamp("2020/b.jpg", content: "stamp B", date: "2020-01-02")
        try atlas.record([japan], day: try LocalDay(date: "2020-01-01"), source: .manual)
        try FileManager.default.removeItem(at: library.appendingPathComponent("2020/a.jpg"))
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
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
        try atlas.addStamp(StampRecord(place: japan.id, date: "2020-01-01"), chain: [japan])
        let report = try StampReconciler(atlas: atlas).run(dryRun: false)
        XCTAssertEqual(report.withoutImage, 1)
        XCTAssertEqual(try atlas.stampRows().count, 1)
    }
}
