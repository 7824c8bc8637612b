import Foundation
import XCTest
import WaymarkGeo
@testable import WaymarkTextInput
import WaymarkSamples

// The shortcut needs the x87 80-bit format; elsewhere it always declines (the slow path decides).
#if arch(x86_64) && !os(Windows)
/// `DecimalToDouble` must give exactly what `Double(String)` (the C library's correctly rounded
/// `strtod`) gives, or nil; never a different Double.
final class DecimalToDoubleTests: XCTestCase {
    /// Checks one number against `Double(String)`; true when the shortcut answered.
    @discardableResult
    func check(_ negative: Bool, _ significand: UInt64, _ exponent: Int, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let text = "\(negative ? "-" : "")\(significand)e\(exponent)"
        guard let fast = DecimalToDouble.value(negative: negative, significand: significand, exponent: exponent) else { return false }
        let reference = Double(text)!
        XCTAssertEqual(fast.bitPattern, reference.bitPattern, "\(text): \(fast) against strtod's \(reference)", file: file, line: line)
        return true
    }

    func testRandomDecimalsAreThoseOfStrtod() {
        var random = SeededGenerator(seed: 20261201)
        var answered = 0, total = 0
        for _ in 0..<400_000 {
            let digits = 1 + Int(random.below(19))
            var significand: UInt64 = 0
            for _ in 0..<digits { significand = significand * 10 + random.below(10) }
            let exponent = Int(random.below(55)) - 27
            total += 1
            if check(random.below(2) == 0, significand, exponent) { answered += 1 }
        }
        // The shortcut must actually answer, or this test would pass without testing it.
        XCTAssertGreaterThan(answered, total * 99 / 100)
    }

    /// Coordinates as Swift prints them (what the benchmark sets and most files hold): the
    /// shortest digits that read back, 15 to 17 of them.
    func testPrintedCoordinatesReadBack() {
        var random = SeededGenerator(seed: 7)
        var answered = 0
        for _ in 0..<200_000 {
            let value = (Double(random.next() >> 11) / Double(1 << 53)) * 360 - 180
            let text = "\(value)"
            var significand: UInt64 = 0, exponent = 0, fraction = false, significant = 0
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "."): fraction = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if significand != 0 || byte != UInt8(ascii: "0") { significant += 1; significand = significand * 10 + UInt64(byte - 48) }
                    if fraction { exponent -= 1 }
                default: break
                }
            }
            guard !text.contains("e"), significant <= DecimalToDouble.maximumDigits else { continue }
            if let fast = DecimalToDouble.value(negative: value < 0, significand: significand, exponent: exponent) {
                XCTAssertEqual(fast.bitPattern, value.bitPattern, text)
                answered += 1
            }
        }
        XCTAssertGreaterThan(answered, 199_000)
    }

    /// Decimals within 10^-19 of the point halfway between two neighbouring Doubles, where
    /// rounding twice could go wrong: the shortcut must match strtod or step aside.
    func testDecimalsNearHalfwayPointsAreThoseOfStrtodOrDeclined() {
        var random = SeededGenerator(seed: 99)
        var answered = 0
        for _ in 0..<100_000 {
            let low = Double(bitPattern: 0x3F00_0000_0000_0000 + random.below(0x0900_0000_0000_0000))   // about 2^-15 to 2^130
            let halfway = (Float80(low) + Float80(low.nextUp)) / 2   // exact: 54 bits
            // The halfway point's first 19 significant digits, truncated and rounded up.
            let exponent10 = Int(log10(low).rounded(.down)) - 18
            guard exponent10 >= -27, exponent10 <= 27 else { continue }
            let scale = (0..<abs(exponent10)).reduce(Float80(1)) { power, _ in power * 10 }
            let scaled = exponent10 < 0 ? halfway * scale : halfway / scale
            let truncated = UInt64(scaled.rounded(.down))
            for significand in [truncated, truncated + 1] where significand < 10_000_000_000_000_000_000 {
                if check(false, significand, exponent10) { answered += 1 }
            }
        }
        XCTAssertGreaterThan(answered, 100_000)
    }

    func testEdgeCases() {
        // 2^53 + 1 lies exactly halfway between two Doubles: declined, not guessed.
        XCTAssertNil(DecimalToDouble.value(negative: false, significand: 9_007_199_254_740_993, exponent: 0))
        XCTAssertEqual(DecimalToDouble.value(negative: true, significand: 0, exponent: 5)?.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(DecimalToDouble.value(negative: false, significand: 48_898_532_014_069_005, exponent: -15), 48.898532014069005)
        XCTAssertNil(DecimalToDouble.value(negative: false, significand: 1, exponent: -400), "beyond the exact powers: the slow path")
        XCTAssertNil(DecimalToDouble.value(negative: false, significand: 1, exponent: 28))
        for (significand, exponent) in [(1, 27), (1, -27), (9_999_999_999_999_999_999, -27), (123, 0), (5, -1)] as [(UInt64, Int)] {
            XCTAssertTrue(check(false, significand, exponent), "\(significand)e\(exponent)")
        }
    }
}
#endif
