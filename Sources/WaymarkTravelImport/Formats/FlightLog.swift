import Foundation
import WaymarkTextInput

/// The flight-log exports we read, told apart by their header row.
public enum FlightLogFormat: String, Codable, Sendable {
    /// OpenFlights: Date,From,To,Flight_Number,Airline,Distance,Duration,…
    case openFlights = "openflights"
    /// myFlightradar24: Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,… with
    /// airports as "City / Airport (IATA/ICAO)".
    case flightradar24 = "myflightradar24"
    /// Flighty: 33 columns, local times of each airport, cancellations and diversions.
    case flighty

    static func detect(header: [String]) -> FlightLogFormat? {
        let names = Set(header.map { $0.trimmingCharacters(in: .whitespaces) })
        if names.contains("Flight Flighty ID") || (names.contains("Canceled") && names.contains("Diverted To")) { return .flighty }
        if names.contains("Dep_id") || (names.contains("Flight number") && names.contains("Dep time")) { return .flightradar24 }
        if names.contains("From_OID") || (names.contains("Flight_Number") && names.contains("From")) { return .openFlights }
        return nil
    }
}

/// One row of a flight log, as read: local dates and times, airport codes to try in order.
struct FlightRow: Equatable {
    var line: Int
    /// Days since 1970 of the local departure date.
    var departureDay: Int
    /// Minutes after local midnight, when the log gives a time.
    var departureMinutes: Int?
    /// The local arrival date and time, when the log gives them (Flighty).
    var arrivalDay: Int?
    var arrivalMinutes: Int?
    var durationMinutes: Int?
    var from: [String]
    var to: [String]
    var airline: String?
    var flightNumber: String?
    var canceled = false
    /// Lines of the file the row took (more than one where a quoted field ran over line ends).
    var rows = 1
}

/// Reads the rows of a flight log into `FlightRow`s; rows that cannot be read are handed to
/// `reject` with their line and kept out.
struct FlightLogReader {
    let file: String
    let intake: TravelRecordGate

    struct Unrecognised: Error, CustomStringConvertible {
        var file: String
        var description: String { "\(file) is not an OpenFlights, myFlightradar24 or Flighty CSV export (unknown header)" }
    }

