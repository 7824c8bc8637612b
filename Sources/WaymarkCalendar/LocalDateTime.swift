import Foundation

/// A wall-clock reading with no time zone, as cameras write it and as the atlas keeps a photo's
/// capture time.
///
/// Kept separate from `Date` because most photos carry no zone: converting early would invent
/// one. The memberwise fields are the numbers as written, so an impossible camera reading
/// (month 13) can be represented and then rejected by `PhotoMetadata.validated()` rather than
/// silently dropped; a time read from text (`init(_:)`, the atlas, JSON) is always a real one.
///
/// Two text forms: `description` is the EXIF layout ("2019:04:15 09:30:00.046"), `iso8601` the
/// atlas's and JSON's ("2019-04-15T09:30:00", to the whole second).
///
/// ```swift
/// let taken = try LocalDateTime("2019-04-15T09:30:00")
/// taken.localDay                                   // 2019-04-15
/// taken.hourAndMinute                              // "09:30"
/// try LocalDateTime("2019-04-15T25:00:00")         // throws LocalDateTime.Invalid
/// ```
public struct LocalDateTime: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Digits of the fraction of a second as written (SubSecTimeOriginal), e.g. "046" is 46 ms.
    /// A string, because leading zeros are significant.
    public var subsecond: String?

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, subsecond: String? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.subsecond = subsecond
    }

    /// Why a text is not a `LocalDateTime`.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        /// The text that was refused.
        public var text: String
        public var description: String { "'\(text)' is not a local time (YYYY-MM-DDThh:mm:ss, from \(AcceptedDates.earliestYear) on)" }
    }

    /// Reads "YYYY-MM-DDThh:mm:ss", exactly nineteen characters: a real time from 1900 to 9999
    /// (second 60 is allowed for leap seconds).
    ///
    /// ```swift
    /// let taken = try LocalDateTime("2019-04-15T09:30:00")
    /// ```
    /// - Throws: `Invalid` for any other text, or a time that does not exist (30 February, 24:00).
    public init(_ text: String) throws {
        var text = text
        guard let time = text.withUTF8(Self.parse) else { throw Invalid(text: text) }
        self = time
    }

    /// Reads "YYYY-MM-DDThh:mm:ss" from UTF-8 bytes (a database column) without making a
    /// `String` first; nil for anything else.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let time = Self.parse(bytes) else { return nil }
        self = time
    }

    /// "YYYY-MM-DDThh:mm:ss": how the atlas stores a capture time and JSON carries it. To the
    /// whole second: `subsecond` is not written.
    public var iso8601: String {
        String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second)
    }

    /// The calendar day of the reading; nil only for a camera reading that names no day from
    /// 1900 to 9999 (a time read from text always has one).
    public var localDay: LocalDay? { try? LocalDay(year: year, month: month, day: day) }

    /// "09:30": the hour and minute, as a caption shows the time.
    public var hourAndMinute: String { String(format: "%02d:%02d", hour, minute) }

    /// A single JSON string, "YYYY-MM-DDThh:mm:ss".
    public init(from decoder: Decoder) throws { self = try CalendarText.decode(decoder) { try LocalDateTime($0) } }

    public func encode(to encoder: Encoder) throws { try CalendarText.encode(iso8601, to: encoder) }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
        guard bytes.count == 19 else { return nil }
        for (index, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")] as [(Int, Unicode.Scalar)] {
            guard bytes[index] == UInt8(ascii: separator) else { return nil }
        }
        func number(_ from: Int, _ count: Int) -> Int? { CalendarText.number(bytes, from, count) }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return nil }
        let time = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return time.isCalendarValid && year >= AcceptedDates.earliestYear ? time : nil
    }

    /// The fraction of a second in nanoseconds, nil when no subsecond was written.
    public var nanosecond: Int? {
        guard let digits = subsecond, !digits.isEmpty else { return nil }
        var value = 0
        for (i, ch) in digits.utf8.prefix(9).enumerated() {
            let digit = ch &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value += Int(digit) * Self.powersOfTen[8 - i]
        }
        return value
    }

    private static let powersOfTen = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// True when the fields name a real instant on the proleptic Gregorian calendar
    /// (second 60 is allowed for leap seconds).
    public var isCalendarValid: Bool {
        guard (1 ... 12).contains(month), (0 ... 23).contains(hour), (0 ... 59).contains(minute),
              (0 ... 60).contains(second), year >= 1, year <= 9999 else { return false }
        return (1 ... CivilCalendar.daysInMonth(year: year, month: month)).contains(day)
    }

    /// The instant this reading denotes if the camera clock was `offsetSeconds` east of UTC;
    /// nil for impossible readings. Subseconds are included.
    public func date(offsetSeconds: Int) -> Date? {
        // Real offsets are within ±14 h; the bound only keeps caller-supplied nonsense from overflowing.
        guard isCalendarValid, (-7 * 86400 ... 7 * 86400).contains(offsetSeconds) else { return nil }
        let days = CivilCalendar.daysFromEpoch(year: year, month: month, day: day)
        let seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + Double(nanosecond ?? 0) / 1e9)
    }

    /// EXIF layout, "YYYY:MM:DD HH:MM:SS[.subsec]".
    public var description: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        var text = "\(pad(year, 4)):\(pad(month, 2)):\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        if let sub = subsecond { text += "." + sub }
        return text
    }
}
