import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// The slow, obviously correct resolver that the fast one is checked against: every candidate
/// comes from an SQL query, every polygon is tested with the plain ring test over all its edges,
/// every distance is a brute-force scan. The only thing kept between points is the decoded form of
/// each polygon blob, which is a pure function of the stored bytes.
public final class ReferenceResolver: CandidateSource {
    let database: Database
    private var decoded: [Int: Polygon] = [:]
    /// A city section's point answers as its city (`city_section`).
    private let sectionParents: [Int: Int]

    public init(gazetteer: Gazetteer) {
        database = gazetteer.connection
        sectionParents = (try? gazetteer.citySectionParents()) ?? [:]
    }

    public func resolve(_ c: Coordinate) throws -> Resolution {
        try ResolutionRules.resolve(c, using: self)
    }

    /// Boundaries whose boxes meet `box`: the box test runs on the covering index alone, then
    /// each match's row is read and its polygon decoded afresh.
    func boundaries(level: Int, in box: BoundingBox) throws -> [(hit: BoundaryHit, polygon: Polygon)] {
        let candidates = try database.prepare("""
            SELECT rowid FROM boundary INDEXED BY boundary_by_box
            WHERE level = ? AND min_lat <= ? AND max_lat >= ? AND min_lon <= ? AND max_lon >= ?
            ORDER BY rowid
            """)
        try candidates.bind([.integer(level), .real(box.maxLatitude), .real(box.minLatitude), .real(box.maxLongitude), .real(box.minLongitude)])
        var rowids: [Int] = []
        while try candidates.step() { rowids.append(candidates.int(0)) }
        let row = try database.prepare("SELECT rowid, place, country, decision, area_km2, CASE WHEN ?2 THEN NULL ELSE geometry END FROM boundary WHERE rowid = ?1")
        var result: [(hit: BoundaryHit, polygon: Polygon)] = []
        for rowid in rowids {
            row.reset()
            try row.bind([.integer(rowid), .integer(decoded[rowid] == nil ? 0 : 1)])
            guard try row.step() else { continue }
            let hit = BoundaryHit(boundary: row.int(0), place: row.optionalInt(1), country: row.int(2),
                                  decision: BoundaryDecision(rawValue: row.text(3) ?? "") ?? .excluded, areaSquareKilometers: row.double(4))
            if decoded[rowid] == nil { decoded[rowid] = try PolygonCodec.decode(row.blob(5)) }
            result.append((hit, decoded[rowid]!))
        }
        return result
    }

    public func polygons(level: Int, containing c: Coordinate, country: Int?) throws -> [BoundaryHit] {
        let point = BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        return try boundaries(level: level, in: point).filter { $0.polygon.contains(c) && (country == nil || $0.hit.country == country) }.map(\.hit)
    }

    public func smallestPolygon(level: Int, containing c: Coordinate, country: Int?) throws -> BoundaryHit? {
        ResolutionRules.smallest(try polygons(level: level, containing: c, country: country))
    }

    public func countryPolygons(near c: Coordinate, within meters: Double) throws -> [(hit: BoundaryHit, meters: Double)] {
        var seen = Set<Int>()
        var found: [(hit: BoundaryHit, meters: Double)] = []
        for box in SphericalDistance.boxes(around: c, meters: meters) {
            for candidate in try boundaries(level: 0, in: box) where seen.insert(candidate.hit.boundary).inserted {
                let d = candidate.polygon.metersToBoundary(from: c)
                if d <= meters { found.append((candidate.hit, d)) }
            }
        }
        return found
    }

    /// Brute force over the rows of `sql` (rowid, latitude, longitude): the smallest haversine
    /// term wins, then the smaller rowid.
    func nearest(_ sql: String, _ values: [SQLiteValue], to c: Coordinate, within limit: Double = .infinity,
                 accept: (Coordinate) -> Bool = { _ in true }) throws -> NearbyPlace? {
        try ranked(sql, values, to: c, within: limit, accept: accept).first
    }

