@testable import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// A passport page photographed on a pale desk, its cover's dark edge between the two: the
/// desk and the edge are painted the page's colour before the inks are separated, so the
/// burgundy edge is not read as the stamp's red ink. Nothing is painted where no cover edge
/// splits off a desk of another colour: not the paper on either side of a stamp's frame.
final class CoverEdgeTests: XCTestCase {
    typealias Colour = (UInt8, UInt8, UInt8)
    static let paper: Colour = (230, 226, 223)
    static let paleDesk: Colour = (200, 202, 188)
    static let burgundy: Colour = (99, 24, 29)
    /// A worn stamp's blue: paler than the cover's edge.
    static let blueInk: Colour = (125, 140, 200)
    /// A fresh stamp's blue, as dark as a cover's edge.
    static let darkBlueInk: Colour = (60, 80, 160)

    /// A 240 × 200 photo of paper with a worn blue stamp's strokes in the middle; with a pale desk
    /// along the left and bottom sides beyond a burgundy cover edge 8 pixels wide when `onADesk`,
    /// and with a fresh blue frame's side across the whole picture when `frameAcross`.
    func photo(onADesk: Bool, frameAcross: Bool = false) -> RGBImage {
        RGBImage.drawn(width: 240, height: 200) { x, y in
            if frameAcross && (40..<44).contains(y) { return Self.darkBlueInk }
            if (90..<150).contains(x) && (70..<110).contains(y) && x % 8 < 3 { return Self.blueInk }
            if onADesk {
                if x < 30 || y >= 200 - 24 { return Self.paleDesk }
                if x < 38 || y >= 200 - 32 { return Self.burgundy }
            }
            return Self.paper
        }
    }

    func testThePaleDeskAndTheCoversEdgeArePaintedThePagesColour() {
        let photo = photo(onADesk: true)
        // The premise: the cover's edge splits more cleanly than the stamp, as red ink, and the
        // desk is too light for `PhotoSurround` to take for a table.
        XCTAssertEqual(InkSeparation.candidates(photo).first?.name, "red_ink")
        XCTAssertTrue(PhotoSurround.painted(photo).pixels == photo.pixels)
        let painted = CoverEdge.painted(photo)
        for (x, y) in [(0, 0), (15, 100), (29, 199), (34, 50), (37, 120), (120, 172), (239, 199), (200, 190)] {
            XCTAssertEqual(painted.colour(x, y), [230, 226, 223], "the desk or the cover's edge at (\(x), \(y))")
        }
        for (x, y) in [(90, 70), (100, 100), (60, 60), (239, 0)] {
            XCTAssertEqual(painted.colour(x, y), photo.colour(x, y), "the page and its stamp at (\(x), \(y))")
        }
        XCTAssertEqual(InkSeparation.candidates(painted).first?.name, "blue_ink")
    }

    func testAPictureWithoutACoverEdgeIsLeftAsItIs() {
        for frameAcross in [false, true] {
            let photo = photo(onADesk: false, frameAcross: frameAcross)
            XCTAssertTrue(CoverEdge.painted(photo).pixels == photo.pixels, frameAcross ? "a frame splits the paper in two" : "a page alone")
        }
    }
}
