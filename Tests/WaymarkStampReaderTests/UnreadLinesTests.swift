import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// The lines of ink an image holds, found from its connected parts alone (`UnreadLines`): what
/// another script's model reads one line at a time when tesseract's layout analysis finds no
/// line there. Pure geometry on drawn ink: no OCR.
final class UnreadLinesTests: XCTestCase {
    /// A white image with dark rectangles.
    func image(width: Int = 400, height: Int = 300, ink: [(x: Int, y: Int, w: Int, h: Int)]) -> GrayImage {
        var pixels = [UInt8](repeating: 255, count: width * height)
        for r in ink {
            for y in r.y..<(r.y + r.h) { for x in r.x..<(r.x + r.w) { pixels[y * width + x] = 20 } }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// The frame's outline as four bars; it is one part, as wide as the image.
    let frame: [(x: Int, y: Int, w: Int, h: Int)] = [(10, 10, 380, 4), (10, 286, 380, 4), (10, 10, 4, 280), (386, 10, 4, 280)]

    /// Letters of `height` pixels, `count` of them from `x`, 20 pixels apart, standing on `baseline`.
    func letters(_ count: Int, x: Int, baseline: Int, height: Int = 30) -> [(x: Int, y: Int, w: Int, h: Int)] {
        (0..<count).map { (x + $0 * 20, baseline - height, 12, height) }
    }

    func testTwoLinesInsideAFrameAreFoundTopToBottomWithoutTheFrame() {
        let ink = frame + letters(8, x: 60, baseline: 120) + letters(6, x: 80, baseline: 220, height: 26)
        let boxes = UnreadLines.boxes(in: image(ink: ink))
        XCTAssertEqual(boxes.map { [$0.left, $0.top, $0.right, $0.bottom] }, [[60, 90, 211, 119], [80, 194, 191, 219]])
    }

    /// Dots above and below a line (Arabic's, Devanagari's marks) are too small to start a line
    /// of their own; they join the line they lie beside, and its box reaches them.
    func testMarksBesideALineJoinItsBox() {
        // Letters stand at x 60–71, 80–91 …, rows 120–149; the dots in the gaps between them.
        let ink = frame + letters(8, x: 60, baseline: 150) + [(74, 112, 5, 5), (154, 152, 4, 5)]
        let boxes = UnreadLines.boxes(in: image(ink: ink))
        XCTAssertEqual(boxes.map { [$0.left, $0.top, $0.right, $0.bottom] }, [[60, 112, 211, 156]])
    }

    /// A lone mark, no wider than it is tall, is no line; letters that share no rows are two lines.
    func testALoneMarkIsNoLineAndLettersSharingNoRowsAreTwo() {
        let ink = frame + [(200, 40, 14, 30)] + letters(5, x: 40, baseline: 150) + letters(5, x: 220, baseline: 200)
        let boxes = UnreadLines.boxes(in: image(ink: ink))
        XCTAssertEqual(boxes.map(\.top), [120, 170])
    }

    /// A page's pattern makes many lines: only the `mostLines` most inked are read, top to bottom.
    func testAtMostTheMostInkedLinesAreRead() {
        var ink = frame
        for row in 0..<8 { ink += letters(row == 3 ? 4 : 8, x: 40, baseline: 50 + row * 30, height: 20) }
        let boxes = UnreadLines.boxes(in: image(ink: ink))
        XCTAssertEqual(boxes.count, UnreadLines.mostLines)
        XCTAssertEqual(boxes.map(\.top), [30, 60, 90, 150])
    }
}
