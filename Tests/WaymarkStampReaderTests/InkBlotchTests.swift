@testable import WaymarkOCR
import XCTest
@testable import WaymarkStampReader

/// JPEG keeps a picture's colour in blocks of 16 pixels: a cream page's tint, lit unevenly,
/// splits in the red ink's plane into blotches a block wide, more cleanly than a black stamp's
/// letters split in the plain channels. Such a plane is no ink; a red stamp's letters are.
final class InkBlotchTests: XCTestCase {
    /// A 240 × 200 cream page whose 16-pixel blocks are tinted redder by different amounts, with
    /// a little noise, and letters' strokes 3 pixels wide in `ink` in the middle.
    func page(ink: (UInt8, UInt8, UInt8)) -> RGBImage {
        var seed: UInt32 = 12345
        func noise() -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int((seed >> 16) % 7) - 3
        }
        return RGBImage.drawn(width: 240, height: 200) { x, y in
            let tint = [0, 0, 8, 14, 20, 26][((x / 16) * 7 + (y / 16) * 3) % 6]
            let n = noise()
            if (80..<160).contains(x), (80..<120).contains(y), x % 9 < 3 { return ink }
            return (UInt8(226 + tint + n), UInt8(228 - tint / 2 + n), UInt8(218 - tint / 2 + n))
        }
    }

    func testAnInksPlaneOfTheTintsBlocksIsNoInk() throws {
        let photo = page(ink: (150, 148, 152))
        // The premise: the tint's blocks split in the red ink's plane more cleanly than the
        // black letters in the plain channels, in strokes many times as wide.
        let raw = InkSeparation.separations(photo)
        let blotches = try XCTUnwrap(raw.first { $0.name == "red_ink" })
        let plain = try XCTUnwrap(raw.first { $0.name == "luminance" })
        XCTAssertGreaterThan(blotches.contrast, plain.contrast, "\(raw.map { ($0.name, $0.contrast, InkSeparation.strokeWidth($0.image)) })")
        XCTAssertGreaterThan(InkSeparation.strokeWidth(blotches.image), InkSeparation.strokeWidth(plain.image) * InkSeparation.blotchRatio)
        XCTAssertGreaterThan(InkSeparation.inkShare(blotches.image), InkSeparation.blotchShare)
        let ranked = InkSeparation.candidates(photo)
        XCTAssertEqual(ranked.first { $0.name == "red_ink" }?.contrast, 0)
        XCTAssertFalse(try XCTUnwrap(ranked.first).name.hasSuffix("_ink"), "a plain channel holds the black letters")
    }

    /// A cream page whose tint comes in specks (a quarter of its pixels a little redder), with
    /// grey letters in the middle.
    func speckledPage() -> RGBImage {
        var seed: UInt32 = 977
        return RGBImage.drawn(width: 240, height: 200) { x, y in
            seed = seed &* 1_103_515_245 &+ 12345
            if (80..<160).contains(x), (80..<120).contains(y), x % 9 < 3 { return (150, 148, 152) }
            return (seed >> 16) % 4 == 0 ? (250, 226, 216) : (236, 230, 220)
        }
    }

    /// Specks of the tint are as thin as letters, but cover far more of the picture than the
    /// plain channels' ink does: no ink either.
    func testAnInksPlaneOfTheTintsSpecksIsNoInk() throws {
        let photo = speckledPage()
        let raw = InkSeparation.separations(photo)
        let specks = try XCTUnwrap(raw.first { $0.name == "red_ink" })
        let plain = try XCTUnwrap(raw.first { $0.name == "luminance" })
        XCTAssertGreaterThan(specks.contrast, 0, "the premise: the specks split as an ink")
        XCTAssertLessThan(InkSeparation.strokeWidth(specks.image), InkSeparation.strokeWidth(plain.image) * InkSeparation.blotchRatio)
        XCTAssertGreaterThan(InkSeparation.inkShare(specks.image), InkSeparation.inkShare(plain.image) * InkSeparation.blotchRatio)
        XCTAssertEqual(InkSeparation.candidates(photo).first { $0.name == "red_ink" }?.contrast, 0)
    }

    func testARedStampsLettersOnTheSamePageAreStillItsInk() {
        let ranked = InkSeparation.candidates(page(ink: (196, 40, 48)))
        XCTAssertEqual(ranked.first?.name, "red_ink", "\(ranked.map { ($0.name, $0.contrast, InkSeparation.strokeWidth($0.image)) })")
    }
}
