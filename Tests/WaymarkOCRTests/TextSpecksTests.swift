import XCTest
@testable import WaymarkOCR

/// Paper grain is not text: an image of tens of thousands of specks is never handed to
/// tesseract as it is (its sparse-text layout is quadratic in them), while every image that
/// holds text, specks and all, keeps its letters.
final class TextSpecksTests: XCTestCase {
    /// A pale page with grain: one dark pixel in about every `every`, placed by a fixed
    /// generator so every run draws the same grain.
    func grain(width: Int, height: Int, every: Int, level: UInt8 = 150) -> GrayImage {
        var pixels = [UInt8](repeating: 240, count: width * height)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in pixels.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if (state >> 33) % UInt64(every) == 0 { pixels[i] = level }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// Solid dark bars standing for letters' strokes: each one part of `barWidth × barHeight`.
    func withBars(_ image: GrayImage, count: Int, barWidth: Int = 6, barHeight: Int = 30) -> GrayImage {
        var out = image
        for bar in 0..<count {
            let left = 20 + (bar % 20) * (barWidth + 12), top = 20 + (bar / 20) * (barHeight + 12)
            for y in top..<(top + barHeight) { for x in left..<(left + barWidth) { out.pixels[y * out.width + x] = 20 } }
        }
        return out
    }

    func testAStampsLettersAreCountedAsTheirPartsAndLeftAsTheyAre() {
        let letters = withBars(GrayImage(width: 400, height: 200, pixels: [UInt8](repeating: 250, count: 400 * 200)), count: 40)
        let parts = letters.darkParts(whiteningSmallerThan: TextSpecks.speckArea)
        XCTAssertEqual(parts.count, 40)
        XCTAssertEqual(parts.kept, 40)
        XCTAssertTrue(TextSpecks.bounded(letters)?.pixels == letters.pixels, "an image of letters is read as it is")
    }

    func testGrainThroughAndThroughIsNotRead() {
        // Grain dense enough to clump: many of its parts are as large as a letter's dot.
        let paper = grain(width: 1200, height: 1200, every: 4)
        let parts = paper.darkParts(whiteningSmallerThan: TextSpecks.speckArea)
        XCTAssertGreaterThan(parts.kept, TextSpecks.mostParts)
        XCTAssertTrue(TextSpecks.bounded(paper) == nil, "grain is not handed to tesseract")
    }

    func testCountingPartsStopsOncePastTheLimitAndAgreesWithTheLabelling() {
        let letters = withBars(GrayImage(width: 400, height: 200, pixels: [UInt8](repeating: 250, count: 400 * 200)), count: 40)
        XCTAssertEqual(letters.darkPartCount(stoppingPast: TextSpecks.mostParts), 40)
        XCTAssertEqual(letters.darkPartCount(stoppingPast: 40), 40, "a count at the limit is not past it")
        XCTAssertEqual(letters.darkPartCount(stoppingPast: 25), 26, "counting stops at the first part past the limit")
        let paper = grain(width: 1200, height: 1200, every: 4)
        XCTAssertEqual(paper.darkPartCount(stoppingPast: TextSpecks.mostParts), TextSpecks.mostParts + 1)
        let sparse = withBars(grain(width: 600, height: 300, every: 150, level: 20), count: 20)
        let all = sparse.darkParts(whiteningSmallerThan: TextSpecks.speckArea).count
        XCTAssertEqual(sparse.darkPartCount(stoppingPast: all), all, "the same parts as the labelling finds")
    }

    func testLettersOnSparseGrainKeepTheirLettersAndLoseTheGrain() throws {
        // Sparse grain: thousands of lone specks, few of them touching into a part of 8 pixels.
        let page = withBars(grain(width: 1200, height: 600, every: 150, level: 20), count: 60)
        let parts = page.darkParts(whiteningSmallerThan: TextSpecks.speckArea)
        XCTAssertGreaterThan(parts.count, TextSpecks.mostParts)
        let cleaned = try XCTUnwrap(TextSpecks.bounded(page))
        let after = cleaned.darkParts(whiteningSmallerThan: TextSpecks.speckArea)
        XCTAssertEqual(after.count, after.kept, "only parts of at least the speck area are left")
        XCTAssertGreaterThanOrEqual(after.count, 60)
        // Every bar's pixels are still dark.
        let bars = withBars(GrayImage(width: 1200, height: 600, pixels: [UInt8](repeating: 255, count: 1200 * 600)), count: 60)
        for i in bars.pixels.indices where bars.pixels[i] < 128 { XCTAssertLessThan(cleaned.pixels[i], 128) }
    }
}
