import WaymarkGeo
import WaymarkSQLite

/// Plain SQL answers to "which cities lie in this region / country": a city lies where its codes
/// say, unless `city_membership` (written by the build from the boundaries) says otherwise. The
/// reference resolver asks them for every point (nothing is indexed in memory); the fast resolver
/// reads the build's per-country lists instead (`countryCities`), and asks `regionLying` only for
/// a city whose country it has not read.
///
/// Kinds are written into the SQL, not bound: SQLite uses a partial index (`places_by_region`'s
/// companions `regions_by_country`, `regionless_by_country`) only when it can see the value.
extension Gazetteer {
    private static let unlisted = "NOT EXISTS (SELECT 1 FROM city_membership m WHERE m.city = place.rowid)"
    private static let city = PlaceKind.city.rawValue

    /// The cities that lie in `region`: rowid and position, in no particular order.
    public func citiesLying(inRegion region: Int) throws -> [PlacePoint] {
        try cityPoints("""
            SELECT rowid, latitude, longitude FROM place WHERE region = ?1 AND kind = \(Self.city) AND \(Self.unlisted)
            UNION ALL
            SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.region = ?1
            """, [.integer(region)])
    }

    /// The cities that lie in `country`: those of each of its regions, those with no region, and
    /// those the boundaries place in it. (A city's coded region always belongs to its coded
    /// country: the build looks regions up by country and admin-1 code.)
    public func citiesLying(inCountry country: Int) throws -> [PlacePoint] {
        // `kind > 2` repeats what `kind = 3` implies, so that SQLite sees the partial index
        // `regionless_by_country` applies instead of scanning every place.
        try cityPoints("""
            SELECT rowid, latitude, longitude FROM place
            WHERE kind = \(Self.city) AND region IN (SELECT rowid FROM place WHERE kind = \(PlaceKind.region.rawValue) AND country = ?1) AND \(Self.unlisted)
            UNION ALL
            SELECT rowid, latitude, longitude FROM place WHERE country = ?1 AND kind > 2 AND kind = \(Self.city) AND region IS NULL AND \(Self.unlisted)
            UNION ALL
            SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.country = ?1
            """, [.integer(country)])
    }

    /// The largest rowid of a country or region (the build numbers them first, so it is small),
    /// through their partial indexes: `max(rowid)` with a kind would scan every place.
    public func largestCountryOrRegionRowid() throws -> Int {
        max(try database.scalarInt("SELECT max(rowid) FROM place INDEXED BY countries_by_continent WHERE kind = \(PlaceKind.country.rawValue)") ?? 0,
            try database.scalarInt("SELECT max(rowid) FROM place INDEXED BY regions_by_country WHERE kind = \(PlaceKind.region.rawValue)") ?? 0)
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

    /// The towns whose own point lies in no country polygon (`city_outside_countries`), each with
    /// the country it lies in (`city_membership`, else its code), in rowid order: a few thousand;
    /// with `latitudes`, only those whose latitude lies in the range.
    public func townsOutsideCountries(latitudes: ClosedRange<Double> = -90...90) throws -> [PlacePoint] {
        let statement = try database.prepare("""
            SELECT c.rowid, c.latitude, c.longitude, coalesce(m.country, c.country)
            FROM city_outside_countries o JOIN place c ON c.rowid = o.city LEFT JOIN city_membership m ON m.city = o.city
            WHERE c.latitude BETWEEN ? AND ?
            ORDER BY o.city
            """)
        try statement.bind([.real(latitudes.lowerBound), .real(latitudes.upperBound)])
        var points: [PlacePoint] = []
        while try statement.step() {
            points.append(PlacePoint(rowid: statement.int(0), coordinate: Coordinate(latitude: statement.double(1), longitude: statement.double(2)),
                                     country: statement.optionalInt(3)))
        }
        return points
    }

    /// The airports that answer coordinates (a footprint in `airport_info`) whose reference point
    /// lies in `latitudes`, or all of them, in rowid order, each with its runways.
    public func airportFootprints(latitudes: ClosedRange<Double>? = nil) throws -> [AirportFootprint] {
        let columns = "SELECT p.rowid, p.latitude, p.longitude, a.footprint_meters, r.end1_lat, r.end1_lon, r.end2_lat, r.end2_lon"
        let statement: Statement
        if let latitudes {
            // Through the partial index `airports_by_latitude`.
            statement = try database.prepare("""
                \(columns) FROM place p JOIN airport_info a ON a.place = p.rowid LEFT JOIN airport_runway r ON r.airport = p.rowid
                WHERE p.kind = \(PlaceKind.airport.rawValue) AND a.footprint_meters IS NOT NULL AND p.latitude BETWEEN ? AND ?
                ORDER BY p.rowid, r.runway
                """)
            try statement.bind([.real(latitudes.lowerBound), .real(latitudes.upperBound)])
        } else {
            // CROSS JOIN keeps SQLite walking the 5,000 rows of airport_info, not all of place.
            statement = try database.prepare("""
                \(columns) FROM airport_info a CROSS JOIN place p ON p.rowid = a.place LEFT JOIN airport_runway r ON r.airport = a.place
                WHERE a.footprint_meters IS NOT NULL ORDER BY a.place, r.runway
                """)
        }
        var footprints: [AirportFootprint] = []
        while try statement.step() {
            let rowid = statement.int(0)
            if footprints.last?.rowid != rowid {
                footprints.append(AirportFootprint(rowid: rowid, reference: Coordinate(latitude: statement.double(1), longitude: statement.double(2)),
                                                   meters: statement.double(3), runways: []))
            }
            if let lat1 = statement.optionalDouble(4) {
                footprints[footprints.count - 1].runways.append(AirportFootprint.Runway(
                    end1: Coordinate(latitude: lat1, longitude: statement.double(5)),
                    end2: Coordinate(latitude: statement.double(6), longitude: statement.double(7))))
            }
        }
        return footprints
    }
}
