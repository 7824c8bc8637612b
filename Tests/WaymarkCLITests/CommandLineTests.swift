import Foundation
import WaymarkBench
import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// The command line as a user meets it: help, usage errors, exit statuses and output formats.
final class CommandLineTests: XCTestCase {
    let tools = [WaymarkCommandLine.tool, WaymarkBenchCommandLine.tool]

    /// Every command and subcommand of a tool, as the words that call it.
    func everyCommandPath(_ tool: CommandLineTool) -> [[String]] {
        func walk(_ command: any WaymarkCommand.Type, _ path: [String]) -> [[String]] {
            let here = path + [command.name]
            return [here] + command.subcommands.flatMap { walk($0, here) }
        }
        return tool.commands.flatMap { walk($0, []) }
    }

    func testNoArgumentsPrintsTheOverviewAndIsAUsageError() {
        let result = waymark([])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.out.contains("Commands:"))
        for command in WaymarkCommandLine.commands { XCTAssertTrue(result.out.contains(command.name), command.name) }
    }

    func testEveryCommandAndSubcommandHasHelpListingEachDeclaredOption() {
        for tool in tools {
            for path in everyCommandPath(tool) {
                let result = waymark(path + ["--help"], tool: tool)
                XCTAssertEqual(result.status, .success, path.joined(separator: " "))
                XCTAssertTrue(result.out.hasPrefix("Usage: \(tool.name) \(path.joined(separator: " "))"), result.out)
            }
            for command in tool.commands where command.subcommands.isEmpty {
                let help = waymark([command.name, "-h"], tool: tool).out
                for option in command.options {
                    XCTAssertTrue(help.contains("--\(option.name)") && help.contains(option.help), "\(command.name) --\(option.name)")
                }
            }
        }
    }

    func testAGroupWithoutASubcommandIsAUsageErrorAndNamesItsSubcommands() {
        let result = waymark(["import"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.err.contains("photos") && result.err.contains("atlas"), result.err)
        XCTAssertEqual(waymark(["import", "films", "x"]).status, .usage)
    }

    func testAnUnknownCommandOrOptionIsAUsageError() {
        XCTAssertEqual(waymark(["fly"]).status, .usage)
        let result = waymark(["resolve", "1", "2", "--bogus"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.err.contains("unknown option --bogus"))
        XCTAssertTrue(result.err.contains("Usage: waymark resolve"), "a usage error shows the usage")
    }

    func testFlagsACommandDoesNotDeclareAreRefused() {
        let mark = waymark(["mark", "city:2988507", "--json"])
        XCTAssertEqual(mark.status, .usage)
        XCTAssertTrue(mark.err.contains("unknown option --json"), mark.err)
        let bench = waymark(["search", "--files", "3"], tool: WaymarkBenchCommandLine.tool)
        XCTAssertEqual(bench.status, .usage)
        XCTAssertTrue(bench.err.contains("unknown option --files"), bench.err)
    }

    func testAValueOptionNeverSwallowsTheNextOption() throws {
        let folder = try scratchFolder()
        let atlas = folder.appendingPathComponent("a.sqlite").path
        let result = waymark(["export", "--output", "--atlas", atlas])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.err.contains("--output needs a value"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "--atlas"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas), "nothing ran")
    }

    /// Options as a command declares them: one declaration each, read through key paths.
    struct Declared: CommandOptions {
        var limit = Option.int("limit", help: "")
        var count = Option.int("count", default: 7, in: 1...9, help: "how many")
        var tag = Option.repeated("tag", "T", help: "")
        var text = Option.value("text", "X", help: "")
        var json = Option.json
    }

    func parse(_ words: [String]) throws -> Arguments<Declared> {
        Arguments(try CommandLineWords(words, options: Declared.declared))
    }

    func testArgumentsFollowTheDeclarations() throws {
        let parsed = try parse(["x", "--limit=3", "--json", "--tag", "a", "--tag=b", "-5"])
        XCTAssertEqual(parsed.positionals, ["x", "-5"], "a single-dash word (a negative number, -) is an operand")
        XCTAssertEqual(try parsed[\.limit], 3)
        XCTAssertTrue(parsed[\.json])
        XCTAssertEqual(try parsed[\.tag], ["a", "b"])
        XCTAssertNil(try parsed[\.text])
        XCTAssertThrowsError(try parse(["--limit"]))
        XCTAssertThrowsError(try parse(["--limit", "1", "--limit", "2"])) { XCTAssertTrue("\($0)".contains("more than once")) }
        XCTAssertThrowsError(try parse(["--json=yes"])) { XCTAssertTrue("\($0)".contains("takes no value")) }
        XCTAssertThrowsError(try parse(["--limit", "many"])[\.limit]) { XCTAssertEqual("\($0)", "--limit needs a whole number, got 'many'") }
        XCTAssertEqual(try parse(["--text=--x"])[\.text], "--x", "the = form takes any value")
        XCTAssertEqual(try parse(["--", "--not-an-option"]).positionals, ["--not-an-option"])
    }

    /// The default a command reads is the one its help shows: both come from the declaration.
    func testAnOptionsDefaultIsReadAndShownFromItsOneDeclaration() throws {
        XCTAssertEqual(try parse([])[\.count], 7)
        XCTAssertEqual(try parse(["--count", "9"])[\.count], 9)
        XCTAssertThrowsError(try parse(["--count", "10"])[\.count]) { XCTAssertEqual("\($0)", "--count must be 1 to 9, got 10") }
        XCTAssertEqual(Declared.declared.first { $0.name == "count" }?.help, "how many (default: 7)")
        let help = waymark(["search", "--help"]).out
        XCTAssertTrue(help.contains("at most N results, at least 1 (default: 10)"), help)
    }

    func testExitStatusesAreTheDocumentedNumbers() {
        XCTAssertEqual([ExitStatus.success, .failure, .usage, .partialBatch].map(\.rawValue), [0, 1, 2, 3])
    }

    func testVersionNamesTheToolAndBothFileFormats() {
        let result = waymark(["--version"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.out.hasPrefix("waymark \(WaymarkCommandLine.version)\n"), result.out)
        XCTAssertTrue(result.out.contains("gazetteer schema "), result.out)
        XCTAssertTrue(result.out.contains("atlas schema "), result.out)
    }

    func testAMissingGazetteerIsNamedWithTheWayToBuildOne() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString).sqlite").path
        let result = waymark(["search", "paris", "--gazetteer", missing])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.err.contains(missing) && result.err.contains("scripts/setup"), result.err)
    }

    func testCoordinatesOutsideTheirRangeOrNotNumbersAreRejectedByName() {
        XCTAssertThrowsError(try CoordinateParser.parse("91", "0")) { XCTAssertTrue("\($0)".contains("beyond ±90")) }
        XCTAssertThrowsError(try CoordinateParser.parse("0", "-180.5")) { XCTAssertTrue("\($0)".contains("beyond ±180")) }
        XCTAssertThrowsError(try CoordinateParser.parse("nan", "0")) { XCTAssertTrue("\($0)".contains("not a number")) }
        XCTAssertThrowsError(try CoordinateParser.parse("abc", "0"))
        XCTAssertEqual(try CoordinateParser.parse(" 48.85 ", "2.35").latitude, 48.85)
    }

    /// A coordinate typed on the command line that is not one is a command-line mistake: exit 2,
    /// named, before any gazetteer is looked for.
    func testAMistypedCoordinateIsAUsageError() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString).sqlite").path
        for (lat, lon, message) in [("abc", "0", "latitude 'abc' is not a number"), ("91", "0", "latitude 91 is beyond ±90"),
                                    ("0", "-180.5", "longitude -180.5 is beyond ±180")] {
            let result = waymark(["resolve", lat, lon, "--gazetteer", missing])
            XCTAssertEqual(result.status, .usage, "\(lat) \(lon)")
            XCTAssertTrue(result.err.contains(message), result.err)
        }
    }
}
