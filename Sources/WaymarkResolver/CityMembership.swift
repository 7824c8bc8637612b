import WaymarkGazetteer
import WaymarkGeo

/// Where each city lies by the boundaries: the country and region that the resolution rules give
/// the city's own coordinate, from polygons alone.
///
/// The resolver looks for the nearest city among the cities that lie in the region it found, not
/// among those whose GeoNames code names that region. The two differ for about 2% of cities: city
/// regions that Natural Earth draws inside another region (Minsk, Oslo, Lima), regions newer than
/// the polygons (Telangana), border towns whose point falls across a simplified border. By code,
/// a point in central Minsk found a village 8 km away; by membership it finds Minsk.
///
/// - Country: the containing country polygon (the smallest), else the nearest within the offshore
///   distance, else the city's own country.
/// - Region: the place of the smallest region polygon of that country containing the city; where
///   that polygon is split between regions or there is none, the city's own region if it belongs
///   to that country, else the derived polygon's former majority, else none. (The build then
///   counts the strays of derived polygons for the former majority, `BorderCrossings`.)
public enum CityMembership {
    /// The cities whose membership differs from their codes, and the cities whose own point no
    /// country polygon contains, each in rowid order. The gazetteer's own `city_membership` and
    /// `city_outside_countries` tables are ignored (the build calls this to fill them).
    public static func placements(in gazetteer: Gazetteer) throws -> CityPlacements {
        let regionCountry = try gazetteer.regionCountries()
        let cities = try gazetteer.points(of: .city).map { city in
            (entry: CityPlacement(city: city.rowid, country: city.country ?? 0, region: city.region), coordinate: city.coordinate,
             regionCountry: city.region.flatMap { regionCountry[$0] })
        }
        // Polygons only: the city lists (which this decides) are never consulted.
        let resolver = try FastResolver(gazetteer: gazetteer)
        var differences: [CityPlacement] = [], outside: [Int] = []
        for index in ZOrder.order(cities.map(\.coordinate)) {
            let (own, coordinate, regionCountry) = cities[index]
            var placed = own
            let country = try ResolutionRules.country(coordinate, using: resolver)
            if country.decision != .contained { outside.append(own.city) }
            // A town off the map (no polygon near) keeps its own country, whatever the town
            // fallback finds: the build fills that table from this very answer.
            placed.country = country.decision == .nearestTown ? own.country : country.rowid ?? own.country
            let polygon = try ResolutionRules.regionPolygon(coordinate, country: placed.country, using: resolver)
            // A city across its country's border, in a derived polygon, lies in that polygon's
            // former majority: its own region belongs to another country.
            placed.region = polygon?.region ?? (regionCountry == placed.country ? own.region : polygon?.place)
            if placed != own { differences.append(placed) }
        }
        return CityPlacements(differences: differences.sorted { $0.city < $1.city }, outsideCountries: outside.sorted())
    }
}
