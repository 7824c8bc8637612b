import Foundation
import WaymarkRendering
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `waymark map`, `card stats` and `report` through the command line: what they write, what
/// they print with --json, and how they refuse mistakes.
final class PictureCommandTests: XCTestCase {
    var folder: URL!
    var atlas: String!
    var gazetteer: String!

    /// Paris, Brasília, New York, Anchorage and Tokyo visited (France, Brazil, the United States,
    /// Japan); only Doha's airport in Qatar, so Qatar is transit-only.
    override func setUpWithError() throws {
        try TestTool.require(.librsvg, .libvips, .fonts)
        folder = try scratchFolder()
        atlas = folder.appendingPathComponent("atlas.sqlite").path
        gazetteer = try InstalledGazetteer.open().url.path
        for (place, day) in [("city:2988507", "2019-04-15"), ("city:3469058", "2018-02-02"), ("city:5128581", "2017-07-07"),
                             ("city:5879400", "2017-07-09"), ("city:1850147", "2023-03-03"), ("airport:DOH", "2022-01-01")] {
            let (status, _, err) = waymark(["mark", place, "--date", day, "--atlas", atlas, "--gazetteer", gazetteer])
            XCTAssertEqual(status, .success, err)
        }
    }

    /// Runs a command against this test's atlas and the real gazetteer.
    func run(_ words: [String]) -> (status: ExitStatus, out: String, err: String) {
        waymark(words + ["--atlas", atlas, "--gazetteer", gazetteer])
    }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testMapWritesAPNGOrAnSVGAndDescribesItInSnakeCaseJSON() throws {
        let png = file("world.png")
        let (status, out, err) = run(["map", "--width", "800", "--out", png.path, "--json"])
        XCTAssertEqual(status, .success, err)
        let written = try json(out)
        XCTAssertEqual(Set(written.keys), ["out", "format", "width", "height", "bytes", "visited", "transit_only", "not_visited"])
        XCTAssertEqual(written["format"] as? String, "png")
        XCTAssertEqual(written["visited"] as? Int, 4)
        XCTAssertEqual(written["transit_only"] as? Int, 1)
        let image = try Rasteriser.decodePNG(try Data(contentsOf: png))
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, written["height"] as? Int)
        XCTAssertEqual(try Data(contentsOf: png).count, written["bytes"] as? Int)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }, [], "no temporary left")

        let (svgStatus, svg, _) = run(["map", "--country", "JP", "--theme", "dark"])
        XCTAssertEqual(svgStatus, .success)
        XCTAssertTrue(svg.hasPrefix("<svg "), "SVG on standard output without --out")
        XCTAssertTrue(svg.contains("Japan: 1 of "))
    }

    func testPictureCommandsRefuseMistakesWithTheRightExitStatus() throws {
        let usage: [[String]] = [
            ["map", "--theme", "sepia"], ["map", "--format", "gif"], ["map", "--width", "50"], ["map", "--width", "wide"],
            ["map", "--format", "png"], ["map", "--json"], ["map", "extra"], ["card", "stats"], ["card"], ["card", "then-and-now", "--out", "x.png"],
            ["card", "then-and-now", "0", "--out", "x.png"], ["card", "then-and-now", "first", "--out", "x.png"], ["card", "then-and-now", "1"],
            ["card", "country", "FRA", "--out", "x.png"], ["card", "continent", "--out", "x.png"], ["report", "--out", "r.html", "--date", "2024-02-30"],
            ["card", "stats", "--aspect", "3:2", "--out", file("c.png").path], ["report"], ["map", "--colour", "red"],
            ["map", "--out", "--json"],
        ]
        for words in usage { XCTAssertEqual(run(words).status, .usage, "\(words)") }
        let unknown = run(["map", "--country", "XX"])
        XCTAssertEqual(unknown.status, .failure)
        XCTAssertTrue(unknown.err.contains("no country 'XX'"), unknown.err)
        let unwritable = run(["report", "--out", "/nonexistent-folder/atlas.html"])
        XCTAssertEqual(unwritable.status, .failure)
        XCTAssertTrue(unwritable.err.contains("/nonexistent-folder/atlas.html"), unwritable.err)
        XCTAssertTrue(unwritable.err.contains("choose another --out"), unwritable.err)
        let noGazetteer = waymark(["map", "--atlas", atlas, "--gazetteer", file("none.sqlite").path])
        XCTAssertEqual(noGazetteer.status, .failure)
        XCTAssertTrue(noGazetteer.err.contains(file("none.sqlite").path), noGazetteer.err)
        let noAtlas = waymark(["report", "--out", file("r.html").path, "--atlas", file("typo.sqlite").path, "--gazetteer", gazetteer])
        XCTAssertEqual(noAtlas.status, .failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("typo.sqlite").path), "a picture command never creates an atlas")
        for words in [["map"], ["card", "stats"], ["card", "then-and-now"], ["card", "country"], ["card", "continent"], ["report"]] {
            let help = waymark(words + ["--help"])
            XCTAssertEqual(help.status, .success)
            XCTAssertTrue(help.out.hasPrefix("Usage: waymark \(words.joined(separator: " "))"), help.out)
        }
    }

    func testCardStatsWritesEachAspectAndItsSVGPreview() throws {
        for (aspect, height) in [("1:1", 1080), ("4:5", 1350), ("9:16", 1920)] {
            let png = file("card.png")
            let (status, out, err) = run(["card", "stats", "--aspect", aspect, "--theme", "dark", "--out", png.path, "--json"])
            XCTAssertEqual(status, .success, err)
            XCTAssertEqual(Set(try json(out).keys), ["out", "format", "width", "height", "bytes"], "no map counts on a card")
            XCTAssertEqual(try json(out)["height"] as? Int, height)
            let image = try Rasteriser.decodePNG(try Data(contentsOf: png))
            XCTAssertEqual(image.width, 1080)
            XCTAssertEqual(image.height, height)
            // The SVG preview renders to exactly the PNG's pixels.
            let svg = file("card.svg")
            XCTAssertEqual(run(["card", "stats", "--aspect", aspect, "--theme", "dark", "--format", "svg", "--out", svg.path]).status, .success)
            let preview = try Rasteriser.render(svg: try String(contentsOf: svg, encoding: .utf8), width: 1080, height: height)
            XCTAssertEqual(preview.pixels, image.pixels, aspect)
        }
    }

    func testReportWritesOneHTMLFileAndSaysHowBig() throws {
        let report = file("atlas.html")
        let (status, out, err) = run(["report", "--out", report.path, "--json"])
        XCTAssertEqual(status, .success, err)
        let written = try json(out)
        XCTAssertEqual(Set(written.keys), ["out", "bytes", "then_and_now", "stamps", "unreadable_images"])
        XCTAssertEqual(written["then_and_now"] as? Int, 0)
        XCTAssertEqual(written["stamps"] as? Int, 0)
        XCTAssertEqual(written["bytes"] as? Int, try Data(contentsOf: report).count)
        let html = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(html.lowercased().hasPrefix("<!doctype html>"), String(html.prefix(40)))
        XCTAssertTrue(html.contains("Qatar"))
    }

    /// Two processes, same atlas and gazetteer: the same bytes (no dictionary order, clock or
    /// locale leaks into a picture).
    func testTwoProcessesWriteTheSameBytes() throws {
        // The test bundle (or, on Linux, its build folder) sits beside the built executable.
        let bundle = Bundle(for: Self.self).bundleURL
        let candidates = [bundle.appendingPathComponent("waymark"), bundle.deletingLastPathComponent().appendingPathComponent("waymark")]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return XCTFail("no waymark binary beside \(bundle.path); build it first")
        }
        var outputs: [[Data]] = []
        for run in 0..<2 {
            var files: [Data] = []
            for (name, words) in [("m.svg", ["map"]), ("r.html", ["report"]), ("c.svg", ["card", "stats", "--aspect", "9:16"]), ("fj.svg", ["map", "--country", "FJ"])] {
                let out = file("\(run)-\(name)")
                let process = Process()
                process.executableURL = binary
                process.arguments = words + ["--out", out.path, "--atlas", atlas, "--gazetteer", gazetteer]
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "\(words)")
                files.append(try Data(contentsOf: out))
            }
            outputs.append(files)
        }
        XCTAssertEqual(outputs[0], outputs[1])
    }
}
