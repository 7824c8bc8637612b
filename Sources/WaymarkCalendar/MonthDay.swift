import Foundation

/// A day of the year with no year: "MM-DD", the same calendar day of every year, as On This Day
/// and its `waymark://on-this-day/MM-DD` links name it. 29 February is a month-day; in a common
/// year it falls on 28 February, so a leap-day memory comes back every year rather than one in four.
///
/// ```swift
/// let leapDay = try MonthDay("02-29")
/// try leapDay.day(in: 2024)                        // 2024-02-29
/// try leapDay.day(in: 2025)                        // 2025-02-28: a common year has no 29 February
/// MonthDay.falling(on: try LocalDay("2025-02-28")) // ["02-28", "02-29"]
/// leapDay.spelledOut                               // "29 February"
/// ```
public struct MonthDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 1...12.
    public let month: Int
    /// 1...31, as the month has in a leap year.
    public let day: Int

    /// Why a text or a month and day is not a `MonthDay`.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        /// The text, or "month-day" of the numbers, that was refused.
        public var text: String
        public var description: String { "'\(text)' is not a month and day (MM-DD)" }
    }

    /// The day `day` of `month`, as it exists in a leap year (29 February does).
    ///
    /// ```swift
    /// let day = try MonthDay(month: 12, day: 1)        // "12-01"
    /// ```
    /// - Throws: `Invalid` for a month outside 1...12 or a day the month never has (30 February).
    public init(month: Int, day: Int) throws {
        guard (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: 2000, month: month)).contains(day) else {
            throw Invalid(text: "\(month)-\(day)")
        }
        self.month = month; self.day = day
    }

    /// Reads "MM-DD", exactly five characters.
    ///
    /// ```swift
    /// let day = try MonthDay("04-15")
    /// ```
    /// - Throws: `Invalid` for any other text, or a day no year has.
    public init(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "-"), let month = CalendarText.number(bytes, 0, 2), let day = CalendarText.number(bytes, 3, 2) else {
            throw Invalid(text: text)
        }
        do { try self.init(month: month, day: day) } catch { throw Invalid(text: text) }
    }

    /// The month-day of `day`.
    public init(_ day: LocalDay) {
        month = day.month; self.day = day.day
    }

    /// This month-day in `year`: 29 February in a common year is 28 February.
    ///
    /// ```swift
    /// let day = try MonthDay("02-29").day(in: 2023)    // 2023-02-28
    /// ```
    /// - Throws: `LocalDay.Invalid` for a year before 1900 or after 9999.
    public func day(in year: Int) throws -> LocalDay {
        let leapDayInCommonYear = month == 2 && day == 29 && !CivilCalendar.isLeap(year)
        return try LocalDay(year: year, month: month, day: leapDayInCommonYear ? 28 : day)
    }

    /// Every month-day that falls on `day` in its year (the inverse of `day(in:)`): its own, and on
    /// 28 February of a common year also 29 February.
    public static func falling(on day: LocalDay) -> [MonthDay] {
        let own = MonthDay(day)
        return day.month == 2 && day.day == 28 && !CivilCalendar.isLeap(day.year) ? [own, Self.leapDay] : [own]
    }

    /// 29 February.
    static let leapDay = try! MonthDay(month: 2, day: 29)

    /// "MM-DD".
    public var description: String {
        String(unsafeUninitializedCapacity: 5) { bytes in
            bytes[0] = UInt8(48 + month / 10); bytes[1] = UInt8(48 + month % 10)
            bytes[2] = UInt8(ascii: "-")
            bytes[3] = UInt8(48 + day / 10); bytes[4] = UInt8(48 + day % 10)
            return 5
        }
    }

    /// "1 December": the day, then the month's English name.
    public var spelledOut: String { "\(day) \(Self.monthNames[month - 1])" }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    public static func < (a: MonthDay, b: MonthDay) -> Bool { (a.month, a.day) < (b.month, b.day) }

    /// A single JSON string, "MM-DD".
    public init(from decoder: Decoder) throws { self = try CalendarText.decode(decoder) { try MonthDay($0) } }

    public func encode(to encoder: Encoder) throws { try CalendarText.encode(description, to: encoder) }
}

extension LocalDay {
    /// The day's month and day, without its year.
    ///
    /// ```swift
    /// try LocalDay("2016-02-29").monthDay.spelledOut   // "29 February"
    /// ```
    public var monthDay: MonthDay { MonthDay(self) }

    /// "YYYY-MM-DD", or "MM-DD" as that month-day falls in `year` (29 February in a common year
    /// is 28 February): how a traveller names the day they ask about.
    ///
    /// ```swift
    /// let day = try LocalDay(dayOrMonthDay: "04-15", year: 2025)    // 2025-04-15
    /// let same = try LocalDay(dayOrMonthDay: "2025-04-15", year: 1999)
    /// ```
    /// - Throws: `LocalDay.Invalid.dayOrMonthDay` for any other text or a day that does not exist.
    public init(dayOrMonthDay text: String, year: Int) throws {
        if text.utf8.count == 5, let monthDay = try? MonthDay(text), let day = try? monthDay.day(in: year) {
            self = day
        } else if let day = try? LocalDay(text) {
            self = day
        } else {
            throw Invalid.dayOrMonthDay(text)
        }
    }
}
