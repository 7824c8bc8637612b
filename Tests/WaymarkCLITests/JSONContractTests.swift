import Foundation
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkJSON
import WaymarkTestSupport
import WaymarkTextInput
import XCTest
@testable import WaymarkBench
@testable import WaymarkCLI

/// docs/cli.md documents every JSON shape; these tests hold each command's real output to it,
/// both ways: no undocumented key, no documented key that never appears, the same value types
/// (real booleans), snake_case keys, and `lat`/`lon` rather than `latitude`/`longitude`.
final class JSONContractTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try scratchFolder() }

    /// The documented shapes, by heading (`waymark stats --json`).
    func documentedShapes() throws -> [String: JSONValue] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/cli.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var shapes: [String: JSONValue] = [:]
        var heading: String?
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### `"), line.hasSuffix("`") { heading = String(line.dropFirst(5).dropLast()); continue }
            if line == "```json", heading != nil { block = []; continue }
            if line == "```", let lines = block, let name = heading {
                shapes[name] = try JSONValue.parse(Data(lines.joined(separator: "\n").utf8))
                block = nil; heading = nil
                continue
            }
            block?.append(line)
        }
        return shapes
    }

    /// Runs a command that must succeed and returns its standard output.
    func output(_ words: [String], _ tool: CommandLineTool = WaymarkCommandLine.tool, file: StaticString = #filePath, line: UInt = #line) -> String {
        let (status, out, err) = waymark(words, tool: tool)
        XCTAssertTrue(status == .success || status == .partialBatch, "\(words): \(err)", file: file, line: line)
        return out
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Real outputs of every documented shape, each from the command itself where it runs
    /// offline in seconds, else from its output type encoded the way the command encodes it.
    func samples() throws -> [String: [String]] {
        let gazetteer = try InstalledGazetteer.open().url.path
        let atlas = path("atlas.sqlite")
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", "2019-04-15,2019-04-16", "--atlas", atlas, "--gazetteer", gazetteer]).0, .success)
        XCTAssertEqual(waymark(["mark", "country:DE", "--date", "2020-01-01", "--atlas", atlas, "--gazetteer", gazetteer]).0, .success)
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try SyntheticPhotos.jpeg(latitude: 49.0097, longitude: 2.5479, dateTime: "2019:04:15 10:00:00").write(to: photos.appendingPathComponent("IMG_0001.jpg"))
        try Data("not a photo".utf8).write(to: photos.appendingPathComponent("IMG_0002.jpg"))
        let imported = output(["import", "photos", photos.path, "--atlas", atlas, "--gazetteer", gazetteer, "--json"])
        let export = path("export.json")
        XCTAssertEqual(waymark(["export", "--atlas", atlas, "--output", export]).0, .success)

        let points = path("points.csv")
        try "lat,lon\n33.9425,-118.4081\n43.25,5.30\n".write(toFile: points, atomically: true, encoding: .utf8)
        let fake = path("fake.sqlite")
        try Data("x".utf8).write(to: URL(fileURLWithPath: fake))
        try "\(try SHA256.hex(ofFileAt: URL(fileURLWithPath: fake)))  fake.sqlite\n".write(toFile: fake + ".sha256", atomically: true, encoding: .utf8)
        // A stamp drawn and rendered by the test (rsvg-convert): Vienna airport's, turned 150°.
        let specimen = try XCTUnwrap(StampSpecimen.renderedSet().first { $0.name == "stamp-28-at" })
        let stampImage = try StampSpecimenRenderer.render(specimen, into: folder)
        let lock = path("lock.json")
        try "{\"sources\": []}".write(toFile: lock, atomically: true, encoding: .utf8)

        func encoded<T: Encodable>(_ value: T) throws -> String { try WaymarkJSON.string(value) }
        let pass = ResolveBenchmark.PassFigures(coldSeconds: 1, coldPointsPerSecond: 1, warmSeconds: 1, warmPointsPerSecond: 1)
        let percentiles = SearchBenchmark.Percentiles([0.5, 1.5])

        let timing = PicturesBenchmark.Timing(wallMilliseconds: 1, cpuMilliseconds: 1)

        return [
            "waymark map --json": [output(["map", "--country", "JP", "--out", path("jp.svg"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card stats --json": [output(["card", "stats", "--out", path("card.png"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark report --json": [output(["report", "--out", path("atlas.html"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark-bench pictures --json": [try encoded(PicturesBenchmark.Figures(
                outlines: timing, visitStates: timing, statistics: timing, worldSVG: timing, worldSVGBytes: 1, largeWorldPNG: timing,
                largeWorldRasterising: timing, largeWorldPNGBytes: 1, cardPNG: timing, reportPhotos: 1, reportCountries: 1, report: timing,
                reportBytes: 1, atlasSetupSeconds: 1, peakResidentMegabytes: 1))],
            "waymark about --json": [output(["about", "--json", "--gazetteer", gazetteer])],
            "waymark verify --json": [output(["verify", "--json", "--gazetteer", fake])],
            "waymark search --json": [output(["search", "zurich", "--json", "--gazetteer", gazetteer])],
            "waymark browse --json": [output(["browse", "country:CH", "--limit", "2", "--json", "--gazetteer", gazetteer])],
            "waymark resolve --json": [output(["resolve", "33.9425", "-118.4081", "--json", "--gazetteer", gazetteer]),
                                       output(["resolve", "43.25", "5.30", "--json", "--gazetteer", gazetteer])],
            "waymark resolve --input FILE --format jsonl": output(["resolve", "--input", points, "--format", "jsonl", "--gazetteer", gazetteer])
                .split(separator: "\n").map(String.init),
            "waymark resolve --input FILE --format geojson": [output(["resolve", "--input", points, "--format", "geojson", "--gazetteer", gazetteer])],
            "waymark stats --json": [output(["stats", "--json", "--atlas", atlas, "--gazetteer", gazetteer]),
                                     output(["stats", "--json", "--year", "2019", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark export": [try String(contentsOfFile: export, encoding: .utf8)],
            "waymark import atlas --json": [output(["import", "atlas", export, "--atlas", path("other.sqlite"), "--json"])],
            "waymark import photos --json": [imported],
            "waymark sources fetch --json": [output(["sources", "fetch", "--lock", lock, "--cache", path("cache"), "--json"])],
            "waymark stamp suggest --json": [output(["stamp", "suggest", "--text", "KEFLAVIKURFLUGVOLI UR\n14.08.15\nARRIVAL", "--json", "--reference-year", "2026", "--gazetteer", gazetteer]),
                                             output(["stamp", "suggest", "--text", "nothing here", "--json", "--gazetteer", gazetteer])],
            "waymark stamp scan --json": [output(["stamp", "scan", stampImage, "--json", "--reference-year", "2026", "--gazetteer", gazetteer])],
            "waymark build --json": [try encoded(BuildCommand.Summary(
                artifact: "/g.sqlite", sha256: "0", counts: AuditReport(schemaVersion: 2, tolerance: 1).counts, regionDecisions: ["contained": 1],
                citiesOutside: ["offshore": 1], simplification: ["checked": 1], audit: "/g.audit.txt"))],
            "waymark-bench resolve --json": [try encoded(ResolveBenchmark.Figures(
                openMilliseconds: 1, firstAnswerMilliseconds: 1,
                sets: [.init(name: "set", points: 1, oneAtATime: pass, batch: pass, referenceSample: 1, referencePointsPerSecond: 1,
                             speedup: 1, mismatchesInSample: 0, passMismatches: 0)],
                peakResidentMegabytes: 1))],
            "waymark-bench search --json": [try encoded(SearchBenchmark.Figures(queries: 1, coldOpenMilliseconds: 1, all: percentiles,
                                                                                shortPrefixes: percentiles, slowest: ["1 ms 'a'"]))],
            "waymark-bench import --json": [try encoded(ImportBenchmark.Figures(
                files: 1, coldSeconds: 1, coldFilesPerSecond: 1, rerunSeconds: 1, rerunFilesPerSecond: 1, resolvePoints: 1,
                resolveMilliseconds: 1, cellsResolved: 1, peakResidentMegabytes: 1))],
            "waymark-bench stamps --json": [try encoded(StampBenchmark.Figures(
                hugeJPEGMegapixels: 100, hugeJPEGWallSeconds: 1, peakResidentMegabytesAfterHugeJPEG: 1, stamps: 40, engineOpenSeconds: 1,
                pipelineWallSecondsPerStamp: 1, pipelineCPUSecondsPerStamp: 1, pipelineSlowestWallSeconds: 1, pipelineSlowestCPUSeconds: 1,
                pipelineCountryTop3: 36, peakResidentMegabytes: 1, referenceWallSecondsPerStamp: 1, referenceCPUSecondsPerStamp: 1,
                referenceCountryTop3: 7, pipelineToReferenceTimeRatio: 1))],
        ]
    }

    func testEveryCommandWithJSONOutputIsDocumented() throws {
        let shapes = try documentedShapes()
        func walk(_ command: any WaymarkCommand.Type, _ path: String) -> [String] {
            let here = path + " " + command.name
            let own = command.options.contains { $0.name == "json" } ? [here + " --json"] : []
            return own + command.subcommands.flatMap { walk($0, here) }
        }
        for tool in [WaymarkCommandLine.tool, WaymarkBenchCommandLine.tool] {
            for heading in tool.commands.flatMap({ walk($0, tool.name) }) {
                XCTAssertNotNil(shapes[heading], "docs/cli.md has no shape for `\(heading)`")
            }
        }
    }

    func testEveryDocumentedShapeMatchesTheRealOutputBothWays() throws {
        let shapes = try documentedShapes()
        let samples = try samples()
        XCTAssertEqual(Set(shapes.keys), Set(samples.keys), "every documented shape is checked, and every checked one documented")
        for (heading, outputs) in samples.sorted(by: { $0.key < $1.key }) {
            guard let shape = shapes[heading] else { continue }
            var seen = Set<String>(), problems: [String] = []
            XCTAssertFalse(outputs.isEmpty, heading)
            for text in outputs {
                let real: JSONValue
                do { real = try JSONValue.parse(Data(text.utf8)) } catch { XCTFail("\(heading): not JSON: \(text)"); continue }
                compare(real, shape, "", &seen, &problems)
            }
            for documented in Self.keyPaths(shape, "") where !seen.contains(documented) {
                problems.append("\(documented) is documented but never appeared")
            }
            XCTAssertEqual(problems, [], heading)
        }
    }

    /// Every key path of a shape (maps' data keys excluded).
    static func keyPaths(_ shape: JSONValue, _ path: String) -> [String] {
        switch shape {
        case .object(let fields):
            if isMap(fields) { return [] }
            return fields.flatMap { [path + "." + $0.key] + keyPaths($0.value, path + "." + $0.key) }
        case .array(let elements): return elements.first.map { keyPaths($0, path + "[]") } ?? []
        default: return []
        }
    }

    static func isMap(_ fields: [String: JSONValue]) -> Bool { fields.count == 1 && fields.keys.first!.hasPrefix("<") }

    func compare(_ real: JSONValue, _ shape: JSONValue, _ path: String, _ seen: inout Set<String>, _ problems: inout [String]) {
        switch (real, shape) {
        case (.object(let fields), .object(let documented)):
            if Self.isMap(documented) {
                for value in fields.values { compare(value, documented.values.first!, path + ".<>", &seen, &problems) }
                return
            }
            for (key, value) in fields {
                let here = path + "." + key
                if key.range(of: "^[a-z0-9_]+$", options: .regularExpression) == nil { problems.append("\(here) is not snake_case") }
                if key == "latitude" || key == "longitude" { problems.append("\(here) should be lat/lon") }
                guard let expected = documented[key] else { problems.append("\(here) is not documented"); continue }
                seen.insert(here)
                compare(value, expected, here, &seen, &problems)
            }
        case (.array(let elements), .array(let documented)):
            guard let element = documented.first else { return }
            for value in elements { compare(value, element, path + "[]", &seen, &problems) }
        case (.string, .string), (.number, .number), (.bool, .bool), (.null, .null):
            break
        default:
            problems.append("\(path) is \(Self.kind(real)), documented as \(Self.kind(shape))")
        }
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
