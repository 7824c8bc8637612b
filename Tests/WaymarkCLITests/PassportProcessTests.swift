import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPassport
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
import WaymarkCalendar
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkSamples

/// The stamp commands as real processes: reconciliation as an unprivileged user (root reads
/// everything, so only another user can meet an unreadable folder), and SIGKILL in the middle.
final class PassportProcessTests: XCTestCase {
    var folder: URL!
    var library: URL!
    var atlasFolder: URL!
    var atlas: String { atlasFolder.appendingPathComponent("atlas.sqlite").path }
    static let nobody: UInt32 = 65534

    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/waymark")

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the package first: \(Self.binary.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("passport-process-\(UUID().uuidString)")
        library = folder.appendingPathComponent("library")
        atlasFolder = folder.appendingPathComponent("atlas")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: atlasFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        _ = try? Self.process(["/bin/chmod", "-R", "u+rwX", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    static func process(_ words: [String], asNobody: Bool = false) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        let out = Pipe(), err = Pipe()
        if asNobody {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--"] + words
        } else {
            process.executableURL = URL(fileURLWithPath: words[0])
            process.arguments = Array(words.dropFirst())
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Two stamps with images in the library, the atlas handed to the unprivileged user.
    func prepareTwoStamps() throws {
        let gazetteer = try InstalledGazetteer.open().url.path
        for (name, date) in [("a.jpg", "2020-01-01"), ("b.jpg", "2020-01-02")] {
            try Data("image \(name)".utf8).write(to: library.appendingPathComponent(name))
            let words = ["stamp", "add", "--place", "country:JP", "--date", date, "--image", library.appendingPathComponent(name).path,
                         "--root", library.path, "--atlas", atlas, "--gazetteer", gazetteer]
            XCTAssertEqual(waymark(words).status, .success)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: atlasFolder.path) + [""] {
            let path = name.isEmpty ? atlasFolder.path : atlasFolder.appendingPathComponent(name).path
            XCTAssertEqual(chown(path, Self.nobody, Self.nobody), 0)
        }
    }

    func reconcile(asNobody: Bool, dryRun: Bool) throws -> [String: Any] {
        let result = try Self.process([Self.binary.path, "stamp", "reconcile", "--prune", "--json", "--atlas", atlas] + (dryRun ? ["--dry-run"] : []), asNobody: asNobody)
        XCTAssertEqual(result.status, 0, result.err)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    func testAnUnreadableFolderUnderTheRootKeepsAStampWhoseImageIsGone() throws {
        try prepareTwoStamps()
        try FileManager.default.removeItem(at: library.appendingPathComponent("a.jpg"))
        let locked = library.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(locked.path, 0o000), 0)

        // Root can read the locked folder, sees the whole root, and would remove the stamp…
        let asRoot = try reconcile(asNobody: false, dryRun: true)
        XCTAssertEqual((asRoot["removed"] as? [[String: Any]])?.map { $0["id"] as? Int }, [1])

        // …the user cannot, and keeps it, saying why.
        let report = try reconcile(asNobody: true, dryRun: false)
        XCTAssertEqual((report["removed"] as? [Any])?.count, 0)
        let kept = try XCTUnwrap((report["kept"] as? [[String: Any]])?.first)
        XCTAssertEqual(kept["id"] as? Int, 1)
        XCTAssertEqual(kept["reason"] as? String, "under \(library.path), 1 folder could not be read (\(locked.path): Permission denied)")
        let root = try XCTUnwrap((report["roots"] as? [[String: Any]])?.first)
        XCTAssertEqual(root["unreadable"] as? [String], ["\(locked.path): Permission denied"])
        XCTAssertEqual(report["unchanged"] as? Int, 1)
        XCTAssertEqual(try AtlasStore(url: URL(fileURLWithPath: atlas)).stampRows().count, 2)
    }

    func testAFailedReadOfAPossibleMoveKeepsTheStamp() throws {
        try prepareTwoStamps()
        let moved = library.appendingPathComponent("sorted")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library.appendingPathComponent("a.jpg"), to: moved.appendingPathComponent("a.jpg"))
        XCTAssertEqual(chmod(moved.appendingPathComponent("a.jpg").path, 0o000), 0)

        let asRoot = try reconcile(asNobody: false, dryRun: true)
        XCTAssertEqual((asRoot["moved"] as? [[String: Any]])?.first?["to"] as? String, moved.appendingPathComponent("a.jpg").path)

        let report = try reconcile(asNobody: true, dryRun: false)
        XCTAssertEqual((report["moved"] as? [Any])?.count, 0)
        XCTAssertEqual((report["removed"] as? [Any])?.count, 0)
        let kept = try XCTUnwrap((report["kept"] as? [[String: Any]])?.first)
        XCTAssertEqual(kept["reason"] as? String, "could not read \(moved.appendingPathComponent("a.jpg").path): Permission denied")
    }

    /// Killed at random moments, `stamp add` leaves each stamp whole or absent; the reruns finish
    /// the job with one stamp and one day of evidence each.
    func testKillingStampAddLosesNothingAndDuplicatesNothing() throws {
        try TestTier.requireFull("kills stamp add twelve times")
        let gazetteer = try InstalledGazetteer.open().url.path
        let dates = (1...12).map { String(format: "2021-03-%02d", $0) }
        var generator = SeededGenerator(seed: 1414)
        var killed = 0
        func words(_ date: String, atlas: String) -> [String] {
            ["stamp", "add", "--place", "airport:NRT", "--date", date, "--arrival", "--atlas", atlas, "--gazetteer", gazetteer]
        }
        func words(_ date: String) -> [String] { words(date, atlas: atlas) }
        // The kills fall across the whole of a run, however fast this machine and build run one:
        // an uninterrupted run into another atlas sets the span. Run k of 12 is killed in the
        // k-th twelfth of it, at a random moment there, so the first is killed before it can
        // finish and the last near its end.
        let started = Date()
        XCTAssertEqual(try Self.process([Self.binary.path] + words(dates[0], atlas: atlasFolder.appendingPathComponent("timing.sqlite").path)).status, 0)
        let span = Date().timeIntervalSince(started)
        for (k, date) in dates.enumerated() {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = words(date)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(span * 1_000_000 * (Double(k) + generator.unit()) / Double(dates.count)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            try assertEveryStampIsWhole()
        }
        XCTAssertGreaterThan(killed, 0, "some runs were interrupted")
        for date in dates + dates { XCTAssertEqual(try Self.process([Self.binary.path] + words(date)).status, 0) }
        try assertEveryStampIsWhole()
        let db = try Database(path: atlas, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM stamp"), dates.count)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'stamp'"), dates.count)
    }

    /// Each stamp has exactly one day of evidence on its five-level chain; the file is sound.
    func assertEveryStampIsWhole(file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.fileExists(atPath: atlas) else { return }
        // Read-write, as the next command opens it: a WAL left by a killed writer is recovered first.
        let db = try Database(path: atlas, mode: .readWrite)
        guard try db.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'stamp'") == 1 else { return }
        XCTAssertEqual(try db.scalarText("PRAGMA integrity_check"), "ok", file: file, line: line)
        let stamps = try db.scalarInt("SELECT count(*) FROM stamp") ?? 0
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'stamp'"), stamps, file: file, line: line)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence e JOIN stamp s ON s.id = e.stamp_id"), stamps, file: file, line: line)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence_place ep JOIN evidence e ON e.id = ep.evidence_id WHERE e.source = 'stamp'"),
                       stamps * 5, file: file, line: line)
    }

