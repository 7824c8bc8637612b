import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkOCR
import WaymarkSamples

/// Bad and extreme image files: each gives a clear error naming the file (or the package to
/// install), never a crash; a 100-megapixel JPEG is read in bounded memory.
final class ImageInputTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.tesseractEnglish) }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func loadError(_ path: String) -> OCRError? {
        do { _ = try ImageLoader().load(path); return nil } catch { return error as? OCRError }
    }

    func testAZeroByteFileAMissingFileAndTextAreRefusedByName() throws {
        let dir = try scratch()
        let empty = dir.appendingPathComponent("empty.jpg").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        XCTAssertEqual(loadError(empty), .emptyFile(empty))
        let text = dir.appendingPathComponent("notes.png").path
        try "not an image at all\n".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertEqual(loadError(text), .notAnImage(text))
        XCTAssertEqual(loadError(dir.appendingPathComponent("gone.png").path), .missingFile(dir.appendingPathComponent("gone.png").path))
        XCTAssertTrue("\(OCRError.notAnImage(text))".contains(text))
    }

    func testATruncatedJPEGIsRefusedAsDamaged() throws {
        try TestTool.require(.rsvgConvert, .imageMagick, .fonts)
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

    func testAHundredMegapixelJPEGIsDecodedAtReducedScale() throws {
        let dir = try scratch()
        let path = dir.appendingPathComponent("huge.jpg").path
        try StampSpecimen.uniformJPEG(side: 10_000).write(to: URL(fileURLWithPath: path))
        let image = try ImageLoader().load(path)
        XCTAssertEqual(max(image.width, image.height), 1200, "scaled to the working size")
        // Decoding it whole would need 400 MB; at 1/8 scale libjpeg holds 1.6 megapixels.
        XCTAssertEqual(image.pixels.count, image.width * image.height * 3)
    }

    func testAHugePNGIsRefusedBeforeDecoding() throws {
        let dir = try scratch()
        let path = dir.appendingPathComponent("huge.png").path
        // A PNG claiming 12,000 × 12,000 pixels (signature, IHDR, IEND, no pixel data): refused
        // from the header alone.
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return Self.bigEndian(UInt32(body.count)) + typed + Self.bigEndian(Self.crc32(typed))
        }
        let header = Self.bigEndian(12_000) + Self.bigEndian(12_000) + [8, 2, 0, 0, 0]
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
        try png.write(to: URL(fileURLWithPath: path))
        guard case .tooLarge(let named, let megapixels, _)? = loadError(path) else { return XCTFail("must be refused as too large") }
        XCTAssertEqual(named, path)
        XCTAssertEqual(megapixels, 144)
    }

    func testMissingLanguageDataNamesTheDebianPackage() throws {
        let dir = try scratch()
        XCTAssertThrowsError(try TesseractEngine(languages: "eng+chi_sim", dataDirectory: dir.path)) { error in
            XCTAssertEqual(error as? OCRError, .missingLanguageData(language: "eng", directory: dir.path, package: "tesseract-ocr-eng"))
        }
        XCTAssertEqual(TesseractEngine.package(for: "chi_sim"), "tesseract-ocr-chi-sim")
        XCTAssertTrue("\(OCRError.missingLanguageData(language: "isl", directory: "/x", package: "tesseract-ocr-isl"))".contains("tesseract-ocr-isl"))
    }

    /// Language data that is there but cannot be loaded (an empty file): the engine fails to
    /// start with a message, and is freed once (no double delete of tesseract's handle).
    func testLanguageDataThatCannotBeLoadedFailsCleanly() throws {
        let dir = try scratch()
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("eng.traineddata").path, contents: Data())
        XCTAssertThrowsError(try TesseractEngine(languages: "eng", dataDirectory: dir.path)) { error in
            XCTAssertEqual(error as? OCRError, .engineFailed("cannot load 'eng' from \(dir.path)"))
        }
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// PNG's chunk checksum (CRC-32, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
