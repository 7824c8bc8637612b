import Foundation
import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader
import WaymarkSamples

/// Faded and thinly inked stamps: their pale letters are framed with the rest, and a faded stamp
/// beside a fresh one is found as an ink of its own.
final class FadedInkTests: XCTestCase {
    /// A white image with grey bars (`value`) at the given rectangles (x0, y0, x1, y1, inclusive).
    func image(width: Int = 60, height: Int = 40, bars: [(Int, Int, Int, Int)], value: UInt8) -> GrayImage {
        var pixels = [UInt8](repeating: 255, count: width * height)
        for (x0, y0, x1, y1) in bars { for y in y0...y1 { for x in x0...x1 { pixels[y * width + x] = value } } }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// Pale letters at the far side of an unevenly inked stamp are part of it: the frame keeps them.
    func testPaleLettersAreInsideTheFrame() {
        let uneven = image(bars: [(10, 10, 20, 20), (40, 10, 50, 20)], value: 200).framedKeepingBoth(darkAt: (10, 10, 20, 20))
        XCTAssertEqual(uneven.width, 41 + 2 * 4)
    }

    func testHairlinesAreThinnerThanLettering() {
        let lettering = image(bars: [(5, 5, 11, 35), (20, 5, 26, 35), (35, 5, 41, 35)], value: 0)
        let hairlines = image(bars: [(0, 5, 59, 5), (0, 15, 59, 15), (0, 25, 59, 25)], value: 0)
        XCTAssertGreaterThan(InkSeparation.strokeWidth(lettering), 5)
        XCTAssertLessThanOrEqual(InkSeparation.strokeWidth(hairlines), 2)
    }

    /// A fresh red stamp on the left, a faded blue one on the right, a page's pale hairline
    /// pattern everywhere: the faded blue ink is the fainter ink to read, the pattern is not.
    func testAFadedStampBesideAFreshOneIsTheFainterInkAndAHairlinePatternIsNot() {
        let red = InkSeparation.Separation(name: "red_ink", image: image(bars: [(2, 5, 8, 35), (12, 5, 18, 35)], value: 0), contrast: 0.9)
        let blue = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(35, 5, 41, 35), (45, 5, 51, 35)], value: 150), contrast: 0.4)
        let pattern = InkSeparation.Separation(name: "green_ink", image: image(bars: [(0, 3, 59, 3), (0, 20, 59, 20), (0, 37, 59, 37)], value: 180), contrast: 0.5)
        // The red channel holds the red stamp (read already) and is a plain channel.
        let channel = InkSeparation.Separation(name: "red_channel", image: blue.image, contrast: 0.6)
        let separations = [red, channel, pattern, blue]
        XCTAssertEqual(StampScanner.fainterInk(separations, besides: [red])?.name, "blue_ink")
        XCTAssertNil(StampScanner.fainterInk([red, pattern], besides: [red]))
        // Too faint beside the best: a trace, not a stamp.
        var trace = blue
        trace.contrast = 0.1
        XCTAssertNil(StampScanner.fainterInk([red, trace], besides: [red]))
    }

    /// A page's pattern in blocks as bold as lettering (a JPEG's coarse colour breaks hairlines
    /// into blocks) covers the page to all four edges: it is no fainter stamp. A faded stamp cut
    /// by the picture's right edge, and one cut by its top and bottom, still are.
    func testInkReachingEveryEdgeIsThePageNotAFainterStamp() {
        let red = InkSeparation.Separation(name: "red_ink", image: image(bars: [(2, 5, 8, 35), (12, 5, 18, 35)], value: 0), contrast: 0.9)
        let blocks = (0..<3).flatMap { row in (0..<6).map { column in (column * 11, row * 16, min(59, column * 11 + 7), min(39, row * 16 + 7)) } }
        let page = InkSeparation.Separation(name: "blue_ink", image: image(bars: blocks, value: 150), contrast: 0.4)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(page.image))
        XCTAssertNil(StampScanner.fainterInk([red, page], besides: [red]))
        let cutAtTheRight = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(35, 5, 41, 35), (49, 5, 59, 35)], value: 150), contrast: 0.4)
        XCTAssertEqual(StampScanner.fainterInk([red, cutAtTheRight], besides: [red])?.name, "blue_ink")
        let cutTopAndBottom = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(35, 0, 41, 39), (45, 0, 51, 39)], value: 150), contrast: 0.4)
        XCTAssertFalse(InkSeparation.reachesEveryEdge(cutTopAndBottom.image))
        XCTAssertEqual(StampScanner.fainterInk([red, cutTopAndBottom], besides: [red])?.name, "blue_ink")
    }

    /// A plain channel read as the second ink that holds both stamps (the fresh red one and the
    /// faded blue one) read their words mixed: the faded blue ink inside it is still the fainter
    /// ink to read. A channel holding the blue stamp alone has read it.
    func testAChannelHoldingBothStampsDoesNotHideTheFainterInk() {
        let red = InkSeparation.Separation(name: "red_ink", image: image(bars: [(2, 5, 8, 35), (12, 5, 18, 35)], value: 0), contrast: 0.9)
        let blue = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(35, 5, 41, 35), (45, 5, 51, 35)], value: 150), contrast: 0.4)
        let both = InkSeparation.Separation(name: "green_channel", image: image(bars: [(2, 5, 8, 35), (12, 5, 18, 35), (35, 5, 41, 35), (45, 5, 51, 35)], value: 60), contrast: 0.6)
        XCTAssertEqual(StampScanner.fainterInk([red, both, blue], besides: [red, both])?.name, "blue_ink")
        let blueAlone = InkSeparation.Separation(name: "green_channel", image: blue.image, contrast: 0.6)
        XCTAssertNil(StampScanner.fainterInk([red, blueAlone, blue], besides: [red, blueAlone]))
    }
}

