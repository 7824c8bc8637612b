import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Stores the flights of a log: each airport matched by IATA or ICAO code through the gazetteer,
/// the departure airport (and its chain) present on the local departure date, the arrival
/// airport on the local arrival date, and the flight with its great-circle distance.
///
/// The arrival date is the log's own when it has one (Flighty); otherwise the departure's local
/// time is turned into an instant with the departure airport's zone, the duration added, and the
/// result read on the arrival airport's clock; with only an arrival time, the arrival date is the
/// one that puts landing within 20 hours after take-off; with no times, the departure date.
struct FlightImport {
    let atlas: AtlasStore
    let intake: TravelRecordGate
    let resolver: FastResolver
    let namer: PlaceNamer
    let zones: LocalTimeZones
    let gazetteer: Gazetteer
    let gazetteerIdentity: String
    let importID: Int

    struct Outcome {
        var format: FlightLogFormat
        var added = 0
        var canceled = 0
        var evidence = 0
        var daysByCountry: [String: Int] = [:]
    }

    struct Airport {
        var chain: [PlaceSnapshot]
        var coordinate: Coordinate
        var clock: LocalClock
    }

    func run(file: String) throws -> Outcome {
        let (format, rows) = try FlightLogReader(file: file, intake: intake).read(path: file)
        var outcome = Outcome(format: format)
        let codes = try AirportCodes(gazetteer: gazetteer)
        var airports: [String: Airport?] = [:]
        func airport(_ candidates: [String]) throws -> Airport? {
            for code in candidates {
                let key = code.uppercased()
                if let known = airports[key] { if let known { return known } else { continue } }
                guard let place = try codes.airport(code: key), let c = place.coordinate else { airports[key] = .some(nil); continue }
                let resolution = try resolver.resolve(c)
                let zone = try zones.timeZone(cityRowid: resolution.city.rowid, longitude: c.longitude)
                let chain = try namer.chain(for: place.id) ?? [place]
                let found = Airport(chain: chain.map { PlaceSnapshot($0, gazetteer: gazetteerIdentity) },
                                    coordinate: c, clock: LocalClock(zone))
                airports[key] = found
                return found
            }
            return nil
        }
        var newDays: [String: Set<String>] = [:]
        try atlas.transaction {
            for row in rows {
                let location = "\(file):\(row.line)"
                if row.canceled { outcome.canceled += 1; intake.accept(); continue }
                let knownFrom = try airport(row.from), knownTo = try airport(row.to)
                guard var from = knownFrom, var to = knownTo else {
                    let unknown = [(knownFrom, row.from), (knownTo, row.to)].filter { $0.0 == nil }.map { $0.1.joined(separator: "/") }
                    guard let known = knownFrom ?? knownTo else {
                        intake.reject(.unknownAirport, at: location, value: unknown.joined(separator: " and "), rows: row.rows); continue
                    }
                    // The flight cannot be drawn, but the traveller was at the known end that day.
                    intake.reject(.unknownAirportOtherEndKept, at: location, value: unknown.joined(separator: " and "), rows: row.rows)
                    try recordKnownEnd(known, departing: knownFrom != nil, row, &outcome, &newDays)
                    continue
                }
                let (departure, offset) = Self.departure(row, &from.clock)
                let arrivalDay = Self.arrivalDay(row, departure: departure, &to.clock)
                // A landing after the accepted dates (a flight on next year's last evening) could not be restored.
                guard intake.checkDay(arrivalDay, { location }, rows: row.rows) else { continue }
                intake.accept()
                let arrivalOffset = to.clock.offset(at: departure + Int64(row.durationMinutes ?? 0) * 60)
                let departureDate = try LocalDay(InstantParser.date(day: row.departureDay)), arrivalDate = try LocalDay(InstantParser.date(day: arrivalDay))
                for snapshot in from.chain + to.chain { try atlas.save(snapshot) }
                let km = (SphericalDistance.meters(from.coordinate, to.coordinate) / 100).rounded() / 10
                let flight = FlightRecord(departureDate: departureDate, arrivalDate: arrivalDate, from: from.chain[0].id, to: to.chain[0].id,
                                          airline: row.airline, flightNumber: row.flightNumber, distanceKilometers: km)
                if try atlas.saveFlight(flight, importID: importID, line: row.line) { outcome.added += 1 }
                for (chain, date, minutes) in [(from.chain, departureDate, offset / 60), (to.chain, arrivalDate, arrivalOffset / 60)] {
                    if try atlas.recordImported(chain.map(\.id), day: date, utcOffsetMinutes: minutes, source: .flight, importID: importID) {
                        outcome.evidence += 1
                        if let country = chain.first(where: { $0.id.kind == .country })?.name { newDays[country, default: []].insert(date.description) }
                    }
                }
            }
        }
        outcome.daysByCountry = newDays.mapValues(\.count)
        return outcome
    }

    /// The one known airport of a row whose other code is unknown: the departure airport on the
    /// departure date, or the arrival airport on the log's arrival date (else the departure
    /// date), each on its own clock.
    func recordKnownEnd(_ known: Airport, departing: Bool, _ row: FlightRow, _ outcome: inout Outcome,
                        _ newDays: inout [String: Set<String>]) throws {
        var clock = known.clock
        let day = departing ? row.departureDay : (row.arrivalDay ?? row.departureDay)
        let minutes = departing ? row.departureMinutes : row.arrivalMinutes
        let offset = clock.offset(at: clock.instant(day: day, minutes: minutes ?? 720))
        let date = InstantParser.date(day: day)
        for snapshot in known.chain { try atlas.save(snapshot) }
        if try atlas.recordImported(known.chain.map(\.id), day: try LocalDay(date), utcOffsetMinutes: offset / 60, source: .flight, importID: importID) {
            outcome.evidence += 1
            if let country = known.chain.first(where: { $0.id.kind == .country })?.name { newDays[country, default: []].insert(date) }
        }
    }

    /// The departure instant (local noon when the log has no time) and the UTC offset then.
    static func departure(_ row: FlightRow, _ clock: inout LocalClock) -> (Int64, Int) {
        let instant = clock.instant(day: row.departureDay, minutes: row.departureMinutes ?? 720)
        return (instant, clock.offset(at: instant))
    }

    static func arrivalDay(_ row: FlightRow, departure: Int64, _ clock: inout LocalClock) -> Int {
        if let day = row.arrivalDay { return day }
        guard row.departureMinutes != nil else { return row.departureDay }
        if let duration = row.durationMinutes { return clock.day(at: departure + Int64(duration) * 60) }
        if let minutes = row.arrivalMinutes {
            for day in [row.departureDay, row.departureDay + 1, row.departureDay - 1, row.departureDay + 2] {
                let landing = clock.instant(day: day, minutes: minutes)
                if landing > departure && landing - departure <= 20 * 3600 { return day }
            }
        }
        return row.departureDay
    }
}
