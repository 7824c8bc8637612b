import WaymarkTestSupport
import XCTest
@testable import WaymarkPassport
import WaymarkSamples

/// OCR confusions are undone only where a check digit agrees afterwards (or, in a letter-only
/// field no digit covers, by its type alone, flagged as unverified); anything else is reported.
final class MRZRepairTests: XCTestCase {
    let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))

    /// Replaces the character at (line, column), both 0-based.
    func altered(_ mrz: String, _ line: Int, _ column: Int, _ to: Character) -> String {
        var lines = mrz.split(separator: "\n").map { Array($0) }
        lines[line][column] = to
        return lines.map { String($0) }.joined(separator: "\n")
    }

    func testALetterInADateIsRepairedBecauseItsCheckDigitThenAgrees() throws {
        let read = altered(ICAOSpecimens.td3, 1, 15, "O")   // 740812 read as 74O812
        let r = try parser.parse(read)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.birthDate.date, "1974-08-12")
        XCTAssertEqual(r.repairs, [.init(field: .birthDate, line: 2, column: 16, read: "O", replacedBy: "0", verifiedBy: [.birthDate])])
        XCTAssertEqual(r.linesRead[1], read.split(separator: "\n")[1].description, "what was read stays visible")
        XCTAssertEqual(r.lines, ICAOSpecimens.td3.split(separator: "\n").map(String.init))
    }

    func testADigitReadAsALetterInTheDocumentNumberIsRepairedByItsCheckDigit() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td3, 1, 5, "O"))   // L8989O2C3
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.documentNumber, "L898902C3")
        XCTAssertEqual(r.repairs.map(\.verifiedBy), [[.documentNumber]])
    }

    /// LB98902C3: swapping the B back, or another confusable character (an 8, the 0, the 2),
    /// makes the number's digit agree just as well; the composite weighs the number in the same
    /// phase, so it agrees with each of them too. The number is left as read, with the doubt.
    func testARepairTheDigitsCannotSingleOutIsLeftAsReadWithTheDoubt() throws {
        for column in [1, 3] {
            let r = try parser.parse(altered(ICAOSpecimens.td3, 1, column, "B"))
            XCTAssertFalse(r.isValid)
            XCTAssertEqual(r.documentNumber, column == 1 ? "LB98902C3" : "L89B902C3")
            XCTAssertEqual(r.repairs, [])
            XCTAssertTrue(r.problems.contains { $0.field == .documentNumber && $0.message.contains("different repairs would make it agree") })
        }
    }

    func testAConfusedCheckDigitIsReadAsTheDigitItMustBe() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td3, 1, 19, "Z"))   // birth check 2 read as Z
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.repairs.first?.replacedBy, "2")
    }

    func testADigitInANameIsChangedByTheFieldTypeAndMarkedUnverified() throws {
        let r = try parser.parse(altered(altered(ICAOSpecimens.td3, 0, 9, "5"), 0, 10, "5"))   // ERIK55ON
        XCTAssertEqual(r.surname, "ERIKSSON")
        XCTAssertEqual(r.repairs.count, 2)
        XCTAssertTrue(r.repairs.allSatisfy { $0.field == .name && $0.verifiedBy.isEmpty })
    }

    func testAWrongDigitIsShownWithItsFailingFieldsNeverFixed() throws {
        let read = altered(ICAOSpecimens.td3, 1, 18, "3")   // born 740813: a digit for a digit, no confusion to undo
        let r = try parser.parse(read)
        XCTAssertFalse(r.isValid)
        XCTAssertEqual(r.failingChecks, [.birthDate, .composite])
        XCTAssertEqual(r.repairs, [])
        XCTAssertEqual(r.lines, r.linesRead)
        XCTAssertEqual(r.birthDate.printed, "740813")
        XCTAssertEqual(Set(r.problems.compactMap(\.field)), [.birthDate, .compositeCheck])
        let computed = IndependentCheckDigit.of("740813")
        XCTAssertTrue(r.problems.contains { $0.message == "birth_date check digit is 2 but the characters give \(computed)" }, "\(r.problems)")
    }

    func testRepairsAreNotTriedWhenTheDigitsAlreadyAgree() throws {
        // L898902C3 holds confusable 8s, 0 and 9... and its digit agrees: nothing changes.
        let r = try parser.parse(ICAOSpecimens.td3)
        XCTAssertEqual(r.repairs, [])
    }

    /// When two different swaps both make the digit agree and no composite can choose (a visa
    /// has none), the parser cannot know which is right.
    func testTwoEquallyGoodRepairsAreADoubtAndTheFieldIsLeftAsRead() throws {
        // A number full of confusable characters; find a check digit for which more than one
        // single swap agrees, counting the swaps here independently of the parser.
        let number = Array("B0S1ZG6O8")
        let swaps: [Character: Character] = ["O": "0", "0": "O", "I": "1", "1": "I", "B": "8", "8": "B", "S": "5", "5": "S", "Z": "2", "2": "Z", "G": "6", "6": "G"]
        let original = IndependentCheckDigit.of(String(number)[...])
        var tested = 0
        for digit in 0...9 where digit != original {
            let agreeing = number.indices.filter { i in
                var candidate = number
                candidate[i] = swaps[number[i]]!
                return IndependentCheckDigit.of(String(candidate)[...]) == digit
            }.count
            guard agreeing > 1 else { continue }
            let line2 = String(number) + "\(digit)" + "XXX4009078F96121096ZE184226B<<<<<<"
            let r = try parser.parse("V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n" + line2)
            XCTAssertTrue(r.failingChecks.contains(.documentNumber))
            XCTAssertEqual(r.documentNumber, String(number), "left as read")
            XCTAssertTrue(r.problems.contains { $0.message.contains("\(agreeing) different repairs") }, "\(r.problems)")
            tested += 1
        }
        XCTAssertGreaterThan(tested, 0, "the case under test exists")
    }

    func testACharacterTheMRZCannotHoldIsReportedAtItsLineAndColumn() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td1, 1, 20, "#"))
        XCTAssertFalse(r.isValid)
        XCTAssertTrue(r.problems.contains { $0.message == "line 2 column 21: '#' is not an MRZ character (A-Z, 0-9, <)" && $0.field == .optionalData2 })
        XCTAssertEqual(r.failingChecks, [.composite])
    }

    func testCenturiesOfBirthAndExpiry() {
        let calendar = MRZCalendar(today: "2026-11-30")
        XCTAssertEqual(calendar.birthDate("090101"), "2009-01-01")
        XCTAssertEqual(calendar.birthDate("261130"), "2026-11-30")
        XCTAssertEqual(calendar.birthDate("261201"), "1926-12-01", "a birthday after today is last century")
        XCTAssertEqual(calendar.expiryDate("350101"), "2035-01-01")
        XCTAssertEqual(calendar.expiryDate("940623"), "1994-06-23")
        XCTAssertEqual(calendar.expiryDate("760101"), "2076-01-01")
        XCTAssertEqual(calendar.expiryDate("770101"), "1977-01-01")
        XCTAssertNil(calendar.birthDate("740230"))
        XCTAssertNil(calendar.birthDate("74<<<<"), "an unknown date is no date")
        XCTAssertEqual(calendar.birthDate("000229"), "2000-02-29")
    }

    /// Hostile input never traps, and whatever the parser calls valid really has agreeing digits.
    func testSeededFuzzNeverCrashesAndNeverCallsABrokenMRZValid() throws {
        var fuzzer = MRZFuzzer(seed: 14)
        var valid = 0
        for _ in 0..<TestTier.sample(full: 20_000, fast: 2_000) {
            let text = fuzzer.next()
            guard let r = try? parser.parse(text) else { continue }
            if r.isValid {
                valid += 1
                for check in r.checks {
                    XCTAssertEqual(check.computed.map(String.init), check.printed == "<" ? "0" : check.printed)
                }
            }
        }
        XCTAssertGreaterThan(valid, 0)
    }
}
