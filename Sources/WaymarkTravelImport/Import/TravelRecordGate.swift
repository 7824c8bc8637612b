import Foundation
import WaymarkCalendar

/// A value refused during an import, with where it was: "file:line" for CSV and GPX, "file at
/// byte N ($.locations[12])" for JSON.
public struct InputProblem: Codable, Equatable, Sendable {
    /// Why it was refused; JSON writes the reason's text.
    public var reason: RejectReason
    /// Where it is in the file.
    public var location: String
    /// The refused value as read.
    public var value: String
}

/// Why a value is refused; the text is the reason's name in summaries and JSON, as a value and
/// as a key of `TravelImportSummary.rejected`.
public enum RejectReason: String, Codable, CaseIterable, Sendable, CodingKeyRepresentable, CustomStringConvertible {
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
    /// A JSON object naming one key twice: no reader guesses which value is meant.
    case duplicateKey = "duplicate key"

    public var description: String { rawValue }
}

/// Where every reader hands what it read: positions with a UTC instant, or stays over an
/// interval. It refuses impossible values with a counted reason and an example location, and
/// passes the rest on, one instant at a time, to `deliver`.
public final class TravelRecordGate {
    /// Points, visits and rows read: those passed on and those refused.
    public var pointsRead: Int { accepted + rejectedCount }
    /// Records passed on.
    public private(set) var accepted = 0
    /// Records refused, by reason (complete counts).
    public private(set) var rejected: [RejectReason: Int] = [:]
    /// The first refusals of each reason, with where they are.
    public private(set) var problems: [InputProblem] = []
    /// Examples kept per reason; the counts are always complete.
    public static let examplesPerReason = 5
    /// The days a record may give (`AcceptedDates`, days since 1970-01-01).
    public let acceptedDays: ClosedRange<Int>
    /// Instants whose local day can be accepted somewhere on Earth (±14 hours around the
    /// accepted days): the rest are refused before anyone looks up a zone. The local day itself
    /// is checked by `deliver`, which throws `DayOutsideAcceptedDates`.
    let earliest: Int64
    let latest: Int64
    var deliver: (_ latitude: Double, _ longitude: Double, _ utc: Int64) throws -> Void

    /// - Parameters:
    ///   - now: decides "next year" (`AcceptedDates`).
    ///   - deliver: called with each accepted point's latitude, longitude and UTC instant (seconds
    ///     since 1970); it throws `DayOutsideAcceptedDates` when the point's local day is refused.
    public init(now: Date = Date(), deliver: @escaping (Double, Double, Int64) throws -> Void) {
        acceptedDays = AcceptedDates.days(now: now)
        earliest = Int64(acceptedDays.lowerBound) * 86400 - Self.widestOffset
        latest = Int64(acceptedDays.upperBound + 1) * 86400 + Self.widestOffset
        self.deliver = deliver
    }

    /// The widest UTC offset of any zone, in seconds.
    static let widestOffset: Int64 = 14 * 3600

    /// - Parameters:
    ///   - reason: why the value is refused; the summary counts refusals by it.
    ///   - location: where it is (`file:line`, or the byte and JSON path), made only when listed.
    ///   - value: the refused value as read, made only when listed.
    ///   - rows: the rows of the file lost with it (a CSV record whose quoted field ran
    ///     over line ends loses every line it took).
    public func reject(_ reason: RejectReason, at location: @autoclosure () -> String, value: @autoclosure () -> String, rows: Int = 1) {
        let count = rejected[reason, default: 0]
        rejected[reason] = count + rows
        if count < Self.examplesPerReason { problems.append(InputProblem(reason: reason, location: location(), value: value())) }
    }

    /// Every refused record, whatever the reason.
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

    /// A local day (days since 1970) a log gives directly, such as a flight's date.
    func checkDay(_ day: Int, _ location: () -> String, rows: Int = 1) -> Bool {
        guard acceptedDays.contains(day) else { rejectDay(day, location, rows: rows); return false }
        return true
    }

    func rejectDay(_ day: Int, _ location: () -> String, rows: Int = 1) {
        reject(day < acceptedDays.lowerBound ? .timeBefore1900 : .timeAfterNextYear, at: location(),
               value: "local day \(InstantParser.date(day: day))", rows: rows)
    }

    static func describe(_ utc: Int64) -> String {
        let day = Int((Double(utc) / 86400).rounded(.down))
        return InstantParser.date(day: day)
    }

    /// A position at an instant.
    @inline(__always)
    public func point(latitude: Double, longitude: Double, utc: Int64, at location: @autoclosure () -> String) throws {
        guard checkPosition(latitude, longitude, location), checkTime(utc, location) else { return }
        do { try deliver(latitude, longitude, utc) } catch let outside as DayOutsideAcceptedDates {
            rejectDay(outside.day, location)
            return
        }
        accepted += 1
    }

    /// Somewhere from `start` to `end` (a visit): every local day it touches counts. Instants
    /// 12 hours apart cover every calendar day, whatever the zone's DST does. A visit reaching
    /// a local day outside the accepted dates is refused (counted once, with its location); its
    /// days inside them are kept.
    public func stay(latitude: Double, longitude: Double, start: Int64, end: Int64, at location: @autoclosure () -> String) throws {
        guard checkPosition(latitude, longitude, location), checkTime(start, location), checkTime(end, location) else { return }
        var outside: DayOutsideAcceptedDates?
        func deliverDay(_ t: Int64) throws {
            do { try deliver(latitude, longitude, t) } catch let refused as DayOutsideAcceptedDates { outside = outside ?? refused }
        }
        var t = start
        while t < end {
            try deliverDay(t)
            t += 43_200
        }
        try deliverDay(max(start, end))
        if let outside { rejectDay(outside.day, location) } else { accepted += 1 }
    }
}

/// Thrown by an `TravelRecordGate`'s `deliver` when an instant's local day, at the place it was recorded,
/// is outside `AcceptedDates`: that record is refused and counted, the rest of the file goes on.
public struct DayOutsideAcceptedDates: Error {
    /// Days since 1970-01-01.
    public var day: Int
    /// The refusal of a record whose local day is `day` days from 1970-01-01.
    public init(day: Int) { self.day = day }
}
