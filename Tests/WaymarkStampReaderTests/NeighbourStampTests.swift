import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A photo of one stamp on a full page catches the corner of its neighbour at the picture's edge,
/// and a page's pattern can be printed in one ink: the stamp photographed is read first, and the
/// pattern is no second stamp.
final class NeighbourStampTests: XCTestCase {
    /// A white 100 × 80 image with grey bars (`value`) at the given rectangles (x0, y0, x1, y1, inclusive).
    func image(bars: [(Int, Int, Int, Int)], value: UInt8) -> GrayImage {
        let width = 100, height = 80
        var pixels = [UInt8](repeating: 255, count: width * height)
        for (x0, y0, x1, y1) in bars { for y in y0...y1 { for x in x0...x1 { pixels[y * width + x] = value } } }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// A fresh red corner cut off by the picture's right and bottom edges: 1¼% of the picture.
    var corner: InkSeparation.Separation {
        InkSeparation.Separation(name: "red_ink", image: image(bars: [(90, 70, 99, 79)], value: 0), contrast: 0.9)
    }

    /// A faded violet stamp in the middle: three strokes 6 px wide, 9% of the picture.
    var stamp: InkSeparation.Separation {
        InkSeparation.Separation(name: "violet_ink", image: image(bars: [(20, 10, 25, 49), (40, 10, 45, 49), (60, 10, 65, 49)], value: 150), contrast: 0.35)
    }

    func testTheStampInTheMiddleIsReadBeforeANeighboursCutCorner() {
        let luminance = InkSeparation.Separation(name: "luminance", image: stamp.image, contrast: 0.3)
        let ordered = StampScanner.photographedStampFirst([corner, luminance, stamp])
        XCTAssertEqual(ordered.map(\.name), ["violet_ink", "red_ink", "luminance"])
        // The corner lies elsewhere and splits cleanly: it is still read, as the second ink.
        XCTAssertEqual(StampScanner.inksToRead(ordered, count: 2).map(\.name), ["violet_ink", "red_ink"])
    }

    func testABoldInkAwayFromTheEdgesIsTheStampItself() {
        let inside = InkSeparation.Separation(name: "red_ink", image: image(bars: [(80, 60, 89, 69)], value: 0), contrast: 0.9)
        XCTAssertEqual(StampScanner.photographedStampFirst([inside, stamp]).map(\.name), ["red_ink", "violet_ink"])
    }

    func testNeitherAPatternNorATraceNorAPlainChannelIsPutFirst() {
        // Bold blocks over three tenths of the page: more than a stamp covers.
        let blocks = (0..<5).flatMap { row in (0..<8).map { column in (column * 12 + 2, row * 16 + 2, column * 12 + 8, row * 16 + 10) } }
        let pattern = InkSeparation.Separation(name: "green_ink", image: image(bars: blocks, value: 150), contrast: 0.4)
        XCTAssertGreaterThan(InkSeparation.inkShare(pattern.image), StampScanner.mostOfPictureAStampCovers)
        XCTAssertEqual(StampScanner.photographedStampFirst([corner, pattern]).first?.name, "red_ink")
        // Hairlines: strokes far thinner than the corner's.
        let hairlines = InkSeparation.Separation(name: "green_ink", image: image(bars: (0..<9).map { (5, $0 * 8 + 4, 94, $0 * 8 + 4) }, value: 150), contrast: 0.4)
        XCTAssertEqual(StampScanner.photographedStampFirst([corner, hairlines]).first?.name, "red_ink")
        // Too faint beside the corner to be read before it.
        var trace = stamp
        trace.contrast = 0.2
        XCTAssertEqual(StampScanner.photographedStampFirst([corner, trace]).first?.name, "red_ink")
        // A plain channel holds the corner and the page's print as well.
        let channel = InkSeparation.Separation(name: "blue_channel", image: stamp.image, contrast: 0.5)
        XCTAssertEqual(StampScanner.photographedStampFirst([corner, channel]).first?.name, "red_ink")
    }

    /// A page's pattern in one ink, bold enough to pass for lettering, reaches every edge of the
    /// picture: it is no second stamp. A second stamp cut by one edge still is.
    func testASingleInkReachingEveryEdgeIsNoSecondStamp() {
        let fresh = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(20, 10, 25, 49), (40, 10, 45, 49)], value: 0), contrast: 0.8)
        let blocks = (0..<5).flatMap { row in (0..<9).map { column in (column * 11, row * 16, min(99, column * 11 + 4), min(79, row * 16 + 4)) } }
        let page = InkSeparation.Separation(name: "red_ink", image: image(bars: blocks + [(0, 79, 4, 79), (95, 75, 99, 79)], value: 120), contrast: 0.6)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(page.image))
        XCTAssertEqual(StampScanner.inksToRead([fresh, page], count: 2).map(\.name), ["blue_ink"])
        let second = InkSeparation.Separation(name: "red_ink", image: image(bars: [(70, 10, 75, 49), (90, 10, 99, 49)], value: 120), contrast: 0.6)
        XCTAssertEqual(StampScanner.inksToRead([fresh, second], count: 2).map(\.name), ["blue_ink", "red_ink"])
    }

    /// Beside a stamp's own ink, a plain channel holding the page's print (reaching every edge)
    /// is no second stamp: it holds the stamp again, drowned in the pattern's lines, which
    /// tesseract reads as junk for seconds. A plain channel that leaves paper at an edge is
    /// still read as the second ink.
    func testAPlainChannelHoldingThePagesPrintIsNoSecondStampBesideAStampsOwnInk() {
        let hairlines = (0..<8).map { (0, $0 * 10, 99, $0 * 10) } + [(0, 79, 99, 79)]
        let page = InkSeparation.Separation(name: "blue_channel", image: image(bars: hairlines + [(20, 10, 25, 49)], value: 60), contrast: 0.5)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(page.image))
        XCTAssertEqual(StampScanner.inksToRead([stamp, page], count: 2).map(\.name), ["violet_ink"])
        let second = InkSeparation.Separation(name: "blue_channel", image: image(bars: [(70, 10, 75, 49), (90, 10, 95, 49)], value: 60), contrast: 0.5)
        XCTAssertEqual(StampScanner.inksToRead([stamp, second], count: 2).map(\.name), ["violet_ink", "blue_channel"])
    }
}

