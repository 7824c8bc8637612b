import Foundation
import WaymarkAtlas
import WaymarkTestSupport
import XCTest
@testable import WaymarkPassport

/// Thumbnails: 256 px on the longer side, cached beside the atlas, rebuilt when the cache is gone.
final class StampThumbnailTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        try TestTool.require(.libvips)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("thumbs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A binary PPM of the given size: a gradient (or its negative), so the encoder has something to encode.
    func ppm(width: Int, height: Int, inverted: Bool = false) -> Data {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height { for x in 0..<width {
            let pixel = [UInt8(x % 256), UInt8(y % 256), UInt8((x + y) % 256)]
            data.append(contentsOf: inverted ? pixel.map { 255 - $0 } : pixel)
        } }
        return data
    }

    /// Width and height from a JPEG's start-of-frame marker, read here without any library.
    func jpegSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        XCTAssertEqual(Array(bytes.prefix(2)), [0xFF, 0xD8])
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { i += 1; continue }
            let marker = bytes[i + 1]
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xC3).contains(marker) {
                return (Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
            }
            i += 2 + length
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    func testAThumbnailIs256PixelsOnItsLongerSideAndIsRebuiltWhenTheCacheIsDeleted() throws {
        let original = folder.appendingPathComponent("stamp.ppm")
        try ppm(width: 1000, height: 600).write(to: original)
        let image = try StampImageReader.reference(original.path)
        let thumbnails = StampThumbnails(atlas: folder.appendingPathComponent("atlas.sqlite"))
        XCTAssertEqual(thumbnails.folder.lastPathComponent, "atlas.sqlite.thumbnails")
        let made = try thumbnails.thumbnail(for: image)
        let (width, height) = try jpegSize(made)
        XCTAssertEqual(width, 256)
        XCTAssertEqual(height, 154)   // 600 × 256 / 1000 = 153.6
        let first = try Data(contentsOf: made)
        XCTAssertEqual(made.lastPathComponent, "\(image.sha256)-\(image.size)-\(image.modifiedNanoseconds).jpg",
                       "named by the recorded content hash and the file's size and time")
        XCTAssertEqual(try thumbnails.thumbnail(for: image), made)

        // Regenerable: delete the cache, and the thumbnail is made again from the original.
        try FileManager.default.removeItem(at: thumbnails.folder)
        XCTAssertEqual(try Data(contentsOf: try thumbnails.thumbnail(for: image)), first, "the same image gives the same bytes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: thumbnails.folder.path), [made.lastPathComponent], "no temporary left")
    }

    func testAnImageEditedSinceGetsANewThumbnailOfWhatItHoldsNow() throws {
        let original = folder.appendingPathComponent("stamp.ppm")
        try ppm(width: 1000, height: 600).write(to: original)
        let image = try StampImageReader.reference(original.path)   // what the stamp recorded
        let thumbnails = StampThumbnails(atlas: folder.appendingPathComponent("atlas.sqlite"))
        let before = try thumbnails.thumbnail(for: image)
        XCTAssertEqual(try jpegSize(before).0, 256)

        // Edited in place: now portrait. The stamp's record is unchanged, the cached landscape
        // thumbnail still exists, and it must not be shown.
        try ppm(width: 600, height: 1000).write(to: original)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: original.path)
        let after = try thumbnails.thumbnail(for: image)
        XCTAssertNotEqual(after, before)
        let (width, height) = try jpegSize(after)
        XCTAssertEqual([width, height], [154, 256], "made from the portrait the file holds now")

        // Same size and shape, other pixels, only the time differs: still made again.
        try ppm(width: 600, height: 1000, inverted: true).write(to: original)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_100)], ofItemAtPath: original.path)
        XCTAssertNotEqual(try Data(contentsOf: try thumbnails.thumbnail(for: image)), try Data(contentsOf: after))
    }

    func testAnImageThatIsGoneHasNoThumbnailEvenWhenOneIsCached() throws {
        let original = folder.appendingPathComponent("stamp.ppm")
        try ppm(width: 400, height: 300).write(to: original)
        let image = try StampImageReader.reference(original.path)
        let thumbnails = StampThumbnails(atlas: folder.appendingPathComponent("atlas.sqlite"))
        let made = try thumbnails.thumbnail(for: image)
        try FileManager.default.moveItem(at: original, to: folder.appendingPathComponent("elsewhere.ppm"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: made.path), "the cached thumbnail is still there")
        XCTAssertThrowsError(try thumbnails.thumbnail(for: image)) {
            XCTAssertTrue("\($0)".contains(original.path) && "\($0)".contains("the image is gone"), "\($0)")
        }
    }

    func testASmallImageIsNotEnlarged() throws {
        let original = folder.appendingPathComponent("small.ppm")
        try ppm(width: 120, height: 80).write(to: original)
        let made = try StampThumbnails(atlas: folder.appendingPathComponent("atlas.sqlite")).thumbnail(for: try StampImageReader.reference(original.path))
        let (width, height) = try jpegSize(made)
        XCTAssertEqual([width, height], [120, 80])
    }
}
