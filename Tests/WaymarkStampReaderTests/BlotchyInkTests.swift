import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// Ink a pad left blotchy: its pale letters are evened out to the strength of its dark ones, and
/// what is not ink (paper, a page's pale pattern away from the stamp) stays as it is.
final class BlotchyInkTests: XCTestCase {
    /// Paper (240) with rectangles (x0, y0, x1, y1, inclusive) at the given levels.
    func plane(width: Int = 200, height: Int = 120, _ marks: [(Int, Int, Int, Int, UInt8)]) -> GrayImage {
        var pixels = [UInt8](repeating: 240, count: width * height)
        for (x0, y0, x1, y1, level) in marks { for y in y0...y1 { for x in x0...x1 { pixels[y * width + x] = level } } }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    func level(_ image: GrayImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[y * image.width + x]) }

    func testAPaleLetterBesideADarkOneIsMadeAsDarkAsOtsuKeeps() {
        // A dark stroke (40) and, 24 px along, a pale one (180) across the middle of a tile
        // (x 48–63, centre 56): Otsu keeps only the dark one.
        let blotchy = plane([(20, 20, 27, 60, 40), (52, 20, 59, 60, 180)])
        let split = blotchy.otsu()
        XCTAssertGreaterThan(level(blotchy, 56, 40), split.threshold, "the pale stroke is lost to the one threshold")
        let evened = BlotchyInk.evened(blotchy, inkLevel: split.darkMean)
        // At the tile's centre the lift is the greatest, 3: 240 − 3 × 60 = 60, as dark as ink.
        XCTAssertEqual(level(evened, 56, 40), 60)
        // Towards the paper tile beside it the lift falls, and the stroke stays ink all across.
        let cleaned = InkSeparation.cleaned(evened)
        for x in 52...59 { XCTAssertLessThan(level(cleaned, x, 40), 255, "column \(x) of the evened stroke is kept") }
        XCTAssertEqual(level(evened, 23, 40), 40, "dark ink is not lifted")
        XCTAssertEqual(level(evened, 100, 100), 240, "paper stays paper")
    }

    func testPaleMarksFarFromTheStampAndFaintTintsAreNotLifted() {
        // A dark stroke at the left; a pale line (180) 150 px away, beyond the reach of strong
        // ink; a faint tint (225) beside the stroke, fainter than any ink.
        let page = plane([(10, 20, 17, 60, 40), (170, 0, 171, 119, 180), (30, 20, 37, 60, 225)])
        let evened = BlotchyInk.evened(page, inkLevel: page.otsu().darkMean)
        XCTAssertEqual(level(evened, 170, 50), 180, "a pattern away from any stamp stays pale")
        XCTAssertEqual(level(evened, 33, 40), 225, "a tint fainter than ink is not lifted")
    }

    /// The paper's level is the plane's median, read from one count of its levels, the count
    /// Otsu's split reads too.
    func testThePapersLevelIsTheMedianOfThePlanesLevels() {
        let plane = GrayImage(width: 5, height: 1, pixels: [40, 250, 250, 250, 190])
        XCTAssertEqual(plane.histogram()[250], 3)
        XCTAssertEqual(plane.histogram().reduce(0, +), 5)
        XCTAssertEqual(GrayImage.median(plane.histogram()), 250)
        XCTAssertEqual(GrayImage.median(GrayImage(width: 4, height: 1, pixels: [10, 20, 30, 40]).histogram()), 20)
        XCTAssertEqual(GrayImage.otsu(plane.histogram()).threshold, plane.otsu().threshold)
    }

    func testAPlaneWithoutInkIsLeftAlone() {
        let blank = plane([])
        XCTAssertEqual(BlotchyInk.evened(blank, inkLevel: blank.otsu().darkMean).pixels, blank.pixels)
    }
}