    /// Reads the log at `path` through WaymarkTextInput's `RecordReader` (byte-order mark, CRLF,
    /// quoted fields over several lines): every export names a `Date` column, so the header row
    /// is the one naming it, and its names tell the formats apart.
    func read(path: String) throws -> (FlightLogFormat, [FlightRow]) {
        let reader = try RecordReader(path: path, format: .csv, columns: [RecordColumn("Date")])
        var flights: [FlightRow] = []
        var format: FlightLogFormat?
        var column: [String: Int] = [:]
        while true {
            let record: InputRecord
            do {
                guard let next = try reader.next() else { break }
                record = next
            } catch let rejected as RejectedRecord {
                intake.reject(.malformedRow, at: location(rejected.line, rows: reader.lastRecordRows), value: rejected.reason, rows: reader.lastRecordRows)
                continue
            }
            if format == nil {
                guard let header = reader.header, let detected = FlightLogFormat.detect(header: header) else { throw Unrecognised(file: file) }
                format = detected
                for (i, name) in header.enumerated() where column[name] == nil { column[name] = i }
            }
            func field(_ name: String) -> String? {
                guard let i = column[name], i < record.fields.count else { return nil }
                let value = record.fields[i].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
            if let flight = parse(format!, field, location: location(record.line, rows: reader.lastRecordRows), line: record.line, rows: reader.lastRecordRows) {
                flights.append(flight)
            }
        }
        guard let format else {
            // A header alone: a log with no flights, if the header is one we know.
            guard let header = reader.header, let detected = FlightLogFormat.detect(header: header) else { throw Unrecognised(file: file) }
            return (detected, [])
        }
        return (format, flights)
    }

    /// "file:7", or "file:7-9" for a record over several lines.
    private func location(_ line: Int, rows: Int) -> String { "\(file):\(line)" + (rows > 1 ? "-\(line + rows - 1)" : "") }

    /// One row's flight; a refused row is counted with every line it took (`rows`).
    private func parse(_ format: FlightLogFormat, _ field: (String) -> String?, location: String, line: Int, rows: Int) -> FlightRow? {
        guard let dateText = field("Date") else { intake.reject(.malformedRow, at: location, value: "no Date", rows: rows); return nil }
        let datePart = String(dateText.prefix { $0 != " " && $0 != "T" })
        guard let day = day(datePart, location, rows: rows) else { return nil }
        var flight = FlightRow(line: line, departureDay: day, from: [], to: [])
        flight.rows = rows
        switch format {
        case .openFlights:
            flight.from = field("From").map { [$0] } ?? []
            flight.to = field("To").map { [$0] } ?? []
            flight.flightNumber = field("Flight_Number")
            flight.airline = field("Airline")
            if dateText.count > datePart.count { flight.departureMinutes = Self.minutes(String(dateText.dropFirst(datePart.count + 1))) }
            flight.durationMinutes = field("Duration").flatMap(Self.minutes)
        case .flightradar24:
            flight.from = field("From").map(Self.parenthesisedCodes) ?? []
            flight.to = field("To").map(Self.parenthesisedCodes) ?? []
            flight.flightNumber = field("Flight number")
            flight.airline = field("Airline").map { String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) }
            let departure = field("Dep time").flatMap(Self.minutes), arrival = field("Arr time").flatMap(Self.minutes)
            // The export writes 00:00:00 for times the user never entered.
            if !(departure == 0 && (arrival ?? 0) == 0) { flight.departureMinutes = departure; flight.arrivalMinutes = arrival }
            flight.durationMinutes = field("Duration").flatMap(Self.minutes).flatMap { $0 > 0 ? $0 : nil }
        case .flighty:
            flight.from = field("From").map { [$0] } ?? []
            flight.to = (field("Diverted To") ?? field("To")).map { [$0] } ?? []
            flight.airline = field("Airline")
            flight.flightNumber = field("Flight").map { (field("Airline") ?? "") + $0 }
            flight.canceled = field("Canceled")?.lowercased() == "true"
            let departure = ["Gate Departure (Actual)", "Take off (Actual)", "Gate Departure (Scheduled)", "Take off (Scheduled)"]
                .compactMap { field($0) }.first
            let arrival = ["Gate Arrival (Actual)", "Landing (Actual)", "Gate Arrival (Scheduled)", "Landing (Scheduled)"]
                .compactMap { field($0) }.first
            if let departure, departure.count >= 16 { flight.departureMinutes = Self.minutes(String(departure.dropFirst(11))) }
            if let arrival, arrival.count >= 16, let arrivalDay = self.day(String(arrival.prefix(10)), location, rows: rows) {
                flight.arrivalDay = arrivalDay
                flight.arrivalMinutes = Self.minutes(String(arrival.dropFirst(11)))
            }
        }
        guard !flight.from.isEmpty, !flight.to.isEmpty else {
            intake.reject(.malformedRow, at: location, value: "no departure or arrival airport", rows: rows)
            return nil
        }
        return flight
    }

    /// Days since 1970 of "YYYY-MM-DD", refusing dates with no day and dates out of range.
    private func day(_ text: String, _ location: String, rows: Int) -> Int? {
        let parts = text.split(separator: "-")
        if parts.count == 2 || parts.count == 1, Int(parts[0]) != nil {
            intake.reject(.incompleteDate, at: location, value: text, rows: rows)
            return nil
        }
        guard let utc = InstantParser.seconds(text) else { intake.reject(.unreadableTime, at: location, value: text, rows: rows); return nil }
        let day = Int(utc >= 0 ? utc / 86_400 : (utc - 86_399) / 86_400)
        guard intake.checkDay(day, { location }, rows: rows) else { return nil }
        return day
    }

    /// "13:05", "13:05:00" or "03:05:00" (a duration) as minutes; nil when unreadable.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count >= 2, let h = Int(parts[0]), let m = Int(parts[1]), h >= 0, (0..<60).contains(m) else { return nil }
        return h * 60 + m
    }

    /// "London / Heathrow (LHR/EGLL)" → ["LHR", "EGLL"].
    static func parenthesisedCodes(_ text: String) -> [String] {
        guard let open = text.lastIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return [text] }
        return text[text.index(after: open)..<close].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
