import XCTest
@testable import WaymarkPassport

/// A reading whose check digits agree is compared with a second reading of the same band: where
/// they differ and no check digit can say which is right — a name, a nationality, the sex, or a
/// swap whose values differ by a multiple of ten (S and 8, K and `<`) — the reading is doubtful.
/// Where a check digit sees the difference it settles it, and a filler one reading lost is no
/// difference. The first readings are ICAO's specimens as printed; the second readings are them
/// with one character changed by hand here.
final class MRZSecondReadingTests: XCTestCase {
    let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))

    func lines(_ mrz: String) -> [String] { mrz.split(separator: "\n").map(String.init) }

    /// `mrz` with the character at `line`, `column` (0-based) replaced by `to`.
    func changed(_ mrz: String, line: Int, column: Int, to: Character) -> [String] {
        var result = lines(mrz)
        var characters = Array(result[line])
        characters[column] = to
        result[line] = String(characters)
        return result
    }

    func doubts(_ mrz: String, second: [String]) throws -> [MRZReading.Problem] {
        let first = try parser.parse(mrz)
        XCTAssertEqual(first.status, .valid, "the first reading is accepted")
        return MRZSecondReading.doubts(first, second: second, parser: parser)
    }

    func testTheSameReadingTwiceRaisesNoDoubt() throws {
        for mrz in [ICAOSpecimens.td3, ICAOSpecimens.td1, ICAOSpecimens.td2, ICAOSpecimens.mrvA, ICAOSpecimens.mrvB] {
            XCTAssertEqual(try doubts(mrz, second: lines(mrz)), [], mrz)
        }
    }

    func testALetterOfTheNameReadOtherwiseIsADoubtNoCheckDigitCanSettle() throws {
        // ERIKSSON's O (line 1, column 10) read as Q the second time.
        let found = try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 0, column: 9, to: "Q"))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.field, .name)
        XCTAssertTrue(found.first?.message.contains("line 1 column 10") == true, "\(found)")
    }

    func testAFillerReadAsKAfterTheGivenNamesIsADoubt() throws {
        // ANNA<MARIA< : the filler after MARIA (line 1, column 26) read as K once.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 0, column: 25, to: "K")).map(\.field), [.name])
    }

    func testTheNationalityAndTheSexAreCoveredByNoCheck() throws {
        // UTO read again as UNO (the United Nations' code) and F as M: each could have been printed.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 11, to: "N")).map(\.field), [.nationality])
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 20, to: "M")).map(\.field), [.sex])
    }

    func testWhatCouldNotHaveBeenPrintedIsNoRivalToTheFirstReading() throws {
        // UTO read again as UTS or UTQ, codes no state or organisation has; the sex F as E.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 12, to: "S")), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td1, second: changed(ICAOSpecimens.td1, line: 0, column: 4, to: "Q")), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 20, to: "E")), [])
        // A 7 in the name, which no letter is read for; a letter alone among the fillers after
        // MARIA (line 1, column 28), where the name has ended.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 0, column: 7, to: "7")), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 0, column: 27, to: "K")), [])
        // A visa's document code is V; a passport's, P.
        XCTAssertEqual(try doubts(ICAOSpecimens.mrvB, second: changed(ICAOSpecimens.mrvB, line: 0, column: 0, to: "Y")), [])
    }

    func testTheLayoutRulesKnowWhichDaysExist() {
        let grid = lines(ICAOSpecimens.td3).map { Array($0.utf8) }
        let calendar = MRZCalendar(today: "2026-11-30")
        func forbids(_ read: Character, _ column: Int) -> Bool {
            MRZLayoutRules.forbids(read.asciiValue!, line: 1, column: column, in: grid, format: .td3, calendar: calendar)
        }
        // The birth date 740812 (line 2, columns 14–19): month 18, month 00 cannot be; 09 can.
        XCTAssertTrue(forbids("1", 15))
        XCTAssertTrue(forbids("0", 16))
        XCTAssertFalse(forbids("9", 16))
        // The expiry date 120415: day 45 cannot be; 25 can.
        XCTAssertTrue(forbids("4", 25))
        XCTAssertFalse(forbids("2", 25))
        // A letter in a date, a digit in the nationality.
        XCTAssertTrue(forbids("A", 14))
        XCTAssertTrue(forbids("7", 11))
    }

    func testALookAlikeReadAgainWhereTheCheckDigitsAreBlindIsADoubt() throws {
        // L898902C3: its 8s (line 2, columns 2 and 4) read as B together add 3 · 3 + 3 · 7 = 30
        // to the sum, so the number's check digit and the composite cannot tell L898902C3 from
        // LB9B902C3. One 8 read again as B is a second reading those digits cannot overrule.
        let grid = lines(ICAOSpecimens.td3).map { Array($0.utf8) }
        let blind = MRZCheckBlindSpots.positions(grid, layout: MRZLayout.of(.td3))
        XCTAssertTrue(blind.isSuperset(of: [.init(line: 1, column: 1), .init(line: 1, column: 3)]))
        XCTAssertFalse(blind.contains(.init(line: 1, column: 5)), "the 0 has no partner: O for it alone changes the check digit")
        let found = try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 1, to: "B"))
        XCTAssertEqual(found.map(\.field), [.documentNumber])
        // The 0 read again as O: the number's check digit sees it and settles it.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 5, to: "O")), [])
    }

    func testADigitReadAgainWhereOnlyLettersStandIsTheSameLetter() throws {
        // UTO, the issuing state (line 1, columns 3–5) and the nationality (line 2, columns
        // 16–18) of the TD1 specimen: its O read as 0 the second time is the letter the layout
        // allows there, so no doubt; UTO read as UNO is another code, and a doubt.
        XCTAssertEqual(try doubts(ICAOSpecimens.td1, second: changed(ICAOSpecimens.td1, line: 0, column: 4, to: "0")), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td1, second: changed(ICAOSpecimens.td1, line: 1, column: 17, to: "0")), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td1, second: changed(ICAOSpecimens.td1, line: 0, column: 3, to: "N")).map(\.field), [.issuingState])
    }

    func testASwapNoCheckDigitCanSeeIsADoubtEvenInTheDocumentNumber() throws {
        // L898902C3: its 8 (line 2, column 2) and S weigh alike (8 and 28) under every weight.
        let found = try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 1, to: "S"))
        XCTAssertEqual(found.map(\.field), [.documentNumber])
        XCTAssertTrue(found.first?.message.contains("no check digit can tell 8 from S") == true, "\(found)")
    }

    func testADifferenceTheCheckDigitsSeeIsSettledByThem() throws {
        // The number's 9 read as 4 the second time: the second reading then fails its number's
        // check, the first agrees with it.
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: changed(ICAOSpecimens.td3, line: 1, column: 3, to: "4")), [])
        // A birth-date digit on the TD1.
        XCTAssertEqual(try doubts(ICAOSpecimens.td1, second: changed(ICAOSpecimens.td1, line: 1, column: 2, to: "3")), [])
    }

    func testAFillerLostFromARunIsNoDifference() throws {
        var second = lines(ICAOSpecimens.td3)
        second[0] = String(second[0].dropLast(2))
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: second), [])
    }

    func testALetterLostFromTheNameIsADoubt() throws {
        var second = lines(ICAOSpecimens.td3)
        second[0] = second[0].replacingOccurrences(of: "MARIA", with: "MRIA")
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: second).map(\.field), [.name])
    }

    func testASecondReadingOfAnotherShapeRaisesNoDoubt() throws {
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: []), [])
        XCTAssertEqual(try doubts(ICAOSpecimens.td3, second: [lines(ICAOSpecimens.td3)[1]]), [])
    }

    func testTheAlignmentPairsEachCharacterWithItsOwn() {
        let a = Array("ANNA<<<<MARIA".utf8), b = Array("ANNA<<<MARIA".utf8)
        let pairs = MRZSecondReading.aligned(a, b)
        XCTAssertEqual(pairs.count, a.count)
        XCTAssertEqual(pairs.filter { $0.1 == nil }.map { a[$0.0] }, [UInt8(ascii: "<")], "only a filler stands against nothing")
        XCTAssertEqual(pairs.filter { $0.1 != nil }.allSatisfy { a[$0.0] == $0.1 }, true)
    }
}
