import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkJSON
import WaymarkTestSupport
import WaymarkTextInput
import XCTest
@testable import WaymarkCLI

/// The commands of a gazetteer release: `waymark diff`, the note an atlas gives when the
/// gazetteer in use is not the one it was resolved with, and `import atlas` across builds.
final class GazetteerReleaseCommandTests: XCTestCase {
    func testDiffOfABuildWithItselfWritesEmptyGeoJSONAndNotesWithNoChange() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.url().path
        let points = folder.appendingPathComponent("mine.csv").path
        try "lat,lon\n52.5163,13.3777\nnot,a point\n48.8584,2.2945\n".write(toFile: points, atomically: true, encoding: .utf8)
        let geojson = folder.appendingPathComponent("changed.geojson").path
        let (status, out, err) = waymark(["diff", gazetteer, gazetteer, "--land-points", "500", "--points", points, "--geojson", geojson, "--markdown"])
        // The row that is no coordinate is named and counted: a partial batch.
        XCTAssertEqual(status, .partialBatch, err)
        XCTAssertTrue(err.contains("mine.csv:3: rejected"), err)
        XCTAssertTrue(out.contains("# Gazetteer release notes"), out)
        XCTAssertTrue(out.contains("0 of 2 points answer differently"), out)
        XCTAssertTrue(out.contains("Built from the same"), out)
        let collection = try JSONValue.parse(Data(contentsOf: URL(fileURLWithPath: geojson)))
        guard case .object(let object) = collection, case .array(let features)? = object["features"] else { return XCTFail("\(collection)") }
        XCTAssertTrue(features.isEmpty)
    }

    func testDiffRefusesOneGazetteerAndMixedOutputs() {
        XCTAssertEqual(waymark(["diff", "a.sqlite"]).status, .usage)
        XCTAssertEqual(waymark(["diff", "a.sqlite", "b.sqlite", "--json", "--markdown"]).status, .usage)
        let missing = waymark(["diff", "/nonexistent/a.sqlite", "/nonexistent/b.sqlite"])
        XCTAssertEqual(missing.status, .failure)
        XCTAssertTrue(missing.err.contains("/nonexistent/a.sqlite"), missing.err)
    }

    func testAnAtlasResolvedWithAnotherBuildSaysSoOncePerCommand() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.open()
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        let first = waymark(["mark", "city:2988507", "--atlas", atlas, "--gazetteer", gazetteer.url.path])
        XCTAssertEqual(first.status, .success, first.err)
        XCTAssertFalse(first.err.contains("note:"), first.err)
        // The first write recorded the build in use.
        XCTAssertEqual(try AtlasStore(url: URL(fileURLWithPath: atlas)).recordedGazetteer(), gazetteer.identity)
        try AtlasStore(url: URL(fileURLWithPath: atlas)).recordGazetteer("0123456789abcdef-another-build")
        let second = waymark(["mark", "country:FR", "--atlas", atlas, "--gazetteer", gazetteer.url.path])
        XCTAssertEqual(second.status, .success, second.err)
        XCTAssertEqual(second.err.components(separatedBy: "last resolved with gazetteer 0123456789ab").count, 2, second.err)
        XCTAssertTrue(second.err.contains("waymark atlas check"), second.err)
        // A rebase records the build in use: the note goes away.
        XCTAssertEqual(waymark(["atlas", "rebase", "--atlas", atlas, "--gazetteer", gazetteer.url.path]).status, .success)
        XCTAssertFalse(waymark(["mark", "country:DE", "--atlas", atlas, "--gazetteer", gazetteer.url.path]).err.contains("note:"))
    }

    func testAnExportFromAnotherBuildImportsWholeAndSaysSo() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.open()
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", "2019-04-15", "--atlas", atlas, "--gazetteer", gazetteer.url.path]).status, .success)
        let store = try AtlasStore(url: URL(fileURLWithPath: atlas))
        var export = try store.export()
        XCTAssertEqual(export.gazetteer, gazetteer.identity)
        export.gazetteer = "fedcba9876543210-another-build"
        let file = folder.appendingPathComponent("export.json")
        try AtlasExport.encoder().encode(export).write(to: file)
        let other = folder.appendingPathComponent("other.sqlite").path
        XCTAssertEqual(waymark(["mark", "country:JP", "--atlas", other, "--gazetteer", gazetteer.url.path]).status, .success)
        let imported = waymark(["import", "atlas", file.path, "--atlas", other])
        XCTAssertEqual(imported.status, .success, imported.err)
        XCTAssertTrue(imported.err.contains("the export was resolved with gazetteer fedcba987654"), imported.err)
        XCTAssertEqual(try AtlasStore(url: URL(fileURLWithPath: other)).markedPlaces(), [PlaceID(kind: .city, code: "2988507"), PlaceID(kind: .country, code: "JP")])
    }

    func testAPlaceStoryNamesWhatARebaseReplaced() throws {
        let folder = try scratchFolder()
        let gazetteer = try FixtureWorld.open()
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(waymark(["mark", "city:2950159", "--date", "2019-05-01", "--atlas", atlas, "--gazetteer", gazetteer.url.path]).status, .success)
        let berlin = PlaceID(kind: .city, code: "2950159")
        XCTAssertFalse(waymark(["place", berlin.description, "--atlas", atlas]).out.contains("formerly"))
        let store = try AtlasStore(url: URL(fileURLWithPath: atlas))
        for (code, name) in [("2920789", "Gesundbrunnen"), ("2822224", "Tiergarten")] {
            try store.recordFormerName(PlaceHistoryEntry(place: berlin, formerId: PlaceID(kind: .city, code: code), formerName: name,
                                                         formerLabel: "\(name), Germany", gazetteer: "older"))
        }
        let story = waymark(["place", berlin.description, "--atlas", atlas])
        XCTAssertEqual(story.status, .success, story.err)
        XCTAssertTrue(story.out.contains("formerly Gesundbrunnen, Tiergarten"), story.out)
        // The same names in the JSON, and behind the link a memory opens.
        let json = waymark(["place", berlin.description, "--json", "--atlas", atlas])
        XCTAssertEqual(json.status, .success, json.err)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["former_names"] as? [String], ["Gesundbrunnen", "Tiergarten"])
        let opened = waymark(["open", "waymark://place/\(berlin)", "--atlas", atlas])
        XCTAssertEqual(opened.status, .success, opened.err)
        XCTAssertTrue(opened.out.contains("formerly Gesundbrunnen, Tiergarten"), opened.out)
    }
}
