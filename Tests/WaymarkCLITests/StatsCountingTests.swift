import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `waymark stats`: visited and transit-only countries apart, the world total named, countries in
/// English name order, and each achievement with the day it was first earned. On the fixture
/// world: its countries and their names are all the test needs.
final class StatsCountingTests: XCTestCase {
    func testCountriesAreCountedApartFromTransitListedByNameAndAchievementsKeepTheirFirstDay() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.open()
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let files = ["--atlas", atlas, "--gazetteer", gazetteer.url.path]
        // Germany from home; a connection at Keflavík's airport; Japan; years later the United States and Australia.
        for (place, date) in [("country:DE", "2015-01-03"), ("airport:KEF", "2015-05-01"), ("country:JP", "2015-06-01"),
                              ("country:US", "2019-01-03"), ("country:AU", "2019-02-01")] {
            XCTAssertEqual(waymark(["mark", place, "--date", date] + files).status, .success, place)
        }
        let world = try gazetteer.totals().supportedCountries

        let run = waymark(["stats", "--json"] + files)
        XCTAssertEqual(run.status, .success, run.err)
        let stats = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        XCTAssertEqual(stats["countries"] as? Int, 4)
        XCTAssertEqual(stats["transit_only_countries"] as? Int, 1)
        XCTAssertEqual(stats["world_countries"] as? Int, world)
        XCTAssertEqual(try XCTUnwrap(stats["world_share"] as? Double), 4.0 / Double(world), accuracy: 1e-9)
        let visits = try XCTUnwrap(stats["country_visits"] as? [[String: Any]])
        XCTAssertEqual(visits.map { $0["name"] as? String }, ["Australia", "Germany", "Iceland", "Japan", "United States"])
        XCTAssertEqual(visits.map { $0["transit_only"] as? Bool }, [false, false, true, false, false])

        let text = waymark(["stats"] + files).out
        XCTAssertTrue(text.hasPrefix("4 countries · 1 transit only, "), text)
        XCTAssertTrue(text.contains("of the world's \(world) countries"), text)
        XCTAssertTrue(text.contains("★ First country abroad — first earned 2015-06-01"), text)

        let in2019 = waymark(["stats", "--year", "2019"] + files).out
        XCTAssertTrue(in2019.hasPrefix("2 countries, "), in2019)
        XCTAssertFalse(in2019.contains("First country abroad"), "earned in 2015, not in 2019: " + in2019)
    }
}
