import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

final class CSVReaderTests: XCTestCase {
    private func records(_ text: String, file: String = "test.csv") throws -> [CSVRecord] {
        try records(Data(text.utf8), file: file)
    }

    private func records(_ data: Data, file: String = "test.csv") throws -> [CSVRecord] {
        var reader = CSVReader(data: data, file: file)
        var result: [CSVRecord] = []
        while let record = try reader.next() { result.append(record) }
        return result
    }

    func testPlainFieldsAndLineNumbers() throws {
        let result = try records("a,b,c\n1,2,3\n")
        XCTAssertEqual(result, [CSVRecord(fields: ["a", "b", "c"], line: 1), CSVRecord(fields: ["1", "2", "3"], line: 2)])
    }

    func testQuotedFieldsWithCommasDoubledQuotesAndNewlines() throws {
        let text = "id,name,keywords\n1,\"Sundance Guest Ranch \"\"C\"\" Airport\",\"a, b\"\n2,\"two\nlines\r\nthree\",x\n3,\"\",\"\"\"Garçon\"\"\"\n"
        let result = try records(text)
        XCTAssertEqual(result.count, 4)
        XCTAssertEqual(result[1].fields, ["1", "Sundance Guest Ranch \"C\" Airport", "a, b"])
        XCTAssertEqual(result[1].line, 2)
        XCTAssertEqual(result[2].fields, ["2", "two\nlines\r\nthree", "x"])
        XCTAssertEqual(result[2].line, 3)
        // The record after a three-line field starts on physical line 6.
        XCTAssertEqual(result[3], CSVRecord(fields: ["3", "", "\"Garçon\""], line: 6))
    }

    func testCRLFAndBOMAndMissingFinalNewline() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("\"id\",\"ident\"\r\n1,\"00A\"\r\n2,EDDF".utf8))
        let result = try records(data)
        XCTAssertEqual(result, [
            CSVRecord(fields: ["id", "ident"], line: 1),
            CSVRecord(fields: ["1", "00A"], line: 2),
            CSVRecord(fields: ["2", "EDDF"], line: 3),
        ])
    }

    func testEmptyFieldsTrailingCommaAndBlankLines() throws {
        let result = try records("a,,c,\n\n\r\n,\n\"x\",\n")
        XCTAssertEqual(result, [
            CSVRecord(fields: ["a", "", "c", ""], line: 1),
            CSVRecord(fields: ["", ""], line: 4),
            CSVRecord(fields: ["x", ""], line: 5),
        ])
    }

    func testTrailingCommaAtEndOfFile() throws {
        XCTAssertEqual(try records("a,b,"), [CSVRecord(fields: ["a", "b", ""], line: 1)])
        XCTAssertEqual(try records("a,\"b\","), [CSVRecord(fields: ["a", "b", ""], line: 1)])
    }

    func testLoneCarriageReturnEndsRecord() throws {
        XCTAssertEqual(try records("a,b\rc,d\r"), [CSVRecord(fields: ["a", "b"], line: 1), CSVRecord(fields: ["c", "d"], line: 2)])
    }

    func testStrayQuoteInsideUnquotedFieldIsKept() throws {
        XCTAssertEqual(try records("5\" gauge,x\n").first?.fields, ["5\" gauge", "x"])
    }

    func testEmptyInputHasNoRecords() throws {
        XCTAssertEqual(try records(""), [])
        XCTAssertEqual(try records(Data([0xEF, 0xBB, 0xBF])), [])
        XCTAssertEqual(try records("\n\n"), [])
    }

    func testUnterminatedQuoteNamesTheLineItOpenedOn() {
        let error = sourceError { _ = try records("a,b\n1,2\n3,\"open\nstill open\n", file: "broken.csv") }
        XCTAssertEqual(error?.file, "broken.csv")
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.contains("unterminated") ?? false, error?.message ?? "")
    }

    func testTextAfterClosingQuoteIsAnError() {
        let error = sourceError { _ = try records("a,b\n\"x\"y,z\n") }
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("after closing quote") ?? false, error?.message ?? "")
    }

    func testInvalidUTF8IsAnErrorWithLine() {
        var data = Data("name\nok\n".utf8)
        data.append(contentsOf: [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E, 0x0A])   // "München" in Latin-1
        let error = sourceError { _ = try records(data, file: "latin1.csv") }
        XCTAssertEqual(error?.file, "latin1.csv")
        XCTAssertEqual(error?.line, 3)
    }

    func testHeaderedReaderResolvesColumnsByName() throws {
        var reader = try CSVHeaderedReader(data: Data("b,a\n2,1\n4,3\n".utf8), file: "t.csv")
        let a = try reader.header.column("a")
        XCTAssertEqual(a.index, 1)
        XCTAssertNil(reader.header.columnIfPresent("c"))
        let first = try XCTUnwrap(reader.next())
        XCTAssertEqual(first[a], "1")
        XCTAssertEqual(try first.value("b"), "2")
        XCTAssertEqual(first.line, 2)
        XCTAssertEqual(try reader.next()?[a], "3")
        XCTAssertNil(try reader.next())
    }

    func testMissingColumnNamesFileLineAndColumn() throws {
        let reader = try CSVHeaderedReader(data: Data("\n\nid,name\n1,x\n".utf8), file: "cols.csv")
        let error = sourceError { _ = try reader.header.column("latitude_deg") }
        XCTAssertEqual(error?.file, "cols.csv")
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.contains("latitude_deg") ?? false, error?.message ?? "")
    }

    func testEmptyFileHasNoHeader() {
        let error = sourceError { _ = try CSVHeaderedReader(data: Data(), file: "empty.csv") }
        XCTAssertEqual(error?.file, "empty.csv")
    }

    func testRowWidthMismatchNamesLine() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("ourairports/airports_short_row.csv")
        var reader = try CSVHeaderedReader(contentsOf: url)
        XCTAssertNotNil(try reader.next())
        let error = sourceError { _ = try reader.next() }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.contains("expected 18 fields") ?? false, error?.message ?? "")
    }

    func testDegreesRejectsGarbage() throws {
        var reader = try CSVHeaderedReader(data: Data("lat\n12.5\nnan\n91\n 45 \n".utf8), file: "d.csv")
        let lat = try reader.header.column("lat")
        XCTAssertEqual(try reader.next()?.degrees(lat, limit: 90), 12.5)
        let nanRow = try XCTUnwrap(reader.next())
        XCTAssertEqual(sourceError { _ = try nanRow.degrees(lat, limit: 90) }?.line, 3)
        let outOfRange = try XCTUnwrap(reader.next())
        XCTAssertTrue(sourceError { _ = try outOfRange.degrees(lat, limit: 90) }?.message.contains("out of range") ?? false)
        XCTAssertEqual(try reader.next()?.degrees(lat, limit: 90), 45)
    }

    func testManyRowsParseQuickly() throws {
        // A coarse guard against accidental quadratic behaviour, sized to pass in debug builds.
        var text = "id,ident,name,lat,lon\n"
        for index in 0 ..< 20_000 {
            text += "\(index),\"ID\(index)\",\"Airport \"\"\(index)\"\", Somewhere\",\(Double(index) / 1000),-\(Double(index) / 500)\n"
        }
        let data = Data(text.utf8)
        let start = Date()
        var reader = CSVReader(data: data, file: "big.csv")
        var count = 0
        while let record = try reader.next() {
            count += 1
            XCTAssertEqual(record.fields.count, 5)
        }
        XCTAssertEqual(count, 20_001)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}