extension NeighbourStampTests {
    /// A green stamp on a page printed with a green guilloche: the plain channel keeps the stamp
    /// and the page's print at once, reaches every edge, and splits more cleanly than the stamp's
    /// own ink. The stamp's own ink is read first. A channel that leaves paper at an edge, and a
    /// single ink too faint beside it, leave the order alone.
    func testAStampsOwnInkIsReadBeforeAChannelHoldingThePagesPrint() {
        let lines = (0..<8).map { (0, $0 * 10, 99, $0 * 10 + 1) } + [(0, 78, 99, 79)]
        let pagePrint = InkSeparation.Separation(name: "green_channel", image: image(bars: lines + [(20, 10, 25, 49)], value: 60), contrast: 0.35)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(pagePrint.image))
        let reordered = StampScanner.stampInkBeforePagePrint([pagePrint, stamp])
        XCTAssertEqual(reordered.map(\.name), ["violet_ink", "green_channel"])
        let channel = InkSeparation.Separation(name: "green_channel", image: stamp.image, contrast: 0.5)
        XCTAssertEqual(StampScanner.stampInkBeforePagePrint([channel, stamp]).map(\.name), ["green_channel", "violet_ink"])
        var faint = stamp
        faint.contrast = 0.1
        XCTAssertEqual(StampScanner.stampInkBeforePagePrint([pagePrint, faint]).map(\.name), ["green_channel", "violet_ink"])
        // A faded stamp splits less cleanly than the page's print; at a third of its contrast it
        // is still the stamp, read first.
        var faded = stamp
        faded.contrast = 0.12
        XCTAssertEqual(StampScanner.stampInkBeforePagePrint([pagePrint, faded]).map(\.name), ["violet_ink", "green_channel"])
    }
}

extension NeighbourStampTests {
    /// The stamp photographed can itself run off the picture. Then a tinted page's print
    /// (reaching every edge) is no photographed stamp, nor is an ink that holds the stamp's own
    /// ink and more (a violet plane keeps a blue stamp and the lavender page's blotches): neither
    /// is read before the stamp.
    func testAStampRunningOffThePictureIsReadBeforeThePagesTint() {
        let cut = InkSeparation.Separation(name: "blue_ink", image: image(bars: [(20, 0, 23, 15), (40, 0, 43, 15)], value: 0), contrast: 0.8)
        XCTAssertTrue(InkSeparation.reachesAnEdge(cut.image))
        let blocks = (0..<4).flatMap { row in (0..<5).map { column in (min(95, column * 24), min(75, row * 25), min(99, column * 24 + 4), min(79, row * 25 + 4)) } }
        let tint = InkSeparation.Separation(name: "red_ink", image: image(bars: blocks, value: 120), contrast: 0.5)
        XCTAssertTrue(InkSeparation.reachesEveryEdge(tint.image))
        XCTAssertEqual(StampScanner.photographedStampFirst([cut, tint]).map(\.name), ["blue_ink", "red_ink"])
        let holding = InkSeparation.Separation(name: "violet_ink", image: image(bars: [(20, 0, 23, 15), (40, 0, 43, 15), (30, 30, 50, 45)], value: 120),
                                               contrast: 0.5)
        XCTAssertFalse(InkSeparation.reachesEveryEdge(holding.image))
        XCTAssertEqual(StampScanner.photographedStampFirst([cut, holding]).map(\.name), ["blue_ink", "violet_ink"])
        // The same blotches away from the stamp's ink are a neighbour's stamp, read first.
        let beside = InkSeparation.Separation(name: "violet_ink", image: image(bars: [(55, 30, 80, 49)], value: 120), contrast: 0.5)
        XCTAssertEqual(StampScanner.photographedStampFirst([cut, beside]).map(\.name), ["violet_ink", "blue_ink"])
    }
}
