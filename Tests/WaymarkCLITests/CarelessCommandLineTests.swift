import Foundation
import WaymarkBench
import WaymarkTestSupport
import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// The command line as a careless hand or a script with an empty variable types it: every word
/// is either used or refused by name, and nothing is saved or printed before all of it is checked.
final class CarelessCommandLineTests: XCTestCase {
    let tools = [WaymarkCommandLine.tool, WaymarkBenchCommandLine.tool]
    let missingGazetteer = "/nonexistent/waymark-gazetteer.sqlite"

    /// Every command that runs (not a bare group), with the words that call it.
    func runnableCommands(_ tool: CommandLineTool) -> [(path: [String], command: any WaymarkCommand.Type)] {
        func walk(_ command: any WaymarkCommand.Type, _ path: [String]) -> [(path: [String], command: any WaymarkCommand.Type)] {
            let here = path + [command.name]
            let own = command.subcommands.isEmpty || command.runsWithoutSubcommand ? [(here, command)] : []
            return own + command.subcommands.flatMap { walk($0, here) }
        }
        return tool.commands.flatMap { walk($0, []) }
    }

    func write(_ text: String, _ name: String) throws -> String {
        let url = try scratchFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: option values

    /// `--atlas=` (a script's empty variable) never falls back to $WAYMARK_ATLAS or the default:
    /// for every option of every command, an empty value is a usage error naming the option,
    /// unless the option says an empty value clears something. (Parsed only: a regression must
    /// not run `build` over the installed gazetteer.)
    func testAnEmptyOptionValueIsAMistakeNamingTheOption() {
        for tool in tools {
            for (path, command) in runnableCommands(tool) {
                for option in command.acceptedOptions where option.takesValue && !option.emptyClears {
                    for words in [["--\(option.name)="], ["--\(option.name)", ""]] {
                        let call = (path + words).joined(separator: " ")
                        XCTAssertThrowsError(try CommandLineWords(words, options: command.acceptedOptions), call) { error in
                            XCTAssertTrue("\(error)".contains("--\(option.name) needs a value"), "\(call): \(error)")
                        }
                    }
                }
            }
        }
    }

    func testAnEmptyAtlasWritesNothingToTheAtlasTheEnvironmentNames() throws {
        let folder = try scratchFolder()
        let fallback = folder.appendingPathComponent("fallback.sqlite").path
        setenv("WAYMARK_ATLAS", fallback, 1)
        defer { unsetenv("WAYMARK_ATLAS") }
        let result = waymark(["book", "add", "Blue", "--atlas="])
        XCTAssertEqual(result.status, .usage)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fallback), "nothing written where $WAYMARK_ATLAS points")
    }

    /// An empty value still clears where the help says it does (`--note ''`).
    func testAnEmptyValueStillClearsWhereItMeansClear() throws {
        let atlas = try scratchFolder().appendingPathComponent("atlas.sqlite").path
        XCTAssertEqual(waymark(["book", "add", "Blue", "--note", "old", "--atlas", atlas]).status, .success)
        XCTAssertEqual(waymark(["book", "edit", "Blue", "--note", "", "--atlas", atlas]).status, .success)
        let listed = waymark(["book", "list", "--json", "--atlas", atlas]).out
        let books = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        XCTAssertEqual(books.count, 1)
        XCTAssertNil(books[0]["note"], listed)
    }

    func testAFlagGivenTwiceIsAMistakeAsAValueOptionIs() {
        for words in [["about", "--json", "--json"], ["about", "--gazetteer", "a", "--gazetteer", "b"]] {
            let result = waymark(words)
            XCTAssertEqual(result.status, .usage, words.joined(separator: " "))
            XCTAssertTrue(result.err.contains("is given more than once"), result.err)
        }
    }

    /// A count or a year out of its range is refused (exit 2) before any file is opened, with
    /// the range; `--limit=-5` never quietly answers "no places match".
    func testNumbersOutOfRangeAreMistakesNamingTheRange() {
        let gazetteer = ["--gazetteer", missingGazetteer], atlas = ["--atlas", "/nonexistent/atlas.sqlite"]
        let cases: [([String], String)] = [
            (["search", "paris", "--limit=-5"] + gazetteer, "--limit must be at least 1, got -5"),
            (["search", "paris", "--limit", "0"] + gazetteer, "--limit must be at least 1, got 0"),
            (["search", "paris", "--limit", "abc"] + gazetteer, "--limit needs a whole number, got 'abc'"),
            (["browse", "--limit", "0"] + gazetteer, "--limit must be at least 1, got 0"),
            (["browse", "--offset=-1"] + gazetteer, "--offset must be at least 0, got -1"),
            (["stats", "--year=-5"] + atlas, "--year must be 1900 to 9999, got -5"),
            (["stats", "--year", "20245"] + atlas, "--year must be 1900 to 9999, got 20245"),
            (["on-this-day", "upcoming", "--days", "0"] + atlas, "--days must be 1 to 366, got 0"),
            (["then-and-now", "--min-years", "0"] + atlas, "--min-years must be at least 1, got 0"),
        ]
        for (words, message) in cases {
            let result = waymark(words)
            XCTAssertEqual(result.status, .usage, words.joined(separator: " ") + ": " + result.err)
            XCTAssertTrue(result.err.contains(message), "\(words): \(result.err)")
        }
    }

    /// A benchmark's count or seed out of range is refused before any work: `--seed=-1` was a
    /// trap converting to UInt64, `--count=0` an empty range.
    func testABenchmarkCountOrSeedOutOfRangeIsAMistakeNotACrash() {
        for (words, message) in [(["exactness", "--seed=-1"], "--seed must be at least 0, got -1"),
                                 (["border-points", "--count", "0"], "--count must be at least 1, got 0")] {
            let result = waymark(words + ["--gazetteer", missingGazetteer], tool: WaymarkBenchCommandLine.tool)
            XCTAssertEqual(result.status, .usage, words.joined(separator: " "))
            XCTAssertTrue(result.err.contains(message), result.err)
        }
    }

    /// An empty item of a comma list (`--date 2020-01-01,,`) is named, not skipped.
    func testAnEmptyItemOfAListIsAMistake() throws {
        let atlas = try scratchFolder().appendingPathComponent("atlas.sqlite").path
        let mark = waymark(["mark", "country:JP", "--date", "2020-01-01,,", "--atlas", atlas, "--gazetteer", missingGazetteer])
        XCTAssertEqual(mark.status, .usage)
        XCTAssertTrue(mark.err.contains("--date: '' is not a date"), mark.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas))
        let search = waymark(["search", "paris", "--kind", "city,", "--gazetteer", missingGazetteer])
        XCTAssertEqual(search.status, .usage)
        XCTAssertTrue(search.err.contains("--kind: unknown kind ''"), search.err)
    }

    // MARK: operands

    /// A command that takes no operand refuses one by name (`about foo`, `verify foo`): it was
    /// probably meant for another command, and ignoring it would run something else. (Each
    /// command is made, not run: a regression must not run them all.)
    func testEveryCommandWithoutOperandsRefusesAStrayOneByName() throws {
        let console = Console(out: { _ in }, err: { _ in })
        for tool in tools {
            for (path, command) in runnableCommands(tool) where command.operands.allSatisfy(\.isEmpty) {
                XCTAssertThrowsError(try command.init(words: ["stray-word"], console: console), path.joined(separator: " ")) { error in
                    XCTAssertTrue(error is UsageError && "\(error)".contains("'stray-word'"), "\(path): \(error)")
                }
            }
        }
        let about = waymark(["about", "foo"])
        XCTAssertEqual(about.status, .usage)
        XCTAssertTrue(about.err.contains("unexpected operand 'foo'"), about.err)
        XCTAssertEqual(about.out, "")
    }

    func testHelpFollowedByACommandPrintsThatCommandsHelp() {
        let resolve = waymark(["help", "resolve"])
        XCTAssertEqual(resolve.status, .success)
        XCTAssertTrue(resolve.out.hasPrefix("Usage: waymark resolve LAT LON"), resolve.out)
        let photos = waymark(["help", "import", "photos"])
        XCTAssertEqual(photos.status, .success)
        XCTAssertTrue(photos.out.hasPrefix("Usage: waymark import photos DIR"), photos.out)
        let unknown = waymark(["help", "nosuch"])
        XCTAssertEqual(unknown.status, .usage)
        XCTAssertTrue(unknown.err.contains("unknown command 'nosuch'"), unknown.err)
    }

    // MARK: coordinates

    /// Only decimal degrees are coordinates: `Double("0x10")` is 16, which put `resolve 0x10 2`
    /// in Mali. Each is refused by value, before the gazetteer is looked for.
    func testOnlyDecimalNumbersAreCoordinates() {
        for text in ["0x10", "0X1p4", "inf", "-infinity", "nan", "1e400", "+-1", "--1", "1_0", "1,5", "٣", "4 5", ""] {
            XCTAssertThrowsError(try CoordinateParser.parse(text, "2"), text) { XCTAssertTrue("\($0)".contains("latitude '\(text)'"), "\($0)") }
            XCTAssertThrowsError(try CoordinateParser.parse("2", text), text) { XCTAssertTrue("\($0)".contains("longitude '\(text)'"), "\($0)") }
            var lat = Array(text.utf8), lon = Array("2".utf8)
            let parsed = lat.withUnsafeMutableBufferPointer { latBytes in
                lon.withUnsafeMutableBufferPointer { lonBytes in
                    try? CoordinateParser.parse(UnsafeBufferPointer(latBytes), UnsafeBufferPointer(lonBytes), decimalComma: false)
                }
            }
            XCTAssertNil(parsed, "a batch row's \(text)")
        }
        for text in ["0x10", "inf", "1e400", "+-1"] {
            let result = waymark(["resolve", text, "2", "--gazetteer", missingGazetteer])
            XCTAssertEqual(result.status, .usage, text)
            XCTAssertTrue(result.err.contains("latitude '\(text)' is not a number"), result.err)
            let near = waymark(["search", "paris", "--near", "\(text),2", "--gazetteer", missingGazetteer])
            XCTAssertEqual(near.status, .usage, text)
            XCTAssertTrue(near.err.contains("'\(text)'"), near.err)
        }
        // What people do write stays a coordinate.
        for (text, value) in [("-33.9", -33.9), ("+48.85", 48.85), (" 48.85 ", 48.85), ("4.5e1", 45.0), (".5", 0.5), ("7.", 7.0), ("-0", 0.0)] {
            XCTAssertEqual(try CoordinateParser.parse(text, "2").latitude, value, text)
        }
    }

    /// (On the fixture world, which draws Paris in France.)
    func testABatchRowOfAHexadecimalCoordinateIsRejectedAndTheRestResolve() throws {
        let input = try write("lat,lon\n0x10,2\n48.8566,2.3522\ninf,2\n", "points.csv")
        let (status, out, err) = waymark(["resolve", "--input", input, "--gazetteer", try FixtureWorld.url().path])
        XCTAssertEqual(status, .partialBatch)
        let rows = out.split(separator: "\n").dropFirst()
        XCTAssertEqual(rows.map { $0.split(separator: ",")[0] }, ["3"])
        XCTAssertTrue(rows.first?.contains("country:FR") == true, out)
        XCTAssertTrue(err.contains("points.csv:2: rejected: latitude '0x10'"), err)
        XCTAssertTrue(err.contains("points.csv:4: rejected: latitude 'inf'"), err)
        XCTAssertTrue(err.contains("2 row(s) rejected"), err)
    }

    /// A GIS tool's `X,Y` header: X is the longitude, Y the latitude, in either order.
    func testAnXYHeaderReadsXAsLongitudeAndYAsLatitude() throws {
        let world = try FixtureWorld.url().path
        // Paris (48.8566 N, 2.3522 E), in the fixture world's France: swapped, it would be in no country.
        for text in ["X,Y\n2.3522,48.8566\n", "y,x\n48.8566,2.3522\n", "x,y,lat,lon\n651000,6862000,48.8566,2.3522\n"] {
            let input = try write(text, "points.csv")
            let (status, out, err) = waymark(["resolve", "--input", input, "--format", "jsonl", "--gazetteer", world])
            XCTAssertEqual(status, .success, "\(text): \(err)")
            let row = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], out)
            let result = try XCTUnwrap(row["result"] as? [String: Any], out)
            XCTAssertEqual(result["lat"] as? Double, 48.8566, text)
            XCTAssertEqual(result["lon"] as? Double, 2.3522, text)
            XCTAssertTrue(out.contains("country:FR"), "\(text): \(out)")
        }
    }

    // MARK: resolve's two ways of calling

    /// `--json` and `--explain` describe one point; with `--input` they were ignored and CSV came
    /// out with exit 0. Now each is refused, saying which option to use.
    func testResolveOptionsOfTheOtherWayOfCallingAreRefusedSayingWhatToUse() throws {
        let input = try write("lat,lon\n48.8566,2.3522\n", "points.csv")
        let cases: [([String], String)] = [
            (["resolve", "--input", input, "--json"], "--format jsonl"),
            (["resolve", "--input", input, "--explain"], "--explain is for one point"),
            (["resolve", "--input", input, "--format", "xml"], "--format must be csv, jsonl or geojson, got 'xml'"),
            (["resolve", "48.8", "2.3", "--format", "jsonl"], "--format goes with --input FILE"),
            (["resolve", "48.8", "2.3", "--input-format", "csv"], "--input-format goes with --input FILE"),
            (["resolve", "48.8", "2.3", "--json", "--explain"], "give --json or --explain, not both"),
        ]
        for (words, message) in cases {
            let result = waymark(words + ["--gazetteer", missingGazetteer])
            XCTAssertEqual(result.status, .usage, words.joined(separator: " "))
            XCTAssertTrue(result.err.contains(message), "\(words): \(result.err)")
            XCTAssertEqual(result.out, "")
        }
    }
}
