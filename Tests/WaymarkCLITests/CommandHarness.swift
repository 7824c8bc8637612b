import Foundation
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// Runs a command in-process as a person would type it (the words after the program's name)
/// and returns how it ended and what it printed.
func waymark(_ words: [String], tool: CommandLineTool = WaymarkCommandLine.tool) -> (status: ExitStatus, out: String, err: String) {
    var out = "", err = ""
    let status = tool.run(words, console: Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" }))
    return (status, out, err)
}

extension XCTestCase {
    /// A fresh folder for one test, removed (made writable first) when the test ends. chmod
    /// follows links, so links are skipped: one to /dev/null must not change /dev/null.
    func scratchFolder(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock {
            if let inside = FileManager.default.enumerator(atPath: folder.path) {
                for case let path as String in inside {
                    let item = folder.appendingPathComponent(path).path
                    var info = stat()
                    if lstat(item, &info) == 0, info.st_mode & S_IFMT != S_IFLNK { chmod(item, 0o755) }
                }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        return folder
    }
}