extension FadedInkTests {
    /// A black stamp with its date in red: the red date band splits most cleanly and is read
    /// first, but black has no colour of its own, so only a plain channel holds the stamp's
    /// words. That channel, several times the date's ink and lying outside it, is the ink to read.
    /// A channel holding no more than the date, one that is mostly the date, and a page's print
    /// reaching every edge are not.
    func testABlackStampBesideItsRedDateIsReadFromAPlainChannel() {
        let date = InkSeparation.Separation(name: "red_ink", image: image(bars: [(20, 18, 40, 22)], value: 0), contrast: 0.9)
        let words = [(5, 5, 55, 10), (5, 28, 55, 34)]
        let black = InkSeparation.Separation(name: "red_channel", image: image(bars: words, value: 40), contrast: 0.4)
        XCTAssertEqual(StampScanner.fainterInk([date, black], besides: [date])?.name, "red_channel")
        let dateAlone = InkSeparation.Separation(name: "green_channel", image: image(bars: [(18, 17, 42, 23)], value: 40), contrast: 0.4)
        XCTAssertNil(StampScanner.fainterInk([date, dateAlone], besides: [date]), "no more than the date: no words")
        let mostlyTheDate = InkSeparation.Separation(name: "green_channel", image: image(bars: [(20, 18, 40, 22), (5, 5, 12, 7)], value: 40), contrast: 0.4)
        XCTAssertNil(StampScanner.fainterInk([date, mostlyTheDate], besides: [date]))
        let blocks = (0..<3).flatMap { row in (0..<6).map { column in (column * 11, row * 16, min(59, column * 11 + 7), min(39, row * 16 + 7)) } }
        let print = InkSeparation.Separation(name: "luminance", image: image(bars: blocks, value: 40), contrast: 0.4)
        XCTAssertNil(StampScanner.fainterInk([date, print], besides: [date]), "a page's print")
        // Beside a plain channel read already, a channel is no ink of its own.
        XCTAssertNil(StampScanner.fainterInk([date, black], besides: [date, black]))
    }
}

extension FadedInkTests {
    /// Faded stamps (pale, with specks where no ink took), alone and in front of a fresh stamp of
    /// another country in another ink: the faded stamp's country is among the first three.
    func testFadedStampsAreReadAloneAndBesideAFreshOne() throws {
        try TestTier.requireFull("renders and scans 4 stamps")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        let (engine, matcher) = try XCTUnwrap(RenderedStampScanTests.shared, "tesseract (tesseract-ocr-eng) and the gazetteer are needed")
        let scanner = StampScanner(engine: engine, matcher: matcher)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("faded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let stamps: [(country: String, lines: [String], shape: StampSpecimen.Shape, ink: StampSpecimen.Ink, degrees: Double, over: [String]?)] = [
            ("AT", ["FLUGHAFEN WIEN", "03.05.09", "A"], .oval, .green, 150, nil),
            ("PT", ["AEROPORTO DE LISBOA", "PORTUGAL", "07.03.2015"], .rectangle, .violet, -35, nil),
            ("AT", ["FLUGHAFEN WIEN", "03.05.09", "A"], .round, .blue, 20, ["AEROPORTO MALPENSA", "04.07.19"]),
            ("PT", ["AEROPORTO DE LISBOA", "PORTUGAL", "07.03.2015"], .oval, .green, 110, ["HRVATSKA", "ULAZ"]),
        ]
        for (n, stamp) in stamps.enumerated() {
            let specimen = StampSpecimen(name: "faded-\(n)-\(stamp.country.lowercased())", country: stamp.country, lines: stamp.lines, shape: stamp.shape,
                                         ink: stamp.ink, degrees: stamp.degrees, faded: true, patternedPage: false, overprint: stamp.over,
                                         format: n % 2 == 0 ? "png" : "jpg")
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            let reads = scan.reads.map { "\($0.separation): \($0.text)" }.joined(separator: " | ")
            XCTAssertTrue(scan.suggestions.candidates.prefix(3).contains { $0.chain.country?.id.code == stamp.country }, "\(specimen.name): \(reads)")
        }
    }
}

