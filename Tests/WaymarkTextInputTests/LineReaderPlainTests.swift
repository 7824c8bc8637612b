import Foundation
import XCTest
import WaymarkGeo
@testable import WaymarkTextInput

/// Plain lines (whole in the buffer, ASCII, no CR or NUL) are handed out where they lie; every
/// other line takes the general path. Mixed at random, across many buffer boundaries, the two
/// must read exactly what a plain split of the bytes gives.
final class LineReaderPlainTests: XCTestCase {
    var corpus: InputCorpus!
    override func setUpWithError() throws { corpus = try InputCorpus() }
    override func tearDown() { corpus = nil }

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
        try linesRead(by: LineReader(stream: try ByteStream(path: path, capacity: capacity)), reasons: false)
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
