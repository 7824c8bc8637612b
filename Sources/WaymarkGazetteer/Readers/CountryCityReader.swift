import WaymarkSQLite

/// Reads `country_cities` (schema 8): one country's cities, already in search order, from one
/// row, so the resolver never reads the 235,000 cities of the world to build a country's list.
extension Gazetteer {
    /// The cities that lie in `country` by the boundaries (codes, unless `city_membership` says
    /// otherwise), by latitude then rowid; empty for a country with none.
    public func countryCities(_ country: Int) throws -> CountryCityList {
        guard let blob = try countryCityBlob(country) else { return CountryCityList() }
        return try CountryCityCodec.decode(blob)
    }

    /// The stored `CountryCityCodec` blob of `countryCities(_:)`, for a caller that decodes it
    /// straight into its own records (`CountryCityCodec.forEachCity`); nil for a country with none.
    public func countryCityBlob(_ country: Int) throws -> [UInt8]? {
        let statement = try database.prepare("SELECT cities FROM country_cities WHERE country = ?")
        try statement.bind([.integer(country)])
        return try statement.step() ? statement.blob(0) : nil
    }

    /// The positions in its country's `countryCities` list of the cities that a split or derived
    /// region polygon contains (`boundary_cities`), ascending; nil for a boundary with no row.
    public func boundaryCityPositions(_ boundary: Int) throws -> [Int]? {
        let statement = try database.prepare("SELECT cities FROM boundary_cities WHERE boundary = ?")
        try statement.bind([.integer(boundary)])
        return try statement.step() ? BoundaryCityCodec.decode(statement.blob(0)) : nil
    }

    /// The rowid of every country that has a row in `country_cities`, ascending.
    public func countriesWithCities() throws -> [Int] {
        let statement = try database.prepare("SELECT country FROM country_cities ORDER BY country")
        var countries: [Int] = []
        while try statement.step() { countries.append(statement.int(0)) }
        return countries
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
