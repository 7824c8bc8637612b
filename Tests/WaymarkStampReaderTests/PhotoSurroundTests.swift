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
}
