import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// Books and stamps: one book per name whatever its case, and a stamp is checked whole before
/// its chain is shown or saved.
final class CarelessPassportCommandTests: XCTestCase {
    var atlas: String!

    override func setUpWithError() throws { atlas = try scratchFolder().appendingPathComponent("atlas.sqlite").path }

    func bookNames() throws -> [String] {
        let listed = waymark(["book", "list", "--json", "--atlas", atlas]).out
        let books = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]], listed)
        return books.compactMap { $0["name"] as? String }
    }

    func testBookNamesAreOneBookWhateverTheirCaseOrSurroundingSpaces() throws {
        XCTAssertEqual(waymark(["book", "add", "Blue", "--atlas", atlas]).status, .success)
        for name in ["blue", "Blue ", " BLUE\t"] {
            let result = waymark(["book", "add", name, "--atlas", atlas])
            XCTAssertEqual(result.status, .failure, "'\(name)'")
            XCTAssertTrue(result.err.contains("there is already a book named 'Blue'"), result.err)
        }
        XCTAssertEqual(waymark(["book", "add", "  ", "--atlas", atlas]).status, .usage, "a blank name")
        let green = waymark(["book", "add", " Green ", "--atlas", atlas])
        XCTAssertEqual(green.status, .success)
        XCTAssertEqual(try bookNames(), ["Blue", "Green"], "stored trimmed")

        let rename = waymark(["book", "edit", "Green", "--name", "BLUE", "--atlas", atlas])
        XCTAssertEqual(rename.status, .failure)
        XCTAssertTrue(rename.err.contains("there is already a book named 'Blue'"), rename.err)
        XCTAssertEqual(waymark(["book", "edit", "green", "--name", "Green Two", "--atlas", atlas]).status, .success, "found letter case aside")
        XCTAssertEqual(waymark(["book", "edit", "Blue", "--name", "blue", "--atlas", atlas]).status, .success, "its own name in another case")
        XCTAssertEqual(try bookNames(), ["Green Two", "blue"])
    }

    /// `--country country:JP` on an airport in Austria would save a day in Japan for a stamp
    /// at Vienna: refused, naming both, and nothing is created.
    func testALevelTheStampedPlaceDoesNotLieInIsRefusedNamingTheConflict() throws {
        let gazetteer = try FixtureWorld.url().path
        let result = waymark(["stamp", "add", "--place", "airport:VIE", "--country", "country:JP", "--date", "2020-01-05",
                              "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.err.contains("country:JP (Japan) conflicts with airport:VIE"), result.err)
        XCTAssertTrue(result.err.contains("country:AT (Austria)"), result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas))

        let continent = waymark(["stamp", "add", "--place", "city:1850147", "--continent", "continent:EU", "--date", "2020-01-05",
                                 "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(continent.status, .usage, "Tokyo is not in Europe")
        XCTAssertTrue(continent.err.contains("continent:EU (Europe) conflicts with city:1850147 (Tokyo)"), continent.err)

        // A level within the same country stays the user's to choose: Narita's city as Tokyo.
        let tokyo = waymark(["stamp", "add", "--place", "airport:NRT", "--city", "city:1850147", "--date", "2020-01-05",
                             "--atlas", atlas, "--gazetteer", gazetteer, "--json"])
        XCTAssertEqual(tokyo.status, .success, tokyo.err)
        XCTAssertTrue(tokyo.out.contains("\"city\" : \"city:1850147\"") || tokyo.out.contains("\"city\":\"city:1850147\""), tokyo.out)
    }

    /// A book that does not exist is found out before the chain is printed: nothing is shown
    /// as if it were saved, and nothing is saved.
    func testAStampInAnUnknownBookPrintsNothingAndSavesNothing() throws {
        let gazetteer = try FixtureWorld.url().path
        XCTAssertEqual(waymark(["book", "add", "Blue", "--atlas", atlas]).status, .success)
        for extra in [[], ["--dry-run"], ["--json"]] {
            let result = waymark(["stamp", "add", "--place", "airport:NRT", "--date", "2020-01-05", "--book", "Nonexistent",
                                  "--atlas", atlas, "--gazetteer", gazetteer] + extra)
            XCTAssertEqual(result.status, .failure, "\(extra)")
            XCTAssertEqual(result.out, "", "\(extra)")
            XCTAssertTrue(result.err.contains("there is no book named 'Nonexistent'"), result.err)
        }
        XCTAssertEqual(waymark(["stamp", "list", "--atlas", atlas]).out, "0 stamps\n")
        let saved = waymark(["stamp", "add", "--place", "airport:NRT", "--date", "2020-01-05", "--book", "blue",
                             "--atlas", atlas, "--gazetteer", gazetteer])
        XCTAssertEqual(saved.status, .success, "the book found letter case aside: \(saved.err)")
    }
}
