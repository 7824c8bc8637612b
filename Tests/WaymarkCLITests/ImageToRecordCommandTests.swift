import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit
@testable import WaymarkSamples

/// From an image to a record, as a user meets it: `passport read IMAGE`, `book add --mrz-image`
/// and `stamp add --from-scan IMAGE --pick N`, on pages and stamps the test draws itself.
final class ImageToRecordCommandTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.tesseractEnglish, .rsvgConvert, .imageMagick, .fonts, .gazetteer) }

    static let td3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]

    /// Vienna airport's stamp: "FLUGHAFEN WIEN", a day-first date and Austria's vehicle sign.
    static let vienna = StampSpecimen(name: "vienna", country: "AT", lines: ["FLUGHAFEN WIEN", "03.05.09", "A"], shape: .rectangle, ink: .blue,
                                      degrees: 12, faded: false, patternedPage: false, overprint: nil, format: "png")

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testPassportReadOfAPhotoGivesTheMRZFieldsAndWhatOCRRead() throws {
        try TestTier.requireFull("reads a drawn passport page with tesseract")
        let page = try StampSpecimenRenderer.render(MRZSpecimen(name: "page", lines: Self.td3), into: try scratchFolder())
        let r = waymark(["passport", "read", page, "--today", "2026-11-30", "--json"])
        let output = try json(r.out)
        // Clean (exit 0), or repaired with each change listed (exit 3): OCR reads a 0 as O now and then.
        let status = try XCTUnwrap(output["status"] as? String)
        XCTAssertEqual(r.status, status == "valid" ? .success : .partialBatch, "\(status): \(r.err)")
        XCTAssertTrue(status == "valid" || status == "repaired", status)
        XCTAssertEqual(output["valid"] as? Bool, status == "valid")
        let reading = try XCTUnwrap(output["reading"] as? [String: Any])
        XCTAssertEqual(reading["surname"] as? String, "ERIKSSON")
        XCTAssertEqual(reading["document_number"] as? String, "L898902C3")
        XCTAssertEqual((reading["birth_date"] as? [String: Any])?["date"] as? String, "1974-08-12")
        XCTAssertEqual(reading["lines"] as? [String], Self.td3)
        let ocr = try XCTUnwrap(output["ocr"] as? [String: Any])
        XCTAssertEqual(ocr["image"] as? String, page)
        XCTAssertEqual((ocr["mrz_lines"] as? [String])?.count, 2)
        let text = waymark(["passport", "read", page, "--today", "2026-11-30"])
        XCTAssertTrue(text.out.hasPrefix("\(page): read by tesseract"), text.out)
        XCTAssertTrue(text.out.contains(status == "valid" ? "TD3 MRZ: all check digits agree" : "TD3 MRZ: REPAIRED"), text.out)
    }

    func testPassportReadOfAPageWithoutAnMRZOrADamagedImageExitsOneNamingTheFile() throws {
        let folder = try scratchFolder()
        let blank = try StampSpecimenRenderer.render(MRZSpecimen(name: "blank", lines: []), into: folder)
        let none = waymark(["passport", "read", blank])
        XCTAssertEqual(none.status, .failure)
        XCTAssertTrue(none.err.contains("\(blank): no MRZ found"), none.err)
        XCTAssertEqual(none.out, "", "nothing guessed")
        let damaged = folder.appendingPathComponent("damaged.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: URL(fileURLWithPath: damaged))
        let bad = waymark(["passport", "read", damaged])
        XCTAssertEqual(bad.status, .failure)
        XCTAssertTrue(bad.err.contains(damaged), bad.err)
    }

    func testPassportReadTakesTextOrOneImageNotBoth() {
        XCTAssertEqual(waymark(["passport", "read"]).status, .usage)
        XCTAssertEqual(waymark(["passport", "read", "a.jpg", "b.jpg"]).status, .usage)
        XCTAssertEqual(waymark(["passport", "read", "a.jpg", "--mrz", Self.td3.joined(separator: "\n")]).status, .usage)
    }

    func testBookAddFillsTheBookFromAPhotoOfItsIdentityPage() throws {
        try TestTier.requireFull("fills a book from a drawn identity page read with tesseract")
        let folder = try scratchFolder()
        let page = try StampSpecimenRenderer.render(MRZSpecimen(name: "page", lines: Self.td3), into: folder)
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let added = waymark(["book", "add", "Blue", "--mrz-image", page, "--today", "2026-11-30", "--atlas", atlas])
        XCTAssertEqual(added.status, .success, added.err)
        let books = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(waymark(["book", "list", "--identity", "--json", "--atlas", atlas]).out.utf8)) as? [[String: Any]])
        XCTAssertEqual(books.first?["issuing_state"] as? String, "UTO")
        XCTAssertEqual(books.first?["expiry_date"] as? String, "2012-04-15")
        let identity = try XCTUnwrap(books.first?["identity"] as? [String: Any])
        XCTAssertEqual(identity["document_number"] as? String, "L898902C3")
        XCTAssertEqual(identity["given_names"] as? String, "ANNA MARIA")
        XCTAssertEqual(waymark(["book", "add", "Red", "--mrz-image", page, "--mrz", Self.td3.joined(separator: "\n"), "--atlas", atlas]).status, .usage)
        let blank = try StampSpecimenRenderer.render(MRZSpecimen(name: "blank", lines: []), into: folder)
        XCTAssertEqual(waymark(["book", "add", "Red", "--mrz-image", blank, "--atlas", atlas]).status, .failure)
        XCTAssertEqual(waymark(["book", "list", "--atlas", atlas]).out.split(separator: "\n").count, 1, "the failed add saved nothing")
    }

    func testStampAddFromAScanTakesThePickedCandidatesChainDateAndMode() throws {
        try TestTier.requireFull("adds a stamp from a drawn scan read with tesseract")
        let gazetteer = try InstalledGazetteer.open().url.path
        let folder = try scratchFolder()
        let image = try StampSpecimenRenderer.render(Self.vienna, into: folder)
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        // The numbers `stamp scan` prints are the numbers --pick takes.
        let scan = waymark(["stamp", "scan", image, "--reference-year", "2026", "--gazetteer", gazetteer])
        XCTAssertEqual(scan.status, .success, scan.err)
        let first = try XCTUnwrap(scan.out.split(separator: "\n").first { $0.hasPrefix("  1. ") }, scan.out)
        XCTAssertTrue(first.contains("[airport:VIE]"), scan.out)
        let scanned = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(waymark(["stamp", "scan", image, "--json", "--reference-year", "2026",
                                                                                     "--gazetteer", gazetteer]).out.utf8)) as? [[String: Any]])
        let candidates = try XCTUnwrap((scanned.first?["suggestions"] as? [String: Any])?["candidates"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(candidates.count, 2)

        let added = waymark(["stamp", "add", "--from-scan", image, "--pick", "1", "--reference-year", "2026", "--json", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(added.status, .success, added.err)
        let saved = try json(added.out)
        let stamp = try XCTUnwrap(saved["stamp"] as? [String: Any])
        XCTAssertEqual(stamp["place"] as? String, "airport:VIE")
        XCTAssertEqual(stamp["country"] as? String, "country:AT")
        XCTAssertEqual(stamp["date"] as? String, "2009-05-03", "03.05.09, day first")
        XCTAssertEqual(stamp["method"] as? String, "air")
        XCTAssertNil(stamp["direction"], "the stamp says neither arrival nor departure")
        XCTAssertEqual((stamp["image"] as? [String: Any])?["path"] as? String, image, "the image is referenced as with --image")
        XCTAssertEqual((saved["chain"] as? [[String: Any]])?.map { $0["level"] as? String }, ["airport", "city", "region", "country", "continent"])

        // Candidate 2 is the one `stamp scan` numbered 2.
        let second = try json(waymark(["stamp", "add", "--from-scan", image, "--pick", "2", "--reference-year", "2026", "--dry-run", "--json",
                                       "--atlas", atlas, "--gazetteer", gazetteer]).out)
        let chain2 = try XCTUnwrap(candidates[1]["chain"] as? [String: Any])
        let narrowest = ["airport", "city", "region", "country"].compactMap { (chain2[$0] as? [String: Any])?["id"] as? String }.first
        XCTAssertEqual((second["stamp"] as? [String: Any])?["place"] as? String, narrowest)
    }

    func testExplicitOptionsOverrideWhatTheScanRead() throws {
        try TestTier.requireFull("adds a stamp from a drawn scan read with tesseract")
        let gazetteer = try InstalledGazetteer.open().url.path
        let folder = try scratchFolder()
        let image = try StampSpecimenRenderer.render(Self.vienna, into: folder)
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let r = waymark(["stamp", "add", "--from-scan", image, "--pick", "1", "--reference-year", "2026", "--date", "2009-05-04", "--departure",
                         "--method", "land", "--place", "country:AT", "--dry-run", "--json", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(r.status, .success, r.err)
        let stamp = try XCTUnwrap(try json(r.out)["stamp"] as? [String: Any])
        XCTAssertEqual(stamp["place"] as? String, "country:AT")
        XCTAssertEqual(stamp["date"] as? String, "2009-05-04")
        XCTAssertEqual(stamp["direction"] as? String, "departure")
        XCTAssertEqual(stamp["method"] as? String, "land")
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas), "--dry-run creates nothing")
        let shown = waymark(["stamp", "add", "--from-scan", image, "--pick", "1", "--reference-year", "2026", "--dry-run", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertTrue(shown.out.contains("airport   Vienna International Airport  [airport:VIE]") && shown.out.contains("continent Europe"), shown.out)
    }

    func testAPickOutOfRangeOrAScanWithoutCandidatesExitsOneAndAMalformedPickTwo() throws {
        try TestTier.requireFull("picks from drawn scans read with tesseract")
        let gazetteer = try InstalledGazetteer.open().url.path
        let folder = try scratchFolder()
        let image = try StampSpecimenRenderer.render(Self.vienna, into: folder)
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let far = waymark(["stamp", "add", "--from-scan", image, "--pick", "99", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(far.status, .failure)
        XCTAssertTrue(far.err.contains("--pick 99 is out of range"), far.err)
        for bad in ["0", "x", "-1", "1.5"] {
            XCTAssertEqual(waymark(["stamp", "add", "--from-scan", image, "--pick", bad, "--atlas", atlas]).status, .usage, bad)
        }
        XCTAssertEqual(waymark(["stamp", "add", "--from-scan", image, "--atlas", atlas]).status, .usage, "--pick is needed")
        XCTAssertEqual(waymark(["stamp", "add", "--pick", "1", "--place", "country:AT", "--date", "2020-01-01", "--atlas", atlas]).status, .usage,
                       "--pick without --from-scan")
        let blank = StampSpecimen(name: "blank", country: "", lines: ["0000"], shape: .round, ink: .red, degrees: 0, faded: false,
                                  patternedPage: false, overprint: nil, format: "png")
        let empty = try StampSpecimenRenderer.render(blank, into: folder)
        let none = waymark(["stamp", "add", "--from-scan", empty, "--pick", "1", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(none.status, .failure)
        XCTAssertTrue(none.err.contains("suggests no place"), none.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas), "nothing was saved")
    }
}
