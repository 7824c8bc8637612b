import XCTest
@testable import WaymarkPassport

/// An MRZ pasted from a mail, a Windows editor or a web page reads as the same MRZ: whatever
/// ends its lines and whatever white space surrounds them.
final class MRZPastedTextTests: XCTestCase {
    let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))

    /// The TD3 specimen of ICAO 9303 Part 4, as the standard prints it.
    func assertReadsAsTheTD3Specimen(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try parser.parse(text)
        XCTAssertEqual(r.format, .td3, file: file, line: line)
        XCTAssertTrue(r.isValid, "\(r.problems)", file: file, line: line)
        XCTAssertEqual([r.surname, r.givenNames, r.documentNumber], ["ERIKSSON", "ANNA MARIA", "L898902C3"], file: file, line: line)
        XCTAssertEqual(r.lines, ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"], file: file, line: line)
    }

    func testWindowsLineEndsReadAsLineEnds() throws {
        try assertReadsAsTheTD3Specimen(ICAOSpecimens.td3.replacingOccurrences(of: "\n", with: "\r\n"))
        try assertReadsAsTheTD3Specimen(ICAOSpecimens.td3.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
        let td1 = try parser.parse(ICAOSpecimens.td1.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(td1.format, .td1)
        XCTAssertEqual([td1.surname, td1.givenNames, td1.documentNumber], ["ERIKSSON", "ANNA MARIA", "D23145890"])
        XCTAssertTrue(td1.isValid, "\(td1.problems)")
    }

    func testUnicodeLineAndParagraphSeparatorsReadAsLineEnds() throws {
        for separator in ["\u{2028}", "\u{2029}", "\u{85}", "\r\n\r\n"] {
            try assertReadsAsTheTD3Specimen(ICAOSpecimens.td3.replacingOccurrences(of: "\n", with: separator))
        }
    }

    func testSurroundingWhiteSpaceAndBlankLinesAreIgnored() throws {
        let lines = ICAOSpecimens.td3.split(separator: "\n")
        try assertReadsAsTheTD3Specimen("\r\n  \t\r\n\t\(lines[0])  \t \r\n \r\n\u{00A0}\(lines[1])\u{00A0}\t\r\n\r\n   ")
    }
}
