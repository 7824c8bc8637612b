import Foundation
import WaymarkPictures
import XCTest
@testable import WaymarkCLI

/// `waymark map`, `card` and `report` through the command line: what they write, what they
/// print with --json, and how they refuse mistakes.
final class PictureCommandTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testMapWritesAPNGOrAnSVGAndDescribesItInSnakeCaseJSON() throws {
        let png = fixture.file("world.png")
        let (status, out, err) = fixture.run(["map", "--width", "800", "--out", png.path, "--json"])
        XCTAssertEqual(status, 0, err)
        let written = try json(out)
        XCTAssertEqual(Set(written.keys), ["out", "format", "width", "height", "bytes", "visited", "transit_only", "not_visited"])
        XCTAssertEqual(written["format"] as? String, "png")
        XCTAssertEqual(written["visited"] as? Int, 4)
        XCTAssertEqual(written["transit_only"] as? Int, 1)
        let image = try Rasteriser.decodePNG(try Data(contentsOf: png))
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, written["height"] as? Int)
        XCTAssertEqual(try Data(contentsOf: png).count, written["bytes"] as? Int)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains(".tmp-") }, [], "no temporary left")

        let (svgStatus, svg, _) = fixture.run(["map", "--country", "JP", "--theme", "dark"])
        XCTAssertEqual(svgStatus, 0)
        XCTAssertTrue(svg.hasPrefix("<svg "), "SVG on standard output without --out")
        XCTAssertTrue(svg.contains("Japan: 1 of "))
    }

    func testPictureCommandsRefuseMistakesWithTheRightExitStatus() {
        let usage: [[String]] = [
            ["map", "--theme", "sepia"], ["map", "--format", "gif"], ["map", "--width", "50"], ["map", "--width", "wide"],
            ["map", "--format", "png"], ["card", "stats"], ["card", "then-and-now", "3", "--out", "x.png"],
            ["card", "stats", "--aspect", "3:2", "--out", fixture.file("c.png").path], ["report"], ["map", "--colour", "red"],
        ]
        for words in usage { XCTAssertEqual(fixture.run(words).0, 2, "\(words)") }
        let (status, _, err) = fixture.run(["map", "--country", "XX"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("no country 'XX'"), err)
        let (unwritable, _, why) = fixture.run(["report", "--out", "/nonexistent-folder/atlas.html"])
        XCTAssertEqual(unwritable, 1)
        XCTAssertTrue(why.contains("/nonexistent-folder/atlas.html"), why)
        var err2 = ""
        let missing = WaymarkCommandLine.run(["map", "--atlas", fixture.atlasURL.path, "--gazetteer", fixture.file("none.sqlite").path],
                                             console: Console(out: { _ in }, err: { err2 += $0 }))
        XCTAssertEqual(missing, 1)
        XCTAssertTrue(err2.contains("no gazetteer at"), err2)
        for command in ["map", "card", "report"] {
            let (helpStatus, help, _) = fixture.run([command, "--help"])
            XCTAssertEqual(helpStatus, 0)
            XCTAssertTrue(help.hasPrefix("Usage: waymark \(command)"), help)
        }
    }

    func testCardStatsWritesEachAspectAndItsSVGPreview() throws {
        for (aspect, height) in [("1:1", 1080), ("4:5", 1350), ("9:16", 1920)] {
            let png = fixture.file("card.png")
            let (status, out, err) = fixture.run(["card", "stats", "--aspect", aspect, "--theme", "dark", "--out", png.path, "--json"])
            XCTAssertEqual(status, 0, err)
            XCTAssertEqual(Set(try json(out).keys), ["out", "format", "width", "height", "bytes"], "no map counts on a card")
            XCTAssertEqual(try json(out)["height"] as? Int, height)
            let image = try Rasteriser.decodePNG(try Data(contentsOf: png))
            XCTAssertEqual(image.width, 1080)
            XCTAssertEqual(image.height, height)
            // The SVG preview renders to exactly the PNG's pixels.
            let svg = fixture.file("card.svg")
            XCTAssertEqual(fixture.run(["card", "stats", "--aspect", aspect, "--theme", "dark", "--format", "svg", "--out", svg.path]).0, 0)
            let preview = try Rasteriser.render(svg: try String(contentsOf: svg, encoding: .utf8), width: 1080, height: height)
            XCTAssertEqual(preview.pixels, image.pixels, aspect)
        }
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
                let out = fixture.file("\(run)-\(name)")
                let process = Process()
                process.executableURL = binary
                process.arguments = words + ["--out", out.path, "--atlas", fixture.atlasURL.path, "--gazetteer", fixture.gazetteer.url.path]
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
