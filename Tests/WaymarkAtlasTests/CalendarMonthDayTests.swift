import Foundation
import WaymarkCalendar
import XCTest

/// `MonthDay`, a day of every year, and the day arithmetic beside `LocalDay`: checked against
/// Foundation's Gregorian calendar as an independent oracle.
final class CalendarMonthDayTests: XCTestCase {
    var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar; formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX"); formatter.dateFormat = format
        return formatter
    }

    /// The 366 month-days as Foundation lists the days of a leap year.
    func everyMonthDayOfALeapYear() throws -> [(text: String, spelled: String)] {
        let monthDay = formatter("MM-dd"), spelled = formatter("d MMMM")
        var instant = try XCTUnwrap(calendar.date(from: DateComponents(year: 2000, month: 1, day: 1)))
        var result: [(String, String)] = []
        while calendar.component(.year, from: instant) == 2000 {
            result.append((monthDay.string(from: instant), spelled.string(from: instant)))
            instant = try XCTUnwrap(calendar.date(byAdding: .day, value: 1, to: instant))
        }
        return result
    }

    func testEveryMonthDayReadsWritesAndSpellsAsFoundationSaysAndNoOtherTextIsOne() throws {
        let all = try everyMonthDayOfALeapYear()
        XCTAssertEqual(all.count, 366)
        var previous: MonthDay?
        for (text, spelled) in all {
            let monthDay = try MonthDay(text)
            XCTAssertEqual(monthDay.description, text)
            XCTAssertEqual(monthDay.spelledOut, spelled)
            XCTAssertEqual(try MonthDay(month: monthDay.month, day: monthDay.day), monthDay)
            if let previous { XCTAssertLessThan(previous, monthDay, "month-days order as their text does") }
            previous = monthDay
        }
        let accepted = Set(all.map(\.text))
        for month in 0...13 {
            for day in 0...32 {
                let text = String(format: "%02d-%02d", month, day)
                XCTAssertEqual((try? MonthDay(text)) != nil, accepted.contains(text), text)
            }
        }
        for bad in ["2-29", "02-3", "02/29", "0229", " 02-29", "02-29 ", "+2-29", "٠٢-٢٩", "2024-02-29", ""] {
            XCTAssertThrowsError(try MonthDay(bad), bad) { error in
                XCTAssertEqual("\(error)", "'\(bad)' is not a month and day (MM-DD)")
            }
        }
    }

    /// A month-day's day in a year is the day Foundation names, or 28 February for 29 February
    /// in a year Foundation says has none; `falling(on:)` is exactly its inverse.
    func testAMonthDaysDayInAYearAndTheMonthDaysFallingOnADayAreInverses() throws {
        let all = try everyMonthDayOfALeapYear().map { try MonthDay($0.text) }
        for year in [1900, 1901, 1996, 2000, 2023, 2024, 2100, 2400] {
            var fallingOn: [LocalDay: [MonthDay]] = [:]
            for monthDay in all {
                let components = DateComponents(year: year, month: monthDay.month, day: monthDay.day)
                let exists = components.isValidDate(in: calendar)
                let expected = exists ? monthDay : try MonthDay(month: 2, day: 28)
                let day = try monthDay.day(in: year)
                XCTAssertEqual([day.year, day.month, day.day], [year, expected.month, expected.day], "\(monthDay) in \(year)")
                fallingOn[day, default: []].append(monthDay)
            }
            XCTAssertEqual(fallingOn.count, calendar.range(of: .day, in: .year, for: calendar.date(from: DateComponents(year: year))!)!.count)
            for (day, monthDays) in fallingOn {
                XCTAssertEqual(MonthDay.falling(on: day), monthDays, "\(day)")
                XCTAssertEqual(day.monthDay, monthDays[0])
            }
        }
        XCTAssertThrowsError(try MonthDay("02-29").day(in: 1899), "no day before 1900")
    }

    func testAMonthDayIsOneJSONString() throws {
        let monthDays = [try MonthDay("02-29"), try MonthDay("12-01")]
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(monthDays), as: UTF8.self), #"["02-29","12-01"]"#)
        XCTAssertEqual(try JSONDecoder().decode([MonthDay].self, from: Data(#"["02-29","12-01"]"#.utf8)), monthDays)
        XCTAssertThrowsError(try JSONDecoder().decode([MonthDay].self, from: Data(#"["02-30"]"#.utf8)))
    }

    func testADayAskedForIsAFullDateOrAMonthDayOfTheGivenYear() throws {
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "04-15", year: 2025), try LocalDay("2025-04-15"))
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "2019-04-15", year: 2025), try LocalDay("2019-04-15"))
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "02-29", year: 2025), try LocalDay("2025-02-28"))
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "02-29", year: 2028), try LocalDay("2028-02-29"))
        for bad in ["2025-02-29", "02-30", "4-15", "15 April", "2025-4-15", ""] {
            XCTAssertThrowsError(try LocalDay(dayOrMonthDay: bad, year: 2025), bad) { error in
                XCTAssertEqual("\(error)", "'\(bad)' is not a date (YYYY-MM-DD or MM-DD)")
            }
        }
    }

    func testAddingDaysStepsAsFoundationDoesAndStopsAtTheEndsOfTheRange() throws {
        let text = formatter("yyyy-MM-dd")
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 1999, month: 12, day: 31)))
        let day = try LocalDay("1999-12-31")
        for step in [-36_000, -366, -365, -60, -1, 0, 1, 59, 60, 365, 366, 36_524, 36_525] {
            let expected = text.string(from: try XCTUnwrap(calendar.date(byAdding: .day, value: step, to: start)))
            XCTAssertEqual(try day.adding(days: step).description, expected, "\(step)")
        }
        XCTAssertThrowsError(try LocalDay("1900-01-01").adding(days: -1))
        XCTAssertThrowsError(try LocalDay("9999-12-31").adding(days: 1))
    }

    func testTodayIsTheDateOnTheClockOfTheZone() throws {
        let instant = Date(timeIntervalSince1970: 1_744_675_800)   // 2025-04-15T00:10:00Z
        for zone in ["Asia/Tokyo", "America/Los_Angeles", "UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let timeZone = try XCTUnwrap(TimeZone(identifier: zone))
            let oracle = formatter("yyyy-MM-dd")
            oracle.timeZone = timeZone
            XCTAssertEqual(try LocalDay.today(instant, in: timeZone).description, oracle.string(from: instant), zone)
        }
    }
}
