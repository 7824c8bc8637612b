import Foundation
@testable import WaymarkOCR
import XCTest
import WaymarkTestSupport
@testable import WaymarkPassport

/// No image crashes the MRZ reader: a photographed page that once trapped in the cell cutting,
/// seeded degenerate images (one pixel, one row, all black, absurd shapes, noise, stripes that
/// look like lines of text) through the whole reader, and the cell cutting itself fed random
/// line boxes. Each image is read or refused with an error; the process lives.
final class MRZRobustnessTests: XCTestCase {
    /// Made once for the class; not thread-safe, and XCTest runs its tests one after another.
    nonisolated(unsafe) static let reader: MRZImageReader? = try? MRZImageReader(parser: MRZParser(calendar: MRZCalendar(today: "2026-12-03")))

    func reader() throws -> MRZImageReader {
        try XCTUnwrap(Self.reader, "tesseract and its English data (tesseract-ocr-eng) are needed")
    }

    /// A page photographed at a slant on a green table, whose skewed MRZ carried the cell cuts
    /// past the text's end (an index out of range in `MRZCellReader.spread`).
    func testThePerspectivePhotoThatCrashedTheReaderIsRead() throws {
        try TestTier.requireFull("reads the perspective photo that once crashed the reader")
        let path = try XCTUnwrap(Bundle.module.url(forResource: "perspective-crash", withExtension: "jpg", subdirectory: "Fixtures")).path
        let result = try reader().read(path)
        XCTAssertEqual(result.reading.format, .td3)
        XCTAssertEqual(result.reading.issuingState, "AUS")
        XCTAssertEqual(result.reading.surname, "NGUYEN")
    }

    /// Writes a binary PGM (Leptonica reads it like any image).
    func pgm(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt8) throws -> String {
        var data = Data("P5\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + width * height)
        for y in 0..<height { for x in 0..<width { data.append(pixel(x, y)) } }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrz-fuzz-\(UUID().uuidString).pgm")
        try data.write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testDegenerateAndRandomImagesAreReadOrRefusedNeverACrash() throws {
        try TestTier.requireFull("reads degenerate and random images")
        var random = SeededNoise(seed: 34)
        var images: [(String, String)] = [
            ("1×1", try pgm(1, 1) { _, _ in 0 }),
            ("2×2 black", try pgm(2, 2) { _, _ in 0 }),
            ("one row", try pgm(1200, 1) { x, _ in x % 7 == 0 ? 0 : 255 }),
            ("one column", try pgm(1, 900) { _, y in y % 5 == 0 ? 0 : 255 }),
            ("all black", try pgm(300, 200) { _, _ in 0 }),
            ("all white", try pgm(300, 200) { _, _ in 255 }),
            ("4000×3", try pgm(4000, 3) { x, _ in x % 3 == 0 ? 0 : 255 }),
            ("3×4000", try pgm(3, 4000) { _, y in y % 3 == 0 ? 0 : 255 }),
        ]
        // Noise, and stripes of specks shaped like two or three MRZ lines (the cell cutting runs on them).
        for index in 0..<6 {
            let width = 120 + random.below(300), height = 40 + random.below(160)
            let lines = 2 + index % 2, seed = random.next()
            var noise = SeededNoise(seed: seed)
            let stripes = index >= 2
            images.append(("noise \(index) \(width)×\(height)", try pgm(width, height) { x, y in
                let band = stripes && (y * (lines * 2 + 1) / height) % 2 == 1
                let v = noise.below(100)
                return band ? (v < 45 ? 0 : 255) : (v < 3 ? 0 : 255)
            }))
        }
        for (name, path) in images {
            do { _ = try reader().read(path) } catch is MRZImageReader.ReadError {} catch is MRZShapeError {} catch {
                XCTFail("\(name): unexpected \(error)")
            }
        }
    }

    /// The cell cutting on its own, fast: random images and random line boxes, inside, across
    /// and outside the image.
    func testCellCuttingTakesAnyLineBoxesOnAnyImage() {
        var random = SeededNoise(seed: 9303)
        var spread = 0
        for _ in 0..<400 {
            let width = 1 + random.below(300), height = 1 + random.below(90)
            let pixels = (0..<(width * height)).map { _ in UInt8(random.below(2) == 0 ? 20 : 235) }
            let image = GrayImage(width: width, height: height, pixels: pixels)
            let boxes = (0..<(1 + random.below(3))).map { _ -> TesseractEngine.TextBox in
                let left = random.below(width + 40) - 20, top = random.below(height + 40) - 20
                return TesseractEngine.TextBox(text: "P<UTO", left: left, top: top, right: left + random.below(width + 20),
                                               bottom: top + random.below(height + 20), confidence: 50)
            }
            if let cut = MRZCellReader.spread(image, lines: boxes, characters: [30, 36, 44, 2][random.below(4)]) {
                spread += 1
                XCTAssertEqual(cut.image.pixels.count, cut.image.width * cut.image.height)
                for cell in cut.cells { XCTAssertTrue(cell.lowerBound >= 0 && cell.upperBound <= cut.image.width) }
                for row in cut.rows { XCTAssertTrue(row.lowerBound >= 0 && row.upperBound <= cut.image.height && !row.isEmpty) }
            }
        }
        XCTAssertGreaterThan(spread, 0, "some random bands are cut, so the cutting itself is exercised")
    }
}

/// xorshift64: the tests' seeded source, the same images every run.
struct SeededNoise {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 1 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
