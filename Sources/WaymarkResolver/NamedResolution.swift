import WaymarkGazetteer

extension PlaceNamer {
    /// A resolution's places, named, most specific first: airport, city, region, country, then
    /// the continent. Open water gives an empty chain.
    public func chain(_ resolution: Resolution) throws -> [GazetteerPlace] {
        try chain(rowids: [resolution.airport.rowid, resolution.city.rowid, resolution.region.rowid, resolution.country.rowid])
    }

    /// The label of the answer, from its own country, region and city (see `label(city:region:country:)`),
    /// led by the city's section where the point is in one: "Mitte, Berlin, Germany".
    /// A region named like the section is left out, as the section says it ("Wan Chai, Hong Kong");
    /// a numbered section named after its city ("Paris 04 Hôtel-de-Ville") is left out itself, as
    /// the city says it.
    ///
    /// ```swift
    /// try namer.label(resolver.resolve(Coordinate(latitude: 52.5163, longitude: 13.3777)))  // "Tiergarten, Berlin, Germany"
    /// ```
    /// - Returns: nil for open water (no country).
    /// - Throws: a read error of the gazetteer file.
    public func label(_ r: Resolution) throws -> String? {
        let city = try named(rowid: r.city.rowid)
        guard let section = try named(rowid: r.locality.rowid),
              !TextFolding.fold(section.name).hasPrefix(TextFolding.fold(city?.name ?? section.name) + " ") else {
            return try label(city: r.city.rowid, region: r.region.rowid, country: r.country.rowid)
        }
        let region = try named(rowid: r.region.rowid)
        let repeated = region.map { TextFolding.key($0.name) == TextFolding.key(section.name) } ?? false
        guard let label = try label(city: r.city.rowid, region: repeated ? nil : r.region.rowid, country: r.country.rowid) else { return nil }
        return "\(section.name), \(label)"
    }
}
