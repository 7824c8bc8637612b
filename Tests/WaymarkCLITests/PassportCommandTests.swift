import Foundation
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `stamp`, `book` and `passport` through the command line, against the fixture gazetteer.
final class PassportCommandTests: XCTestCase {
    var folder: URL!
    var atlas: String { folder.appendingPathComponent("atlas.sqlite").path }

    override func setUpWithError() throws { folder = try scratchFolder() }


    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testAddingAnAirportStampShowsAndSavesItsWholeChain() throws {
        let gazetteer = try FixtureWorld.url().path
        let (status, out, err) = waymark(["stamp", "add", "--place", "airport:NRT", "--date", "2020-01-05", "--arrival", "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(status, .success, err)
        XCTAssertTrue(out.contains("airport   Narita International Airport  [airport:NRT]"), out)
        XCTAssertTrue(out.contains("country   Japan  [country:JP]"), out)
        XCTAssertTrue(out.contains("continent Asia  [continent:AS]"), out)
        XCTAssertTrue(out.hasSuffix("saved stamp #1\n"), out)

        // Again: found, not duplicated.
        let again = waymark(["stamp", "add", "--place", "airport:NRT", "--date", "2020-01-05", "--arrival", "--atlas", atlas, "--gazetteer", gazetteer, "--json"])
        let saved = try json(again.1)
        XCTAssertEqual(saved["created"] as? Bool, false)
        XCTAssertEqual(saved["id"] as? Int, 1)
        let stamp = try XCTUnwrap(saved["stamp"] as? [String: Any])
        XCTAssertEqual(Set(stamp.keys), ["id", "place", "city", "region", "country", "continent", "date", "direction", "method", "favourite"])
        XCTAssertEqual(stamp["method"] as? String, "air", "an airport stamp is by air unless told")
        XCTAssertEqual((saved["chain"] as? [[String: Any]])?.map { $0["level"] as? String }, ["airport", "city", "region", "country", "continent"])

        // The city level taken off by hand; the day leaves the city and nothing else.
        XCTAssertEqual(waymark(["stamp", "edit", "1", "--city", "none", "--atlas", atlas]).0, .success)
        let (_, statsOut, _) = waymark(["stats", "--json", "--atlas", atlas, "--gazetteer", gazetteer])
        let stats = try json(statsOut)
        XCTAssertEqual(stats["cities"] as? Int, 0)
        XCTAssertEqual(stats["countries"] as? Int, 1)

        let (listStatus, listOut, _) = waymark(["stamp", "list", "--json", "--atlas", atlas])
        XCTAssertEqual(listStatus, .success)
        let gallery = try json(listOut)
        XCTAssertEqual(gallery["by"] as? String, "continent")
        XCTAssertEqual(gallery["count"] as? Int, 1)
        let asia = try XCTUnwrap((gallery["groups"] as? [[String: Any]])?.first)
        XCTAssertEqual(asia["key"] as? String, "continent:AS")
        let japan = try XCTUnwrap((asia["groups"] as? [[String: Any]])?.first)
        XCTAssertEqual(japan["name"] as? String, "Japan")
        let entry = try XCTUnwrap((japan["stamps"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(entry.keys), ["id", "date", "place", "label", "direction", "method", "favourite"])

        XCTAssertEqual(waymark(["stamp", "remove", "1", "--atlas", atlas]).0, .success)
        XCTAssertEqual(waymark(["stamp", "remove", "1", "--atlas", atlas]).0, ExitStatus.failure)
        XCTAssertEqual(waymark(["stamp", "list", "--departures", "--atlas", atlas]).1, "0 stamps\n")
    }

    func testCommandLineMistakesExitTwo() {
        XCTAssertEqual(waymark(["stamp", "add", "--date", "2020-01-05", "--atlas", atlas]).0, ExitStatus.usage)
        XCTAssertEqual(waymark(["stamp", "list", "--place", "x", "--atlas", atlas]).0, ExitStatus.usage, "an option of another subcommand")
        XCTAssertEqual(waymark(["stamp", "list", "--by", "planet", "--atlas", atlas]).0, ExitStatus.usage)
        XCTAssertEqual(waymark(["stamp", "fly", "--atlas", atlas]).0, ExitStatus.usage)
        XCTAssertEqual(waymark(["passport", "read", "--mrz", "P<UTO"]).0, ExitStatus.usage)
        let missing = waymark(["passport", "read", "/nonexistent/page.jpg"])
        XCTAssertEqual(missing.0, ExitStatus.failure, "an image that is not there")
        XCTAssertTrue(missing.2.contains("/nonexistent/page.jpg: no such file"), missing.2)
        XCTAssertEqual(waymark(["stamp", "--help"]).0, ExitStatus.success)
    }

    func testReadingAFailingMRZExitsOneShowingTheFailingFields() throws {
        let bad = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408132F1204159ZE184226B<<<<<10"
        let (status, out, _) = waymark(["passport", "read", "--mrz", bad, "--today", "2026-11-30", "--json"])
        XCTAssertEqual(status, ExitStatus.failure)
        let result = try json(out)
        XCTAssertEqual(result["valid"] as? Bool, false)
        let reading = try XCTUnwrap(result["reading"] as? [String: Any])
        let failing = (reading["checks"] as? [[String: Any]])?.filter { $0["passed"] as? Bool == false }.compactMap { $0["check"] as? String }
        XCTAssertEqual(failing, ["birth_date", "composite"])
        XCTAssertEqual((reading["birth_date"] as? [String: Any])?["printed"] as? String, "740813", "shown as read")
        XCTAssertEqual((reading["repairs"] as? [Any])?.count, 0, "nothing fixed")

        let good = waymark(["passport", "read", "--mrz", ICAO.td3, "--today", "2026-11-30", "--json"])
        XCTAssertEqual(good.0, .success)
        XCTAssertEqual(try json(good.1)["mrz_information"] as? String, "L898902C3" + "6" + "740812" + "2" + "120415" + "9", "number, birth and expiry, each with its printed check digit")
    }

    /// A repaired reading exits 3 and says so; a typed check-digit typo exits 1 with nothing
    /// rewritten and no access-key information.
    func testARepairedReadingExitsThreeAndATypedTypoOne() throws {
        let repaired = waymark(["passport", "read", "--mrz", ICAO.td3.replacingOccurrences(of: "7408122", with: "74O8122"), "--today", "2026-11-30", "--json"])
        XCTAssertEqual(repaired.0, .partialBatch)
        let r = try json(repaired.1)
        XCTAssertEqual(r["status"] as? String, "repaired")
        XCTAssertEqual(r["valid"] as? Bool, false)
        XCTAssertEqual(((r["reading"] as? [String: Any])?["repairs"] as? [Any])?.count, 1)
        let text = waymark(["passport", "read", "--mrz", ICAO.td3.replacingOccurrences(of: "7408122", with: "74O8122"), "--today", "2026-11-30"])
        XCTAssertTrue(text.1.contains("TD3 MRZ: REPAIRED"), text.1)
        XCTAssertFalse(text.1.contains("all check digits agree"), text.1)

        // ICAO's TD1, its number's check digit 7 typed 2.
        let typo = "I<UTOD231458902<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"
        let typed = waymark(["passport", "read", "--mrz", typo, "--today", "2026-11-30", "--json"])
        XCTAssertEqual(typed.0, .failure)
        let t = try json(typed.1)
        XCTAssertEqual(t["status"] as? String, "invalid")
        XCTAssertNil(t["mrz_information"], "absent when a check digit disagrees")
        XCTAssertEqual((t["reading"] as? [String: Any])?["document_number"] as? String, "D23145890", "the number as typed")
    }

    func testABookFilledFromItsIdentityPageStaysOutOfTheExportUnlessAsked() throws {
        XCTAssertEqual(waymark(["book", "add", "Blue", "--mrz", ICAO.td3, "--today", "2026-11-30", "--place-of-birth", "Zenith", "--atlas", atlas]).0, .success)
        let (_, listOut, _) = waymark(["book", "list", "--identity", "--json", "--atlas", atlas])
        let book = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(listOut.utf8)) as? [[String: Any]])?.first)
        XCTAssertEqual(book["issuing_state"] as? String, "UTO")
        XCTAssertEqual(book["expiry_date"] as? String, "2012-04-15")
        let identity = try XCTUnwrap(book["identity"] as? [String: Any])
        XCTAssertEqual(identity["surname"] as? String, "ERIKSSON")
        XCTAssertEqual(identity["place_of_birth"] as? String, "Zenith")
        XCTAssertEqual(identity["birth_date"] as? String, "1974-08-12")

        XCTAssertEqual(waymark(["book", "edit", "Blue", "--surname", "ERIKSEN", "--name", "Navy", "--atlas", atlas]).0, .success)
        XCTAssertEqual(waymark(["book", "add", "Red", "--mrz", ICAO.td3.replacingOccurrences(of: "7408122", with: "7408132"), "--atlas", atlas]).0,
                       ExitStatus.failure, "a failing MRZ fills nothing")

        let plain = waymark(["export", "--atlas", atlas]).1
        XCTAssertTrue(plain.contains("\"Navy\""))
        XCTAssertFalse(plain.contains("ERIKSEN"))
        XCTAssertFalse(plain.contains("L898902C3"))
        let full = waymark(["export", "--include-identity", "--atlas", atlas]).1
        XCTAssertTrue(full.contains("ERIKSEN"))
        XCTAssertEqual(waymark(["book", "list", "--atlas", atlas]).1, "Navy: 0 stamps, UTO, expires 2012-04-15, identity page kept\n")
    }

    enum ICAO {
        static let td3 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
    }
}
