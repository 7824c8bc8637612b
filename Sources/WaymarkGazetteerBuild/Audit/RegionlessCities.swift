import WaymarkGeo

/// Gives a region to every city of a country that has regions but whose GeoNames admin-1 code
/// names none: "00" (GeoNames' "no division": 61 in the Cayman Islands, 23 in Samoa, Lesotho,
/// Brunei, Botswana…), an empty code (Israel, China), or a code of a division that was merged or
/// renamed and that the region list no longer has (Angola's 04, Ethiopia's 28, Kenya's 03 and 08).
///
/// The code says nothing about where the city is, so its own point decides, the way the resolver
/// decides a point's region:
/// - `polygon`: it lies in a polygon of its country that answers one region: that region;
/// - `nearest_city_in_polygon`: it lies in a polygon split between regions (or one whose cities
///   have no known region): the region of the nearest city inside that polygon that has one;
/// - `nearest_city_in_country`: no polygon of its country holds it (a border town whose point the
///   sources draw across the border, an islet) or none of those cities has a region: the region
///   of the nearest city of its country that has one and lies in one of its country's polygons
///   (else of any that has one), within `countryLimitMeters`.
/// Ties go to the lower geonameid. Every assignment is listed in the audit (`regionsGiven`).
/// A city-state (`CityNaming.isCityState`: Hong Kong, Macao) is its whole country, so no one
/// region of it is the city's, and it keeps none.
/// Farther than that, no region of the country is near enough to be the town's: Akrotiri and
/// Dhekelia, the British sovereign base areas on Cyprus, lie 3,100 km from any town of a region
/// of the United Kingdom, and stay without one.
struct RegionlessCities {
    /// Bokspits, at Botswana's southern tip, is 198 km from the nearest town of Kgalagadi.
    static let countryLimitMeters = 250_000.0

    struct Assignment: Equatable {
        var region: String
        var rule: String
        /// The city whose region was taken, and how far it is, for the nearest-city rules.
        var neighbour: Int?
        var meters: Double?
    }

    let cities: [SourceCity]
    /// Each city's region where its code names a known one (after `RegionVote`'s strays: a stray
    /// counts for the region it was counted for).
    let regionOf: [String?]
    /// The polygon each city lies in (the smallest of its own country's), if any.
    let polygonOf: [Int?]
    /// The one region a polygon answers, nil where it is split or has none.
    let answer: (Int) -> String?
    /// City-states, by geonameid: left without a region.
    var cityStates: Set<Int> = []

    /// The assignments, by offset into `cities`.
    func assign() -> [Int: Assignment] {
        let countriesWithRegions = Set(regionOf.compactMap { $0.map { String($0.prefix { $0 != "." }) } })
        var coded: [String: [Int]] = [:]
        for (offset, region) in regionOf.enumerated() where region != nil { coded[cities[offset].countryCode, default: []].append(offset) }
        var result: [Int: Assignment] = [:]
        for (offset, city) in cities.enumerated() where regionOf[offset] == nil && countriesWithRegions.contains(city.countryCode)
            && !cityStates.contains(city.geonameID) {
            let point = Coordinate(latitude: city.latitude, longitude: city.longitude)
            if let polygon = polygonOf[offset] {
                if let region = answer(polygon) {
                    result[offset] = Assignment(region: region, rule: "polygon")
                    continue
                }
                if let (neighbour, meters) = nearest(to: point, among: coded[city.countryCode] ?? [], where: { polygonOf[$0] == polygon }) {
                    result[offset] = Assignment(region: regionOf[neighbour]!, rule: "nearest_city_in_polygon",
                                                neighbour: cities[neighbour].geonameID, meters: meters)
                    continue
                }
            }
            // Towns that lie in their own country's polygons first: a town the admin-0 rings put
            // across the border (a West Bank settlement filed under Israel's IL.WE) says nothing
            // about the country's side of it. Where no such town is near (Macao, whose parishes
            // Natural Earth does not draw), any town of the country.
            let candidates = coded[city.countryCode] ?? []
            if let (neighbour, meters) = [nearest(to: point, among: candidates, where: { polygonOf[$0] != nil }),
                                          nearest(to: point, among: candidates, where: { _ in true })]
                .compactMap({ $0 }).first(where: { $0.1 <= Self.countryLimitMeters }) {
                result[offset] = Assignment(region: regionOf[neighbour]!, rule: "nearest_city_in_country",
                                            neighbour: cities[neighbour].geonameID, meters: meters)
            }
        }
        return result
    }

    func nearest(to point: Coordinate, among candidates: [Int], where accept: (Int) -> Bool) -> (Int, Double)? {
        var best: (offset: Int, meters: Double)?
        for offset in candidates where accept(offset) {
            let d = SphericalDistance.meters(point, Coordinate(latitude: cities[offset].latitude, longitude: cities[offset].longitude))
            if best == nil || (d, cities[offset].geonameID) < (best!.meters, cities[best!.offset].geonameID) { best = (offset, d) }
        }
        return best.map { ($0.offset, $0.meters) }
    }
}
