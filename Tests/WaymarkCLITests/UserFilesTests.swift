import Foundation
import WaymarkAtlas
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// The user's own files: an output path that is a link, a FIFO or a device is not replaced by a
/// regular file, an existing file keeps its permissions, private data is created for its owner
/// only, another program's database is never taken for an atlas, and output that cannot be
/// written ends the process with exit 1 and one line.
final class UserFilesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try scratchFolder() }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func markedAtlas() throws -> String {
        let atlas = path("atlas.sqlite")
        let result = waymark(["mark", "city:2988507", "--date", "2019-04-15", "--atlas", atlas, "--gazetteer", try InstalledGazetteer.open().url.path])
        XCTAssertEqual(result.status, .success, result.err)
        return atlas
    }

    func mode(_ path: String) throws -> Int { try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func testTheAtlasAndAnExportWithIdentityAreCreatedForTheirOwnerOnly() throws {
        let atlas = try markedAtlas()
        XCTAssertEqual(try mode(atlas), 0o600)
        let identity = path("identity.json")
        XCTAssertEqual(waymark(["export", "--include-identity", "--atlas", atlas, "--output", identity]).status, .success)
        XCTAssertEqual(try mode(identity), 0o600)
        let plain = path("plain.json")
        XCTAssertEqual(waymark(["export", "--atlas", atlas, "--output", plain]).status, .success)
        let mask = umask(0); umask(mask)
        XCTAssertEqual(try mode(plain), 0o666 & ~Int(mask), "an export without identity is an ordinary file")
    }

    func testAnExportThroughALinkReplacesTheFileItNamesKeepingItsPermissions() throws {
        let atlas = try markedAtlas()
        let real = path("real.json"), link = path("link.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        XCTAssertEqual(chmod(real, 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let result = waymark(["export", "--atlas", atlas, "--output", link])
        XCTAssertEqual(result.status, .success, result.err)
        XCTAssertEqual(kind(link), S_IFLNK, "the link is still a link")
        XCTAssertTrue(try String(contentsOfFile: real, encoding: .utf8).contains("\"city:2988507\""))
        XCTAssertEqual(try mode(real), 0o640)
    }

    func testReportRefusesAFIFOOrADeviceAndLeavesThemAsTheyWere() throws {
        let atlas = try markedAtlas()
        let gazetteer = try InstalledGazetteer.open().url.path
        let fifo = path("pipe"), toNull = path("null.html")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: toNull, withDestinationPath: "/dev/null")
        for (out, named) in [(fifo, "\(fifo): it is a FIFO"), (toNull, "\(toNull) (a link to /dev/null): it is a character device")] {
            let result = waymark(["report", "--atlas", atlas, "--gazetteer", gazetteer, "--out", out])
            XCTAssertEqual(result.status, .failure, out)
            XCTAssertTrue(result.err.contains("cannot write \(named), not a regular file; choose another --out"), result.err)
        }
        XCTAssertEqual(kind(fifo), S_IFIFO)
        XCTAssertEqual(kind(toNull), S_IFLNK)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    }

    func testAnExportStreamsIntoAFIFO() throws {
        let atlas = try markedAtlas()
        let fifo = path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Open for reading and writing: the FIFO has a reader, and holds the export (under 64 KB).
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let result = waymark(["export", "--atlas", atlas, "--output", fifo])
        XCTAssertEqual(result.status, .success, result.err)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertTrue(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).contains("\"city:2988507\""))
        XCTAssertEqual(kind(fifo), S_IFIFO)
    }

    func testStatsAndExportRefuseAnotherProgramsDatabaseOrTheGazetteerAndNeverWriteThem() throws {
        let installed = try InstalledGazetteer.open().url
        let copyFolder = folder.appendingPathComponent("gazetteer")
        try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
        let gazetteer = copyFolder.appendingPathComponent(installed.lastPathComponent).path
        for suffix in ["", ".sha256"] { try FileManager.default.copyItem(atPath: installed.path + suffix, toPath: gazetteer + suffix) }
        let bookmarks = path("places.sqlite")
        try Database(path: bookmarks, mode: .readWrite).execute("""
            PRAGMA journal_mode = WAL; CREATE TABLE moz_bookmarks(id INTEGER PRIMARY KEY, title TEXT); PRAGMA user_version = 77
            """)
        for file in [bookmarks, gazetteer] {
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            let neighbours = try FileManager.default.contentsOfDirectory(atPath: (file as NSString).deletingLastPathComponent).sorted()
            for words in [["stats", "--gazetteer", installed.path], ["export"]] {
                let result = waymark(words + ["--atlas", file])
                XCTAssertEqual(result.status, .failure, "\(words) \(file)")
                XCTAssertTrue(result.err.contains("\(file) is not a Waymark atlas"), result.err)
                XCTAssertEqual(result.out, "")
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, "\(file) was written")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (file as NSString).deletingLastPathComponent).sorted(), neighbours)
        }
        // Its recorded digest still matches: hashing 79 MB in a debug build is for the full tier.
        guard TestTier.isFull else { return }
        let verify = waymark(["verify", "--gazetteer", gazetteer])
        XCTAssertEqual(verify.status, .success, verify.out + verify.err)
    }

    // MARK: output that cannot be written, in a real process

    func run(_ words: [String], output: FileHandle) throws -> (status: Int32, reason: Process.TerminationReason, err: String) {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: KilledChild.binary.path), "build the package first")
        let process = Process()
        process.executableURL = KilledChild.binary
        process.arguments = words
        process.standardOutput = output
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: errData, as: UTF8.self))
    }

    func testAFullDiskEndsTheCommandWithExit1AndOneLine() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run(["search", "paris", "--gazetteer", try InstalledGazetteer.open().url.path], output: full)
        XCTAssertEqual(result.reason, .exit, "not killed by a signal")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "waymark: cannot write standard output: No space left on device\n")
    }

    func testAReaderThatHasGoneEndsTheCommandWithExit1Quietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()   // `| head -0`: nobody will read
        let result = try run(["search", "paris", "--gazetteer", try InstalledGazetteer.open().url.path], output: pipe.fileHandleForWriting)
        XCTAssertEqual(result.reason, .exit, "not killed by SIGPIPE")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "")
    }
}
