import WaymarkGazetteer
import WaymarkGeo

/// Where an airport hangs in the hierarchy: the city it serves and the region it is filed in.
///
/// An airport's label reads as a chain ("Cork Airport, Cork, Munster, Ireland"), so its region is
/// the one its served city is in whenever OurAirports' municipality names that city: an airport
/// that serves a city from across a region's line (Berlin's airport lies in Brandenburg,
/// Keflavík's 40 km from Reykjavík) is filed with the city, never in a region its city is not
/// in. An airport that names no city is filed in the region polygon that holds it, as
/// `waymark resolve` finds it; then in the region of the nearest city, as the resolver decides a
/// point no polygon holds; the ISO 3166-2 code OurAirports gives comes last, because OurAirports
/// and GeoNames do not always read a code alike: OurAirports files Cork's airport under "IE-C",
/// County Cork in ISO 3166-2's older list, which GeoNames gives to the province of Connacht.
struct AirportPlacement {
    static let servedCityLimitMeters = 50_000.0
    /// How far the city named by OurAirports' municipality may lie (Narita, Stansted and Denver's
    /// airport are 40–60 km from their cities' points).
    static let municipalityLimitMeters = 80_000.0

    let cityIndex: CityIndex
    let regionsByISO: [String: String]       // "US-CA" → "US.CA"
    let regionLayer: PolygonLayer

    /// The rowids of the city an airport serves and of the region it is filed in.
    func place(_ airport: SourceAirport, at coordinate: Coordinate,
               rowidByID: [String: Int], places: [PlaceRow]) -> (city: Int?, region: Int?) {
        func row(_ city: SourceCity) -> Int? { rowidByID["city:\(city.geonameID)"] }
        func region(_ city: SourceCity) -> Int? { row(city).flatMap { places[$0 - 1].region } }
        let holding = regionHolding(airport, at: coordinate, rowidByID: rowidByID, region: region)
        if let named = namedCity(airport, at: coordinate, holding: holding, region: region), let city = row(named) {
            return (city, region(named) ?? holding)
        }
        let nearest = nearestCity(airport, at: coordinate, holding: holding, region: region)
        let coded = regionsByISO[airport.isoRegion].flatMap { rowidByID["region:\($0)"] }
        return (nearest.flatMap(row), holding ?? nearest.flatMap(region) ?? coded)
    }

    /// The region `waymark resolve` gives at the airport: the region polygon's own, or in a
    /// polygon decided point by point (split, or derived from a majority a stray region broke)
    /// the region of the nearest city inside it, within 50 km.
    func regionHolding(_ airport: SourceAirport, at coordinate: Coordinate, rowidByID: [String: Int],
                       region: (SourceCity) -> Int?) -> Int? {
        guard let winner = regionLayer.winner(at: coordinate) else { return nil }
        if regionLayer.decidedPerPoint[winner] {
            let polygon = regionLayer.polygons[winner]
            return cityIndex.nearest(to: coordinate, within: Self.servedCityLimitMeters) {
                $0.countryCode == airport.isoCountry && polygon.contains(Coordinate(latitude: $0.latitude, longitude: $0.longitude))
            }.flatMap { region($0.city) }
        }
        let key = regionLayer.keys[winner]
        return key.hasPrefix("region:\(airport.isoCountry).") ? rowidByID[key] : nil
    }

    /// The city OurAirports' municipality names, or any part of it between commas, slashes and
    /// parentheses ("Arnavutköy, Istanbul", "Guangzhou (Huadu)", "Bordeaux/Mérignac"), matched
    /// by name or by a GeoNames alternate ("New York" is an alternate of New York City): the most
    /// populous within 80 km, so JFK serves New York, not Springfield Gardens, and Istanbul
    /// Airport Istanbul, not the district it stands in. When that city lies in another region, a
    /// nearer namesake in the region that holds the airport goes first: Hanscom Field's "Bedford"
    /// is Bedford, Massachusetts, 3 km off, not the larger Bedford, New Hampshire, 60 km off.
    func namedCity(_ airport: SourceAirport, at coordinate: Coordinate, holding: Int?, region: (SourceCity) -> Int?) -> SourceCity? {
        let parts = airport.municipality.split(whereSeparator: { ",/()".contains($0) }).map(String.init)
        let keys = Set(([airport.municipality] + parts).map { TextFolding.key($0) }.filter { !$0.isEmpty })
        guard !keys.isEmpty else { return nil }
        var named: [(city: SourceCity, meters: Double)] = []
        cityIndex.forEach(near: coordinate, within: Self.municipalityLimitMeters) { city, meters in
            guard city.countryCode == airport.isoCountry,
                  keys.contains(TextFolding.key(city.name)) || city.alternateNames.contains(where: { keys.contains(TextFolding.key($0)) })
            else { return }
            named.append((city, meters))
        }
        let larger = { (a: (city: SourceCity, meters: Double), b: (city: SourceCity, meters: Double)) in
            (a.city.population, -a.city.geonameID) < (b.city.population, -b.city.geonameID)
        }
        guard let largest = named.max(by: larger) else { return nil }
        let name = TextFolding.key(largest.city.name)
        let namesakeHere = holding.flatMap { holding in
            region(largest.city) == holding ? nil : named.filter {
                TextFolding.key($0.city.name) == name && $0.meters < largest.meters && region($0.city) == holding
            }.max(by: larger)
        }
        return (namesakeHere ?? largest).city
    }

    /// The nearest city of the airport's country within 50 km, one in the region polygon that
    /// holds the airport first: an airport by a region's line is not served from across it
    /// (Skukuza's airport, in Mpumalanga, by a town of Mpumalanga, not a nearer one in Limpopo).
    func nearestCity(_ airport: SourceAirport, at coordinate: Coordinate, holding: Int?, region: (SourceCity) -> Int?) -> SourceCity? {
        let inCountry = { (city: SourceCity) in city.countryCode == airport.isoCountry }
        if let holding, let city = cityIndex.nearest(to: coordinate, within: Self.servedCityLimitMeters,
                                                     where: { inCountry($0) && region($0) == holding })?.city {
            return city
        }
        return cityIndex.nearest(to: coordinate, within: Self.servedCityLimitMeters, where: inCountry)?.city
    }
}
