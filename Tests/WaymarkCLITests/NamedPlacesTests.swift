import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkSamples

/// Every place an output shows is named and opens with `waymark place ID`, with the same days
/// wherever it is listed: photos in Rome, at Times Square, in Montmartre (a section of Paris) and
/// on Charles de Gaulle's runway, and two Narita stamps, imported as a traveller would, on the
/// fixture world (its places have names; which they are is no part of what is checked).
final class NamedPlacesTests: XCTestCase {
    func testEveryPlaceShownIsNamedOpensAndHasTheSameDaysEverywhere() throws {
        let folder = try scratchFolder()
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let shots: [(String, Double, Double, String)] = [
            ("rome.jpg", 41.9022, 12.4568, "2019:04:20 10:00:00"),
            ("montmartre.jpg", 48.8867, 2.3431, "2019:04:20 18:00:00"),
            ("times-square-1.jpg", 40.7580, -73.9855, "2019:05:01 10:00:00"),
            ("times-square-2.jpg", 40.7580, -73.9855, "2019:05:02 10:00:00"),
            ("charles-de-gaulle.jpg", 49.0097, 2.5479, "2019:06:10 10:00:00"),
        ]
        for (name, lat, lon, time) in shots {
            try SyntheticPhotos.jpeg(latitude: lat, longitude: lon, dateTime: time).write(to: photos.appendingPathComponent(name))
        }
        let gazetteer = try FixtureWorld.url().path
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let files = ["--atlas", atlas, "--gazetteer", gazetteer]
        XCTAssertEqual(waymark(["import", "photos", photos.path] + files).status, .success)
        for date in ["2019-06-10", "2019-06-20"] {
            XCTAssertEqual(waymark(["stamp", "add", "--place", "airport:NRT", "--date", date] + files).status, .success)
        }

        func story(_ id: String) throws -> [String: Any] {
            let run = waymark(["place", id, "--json", "--atlas", atlas])
            XCTAssertEqual(run.status, .success, "`place \(id)` opens: " + run.err)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], run.out)
        }
        func isName(_ name: Any?, of id: String) -> Bool {
            guard let name = name as? String else { return false }
            return !name.isEmpty && name != id && !name.contains(":")
        }

        // On This Day: every place and chip of each memory is named and opens.
        for date in ["2020-04-20", "2020-05-01", "2020-06-10"] {
            let run = waymark(["on-this-day", "--date", date, "--json", "--atlas", atlas])
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], run.err)
            let memories = try XCTUnwrap(report["memories"] as? [[String: Any]])
            XCTAssertFalse(memories.isEmpty, date)
            for memory in memories {
                for place in (memory["places"] as? [[String: Any]] ?? []) + (memory["chips"] as? [[String: Any]] ?? []) {
                    let id = try XCTUnwrap(place["id"] as? String)
                    XCTAssertTrue(isName(place["name"], of: id), "\(date): \(id) is shown as \(place["name"] ?? "nothing")")
                    _ = try story(id)
                }
            }
        }

        // Each country's story: its chain and the places below it are named, open, and have the
        // days their own stories give.
        for country in ["country:US", "country:JP", "country:FR", "country:IT"] {
            let page = try story(country)
            for place in page["chain"] as? [[String: Any]] ?? [] {
                let id = try XCTUnwrap(place["id"] as? String)
                XCTAssertTrue(isName(place["name"], of: id), "\(country) chain: \(id)")
                _ = try story(id)
            }
            let below = try XCTUnwrap(page["places_below"] as? [[String: Any]])
            XCTAssertFalse(below.isEmpty, country)
            for place in below {
                let id = try XCTUnwrap(place["id"] as? String)
                XCTAssertTrue(isName(place["name"], of: id), "\(country) lists \(id) as \(place["name"] ?? "nothing")")
                let own = try story(id)
                XCTAssertEqual(place["days"] as? Int, own["days"] as? Int, "\(id): its days in \(country)'s story and in its own")
                XCTAssertEqual(place["first_visit"] as? String, own["first_visit"] as? String, id)
                XCTAssertEqual(place["last_visit"] as? String, own["last_visit"] as? String, id)
            }
        }

        // The text shows names, never a bare ID in the name's place.
        let text = waymark(["place", "country:US", "--atlas", atlas]).out
        for line in text.split(separator: "\n") where line.hasPrefix("  ") {
            XCTAssertFalse(line.trimmingCharacters(in: .whitespaces).hasPrefix("city:") || line.contains(":5128581 ["), String(line))
        }
    }
}
