import WaymarkSQLite

/// Reads `country_cities` and `boundary_cities` (schema 8) with statements prepared once and
/// kept: the resolver reads a row for each country and each split polygon a batch meets
/// (hundreds on random points), and preparing a statement afresh costs more than running it.
/// Each statement is reset as soon as its row is read, so no read stays open between calls.
/// Not thread-safe, like the resolver that owns it.
///
/// ```swift
/// let reader = gazetteer.makeCountryCityReader()
/// if let blob = try reader.countryCityBlob(countryRowid) {
///     let cities = try CountryCityCodec.decode(blob)
///     print(cities.count)
/// }
/// ```
public final class CountryCityReader {
    private let database: Database
    private var countryStatement: Statement?
    private var boundaryStatement: Statement?
    private static let countrySQL = "SELECT cities FROM country_cities WHERE country = ?"
    private static let boundarySQL = "SELECT cities FROM boundary_cities WHERE boundary = ?"

    init(database: Database) { self.database = database }

    /// The stored `CountryCityCodec` blob of `country`'s cities, for a caller that decodes it
    /// straight into its own records (`CountryCityCodec.forEachCity`); nil for a country with none.
    public func countryCityBlob(_ country: Int) throws -> [UInt8]? {
        let statement = try countryStatement ?? database.prepare(Self.countrySQL)
        countryStatement = statement
        return try Self.blob(statement, country)
    }

    /// The positions in its country's `countryCities` list of the cities that a split or derived
    /// region polygon contains (`boundary_cities`), ascending; nil for a boundary with no row.
    public func boundaryCityPositions(_ boundary: Int) throws -> [Int]? {
        let statement = try boundaryStatement ?? database.prepare(Self.boundarySQL)
        boundaryStatement = statement
        return try Self.blob(statement, boundary).map(BoundaryCityCodec.decode)
    }

    /// The blob of the row keyed `key`, or nil; the statement is left reset.
    private static func blob(_ statement: Statement, _ key: Int) throws -> [UInt8]? {
        defer { statement.reset() }
        try statement.bind([.integer(key)])
        return try statement.step() ? statement.blob(0) : nil
    }
}

extension Gazetteer {
    /// A reader of this file's `country_cities` and `boundary_cities`, for one thread.
    public func makeCountryCityReader() -> CountryCityReader { CountryCityReader(database: database) }

    /// The cities that lie in `country` by the boundaries (codes, unless `city_membership` says
    /// otherwise), by latitude then rowid; empty for a country with none.
    public func countryCities(_ country: Int) throws -> CountryCityList {
        guard let blob = try countryCityBlob(country) else { return CountryCityList() }
        return try CountryCityCodec.decode(blob)
    }

    /// `CountryCityReader.countryCityBlob`, for a single read.
    public func countryCityBlob(_ country: Int) throws -> [UInt8]? {
        try makeCountryCityReader().countryCityBlob(country)
    }

    /// `CountryCityReader.boundaryCityPositions`, for a single read.
    public func boundaryCityPositions(_ boundary: Int) throws -> [Int]? {
        try makeCountryCityReader().boundaryCityPositions(boundary)
    }

    /// The rowid of every country that has a row in `country_cities`, ascending.
    public func countriesWithCities() throws -> [Int] {
        let statement = try database.prepare("SELECT country FROM country_cities ORDER BY country")
        var countries: [Int] = []
        while try statement.step() { countries.append(statement.int(0)) }
        return countries
    }

    /// The largest boundary rowid with a row in `boundary_cities` (0 for none): a lookup at the
    /// end of its key, not a scan.
    public func largestBoundaryWithCities() throws -> Int {
        try database.scalarInt("SELECT max(boundary) FROM boundary_cities") ?? 0
    }

    /// The largest rowid of any place (a lookup at the end of the table's b-tree, not a scan).
    public func largestPlaceRowid() throws -> Int {
        try database.scalarInt("SELECT max(rowid) FROM place") ?? 0
    }

    /// Each region's country, as (region, country) pairs. Through the partial index
    /// `regions_by_country` (the kind is written into the SQL so that SQLite sees it applies), so
    /// it reads the few thousand regions rather than scanning every place.
    public func regionCountryPairs() throws -> [(region: Int, country: Int)] {
        let statement = try database.prepare(
            "SELECT rowid, country FROM place INDEXED BY regions_by_country WHERE kind = \(PlaceKind.region.rawValue)")
        var pairs: [(region: Int, country: Int)] = []
        while try statement.step() { pairs.append((statement.int(0), statement.int(1))) }
        return pairs
    }
}
