import Foundation
import WaymarkFiles
import XCTest

final class AtomicFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        chmod(folder.path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    func testAWriteReplacesTheOldFileWholeAndLeavesNoTemporaryFileBehind() throws {
        let target = folder.appendingPathComponent("out.json")
        try Data("old contents, longer than the new".utf8).write(to: target)
        try AtomicFile.write(Data("new".utf8), to: target)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.json"])
    }

    func testAMissingFolderIsNamedWithTheOptionToChange() throws {
        let target = folder.appendingPathComponent("nowhere/out.json")
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: target, option: "--output")) { error in
            XCTAssertEqual("\(error)", "cannot write \(target.path): the folder \(folder.path)/nowhere does not exist; create it or choose another --output")
        }
    }

    func testAFailedRenameRemovesTheTemporaryFileAndKeepsTheTarget() throws {
        // A folder where the target should be: rename(2) cannot put a file over it.
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let temporary = AtomicFile.temporaryURL(for: target)
        try Data("finished".utf8).write(to: temporary)
        XCTAssertThrowsError(try AtomicFile.replace(target, with: temporary)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot move the finished \(target.path) into place: "), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: target.appendingPathComponent("inside").path))
    }

    func mode(_ url: URL) throws -> Int { try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func testASymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let real = folder.appendingPathComponent("kept/real.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "kept/real.json")
        try AtomicFile.write(Data("new".utf8), to: link)
        XCTAssertEqual(kind(link.path), S_IFLNK, "the link is still a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "kept/real.json")
        XCTAssertEqual(try String(contentsOf: real, encoding: .utf8), "new", "the file it names was replaced")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path), ["real.json"], "no temporary file left")
    }

    func testALinkToAFileThatDoesNotExistYetCreatesItWhereTheLinkPoints() throws {
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("made.json").path)
        try AtomicFile.write(Data("new".utf8), to: link)
        XCTAssertEqual(kind(link.path), S_IFLNK)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("made.json"), encoding: .utf8), "new")
    }

    func testAnExistingFileKeepsItsPermissionsAndItsOwner() throws {
        let target = folder.appendingPathComponent("mine.json")
        try Data("old".utf8).write(to: target)
        // 0640 is what no umask gives a new file, so only a kept mode can produce it.
        XCTAssertEqual(chmod(target.path, 0o640), 0)
        let runsAsRoot = getuid() == 0
        if runsAsRoot { XCTAssertEqual(chown(target.path, 65534, 65534), 0) }
        try AtomicFile.write(Data("new".utf8), to: target)
        XCTAssertEqual(try mode(target), 0o640)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "new")
        if runsAsRoot {
            let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
            XCTAssertEqual(attributes[.ownerAccountID] as? Int, 65534)
            XCTAssertEqual(attributes[.groupOwnerAccountID] as? Int, 65534)
        }
    }

    func testANewFileForItsOwnerOnlyIsCreated0600() throws {
        let target = folder.appendingPathComponent("identity.json")
        try AtomicFile.write(Data("passport".utf8), to: target, newFileMode: AtomicFile.ownerOnlyMode)
        XCTAssertEqual(try mode(target), 0o600)
    }

    func testAFIFOAFolderOrALinkToADeviceIsRefusedAndLeftAsItWas() throws {
        let fifo = folder.appendingPathComponent("pipe")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let toNull = folder.appendingPathComponent("null-link")
        try FileManager.default.createSymbolicLink(atPath: toNull.path, withDestinationPath: "/dev/null")
        let subfolder = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        let cases = [(fifo, "cannot write \(fifo.path): it is a FIFO, not a regular file; choose another --out"),
                     (toNull, "cannot write \(toNull.path) (a link to /dev/null): it is a character device, not a regular file; choose another --out"),
                     (subfolder, "cannot write \(subfolder.path): it is a folder; choose another --out")]
        for (target, message) in cases {
            XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: target, option: "--out")) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        XCTAssertEqual(kind(fifo.path), S_IFIFO)
        XCTAssertEqual(kind(toNull.path), S_IFLNK)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
        XCTAssertEqual(kind(subfolder.path), S_IFDIR)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["null-link", "pipe", "sub"], "no temporary file left")
    }

    func testAStreamIsWrittenIntoAFIFOOrDeviceDirectly() throws {
        let fifo = folder.appendingPathComponent("pipe")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        // Opened for reading and writing, the FIFO has a reader, so the write does not wait for one.
        let reader = open(fifo.path, O_RDWR | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try AtomicFile.write(Data("streamed".utf8), to: fifo, special: .writeInto)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self), "streamed")
        XCTAssertEqual(kind(fifo.path), S_IFIFO)

        let toNull = folder.appendingPathComponent("null-link")
        try FileManager.default.createSymbolicLink(atPath: toNull.path, withDestinationPath: "/dev/null")
        try AtomicFile.write(Data("gone".utf8), to: toNull, special: .writeInto)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
        XCTAssertEqual(kind(toNull.path), S_IFLNK)
    }
}
