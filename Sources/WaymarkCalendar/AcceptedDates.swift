import Foundation

/// The one rule for the days Waymark accepts, on every path that records a day (photos, GPX,
/// Google location history, flight logs, marks, stamps) and in `import atlas`: a local calendar
/// day from 1 January 1900 to 31 December of next year (a trip already booked is fine; 2099 is
/// a typo). It is checked on the local day itself, never on a UTC instant, so whatever is
/// recorded is a day that `export` writes and `import atlas` reads back.
///
/// It lives here, in the lowest module that needs it: photo metadata, the atlas, the imports
/// and memories all read it from here.
public enum AcceptedDates {
    public static let earliestYear = 1900

    /// The accepted calendar years; `now` decides "next year" (UTC), injectable so tests do not age.
    public static func years(now: Date = Date()) -> ClosedRange<Int> {
        earliestYear...max(earliestYear, CivilCalendar.year(of: now) + 1)
    }

    /// The accepted days, as days since 1970-01-01.
    public static func days(now: Date = Date()) -> ClosedRange<Int> {
        let years = years(now: now)
        return CivilCalendar.daysFromEpoch(year: years.lowerBound, month: 1, day: 1)...CivilCalendar.daysFromEpoch(year: years.upperBound, month: 12, day: 31)
    }

    /// What the rule says, for messages.
    public static func describe(now: Date = Date()) -> String {
        "from \(earliestYear)-01-01 to \(years(now: now).upperBound)-12-31"
    }
}
