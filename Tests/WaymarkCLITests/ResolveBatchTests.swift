import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI

/// `waymark resolve --input`: rows out in input order, bad rows named by line and skipped.
final class ResolveBatchTests: XCTestCase {
    func run(_ words: [String]) -> (Int32, String, String) {
        var out = "", err = ""
        let status = WaymarkCommandLine.run(words, console: Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" }))
        return (status, out, err)
    }

    func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testBadRowsAreReportedByLineAndTheRestResolveInOrder() throws {
        _ = try InstalledGazetteer.open()
        let input = try write("lat,lon\n48.8566,2.3522\nnot,a number\n95,10\nNaN,3\n52.52,13.405\n0,200\n", "points.csv")
        let (status, out, err) = run(["resolve", "--input", input])
        XCTAssertEqual(status, 3)
        let rows = out.split(separator: "\n").dropFirst()
        XCTAssertEqual(rows.map { $0.split(separator: ",")[0] }, ["2", "6"])
        XCTAssertTrue(rows.first!.contains("country:FR"))
        XCTAssertTrue(rows.last!.contains("country:DE"))
        for line in [3, 4, 5, 7] { XCTAssertTrue(err.contains("points.csv:\(line): rejected"), "line \(line): \(err)") }
        XCTAssertTrue(err.contains("4 row(s) rejected"))
    }

    func testJSONLinesInAndGeoJSONOut() throws {
        _ = try InstalledGazetteer.open()
        let input = try write("{\"lat\": 35.6762, \"lon\": 139.6503}\n{\"latitude\": -33.8688, \"longitude\": 151.2093}\n", "points.jsonl")
        let (status, out, _) = run(["resolve", "--input", input, "--format", "geojson"])
        XCTAssertEqual(status, 0)
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        let features = try XCTUnwrap(object?["features"] as? [[String: Any]])
        XCTAssertEqual(features.count, 2)
        let countries = features.compactMap { (($0["properties"] as? [String: Any])?["resolution"] as? [String: Any])?["country"] as? [String: Any] }
        XCTAssertEqual(countries.compactMap { $0["id"] as? String }, ["country:JP", "country:AU"])
    }

    func testSingleResolutionAsJSONCarriesEveryLevel() throws {
        _ = try InstalledGazetteer.open()
        let (status, out, _) = run(["resolve", "33.9425", "-118.4081", "--json"])
        XCTAssertEqual(status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual((object["airport"] as? [String: Any])?["id"] as? String, "airport:LAX")
        XCTAssertEqual((object["region"] as? [String: Any])?["id"] as? String, "region:US.CA")
        XCTAssertEqual(object["offshore"] as? Bool, false)
    }

    func testSearchJSONHasTheDocumentedFields() throws {
        _ = try InstalledGazetteer.open()
        let (status, out, _) = run(["search", "zurich", "--limit", "2", "--json"])
        XCTAssertEqual(status, 0)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        for key in ["id", "kind", "name", "label", "country_code", "region_id", "lat", "lon"] {
            XCTAssertNotNil(array[0][key], key)
        }
        XCTAssertEqual(array[0]["country_code"] as? String, "CH")
    }
}
