import WaymarkGeo

/// How a level of the chain was decided.
public enum Decision: String, Sendable, Codable, Equatable {
    /// A polygon of this level contains the point (the smallest, where several do).
    case contained
    /// No country polygon contains the point, but one lies within `ResolutionRules.offshoreMeters`.
    case offshore
    /// No country polygon contains the point, but one lies within `ResolutionRules.shoreMeters`:
    /// on the shore as far as a 1:10m coastline can tell (a harbour, a fjord town), not at sea.
    case shore
    /// No country polygon lies within `ResolutionRules.offshoreMeters`, but a town whose own point
    /// lies outside every country polygon does: an atoll or islet the 1:10m layer does not draw.
    /// The town's country decided; `meters` is the distance to the town.
    case nearestTown = "nearest_town"
    /// The winning region polygon is split between regions; the nearest city inside it decided.
    case splitNearestCity = "split_nearest_city"
    /// The winning region polygon is one the build derived (split by its cities' regions, where
    /// GeoNames' regions and Natural Earth's polygons differ); the nearest city inside it decided.
    case derived
    /// No region polygon of the country holds the point; the nearest city of the country decided.
    case nearestCityInCountry = "nearest_city_in_country"
    /// The city is the nearest one in the region.
    case nearestInRegion = "nearest_in_region"
    /// The region has no cities; the city is the nearest one in the country.
    case nearestInCountry = "nearest_in_country"
    /// The nearest place is a section of this city (a neighbourhood, borough or district), which
    /// the resolution keeps as its `locality`.
    case sectionOf = "section_of"
    /// The airport whose footprint (`AirportFootprint`) holds the point; `meters` is the
    /// distance to its nearest runway.
    case withinBound = "within_bound"
    /// Nothing at this level (open water, a country without regions, no airport near).
    case none
}

/// A resolved level: the place's rowid in the gazetteer, how it was decided and, where a distance
/// was involved, the distance in metres.
public struct Level: Sendable, Equatable {
    /// The place's rowid in the gazetteer the resolver was opened on; nil when nothing was found.
    public var rowid: Int?
    /// How the place was chosen.
    public var decision: Decision
    /// The distance that decided, in metres (to the country's land, the town, the city, the
    /// runway); nil where a polygon alone decided, and for a city reached through its section
    /// (the distance is then the `locality`'s).
    public var meters: Double?

    /// A level as found.
    public init(rowid: Int?, decision: Decision, meters: Double? = nil) {
        self.rowid = rowid; self.decision = decision; self.meters = meters
    }

    /// Nothing at this level.
    public static let none = Level(rowid: nil, decision: .none)
}

/// What a coordinate resolves to. Rowids refer to the gazetteer the resolver was opened on;
/// `PlaceLookup` turns them into named places.
public struct Resolution: Sendable, Equatable {
    /// The point asked about.
    public var coordinate: Coordinate
    /// The country; its decision says whether the point is inside it, on its shore, offshore, or
    /// near one of its towns that the boundaries do not draw.
    public var country: Level
    /// The first-level subdivision (state, province, prefecture); none when the country has none.
    public var region: Level
    /// The city the point belongs to: the nearest of its region, else of its country; where the
    /// nearest place is a section, that section's city (the section is `locality`).
    public var city: Level
    /// The airport whose footprint holds the point; none elsewhere.
    public var airport: Level
    /// The section of the city the point is in, when the nearest place is one ("Mitte" in
    /// Berlin); its rowid names a `city_section` place. Never counted as a city.
    public var locality: Level = .none

    /// True when the point lies at sea within reach of a country's land (not on its shore).
    public var isOffshore: Bool { country.decision == .offshore }
    /// True when no country was found: open water, beyond reach of any country's land.
    public var isOpenWater: Bool { country.rowid == nil }
}
