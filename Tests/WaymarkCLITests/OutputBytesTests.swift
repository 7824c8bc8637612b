import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkGeo
import WaymarkSamples

/// `OutputBytes` holds exactly the bytes appended, in order, across every growth of its memory;
/// an `[UInt8]` given the same appends is the independent answer.
final class OutputBytesTests: XCTestCase {
    func testAppendsOfEveryKindMatchAnArrayAcrossGrowth() {
        var bytes = OutputBytes(capacity: 1)      // the smallest: grows many times below
        var expected: [UInt8] = []
        var random = SeededGenerator(seed: 11)
        for step in 0..<5_000 {
            switch random.next() % 4 {
            case 0:
                let byte = UInt8(truncatingIfNeeded: step)
                bytes.append(byte); expected.append(byte)
            case 1:
                let run = (0..<Int(random.next() % 300)).map { UInt8(truncatingIfNeeded: $0 &+ step) }
                bytes.append(run); expected += run
            case 2:
                bytes.append("\"id\":"); expected += Array("\"id\":".utf8)
            default:
                // Written straight into reserved room, fewer bytes counted than reserved.
                let room = 1 + Int(random.next() % 40), written = Int(random.next() % UInt64(room))
                let at = bytes.reserve(room)
                for k in 0..<written { at[k] = UInt8(truncatingIfNeeded: 7 &* k) }
                bytes.advance(by: written)
                expected += (0..<written).map { UInt8(truncatingIfNeeded: 7 &* $0) }
            }
            XCTAssertEqual(bytes.count, expected.count)
        }
        XCTAssertEqual(Array(bytes.bytes), expected)
    }

    /// Copying bytes already held when the copy is what makes the memory grow: the source must be
    /// read from where the bytes are after the move, not from the freed block.
    func testACopyOfItsOwnBytesSurvivesTheGrowthItCauses() {
        for capacity in [16, 17, 64, 100] {
            var bytes = OutputBytes(capacity: capacity)
            let text = Array("45.123456789,-120.5".utf8)
            bytes.append(text)
            var expected = text
            while bytes.count + text.count <= capacity { bytes.append(text); expected += text }
            bytes.appendCopy(of: 0..<text.count)         // more than the room left
            expected += text
            bytes.appendCopy(of: 3..<9)
            expected += expected[3..<9]
            XCTAssertEqual(Array(bytes.bytes), expected, "capacity \(capacity)")
            XCTAssertEqual(Array(bytes[3..<9]), Array(expected[3..<9]))
        }
    }

    func testRemovingAllLeavesItEmptyForNewBytes() {
        var bytes = OutputBytes(capacity: 8)
        let all = (0..<200).map { UInt8($0) }
        bytes.append(all)
        bytes.removeAll()
        XCTAssertTrue(bytes.isEmpty)
        bytes.append([1, 2, 3])
        bytes.append(9)
        XCTAssertEqual(Array(bytes.bytes), [1, 2, 3, 9])
    }
}