private extension GrayImage {
    /// Framed with the default ink threshold; `darkAt` is made dark first, so the other bar is
    /// the pale side of the same stamp.
    func framedKeepingBoth(darkAt box: (Int, Int, Int, Int)) -> GrayImage {
        var out = self
        for y in box.1...box.3 { for x in box.0...box.2 { out.pixels[y * width + x] = 0 } }
        return out.framed(margin: 4)
    }
}

extension FadedInkTests {
    /// Three faded letters, 7 px wide, in the middle of a 100 × 80 picture.
    var fadedLetters: [(Int, Int, Int, Int)] { [(30, 20, 36, 60), (44, 20, 50, 60), (58, 20, 64, 60)] }

    /// A faded stamp's ink plane holds specks of the paper's grain everywhere, one here and there
    /// at every edge of the picture: the stamp still leaves paper at the edges. A stamp cut by an
    /// edge reaches it, and a page's pattern, as dense at the edges as anywhere, reaches them all.
    func testSpecksOfGrainAtTheEdgesDoNotMakeAStampThePagesPattern() {
        let specks = [(0, 5, 0, 5), (99, 70, 99, 70), (50, 0, 50, 0), (20, 79, 20, 79)]
        XCTAssertFalse(InkSeparation.reachesEveryEdge(image(width: 100, height: 80, bars: fadedLetters + specks, value: 150)))
        XCTAssertTrue(InkSeparation.reachesAnEdge(image(width: 100, height: 80, bars: fadedLetters + [(0, 30, 8, 50)], value: 150)))
        let grid = (0..<8).map { (0, $0 * 10 + 2, 99, $0 * 10 + 3) } + (0..<10).map { ($0 * 10 + 2, 0, $0 * 10 + 3, 79) }
        XCTAssertTrue(InkSeparation.reachesEveryEdge(image(width: 100, height: 80, bars: grid, value: 150)))
    }

    /// A faded violet stamp on a page printed with hairlines: the plain channel holds the page's
    /// print and the stamp at once and splits more cleanly than the stamp's own faded ink (as
    /// does the pattern's ink), yet the faded ink is the only stamp there is, and is the
    /// fainter ink to read. Beside a fresh stamp it is a trace, as before.
    func testAFadedStampOnAPatternedPageIsTheFainterInk() {
        let hairlines = (0..<8).map { (0, $0 * 10, 99, $0 * 10) } + [(0, 79, 99, 79)]
        let channel = InkSeparation.Separation(name: "blue_channel", image: image(width: 100, height: 80, bars: hairlines + fadedLetters, value: 150),
                                               contrast: 0.18)
        let pattern = InkSeparation.Separation(name: "red_ink", image: image(width: 100, height: 80, bars: hairlines, value: 150), contrast: 0.17)
        let faded = InkSeparation.Separation(name: "violet_ink", image: image(width: 100, height: 80, bars: fadedLetters, value: 150), contrast: 0.05)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(channel.image))
        XCTAssertLessThan(faded.contrast, channel.contrast * StampScanner.fainterInkContrast)
        XCTAssertEqual(StampScanner.fainterInk([channel, pattern, faded], besides: [channel])?.name, "violet_ink")
        let fresh = InkSeparation.Separation(name: "blue_ink", image: image(width: 100, height: 80, bars: [(5, 5, 12, 30)], value: 0), contrast: 0.6)
        XCTAssertNil(StampScanner.fainterInk([fresh, channel, pattern, faded], besides: [fresh]))
        // On the page alone, a plane of specks far fainter than the page's print is no stamp.
        var specks = faded
        specks.contrast = channel.contrast * 0.1
        XCTAssertNil(StampScanner.fainterInk([channel, pattern, specks], besides: [channel]))
    }
}
