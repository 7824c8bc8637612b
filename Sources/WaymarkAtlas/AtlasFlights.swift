import WaymarkGazetteer
import WaymarkCalendar
import WaymarkSQLite

/// A flight from a flight log, as the atlas stores it.
///
/// ```swift
/// let flight = FlightRecord(departureDate: try LocalDay("2019-03-01"), arrivalDate: try LocalDay("2019-03-02"),
///                           from: PlaceID("airport:FRA")!, to: PlaceID("airport:NRT")!, airline: "LH", flightNumber: "LH716",
///                           distanceKilometers: 9_349)
/// ```
public struct FlightRecord: Codable, Equatable, Sendable {
    /// The local dates of departure and arrival, each at its own airport.
    public var departureDate: LocalDay
    /// The local date of arrival, at `to`.
    public var arrivalDate: LocalDay
    /// The airport the flight left from.
    public var from: PlaceID
    /// The airport it landed at.
    public var to: PlaceID
    /// The airline as the log names it; nil when it names none.
    public var airline: String?
    /// The flight number as the log gives it; nil when it gives none.
    public var flightNumber: String?
    /// The great-circle distance between the two airports, in kilometres.
    public var distanceKilometers: Double

    /// A flight as the log describes it.
    public init(departureDate: LocalDay, arrivalDate: LocalDay, from: PlaceID, to: PlaceID, airline: String?, flightNumber: String?,
                distanceKilometers: Double) {
        self.departureDate = departureDate; self.arrivalDate = arrivalDate; self.from = from; self.to = to
        self.airline = airline; self.flightNumber = flightNumber; self.distanceKilometers = distanceKilometers
    }
}

extension AtlasStore {
    /// Stores a flight read from row `line` of an import's file; false when that row is already
    /// stored (a rerun after an interruption). The airports' snapshots must have been saved.
    @discardableResult
    public func saveFlight(_ flight: FlightRecord, importID: Int, line: Int) throws -> Bool {
        try database.prepare("""
            INSERT OR IGNORE INTO flight(import_id, line, departure_date, arrival_date, from_place, to_place, airline, flight_number, distance_km)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run([.integer(importID), .integer(line), .text(flight.departureDate.description), .text(flight.arrivalDate.description),
                      .text(flight.from.description), .text(flight.to.description), text(flight.airline), text(flight.flightNumber),
                      .real(flight.distanceKilometers)])
        return (try database.scalarInt("SELECT changes()") ?? 0) > 0
    }

    /// Every stored flight in date order. The same flight found in two logs (same day, airports
    /// and number) is one flight.
    public func flights(year: Int? = nil) throws -> [FlightRecord] {
        let s = try database.prepare("""
            SELECT departure_date, min(arrival_date), from_place, to_place, min(airline), flight_number, min(distance_km) FROM flight
            WHERE ?1 IS NULL OR substr(departure_date, 1, 4) = ?1
            GROUP BY departure_date, from_place, to_place, coalesce(flight_number, '')
            ORDER BY departure_date, from_place, to_place, flight_number
            """)
        try s.bind([year.map { .text(String($0)) } ?? .null])
        var result: [FlightRecord] = []
        while try s.step() {
            guard let from = s.text(2).flatMap(PlaceID.init), let to = s.text(3).flatMap(PlaceID.init) else { continue }
            result.append(FlightRecord(departureDate: try storedDay(s, 0, "flight \(from) → \(to)"),
                                       arrivalDate: try storedDay(s, 1, "flight \(from) → \(to)"), from: from, to: to,
                                       airline: s.text(4), flightNumber: s.text(5), distanceKilometers: s.double(6)))
        }
        return result
    }
}

extension AtlasStore {
    /// Every stored flight row as the export writes it: with its import's sha256 and its row.
    func exportedFlights() throws -> [AtlasExport.Flight] {
        let s = try database.prepare("""
            SELECT i.sha256, f.line, f.departure_date, f.arrival_date, f.from_place, f.to_place, f.airline, f.flight_number, f.distance_km
            FROM flight f JOIN import i ON i.id = f.import_id ORDER BY i.sha256, f.line
            """)
        var result: [AtlasExport.Flight] = []
        while try s.step() {
            guard let from = s.text(4).flatMap(PlaceID.init), let to = s.text(5).flatMap(PlaceID.init) else { continue }
            let record = FlightRecord(departureDate: try storedDay(s, 2, "flight \(from) → \(to)"),
                                      arrivalDate: try storedDay(s, 3, "flight \(from) → \(to)"), from: from, to: to,
                                      airline: s.text(6), flightNumber: s.text(7), distanceKilometers: s.double(8))
            result.append(AtlasExport.Flight(importSha256: s.text(0) ?? "", line: s.int(1), record: record))
        }
        return result
    }
}
