import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A photographed page lit from one side: the paper darkens across the picture, as dark at one
/// side as the ink at the other. Evened, the paper is white everywhere and the ink stays dark.
final class UnevenLightTests: XCTestCase {
    /// A 200 × 120 page whose paper falls from `brightest` at the left to `darkest` at the right,
    /// with bars of ink `inkBelowPaper` darker than the paper around them.
    func page(brightest: Int, darkest: Int, inkBelowPaper: Int, bars: [(Int, Int, Int, Int)]) -> GrayImage {
        let width = 200, height = 120
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let paper = brightest - (brightest - darkest) * x / (width - 1)
                let inked = bars.contains { x >= $0.0 && x <= $0.2 && y >= $0.1 && y <= $0.3 }
                pixels[y * width + x] = UInt8(inked ? paper - inkBelowPaper : paper)
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    func testPaperLitFromOneSideComesOutEvenlyWhiteAndTheInkStaysDark() {
        let bars = [(10, 40, 14, 80), (100, 40, 104, 80), (185, 40, 189, 80)]
        let lit = page(brightest: 245, darkest: 120, inkBelowPaper: 100, bars: bars)
        // Before: the right-hand paper (120) is darker than the left-hand ink (145).
        XCTAssertLessThan(lit.pixels[60 * 200 + 195], lit.pixels[60 * 200 + 12])
        let even = UnevenLight.evened(lit)
        for x in [30, 80, 150, 195] { XCTAssertGreaterThanOrEqual(even.pixels[60 * 200 + x], 220, "paper at x \(x)") }
        for x in [12, 102, 187] { XCTAssertLessThanOrEqual(even.pixels[60 * 200 + x], 160, "ink at x \(x)") }
        // One threshold now splits ink from paper across the whole page.
        let split = even.otsu()
        XCTAssertTrue(bars.allSatisfy { Int(even.pixels[60 * 200 + $0.0 + 2]) <= split.threshold })
        XCTAssertTrue([30, 80, 150, 195].allSatisfy { Int(even.pixels[60 * 200 + $0]) > split.threshold })
    }

    func testAnEvenlyLitPageIsLeftAsItIs() {
        let flat = page(brightest: 240, darkest: 230, inkBelowPaper: 150, bars: [(20, 20, 60, 30), (20, 60, 90, 70)])
        XCTAssertEqual(UnevenLight.evened(flat).pixels, flat.pixels)
    }
}
