import Foundation
import WaymarkCalendar
import WaymarkGazetteer
import XCTest
@testable import WaymarkPhotoMetadata

/// The real camera files agree with what exiftool reads (EXPECTED.tsv), through both entry points.
final class FixtureTests: XCTestCase {
    /// A fixed "now" so the future-date rule does not change outcomes as years pass.
    let now = utcDate("2026:06:01 00:00:00")!

    func testFixturesAreUnchanged() throws {
        let sums = try String(contentsOf: Fixtures.url("SHA256SUMS"), encoding: .utf8)
        var checked = Set<String>()
        for line in sums.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            XCTAssertEqual(SHA256.hex(of: try Fixtures.data(String(parts[1]))), String(parts[0]), "\(parts[1]) differs from its source")
            checked.insert(String(parts[1]))
        }
        // Every photo in the fixture folder is pinned, and the list the tests use is that folder.
        let folder = try Fixtures.url("SHA256SUMS").deletingLastPathComponent()
        let photos = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { name in [".heic", ".jpg", ".tiff"].contains { name.hasSuffix($0) } }
        XCTAssertEqual(Set(photos), Set(Fixtures.photoNames), "the fixture list and the folder disagree")
        XCTAssertTrue(Set(photos).isSubset(of: checked), "photos without a pinned sha256: \(Set(photos).subtracting(checked).sorted())")
    }

    func testEveryPhotoRowOfExpectedTSV() throws {
        let rows = try ExpectedRow.load()
        XCTAssertEqual(Set(rows.map(\.file)), Set(Fixtures.photoNames), "EXPECTED.tsv and the fixture list disagree")
        for row in rows {
            let fromData = try PhotoMetadataReader.read(data: Fixtures.data(row.file))
            let fromURL = try PhotoMetadataReader.read(url: Fixtures.url(row.file))
            XCTAssertEqual(fromData, fromURL, "\(row.file): read(data:) and read(url:) disagree")
            check(fromData, against: row)
        }
    }

    private func check(_ raw: PhotoMetadata, against row: ExpectedRow) {
        let name = row.file
        let (valid, reasons) = raw.validated(now: now)
        let expectedFormat: ImageFormat = name.hasSuffix(".heic") ? .heif : name.hasSuffix(".tiff") ? .tiff : .jpeg
        XCTAssertEqual(raw.format, expectedFormat, name)

        for (label, expected, rawValue, validValue) in [("latitude", row.latitude, raw.latitude, valid.latitude),
                                                        ("longitude", row.longitude, raw.longitude, valid.longitude)] {
            switch expected {
            case .absent:
                XCTAssertNil(validValue, "\(name) \(label)")
            case .invalid:
                XCTAssertNil(validValue, "\(name) \(label) must be rejected")
            case .value(let degrees):
                XCTAssertEqual(try XCTUnwrap(rawValue, "\(name) \(label)"), degrees, accuracy: 1e-6, "\(name) \(label)")
                XCTAssertEqual(try XCTUnwrap(validValue, "\(name) \(label)"), degrees, accuracy: 1e-6, "\(name) \(label)")
            }
        }

        if let text = row.dateTimeOriginal {
            let parsed = try? XCTUnwrap(raw.dateTimeOriginal, "\(name) DateTimeOriginal")
            XCTAssertEqual(parsed.map { "\($0.year):\(pad($0.month)):\(pad($0.day)) \(pad($0.hour)):\(pad($0.minute)):\(pad($0.second))" }, text, name)
            // Rejected exactly when the year is outside 1900...next year.
            let year = Int(text.prefix(4)) ?? 0
            let plausible = year >= 1900 && year <= 2027
            XCTAssertEqual(valid.dateTimeOriginal != nil, plausible, "\(name) DateTimeOriginal \(text) validation")
        } else {
            XCTAssertNil(raw.dateTimeOriginal, name)
        }

        XCTAssertEqual(raw.offsetTimeOriginal, row.offsetSeconds, "\(name) OffsetTimeOriginal")

        if let stamp = row.gpsStamp, let instant = utcDate(stamp) {
            XCTAssertEqual(raw.gpsTimestampUTC, instant, "\(name) GPS UTC stamp")
        } else {
            XCTAssertNil(raw.gpsTimestampUTC, "\(name) GPS UTC stamp \(row.gpsStamp ?? "-") must not parse")
        }

        let malformed = row.latitude == .invalid || row.longitude == .invalid
            || valid.dateTimeOriginal == nil && raw.dateTimeOriginal != nil
        XCTAssertEqual(!reasons.isEmpty, malformed, "\(name) rejections: \(reasons)")
    }

    private func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    func testMalformedFixtureRejections() throws {
        let raw = try PhotoMetadataReader.read(data: Fixtures.data("exif_gps.jpg"))
        XCTAssertEqual(raw.latitude, 4_294_967_295)
        XCTAssertNil(raw.longitude)
        XCTAssertNil(raw.gpsTimestampUTC, "GPSDateStamp 1999:99:99 99:99:99 is not a date")
        let (valid, reasons) = raw.validated(now: now)
        XCTAssertEqual(reasons, [
            .latitudeOutOfRange(4_294_967_295),
            .dateTimeOutOfRange(LocalDateTime(year: 2099, month: 9, day: 29, hour: 10, minute: 10, second: 10)),
        ])
        XCTAssertNil(valid.latitude)
        XCTAssertNil(valid.longitude)
        XCTAssertNil(valid.dateTimeOriginal)
        XCTAssertEqual(valid.format, .jpeg)
    }

    func testSubsecondsAndEmptyGPSDirectory() throws {
        let empty = try PhotoMetadataReader.read(data: Fixtures.data("empty_gps_ifd.jpg"))
        XCTAssertEqual(empty, PhotoMetadata(format: .jpeg, dateTimeOriginal:
            LocalDateTime(year: 2020, month: 7, day: 27, hour: 14, minute: 46, second: 48, subsecond: "780685")))
        XCTAssertEqual(empty.dateTimeOriginal?.nanosecond, 780_685_000)
        let pixel = try PhotoMetadataReader.read(data: Fixtures.data("ultrahdr.jpg"))
        XCTAssertEqual(pixel.dateTimeOriginal?.subsecond, "046", "leading zeros of SubSecTimeOriginal are significant")
        XCTAssertEqual(pixel.dateTimeOriginal?.nanosecond, 46_000_000)
    }

    func testXiaomiOffsetIsDerivedFromGPSTime() throws {
        let xiaomi = try PhotoMetadataReader.read(url: Fixtures.url("xiaomi.heic"))
        XCTAssertNil(xiaomi.offsetTimeOriginal)
        XCTAssertEqual(xiaomi.derivedOffsetSeconds, 3 * 3600, "19:44:18 local vs 16:43:45Z is +03:00 with 33 s of skew")
        XCTAssertEqual(xiaomi.effectiveOffsetSeconds, 3 * 3600)
        let expected = utcDate("2023:04:27 16:44:18")!.addingTimeInterval(0.732)
        XCTAssertEqual(try XCTUnwrap(xiaomi.captureDate).timeIntervalSince1970, expected.timeIntervalSince1970, accuracy: 1e-6)
    }

    func testTaggedOffsetWinsAndAgreesWithGPS() throws {
        let pixel = try PhotoMetadataReader.read(data: Fixtures.data("ultrahdr.jpg"))
        XCTAssertEqual(pixel.offsetTimeOriginal, 8 * 3600)
        XCTAssertNil(pixel.derivedOffsetSeconds, "the tag is authoritative; nothing is derived")
        var untagged = pixel
        untagged.offsetTimeOriginal = nil
        XCTAssertEqual(untagged.derivedOffsetSeconds, 8 * 3600, "GPS time agrees with the tag (55 s skew)")
    }

    func testHEIFWithMetaAfterMdatIsReadWithoutReadingMdat() throws {
        let source = try FileByteSource(url: Fixtures.url("aux_YCbCr.heic"))
        let metadata = try PhotoMetadataReader.read(source: source)
        XCTAssertEqual(metadata.latitude ?? 0, 59.5128174, accuracy: 1e-6)
        XCTAssertLessThan(source.bytesRead, 256 * 1024, "read \(source.bytesRead) of \(source.count) bytes")
    }

    func testURLReadsAreBoundedForEveryFixture() throws {
        for name in Fixtures.photoNames {
            let source = try FileByteSource(url: Fixtures.url(name))
            _ = try PhotoMetadataReader.read(source: source)
            XCTAssertLessThanOrEqual(source.bytesRead, max(256 * 1024, 0), "\(name): read \(source.bytesRead) of \(source.count)")
            if source.count > 256 * 1024 {
                XCTAssertLessThan(source.bytesRead, source.count / 4, "\(name): big files must not be read whole")
            }
        }
    }

    func testFormatIsSniffedFromContentNotExtension() throws {
        let heic = try [UInt8](Fixtures.data("empty_icc.heic"))
        let misnamed = try temporaryFile("holiday.jpg", heic)
        let metadata = try PhotoMetadataReader.read(url: misnamed)
        XCTAssertEqual(metadata.format, .heif)
        XCTAssertEqual(metadata.latitude ?? 0, 46.7547027777778, accuracy: 1e-6)
        let tiff = try temporaryFile("scan.heic", [UInt8](Fixtures.data("ifd_tag_type.tiff")))
        XCTAssertEqual(try PhotoMetadataReader.read(url: tiff).format, .tiff)
    }
}
