import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkTravelImport

/// A scratch folder with an atlas, and imports into it against `gazetteer()`: the fixture world,
/// unless the class asserts real-world answers and opens the installed gazetteer instead.
class ImportTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    var atlasURL: URL { folder.appendingPathComponent("atlas.sqlite") }
    func atlas() throws -> AtlasStore { try AtlasStore(url: atlasURL) }

    /// The gazetteer the imports resolve against (`FixtureWorld`; a class asserting real-world
    /// answers overrides it with `InstalledGazetteer`).
    func gazetteer() throws -> Gazetteer { try FixtureWorld.open() }

    func importer(atlas: AtlasStore? = nil) throws -> TravelImporter {
        TravelImporter(atlas: try atlas ?? self.atlas(), gazetteer: try gazetteer(), gazetteerIdentity: "test-gazetteer",
                       now: ReaderTests.now)
    }

    func fixture(_ name: String) -> URL { ReaderTests.fixture(name) }

    /// Writes `text` to a file in the scratch folder.
    func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A GPX file with one waypoint per (lat, lon, UTC time).
    func gpx(_ name: String, _ points: [(Double, Double, String)]) throws -> URL {
        var text = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        for (lat, lon, time) in points { text += "<wpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(time)</time></wpt>\n" }
        return try write(name, text + "</gpx>\n")
    }

    func database() throws -> Database { try Database(path: atlasURL.path, mode: .readOnly) }

    func days(_ id: String) throws -> [String] { try atlas().presenceDays(of: PlaceID(id)!) }
}
