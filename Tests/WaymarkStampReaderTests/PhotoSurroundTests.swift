@testable import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A page photographed on a table: the table round the page is painted the paper's colour
/// before the inks are separated, so a brown desk is not read as red ink. Nothing else is
/// painted: not a stamp running off the picture, not a page darkened towards its edges.
final class PhotoSurroundTests: XCTestCase {
    static let paper: (UInt8, UInt8, UInt8) = (236, 230, 218)
    static let desk: (UInt8, UInt8, UInt8) = (140, 84, 52)
    static let blueInk: (UInt8, UInt8, UInt8) = (130, 140, 200)

    /// A 200 × 160 photo: paper, with blue letters' strokes in the middle and a blue stamp
    /// running off the top edge; with a desk along the left and bottom sides when `onADesk`.
    func photo(onADesk: Bool, edgeDarkening: Double = 1, litFromTheRight: Bool = false) -> RGBImage {
        let w = 200, h = 160
        return RGBImage.drawn(width: w, height: h) { x, y in
            let letters = (70..<130).contains(x) && (60..<100).contains(y) && x % 8 < 3
            let offTheTop = (150..<180).contains(x) && y < 12 && x % 6 < 3
            if letters || offTheTop { return Self.blueInk }
            if onADesk, x < 24 || y >= h - 18 { return Self.desk }
            // A vignette: the page darker towards its sides, by `edgeDarkening` at the edge.
            let edge = Double(min(x, y, w - 1 - x, h - 1 - y)) / 40
            var light = edgeDarkening + (1 - edgeDarkening) * min(1, edge)
            // Lit from the right: the left side at under half the light, brightening evenly.
            if litFromTheRight { light *= 0.45 + 0.55 * Double(x) / Double(w - 1) }
            return (UInt8(Double(Self.paper.0) * light), UInt8(Double(Self.paper.1) * light), UInt8(Double(Self.paper.2) * light))
        }
    }

    func testTheDeskRoundThePageIsPaintedThePapersColour() {
        let photo = photo(onADesk: true)
        // The premise: the brown desk splits more cleanly than the stamp, as red ink.
        XCTAssertEqual(InkSeparation.candidates(photo).first?.name, "red_ink")
        let painted = PhotoSurround.painted(photo)
        for (x, y) in [(0, 0), (10, 80), (23, 150), (199, 159), (100, 145)] {
            XCTAssertEqual(painted.colour(x, y), [236, 230, 218], "the desk at (\(x), \(y))")
        }
        for (x, y) in [(70, 60), (150, 0), (30, 30)] {
            XCTAssertEqual(painted.colour(x, y), photo.colour(x, y), "the page and its stamps at (\(x), \(y))")
        }
        XCTAssertEqual(InkSeparation.candidates(painted).first?.name, "blue_ink")
    }

    func testAPhotoWithoutADeskIsLeftAsItIs() {
        for darkening in [1.0, 0.8] {
            let photo = photo(onADesk: false, edgeDarkening: darkening)
            XCTAssertTrue(PhotoSurround.painted(photo).pixels == photo.pixels, "a page darkened to \(darkening) at its edges")
        }
        // A page lit from one side is as dark along that side as a desk, but it lightens slowly.
        let lit = photo(onADesk: false, litFromTheRight: true)
        XCTAssertTrue(PhotoSurround.painted(lit).pixels == lit.pixels, "a page lit from one side is left as it is")
    }

    /// A 300 × 240 photo taken from further away: the page in the middle covers less than half
    /// of it, on a grey board on a light brown table; blue letters' strokes in the page's middle.
    func photoFromAfar() -> RGBImage {
        RGBImage.drawn(width: 300, height: 240) { x, y in
            let edge = min(x, y, 299 - x, 239 - y)
            if edge < 20 { return (157, 127, 99) }
            if edge < 45 { return (80, 81, 86) }
            let letters = (120..<180).contains(x) && (100..<140).contains(y) && x % 8 < 3
            return letters ? Self.blueInk : Self.paper
        }
    }

    func testATableOfAnotherHueIsPaintedWhenThePageIsLessThanHalfThePicture() {
        // The picture's median is the table's, as light as the paper by that measure; the paper is
        // the picture's lighter part, and the table is far from its hue. The board beside the
        // table is much darker than the picture's median, and painted with it.
        let photo = photoFromAfar()
        let painted = PhotoSurround.painted(photo)
        for (x, y) in [(0, 0), (10, 120), (30, 120), (150, 35), (280, 225)] {
            XCTAssertEqual(painted.colour(x, y), [236, 230, 218], "the table or the board at (\(x), \(y))")
        }
        XCTAssertEqual(painted.colour(120, 100), photo.colour(120, 100), "the stamp")
        XCTAssertEqual(painted.colour(60, 60), photo.colour(60, 60), "the page")
    }

    func testAStampOnThePagesShadedSideIsNotPaintedWithTheDesk() {
        // Lit from the right, the page's left side is far from the paper's colour where the stamp
        // stands, but not as dark as the brown desk beside it: the page keeps the paper's hue
        // however dark it gets, so neither the shade nor the stamp's black letters are table.
        let photo = RGBImage.drawn(width: 200, height: 160) { x, y in
            if x < 16 || y >= 144 { return (77, 52, 32) }
            let letters = (30..<70).contains(x) && (60..<100).contains(y) && x % 8 < 3
            if letters { return (40, 40, 44) }
            let light = 0.6 + 0.4 * Double(x) / 199
            return (UInt8(Double(Self.paper.0) * light), UInt8(Double(Self.paper.1) * light), UInt8(Double(Self.paper.2) * light))
        }
        let painted = PhotoSurround.painted(photo)
        XCTAssertEqual(painted.colour(5, 80), painted.colour(100, 150), "the desk is painted")
        XCTAssertNotEqual(painted.colour(5, 80), photo.colour(5, 80), "the desk is painted")
        for (x, y) in [(30, 60), (62, 90), (25, 40), (40, 130)] {
            XCTAssertEqual(painted.colour(x, y), photo.colour(x, y), "the shaded page and its stamp at (\(x), \(y))")
        }
    }
}
