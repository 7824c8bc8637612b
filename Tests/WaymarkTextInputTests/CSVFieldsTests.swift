import XCTest
@testable import WaymarkTextInput

/// The one CSV tokenizer in its two dialects: the spreadsheet one of people's files and the
/// strict one of the gazetteer's sources. Expected fields are written out by hand from RFC 4180.
final class CSVFieldsTests: XCTestCase {
    private func records(_ text: String, _ dialect: CSVFields.Dialect) throws -> [(fields: [String], next: Int, lineEnds: Int)] {
        let bytes = Array(text.utf8)
        var fields = CSVFields.Fields()
        var result: [(fields: [String], next: Int, lineEnds: Int)] = []
        var start = 0
        while start < bytes.count {
            let end = try bytes.withUnsafeBufferPointer {
                try CSVFields.parseRecord($0, from: start, separator: UInt8(ascii: ","), dialect: dialect, into: &fields)
            }
            guard case .complete(let next, let lineEnds) = end else { XCTFail("open quote in \(text)"); return result }
            result.append((fields.strings(), next, lineEnds))
            start = next
        }
        return result
    }

    func testSpacesAroundFieldsAreTrimmedOnlyInTheSpreadsheetDialect() throws {
        XCTAssertEqual(try records(" a , \"b\" ,c", .spreadsheet).map(\.fields), [["a", "b", "c"]])
        // Strict: a quote after a space is an ordinary byte, and the spaces are kept.
        XCTAssertEqual(try records(" a , \"b\" ,c", .strict).map(\.fields), [[" a ", " \"b\" ", "c"]])
    }

    func testARecordEndsAtItsLineEndOutsideQuotesAndCountsTheLineEndsItTook() throws {
        let result = try records("x,\"1\r\n2\"\r\ny,\"\"\"q\"\"\"\rz,\n", .strict)
        XCTAssertEqual(result.map(\.fields), [["x", "1\r\n2"], ["y", "\"q\""], ["z", ""]])
        XCTAssertEqual(result.map(\.lineEnds), [2, 1, 1], "CRLF inside the quotes and the CRLF that ends the record; a lone CR")
        XCTAssertEqual(result.map(\.next), [10, 20, 23])
    }

    func testTextAfterAClosingQuoteNamesTheFieldAndTheLineEndsBeforeIt() {
        for dialect in [CSVFields.Dialect.strict, .spreadsheet] {
            XCTAssertThrowsError(try records("a,\"b\nc\"d,e", dialect), "\(dialect)") { error in
                let fault = error as? CSVFields.FieldError
                XCTAssertEqual(fault?.unexpected, "d")
                XCTAssertEqual(fault?.field, 2)
                XCTAssertEqual(fault?.lineEnds, 1)
            }
        }
        XCTAssertThrowsError(try records("\"b\" ,e", .strict), "a space after the quote is text in the strict dialect")
        XCTAssertEqual(try records("\"b\" ,e", .spreadsheet).map(\.fields), [["b", "e"]])
    }

    func testAnOpenQuoteAtTheEndGivesWhereItOpened() throws {
        let bytes = Array("a,b\nc,\"d\ne".utf8)
        var fields = CSVFields.Fields()
        let end = try bytes.withUnsafeBufferPointer {
            try CSVFields.parseRecord($0, from: 4, separator: UInt8(ascii: ","), dialect: .strict, into: &fields)
        }
        XCTAssertEqual(end, .openQuote(quoteOffset: 6))
    }

    func testFieldsThatAreNotUTF8AreRefusedByValidatedString() throws {
        let bytes: [UInt8] = Array("ok,".utf8) + [0x4D, 0xFC, 0x6E]   // "Mün" in Latin-1
        var fields = CSVFields.Fields()
        _ = try bytes.withUnsafeBufferPointer {
            try CSVFields.parseRecord($0, from: 0, separator: UInt8(ascii: ","), dialect: .strict, into: &fields)
        }
        XCTAssertEqual(fields.validatedString(0), "ok")
        XCTAssertNil(fields.validatedString(1))
    }
}