    /// Every row of `sql` within `limit`, nearest first (ties to the smaller rowid).
    func ranked(_ sql: String, _ values: [SQLiteValue], to c: Coordinate, within limit: Double = .infinity,
                accept: (Coordinate) -> Bool = { _ in true }) throws -> [NearbyPlace] {
        let statement = try database.prepare(sql)
        try statement.bind(values)
        let limitH = limit.isFinite ? SphericalDistance.haversine(ofMeters: limit) : 2
        let cosC = SphericalDistance.cosine(of: c.latitude)
        var found: [(h: Double, rowid: Int)] = []
        while try statement.step() {
            let p = Coordinate(latitude: statement.double(1), longitude: statement.double(2))
            guard accept(p) else { continue }
            let h = SphericalDistance.haversine(c, cosC, p, SphericalDistance.cosine(of: p.latitude))
            let rowid = statement.int(0)
            if h <= limitH { found.append((h, sectionParents[rowid] ?? rowid)) }
        }
        return found.sorted { ($0.h, $0.rowid) < ($1.h, $1.rowid) }
            .map { NearbyPlace(rowid: $0.rowid, meters: SphericalDistance.meters(haversine: $0.h)) }
    }

    // A city counts where it lies by the boundaries: its codes, unless `city_membership` (written
    // by the build, see `CityMembership`) says otherwise.
    static let unlisted = "NOT EXISTS (SELECT 1 FROM city_membership m WHERE m.city = place.rowid)"

    static let citiesOfRegion = """
        SELECT rowid, latitude, longitude FROM place WHERE region = ?1 AND kind = 3 AND \(unlisted)
        UNION ALL
        SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.region = ?1
        """

    /// The country's cities: those of each of its regions, those with no region, and those the
    /// boundaries place in it.
    static let citiesOfCountry = """
        SELECT rowid, latitude, longitude FROM place
        WHERE kind = 3 AND region IN (SELECT rowid FROM place WHERE kind = 2 AND country = ?1) AND \(unlisted)
        UNION ALL
        SELECT rowid, latitude, longitude FROM place WHERE country = ?1 AND kind > 2 AND kind = 3 AND region IS NULL AND \(unlisted)
        UNION ALL
        SELECT c.rowid, c.latitude, c.longitude FROM city_membership m JOIN place c ON c.rowid = m.city WHERE m.country = ?1
        """

    public func nearestCity(to c: Coordinate, inRegion region: Int) throws -> NearbyPlace? {
        try nearest(Self.citiesOfRegion, [.integer(region)], to: c)
    }

    public func nearestCities(to c: Coordinate, inRegion region: Int?, country: Int, count: Int) throws -> [NearbyPlace] {
        let all = try region.map { try ranked(Self.citiesOfRegion, [.integer($0)], to: c) }
            ?? ranked(Self.citiesOfCountry, [.integer(country)], to: c)
        return Array(all.prefix(count))
    }

    public func nearestCity(to c: Coordinate, inCountry country: Int, insideBoundary boundary: Int?) throws -> NearbyPlace? {
        var polygon: Polygon?
        if let boundary {
            let statement = try database.prepare("SELECT geometry FROM boundary WHERE rowid = ?")
            try statement.bind([.integer(boundary)])
            guard try statement.step() else { return nil }
            polygon = try PolygonCodec.decode(statement.blob(0))
        }
        return try nearest(Self.citiesOfCountry, [.integer(country)], to: c, accept: { polygon?.contains($0) ?? true })
    }

    public func region(ofCity city: Int) throws -> Int? {
        try database.scalarInt("""
            SELECT CASE WHEN m.city IS NULL THEN p.region ELSE m.region END
            FROM place p LEFT JOIN city_membership m ON m.city = p.rowid WHERE p.rowid = ?
            """, [.integer(city)])
    }

    public func nearestAirport(to c: Coordinate, within meters: Double) throws -> NearbyPlace? {
        // A latitude band only: a longitude range would break across the antimeridian.
        let box = SphericalDistance.boxes(around: c, meters: meters)[0]
        return try nearest("""
            SELECT rowid, latitude, longitude FROM place WHERE kind = 4 AND latitude BETWEEN ? AND ?
            """, [.real(box.minLatitude), .real(box.maxLatitude)], to: c, within: meters)
    }
}
