import Foundation
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas

/// `LocalDateTime` read from text, as the atlas stores a photo's capture time and JSON carries
/// it: checked against Foundation's Gregorian calendar, and a damaged stored time is named with
/// its row.
final class CalendarLocalDateTimeTests: XCTestCase {
    func testTimesFrom1900To2100ReadAndWriteAsFoundationFormatsThem() throws {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")!
        formatter.locale = Locale(identifier: "en_US_POSIX"); formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        let first = try XCTUnwrap(formatter.date(from: "1900-01-01T00:00:00")).timeIntervalSince1970
        let last = try XCTUnwrap(formatter.date(from: "2100-12-31T23:59:59")).timeIntervalSince1970
        var random = SystemRandomNumberGenerator()
        let instants = [first, last] + (0..<5000).map { _ in (first + Double.random(in: 0...(last - first), using: &random)).rounded(.down) }
        for seconds in instants {
            let instant = Date(timeIntervalSince1970: seconds)
            let text = formatter.string(from: instant)
            let time = try LocalDateTime(text)
            XCTAssertEqual(time.iso8601, text)
            XCTAssertEqual(time.date(offsetSeconds: 0), instant, text)
            XCTAssertEqual(time.localDay?.description, String(text.prefix(10)))
            XCTAssertEqual(time.hourAndMinute, String(text.dropFirst(11).prefix(5)))
            XCTAssertEqual(text.withCString { pointer in
                LocalDateTime(utf8: UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: text.utf8.count))
            }, time)
        }
    }

    func testOnlyRealTimesFrom1900AreRead() throws {
        XCTAssertEqual(try LocalDateTime("2016-12-31T23:59:60").second, 60, "a leap second")
        for bad in ["2019-04-15T24:00:00", "2019-04-15T23:60:00", "2019-04-15T23:59:61", "2023-02-29T12:00:00",
                    "1899-12-31T23:59:59", "2019-04-15 09:30:00", "2019:04:15 09:30:00", "2019-04-15T09:30:00.5",
                    "2019-04-15T09:30", "2019-04-15", "2019-4-15T09:30:00", "+019-04-15T09:30:00", ""] {
            XCTAssertThrowsError(try LocalDateTime(bad), bad) { error in
                XCTAssertEqual("\(error)", "'\(bad)' is not a local time (YYYY-MM-DDThh:mm:ss, from 1900 on)")
            }
        }
    }

    func testATimeIsOneJSONStringToTheWholeSecond() throws {
        var time = try LocalDateTime("2019-04-15T09:30:00")
        time.subsecond = "046"
        XCTAssertEqual(time.description, "2019:04:15 09:30:00.046", "the EXIF layout keeps the fraction")
        XCTAssertEqual(String(decoding: try JSONEncoder().encode([time]), as: UTF8.self), #"["2019-04-15T09:30:00"]"#)
        XCTAssertEqual(try JSONDecoder().decode([LocalDateTime].self, from: Data(#"["2019-04-15T09:30:00"]"#.utf8)),
                       [try LocalDateTime("2019-04-15T09:30:00")])
        XCTAssertThrowsError(try JSONDecoder().decode([LocalDateTime].self, from: Data(#"["2019-04-15T25:30:00"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.underlyingError is LocalDateTime.Invalid)
        }
    }

    func testADamagedStoredCaptureTimeIsNamedWithItsPhotoNotSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("atlas.sqlite")
        let atlas = try AtlasStore(url: url)
        var photo = PhotoRecord(path: "/photos/a.jpg", size: 1, modifiedNanoseconds: 1, status: "located")
        photo.localDateTime = try LocalDateTime("2019-07-14T21:00:00"); photo.latitude = 48.85; photo.longitude = 2.29
        try atlas.savePhoto(photo)
        XCTAssertEqual(try atlas.allPhotos().map(\.localDateTime), [photo.localDateTime])
        XCTAssertEqual(try Database(path: url.path, mode: .readOnly).scalarText("SELECT local_datetime FROM photo"), "2019-07-14T21:00:00",
                       "stored as the same TEXT as before")
        try Database(path: url.path, mode: .readWrite).execute("UPDATE photo SET local_datetime = '2019-07-14 21:00'")
        let reads: [() throws -> Void] = [{ _ = try atlas.allPhotos() }, { _ = try atlas.locatedPhoto(id: 1) },
                                          { _ = try atlas.memoryPhotos(monthDays: [try MonthDay("07-14")], before: 2025) }]
        for read in reads {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertTrue("\(error)".contains("photo /photos/a.jpg has the local time '2019-07-14 21:00', which is not a time"), "\(error)")
            }
        }
    }

    func testAnExportWithCaptureTimesThatCannotBeImportedNamesEachPhoto() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        for (path, time) in [("/photos/a.jpg", "2019-07-14T21:00:00"), ("/photos/b.jpg", "2019-07-15T08:00:00")] {
            var photo = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 1, status: "no_gps")
            photo.localDateTime = try LocalDateTime(time)
            try atlas.savePhoto(photo)
        }
        let text = String(decoding: try AtlasExport.encoder().encode(try atlas.export()), as: UTF8.self)
        XCTAssertTrue(text.contains(#""local_date_time" : "2019-07-14T21:00:00""#), text)
        let damaged = text.replacingOccurrences(of: "2019-07-14T21:00:00", with: "2019-07-14T25:00:00")
            .replacingOccurrences(of: "2019-07-15T08:00:00", with: "1850-07-15T08:00:00")
        XCTAssertThrowsError(try AtlasExport.read(Data(damaged.utf8))) { error in
            XCTAssertEqual((error as? AtlasStore.InvalidExport)?.problems, [
                "photos[0] (/photos/a.jpg): local_date_time '2019-07-14T25:00:00' is not a time from 1900 to next year (YYYY-MM-DDTHH:MM:SS)",
                "photos[1] (/photos/b.jpg): local_date_time '1850-07-15T08:00:00' is not a time from 1900 to next year (YYYY-MM-DDTHH:MM:SS)",
            ], "\(error)")
        }
        let booked = try AtlasExport.read(Data(text.replacingOccurrences(of: "2019-07-15T08:00:00", with: "2029-07-15T08:00:00").utf8))
        XCTAssertEqual(booked.problems(now: try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z"))), [
            "photos[1] (/photos/b.jpg): local_date_time '2029-07-15T08:00:00' is not a time from 1900 to next year (YYYY-MM-DDTHH:MM:SS)",
        ])
    }
}
