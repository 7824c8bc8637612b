import XCTest
@testable import WaymarkCLI
import WaymarkGeo

/// `ShortDecimalText` writes exactly what Swift's `description` writes, or declines; never
/// other text. `description` is the independent answer: Swift's shortest round-trip rendering.
final class ShortDecimalTextTests: XCTestCase {
    /// Checks one value; true when the shortcut wrote it.
    @discardableResult
    func check(_ value: Double, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var bytes: [UInt8] = [UInt8(ascii: ">")]
        guard ShortDecimalText.append(value, to: &bytes) else {
            XCTAssertEqual(bytes, [UInt8(ascii: ">")], "declined \(value.description) but wrote", file: file, line: line)
            return false
        }
        XCTAssertEqual(String(decoding: bytes.dropFirst(), as: UTF8.self), value.description, "bits \(value.bitPattern)", file: file, line: line)
        return true
    }

    func testCoordinatesAndDistancesWithUpToSevenDecimalsAreWrittenAsDescriptionWritesThem() {
        var random = SeededGenerator(seed: 5)
        var written = 0
        for _ in 0..<600_000 {
            // A decimal typed with 0 to 7 places, in the range of coordinates and of distances.
            let places = Int(random.next() % 8)
            let whole = Double(random.next() % 200_000_000) / 1_000_000   // up to 200
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let typed = "\(random.next() % 2 == 0 ? "-" : "")\(Int(whole))\(places > 0 ? "." : "")\(String(String(random.next() % 10_000_000).suffix(places)))"
            if let value = Double(typed), check(value) { written += 1 }
            if check(Double(random.next() % 200_000_000) / 10) { written += 1 }   // metres to 20,000 km, one decimal
        }
        // Nearly all are short decimals: the shortcut must take them, not just decline.
        XCTAssertGreaterThan(written, 1_150_000)
        for value in [0.0001, 0.0002, 0.001, 0.1, 0.5, 1, 10, 48.8566, -48.8566, 90, -90, 180, -180, 179.9999999, 99_999_999.9, 12_345_678.1234567] {
            XCTAssertTrue(check(value), "\(value)")
        }
    }

    func testOtherValuesAreDeclinedOrWrittenAsDescriptionWritesThem() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<600_000 {
            check(Double.random(in: -180...180, using: &random))                        // full precision: declined
            check(Double(bitPattern: random.next()))                                    // any bit pattern, NaN and infinities among them
            let near = 0.0001 + Double(Int(random.next() % 201) - 100) * 0.0001.ulp     // both sides of the exponent form
            check(near)
            check(100_000_000 + Double(Int(random.next() % 201) - 100) * 1e-7)           // both sides of the upper bound
        }
        for value in [0.0, -0.0, 9.999e-5, 0.0001.nextDown, 1e-5, 100_000_000, 1e15, 1e16, Double(1 << 53), .infinity, -.infinity, .nan, .leastNonzeroMagnitude] {
            check(value)
        }
        XCTAssertFalse(check(0.1 + 0.2), "0.30000000000000004 has seventeen digits")
    }
}
