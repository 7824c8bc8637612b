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

    func testALetterInADateIsRepairedAndTheReadingSaysSo() throws {
        let read = altered(ICAOSpecimens.td3, 1, 15, "O")   // 740812 read as 74O812
        let r = try parser.parse(read)
        XCTAssertEqual(r.status, .repaired, "\(r.problems)")
        XCTAssertFalse(r.isValid, "a repair is never a clean read")
        XCTAssertTrue(r.status.isAccepted)
        XCTAssertEqual(r.birthDate.date, "1974-08-12")
        XCTAssertEqual(r.repairs, [.init(field: .birthDate, line: 2, column: 16, read: "O", replacedBy: "0", verifiedBy: [.birthDate, .composite])])
        XCTAssertEqual(r.linesRead[1], read.split(separator: "\n")[1].description, "what was read stays visible")
        XCTAssertEqual(r.lines, ICAOSpecimens.td3.split(separator: "\n").map(String.init))
    }

    func testADigitReadAsALetterInTheDocumentNumberIsRepairedByItsCheckDigitAndTheComposite() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td3, 1, 5, "O"))   // L8989O2C3
        XCTAssertEqual(r.status, .repaired, "\(r.problems)")
        XCTAssertEqual(r.documentNumber, "L898902C3")
        XCTAssertEqual(r.repairs.map(\.verifiedBy), [[.documentNumber, .composite]])
    }

    /// LB98902C3: swapping the B back, or another confusable character (an 8, the 0, the 2),
    /// makes the number's digit agree just as well; the composite weighs the number in the same
    /// phase, so it agrees with each of them too. The number is left as read, with the doubt.
    func testARepairTheDigitsCannotSingleOutIsLeftAsRead() throws {
        for column in [1, 3] {
            let r = try parser.parse(altered(ICAOSpecimens.td3, 1, column, "B"))
            XCTAssertEqual(r.status, .invalid)
            XCTAssertEqual(r.documentNumber, column == 1 ? "LB98902C3" : "L89B902C3")
            XCTAssertEqual(r.repairs, [])
            XCTAssertTrue(r.problems.contains { $0.field == .documentNumber && $0.message.contains("different repairs would make every check digit agree") }, "\(r.problems)")
        }
    }

    func testAConfusedCheckDigitIsReadAsTheDigitItMustBe() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td3, 1, 19, "Z"))   // birth check 2 read as Z
        XCTAssertEqual(r.status, .repaired, "\(r.problems)")
        XCTAssertEqual(r.repairs.first?.replacedBy, "2")
    }

    /// ICAO's TD3 ends in the composite digit 0; read as O it is put back, as the composite then
    /// agrees, and the reading says so. Read as any other digit, nothing is changed.
    func testTheCompositeDigitReadAsALetterIsPutBackWhenTheCompositeThenAgrees() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td3, 1, 43, "O"))
        XCTAssertEqual(r.status, .repaired)
        XCTAssertEqual(r.lines, ICAOSpecimens.td3.split(separator: "\n").map(String.init))
        XCTAssertEqual(r.repairs, [.init(field: .compositeCheck, line: 2, column: 44, read: "O", replacedBy: "0", verifiedBy: [.composite])])
        XCTAssertEqual(try parser.parse(altered(ICAOSpecimens.td3, 1, 43, "8")).status, .invalid)
    }

    func testADigitInANameIsChangedByTheFieldTypeAndMarkedUnverified() throws {
        let r = try parser.parse(altered(altered(ICAOSpecimens.td3, 0, 9, "5"), 0, 10, "5"))   // ERIK55ON
        XCTAssertEqual(r.surname, "ERIKSSON")
        XCTAssertEqual(r.status, .repaired)
        XCTAssertEqual(r.repairs.count, 2)
        XCTAssertTrue(r.repairs.allSatisfy { $0.field == .name && $0.verifiedBy.isEmpty })
    }

    func testAWrongDigitIsShownWithItsFailingFieldsNeverFixed() throws {
        let read = altered(ICAOSpecimens.td3, 1, 18, "3")   // born 740813: a digit for a digit, no confusion to undo
        let r = try parser.parse(read)
        XCTAssertEqual(r.status, .invalid)
        XCTAssertEqual(r.failingChecks, [.birthDate, .composite])
        XCTAssertEqual(r.repairs, [])
        XCTAssertEqual(r.lines, r.linesRead)
        XCTAssertEqual(r.birthDate.printed, "740813")
        XCTAssertEqual(Set(r.problems.compactMap(\.field)), [.birthDate, .compositeCheck])
        let computed = IndependentCheckDigit.of("740813")
        XCTAssertTrue(r.problems.contains { $0.message.hasPrefix("birth_date check digit is 2 but the characters give \(computed)") }, "\(r.problems)")
        XCTAssertNil(r.mrzInformation, "no access key information from an MRZ that fails its checks")
    }

    func testRepairsAreNotTriedWhenTheDigitsAlreadyAgree() throws {
        // L898902C3 holds confusable 8s, 0 and 9... and its digit agrees: nothing changes.
        let r = try parser.parse(ICAOSpecimens.td3)
        XCTAssertEqual(r.repairs, [])
        XCTAssertEqual(r.status, .valid)
    }

    /// Every check digit of every ICAO specimen typed as each other digit: the MRZ disagrees
    /// with itself, so the reading fails, and nothing is rewritten to fit the typo (ICAO's TD1
    /// with its number's digit 7 typed 2 once became the number D23145B9O, "all digits agreeing").
    func testATypedCheckDigitTypoIsNeverAcceptedAndNeverRewritesTheData() throws {
        let specimens: [(String, [(Int, Int)])] = [
            (ICAOSpecimens.td3, [(1, 9), (1, 19), (1, 27), (1, 43)]), (ICAOSpecimens.td1, [(0, 14), (1, 6), (1, 14), (1, 29)]),
            (ICAOSpecimens.td2, [(1, 9), (1, 19), (1, 27), (1, 35)]), (ICAOSpecimens.mrvA, [(1, 9), (1, 19), (1, 27)]),
            (ICAOSpecimens.mrvB, [(1, 9), (1, 19), (1, 27)]), (ICAOSpecimens.part11LongNumber, [(1, 6), (1, 14), (1, 29), (0, 18)]),
        ]
        var typos = 0
        for (mrz, positions) in specimens {
            XCTAssertEqual(try parser.parse(mrz).status, .valid, "as printed")
            let lines = mrz.split(separator: "\n").map { Array($0) }
            for (line, column) in positions {
                let printed = lines[line][column].wholeNumberValue!
                for digit in 0...9 where digit != printed {
                    let r = try parser.parse(altered(mrz, line, column, Character(String(digit))))
                    XCTAssertEqual(r.status, .invalid, "\(mrz) line \(line + 1) column \(column + 1) typed \(digit)")
                    XCTAssertEqual(r.lines, r.linesRead, "nothing changed to fit the typo")
                    XCTAssertNil(r.mrzInformation)
                    typos += 1
                }
            }
        }
        XCTAssertEqual(typos, 22 * 9)
    }

    /// A visa has no composite: a swap that makes the number's digit agree is always matched by
    /// that digit being misprinted, so the number is left as read.
    func testAVisaNumberIsNeverRepairedForASwapAMisprintedDigitExplainsAsWell() throws {
        let r = try parser.parse(altered(ICAOSpecimens.mrvA, 1, 2, "B"))   // L8B88901C
        XCTAssertEqual(r.status, .invalid)
        XCTAssertEqual(r.documentNumber, "L8B88901C")
        XCTAssertTrue(r.problems.contains { $0.field == .documentNumber && $0.message.contains("misprinted") }, "\(r.problems)")
    }

    /// G is 16, 6 is 6: every weight gives them the same check digit, so a G in a date cannot be
    /// confirmed as a 6 and is not changed.
    func testASwapNoCheckDigitCanDetectIsRefused() throws {
        // ICAO's TD3 with the holder born on 12 June 1974, every digit computed here.
        let birth = "740612" + "\(IndependentCheckDigit.of("740612"))"
        let composite = IndependentCheckDigit.of(Substring("L898902C36" + birth + "1204159" + "ZE184226B<<<<<1"))
        let printed = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO" + birth + "F1204159ZE184226B<<<<<1\(composite)"
        XCTAssertEqual(try parser.parse(printed).status, .valid, "as printed")
        let g = try parser.parse(altered(printed, 1, 16, "G"))   // 740612 read as 740G12
        XCTAssertEqual(g.status, .invalid)
        XCTAssertEqual(g.birthDate.printed, "740G12", "left as read")
        XCTAssertTrue(g.checks.allSatisfy(\.passed), "the check digits cannot see the difference")
        XCTAssertTrue(g.problems.contains { $0.message.contains("no check digit can tell G from 6") }, "\(g.problems)")
    }

    /// `<` read as K in a name passes every check digit (none covers the name): a letter alone
    /// among the fillers makes the reading doubtful, and it is not accepted.
    func testALetterAloneAmongANamesFillersMakesTheReadingDoubtful() throws {
        for name in ["ERIKSSON<<ANNAKMARIA<K<<<<<<<<<<<<<<<<<<<", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<K<<<<<<<<", "ERIKSSON<<ANNAKMARIAKKKKKKKKKKKKKKKKKKKKK"] {
            let r = try parser.parse("P<UTO" + name.prefix(39) + "\n" + ICAOSpecimens.td3.split(separator: "\n")[1])
            XCTAssertEqual(r.status, .doubtful, name)
            XCTAssertTrue(r.checks.allSatisfy(\.passed))
            XCTAssertFalse(r.status.isAccepted)
            XCTAssertEqual(r.doubts.first?.field, .name)
        }
        XCTAssertEqual(try parser.parse("P<UTOSMITH<<JOHN<A<BRIAN<<<<<<<<<<<<<<<<<<<<\n" + ICAOSpecimens.td3.split(separator: "\n")[1]).status, .valid,
                       "an initial between single fillers is a name's")
    }

    func testMRZInformationCarriesThePrintedDigitsOfAnAgreeingReading() throws {
        let repaired = try parser.parse(altered(ICAOSpecimens.td3, 1, 15, "O"))
        XCTAssertEqual(repaired.mrzInformation, "L898902C3" + "6" + "740812" + "2" + "120415" + "9")
    }

    func testACharacterTheMRZCannotHoldIsReportedAtItsLineAndColumn() throws {
        let r = try parser.parse(altered(ICAOSpecimens.td1, 1, 20, "#"))
        XCTAssertEqual(r.status, .invalid)
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

    /// Hostile input never traps, and whatever the parser accepts really has agreeing digits.
    func testSeededFuzzNeverCrashesAndNeverAcceptsABrokenMRZ() throws {
        var fuzzer = MRZFuzzer(seed: 14)
        var valid = 0
        for _ in 0..<TestTier.sample(full: 20_000, fast: 2_000) {
            let text = fuzzer.next()
            guard let r = try? parser.parse(text) else { continue }
            if r.status.isAccepted {
                valid += 1
                for check in r.checks {
                    XCTAssertEqual(check.computed.map(String.init), check.printed == "<" ? "0" : check.printed)
                }
            }
        }
        XCTAssertGreaterThan(valid, 0)
    }
}
