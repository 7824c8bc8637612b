import XCTest
@testable import WaymarkPassport

/// Every specimen of ICAO 9303 reads as the standard prints it, and every check digit the
/// parser reports is the one computed here independently over the same characters.
final class MRZSpecimenTests: XCTestCase {
    let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))
    typealias D = IndependentCheckDigit

    func assertCheck(_ reading: MRZReading, _ check: MRZCheck, expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard let result = reading.checks.first(where: { $0.check == check }) else { return XCTFail("no \(check) check", file: file, line: line) }
        XCTAssertEqual(result.computed, expected, "\(check)", file: file, line: line)
        XCTAssertTrue(result.passed, "\(check)", file: file, line: line)
    }

    func testTD3PassportSpecimen() throws {
        let mrz = ICAOSpecimens.td3
        let r = try parser.parse(mrz)
        XCTAssertEqual(r.format, .td3)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual([r.documentCode, r.issuingState, r.surname, r.givenNames], ["P", "UTO", "ERIKSSON", "ANNA MARIA"])
        XCTAssertEqual([r.documentNumber, r.nationality, r.sex, r.optionalData], ["L898902C3", "UTO", "F", "ZE184226B"])
        XCTAssertEqual(r.birthDate, .init(printed: "740812", date: "1974-08-12"))
        XCTAssertEqual(r.expiryDate, .init(printed: "120415", date: "2012-04-15"))
        XCTAssertEqual(r.repairs, [])
        // The five digits, each recomputed over the characters Part 4 says it covers.
        XCTAssertEqual(D.of(D.slice(mrz, 1, 0, 9)), D.digit(mrz, 1, 9))
        assertCheck(r, .documentNumber, expected: D.of(D.slice(mrz, 1, 0, 9)))
        assertCheck(r, .birthDate, expected: D.of(D.slice(mrz, 1, 13, 19)))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 13, 19)), D.digit(mrz, 1, 19))
        assertCheck(r, .expiryDate, expected: D.of(D.slice(mrz, 1, 21, 27)))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 21, 27)), D.digit(mrz, 1, 27))
        assertCheck(r, .optionalData, expected: D.of(D.slice(mrz, 1, 28, 42)))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 28, 42)), D.digit(mrz, 1, 42))
        let composite = D.slice(mrz, 1, 0, 10) + D.slice(mrz, 1, 13, 20) + D.slice(mrz, 1, 21, 43)
        assertCheck(r, .composite, expected: D.of(composite[...]))
        XCTAssertEqual(D.of(composite[...]), D.digit(mrz, 1, 43))
        // By hand, Part 3's worked example: L898902C3 → 21·7+8·3+9·1+8·7+9·3+0·1+2·7+12·3+3·1 = 316 → 6.
        XCTAssertEqual(21 * 7 + 8 * 3 + 9 * 1 + 8 * 7 + 9 * 3 + 0 * 1 + 2 * 7 + 12 * 3 + 3 * 1, 316)
        XCTAssertEqual(MRZCheckDigit.compute("L898902C3"), 6)
    }

    func testTD1IdentityCardSpecimen() throws {
        let mrz = ICAOSpecimens.td1
        let r = try parser.parse(mrz)
        XCTAssertEqual(r.format, .td1)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual([r.documentCode, r.issuingState, r.documentNumber, r.nationality, r.sex], ["I", "UTO", "D23145890", "UTO", "F"])
        XCTAssertEqual([r.surname, r.givenNames, r.optionalData, r.optionalData2], ["ERIKSSON", "ANNA MARIA", "", ""])
        XCTAssertEqual(r.birthDate.date, "1974-08-12")
        XCTAssertEqual(r.expiryDate.date, "2012-04-15")
        XCTAssertEqual(D.of(D.slice(mrz, 0, 5, 14)), D.digit(mrz, 0, 14))
        assertCheck(r, .documentNumber, expected: D.of(D.slice(mrz, 0, 5, 14)))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 0, 6)), D.digit(mrz, 1, 6))
        assertCheck(r, .birthDate, expected: D.of(D.slice(mrz, 1, 0, 6)))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 8, 14)), D.digit(mrz, 1, 14))
        assertCheck(r, .expiryDate, expected: D.of(D.slice(mrz, 1, 8, 14)))
        let composite = D.slice(mrz, 0, 5, 30) + D.slice(mrz, 1, 0, 7) + D.slice(mrz, 1, 8, 15) + D.slice(mrz, 1, 18, 29)
        XCTAssertEqual(D.of(composite[...]), D.digit(mrz, 1, 29))
        assertCheck(r, .composite, expected: D.of(composite[...]))
    }

    func testTD2Specimen() throws {
        let mrz = ICAOSpecimens.td2
        let r = try parser.parse(mrz)
        XCTAssertEqual(r.format, .td2)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual([r.documentCode, r.issuingState, r.surname, r.givenNames, r.documentNumber], ["I", "UTO", "ERIKSSON", "ANNA MARIA", "D23145890"])
        XCTAssertEqual([r.birthDate.date, r.expiryDate.date], ["1974-08-12", "2012-04-15"])
        XCTAssertEqual(D.of(D.slice(mrz, 1, 0, 9)), D.digit(mrz, 1, 9))
        assertCheck(r, .documentNumber, expected: D.digit(mrz, 1, 9))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 13, 19)), D.digit(mrz, 1, 19))
        assertCheck(r, .birthDate, expected: D.digit(mrz, 1, 19))
        XCTAssertEqual(D.of(D.slice(mrz, 1, 21, 27)), D.digit(mrz, 1, 27))
        assertCheck(r, .expiryDate, expected: D.digit(mrz, 1, 27))
        let composite = D.slice(mrz, 1, 0, 10) + D.slice(mrz, 1, 13, 20) + D.slice(mrz, 1, 21, 35)
        XCTAssertEqual(D.of(composite[...]), D.digit(mrz, 1, 35))
        assertCheck(r, .composite, expected: D.digit(mrz, 1, 35))
        XCTAssertEqual(r.checks.map(\.check), [.documentNumber, .birthDate, .expiryDate, .composite])
    }

    func testMRVAVisaSpecimen() throws {
        let mrz = ICAOSpecimens.mrvA
        let r = try parser.parse(mrz)
        XCTAssertEqual(r.format, .mrvA)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual([r.documentCode, r.documentNumber, r.nationality, r.sex, r.optionalData], ["V", "L8988901C", "XXX", "F", "6ZE184226B"], "Part 7: optional data is columns 29–44")
        XCTAssertEqual([r.birthDate.date, r.expiryDate.date], ["1940-09-07", "1996-12-10"])
        for (check, from, to, digit) in [(MRZCheck.documentNumber, 0, 9, 9), (.birthDate, 13, 19, 19), (.expiryDate, 21, 27, 27)] {
            XCTAssertEqual(D.of(D.slice(mrz, 1, from, to)), D.digit(mrz, 1, digit))
            assertCheck(r, check, expected: D.digit(mrz, 1, digit))
        }
        XCTAssertEqual(r.checks.map(\.check), [.documentNumber, .birthDate, .expiryDate], "a visa has no composite check")
    }

    func testMRVBVisaSpecimen() throws {
        let mrz = ICAOSpecimens.mrvB
        let r = try parser.parse(mrz)
        XCTAssertEqual(r.format, .mrvB)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual([r.surname, r.givenNames, r.documentNumber, r.nationality, r.optionalData], ["ERIKSSON", "ANNA MARIA", "L8988901C", "XXX", ""])
        XCTAssertEqual([r.birthDate.date, r.expiryDate.date], ["1940-09-07", "1996-12-10"])
        for (check, from, to, digit) in [(MRZCheck.documentNumber, 0, 9, 9), (.birthDate, 13, 19, 19), (.expiryDate, 21, 27, 27)] {
            XCTAssertEqual(D.of(D.slice(mrz, 1, from, to)), D.digit(mrz, 1, digit))
            assertCheck(r, check, expected: D.digit(mrz, 1, digit))
        }
    }

    /// Part 11 D.1: the MRZ information and the SHA-1 key seed the chip's access keys come from.
    func testPart11BasicAccessVector() throws {
        let r = try parser.parse(ICAOSpecimens.part11BasicAccess)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.documentNumber, "L898902C")
        XCTAssertEqual([r.birthDate.date, r.expiryDate.date], ["1969-08-06", "1994-06-23"])
        XCTAssertEqual(r.mrzInformation, "L898902C<369080619406236")
        XCTAssertEqual(SHA1.hex(try XCTUnwrap(r.mrzInformation)).prefix(32).uppercased(), "239AB9CB282DAF66231DC5A4DF6BFBAE")
        let composite = D.slice(ICAOSpecimens.part11BasicAccess, 1, 0, 10) + D.slice(ICAOSpecimens.part11BasicAccess, 1, 13, 20)
            + D.slice(ICAOSpecimens.part11BasicAccess, 1, 21, 43)
        XCTAssertEqual(D.of(composite[...]), D.digit(ICAOSpecimens.part11BasicAccess, 1, 43))
    }

    /// Part 11 D.2: a document number of twelve characters, its tail and check digit in the
    /// optional data, and a filler where the check digit usually stands.
    func testPart11LongDocumentNumberVector() throws {
        let mrz = ICAOSpecimens.part11LongNumber
        let r = try parser.parse(mrz)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.documentNumber, "D23145890734")
        XCTAssertEqual(r.optionalData, "")
        XCTAssertEqual([r.surname, r.givenNames, r.sex], ["STEVENSON", "PETER JOHN", "M"])
        XCTAssertEqual([r.birthDate.date, r.expiryDate.date], ["1934-07-12", "1995-07-12"])
        let number = D.slice(mrz, 0, 5, 14) + D.slice(mrz, 0, 15, 18)
        XCTAssertEqual(D.of(number[...]), D.digit(mrz, 0, 18))
        assertCheck(r, .documentNumber, expected: D.digit(mrz, 0, 18))
        let composite = D.slice(mrz, 0, 5, 30) + D.slice(mrz, 1, 0, 7) + D.slice(mrz, 1, 8, 15) + D.slice(mrz, 1, 18, 29)
        XCTAssertEqual(D.of(composite[...]), D.digit(mrz, 1, 29))
        assertCheck(r, .composite, expected: D.digit(mrz, 1, 29))
        XCTAssertEqual(r.mrzInformation, "D23145890734934071279507122")
        XCTAssertEqual(SHA1.hex(try XCTUnwrap(r.mrzInformation)), "b366ad857ddca2b08c0e2998117147300fa5d581")
    }

    func testTD2LongDocumentNumber() throws {
        let mrz = ICAOSpecimens.td2LongNumber
        let r = try parser.parse(mrz)
        XCTAssertTrue(r.isValid, "\(r.problems)")
        XCTAssertEqual(r.documentNumber, "D23145890734")
        let number = D.slice(mrz, 1, 0, 9) + D.slice(mrz, 1, 28, 31)
        XCTAssertEqual(D.of(number[...]), D.digit(mrz, 1, 31))
        let composite = D.slice(mrz, 1, 0, 10) + D.slice(mrz, 1, 13, 20) + D.slice(mrz, 1, 21, 35)
        XCTAssertEqual(D.of(composite[...]), D.digit(mrz, 1, 35))
        XCTAssertEqual(r.mrzInformation, "D23145890734934071279507122", "the same holder's key information as on the TD1")
    }

    func testOneUnbrokenRunIsCutIntoLinesAndLowerCaseAndSpacesAreForgiven() throws {
        let run = ICAOSpecimens.td1.replacingOccurrences(of: "\n", with: "").lowercased()
        XCTAssertTrue(try parser.parse(run).isValid)
        let spaced = ICAOSpecimens.td3.replacingOccurrences(of: "<<<<<10", with: "<<<<< 10")
        XCTAssertTrue(try parser.parse(spaced).isValid)
    }

    func testTextOfNoMRZShapeIsRefusedNamingTheShape() {
        XCTAssertThrowsError(try parser.parse("P<UTOERIKSSON\nL898902C36")) { error in
            XCTAssertEqual("\(error)", "an MRZ has 3 lines of 30 characters (TD1), 2 of 36 (TD2, MRV-B) or 2 of 44 (TD3, MRV-A); got 13 + 10 characters")
        }
        XCTAssertThrowsError(try parser.parse(""))
    }
}
