import Foundation
import WaymarkCalendar

/// Why `validated()` discarded a field. Each case carries the offending value so it can be logged
/// or shown next to the photo.
public enum RejectionReason: Sendable, Equatable, CustomStringConvertible {
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    case nonFiniteCoordinate
    /// Only one of latitude/longitude survived; half a position is no position.
    case incompletePosition
    /// Exactly (0, 0) without GPSStatus 'A': what a GPS writes before it has a fix.
    case nullIsland
    /// DateTimeOriginal names no real date/time (month 13, 25 o'clock...).
    case impossibleDateTime(LocalDateTime)
    /// DateTimeOriginal before 1900 or after next year: an unset or corrupt clock.
    case dateTimeOutOfRange(LocalDateTime)
    case offsetOutOfRange(Int)
    case gpsTimestampOutOfRange(Date)

    public var description: String {
        switch self {
        case .latitudeOutOfRange(let v): return "latitude \(v) outside ±90°"
        case .longitudeOutOfRange(let v): return "longitude \(v) outside ±180°"
        case .nonFiniteCoordinate: return "coordinate is not a finite number"
        case .incompletePosition: return "only one of latitude and longitude is usable"
        case .nullIsland: return "position (0, 0) without an active GPS fix"
        case .impossibleDateTime(let t): return "impossible date/time \(t)"
        case .dateTimeOutOfRange(let t): return "date/time \(t) outside 1900…next year"
        case .offsetOutOfRange(let s): return "UTC offset \(s) s beyond ±14 h"
        case .gpsTimestampOutOfRange(let d): return "GPS timestamp \(d) outside 1900…next year"
        }
    }
}

extension PhotoMetadata {
    static let maxOffsetSeconds = 14 * 3600

    /// A copy with impossible values removed, and the reasons. Read values are kept raw by the
    /// reader so this is the one place that decides what "impossible" means.
    ///
    /// - Parameter now: the reference for "after next year"; injectable so tests do not age.
    public func validated(now: Date = Date()) -> (PhotoMetadata, [RejectionReason]) {
        var result = self
        var reasons: [RejectionReason] = []
        let acceptedYears = AcceptedDates.years(now: now)

        if let lat = latitude {
            if !lat.isFinite { reasons.append(.nonFiniteCoordinate); result.latitude = nil }
            else if abs(lat) > 90 { reasons.append(.latitudeOutOfRange(lat)); result.latitude = nil }
        }
        if let lon = longitude {
            if !lon.isFinite {
                if !reasons.contains(.nonFiniteCoordinate) { reasons.append(.nonFiniteCoordinate) }
                result.longitude = nil
            } else if abs(lon) > 180 { reasons.append(.longitudeOutOfRange(lon)); result.longitude = nil }
        }
        if (result.latitude == nil) != (result.longitude == nil) {
            reasons.append(.incompletePosition)
            result.latitude = nil
            result.longitude = nil
        }
        if result.latitude == 0, result.longitude == 0, gpsStatusVoid != false {
            reasons.append(.nullIsland)
            result.latitude = nil
            result.longitude = nil
        }

        if let local = dateTimeOriginal {
            if !local.isCalendarValid {
                reasons.append(.impossibleDateTime(local))
                result.dateTimeOriginal = nil
            } else if !acceptedYears.contains(local.year) {
                reasons.append(.dateTimeOutOfRange(local))
                result.dateTimeOriginal = nil
            }
        }
        if let offset = offsetTimeOriginal, !(-Self.maxOffsetSeconds ... Self.maxOffsetSeconds).contains(offset) {
            reasons.append(.offsetOutOfRange(offset))
            result.offsetTimeOriginal = nil
        }
        if let stamp = gpsTimestampUTC {
            let year = CivilCalendar.year(of: stamp)
            if !acceptedYears.contains(year) {
                reasons.append(.gpsTimestampOutOfRange(stamp))
                result.gpsTimestampUTC = nil
            }
        }
        return (result, reasons)
    }
}
