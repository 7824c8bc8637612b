import Foundation

/// A calendar day as it was lived where something happened: a real Gregorian date from
/// 1 January 1900 on, with no time and no time zone. Its text form is "YYYY-MM-DD", which is how
/// the atlas stores it, how JSON carries it (a single string), and the order it sorts in.
///
/// Construction is checked, so a `LocalDay` is always a day that exists:
///
/// ```swift
/// let day = try LocalDay("2024-02-29")            // a leap day
/// let same = try LocalDay(year: 2024, month: 2, day: 29)
/// day == same                                     // true
/// day.description                                 // "2024-02-29"
/// try LocalDay("2023-02-29")                      // throws LocalDay.Invalid: 2023 is a common year
/// try LocalDay.plausible("2099-01-01")            // throws: after the end of next year
/// ```
///
/// Where the UTC offset of the place is known (a photo's clock, a flight's airport), it travels
/// beside the day, never inside it: two pieces of evidence on the same day are on the same
/// `LocalDay` whatever their offsets.
public struct LocalDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Why a text or a year, month and day is not a `LocalDay`, in words a traveller can act on.
    public enum Invalid: Error, CustomStringConvertible, Equatable {
        /// The text, and what is wrong with it when more can be said than "not a date".
        case date(String, String? = nil)
        /// A text that is neither "YYYY-MM-DD" nor "MM-DD" (`init(dayOrMonthDay:year:)`).
        case dayOrMonthDay(String)
        public var description: String {
            switch self {
            case .date(let text, nil): return "'\(text)' is not a date (YYYY-MM-DD, from \(AcceptedDates.earliestYear) on)"
            case .date(let text, let why?): return "'\(text)' is not a plausible date: \(why)"
            case .dayOrMonthDay(let text): return "'\(text)' is not a date (YYYY-MM-DD or MM-DD)"
            }
        }
    }

    /// The day `year`-`month`-`day`.
    ///
    /// ```swift
    /// let day = try LocalDay(year: 2019, month: 7, day: 14)   // "2019-07-14"
    /// ```
    /// - Throws: `Invalid` when the day does not exist (30 February, month 13) or the year is
    ///   before 1900 or after 9999.
    public init(year: Int, month: Int, day: Int) throws {
        guard (AcceptedDates.earliestYear...9999).contains(year), (1...12).contains(month),
              (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day) else {
            throw Invalid.date(Self.text(year: year, month: month, day: day))
        }
        self.year = year; self.month = month; self.day = day
    }

    /// Reads "YYYY-MM-DD", exactly ten characters.
    ///
    /// ```swift
    /// let day = try LocalDay("2019-07-14")
    /// day.month                                        // 7
    /// ```
    /// - Throws: `Invalid` for any other text, or a day that does not exist.
    public init(_ text: String) throws {
        var text = text
        guard let day = text.withUTF8(Self.parse) else { throw Invalid.date(text) }
        self = day
    }

    /// Reads "YYYY-MM-DD" from UTF-8 bytes (a database column, a file) without making a
    /// `String` first; nil for anything else.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let day = Self.parse(bytes) else { return nil }
        self = day
    }

    /// The day of `daysFromEpoch` days after 1970-01-01.
    ///
    /// ```swift
    /// let day = try LocalDay(daysFromEpoch: 0)         // "1970-01-01"
    /// ```
    /// - Throws: `Invalid` when that day is before 1900 or after 9999.
    public init(daysFromEpoch days: Int) throws {
        let date = CivilCalendar.date(daysFromEpoch: days)
        try self.init(year: date.year, month: date.month, day: date.day)
    }

    /// Days from 1970-01-01: the difference of two days is the number of days between them.
    public var daysFromEpoch: Int { CivilCalendar.daysFromEpoch(year: year, month: month, day: day) }

    /// The day `days` days later (earlier when negative).
    ///
    /// ```swift
    /// let next = try LocalDay("2024-02-28").adding(days: 1)   // 2024-02-29
    /// ```
    /// - Throws: `Invalid` when that day is before 1900 or after 9999.
    public func adding(days: Int) throws -> LocalDay { try LocalDay(daysFromEpoch: daysFromEpoch + days) }

    /// Today where the clock of `zone` is (the machine's by default).
    ///
    /// ```swift
    /// let today = try LocalDay.today()
    /// ```
    /// - Throws: `Invalid` when the clock says a day before 1900 or after 9999.
    public static func today(_ now: Date = Date(), in zone: TimeZone = .current) throws -> LocalDay {
        let seconds = (now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))).rounded(.down)
        return try LocalDay(daysFromEpoch: Int((seconds / 86400).rounded(.down)))
    }

    /// "YYYY-MM-DD". Written into the string's own storage: every stored day and every JSON date
    /// passes through here.
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { bytes in
            func put(_ value: Int, at end: Int, digits: Int) {
                var rest = value
                for index in stride(from: end, to: end - digits, by: -1) {
                    bytes[index] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                    rest /= 10
                }
            }
            put(year, at: 3, digits: 4)     // 1900...9999 by construction
            bytes[4] = UInt8(ascii: "-")
            put(month, at: 6, digits: 2)
            bytes[7] = UInt8(ascii: "-")
            put(day, at: 9, digits: 2)
            return 10
        }
    }

    public static func < (a: LocalDay, b: LocalDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    /// A day a person can have been somewhere, by the one rule of `AcceptedDates`: from 1900 to
    /// the end of next year (a trip already booked is fine; 2099 is a typo).
    ///
    /// ```swift
    /// let day = try LocalDay.plausible("2019-07-14")
    /// ```
    /// - Parameter now: decides "next year" (UTC); injectable so tests do not age.
    /// - Throws: `Invalid` naming the text and why.
    public static func plausible(_ text: String, now: Date = Date()) throws -> LocalDay {
        let day = try LocalDay(text)
        let latest = AcceptedDates.years(now: now).upperBound
        guard day.year <= latest else { throw Invalid.date(text, "after the end of \(latest)") }
        return day
    }

    /// A single JSON string, "YYYY-MM-DD".
    public init(from decoder: Decoder) throws { self = try CalendarText.decode(decoder) { try LocalDay($0) } }

    public func encode(to encoder: Encoder) throws { try CalendarText.encode(description, to: encoder) }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDay? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? { CalendarText.number(bytes, from, count) }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2) else { return nil }
        return try? LocalDay(year: year, month: month, day: day)
    }

    private static func text(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return value >= 0 && digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }
}
