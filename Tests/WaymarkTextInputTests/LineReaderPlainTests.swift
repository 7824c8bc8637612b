import Foundation
import XCTest
@testable import WaymarkTextInput

/// Plain lines (whole in the buffer, ASCII, no CR or NUL) are handed out where they lie; every
/// other line takes the general path. Mixed at random, across many buffer boundaries, the two
/// must read exactly what a plain split of the bytes gives.
final class LineReaderPlainTests: XCTestCase {
    var corpus: InputCorpus!
    override func setUpWithError() throws { corpus = try InputCorpus() }
    override func tearDown() { corpus = nil }

    /// SplitMix64: seeded, so a failure names a reproducible case.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// What the lines of `bytes` are by definition: split at CRLF, CR or LF (the last line needs
    /// no end); a line with a NUL or invalid UTF-8 is refused by its number.
    func expectedLines(_ bytes: [UInt8]) -> [String] {
        var lines: [[UInt8]] = [], current: [UInt8] = [], index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 10 || byte == 13 {
                if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
                lines.append(current); current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.enumerated().map { offset, line in
            if line.contains(0) { return "REJECT \(offset + 1)" }
            guard let text = String(validating: line, as: UTF8.self) else { return "REJECT \(offset + 1)" }
            return "\(offset + 1):\(text)"
        }
    }

    func read(_ path: String, capacity: Int) throws -> [String] {
        let reader = LineReader(stream: try ByteStream(path: path, capacity: capacity))
        var out: [String] = []
        while true {
            do {
                guard let line = try reader.next() else { return out }
                out.append("\(line.number):\(line.text)")
            } catch let rejected as RejectedRecord {
                out.append("REJECT \(rejected.line)")
            }
        }
    }

    func testRandomMixedLinesReadAsTheirPlainSplitWhateverTheBufferSize() throws {
        var random = Seeded(state: 20261201)
        let pieces: [[UInt8]] = [Array("48.8566".utf8), Array(",".utf8), Array(" ".utf8), Array("\t".utf8), Array("\"q\"".utf8),
                                 Array("café".utf8), [0], [0xC3, 0x28], Array("-33.86882000000001".utf8), Array("x".utf8)]
        let ends: [[UInt8]] = [[10], [10], [10], [13, 10], [13]]
        for round in 0..<20 {
            var bytes: [UInt8] = []
            for _ in 0..<400 {
                for _ in 0..<random.below(12) { bytes += pieces[random.below(pieces.count)] }
                if random.below(50) == 0 { bytes += [UInt8](repeating: UInt8(ascii: "7"), count: 100 + random.below(300)) }
                bytes += ends[random.below(ends.count)]
            }
            if random.below(2) == 0 { bytes.removeLast() }   // sometimes no end after the last line
            let path = try corpus.file("mixed-\(round).txt", bytes)
            let expected = expectedLines(bytes)
            for capacity in [16, 37, 64, 1 << 18] {
                XCTAssertEqual(try read(path, capacity: capacity), expected, "round \(round), buffer of \(capacity) bytes")
            }
        }
    }

    func testPlainASCIIIsNoNULNoCRAndNoByteAbove0x7F() {
        for length in 0...40 {
            for position in 0..<max(length, 1) {
                for special: UInt8 in [0, 13, 0x80, 0xFF, 10, 12, 14, 0x7F, UInt8(ascii: "\"")] {
                    var line = [UInt8](repeating: UInt8(ascii: "5"), count: length)
                    if length > 0 { line[position] = special }
                    let plain = !line.contains { $0 == 0 || $0 == 13 || $0 >= 0x80 }
                    XCTAssertEqual(line.withUnsafeBufferPointer { LineReader.isPlainASCII($0) }, plain, "\(line)")
                    // Inside a larger buffer, the bytes just outside the line do not count.
                    var outer = [UInt8](repeating: 13, count: length + 16)
                    outer.replaceSubrange(8..<(8 + length), with: line)
                    let inner = outer.withUnsafeBufferPointer { LineReader.isPlainASCII(UnsafeBufferPointer(rebasing: $0[8..<(8 + length)])) }
                    XCTAssertEqual(inner, plain, "\(line) inside CRs")
                }
            }
        }
    }
}
