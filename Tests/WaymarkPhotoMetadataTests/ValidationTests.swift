import Foundation
import WaymarkCalendar
import XCTest
@testable import WaymarkPhotoMetadata

/// The plausibility rules of `validated()` and the offset derivation of `derivedOffsetSeconds`.
final class ValidationTests: XCTestCase {
    let now = utcDate("2026:06:01 00:00:00")!

    func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 12, _ mi: Int = 0, _ s: Int = 0) -> LocalDateTime {
        LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    }

    func testCoordinateRanges() {
        let cases: [(Double?, Double?, [RejectionReason])] = [
            (90, 180, []), (-90, -180, []),
            (90.0001, 10, [.latitudeOutOfRange(90.0001), .incompletePosition]),
            (10, -180.5, [.longitudeOutOfRange(-180.5), .incompletePosition]),
            (.nan, 10, [.nonFiniteCoordinate, .incompletePosition]),
            (.infinity, -.infinity, [.nonFiniteCoordinate]),
            (10, nil, [.incompletePosition]),
            (4_294_967_295, nil, [.latitudeOutOfRange(4_294_967_295)]),
        ]
        for (lat, lon, expected) in cases {
            let (valid, reasons) = PhotoMetadata(format: .jpeg, latitude: lat, longitude: lon).validated(now: now)
            XCTAssertEqual(reasons.count, expected.count, "\(String(describing: lat)),\(String(describing: lon)): \(reasons)")
            if lat?.isNaN != true { XCTAssertEqual(reasons, expected) }
            if !expected.isEmpty {
                XCTAssertNil(valid.latitude)
                XCTAssertNil(valid.longitude)
            } else {
                XCTAssertEqual(valid.latitude, lat)
            }
        }
    }

    func testNullIslandNeedsAnActiveFix() {
        for (status, rejected) in [(nil, true), (true, true), (false, false)] as [(Bool?, Bool)] {
            let (valid, reasons) = PhotoMetadata(format: .heif, latitude: 0, longitude: 0, gpsStatusVoid: status).validated(now: now)
            XCTAssertEqual(reasons, rejected ? [.nullIsland] : [], "status \(String(describing: status))")
            XCTAssertEqual(valid.latitude == nil, rejected)
        }
        // Only the exact origin is suspicious.
        XCTAssertEqual(PhotoMetadata(format: .heif, latitude: 0, longitude: 0.0001).validated(now: now).1, [])
    }

    func testDateRanges() {
        let cases: [(LocalDateTime, RejectionReason?)] = [
            (local(1900, 1, 1, 0, 0, 0), nil),
            (local(1899, 12, 31, 23, 59, 59), .dateTimeOutOfRange(local(1899, 12, 31, 23, 59, 59))),
            (local(2027, 12, 31), nil),
            (local(2028, 1, 1), .dateTimeOutOfRange(local(2028, 1, 1))),
            (local(2099, 9, 29, 10, 10, 10), .dateTimeOutOfRange(local(2099, 9, 29, 10, 10, 10))),
            (local(2023, 2, 29), .impossibleDateTime(local(2023, 2, 29))),
            (local(2024, 2, 29), nil),
            (local(2024, 13, 1), .impossibleDateTime(local(2024, 13, 1))),
            (local(2024, 1, 1, 24, 0, 0), .impossibleDateTime(local(2024, 1, 1, 24, 0, 0))),
            (local(2016, 12, 31, 23, 59, 60), nil),
        ]
        for (date, reason) in cases {
            let (valid, reasons) = PhotoMetadata(format: .tiff, dateTimeOriginal: date).validated(now: now)
            XCTAssertEqual(reasons, reason.map { [$0] } ?? [], "\(date)")
            XCTAssertEqual(valid.dateTimeOriginal == nil, reason != nil, "\(date)")
        }
    }

    func testOffsetAndGPSTimestampRanges() {
        let m = PhotoMetadata(format: .jpeg, offsetTimeOriginal: 15 * 3600, gpsTimestampUTC: utcDate("1850:01:01 00:00:00"))
        let (valid, reasons) = m.validated(now: now)
        XCTAssertNil(valid.offsetTimeOriginal)
        XCTAssertNil(valid.gpsTimestampUTC)
        XCTAssertEqual(reasons.count, 2)
        XCTAssertEqual(PhotoMetadata(format: .jpeg, offsetTimeOriginal: -12 * 3600).validated(now: now).1, [])
        let nonFiniteDate = PhotoMetadata(format: .jpeg, gpsTimestampUTC: Date(timeIntervalSince1970: .infinity))
        XCTAssertNil(nonFiniteDate.validated(now: now).0.gpsTimestampUTC)
    }

    func testExtremeCallerValuesDoNotTrap() {
        let far = PhotoMetadata(format: .jpeg, dateTimeOriginal: local(2020, 1, 1), offsetTimeOriginal: Int.max,
                                gpsTimestampUTC: Date(timeIntervalSince1970: -1e300))
        XCTAssertNil(far.captureDate)
        XCTAssertEqual(far.validated(now: Date(timeIntervalSince1970: 1e300)).1.count, 2)
        XCTAssertEqual(PhotoMetadata(format: .jpeg, offsetTimeOriginal: Int.min).validated().1, [.offsetOutOfRange(Int.min)])
        XCTAssertNil(local(2020, 1, 1).date(offsetSeconds: Int.min))
        XCTAssertNil(LocalDateTime(year: 2020, month: 1, day: 1, hour: 0, minute: 0, second: 0, subsecond: "5x").nanosecond)
        XCTAssertEqual(ExifText.gpsInstant(date: "2020:01:01", time: [12, 30.5, 0]), utcDate("2020:01:01 12:30:30"))
        XCTAssertNil(ExifText.gpsInstant(date: "2020:01:01", time: [24, 0, 0]))
        XCTAssertNil(ExifText.gpsInstant(date: "2020:01:01", time: [.nan, 0, 0]))
    }

    func testValidatedUsesTheCurrentYearByDefault() {
        let nextYear = CivilCalendar.year(of: Date()) + 1
        XCTAssertEqual(PhotoMetadata(format: .jpeg, dateTimeOriginal: local(nextYear, 12, 31)).validated().1, [])
        XCTAssertEqual(PhotoMetadata(format: .jpeg, dateTimeOriginal: local(nextYear + 1, 1, 1)).validated().1.count, 1)
    }

    func testCivilCalendarAgreesWithFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 2000 {
            let seconds = Double(Int64(bitPattern: rng.next() % 8_000_000_000) - 2_000_000_000)
            let date = Date(timeIntervalSince1970: seconds)
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            XCTAssertEqual(CivilCalendar.year(of: date), c.year)
            let days = CivilCalendar.daysFromEpoch(year: c.year!, month: c.month!, day: c.day!)
            XCTAssertEqual(Double(days * 86400), (seconds / 86400).rounded(.down) * 86400)
        }
    }

    // MARK: offset derivation

    func metadata(local: LocalDateTime, gps: String, tag: Int? = nil) -> PhotoMetadata {
        PhotoMetadata(format: .heif, dateTimeOriginal: local, offsetTimeOriginal: tag, gpsTimestampUTC: utcDate(gps))
    }

    func testDerivedOffsets() {
        let cases: [(LocalDateTime, String, Int?)] = [
            (local(2023, 4, 27, 19, 44, 18), "2023:04:27 16:43:45", 3 * 3600), // Xiaomi: 33 s skew
            (local(2023, 1, 1, 5, 30, 0), "2022:12:31 23:59:10", 5 * 3600 + 1800), // India, across midnight/year
            (local(2023, 1, 1, 5, 45, 0), "2022:12:31 23:59:59", 5 * 3600 + 2700), // Nepal +05:45
            (local(2023, 6, 1, 1, 0, 0), "2023:06:01 13:01:30", -12 * 3600), // -12:00, 90 s skew
            (local(2023, 6, 1, 12, 0, 0), "2023:06:01 12:00:00", 0),
            (local(2023, 6, 1, 12, 0, 0), "2023:06:01 11:57:00", nil), // 3 min off a quarter hour
            (local(2023, 6, 1, 12, 7, 0), "2023:06:01 12:00:00", nil), // 7 min: halfway between offsets
            (local(2023, 6, 2, 3, 0, 0), "2023:06:01 12:00:00", nil), // +15 h: no such zone
            (local(2023, 6, 1, 12, 0, 0), "2023:05:20 12:00:00", nil), // GPS stamp from another day
        ]
        for (localTime, gps, expected) in cases {
            XCTAssertEqual(metadata(local: localTime, gps: gps).derivedOffsetSeconds, expected, "\(localTime) vs \(gps)")
        }
    }

    func testNoDerivationWhenTaggedOrIncomplete() {
        let tagged = metadata(local: local(2023, 4, 27, 19, 44, 18), gps: "2023:04:27 16:43:45", tag: 7200)
        XCTAssertNil(tagged.derivedOffsetSeconds)
        XCTAssertEqual(tagged.effectiveOffsetSeconds, 7200)
        XCTAssertNil(PhotoMetadata(format: .jpeg, dateTimeOriginal: local(2023, 1, 1)).derivedOffsetSeconds)
        XCTAssertNil(PhotoMetadata(format: .jpeg, dateTimeOriginal: local(2023, 1, 1)).captureDate, "floating local time")
        XCTAssertNil(PhotoMetadata(format: .jpeg, gpsTimestampUTC: Date()).derivedOffsetSeconds)
        XCTAssertNil(metadata(local: local(2023, 2, 30), gps: "2023:02:28 12:00:00").derivedOffsetSeconds)
    }
}
