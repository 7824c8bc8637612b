import WaymarkGeo

extension StampLookups.AirportNaming {
    /// An airport as `StampLookups.airports()` reads it, made from its parts: the stamp reader
    /// makes them again from the index the build stored (`stamp_index`).
    public init(storedRowid rowid: Int, iata: String, name: String, municipality: String, servedCity: String?, servedCityRowid: Int?,
                country: PlaceReference?, type: String, scheduled: Bool, coordinate: Coordinate?, otherNames: [String]) {
        self.rowid = rowid; self.iata = iata; self.name = name; self.municipality = municipality
        self.servedCity = servedCity; self.servedCityRowid = servedCityRowid; self.country = country
        self.type = type; self.scheduled = scheduled; self.coordinate = coordinate; self.otherNames = otherNames
    }
}
