import Foundation
import XCTest

/// Runs the built `waymark` in a child process and kills it with SIGKILL, without warning, as
/// soon as `committed` reports that some work has landed (or after a minute): what interruption
/// tests need to prove that a kill loses nothing committed.
public enum KilledChild {
    /// The debug binary of this checkout.
    public static var binary: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/waymark")
    }

    /// Returns the last value `committed` gave before the kill (0 when nothing landed in time).
    public static func run(_ arguments: [String], committed: () -> Int, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first: \(binary.path)", file: file, line: line)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 60)
        var landed = 0
        while Date() < deadline, process.isRunning {
            landed = committed()
            if landed > 0 { break }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return landed
    }
}
