import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoMetadata

/// JPEG marker walking: where the Exif segment may sit, what ends the walk, and truncation.
final class JPEGTests: XCTestCase {
    let tiff = TIFFBuilder.camera(bigEndian: true, latitude: 51.5007, longitude: -0.1246, dateTime: "2019:06:01 12:00:00",
                                  offset: "+01:00", gpsDate: "2019:06:01", gpsTime: [(10, 1), (59, 1), (50, 1)]).build()

    func testExifInSecondAPP1AfterXMP() throws {
        let jpeg = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.xmpAPP1(), JPEGBuilder.exifAPP1(tiff)])
        let m = try PhotoMetadataReader.read(data: Data(jpeg))
        XCTAssertEqual(m.format, .jpeg)
        XCTAssertEqual(m.latitude ?? 0, 51.5007, accuracy: 1e-6)
        XCTAssertEqual(m.longitude ?? 0, -0.1246, accuracy: 1e-6)
        XCTAssertEqual(m.offsetTimeOriginal, 3600)
        XCTAssertEqual(m.derivedOffsetSeconds, nil)
        XCTAssertEqual(m.captureDate, utcDate("2019:06:01 11:00:00"))
    }

    func testNoExifIsAnEmptyResultNotAnError() throws {
        let jpeg = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.xmpAPP1()])
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(jpeg)), PhotoMetadata(format: .jpeg))
    }

    func testExifAfterStartOfScanIsIgnored() throws {
        // Bytes that look like an Exif APP1 inside the entropy-coded data must not be parsed.
        let jpeg = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0()], scan: JPEGBuilder.exifAPP1(tiff))
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(jpeg)), PhotoMetadata(format: .jpeg))
    }

    func testFillBytesAndStandaloneMarkersBeforeExif() throws {
        let jpeg = [0xFF, 0xD8, 0xFF, 0xFF, 0xFF] + Array(JPEGBuilder.jfifAPP0().dropFirst()) + [0xFF, 0x01]
            + JPEGBuilder.exifAPP1(tiff) + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(jpeg)).latitude ?? 0, 51.5007, accuracy: 1e-6)
    }

    func testCorruptSegmentStructure() {
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0, 0])) }
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0x12, 0x34])) }
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data([0xFF, 0xD8, 0xFF, 0xD8])) }
        assertThrowsPhotoError(.truncated("")) { try PhotoMetadataReader.read(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x10, 0x00, 0, 0])) }
        assertThrowsPhotoError(.truncated("")) { try PhotoMetadataReader.read(data: Data([0xFF, 0xD8])) }
        assertThrowsPhotoError(.notAnImage) { try PhotoMetadataReader.read(data: Data()) }
        assertThrowsPhotoError(.notAnImage) { try PhotoMetadataReader.read(data: Data("GIF89a".utf8)) }
    }

    /// Every prefix of a JPEG either throws a PhotoMetadataError or returns a result whose
    /// fields are a subset of the full result: a cut never produces a wrong value. The fast tier
    /// cuts at every 13th length (and the whole file), the full tier at every length.
    func testTruncatedAtEveryLength() throws {
        let synthetic = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.xmpAPP1(), JPEGBuilder.exifAPP1(tiff)])
        let inputs: [(String, [UInt8])] = [
            ("synthetic", synthetic),
            ("exif_gps.jpg", [UInt8](try Fixtures.data("exif_gps.jpg"))),
            ("empty_gps_ifd.jpg", [UInt8](try Fixtures.data("empty_gps_ifd.jpg"))),
            ("ultrahdr.jpg", [UInt8](try Fixtures.data("ultrahdr.jpg"))),
        ]
        for (name, bytes) in inputs {
            let full = try PhotoMetadataReader.read(data: Data(bytes))
            var partials = 0, errors = 0
            for length in Array(stride(from: 0, to: bytes.count, by: TestTier.sample(full: 1, fast: 13))) + [bytes.count] {
                do {
                    let partial = try PhotoMetadataReader.read(data: Data(bytes[0 ..< length]))
                    partials += 1
                    XCTAssertEqual(partial.format, .jpeg)
                    if partial.latitude != nil { XCTAssertEqual(partial.latitude, full.latitude, "\(name)[..<\(length)]") }
                    if partial.longitude != nil { XCTAssertEqual(partial.longitude, full.longitude, "\(name)[..<\(length)]") }
                    if partial.dateTimeOriginal != nil {
                        XCTAssertEqual(partial.dateTimeOriginal?.description.prefix(19), full.dateTimeOriginal?.description.prefix(19), "\(name)[..<\(length)]")
                    }
                    if partial.offsetTimeOriginal != nil { XCTAssertEqual(partial.offsetTimeOriginal, full.offsetTimeOriginal) }
                    if partial.gpsTimestampUTC != nil { XCTAssertEqual(partial.gpsTimestampUTC, full.gpsTimestampUTC) }
                } catch is PhotoMetadataError {
                    errors += 1
                }
            }
            XCTAssertGreaterThan(partials, 0, name)
            XCTAssertGreaterThan(errors, 0, name)
        }
    }

    func testTruncatedFileReadThroughURL() throws {
        let bytes = [UInt8](try Fixtures.data("ultrahdr.jpg"))
        // Cut inside the Exif segment, after the GPS directory (which sits early in the block).
        let url = try temporaryFile("cut.jpg", Array(bytes.prefix(1200)))
        XCTAssertNoThrow(try PhotoMetadataReader.read(url: url))
    }

    func testURLReadStopsAtStartOfScan() throws {
        // 8 MB of scan data after SOS: only the first page is read.
        let jpeg = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.exifAPP1(tiff)], scan: [UInt8](repeating: 0x55, count: 8 << 20))
        let url = try temporaryFile("big.jpg", jpeg)
        let source = try FileByteSource(url: url)
        let m = try PhotoMetadataReader.read(source: source)
        XCTAssertEqual(m.latitude ?? 0, 51.5007, accuracy: 1e-6)
        XCTAssertEqual(source.bytesRead, FileByteSource.pageSize)
    }

    func testExifSegmentLargerThanOnePage() throws {
        // An APP1 close to the 64 KB limit, with the GPS values at its very end, spans two pages.
        var builder = TIFFBuilder.camera(bigEndian: false, latitude: 12.5, longitude: 99.25)
        builder.directories[0].entries.append((0x9C9C, .bytes([UInt8](repeating: 0x20, count: 60_000))))
        let jpeg = JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.xmpAPP1(), JPEGBuilder.exifAPP1(builder.build())])
        let url = try temporaryFile("wide.jpg", jpeg)
        let m = try PhotoMetadataReader.read(url: url)
        XCTAssertEqual(m.latitude, 12.5)
        XCTAssertEqual(m.longitude, 99.25)
        XCTAssertEqual(m, try PhotoMetadataReader.read(data: Data(jpeg)))
    }
}
