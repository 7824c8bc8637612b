import Foundation
import WaymarkCalendar
import XCTest

/// `LocalDay`, the one type for a day: every day it accepts is a real Gregorian day, checked
/// against Foundation's calendar as an independent oracle, and its text and JSON forms are the
/// "YYYY-MM-DD" the atlas and every `--json` output have always written.
final class CalendarDayTests: XCTestCase {
    func testEveryDayFrom1900To2100ReadsWritesAndCountsAsFoundationsGregorianCalendarSaysAndNoOtherIsAccepted() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.calendar = calendar; formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX"); formatter.dateFormat = "yyyy-MM-dd"
        var instant = try XCTUnwrap(calendar.date(from: DateComponents(year: 1900, month: 1, day: 1)))
        let end = try XCTUnwrap(calendar.date(from: DateComponents(year: 2101, month: 1, day: 1)))
        var accepted = 0, previous: LocalDay?
        while instant < end {
            let text = formatter.string(from: instant)
            let day = try LocalDay(text)
            XCTAssertEqual(day.description, text)
            XCTAssertEqual(day.daysFromEpoch, Int((instant.timeIntervalSince1970 / 86400).rounded()), text)
            XCTAssertEqual(try LocalDay(daysFromEpoch: day.daysFromEpoch), day)
            if let previous { XCTAssertLessThan(previous, day, "days order as their text does") }
            previous = day
            accepted += 1
            instant = try XCTUnwrap(calendar.date(byAdding: .day, value: 1, to: instant))
        }
        XCTAssertEqual(accepted, 73_414, "201 years, 49 of them leap years (2000 is one, 1900 and 2100 are not)")
        // Every day-of-month a month lacks is refused, in each kind of year.
        for year in [1900, 2000, 2023, 2024, 2100] {
            for month in 1...12 {
                let days = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month))!)!.count
                for day in (days + 1)..<32 {
                    XCTAssertThrowsError(try LocalDay(year: year, month: month, day: day), "\(year)-\(month)-\(day)")
                }
            }
        }
    }

    func testTextThatIsNotExactlyYYYYMMDDIsRefusedWithTheTextNamed() {
        for text in ["1899-12-31", "2023-13-01", "2023-00-10", "2023-04-00", "2023-1-011", "+2023-1-01", "2023-01-1 ", " 2023-01-01",
                     "2023/01/01", "20230101", "yesterday", "", "2023-01-01T00:00:00", "１９９９-01-01"] {
            XCTAssertThrowsError(try LocalDay(text), text) { error in
                XCTAssertEqual("\(error)", "'\(text)' is not a date (YYYY-MM-DD, from 1900 on)")
            }
        }
    }

    func testADayIsOneJSONStringAndJSONThatIsNotADayIsRefusedNamingIt() throws {
        let days = [try LocalDay("2019-07-14"), try LocalDay(year: 1900, month: 1, day: 1)]
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(days), as: UTF8.self), #"["2019-07-14","1900-01-01"]"#)
        XCTAssertEqual(try JSONDecoder().decode([LocalDay].self, from: Data(#"["2019-07-14","1900-01-01"]"#.utf8)), days)
        XCTAssertThrowsError(try JSONDecoder().decode([LocalDay].self, from: Data(#"["2019-02-30"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.underlyingError as? LocalDay.Invalid, .date("2019-02-30"))
        }
    }

    func testAPlausibleDayIsOneFrom1900ToTheEndOfNextYear() throws {
        let now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")!
        XCTAssertEqual(try LocalDay.plausible("2027-12-31", now: now), try LocalDay(year: 2027, month: 12, day: 31))
        XCTAssertThrowsError(try LocalDay.plausible("2028-01-01", now: now)) {
            XCTAssertEqual("\($0)", "'2028-01-01' is not a plausible date: after the end of 2027")
        }
        XCTAssertThrowsError(try LocalDay.plausible("1899-12-31", now: now))
    }
}
