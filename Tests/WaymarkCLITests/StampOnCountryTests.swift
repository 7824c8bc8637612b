import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// A stamp placed on a country (or a continent) is a stamp of that country: the gallery, the
/// country's and the continent's cards and the report group it there, as they do a stamp placed
/// on one of the country's airports.
final class StampOnCountryTests: XCTestCase {
    func testAStampPlacedOnMoroccoIsGroupedUnderMoroccoEverywhere() throws {
        let folder = try scratchFolder()
        let gazetteer = try InstalledGazetteer.open().url.path
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let files = ["--atlas", atlas, "--gazetteer", gazetteer]
        XCTAssertEqual(waymark(["stamp", "add", "--place", "country:MA", "--date", "2018-04-02", "--arrival"] + files).status, .success)
        XCTAssertEqual(waymark(["stamp", "add", "--place", "airport:RAK", "--date", "2018-04-09", "--departure"] + files).status, .success)

        // The gallery: Africa, then Morocco with both stamps; nothing is unknown.
        let list = waymark(["stamp", "list", "--json", "--atlas", atlas])
        let gallery = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [String: Any], list.err)
        let continents = try XCTUnwrap(gallery["groups"] as? [[String: Any]])
        XCTAssertEqual(continents.map { $0["name"] as? String }, ["Africa"])
        let countries = try XCTUnwrap(continents.first?["groups"] as? [[String: Any]])
        XCTAssertEqual(countries.map { $0["name"] as? String }, ["Morocco"])
        XCTAssertEqual(countries.map { $0["key"] as? String }, ["country:MA"])
        XCTAssertEqual(countries.first?["count"] as? Int, 2)
        let byCountry = waymark(["stamp", "list", "--by", "country", "--atlas", atlas]).out
        XCTAssertFalse(byCountry.contains("Unknown"), byCountry)

        // The cards: Morocco's shows both stamps, as Africa's does.
        for (kind, code) in [("country", "MA"), ("continent", "AF")] {
            let svg = folder.appendingPathComponent("\(code).svg")
            let card = waymark(["card", kind, code, "--format", "svg", "--out", svg.path] + files)
            XCTAssertEqual(card.status, .success, "card \(kind) \(code): " + card.err)
            let markup = try String(contentsOf: svg, encoding: .utf8)
            XCTAssertTrue(markup.contains("2 stamps · 1 arrival · 1 departure"), "card \(kind) \(code)")
        }

        // The report's stamp section groups them under Morocco too.
        let report = folder.appendingPathComponent("atlas.html")
        XCTAssertEqual(waymark(["report", "--out", report.path] + files).status, .success)
        let html = try String(contentsOf: report, encoding: .utf8)
        let stamps = try XCTUnwrap(html.range(of: "id=\"stamps\"")).lowerBound
        let section = html[stamps...]
        XCTAssertTrue(section.contains("Morocco"), "the report groups the stamps under Morocco")
        XCTAssertFalse(section.prefix(2000).contains("Unknown country"))
    }
}
