import Foundation
import WaymarkPhotoMetadata

/// A value refused during an import, with where it was: "file:line" for CSV and GPX, "file at
/// byte N ($.locations[12])" for JSON.
public struct InputProblem: Codable, Equatable, Sendable {
    public var reason: String
    public var location: String
    public var value: String
}

/// Why a value is refused; the text is the reason's name in summaries and JSON.
public enum RejectReason: String, Codable, CaseIterable, Sendable {
    case timeBefore1900 = "time before 1900"
    case timeAfterNextYear = "time after next year"
    case unreadableTime = "unreadable time"
    case noTime = "no time"
    case offGlobe = "coordinate off the globe"
    case noCoordinate = "no coordinate"
    case unknownAirport = "unknown airport code"
    /// A flight with one end unknown: the flight is not stored, the known end's day is.
    case unknownAirportOtherEndKept = "unknown airport code, other end kept"
    case incompleteDate = "date without a day"
    case malformedRow = "malformed row"
}

/// Where every reader hands what it read: positions with a UTC instant, or stays over an
/// interval. It refuses impossible values with a counted reason and an example location, and
/// passes the rest on, one instant at a time, to `deliver`.
public final class Intake {
    /// Points, visits and rows read: those passed on and those refused.
    public var pointsRead: Int { accepted + rejectedCount }
    public private(set) var accepted = 0
    public private(set) var rejected: [RejectReason: Int] = [:]
    public private(set) var problems: [InputProblem] = []
    /// Examples kept per reason; the counts are always complete.
    public static let examplesPerReason = 5
    let earliest: Int64
    let latest: Int64
    var deliver: (_ latitude: Double, _ longitude: Double, _ utc: Int64) throws -> Void

    /// - Parameter now: decides "next year": instants from the 1st of January of the year after
    ///   next are refused.
    public init(now: Date = Date(), deliver: @escaping (Double, Double, Int64) throws -> Void) {
        earliest = Int64(CivilCalendar.daysFromEpoch(year: 1900, month: 1, day: 1)) * 86400
        latest = Int64(CivilCalendar.daysFromEpoch(year: CivilCalendar.year(of: now) + 2, month: 1, day: 1)) * 86400
        self.deliver = deliver
    }

    public func reject(_ reason: RejectReason, at location: @autoclosure () -> String, value: @autoclosure () -> String) {
        let count = rejected[reason, default: 0]
        rejected[reason] = count + 1
        if count < Self.examplesPerReason { problems.append(InputProblem(reason: reason.rawValue, location: location(), value: value())) }
    }

    public var rejectedCount: Int { rejected.values.reduce(0, +) }

    /// Counts a row of a log that was used (flights are rows, not points with instants).
    func accept() { accepted += 1 }

    @inline(__always)
    func checkPosition(_ latitude: Double, _ longitude: Double, _ location: () -> String) -> Bool {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
            reject(.offGlobe, at: location(), value: "\(latitude), \(longitude)")
            return false
        }
        return true
    }

    @inline(__always)
    func checkTime(_ utc: Int64, _ location: () -> String) -> Bool {
        if utc < earliest { reject(.timeBefore1900, at: location(), value: Self.describe(utc)); return false }
        if utc >= latest { reject(.timeAfterNextYear, at: location(), value: Self.describe(utc)); return false }
        return true
    }

    static func describe(_ utc: Int64) -> String {
        let day = Int((Double(utc) / 86400).rounded(.down))
        return InstantParser.date(day: day)
    }

    /// A position at an instant.
    @inline(__always)
    public func point(latitude: Double, longitude: Double, utc: Int64, at location: @autoclosure () -> String) throws {
        guard checkPosition(latitude, longitude, location), checkTime(utc, location) else { return }
        accepted += 1
        try deliver(latitude, longitude, utc)
    }

    /// Somewhere from `start` to `end` (a visit): every local day it touches counts. Instants
    /// 12 hours apart cover every calendar day, whatever the zone's DST does.
    public func stay(latitude: Double, longitude: Double, start: Int64, end: Int64, at location: @autoclosure () -> String) throws {
        guard checkPosition(latitude, longitude, location), checkTime(start, location), checkTime(end, location) else { return }
        accepted += 1
        var t = start
        while t < end {
            try deliver(latitude, longitude, t)
            t += 43_200
        }
        try deliver(latitude, longitude, max(start, end))
    }
}
