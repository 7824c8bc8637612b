import WaymarkAtlas
import WaymarkCalendar
@testable import WaymarkPhotoImport
import XCTest

/// The day a rebase files a photo's evidence under: the local capture date when the photo has one,
/// else the date of its instant in UTC, whatever offset the stored instant was written with.
final class PhotoRebaseDayTests: XCTestCase {
    private func photo(local: String? = nil, offset: Int? = nil, utc: String?) throws -> PhotoRecord {
        var record = PhotoRecord(path: "/photos/a.jpg", size: 1, modifiedNanoseconds: 0, status: "located")
        record.localDateTime = try local.map { try LocalDateTime($0) }
        record.utcOffsetMinutes = offset
        record.utc = utc
        return record
    }

    func testTheLocalCaptureDateWinsWithItsOffset() throws {
        let day = PhotoRebase.day(of: try photo(local: "2020-05-07T23:30:00", offset: -300, utc: "2020-05-08T04:30:00Z"))
        XCTAssertEqual(day?.day, try LocalDay("2020-05-07"))
        XCTAssertEqual(day?.utcOffsetMinutes, -300)
    }

    func testAnInstantWithAnOffsetGivesItsUTCDateNotItsWrittenDate() throws {
        // 23:30 at UTC−5 is 04:30 the next morning in UTC.
        let late = PhotoRebase.day(of: try photo(utc: "2020-05-07T23:30:00-05:00"))
        XCTAssertEqual(late?.day, try LocalDay("2020-05-08"))
        XCTAssertEqual(late?.utcOffsetMinutes, 0)
        // 00:30 at UTC+2 is 22:30 the evening before in UTC.
        XCTAssertEqual(PhotoRebase.day(of: try photo(utc: "2020-05-08T00:30:00+02:00"))?.day, try LocalDay("2020-05-07"))
        XCTAssertEqual(PhotoRebase.day(of: try photo(utc: "2020-05-07T23:30:00Z"))?.day, try LocalDay("2020-05-07"))
    }

    func testAPhotoWithNoReadableTimeHasNoDay() throws {
        XCTAssertNil(PhotoRebase.day(of: try photo(utc: nil)))
        XCTAssertNil(PhotoRebase.day(of: try photo(utc: "2020-05-07")))
    }
}
