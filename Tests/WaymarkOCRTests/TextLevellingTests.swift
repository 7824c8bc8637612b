import Foundation
import XCTest
@testable import WaymarkOCR

/// A stamp is levelled by its letters, not by its frame: a frame's long straight edge makes a
/// sharper profile than a few short lines of letters, and a frame photographed in perspective
/// (or a stamp struck turned in its frame) lies some degrees off its text.
final class TextLevellingTests: XCTestCase {
    /// A white 400 × 400 picture holding a bold frame turned `frameDegrees` and, inside it,
    /// `columns` lines of letter-sized blocks running from top to bottom: text turned a
    /// quarter round, as a stamp struck sideways reads.
    func sidewaysStamp(frameDegrees: Double, columns: Int) -> GrayImage {
        let size = 400
        var pixels = [UInt8](repeating: 255, count: size * size)
        func ink(_ x: Int, _ y: Int) { if x >= 0, x < size, y >= 0, y < size { pixels[y * size + x] = 0 } }
        // The frame: a 300 × 240 rectangle, 4 px thick, turned about the centre.
        let t = frameDegrees * .pi / 180, c = cos(t), s = sin(t)
        for u in -150...150 {
            for v in -120...120 where abs(u) > 146 || abs(v) > 116 {
                ink(200 + Int((Double(u) * c - Double(v) * s).rounded()), 200 + Int((Double(u) * s + Double(v) * c).rounded()))
            }
        }
        // The letters: 10 × 14 blocks, 6 px apart down each line, lines 40 px apart.
        for column in 0..<columns {
            let left = 170 + column * 40
            for top in stride(from: 110, through: 270, by: 20) {
                for y in top..<(top + 14) { for x in left..<(left + 10) { ink(x, y) } }
            }
        }
        return GrayImage(width: size, height: size, pixels: pixels)
    }

    /// Whether two levelling angles agree, a half turn apart counting as the same.
    func assertLevel(_ angle: Double, _ expected: Double, file: StaticString = #filePath, line: UInt = #line) {
        let off = abs((angle - expected + 270).truncatingRemainder(dividingBy: 180) - 90)
        XCTAssertLessThanOrEqual(off, 1.5, "levelled at \(angle)°, the letters need \(expected)°", file: file, line: line)
    }

    func testASidewaysStampIsLevelledByItsLettersNotItsFrame() {
        let stamp = sidewaysStamp(frameDegrees: 5, columns: 2)
        // The premise: levelled by all its ink, the frame wins.
        let byAllInk = RotationEstimator.levellingAngle(stamp)
        XCTAssertLessThanOrEqual(abs(byAllInk + 5), 1.5, "all ink levels the frame: \(byAllInk)°")
        assertLevel(RotationEstimator.textLevellingAngle(stamp), 90)
    }

    /// Letters run together into one piece (a smudged line) are too much of the ink to leave
    /// out: the whole ink is levelled, as before.
    func testLettersRunTogetherAreLevelledWithTheirFrame() {
        var stamp = sidewaysStamp(frameDegrees: 0, columns: 0)
        for y in 190..<210 { for x in 80..<320 { stamp.pixels[y * 400 + x] = 0 } }
        assertLevel(RotationEstimator.textLevellingAngle(stamp), 0)
    }
}
