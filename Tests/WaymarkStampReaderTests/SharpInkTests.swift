@testable import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A faint stamp's colour, as JPEG keeps it, bleeds round its letters at half the resolution of
/// their brightness: its ink's plane holds the letters run together with the bleed. Drawn from
/// the channel the ink darkens most, where the plane holds ink, the letters come out as they are.
final class SharpInkTests: XCTestCase {
    typealias Colour = (UInt8, UInt8, UInt8)
    static let paper: Colour = (235, 230, 225)
    /// Faint red ink: its green is well under the paper's.
    static let faintRed: Colour = (225, 170, 170)
    /// JPEG's coarse colour beside a letter: a little red, nearly as light as the paper.
    static let bleed: Colour = (246, 214, 208)

    /// A 120 × 80 picture of faint red letters' strokes, 2 pixels wide and 4 apart, with the
    /// colour bleeding 1 pixel on either side of each.
    func photo() -> (RGBImage, strokes: Set<Int>) {
        let w = 120
        var strokes = Set<Int>()
        let picture = RGBImage.drawn(width: w, height: 80) { x, y in
            guard (40..<80).contains(x), (30..<50).contains(y) else { return Self.paper }
            switch x % 6 {
            case 0, 1: strokes.insert(y * w + x); return Self.faintRed
            case 2, 5: return Self.bleed
            default: return Self.paper
            }
        }
        return (picture, strokes)
    }

    func ink(_ image: GrayImage) -> Set<Int> {
        Set(image.pixels.indices.filter { image.pixels[$0] < 255 })
    }

    func testTheInksLettersAreDrawnFromTheChannelItDarkens() throws {
        let (rgb, strokes) = photo()
        let red = try XCTUnwrap(InkSeparation.candidates(rgb).first { $0.name == "red_ink" })
        // The premise: the ink's plane holds the bleed round the letters too.
        XCTAssertTrue(ink(red.image).isStrictSuperset(of: strokes))
        let sharp = try XCTUnwrap(SharpInk.separation(of: red, in: rgb))
        XCTAssertEqual(sharp.name, "red_ink, sharp")
        XCTAssertEqual(ink(sharp.image), strokes)
        XCTAssertEqual(sharp.image.pixels[35 * 120 + 42], Self.faintRed.1, "the green channel's value is kept")
    }

    func testAPlainChannelHasNoSharpDrawing() throws {
        let (rgb, _) = photo()
        let luminance = try XCTUnwrap(InkSeparation.candidates(rgb).first { $0.name == "luminance" })
        XCTAssertNil(SharpInk.separation(of: luminance, in: rgb))
    }

    func testAMaskIsGrownEveryWayByItsRadius() {
        var mask = [Bool](repeating: false, count: 9 * 7)
        mask[3 * 9 + 4] = true
        let grown = SharpInk.grown(mask, width: 9, height: 7, by: 2)
        for y in 0..<7 {
            for x in 0..<9 {
                XCTAssertEqual(grown[y * 9 + x], abs(x - 4) <= 2 && abs(y - 3) <= 2, "(\(x), \(y))")
            }
        }
    }
}
