import Foundation

extension PhotoMetadata {
    /// Zone offsets are whole quarter hours everywhere on Earth.
    static let offsetQuantum = 15 * 60
    /// Camera clocks drift and GPS fixes lag the shutter; beyond this the two clocks disagree
    /// for reasons we cannot correct, so no offset is inferred.
    static let maxClockSkewSeconds = 120

    /// The camera's UTC offset inferred from its local clock and the GPS (UTC) clock, for photos
    /// without OffsetTimeOriginal. Nil when the tag is present (it wins), when either time is
    /// missing, or when the difference is not within 2 minutes of a quarter-hour offset in ±14 h.
    public var derivedOffsetSeconds: Int? {
        guard offsetTimeOriginal == nil, let local = dateTimeOriginal, let gps = gpsTimestampUTC,
              let localAsUTC = local.date(offsetSeconds: 0) else { return nil }
        let difference = localAsUTC.timeIntervalSince(gps)
        guard difference.isFinite, abs(difference) <= Double(Self.maxOffsetSeconds + Self.maxClockSkewSeconds) else { return nil }
        let quantum = Double(Self.offsetQuantum)
        let rounded = (difference / quantum).rounded() * quantum
        guard abs(rounded) <= Double(Self.maxOffsetSeconds),
              abs(difference - rounded) < Double(Self.maxClockSkewSeconds) else { return nil }
        return Int(rounded)
    }

    /// The tagged offset, else the derived one; nil means the local time is floating.
    public var effectiveOffsetSeconds: Int? { offsetTimeOriginal ?? derivedOffsetSeconds }

    /// When the photo was taken, as an instant, if the offset is known (tagged or derived).
    public var captureDate: Date? {
        guard let offset = effectiveOffsetSeconds else { return nil }
        return dateTimeOriginal?.date(offsetSeconds: offset)
    }
}
