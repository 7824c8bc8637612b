import WaymarkSQLite

/// Finds airports by the codes flight logs carry: IATA (the airport's stable code, "LHR") or
/// ICAO ("EGLL"). Prepared once; not for sharing between threads.
///
/// ```swift
/// let codes = try AirportCodes(gazetteer: gazetteer)
/// print(try codes.airport(code: "egll")?.label ?? "unknown")   // the airport IATA calls LHR
/// ```
public final class AirportCodes {
    private let byIATA: Statement
    private let byICAO: Statement

    /// Prepares the two lookups on `gazetteer`.
    public init(gazetteer: Gazetteer) throws {
        let database = gazetteer.database
        byIATA = try database.prepare(PlaceLookup.columns + " WHERE p.kind = ? AND p.code = ?")
        byICAO = try database.prepare(PlaceLookup.columns + " WHERE p.kind = ? AND ai.icao = ? ORDER BY p.rowid LIMIT 1")
    }

    /// The airport with this three-letter IATA or four-letter ICAO code (letters in any case).
    public func airport(code: String) throws -> GazetteerPlace? {
        let upper = code.uppercased()
        switch upper.utf8.count {
        case 3: return try first(byIATA, upper)
        case 4: return try first(byICAO, upper)
        default: return nil
        }
    }

    private func first(_ statement: Statement, _ code: String) throws -> GazetteerPlace? {
        defer { statement.reset() }
        try statement.bind([.integer(PlaceKind.airport.rawValue), .text(code)])
        return try statement.step() ? PlaceLookup.read(statement) : nil
    }
}
