import WaymarkGeo
import WaymarkSQLite

/// Plain SQL answers to "which cities lie in this region / country", for the reference resolver:
/// a city lies where its codes say, unless `city_membership` (written by the build from the
/// boundaries) says otherwise. Slow on purpose: nothing is indexed in memory.
extension Gazetteer {
    private static let unlisted = "NOT EXISTS (SELECT 1 FROM city_membership m WHERE m.city = place.rowid)"

    /// The cities that lie in `region`: rowid and position, in no particular order.
    public func citiesLying(inRegion region: Int) throws -> [PlacePoint] {
        try cityPoints("""
            SELECT rowid, latitude, longitude FROM place WHERE region = ?1 AND kind = ?2 AND \(Self.unlisted)
            UNION ALL
            SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.region = ?1
            """, [.integer(region), .integer(PlaceKind.city.rawValue)])
    }

    /// The cities that lie in `country`: those of each of its regions, those with no region, and
    /// those the boundaries place in it.
    public func citiesLying(inCountry country: Int) throws -> [PlacePoint] {
        try cityPoints("""
            SELECT rowid, latitude, longitude FROM place
            WHERE kind = ?2 AND region IN (SELECT rowid FROM place WHERE kind = ?3 AND country = ?1) AND \(Self.unlisted)
            UNION ALL
            SELECT rowid, latitude, longitude FROM place WHERE country = ?1 AND kind = ?2 AND region IS NULL AND \(Self.unlisted)
            UNION ALL
            SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.country = ?1
            """, [.integer(country), .integer(PlaceKind.city.rawValue), .integer(PlaceKind.region.rawValue)])
    }

    private func cityPoints(_ sql: String, _ values: [SQLiteValue]) throws -> [PlacePoint] {
        let statement = try database.prepare(sql)
        try statement.bind(values)
        var points: [PlacePoint] = []
        while try statement.step() {
            points.append(PlacePoint(rowid: statement.int(0), coordinate: Coordinate(latitude: statement.double(1), longitude: statement.double(2))))
        }
        return points
    }

    /// The region a city lies in: its code, unless `city_membership` says otherwise.
    public func regionLying(city: Int) throws -> Int? {
        try database.scalarInt("""
            SELECT CASE WHEN m.city IS NULL THEN p.region ELSE m.region END
            FROM place p LEFT JOIN city_membership m ON m.city = p.rowid WHERE p.rowid = ?
            """, [.integer(city)])
    }

    /// Airports whose latitude lies in `range`. The kind is written into the SQL, not bound:
    /// SQLite uses the partial index `airports_by_latitude` only when it can see the value.
    public func airports(latitudes range: ClosedRange<Double>) throws -> [PlacePoint] {
        let statement = try database.prepare(
            "SELECT rowid, latitude, longitude FROM place WHERE kind = \(PlaceKind.airport.rawValue) AND latitude BETWEEN ? AND ?")
        try statement.bind([.real(range.lowerBound), .real(range.upperBound)])
        var points: [PlacePoint] = []
        while try statement.step() {
            points.append(PlacePoint(rowid: statement.int(0), coordinate: Coordinate(latitude: statement.double(1), longitude: statement.double(2))))
        }
        return points
    }
}
