import Foundation
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `waymark import flights|gpx|google|FILE`, `import list` and `import remove` through the command
/// line, on the fixture world (it draws Iceland, Spain and Germany, where the fixtures' points lie,
/// and Heathrow and Keflavík, the flight log's airports).
final class TravelImportCommandTests: XCTestCase {
    var folder: URL!
    var world: String!
    override func setUpWithError() throws {
        folder = try scratchFolder()
        world = try FixtureWorld.url().path
    }
    var atlas: String { folder.appendingPathComponent("atlas.sqlite").path }
    /// `--atlas` and `--gazetteer`, for the commands that resolve places.
    var files: [String] { ["--atlas", atlas, "--gazetteer", world] }

    /// The exit status (as its number, the documented contract), standard output and error.
    func run(_ words: [String]) -> (Int32, String, String) {
        let result = waymark(words)
        return (result.status.rawValue, result.out, result.err)
    }
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WaymarkTravelImportTests/Fixtures")

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    func testImportsListAndRemoveWithTheirJSONShapes() throws {
        let (status, out, _) = run(["import", "google", fixtures.appendingPathComponent("Records.json").path,
                                    fixtures.appendingPathComponent("2019_JULY.json").path, "--json"] + files)
        XCTAssertEqual(status, 0)
        let summaries = try XCTUnwrap(try json(out) as? [[String: Any]])
        XCTAssertEqual(summaries.count, 2)
        XCTAssertEqual(summaries[0]["format"] as? String, "google_records")
        XCTAssertEqual(summaries[0]["points_read"] as? Int, 3)
        XCTAssertEqual(summaries[0]["already_imported"] as? Bool, false)
        XCTAssertEqual((summaries[0]["days_by_country"] as? [String: Int])?["Iceland"], 1)
        XCTAssertNotNil(summaries[0]["rejected"] as? [String: Int])
        XCTAssertNotNil(summaries[0]["import_id"] as? Int)

        let (listStatus, listed, _) = run(["import", "list", "--atlas", atlas, "--json"])
        XCTAssertEqual(listStatus, 0)
        let imports = try XCTUnwrap(try json(listed) as? [[String: Any]])
        XCTAssertEqual(imports.map { $0["format"] as? String }, ["google_records", "google_semantic"])
        XCTAssertEqual(imports[0]["evidence"] as? Int, 3)
        XCTAssertNotNil(imports[0]["finished_at"] as? String)
        XCTAssertEqual((imports[0]["sha256"] as? String)?.count, 64)
        let id = try XCTUnwrap(imports[0]["id"] as? Int)

        let (removeStatus, removed, _) = run(["import", "remove", String(id), "--atlas", atlas])
        XCTAssertEqual(removeStatus, 0)
        XCTAssertTrue(removed.contains("removed import \(id)"), removed)
        XCTAssertEqual(run(["import", "remove", String(id), "--atlas", atlas]).0, 1)
        XCTAssertEqual(run(["import", "remove", "x", "--atlas", atlas]).0, 2)
        let (_, after, _) = run(["import", "list", "--atlas", atlas, "--json"])
        XCTAssertEqual((try json(after) as? [[String: Any]])?.count, 1)
    }

    func testRefusedRowsAreNamedOnStandardErrorAndTheExitIsThree() throws {
        let (status, out, err) = run(["import", fixtures.appendingPathComponent("myflightradar24.csv").path] + files)
        XCTAssertEqual(status, 3)
        XCTAssertTrue(err.contains("myflightradar24.csv:3: date without a day: 2006-02"), err)
        XCTAssertTrue(err.contains("rejected 1 date without a day"), err)
        XCTAssertTrue(out.contains("1 flights"), out)
        let (statsStatus, stats, _) = run(["stats"] + files)
        XCTAssertEqual(statsStatus, 0)
        XCTAssertTrue(stats.contains("1 flights, 1895 km flown"), stats)
        // The same file again: nothing added, and it says so.
        let (_, again, _) = run(["import", "flights", fixtures.appendingPathComponent("myflightradar24.csv").path] + files)
        XCTAssertTrue(again.contains("already imported"), again)
    }

    func testUsageMistakesExitTwo() {
        XCTAssertEqual(run(["import"]).0, 2)
        XCTAssertEqual(run(["import", "gpx", "--atlas", atlas]).0, 2)
        XCTAssertEqual(run(["import", "photos", "a", "b"]).0, 2)
        let (status, help, _) = run(["import", "--help"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(help.contains("remove"), help)
        XCTAssertTrue(help.contains("Usage: waymark import <subcommand> [options]\n       waymark import FILE... [options]"), help)
    }

    func testABareFileGoesToFormatDetectionAndAMistypedSubcommandIsAUsageError() throws {
        let (status, out, err) = run(["import", fixtures.appendingPathComponent("track.gpx").path] + files)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("track.gpx (gpx)"), out)
        let mistyped = run(["import", "flight", "log.csv", "--atlas", atlas])
        XCTAssertEqual(mistyped.0, 2)
        XCTAssertTrue(mistyped.2.contains("'flight' is neither a subcommand"), mistyped.2)
        XCTAssertEqual(run(["import", "missing.csv"] + files).0, 1, "a missing file is a failure, not a usage mistake")
        let help = run(["import", fixtures.appendingPathComponent("track.gpx").path, "--help"])
        XCTAssertEqual(help.0, 0)
        XCTAssertTrue(help.1.hasPrefix("Usage: waymark import FILE... [options]"), help.1)
    }
}

extension TravelImportCommandTests {
    func testAnUnreadableFileFailsAloneAndLeavesNoImportBehind() throws {
        let empty = folder.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        let notALog = folder.appendingPathComponent("notes.csv")
        try Data("a,b\n1,2\n".utf8).write(to: notALog)
        let (status, out, err) = run(["import", empty.path, notALog.path, fixtures.appendingPathComponent("track.gpx").path,
                                      folder.appendingPathComponent("missing.gpx").path] + files)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("empty.json is not Google location history"), err)
        XCTAssertTrue(err.contains("notes.csv is not an OpenFlights, myFlightradar24 or Flighty CSV export"), err)
        XCTAssertTrue(err.contains("no file at"), err)
        XCTAssertTrue(out.contains("track.gpx (gpx)"), "the good file in the batch is imported: \(out)")
        let (_, listed, _) = run(["import", "list", "--atlas", atlas, "--json"])
        XCTAssertEqual((try json(listed) as? [[String: Any]])?.compactMap { $0["format"] as? String }, ["gpx"])
    }
}

extension TravelImportCommandTests {
    func testATruncatedFileKeepsWhatWasReadAndSaysWhereInJSON() throws {
        let whole = try Data(contentsOf: fixtures.appendingPathComponent("Records.json"))
        let cut = folder.appendingPathComponent("Records-cut.json")
        try whole.prefix(300).write(to: cut)
        let (status, out, err) = run(["import", "google", cut.path, "--json"] + files)
        XCTAssertEqual(status, 3)
        let summary = try XCTUnwrap((try json(out) as? [[String: Any]])?.first)
        XCTAssertEqual(summary["evidence_added"] as? Int, 1, "the first record, before the cut, is kept")
        let stopped = try XCTUnwrap(summary["stopped_at"] as? String)
        XCTAssertTrue(stopped.contains("at byte 300 ($.locations[1])"), stopped)
        XCTAssertTrue(err.contains("stopped early"), err)
    }
}
