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
}
