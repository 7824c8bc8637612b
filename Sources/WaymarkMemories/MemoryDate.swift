import Foundation
import WaymarkCalendar

/// A calendar date with no time and no zone: what On This Day matches on.
public struct MemoryDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    public init(year: Int, month: Int, day: Int) throws {
        guard (1900...9999).contains(year), (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day) else {
            throw Invalid(description: String(format: "%04d-%02d-%02d is not a date", year, month, day))
        }
        self.year = year; self.month = month; self.day = day
    }

    public init(epochDays: Int) {
        let d = CivilCalendar.date(daysFromEpoch: epochDays)
        year = d.year; month = d.month; day = d.day
    }

    /// "YYYY-MM-DD", or "MM-DD" in `defaultYear`. 29 February given without a year in a common
    /// year means this year's 28 February, the day that shows 29 February's memories.
    public init(parsing text: String, defaultYear: Int) throws {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let invalid = Invalid(description: "'\(text)' is not a date (YYYY-MM-DD or MM-DD)")
        switch (text.count, parts.count) {
        case (10, 3):
            guard let y = parts[0], let m = parts[1], let d = parts[2] else { throw invalid }
            do { try self.init(year: y, month: m, day: d) } catch { throw invalid }
        case (5, 2):
            guard let m = parts[0], let d = parts[1] else { throw invalid }
            let leapDayInCommonYear = m == 2 && d == 29 && !CivilCalendar.isLeap(defaultYear)
            do { try self.init(year: defaultYear, month: m, day: leapDayInCommonYear ? 28 : d) } catch { throw invalid }
        default:
            throw invalid
        }
    }

    /// Today in the given time zone (the machine's by default).
    public static func today(_ now: Date = Date(), in zone: TimeZone = .current) -> MemoryDate {
        let seconds = Int((now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))).rounded(.down))
        return MemoryDate(epochDays: Int((Double(seconds) / 86400).rounded(.down)))
    }

    /// The same day as the atlas's `LocalDay`.
    ///
    /// ```swift
    /// let day = try MemoryDate.today().localDay()
    /// ```
    /// - Throws: `LocalDay.Invalid` for a day before 1900 (reached only by `adding(days:)`).
    public func localDay() throws -> LocalDay { try LocalDay(year: year, month: month, day: day) }

    public var epochDays: Int { CivilCalendar.daysFromEpoch(year: year, month: month, day: day) }

    public func adding(days: Int) -> MemoryDate { MemoryDate(epochDays: epochDays + days) }

    public var monthDay: String { String(format: "%02d-%02d", month, day) }
    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// The month-days whose memories this date shows: its own, and on 28 February of a common
    /// year also 29 February's, so leap-day memories come back every year rather than one in four.
    public var memoryMonthDays: [String] {
        month == 2 && day == 28 && !CivilCalendar.isLeap(year) ? ["02-28", "02-29"] : [monthDay]
    }

    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// "1 December".
    public static func dayAndMonth(_ day: LocalDay) -> String { "\(day.day) \(monthNames[day.month - 1])" }

    /// "1 December" from "YYYY-MM-DD" or "MM-DD" (the text itself when it is neither).
    public static func dayAndMonth(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count >= 2 else { return date }
        let month = parts[parts.count - 2], day = parts[parts.count - 1]
        guard (1...12).contains(month) else { return date }
        return "\(day) \(monthNames[month - 1])"
    }

    public static func < (a: MemoryDate, b: MemoryDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}