    /// Killed mid-run, `stamp reconcile` applies all of its changes or none; a rerun finishes.
    func testKillingReconcileLosesNothingAndDuplicatesNothing() throws {
        try TestTier.requireFull("kills a reconcile of 1,500 stamps")
        let count = 1_500
        let store = try AtlasStore(url: URL(fileURLWithPath: atlas))
        let japan = PlaceSnapshot(id: PlaceID(kind: .country, code: "JP"), name: "Japan", label: "Japan", gazetteer: "g")
        let old = library.appendingPathComponent("old"), new = library.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        for i in 0..<count {
            // Distinct sizes, so each stamp hashes one candidate; 4 KB or more each, so the run takes a while.
            let url = old.appendingPathComponent("stamp\(i).jpg")
            try Data(repeating: UInt8(i % 251), count: 4_000 + i).write(to: url)
            var stamp = StampRecord(place: japan.id, date: try LocalDay("2020-02-0\(1 + i % 9)"), book: nil, direction: i % 2 == 0 ? .arrival : .departure)
            stamp.note = "\(i)"
            stamp.image = try StampImageReader.reference(url.path)
            stamp.imageRoot = library.path
            try store.addStamp(stamp, chain: [japan])
        }
        let stampsBefore = try store.stampRows().count
        try FileManager.default.moveItem(at: old, to: new)

        let errFile = folder.appendingPathComponent("reconcile.err")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["stamp", "reconcile", "--atlas", atlas]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errFile)
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline, process.isRunning, !(String(decoding: (try? Data(contentsOf: errFile)) ?? Data(), as: UTF8.self).contains("checking")) {
            usleep(5_000)
        }
        usleep(50_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "killed while it worked")

        let after = try AtlasStore(url: URL(fileURLWithPath: atlas)).stampRows()
        XCTAssertEqual(after.count, stampsBefore)
        let underNew = after.filter { $0.stamp.image?.path.hasPrefix(new.path) == true }.count
        XCTAssertTrue(underNew == 0 || underNew == count, "all or nothing: \(underNew)")

        let report = try StampReconciler(atlas: try AtlasStore(url: URL(fileURLWithPath: atlas))).run(dryRun: false)
        XCTAssertEqual(report.moved.count + report.unchanged, count)
        let final = try AtlasStore(url: URL(fileURLWithPath: atlas)).stampRows()
        XCTAssertEqual(final.count, count)
        XCTAssertTrue(final.allSatisfy { $0.stamp.image?.path.hasPrefix(new.path) == true })
        let db = try Database(path: atlas, mode: .readOnly)
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM evidence WHERE source = 'stamp'"), count)
        XCTAssertEqual(try db.scalarText("PRAGMA integrity_check"), "ok")
    }
}
