import WaymarkSQLite

extension Gazetteer {
    /// How many countries the gazetteer supports: the denominator of "share of the world".
    public func supportedCountryCount() throws -> Int {
        try database.scalarInt("SELECT count(*) FROM country_info WHERE supported = 1") ?? 0
    }

    /// How many regions each country has, by country ID.
    public func regionCountsByCountry() throws -> [PlaceID: Int] {
        let s = try database.prepare("""
            SELECT c.code, count(*) FROM place r JOIN place c ON c.rowid = r.country
            WHERE r.kind = ?1 AND c.kind = ?2 GROUP BY c.code ORDER BY c.code
            """)
        try s.bind([.integer(PlaceKind.region.rawValue), .integer(PlaceKind.country.rawValue)])
        var result: [PlaceID: Int] = [:]
        while try s.step() { result[PlaceID(kind: .country, code: s.text(0) ?? "")] = s.int(1) }
        return result
    }
}
