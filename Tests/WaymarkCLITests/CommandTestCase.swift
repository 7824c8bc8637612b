import Foundation
import XCTest
@testable import WaymarkCLI

/// A scratch folder per test, and `waymark` run in-process with its output captured.
class CommandTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// The exit status, standard output and standard error of one command line.
    func run(_ words: [String]) -> (Int32, String, String) {
        var out = "", err = ""
        let status = WaymarkCommandLine.run(words, console: Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" }))
        return (status, out, err)
    }
}
