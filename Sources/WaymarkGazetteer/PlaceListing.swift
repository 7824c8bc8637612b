import WaymarkSQLite

/// Whole lists of places, for audits and tests that check a rule over the data: every city of a
/// given size, every airport of a type, a place's alternate names.
extension Gazetteer {
    /// Cities with at least `minimumPopulation` people, most populous first.
    public func cities(minimumPopulation: Int) throws -> [GazetteerPlace] {
        try places(PlaceLookup.columns + " WHERE p.kind = ? AND p.population >= ? ORDER BY p.population DESC, p.rowid",
                   [.integer(PlaceKind.city.rawValue), .integer(minimumPopulation)])
    }

    /// Airports of an OurAirports type ("large_airport"), by IATA code.
    public func airports(type: String) throws -> [GazetteerPlace] {
        try places(PlaceLookup.columns + " JOIN airport_info a ON a.place = p.rowid WHERE p.kind = ? AND a.type = ? ORDER BY p.code",
                   [.integer(PlaceKind.airport.rawValue), .text(type)])
    }

    /// The place's stored alternate names (not its display name), in name order.
    public func alternateNames(of place: GazetteerPlace) throws -> [String] {
        let statement = try database.prepare("SELECT name FROM place_name WHERE place = ? ORDER BY name")
        try statement.bind([.integer(place.rowid)])
        var names: [String] = []
        while try statement.step() { if let name = statement.text(0) { names.append(name) } }
        return names
    }

    /// City sections (`city_section`): section rowid → the rowid of the city it is part of.
    public func citySectionParents() throws -> [Int: Int] {
        let statement = try database.prepare("SELECT city, parent FROM city_section")
        var parents: [Int: Int] = [:]
        while try statement.step() { parents[statement.int(0)] = statement.int(1) }
        return parents
    }

    private func places(_ sql: String, _ values: [SQLiteValue]) throws -> [GazetteerPlace] {
        let statement = try database.prepare(sql)
        try statement.bind(values)
        var result: [GazetteerPlace] = []
        while try statement.step() { result.append(PlaceLookup.read(statement)) }
        return result
    }
}
