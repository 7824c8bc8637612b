import WaymarkSQLite

/// What passport statistics compare an atlas against: the world's countries and each country's
/// regions, as this gazetteer counts them.
///
/// ```swift
/// let totals = try gazetteer.totals()
/// let french = totals.regionsPerCountry[PlaceID(kind: .country, code: "FR")] ?? 0
/// print("\(totals.supportedCountries) countries; France has \(french) regions")
/// ```
public struct GazetteerTotals: Equatable, Sendable {
    /// Countries the gazetteer supports (the denominator of "share of the world").
    public var supportedCountries: Int
    /// Regions per country.
    public var regionsPerCountry: [PlaceID: Int]

    /// Totals as given; `Gazetteer.totals()` reads them from the file.
    public init(supportedCountries: Int, regionsPerCountry: [PlaceID: Int]) {
        self.supportedCountries = supportedCountries
        self.regionsPerCountry = regionsPerCountry
    }
}

extension Gazetteer {
    /// The countries marked supported in `country_info`, and the number of regions each country
    /// has, read from this file. Countries without regions have no entry.
    public func totals() throws -> GazetteerTotals {
        let supported = try database.scalarInt("SELECT count(*) FROM country_info WHERE supported = 1") ?? 0
        var perCountry: [PlaceID: Int] = [:]
        let statement = try database.prepare("""
            SELECT c.code, count(*) FROM place r JOIN place c ON c.rowid = r.country
            WHERE r.kind = ? GROUP BY c.code
            """)
        try statement.bind([.integer(PlaceKind.region.rawValue)])
        while try statement.step() {
            if let code = statement.text(0) { perCountry[PlaceID(kind: .country, code: code)] = statement.int(1) }
        }
        return GazetteerTotals(supportedCountries: supported, regionsPerCountry: perCountry)
    }
}
