import Foundation
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// The atlas through the command line, against the fixture gazetteer, a different one, and none.
final class AtlasCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try scratchFolder() }

    func testMarksReadTheSameWithADifferentGazetteerAndWithNone() throws {
        let fixture = try FixtureWorld.url()
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", "2019-04-15,2019-04-16", "--atlas", atlas, "--gazetteer", fixture.path]).0, .success)

        // A different gazetteer: a copy in which Paris has another name.
        let other = folder.appendingPathComponent("other.sqlite")
        try FileManager.default.copyItem(at: fixture, to: other)
        try Database(path: other.path, mode: .readWrite).execute("UPDATE place SET name = 'Lutetia' WHERE kind = 3 AND code = '2988507'")
        // No gazetteer: none named, none in the environment, none installed where the default points.
        let saved = (ProcessInfo.processInfo.environment["WAYMARK_GAZETTEER"], ProcessInfo.processInfo.environment["XDG_DATA_HOME"])
        func restore(_ name: String, _ value: String?) { if let value { setenv(name, value, 1) } else { unsetenv(name) } }
        defer { restore("WAYMARK_GAZETTEER", saved.0); restore("XDG_DATA_HOME", saved.1) }

        for gazetteer in [other.path, nil] {
            if gazetteer == nil { unsetenv("WAYMARK_GAZETTEER"); setenv("XDG_DATA_HOME", folder.path, 1) }
            let (status, out, err) = waymark(["stats", "--json", "--atlas", atlas] + (gazetteer.map { ["--gazetteer", $0] } ?? []))
            XCTAssertEqual(status, .success, err)
            if gazetteer == nil { XCTAssertTrue(err.contains("the shares of countries and regions are left out"), err) }
            let stats = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            XCTAssertEqual(stats["cities"] as? Int, 1)
            let visits = try XCTUnwrap(stats["country_visits"] as? [[String: Any]])
            XCTAssertEqual(visits.first?["name"] as? String, "France")
            XCTAssertEqual(visits.first?["days"] as? Int, 2)
        }
        let (status, out, _) = waymark(["export", "--atlas", atlas])
        XCTAssertEqual(status, .success)
        XCTAssertTrue(out.contains("\"label\" : \"Paris, Île-de-France, France\""), "the snapshot keeps the name it was marked with")
        XCTAssertFalse(out.contains("Lutetia"))
    }

    func testUnmarkingAnUnmarkedPlaceExitsOne() throws {
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(waymark(["mark", "country:DE", "--atlas", atlas, "--gazetteer", try FixtureWorld.url().path]).0, .success)
        let unmark = waymark(["unmark", "city:2988507", "--atlas", atlas])
        XCTAssertEqual(unmark.status, ExitStatus.failure)
        XCTAssertTrue(unmark.out.contains("city:2988507 was not marked"), unmark.out)
        XCTAssertEqual(waymark(["unmark", "country:DE", "--atlas", atlas]).status, .success)
        XCTAssertEqual(waymark(["mark", "nonsense", "--atlas", atlas]).0, ExitStatus.usage)
        XCTAssertEqual(waymark(["mark", "city:1", "--date", "2019-02-30", "--atlas", atlas]).0, ExitStatus.usage)
    }
}
