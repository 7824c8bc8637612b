import Foundation

/// Turns UTC instants into local calendar days in a zone, and local wall-clock times back into
/// instants, with the system's time-zone database. The offset in force is remembered with the
/// instant of the zone's next transition, so a stream of points in time order asks the
/// database about once per transition, not once per point.
struct LocalClock {
    let zone: TimeZone
    private var validFrom = Int64.max
    private var validUntil = Int64.min
    private(set) var offsetSeconds = 0

    init(_ zone: TimeZone) { self.zone = zone }

    /// Seconds east of UTC in force at `utc`.
    @inline(__always)
    mutating func offset(at utc: Int64) -> Int {
        if utc >= validFrom && utc < validUntil { return offsetSeconds }
        let date = Date(timeIntervalSince1970: TimeInterval(utc))
        offsetSeconds = zone.secondsFromGMT(for: date)
        validFrom = utc
        // Without a known next transition, ask again a day later: a zone can also change its
        // standard offset (Samoa in 2011), which is not a daylight-saving transition.
        let next = zone.nextDaylightSavingTimeTransition(after: date).map { Int64($0.timeIntervalSince1970.rounded(.up)) }
        validUntil = min(next ?? Int64.max, utc + 86_400)
        return offsetSeconds
    }

    /// The local calendar day (days since 1970-01-01) of an instant.
    @inline(__always)
    mutating func day(at utc: Int64) -> Int {
        let local = utc + Int64(offset(at: utc))
        return Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
    }

    /// The instant at which local clocks in the zone show `day` (days since 1970) at `minutes`
    /// past midnight. In a gap (spring forward) the offset before the gap is used.
    mutating func instant(day: Int, minutes: Int) -> Int64 {
        let naive = Int64(day) * 86_400 + Int64(minutes) * 60
        let first = naive - Int64(offset(at: naive))
        return naive - Int64(offset(at: first))
    }
}
