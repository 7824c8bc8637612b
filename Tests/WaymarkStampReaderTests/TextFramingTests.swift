import XCTest
@testable import WaymarkStampReader
import WaymarkOCR

/// Framing before recognition: ink that reaches the image's edge gets a white margin.
final class TextFramingTests: XCTestCase {
    func testInkAtTheEdgeGetsAWhiteMarginAndTheRestIsCutAway() {
        // A 10×6 white image with a dark bar along its left edge, rows 2–3.
        var pixels = [UInt8](repeating: 255, count: 60)
        for y in 2...3 { for x in 0...2 { pixels[y * 10 + x] = 0 } }
        let framed = GrayImage(width: 10, height: 6, pixels: pixels).framed(margin: 4)
        XCTAssertEqual(framed.width, 3 + 8)
        XCTAssertEqual(framed.height, 2 + 8)
        // The ink is kept, four pixels in from each side.
        XCTAssertEqual(framed.pixels[4 * framed.width + 4], 0)
        XCTAssertEqual(framed.pixels[5 * framed.width + 6], 0)
        // The margin is white.
        XCTAssertEqual(framed.pixels[4 * framed.width + 3], 255)
        XCTAssertEqual(framed.pixels[3 * framed.width + 4], 255)
    }

    func testAnImageWithoutInkIsLeftAlone() {
        let blank = GrayImage(width: 5, height: 5, pixels: [UInt8](repeating: 250, count: 25))
        XCTAssertEqual(blank.framed(margin: 3).pixels, blank.pixels)
    }
}
