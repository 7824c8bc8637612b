import Foundation
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI

/// The atlas through the command line, against the real gazetteer, a different one, and none.
final class AtlasCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func run(_ words: [String]) -> (Int32, String, String) {
        var out = "", err = ""
        let status = WaymarkCommandLine.run(words, console: Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" }))
        return (status, out, err)
    }

    func testMarksReadTheSameWithADifferentGazetteerAndWithNone() throws {
        let real = try InstalledGazetteer.open().url
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(run(["mark", "city:2988507", "--date", "2019-04-15,2019-04-16", "--atlas", atlas, "--gazetteer", real.path]).0, 0)

        // A different gazetteer: a copy in which Paris has another name.
        let other = folder.appendingPathComponent("other.sqlite")
        try FileManager.default.copyItem(at: real, to: other)
        try Database(path: other.path, mode: .readWrite).execute("UPDATE place SET name = 'Lutetia' WHERE kind = 3 AND code = '2988507'")
        let none = folder.appendingPathComponent("missing.sqlite").path

        for gazetteer in [other.path, none] {
            let (status, out, _) = run(["stats", "--json", "--atlas", atlas, "--gazetteer", gazetteer])
            XCTAssertEqual(status, 0, gazetteer)
            let stats = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            XCTAssertEqual(stats["cities"] as? Int, 1)
            let visits = try XCTUnwrap(stats["countryVisits"] as? [[String: Any]])
            XCTAssertEqual(visits.first?["name"] as? String, "France")
            XCTAssertEqual(visits.first?["days"] as? Int, 2)
        }
        let (status, out, _) = run(["export", "--atlas", atlas])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(out.contains("\"label\" : \"Paris, Île-de-France, France\""), "the snapshot keeps the name it was marked with")
        XCTAssertFalse(out.contains("Lutetia"))
    }

    func testUnmarkingAnUnmarkedPlaceExitsOne() {
        let atlas = folder.appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(run(["unmark", "city:2988507", "--atlas", atlas]).0, ExitStatus.failure)
        XCTAssertEqual(run(["mark", "nonsense", "--atlas", atlas]).0, ExitStatus.usage)
        XCTAssertEqual(run(["mark", "city:1", "--date", "2019-02-30", "--atlas", atlas]).0, ExitStatus.usage)
    }
}
