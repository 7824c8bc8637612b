import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `waymark stamp suggest` and `scan` as a user meets them: what they print, exit statuses, errors.
/// (Their JSON shapes are held to docs/cli.md by JSONContractTests.)
final class StampCommandTests: XCTestCase {
    func testSuggestNamesKeflavikAirportByAirFromABrokenRead() throws {
        try TestTool.require(.gazetteer)
        let r = waymark(["stamp", "suggest", "--text", "KEFLAVIKURFLUGVOLI UR\n14.08.15\nARRIVAL", "--json", "--reference-year", "2026"])
        XCTAssertEqual(r.status, .success, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let first = try XCTUnwrap((json["candidates"] as? [[String: Any]])?.first)
        let chain = try XCTUnwrap(first["chain"] as? [String: Any])
        XCTAssertEqual((chain["airport"] as? [String: Any])?["id"] as? String, "airport:KEF")
        XCTAssertEqual((chain["country"] as? [String: Any])?["id"] as? String, "country:IS")
        XCTAssertEqual(first["date"] as? String, "2015-08-14")
        XCTAssertEqual(first["mode"] as? String, "air")
        XCTAssertEqual(first["direction"] as? String, "arrival")
        XCTAssertLessThan(try XCTUnwrap(first["score"] as? Double), 1)
    }

    func testSuggestReadsAFileWithWindowsLineEndsAndAByteOrderMark() throws {
        try TestTool.require(.gazetteer)
        let folder = try scratchFolder()
        let file = folder.appendingPathComponent("stamp.txt")
        try Data("\u{FEFF}D\r\nMÜNCHEN FLUGHAFEN\r\n11.10.16\r\n".utf8).write(to: file)
        let r = waymark(["stamp", "suggest", "--text-file", file.path, "--reference-year", "2026"])
        XCTAssertEqual(r.status, .success, r.err)
        XCTAssertTrue(r.out.hasPrefix("1. ") && r.out.split(separator: "\n")[0].contains("airport:MUC"), r.out)
        XCTAssertTrue(r.out.contains("date 2016-10-11"), r.out)
    }

    func testSuggestNamesAnUnreadableLineAndStillMatchesTheRestWithPartialStatus() throws {
        try TestTool.require(.gazetteer)
        let folder = try scratchFolder()
        let file = folder.appendingPathComponent("stamp.txt")
        try Data(Array("MÜNCHEN FLUGHAFEN\n11.10.16\n".utf8) + [0x4D, 0xFF, 0x0A]).write(to: file)   // line 3: not UTF-8
        let r = waymark(["stamp", "suggest", "--text-file", file.path, "--reference-year", "2026"])
        XCTAssertEqual(r.status, .partialBatch, r.err)
        XCTAssertTrue(r.err.contains("\(file.path):3: rejected"), r.err)
        XCTAssertTrue(r.err.contains("1 line could not be read"), r.err)
        XCTAssertTrue(r.out.split(separator: "\n")[0].contains("airport:MUC"), r.out)
    }

    func testSuggestNeedsExactlyOneSourceAndNamesAMissingFile() {
        XCTAssertEqual(waymark(["stamp", "suggest", "--text", "x", "--text-file", "/tmp/x"]).status, .usage)
        XCTAssertEqual(waymark(["stamp", "suggest", "--text", "x", "-"]).status, .usage)
        XCTAssertEqual(waymark(["stamp", "suggest"]).status, .usage)
        XCTAssertEqual(waymark(["stamp", "suggest", "KEF"]).status, .usage)
        let missing = waymark(["stamp", "suggest", "--text-file", "/nonexistent/stamp.txt"])
        XCTAssertEqual(missing.status, .failure)
        XCTAssertTrue(missing.err.contains("/nonexistent/stamp.txt"), missing.err)
        let year = waymark(["stamp", "suggest", "--text", "x", "--reference-year", "soon"])
        XCTAssertEqual(year.status, .usage)
        XCTAssertTrue(year.err.contains("soon"), year.err)
    }

    func testUnknownSubcommandsAndOptionsOfTheOtherSubcommandAreUsageErrors() {
        XCTAssertEqual(waymark(["stamp"]).status, .usage)
        XCTAssertEqual(waymark(["stamp", "fly"]).status, .usage)
        let r = waymark(["stamp", "suggest", "--text", "x", "--lang", "eng"])
        XCTAssertEqual(r.status, .usage)
        XCTAssertTrue(r.err.contains("--lang"), r.err)
        let help = waymark(["stamp", "--help"])
        XCTAssertTrue(help.out.contains("suggest") && help.out.contains("scan"), help.out)
        XCTAssertTrue(waymark(["stamp", "scan", "--help"]).out.contains("--lang L"))
    }

    func testScanOfBadFilesNamesEachAndExitsNonZero() throws {
        try TestTool.require(.gazetteer)
        let dir = try scratchFolder()
        let empty = dir.appendingPathComponent("empty.jpg").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        let text = dir.appendingPathComponent("text.png").path
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        let r = waymark(["stamp", "scan", empty, text, "--json"])
        XCTAssertEqual(r.status, .failure)
        XCTAssertTrue(r.err.contains(empty) && r.err.contains(text) && r.err.contains("2 of 2 images"), r.err)
        XCTAssertEqual(waymark(["stamp", "scan"]).status, .usage)
        let noData = waymark(["stamp", "scan", empty, "--lang", "xyz"])
        XCTAssertEqual(noData.status, .failure)
        XCTAssertTrue(noData.err.contains("tesseract-ocr-xyz"), noData.err)
    }
}
