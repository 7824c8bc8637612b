import WaymarkTestSupport
import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkGeo
import WaymarkSamples

/// `ShortestDecimalText` writes exactly what Swift's `description` writes for zero and every
/// magnitude from 1e-4 up to 1e15, and declines everything else; never other text.
/// `description` is the independent answer: Swift's shortest, closest round-trip rendering.
/// The fast tier checks a twentieth of each random sample and a tenth of the neighbours of
/// each power (`TestTier`).
final class ShortestDecimalTextTests: XCTestCase {
    /// Checks one value: written as `description` writes it when in the handled range, declined
    /// with nothing written when not.
    func check(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        var bytes: [UInt8] = [UInt8(ascii: ">")]
        let handled = value == 0 || (value.magnitude >= 0.0001 && value.magnitude < 1e15)
        let written = ShortestDecimalText.append(value, to: &bytes)
        XCTAssertEqual(written, handled, "bits \(value.bitPattern) \(value.description)", file: file, line: line)
        guard written else {
            XCTAssertEqual(bytes, [UInt8(ascii: ">")], "declined \(value.description) but wrote", file: file, line: line)
            return
        }
        XCTAssertEqual(String(decoding: bytes.dropFirst(), as: UTF8.self), value.description, "bits \(value.bitPattern)", file: file, line: line)
    }

    func testEveryBitPatternOfTheRangeIsWrittenAsDescriptionWritesIt() {
        var random = SeededGenerator(seed: 23)
        let lowest = 0.0001.bitPattern, limit = 1e15.bitPattern
        for _ in 0..<TestTier.sample(full: 2_000_000, fast: 100_000) {
            let value = Double(bitPattern: lowest + random.next() % (limit - lowest))    // uniform in bits: every binary exponent alike
            check(random.next() % 2 == 0 ? value : -value)
        }
        for value in [0.0, -0.0, 0.0001, -0.0001, 1e15.nextDown, 45, -45, 0.1, 0.30000000000000004, 1e14, 123_456_789, 99_999_999.999_999_99] {
            check(value)
        }
    }

    func testCoordinatesWithOneToSeventeenDigitsAreWrittenAsDescriptionWritesThem() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<TestTier.sample(full: 1_000_000, fast: 50_000) {
            // A decimal typed with 1 to 17 significant digits, in the range of coordinates.
            let digits = 1 + Int(random.next() % 17)
            var significand = ""
            for index in 0..<digits { significand.append(Character(String(index == 0 ? 1 + random.next() % 9 : random.next() % 10))) }
            let whole = 1 + Int(random.next() % 3)                            // 1 to 3 digits before the point
            let typed = digits <= whole ? significand : "\(significand.prefix(whole)).\(significand.dropFirst(whole))"
            check(Double("\(random.next() % 2 == 0 ? "-" : "")\(typed)")!)
            check(Double("0.\(String(repeating: "0", count: Int(random.next() % 4)))\(significand)")!)   // down to 1e-4
            check(Double(random.next() % 200_000_000) / 10)                   // metres to 20,000 km, one decimal
        }
    }

    func testValuesNearPowersOfTenAndOfTwoAreWrittenAsDescriptionWritesThem() {
        // Around powers of ten the digit count changes; at a power of two the lower neighbour is
        // half as far as the upper one, so the rounding interval is lopsided.
        var powers: [Double] = (-4...14).map { Double("1e\($0)")! }
        powers += (-13...49).map { Double(sign: .plus, exponent: $0, significand: 1) }
        for power in powers {
            var below = power, above = power
            check(power)
            for _ in 0..<TestTier.sample(full: 2_000, fast: 200) {
                below = below.nextDown; above = above.nextUp
                check(below); check(above); check(-below); check(-above)
            }
        }
        check(0.0001.nextDown)      // declined: written in exponent form
        check(1e15)                 // declined
    }

    func testExactTiesBetweenTwoShortestCandidatesTakeTheEvenDigit() {
        // A value n + k / 2^j (k odd) ends in the digit 5 at its last place; where its rounding
        // interval is wider than that place, the two decimals one digit shorter are equally close
        // (524288.00048828125: 524288.0004882812 and …813). `description` takes the even one.
        var random = SeededGenerator(seed: 31)
        for _ in 0..<TestTier.sample(full: 1_000_000, fast: 50_000) {
            let j = 1 + Int(random.next() % 40)
            let fraction = Double((random.next() % (1 << UInt64(j))) | 1) / Double(1 << UInt64(j))
            check(Double(random.next() % (1 << UInt64(max(1, 50 - j)))) + fraction)
            check(Double(random.next() % 100_000_000) + fraction)
        }
        check(524_288.000_488_281_25)
        check(1_048_576.000_488_281_25)
    }

    func testOtherValuesAreDeclined() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<TestTier.sample(full: 1_000_000, fast: 50_000) {
            check(Double(bitPattern: random.next()))                                    // any bit pattern, NaN and infinities among them
        }
        for value in [9.999e-5, 1e-5, 1e16, Double(1 << 53), .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            check(value)
        }
    }
}

extension ShortestDecimalTextTests {
    /// The digit count that the writer and the row writer's whole numbers use is the length of
    /// the number's `description`, at every power of ten and its neighbours and at random.
    func testDigitCountIsTheLengthOfTheWrittenNumber() {
        var numbers: [UInt64] = [0, 1, 9, UInt64.max]
        var power: UInt64 = 1
        for _ in 0...19 {
            numbers += [power - 1, power, power + 1]
            if power <= UInt64.max / 10 { power *= 10 }
        }
        var random = SeededGenerator(seed: 5)
        for _ in 0..<100_000 { numbers.append(random.next() >> (random.next() % 64)) }
        for number in numbers {
            XCTAssertEqual(ShortestDecimalText.digitCount(number), String(number).count, "\(number)")
        }
    }
}
