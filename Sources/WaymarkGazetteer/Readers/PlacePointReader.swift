import WaymarkGeo
import WaymarkSQLite

/// A place's rowid and position, with the region and country it counts in.
///
/// ```swift
/// for city in try gazetteer.points(of: .city).prefix(3) {
///     print(city.rowid, city.coordinate, city.country ?? 0)
/// }
/// ```
public struct PlacePoint: Sendable {
    /// The place's rowid in this file.
    public var rowid: Int
    /// Where the place lies.
    public var coordinate: Coordinate
    /// The rowid of the region the place counts in; nil for none.
    public var region: Int?
    /// The rowid of the country the place counts in; nil for none.
    public var country: Int?

    /// A point as given; the region and country default to none.
    public init(rowid: Int, coordinate: Coordinate, region: Int? = nil, country: Int? = nil) {
        self.rowid = rowid; self.coordinate = coordinate; self.region = region; self.country = country
    }
}

/// Where a city lies by the boundaries, where that differs from its codes (`city_membership`).
public struct CityPlacement: Sendable, Equatable {
    /// The city's rowid.
    public var city: Int
    /// The rowid of the country the city lies in by the boundaries.
    public var country: Int
    /// The rowid of the region it lies in by the boundaries; nil for none.
    public var region: Int?

    /// A placement as given.
    public init(city: Int, country: Int, region: Int?) {
        self.city = city; self.country = country; self.region = region
    }
}

/// What placing every city by the boundaries finds, for the build to store: the cities whose place
/// differs from their codes (`city_membership`) and the cities whose own point lies in no country
/// polygon (`city_outside_countries`), each in rowid order.
public struct CityPlacements: Sendable, Equatable {
    /// The cities whose place by the boundaries differs from their codes.
    public var differences: [CityPlacement]
    /// The rowids of cities whose own point lies in no country polygon.
    public var outsideCountries: [Int]

    /// Placements as given.
    public init(differences: [CityPlacement], outsideCountries: [Int]) {
        self.differences = differences; self.outsideCountries = outsideCountries
    }
}

extension Gazetteer {
    /// Every place of `kind` with a position, in rowid order, with its coded region and country.
    public func points(of kind: PlaceKind) throws -> [PlacePoint] {
        var points: [PlacePoint] = []
        try forEachPoint(of: kind) { points.append($0) }
        return points
    }

    /// `points(of:)` one at a time, for callers that keep their own compact arrays (the build
    /// reads 235,000 cities, and a transient array of them costs time).
    public func forEachPoint(of kind: PlaceKind, _ body: (PlacePoint) throws -> Void) throws {
        // Airports (5,000 of 245,000 places) are read as a run of rowids that starts at the
        // lowest one their partial index holds; the other kinds scan the table, as most places
        // are cities. The build numbers places kind after kind, so the run holds the airports
        // alone, read in table order; were they spread out, the run would be longer but the
        // answer the same. Reading them in the index's order instead cost a table lookup per
        // airport and a sort, a fifth of the resolver's start-up.
        let statement = try database.prepare(kind == .airport ? """
            SELECT rowid, latitude, longitude, region, country FROM place
            WHERE rowid >= (SELECT min(rowid) FROM place INDEXED BY airports_by_latitude WHERE kind = \(PlaceKind.airport.rawValue))
              AND kind = \(PlaceKind.airport.rawValue)
            ORDER BY rowid
            """ : """
            SELECT rowid, latitude, longitude, region, country FROM place WHERE kind = ? ORDER BY rowid
            """)
        if kind != .airport { try statement.bind([.integer(kind.rawValue)]) }
        while try statement.step() {
            try body(PlacePoint(rowid: statement.int(0), coordinate: Coordinate(latitude: statement.double(1), longitude: statement.double(2)),
                                region: statement.optionalInt(3), country: statement.optionalInt(4)))
        }
    }

    /// The rows of `city_membership`, in rowid order.
    public func cityPlacements() throws -> [CityPlacement] {
        let statement = try database.prepare("SELECT city, country, region FROM city_membership ORDER BY city")
        var rows: [CityPlacement] = []
        while try statement.step() { rows.append(CityPlacement(city: statement.int(0), country: statement.int(1), region: statement.optionalInt(2))) }
        return rows
    }

    /// The country each region belongs to, by region rowid.
    public func regionCountries() throws -> [Int: Int] {
        let statement = try database.prepare("SELECT rowid, country FROM place WHERE kind = ?")
        try statement.bind([.integer(PlaceKind.region.rawValue)])
        var result: [Int: Int] = [:]
        while try statement.step() { result[statement.int(0)] = statement.int(1) }
        return result
    }
}
