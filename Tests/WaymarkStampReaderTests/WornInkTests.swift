import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A stamp worn down on an old page: its faint strokes are kept, where Otsu's one threshold
/// keeps only its few strong ones.
final class WornInkTests: XCTestCase {
    /// Paper (250) with bars of ink at the given levels (x0, y0, x1, y1, inclusive).
    func plane(width: Int = 80, height: Int = 40, _ bars: [(UInt8, (Int, Int, Int, Int))]) -> GrayImage {
        var pixels = [UInt8](repeating: 250, count: width * height)
        for (value, (x0, y0, x1, y1)) in bars { for y in y0...y1 { for x in x0...x1 { pixels[y * width + x] = value } } }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    func separation(_ plane: GrayImage) -> InkSeparation.Separation {
        InkSeparation.Separation(name: "violet_ink", image: InkSeparation.cleaned(plane), contrast: 0.3, plane: plane)
    }

    /// Two strong strokes (90) and three worn ones (215, a fifth of the strong ink's depth
    /// below the paper).
    let strong = [(10, 8, 14, 31), (20, 8, 24, 31)], faint = [(34, 8, 38, 31), (44, 8, 48, 31), (54, 8, 58, 31)]
    var wornStamp: [(UInt8, (Int, Int, Int, Int))] { strong.map { (90, $0) } + faint.map { (215, $0) } }

    /// Otsu's threshold keeps the strong strokes only; the worn ink is all kept, black on white,
    /// and the paper stays paper.
    func testAWornStampsFaintStrokesAreKeptWhereOtsuDropsThem() throws {
        let ink = separation(plane(wornStamp))
        XCTAssertEqual(ink.image.pixels[20 * 80 + 12], 90)
        XCTAssertEqual(ink.image.pixels[20 * 80 + 36], 255, "Otsu's threshold drops the worn strokes")
        let kept = try XCTUnwrap(WornInk.separation(of: ink))
        XCTAssertEqual(kept.name, "violet_ink, worn")
        for (x0, y0, _, _) in strong + faint { XCTAssertEqual(kept.image.pixels[(y0 + 10) * 80 + x0 + 2], 0) }
        XCTAssertEqual(kept.image.pixels[20 * 80 + 30], 255)
        XCTAssertEqual(kept.image.pixels[2 * 80 + 2], 255)
        XCTAssertEqual(Set(kept.image.pixels), [0, 255])
    }

    /// A page's pale printed lines run to every edge: the low threshold keeps them with the
    /// stamp, so that is the page's print, not a worn stamp to read.
    func testFaintInkReachingEveryEdgeIsThePagesPrint() {
        let lines = [(0, 2, 79, 3), (0, 36, 79, 37), (1, 0, 2, 39), (77, 0, 78, 39)].map { (UInt8(215), $0) }
        XCTAssertNil(WornInk.separation(of: separation(plane(wornStamp + lines))))
        XCTAssertNotNil(WornInk.separation(of: separation(plane(wornStamp))))
    }

    /// A stamp in sharp, even ink loses nothing to Otsu's threshold: there is no worn ink to read
    /// again. Nor has a plane with no ink darker than its paper.
    func testASharpStampAndABlankPlaneHaveNoWornInk() {
        XCTAssertNil(WornInk.separation(of: separation(plane(strong.map { (90, $0) }))))
        XCTAssertNil(WornInk.separation(of: separation(plane([(246, (10, 10, 20, 20))]))))
    }
}
