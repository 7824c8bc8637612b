import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// A stamp placed on a country (or a continent) is a stamp of that country: the gallery, the
/// country's and the continent's cards and the report group it there, as they do a stamp placed
/// on one of the country's airports. On the fixture world, which puts Japan and Narita in Asia.
final class StampOnCountryTests: XCTestCase {
    func testAStampPlacedOnJapanIsGroupedUnderJapanEverywhere() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.url().path
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let files = ["--atlas", atlas, "--gazetteer", gazetteer]
        XCTAssertEqual(waymark(["stamp", "add", "--place", "country:JP", "--date", "2018-04-02", "--arrival"] + files).status, .success)
        XCTAssertEqual(waymark(["stamp", "add", "--place", "airport:NRT", "--date", "2018-04-09", "--departure"] + files).status, .success)

        // The gallery: Asia, then Japan with both stamps; nothing is unknown.
        let list = waymark(["stamp", "list", "--json", "--atlas", atlas])
        let gallery = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [String: Any], list.err)
        let continents = try XCTUnwrap(gallery["groups"] as? [[String: Any]])
        XCTAssertEqual(continents.map { $0["name"] as? String }, ["Asia"])
        let countries = try XCTUnwrap(continents.first?["groups"] as? [[String: Any]])
        XCTAssertEqual(countries.map { $0["name"] as? String }, ["Japan"])
        XCTAssertEqual(countries.map { $0["key"] as? String }, ["country:JP"])
        XCTAssertEqual(countries.first?["count"] as? Int, 2)
        let byCountry = waymark(["stamp", "list", "--by", "country", "--atlas", atlas]).out
        XCTAssertFalse(byCountry.contains("Unknown"), byCountry)

        // The cards: Japan's shows both stamps, as Asia's does.
        for (kind, code) in [("country", "JP"), ("continent", "AS")] {
            let svg = folder.appendingPathComponent("\(code).svg")
            let card = waymark(["card", kind, code, "--format", "svg", "--out", svg.path] + files)
            XCTAssertEqual(card.status, .success, "card \(kind) \(code): " + card.err)
            let markup = try String(contentsOf: svg, encoding: .utf8)
            XCTAssertTrue(markup.contains("2 stamps · 1 arrival · 1 departure"), "card \(kind) \(code)")
        }

        // The report's stamp section groups them under Japan too.
        let report = folder.appendingPathComponent("atlas.html")
        XCTAssertEqual(waymark(["report", "--out", report.path] + files).status, .success)
        let html = try String(contentsOf: report, encoding: .utf8)
        let stamps = try XCTUnwrap(html.range(of: "id=\"stamps\"")).lowerBound
        let section = html[stamps...]
        XCTAssertTrue(section.contains("Japan"), "the report groups the stamps under Japan")
        XCTAssertFalse(section.prefix(2000).contains("Unknown country"))
    }
}
