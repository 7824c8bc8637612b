import Foundation
import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// The frame of a round or oval stamp, found from its ink alone, and the band inside it
/// unwrapped into a strip (`StampRing`). Pure geometry on drawn outlines: no OCR.
final class StampRingTests: XCTestCase {
    /// A white image with an elliptical line `thickness` pixels wide, plus optional ink blobs.
    func outline(width: Int = 420, height: Int = 400, cx: Double, cy: Double, a: Double, b: Double, tiltDegrees: Double = 0,
                 thickness: Double = 6, blobs: [(x: Int, y: Int)] = []) -> GrayImage {
        var pixels = [UInt8](repeating: 255, count: width * height)
        let tilt = tiltDegrees * .pi / 180
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - cx, dy = Double(y) - cy
                let u = dx * cos(tilt) + dy * sin(tilt), v = -dx * sin(tilt) + dy * cos(tilt)
                // Distance from the curve, near enough for thin lines: the level set's value over its gradient.
                let f = u * u / (a * a) + v * v / (b * b) - 1
                let gradient = 2 * ((u / (a * a)) * (u / (a * a)) + (v / (b * b)) * (v / (b * b))).squareRoot()
                if abs(f) / max(gradient, 1e-9) <= thickness / 2 { pixels[y * width + x] = 40 }
            }
        }
        for blob in blobs {
            for y in blob.y..<(blob.y + 12) { for x in blob.x..<(blob.x + 8) { pixels[y * width + x] = 40 } }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    func testACircularFrameIsFoundWhereverItLies() throws {
        let image = outline(cx: 230, cy: 185, a: 150, b: 150, blobs: [(200, 120), (230, 180), (260, 240)])
        // The fit follows the outermost ink: the outer edge of the line.
        try assertCircle(StampRing.find(in: image), x: 230, y: 185, radius: 153, within: 2, radiusWithin: 3)
    }

    /// `ring` is a circle about (x, y) of `radius`: the centre `within` pixels, each half-axis `radiusWithin`.
    func assertCircle(_ ring: StampRing?, x: Double, y: Double, radius: Double, within: Double, radiusWithin: Double,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let ring = try XCTUnwrap(ring, "no ring", file: file, line: line)
        XCTAssertEqual(ring.centreX, x, accuracy: within, file: file, line: line)
        XCTAssertEqual(ring.centreY, y, accuracy: within, file: file, line: line)
        XCTAssertEqual(ring.semiMajor, radius, accuracy: radiusWithin, file: file, line: line)
        XCTAssertEqual(ring.semiMinor, radius, accuracy: radiusWithin, file: file, line: line)
    }

    func testATiltedOvalIsFoundWithItsAxesAndTilt() throws {
        let ring = try XCTUnwrap(StampRing.find(in: outline(cx: 210, cy: 200, a: 180, b: 100, tiltDegrees: 30)))
        XCTAssertEqual(ring.centreX, 210, accuracy: 2)
        XCTAssertEqual(ring.centreY, 200, accuracy: 2)
        XCTAssertEqual(ring.semiMajor, 183, accuracy: 4)
        XCTAssertEqual(ring.semiMinor, 103, accuracy: 4)
        // An axis has no head or tail: 30° and 210° are the same tilt.
        let degrees = (ring.tilt * 180 / .pi).truncatingRemainder(dividingBy: 180)
        XCTAssertEqual(degrees < 0 ? degrees + 180 : degrees, 30, accuracy: 2)
    }

    func testAFramePartlyOffTheImageIsStillFound() throws {
        // A fifth of the circle lies beyond the left edge.
        let ring = try XCTUnwrap(StampRing.find(in: outline(cx: 90, cy: 200, a: 150, b: 150)))
        XCTAssertEqual(ring.centreX, 90, accuracy: 4)
        XCTAssertEqual(ring.semiMinor, 153, accuracy: 5)
    }

    func testScatteredInkWithoutAnOutlineHasNoRing() {
        var pixels = [UInt8](repeating: 255, count: 400 * 300)
        // Three lines of fourteen H-shaped letters, 40 px tall with 4 px strokes: straight text.
        for line in 0..<3 {
            for letter in 0..<14 {
                let left = 30 + letter * 24, top = 60 + line * 70
                for y in top..<(top + 40) {
                    for x in left..<(left + 18) where x < left + 4 || x >= left + 14 || (y >= top + 18 && y < top + 22) { pixels[y * 400 + x] = 30 }
                }
            }
        }
        let image = GrayImage(width: 400, height: 300, pixels: pixels)
        XCTAssertNil(StampRing.find(in: image).flatMap { $0.unwrapped(image) })
    }

    func testTheStripFollowsTheFrameAndDropsItsLine() throws {
        // A ring with a mark just inside it at the top: in the strip the line is gone and the mark
        // stands in the band, below the strip's top edge.
        let image = outline(cx: 210, cy: 200, a: 150, b: 150, blobs: [(206, 70)])
        let ring = try XCTUnwrap(StampRing.find(in: image))
        let strip = try XCTUnwrap(ring.unwrapped(image))
        // About the band's middle circumference long, as deep as the band.
        XCTAssertEqual(Double(strip.width), 2 * .pi * (153 - StampRing.bandDepth * 153 / 2), accuracy: 30)
        XCTAssertEqual(Double(strip.height), StampRing.bandDepth * 153 + max(4, 0.04 * 153), accuracy: 2)
        var inkRows = Set<Int>(), inkColumns = Set<Int>()
        for y in 0..<strip.height {
            for x in 0..<strip.width where strip.pixels[y * strip.width + x] < 128 { inkRows.insert(y); inkColumns.insert(x) }
        }
        // Only the mark is left: 8 pixels wide along the ring, 12 deep.
        XCTAssertLessThanOrEqual(inkColumns.count, 14)
        XCTAssertFalse(inkRows.isEmpty)
        XCTAssertLessThanOrEqual(inkRows.count, 16)
    }

    /// Large letters set close to the frame reach further in than the band planned
    /// (`StampRing.bandDepth`): the band runs on to the gap below them, so their feet are not cut
    /// off. Eight letter strokes, 41 pixels deep from 13 pixels inside the frame's outer edge,
    /// end 7 pixels beyond the planned band.
    func testTheBandRunsOnToTheGapBelowLettersLargerThanItPlanned() throws {
        var image = outline(cx: 210, cy: 200, a: 150, b: 150)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let dx = Double(x) - 210, dy = Double(y) - 200
                let radius = (dx * dx + dy * dy).squareRoot()
                let degrees = atan2(dx, -dy) * 180 / .pi
                let onAStroke = (0..<8).contains { abs(degrees - (-56 + Double($0) * 16)) <= 1.5 }
                if radius >= 100, radius <= 140, onAStroke { image.pixels[y * image.width + x] = 40 }
            }
        }
        let ring = try XCTUnwrap(StampRing.find(in: image))
        let strip = try XCTUnwrap(ring.unwrapped(image))
        let planned = Int(StampRing.bandDepth * ring.semiMinor + max(4, 0.04 * ring.semiMinor))
        XCTAssertGreaterThan(strip.height, planned)
        let inkRows = (0..<strip.height).filter { y in (0..<strip.width).contains { strip.pixels[y * strip.width + $0] < 128 } }
        XCTAssertGreaterThanOrEqual(inkRows.count, 40, "every row of the letters, feet included")
        // The band ends in the gap below the letters, not deeper.
        XCTAssertLessThanOrEqual(strip.height, (inkRows.last ?? 0) + 3)
    }

    /// Bold letters set all round the ring make rows (their serifs, their bars) that are ink along
    /// most of the strip, as the frame's line is, but in runs a letter long and in a block as deep
    /// as the letters: they are kept. The frame's line, and a lone row of short runs beside it
    /// (its worn edge), are whitened.
    func testLettersAllRoundTheRingAreNotTakenForItsLine() {
        let (columns, rows) = (600, 40)
        var strip = [UInt8](repeating: 255, count: columns * rows)
        func paint(_ row: Int, _ isInk: (Int) -> Bool) { for column in 0..<columns where isInk(column) { strip[row * columns + column] = 30 } }
        for row in 2...4 { paint(row) { _ in true } }
        // Letters 10 pixels wide, 5 apart: two thirds of each row is ink.
        for row in 12...24 { paint(row) { $0 % 15 < 10 } }
        paint(32) { $0 % 15 < 10 }
        XCTAssertEqual(StampRing.whitenFrameLines(&strip, columns: columns, rows: rows), 4)
        func inkIn(_ row: Int) -> Int { (0..<columns).filter { strip[row * columns + $0] < StampRing.inkBelow }.count }
        XCTAssertEqual((1...5).map(inkIn), [0, 0, 0, 0, 0])
        XCTAssertEqual((12...24).map(inkIn), Array(repeating: 400, count: 13))
        XCTAssertEqual(inkIn(32), 0)
    }

    /// Ring text set all round the ring in a plain bold face: its letters' feet (and, where the
    /// lower line's letters stand upside down in the strip, their tops) make a few rows that are
    /// ink along most of the strip, in short runs, between rows of thinner stems. The whole
    /// block of letters is text, feet included: whitening those rows as a frame's line cut every
    /// letter in half ("GUAKULNUD" of GUARULHOS).
    func testTheFeetOfLettersAllRoundTheRingAreNotTakenForItsLine() {
        let (columns, rows) = (600, 40)
        var strip = [UInt8](repeating: 255, count: columns * rows)
        func paint(_ row: Int, _ isInk: (Int) -> Bool) { for column in 0..<columns where isInk(column) { strip[row * columns + column] = 30 } }
        for row in 2...4 { paint(row) { _ in true } }
        // Stems: two 2-pixel strokes a letter (a quarter of each row); feet: 10 of every 15.
        for row in 12...21 { paint(row) { $0 % 15 < 2 || ($0 % 15 >= 8 && $0 % 15 < 10) } }
        for row in 22...24 { paint(row) { $0 % 15 < 10 } }
        paint(32) { $0 % 15 < 10 }
        XCTAssertEqual(StampRing.whitenFrameLines(&strip, columns: columns, rows: rows), 4)
        func inkIn(_ row: Int) -> Int { (0..<columns).filter { strip[row * columns + $0] < StampRing.inkBelow }.count }
        XCTAssertEqual((1...5).map(inkIn), [0, 0, 0, 0, 0], "the frame's line")
        XCTAssertEqual((22...24).map(inkIn), [400, 400, 400], "the letters' feet")
        XCTAssertEqual(inkIn(32), 0, "a lone row of short runs beside the letters: the line's worn edge")
    }

    /// What counts of a ring's reading: a sure line whole (junk words and all, as the other way
    /// up's letters read), and of an unsure line only its sure words: a script the model does not
    /// hold, read as junk on the line, no longer hides the words beside it.
    func testOfAnUnsureRingLineItsSureWordsCount() {
        func word(_ text: String, _ confidence: Double) -> TesseractEngine.TextBox {
            TesseractEngine.TextBox(text: text, left: 0, top: 0, right: 10, bottom: 10, confidence: confidence)
        }
        func line(_ confidence: Double, _ words: [TesseractEngine.TextBox]) -> TesseractEngine.LineOfWords {
            TesseractEngine.LineOfWords(line: word(words.map(\.text).joined(separator: " "), confidence), words: words)
        }
        let sure = line(69, [word("POLICIA", 90), word("FEDERAL", 88), word("dS", 20)])
        let unsure = line(41, [word("SSM", 12), word("ETHIOPIA", 91), word("•", 70), word("IMMIGRATION", 86), word("*", 30)])
        XCTAssertEqual(StampScanner.ringText([sure, unsure], leastConfidence: 60), "POLICIA FEDERAL dS\nETHIOPIA • IMMIGRATION\n")
        XCTAssertNil(StampScanner.ringText([line(40, [word("x", 30), word("0341", 95)])], leastConfidence: 60), "no letter is sure")
        XCTAssertNil(StampScanner.ringText([], leastConfidence: 60))
    }

    func testSpecksOfThePagesPrintOutsideTheFrameDoNotPullItsFitOff() throws {
        // A separation keeps specks of a page's pattern: single dots scattered over the whole
        // picture, most of them outside the frame.
        var image = outline(width: 600, height: 560, cx: 300, cy: 280, a: 150, b: 150)
        for k in 0..<160 {
            let (x, y) = ((k * 137 + 11) % 600, (k * 241 + 29) % 560)
            image.pixels[y * 600 + x] = 90
        }
        try assertCircle(StampRing.find(in: image), x: 300, y: 280, radius: 153, within: 3, radiusWithin: 4)
    }

    func testOfTwoFramesStruckOverEachOtherTheOneMostOfTheOutlineLiesOnIsFound() throws {
        // A second, smaller stamp struck over the first's lower right: their outline is two arcs.
        let first = outline(width: 640, height: 600, cx: 250, cy: 250, a: 180, b: 180)
        let second = outline(width: 640, height: 600, cx: 440, cy: 420, a: 120, b: 120)
        let both = GrayImage(width: 640, height: 600, pixels: zip(first.pixels, second.pixels).map { min($0, $1) })
        try assertCircle(StampRing.find(in: both), x: 250, y: 250, radius: 183, within: 4, radiusWithin: 5)
    }
}
