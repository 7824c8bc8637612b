import Foundation
import XCTest
@testable import WaymarkCLI

/// `waymark stamp suggest` and `scan` as a user meets them: JSON shapes, exit statuses, errors.
final class StampCommandTests: XCTestCase {
    func run(_ words: [String]) -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let console = Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" })
        let status = WaymarkCommandLine.run(words, console: console)
        return (status, out, err)
    }

    func testSuggestJSONHasTheDocumentedShape() throws {
        let r = run(["stamp", "suggest", "--text", "KEFLAVIKURFLUGVOLI UR\n14.08.15\nARRIVAL", "--json", "--reference-year", "2026"])
        XCTAssertEqual(r.status, ExitStatus.success, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["candidates", "dates", "mode", "direction"])
        let first = try XCTUnwrap((json["candidates"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(first.keys), ["rank", "chain", "date", "mode", "direction", "score", "strength", "evidence"])
        let chain = try XCTUnwrap(first["chain"] as? [String: Any])
        XCTAssertEqual((chain["airport"] as? [String: Any])?["id"] as? String, "airport:KEF")
        XCTAssertEqual((chain["country"] as? [String: Any])?["id"] as? String, "country:IS")
        XCTAssertEqual(first["date"] as? String, "2015-08-14")
        XCTAssertEqual(first["mode"] as? String, "air")
        XCTAssertEqual(first["direction"] as? String, "arrival")
        XCTAssertLessThan(try XCTUnwrap(first["score"] as? Double), 1)
        let evidence = try XCTUnwrap((first["evidence"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(evidence.keys), ["signal", "text", "detail", "weight"])
    }

    func testSuggestReadsAFileAndRefusesTwoSources() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString).txt")
        try "D\nMÜNCHEN FLUGHAFEN\n11.10.16".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = run(["stamp", "suggest", "--text-file", file.path])
        XCTAssertEqual(r.status, ExitStatus.success, r.err)
        XCTAssertTrue(r.out.contains("airport:MUC"), r.out)
        XCTAssertEqual(run(["stamp", "suggest", "--text", "x", "--text-file", file.path]).status, ExitStatus.usage)
        XCTAssertEqual(run(["stamp", "suggest"]).status, ExitStatus.usage)
        let missing = run(["stamp", "suggest", "--text-file", "/nonexistent/stamp.txt"])
        XCTAssertEqual(missing.status, ExitStatus.failure)
        XCTAssertTrue(missing.err.contains("/nonexistent/stamp.txt"))
    }

    func testUnknownSubcommandsAndOptionsOfTheOtherSubcommandAreUsageErrors() {
        XCTAssertEqual(run(["stamp"]).status, ExitStatus.usage)
        XCTAssertEqual(run(["stamp", "fly"]).status, ExitStatus.usage)
        let r = run(["stamp", "suggest", "--text", "x", "--lang", "eng"])
        XCTAssertEqual(r.status, ExitStatus.usage)
        XCTAssertTrue(r.err.contains("--lang is not an option of `stamp suggest`"), r.err)
        XCTAssertTrue(run(["stamp", "--help"]).out.contains("waymark stamp scan"))
    }

    func testScanOfBadFilesNamesEachAndExitsNonZero() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.jpg").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        let text = dir.appendingPathComponent("text.png").path
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        let r = run(["stamp", "scan", empty, text, "--json"])
        XCTAssertEqual(r.status, ExitStatus.failure)
        XCTAssertTrue(r.err.contains(empty) && r.err.contains(text) && r.err.contains("2 of 2 images"), r.err)
        XCTAssertEqual(run(["stamp", "scan"]).status, ExitStatus.usage)
        let noData = run(["stamp", "scan", empty, "--lang", "xyz"])
        XCTAssertEqual(noData.status, ExitStatus.failure)
        XCTAssertTrue(noData.err.contains("tesseract-ocr-xyz"), noData.err)
    }
}
