import Foundation
import WaymarkCalendar

/// The container the metadata was found in, decided from the file's first bytes.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case jpeg
    /// HEIC/HEIF/AVIF: any ISO BMFF image file.
    case heif
    /// Plain TIFF and raw formats built on it (DNG, CR2, NEF, ARW, ORF, RW2).
    case tiff
}

/// A wall-clock reading with no time zone, as cameras write it.
///
/// Kept separate from `Date` because most photos carry no zone: converting early would invent
/// one. The fields are the numbers as written, so an impossible reading (month 13) can be
/// represented and then rejected by `PhotoMetadata.validated()` rather than silently dropped.
public struct LocalDateTime: Sendable, Equatable, Hashable, CustomStringConvertible {
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

/// What a photo says about where and when it was taken.
///
/// `PhotoMetadataReader` fills this with values as written, including impossible ones, so the
/// caller can see what the file claims; call `validated()` before trusting it.
public struct PhotoMetadata: Sendable, Equatable {
    public var format: ImageFormat
    /// Signed decimal degrees, south negative.
    public var latitude: Double?
    /// Signed decimal degrees, west negative.
    public var longitude: Double?
    /// GPSStatus: true for 'V' (measurement void), false for 'A' (active), nil when absent.
    public var gpsStatusVoid: Bool?
    /// DateTimeOriginal (+ SubSecTimeOriginal), in the camera's local time.
    public var dateTimeOriginal: LocalDateTime?
    /// OffsetTimeOriginal in seconds east of UTC, as tagged.
    public var offsetTimeOriginal: Int?
    /// GPSDateStamp + GPSTimeStamp, when both are present and form a real instant.
    public var gpsTimestampUTC: Date?

    public init(format: ImageFormat, latitude: Double? = nil, longitude: Double? = nil, gpsStatusVoid: Bool? = nil,
                dateTimeOriginal: LocalDateTime? = nil, offsetTimeOriginal: Int? = nil, gpsTimestampUTC: Date? = nil) {
        self.format = format
        self.latitude = latitude
        self.longitude = longitude
        self.gpsStatusVoid = gpsStatusVoid
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.gpsTimestampUTC = gpsTimestampUTC
    }
}
