import Foundation
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer
import WaymarkSamples

final class SHA256Tests: XCTestCase {
    // FIPS 180-4 / NIST CSRC example values.
    func testEmpty() {
        XCTAssertEqual(SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(SHA256.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlockMessage() {
        XCTAssertEqual(SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testOneMillionA() {
        XCTAssertEqual(SHA256.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testDigestIsThirtyTwoBytes() {
        XCTAssertEqual(SHA256().finalize().count, 32)
    }

    /// Feeding the same bytes in awkward pieces (across and within block boundaries, around
    /// the 55/56-byte padding edge) must give the one-shot digest.
    func testIncrementalUpdatesMatchOneShot() {
        var generator = SplitMix64(seed: 7)
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4099] {
            let bytes = (0 ..< length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let whole = SHA256.hex(of: Data(bytes))
            var hasher = SHA256()
            var offset = 0
            while offset < bytes.count {
                let take = min(bytes.count - offset, Int(generator.next() % 70))
                hasher.update(Data(bytes[offset ..< offset + take]))
                offset += take
            }
            XCTAssertEqual(hasher.hexDigest(), whole, "length \(length)")
        }
    }

    func testFinalizeDoesNotDisturbRunningHash() {
        var hasher = SHA256()
        hasher.update(Data("ab".utf8))
        _ = hasher.finalize()
        hasher.update(Data("c".utf8))
        XCTAssertEqual(hasher.hexDigest(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testFileHashMatchesSha256sum() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("chunks.bin")

        // A little over three 1 MiB read chunks, so the streaming path crosses chunk boundaries.
        var generator = SplitMix64(seed: 2024)
        var data = Data(count: 3 * (1 << 20) + 12_345)
        data.withUnsafeMutableBytes { raw in
            for index in 0 ..< raw.count { raw[index] = UInt8(truncatingIfNeeded: generator.next() >> 29) }
        }
        try data.write(to: url)

        let ours = try SHA256.hex(ofFileAt: url)
        XCTAssertEqual(ours, SHA256.hex(of: data))

        try TestTool.require(.sha256sum)   // the independent digest to compare against
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let expected = String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init)
        XCTAssertEqual(ours, expected)
    }

    func testMissingFileThrows() {
        XCTAssertThrowsError(try SHA256.hex(ofFileAt: URL(fileURLWithPath: "/nonexistent/waymark/artifact.sqlite")))
    }
}

/// Deterministic test data without depending on the system random generator.
private typealias SplitMix64 = SeededGenerator
