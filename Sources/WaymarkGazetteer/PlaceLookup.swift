import WaymarkGeo
import WaymarkSQLite

/// Reads whole places, with their ancestry, by rowid or stable ID. One prepared statement,
/// reused; not for sharing between threads.
///
/// ```swift
/// let lookup = try gazetteer.makeLookup()
/// let kef = try lookup.place(id: PlaceID(kind: .airport, code: "KEF"))   // with its city, country and continent
/// ```
public final class PlaceLookup {
    let byRowid: Statement
    let byCode: Statement

    /// The one query of a whole place: the place joined with its continent, country, region and
    /// city, and with its kind's own codes. Every reader of places in this module (lookups,
    /// listings, airport codes, search summaries) selects through it and adds only its WHERE.
    /// Columns: 0 rowid, 1 kind, 2 code, 3 name, 4 latitude, 5 longitude, 6 population,
    /// 7 importance, 8–9 continent code and name, 10–11 country, 12–13 region, 14–15 city,
    /// 16 country ISO alpha-3, 17 region's own ISO 3166-2, 18 ICAO, 19 ISO 3166-2 of the place's
    /// region, 20 an airport's municipality.
    static let columns = """
        SELECT p.rowid, p.kind, p.code, p.name, p.latitude, p.longitude, p.population, p.importance,
               n.code, n.name, c.code, c.name, r.code, r.name, t.code, t.name,
               ci.iso3, ri.iso3166_2, ai.icao, rr.iso3166_2, ai.municipality
        FROM place p
        LEFT JOIN place n ON n.rowid = p.continent
        LEFT JOIN place c ON c.rowid = p.country
        LEFT JOIN place r ON r.rowid = p.region
        LEFT JOIN place t ON t.rowid = p.city
        LEFT JOIN country_info ci ON ci.place = p.rowid
        LEFT JOIN region_info ri ON ri.place = p.rowid
        LEFT JOIN airport_info ai ON ai.place = p.rowid
        LEFT JOIN region_info rr ON rr.place = p.region
        """

    init(database: Database) throws {
        byRowid = try database.prepare(Self.columns + " WHERE p.rowid = ?")
        byCode = try database.prepare(Self.columns + " WHERE p.code = ? AND p.kind = ?")
    }

    /// The place at `rowid` in this file, nil when there is none.
    public func place(rowid: Int) throws -> GazetteerPlace? {
        defer { byRowid.reset() }
        try byRowid.bind([.integer(rowid)])
        return try byRowid.step() ? Self.read(byRowid) : nil
    }

    /// The place with the stable ID `id`, nil when this gazetteer has none.
    public func place(id: PlaceID) throws -> GazetteerPlace? {
        defer { byCode.reset() }
        try byCode.bind([.text(id.code), .integer(id.kind.rawValue)])
        return try byCode.step() ? Self.read(byCode) : nil
    }

    /// Builds a place from a row of `columns` starting at `offset`.
    public static func read(_ s: Statement, offset: Int32 = 0) -> GazetteerPlace {
        func reference(_ kind: PlaceKind, _ column: Int32) -> PlaceReference? {
            guard let code = s.text(offset + column), let name = s.text(offset + column + 1) else { return nil }
            return PlaceReference(id: PlaceID(kind: kind, code: code), name: name)
        }
        let kind = PlaceKind(rawValue: s.int(offset + 1)) ?? .city
        let code = s.text(offset + 2) ?? ""
        let coordinate = s.optionalDouble(offset + 4).flatMap { lat in s.optionalDouble(offset + 5).map { Coordinate(latitude: lat, longitude: $0) } }
        var codes = PlaceCodes()
        switch kind {
        case .country: codes.iso2 = code; codes.iso3 = s.text(offset + 16)
        case .region: codes.iso3166_2 = s.text(offset + 17)
        case .airport: codes.iata = code; codes.icao = s.text(offset + 18)
        case .continent, .city: break
        }
        return GazetteerPlace(
            rowid: s.int(offset), id: PlaceID(kind: kind, code: code), name: s.text(offset + 3) ?? "",
            continent: reference(.continent, 8), country: reference(.country, 10), region: reference(.region, 12),
            city: reference(.city, 14), coordinate: coordinate, population: s.int(offset + 6), importance: s.double(offset + 7),
            codes: codes, regionISO: s.text(offset + 19))
    }
}

extension Gazetteer {
    /// A lookup bound to this gazetteer's connection.
    public func makeLookup() throws -> PlaceLookup { try PlaceLookup(database: database) }
}
