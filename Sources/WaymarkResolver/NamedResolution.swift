import WaymarkGazetteer

extension PlaceNamer {
    /// A resolution's places, named, most specific first: airport, city, region, country, then
    /// the continent. Open water gives an empty chain.
    public func chain(_ resolution: Resolution) throws -> [GazetteerPlace] {
        try chain(rowids: [resolution.airport.rowid, resolution.city.rowid, resolution.region.rowid, resolution.country.rowid])
    }
}
