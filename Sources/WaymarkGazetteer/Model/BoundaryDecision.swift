/// Why a stored polygon belongs to its place: the build's decision, recorded in
/// `boundary.decision` and read back by the resolver.
public enum BoundaryDecision: String, Sendable, Codable, CaseIterable {
    /// A Natural Earth admin-0 unit whose ISO code names the country.
    case naturalEarth = "natural_earth"
    /// A polygon the product layer assigned to another country (an overseas part).
    case productLayer = "product_layer"
    /// A region polygon where more than half the cities inside agree on the region.
    case majority
    /// A region polygon with no cities, matched to a region by name.
    case nameMatch = "name_match"
    /// A region polygon with no cities, given the region of the nearest city.
    case nearestCity = "nearest_city"
    /// A region polygon whose cities disagree; each point takes the region of the nearest city inside it.
    case splitNearestCity = "split_nearest_city"
    /// A region polygon that had a majority, split by its cities' regions because a region lies
    /// inside it that won no polygon, or a neighbouring region's cities reach into it; each point
    /// takes the region of the nearest city inside it (its strays count for the former majority).
    case derived
    /// A region polygon whose cities have a country but no region GeoNames knows.
    case countryOnly = "country_only"
    /// A region polygon tied to no supported country; not stored.
    case excluded
}
