import Foundation
import XCTest
@testable import WaymarkCLI

/// The command line as a user meets it: help, usage errors, exit statuses and output formats.
final class CommandLineTests: XCTestCase {
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    func run(_ words: [String]) -> Run {
        var out = "", err = ""
        let console = Console(out: { out += $0 + "\n" }, err: { err += $0 + "\n" })
        let status = WaymarkCommandLine.run(words, console: console)
        return Run(status: status, out: out, err: err)
    }

    func testNoArgumentsPrintsTheOverviewAndIsAUsageError() {
        let result = run([])
        XCTAssertEqual(result.status, ExitStatus.usage)
        XCTAssertTrue(result.out.contains("Commands:"))
        for command in WaymarkCommandLine.commands { XCTAssertTrue(result.out.contains(command.name), command.name) }
    }

    func testEveryCommandHasHelp() {
        for command in WaymarkCommandLine.commands {
            let result = run([command.name, "--help"])
            XCTAssertEqual(result.status, ExitStatus.success, command.name)
            XCTAssertTrue(result.out.hasPrefix("Usage: waymark \(command.name)"), command.name)
        }
    }

    func testAnUnknownCommandOrOptionIsAUsageError() {
        XCTAssertEqual(run(["fly"]).status, ExitStatus.usage)
        let result = run(["resolve", "1", "2", "--bogus"])
        XCTAssertEqual(result.status, ExitStatus.usage)
        XCTAssertTrue(result.err.contains("unknown option --bogus"))
    }

    func testAMissingGazetteerIsNamedWithTheWayToBuildOne() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString).sqlite").path
        let result = run(["search", "paris", "--gazetteer", missing])
        XCTAssertEqual(result.status, ExitStatus.failure)
        XCTAssertTrue(result.err.contains(missing) && result.err.contains("scripts/setup"), result.err)
    }

    func testArgumentsAcceptEqualsFormAndRejectMissingValues() throws {
        let parsed = try Arguments(["x", "--limit=3", "--json"], valueOptions: ["limit"], flagOptions: ["json"])
        XCTAssertEqual(parsed.positionals, ["x"])
        XCTAssertEqual(try parsed.int("limit"), 3)
        XCTAssertTrue(parsed.flag("json"))
        XCTAssertThrowsError(try Arguments(["--limit"], valueOptions: ["limit"], flagOptions: []))
        XCTAssertThrowsError(try Arguments(["--limit", "many"], valueOptions: ["limit"], flagOptions: []).int("limit"))
        XCTAssertEqual(try Arguments(["--", "--not-an-option"], valueOptions: [], flagOptions: []).positionals, ["--not-an-option"])
    }

    func testCoordinatesOutsideTheirRangeOrNotNumbersAreRejectedByName() {
        XCTAssertThrowsError(try CoordinateParser.parse("91", "0")) { XCTAssertTrue("\($0)".contains("beyond ±90")) }
        XCTAssertThrowsError(try CoordinateParser.parse("0", "-180.5")) { XCTAssertTrue("\($0)".contains("beyond ±180")) }
        XCTAssertThrowsError(try CoordinateParser.parse("nan", "0")) { XCTAssertTrue("\($0)".contains("not a number")) }
        XCTAssertThrowsError(try CoordinateParser.parse("abc", "0"))
        XCTAssertEqual(try CoordinateParser.parse(" 48.85 ", "2.35").latitude, 48.85)
    }
}
