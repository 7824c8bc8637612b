import Foundation

/// Gregorian date arithmetic without `Calendar`, which is slow to set up per call and depends on
/// the process's locale settings; metadata timestamps need neither.
public enum CivilCalendar {
    /// Whether `year` has a 29 February: every fourth year, except centuries not divisible by 400.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days of `month` (1...12) in `year`.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given date, counting through whole 400-year eras so that
    /// every step is exact integer arithmetic.
    public static func daysFromEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar year of an instant in UTC.
    public static func year(of date: Date) -> Int {
        let rawDays = (date.timeIntervalSince1970 / 86400).rounded(.down)
        // Beyond ±2.7 billion years nobody cares which year it is, only that it is out of range;
        // saturating keeps Int conversion and the caller's "+ 1" from trapping.
        guard rawDays.isFinite, abs(rawDays) < 1e12 else { return rawDays < 0 ? -1_000_000_000 : 1_000_000_000 }
        return Self.date(daysFromEpoch: Int(rawDays)).year
    }

    /// The Gregorian date `days` after 1970-01-01: the inverse of `daysFromEpoch`.
    public static func date(daysFromEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
