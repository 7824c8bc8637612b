import Foundation
import WaymarkAtlas
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// Failures a person can act on: each names the file and what to do, with no SQL, Foundation
/// error dumps or decoder internals; read-only commands create nothing; imports are checked
/// whole before anything is written.
final class ActionableErrorTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try scratchFolder() }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// An atlas with Paris marked on two days, made through the command line.
    func markedAtlas(_ name: String = "atlas.sqlite") throws -> String {
        let atlas = path(name)
        let result = waymark(["mark", "city:2988507", "--date", "2019-04-15,2019-04-16", "--atlas", atlas, "--gazetteer", try FixtureWorld.url().path])
        XCTAssertEqual(result.status, .success, result.err)
        return atlas
    }

    func assertPlain(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for leak in ["SELECT", "PRAGMA", "NSCocoaErrorDomain", "DecodingError", "CodingKeys", "Error Domain", "UserInfo"] {
            XCTAssertFalse(message.contains(leak), "\(leak) in: \(message)", file: file, line: line)
        }
    }

    func testADamagedAtlasHeaderOrMiddlePageIsNamedWithWhatToDo() throws {
        let atlas = try markedAtlas()
        let header = path("header.sqlite"), middle = path("middle.sqlite")
        try FileManager.default.copyItem(atPath: atlas, toPath: header)
        try FileManager.default.copyItem(atPath: atlas, toPath: middle)
        let h = try XCTUnwrap(FileHandle(forWritingAtPath: header))
        h.write(Data(repeating: 0x41, count: 100)); try h.close()
        let m = try XCTUnwrap(FileHandle(forWritingAtPath: middle))
        try m.seek(toOffset: 4096 * 2)
        m.write(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })); try m.close()
        for damaged in [header, middle] {
            let result = waymark(["stats", "--atlas", damaged, "--gazetteer", try FixtureWorld.url().path])
            XCTAssertEqual(result.status, .failure, damaged)
            XCTAssertTrue(result.err.contains("\(damaged) is damaged or is not a Waymark file"), result.err)
            XCTAssertTrue(result.err.contains("restore it from a backup"), result.err)
            assertPlain(result.err)
        }
    }

    func testCommandsThatOnlyReadOrRemoveNeverCreateAnAtlas() throws {
        let mistyped = path("atlsa.sqlite")
        for words in [["stats"], ["export"], ["export", "--output", path("out.json")], ["unmark", "city:2988507"], ["exclude", "/photos/a.jpg"]] {
            let result = waymark(words + ["--atlas", mistyped])
            XCTAssertEqual(result.status, .failure, "\(words)")
            XCTAssertTrue(result.err.contains("no atlas at \(mistyped)"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: mistyped), "\(words) created the atlas")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.json")))
    }

    func testExportToAMissingOrReadOnlyFolderSaysWhichFolder() throws {
        let atlas = try markedAtlas()
        let missing = path("nowhere/out.json")
        let result = waymark(["export", "--atlas", atlas, "--output", missing])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.err.contains("the folder \(path("nowhere")) does not exist"), result.err)
        assertPlain(result.err)
    }

    func testANamedGazetteerThatIsMissingEmptyOrAnotherKindOfFileIsAnErrorNotASilentlySmallerAnswer() throws {
        let atlas = try markedAtlas()
        let empty = path("empty.sqlite"), json = path("other.json")
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: json))
        let cases = [(path("missing.sqlite"), "no gazetteer at \(path("missing.sqlite"))"),
                     (empty, "\(empty) is not a Waymark gazetteer (the file is empty)"),
                     (json, "\(json) is not a Waymark gazetteer (it is not an SQLite database, or it is damaged)"),
                     (folder.path, "\(folder.path) is not a Waymark gazetteer (it is a folder)")]
        for (gazetteer, expected) in cases {
            let result = waymark(["stats", "--json", "--atlas", atlas, "--gazetteer", gazetteer])
            XCTAssertEqual(result.status, .failure, gazetteer)
            XCTAssertTrue(result.err.contains(expected), result.err)
            XCTAssertEqual(result.out, "", "no statistics without their shares")
        }
    }

    func testVerifyOnAMissingGazetteerOrRecordNamesIt() throws {
        let missing = path("g.sqlite")
        let result = waymark(["verify", "--gazetteer", missing])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.err.contains("no gazetteer at \(missing)"), result.err)
        _ = FileManager.default.createFile(atPath: missing, contents: Data("x".utf8))
        let noRecord = waymark(["verify", "--gazetteer", missing])
        XCTAssertEqual(noRecord.status, .failure)
        XCTAssertTrue(noRecord.err.contains("\(missing).sha256 is missing"), noRecord.err)
    }

    func testImportAtlasChecksTheWholeFileBeforeWritingAndCountsWhatItAdded() throws {
        let (export, variant) = try exportAndVariants()
        let target = path("target.sqlite")
        let version = "\"version\" : \(AtlasSchema.currentVersion)"
        let bad: [(String, String)] = [
            (try variant("format.json", "\"waymark-atlas\"", "\"something-else\""), "format 'something-else', expected 'waymark-atlas'"),
            (try variant("newer.json", version, "\"version\" : 99"), "written by a newer waymark (atlas format 99"),
            (try variant("future.json", "2019-04-16", "2099-01-01"), "'2099-01-01' is not a plausible date: after the end of"),
            (try variant("old.json", "2019-04-16", "1850-01-01"), "'1850-01-01' is not a date (YYYY-MM-DD, from 1900 on)"),
            (try variant("globe.json", "\"lat\" : 48.85341", "\"lat\" : 148.85341"), "latitude 148.85341 is off the globe"),
            (try variant("time.json", "\"marked_at\" : \"", "\"marked_at\" : \"soon "), "is not a time"),
            (try variant("unknown.json", "\"place\" : \"city:2988507\"", "\"place\" : \"city:1\""), "city:1 is not among the file's places"),
            (try variant("types.json", version, "\"version\" : \"one\""), "nothing imported"),
        ]
        for (file, expected) in bad {
            let result = waymark(["import", "atlas", file, "--atlas", target])
            XCTAssertEqual(result.status, .failure, file)
            XCTAssertTrue(result.err.contains(expected), "\(file): \(result.err)")
            assertPlain(result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: target), "\(file): the atlas was touched")
        }
        let first = waymark(["import", "atlas", export, "--atlas", target, "--json"])
        XCTAssertEqual(first.status, .success, first.err)
        let added = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Int])
        XCTAssertEqual(added, ["places": 4, "marks": 1, "evidence": 2, "photos": 0, "imports": 0, "flights": 0, "books": 0, "stamps": 0], "Paris, Île-de-France, France, Europe; one mark; two days")
        let again = waymark(["import", "atlas", export, "--atlas", target, "--json"])
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(again.out.utf8)) as? [String: Int], ["places": 0, "marks": 0, "evidence": 0, "photos": 0, "imports": 0, "flights": 0, "books": 0, "stamps": 0])
    }

    func testMarkRefusesDatesAfterNextYear() throws {
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        let atlas = path("atlas.sqlite")
        let gazetteer = try FixtureWorld.url().path
        let far = waymark(["mark", "city:2988507", "--date", "\(nextYear + 1)-01-01", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(far.status, .usage)
        XCTAssertTrue(far.err.contains("after the end of \(nextYear)"), far.err)
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", "\(nextYear)-12-31", "--atlas", atlas, "--gazetteer", gazetteer]).status, .success,
                       "a trip already booked for next year is fine")
    }

    /// Tests run as root, who may write anything: the read-only cases run the built binary as
    /// the unprivileged user nobody.
    func asNobody(_ words: [String], home: String) throws -> (Int32, String, String) {
        guard getuid() == 0 else { throw XCTSkip("needs root to switch to the user nobody") }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("waymark")
        let binaryPath = FileManager.default.fileExists(atPath: binary.path) ? binary.path
            : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("waymark").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binaryPath), "build the waymark product first: \(binaryPath)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binaryPath] + words
        process.environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The marked atlas, 0444, alone in a 0555 folder: what the user nobody may only read.
    func lockedAtlas() throws -> (atlas: String, locked: URL) {
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let atlas = locked.appendingPathComponent("atlas.sqlite").path
        try FileManager.default.copyItem(atPath: try markedAtlas(), toPath: atlas)
        chmod(atlas, 0o444); chmod(locked.path, 0o555); chmod(folder.path, 0o755)
        return (atlas, locked)
    }

    func testAnAtlasThatCannotBeWrittenIsStillReadWithoutTouchingIt() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root to switch to the user nobody") }
        let (atlas, locked) = try lockedAtlas()
        let before = try FileManager.default.contentsOfDirectory(atPath: locked.path).sorted()
        let bytesBefore = try Data(contentsOf: URL(fileURLWithPath: atlas))
        func asNobody(_ words: [String]) throws -> (Int32, String, String) { try self.asNobody(words, home: locked.path) }

        let (status, out, err) = try asNobody(["stats", "--json", "--atlas", atlas])
        XCTAssertEqual(status, 0, err)
        let stats = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], out + err)
        XCTAssertEqual(stats["cities"] as? Int, 1)
        XCTAssertTrue(err.contains("shares of countries and regions are left out"), err)
        let export = try asNobody(["export", "--atlas", atlas])
        XCTAssertEqual(export.0, 0, export.2)
        XCTAssertTrue(export.1.contains("\"city:2988507\""), export.1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path).sorted(), before, "no journal, WAL or lock file was made")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: atlas)), bytesBefore)
        let write = try asNobody(["unmark", "city:2988507", "--atlas", atlas])
        XCTAssertEqual(write.0, 1)
        XCTAssertTrue(write.2.contains("\(atlas) cannot be written") || write.2.contains("cannot open \(atlas)"), write.2)
    }

    func testThenAndNowAndOnThisDayReadAnAtlasThatCannotBeWrittenLikeReport() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root to switch to the user nobody") }
        let (atlas, locked) = try lockedAtlas()
        let bytesBefore = try Data(contentsOf: URL(fileURLWithPath: atlas))

        let memories = try asNobody(["on-this-day", "--date", "2025-04-15", "--json", "--atlas", atlas], home: locked.path)
        XCTAssertEqual(memories.0, 0, memories.2)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(memories.1.utf8)) as? [String: Any], memories.1 + memories.2)
        XCTAssertEqual((report["memories"] as? [[String: Any]])?.first?["year"] as? Int, 2019, "Paris on 15 April 2019")
        let spots = try asNobody(["then-and-now", "--json", "--atlas", atlas], home: locked.path)
        XCTAssertEqual(spots.0, 0, spots.2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path), ["atlas.sqlite"], "no -wal or -shm left beside it")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: atlas)), bytesBefore)
    }

    /// A writer killed before folding its last commits into the file leaves them in `-wal`
    /// (copying the files while a writer holds them is that state). A reader that may not write
    /// must read them, or refuse naming the log, never show the file's older contents.
    func testAReadOnlyAtlasWithALeftoverLogShowsItsCommittedChangesOrIsRefusedByName() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root to switch to the user nobody") }
        let atlas = try markedAtlas()   // Paris
        let holder = try AtlasStore(url: URL(fileURLWithPath: atlas), access: .readWrite)   // keeps the log from being folded in at exit
        let rome = waymark(["mark", "city:3169070", "--date", "2020-05-01", "--atlas", atlas, "--gazetteer", try FixtureWorld.url().path])
        XCTAssertEqual(rome.status, .success, rome.err)
        func lockedCopy(_ name: String, _ suffixes: [String]) throws -> String {
            let locked = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            for suffix in suffixes {
                let copy = locked.appendingPathComponent("atlas.sqlite" + suffix).path
                try FileManager.default.copyItem(atPath: atlas + suffix, toPath: copy)
                chmod(copy, 0o444)
            }
            chmod(locked.path, 0o555)
            return locked.appendingPathComponent("atlas.sqlite").path
        }
        let fileOnly = try lockedCopy("file-only", [""]), withLog = try lockedCopy("with-log", ["", "-wal", "-shm"])
        let logWithoutIndex = try lockedCopy("log-without-index", ["", "-wal"])
        chmod(folder.path, 0o755)
        XCTAssertGreaterThan(try XCTUnwrap(FileManager.default.attributesOfItem(atPath: withLog + "-wal")[.size] as? Int), 0)
        withExtendedLifetime(holder) {}

        func cities(_ atlas: String) throws -> Int? {
            let (status, out, err) = try asNobody(["stats", "--json", "--atlas", atlas], home: folder.path)
            XCTAssertEqual(status, 0, err)
            return (try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["cities"] as? Int
        }
        XCTAssertEqual(try cities(fileOnly), 1, "the file alone lacks Rome: the rest of this test sees the log's commits")
        XCTAssertEqual(try cities(withLog), 2, "Paris and Rome, Rome read from the log")
        let export = try asNobody(["export", "--atlas", withLog], home: folder.path)
        XCTAssertEqual(export.0, 0, export.2)
        XCTAssertTrue(export.1.contains("\"city:3169070\""), export.1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (withLog as NSString).deletingLastPathComponent).sorted(),
                       ["atlas.sqlite", "atlas.sqlite-shm", "atlas.sqlite-wal"], "nothing was made or folded in")

        let refused = try asNobody(["stats", "--atlas", logWithoutIndex], home: folder.path)
        XCTAssertEqual(refused.0, 1, refused.1)
        XCTAssertTrue(refused.2.contains("\(logWithoutIndex)-wal holds changes to \(logWithoutIndex)"), refused.2)
        XCTAssertTrue(refused.2.contains("copy the atlas with its -wal and -shm files"), refused.2)
        XCTAssertEqual(refused.1, "", "no figures from the older file")
        assertPlain(refused.2)
    }
}
