import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkStamps

/// Bad and extreme image files: each gives a clear error naming the file (or the package to
/// install), never a crash; a 100-megapixel JPEG is read in bounded memory.
final class StampImageInputTests: XCTestCase {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func loadError(_ path: String) -> StampScanError? {
        do { _ = try StampImageLoader().load(path); return nil } catch { return error as? StampScanError }
    }

    func testAZeroByteFileAMissingFileAndTextAreRefusedByName() throws {
        let dir = try scratch()
        let empty = dir.appendingPathComponent("empty.jpg").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        XCTAssertEqual(loadError(empty), .emptyFile(empty))
        let text = dir.appendingPathComponent("notes.png").path
        try "not an image at all\n".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertEqual(loadError(text), .notAnImage(text))
        XCTAssertEqual(loadError(dir.appendingPathComponent("gone.png").path), .missingFile(dir.appendingPathComponent("gone.png").path))
        XCTAssertTrue("\(StampScanError.notAnImage(text))".contains(text))
    }

    func testATruncatedJPEGIsRefusedAsDamaged() throws {
        let dir = try scratch()
        var specimen = StampSpecimen.renderedSet(count: 2)[1]
        specimen.format = "jpg"
        let path = try StampSpecimenRenderer.render(specimen, into: dir)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let cut = dir.appendingPathComponent("cut.jpg").path
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: cut))
        guard case .corrupt(let named, _)? = loadError(cut) else { return XCTFail("a truncated JPEG must be refused") }
        XCTAssertEqual(named, cut)
    }

    /// A real baseline JPEG of 10,000 × 10,000 grey pixels, written by hand: every 8×8 block is
    /// "DC unchanged, end of block", two bits with one-code Huffman tables, so the file is 391 KB.
    static func hundredMegapixelJPEG() -> Data {
        let side = 10_000
        var d = Data([0xFF, 0xD8])
        d += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        d += [0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(side >> 8), UInt8(side & 0xFF), UInt8(side >> 8), UInt8(side & 0xFF), 0x01, 0x01, 0x11, 0x00]
        for tableClass: UInt8 in [0x00, 0x10] {
            d += [0xFF, 0xC4, 0x00, 0x14, tableClass, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        }
        d += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        d += Data(count: (side / 8) * (side / 8) * 2 / 8)
        d += [0xFF, 0xD9]
        return d
    }

    func testAHundredMegapixelJPEGIsDecodedAtReducedScale() throws {
        let dir = try scratch()
        let path = dir.appendingPathComponent("huge.jpg").path
        try Self.hundredMegapixelJPEG().write(to: URL(fileURLWithPath: path))
        let image = try StampImageLoader().load(path)
        XCTAssertEqual(max(image.width, image.height), 1200, "scaled to the working size")
        // Decoding it whole would need 400 MB; at 1/8 scale libjpeg holds 1.6 megapixels.
        XCTAssertEqual(image.pixels.count, image.width * image.height * 3)
    }

    func testAHugePNGIsRefusedBeforeDecoding() throws {
        let dir = try scratch()
        let path = dir.appendingPathComponent("huge.png").path
        // A PNG header claiming 12,000 × 12,000 pixels: refused from the header alone.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += [0x00, 0x00, 0x2E, 0xE0, 0x00, 0x00, 0x2E, 0xE0, 0x08, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        try png.write(to: URL(fileURLWithPath: path))
        guard case .tooLarge(let named, let megapixels, _)? = loadError(path) else { return XCTFail("must be refused as too large") }
        XCTAssertEqual(named, path)
        XCTAssertEqual(megapixels, 144)
    }

    func testMissingLanguageDataNamesTheDebianPackage() throws {
        let dir = try scratch()
        XCTAssertThrowsError(try TesseractEngine(languages: "eng+chi_sim", dataDirectory: dir.path)) { error in
            XCTAssertEqual(error as? StampScanError, .missingLanguageData(language: "eng", directory: dir.path, package: "tesseract-ocr-eng"))
        }
        XCTAssertEqual(TesseractEngine.package(for: "chi_sim"), "tesseract-ocr-chi-sim")
        XCTAssertTrue("\(StampScanError.missingLanguageData(language: "isl", directory: "/x", package: "tesseract-ocr-isl"))".contains("tesseract-ocr-isl"))
    }
}
