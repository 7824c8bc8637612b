/// The evidence a build leaves behind (`<artifact>.audit.json`, summarised in `.audit.txt`).
/// Every list is sorted, so two builds from the same inputs write the same bytes.
///
/// ```swift
/// let result = try GazetteerBuilder(placeCities: placeCities).build(inputs, to: artifact)
/// print(result.report.counts.cities, result.report.unexplainedDisagreements)
/// ```
public struct AuditReport: Codable, Sendable {
    /// One thing the build did on purpose rather than as the sources say, or one note about it: a
    /// product-layer rule applied or unused, an alias, a country left out, an airport note.
    public struct Correction: Codable, Sendable, Equatable {
        /// What sort of correction: `unsupported_country`, `admin0_unit`, `admin0_part`,
        /// `admin0_patch`, `admin0_part_unused`, `border_town`, `alias`, `alias_unused`; for airport notes
        /// `duplicate_iata`, `airport_dropped`, `icao_from_airportsdata`, `runway_dropped`.
        public var kind: String
        /// What it applies to (a country code, a unit and its name, an airport's codes).
        public var subject: String
        /// What the build made of it ("left out", a country code, the code kept).
        public var result: String
        /// Why, in the words of the rule or the build.
        public var reason: String
    }

    /// A Natural Earth admin-0 polygon stored for no country.
    public struct Unit: Codable, Sendable, Equatable {
        /// The polygon's reference: `NE0:<ADM0_A3>#<part>`.
        public var ref: String
        /// The unit's name in Natural Earth.
        public var name: String
        /// Why it has no country: "no country", or the country it names is not supported.
        public var reason: String
    }

    /// How many cities of one region a region polygon holds.
    public struct Vote: Codable, Sendable, Equatable {
        /// The admin-1 key the cities' GeoNames codes name.
        public var code: String
        /// The cities500 entries of that region inside the polygon.
        public var cities: Int
    }

    /// One Natural Earth admin-1 polygon and the vote that decided which region it belongs to.
    public struct RegionPolygon: Codable, Sendable, Equatable {
        /// The polygon's reference (`NE1:<id>`).
        public var ref: String
        /// Its name in Natural Earth.
        public var name: String
        /// The source file it was read from.
        public var file: String
        /// The regions of the cities inside it, most cities first (at most six).
        public var votes: [Vote]
        /// All the cities inside it, whatever their region.
        public var totalCities: Int
        /// The decision, a `BoundaryDecision` raw value.
        public var decision: String
        /// The region the polygon as a whole was given; nil where it was given none.
        public var region: String?
        /// The country it counts for; nil for a polygon left out (`excluded`).
        public var country: String?
        /// Why, in words.
        public var reason: String
    }

    /// A city inside a derived polygon that counts for the polygon's former majority region, not
    /// its own (see `strayCities`).
    public struct StrayCity: Codable, Sendable, Equatable {
        /// The city's geonameid.
        public var geonameID: Int
        /// The city's name.
        public var name: String
        /// The region its GeoNames code names.
        public var code: String
        /// The region it counts for instead: the polygon's former majority.
        public var countedFor: String
        /// How far it lies from its own region's area, in whole kilometres; nil when that region
        /// has no area to measure to.
        public var kilometersToOwnRegion: Int?
        /// Why, naming the polygon.
        public var reason: String
    }

    /// A city of a country with regions whose GeoNames code names none, and the region its point
    /// gave it (`RegionlessCities`: rule `polygon`, `nearest_city_in_polygon` or
    /// `nearest_city_in_country`, with the neighbour whose region it took).
    public struct RegionGiven: Codable, Sendable, Equatable {
        /// The city's geonameid.
        public var geonameID: Int
        /// The city's name.
        public var name: String
        /// The city's country (ISO alpha-2).
        public var country: String
        /// The GeoNames admin-1 code as the source writes it ("00", "" or a retired code).
        public var code: String
        /// The region it was given.
        public var region: String
        /// The rule that gave it: `polygon`, `nearest_city_in_polygon` or `nearest_city_in_country`.
        public var rule: String
        /// The reference of the region polygon its point lies in; nil for none.
        public var polygon: String?
        /// The geonameid of the city whose region it took; nil for the `polygon` rule.
        public var neighbour: Int?
        /// How far that neighbour lies, in kilometres to one decimal.
        public var kilometersToNeighbour: Double?
    }

    /// A city that no stored polygon of its own country contains.
    public struct CityOutside: Codable, Sendable, Equatable {
        /// The city's geonameid.
        public var geonameID: Int
        /// The city's name.
        public var name: String
        /// The city's country (ISO alpha-2).
        public var country: String
        /// The city's latitude.
        public var latitude: Double
        /// The city's longitude.
        public var longitude: Double
        /// `coast` (within the offshore distance of its own country), `inside_other` (inside another
        /// country's polygon: an enclave or a border the sources draw differently), `remote`.
        public var classification: String
        /// The country whose polygon holds the city (the first by code); nil for none.
        public var insideCountry: String?
        /// The distance to the nearest stored polygon of its own country, in whole metres; nil where
        /// none lies within about a degree.
        public var metersToOwnCountry: Double?
    }

    /// A point where the simplified polygons decide differently from the source polygons.
    public struct Disagreement: Codable, Sendable, Equatable {
        /// The point: `city:<geonameid>` or a border probe (`probe:<ref>:…`).
        public var point: String          // "city:<geonameid>" or "probe:<ref>:<n>"
        /// The point's latitude.
        public var latitude: Double
        /// The point's longitude.
        public var longitude: Double
        /// 0 for the country polygons, 1 for the region polygons.
        public var level: Int
        /// What the source polygons answer there: a place ID, or "none".
        public var source: String
        /// What the stored polygons answer there.
        public var simplified: String
        /// The distance to the nearest source border, in metres to one decimal.
        public var metersToBorder: Double
        /// The same distance in degrees, to six decimals: what `explained` is decided on.
        public var degreesToBorder: Double
        /// True when the point lies within the simplification tolerance of a source border, where a
        /// changed answer is the expected price of simplification.
        public var explained: Bool
    }

    /// A cities500 entry that is a section of a city (`CitySections`): it answers as that city.
    /// `evidence` says why (numbered, city_state, feature_code, inside_large_city, dominated) and
    /// `meters` how far its point lies from the city's.
    public struct CitySection: Codable, Sendable, Equatable {
        /// The section's geonameid.
        public var section: Int
        /// The geonameid of the city it answers as.
        public var parent: Int
        /// Why it is a section (see the type's description).
        public var evidence: String
        /// How far its point lies from the city's, in metres to one decimal.
        public var meters: Double
    }

    /// How many rows and vertices the artifact holds.
    public struct Counts: Codable, Sendable, Equatable {
        /// Continents stored.
        public var continents = 0
        /// Countries stored.
        public var countries = 0
        /// Regions stored.
        public var regions = 0
        /// Cities stored (sections included).
        public var cities = 0
        /// Airports stored.
        public var airports = 0
        /// Alternate names stored, over all places.
        public var alternateNames = 0
        /// Country boundary polygons (level 0).
        public var countryPolygons = 0
        /// Region boundary polygons (level 1).
        public var regionPolygons = 0
        /// Vertices of the stored (simplified, rounded) polygons.
        public var storedVertices = 0
        /// Vertices of the same polygons as the sources draw them.
        public var sourceVertices = 0
    }

    /// The schema the artifact was written in.
    public var schemaVersion: Int
    /// The Douglas–Peucker tolerance the country polygons were simplified with, in degrees.
    public var tolerance: Double
    /// Rows and vertices of the artifact.
    public var counts = Counts()
    /// Region polygons per decision (`BoundaryDecision` raw values).
    public var decisionCounts: [String: Int] = [:]
    /// Every correction the product layer made (and every rule of it that found nothing), with
    /// the aliases and the countries left out.
    public var corrections: [Correction] = []
    /// Natural Earth admin-0 polygons stored for no country.
    public var unitsWithoutCountry: [Unit] = []
    /// Supported countries with no country polygon (ISO alpha-2, sorted).
    public var countriesWithoutPolygon: [String] = []
    /// Every admin-1 polygon and its vote.
    public var regionPolygons: [RegionPolygon] = []
    /// Regions of supported countries that no polygon carries and no split polygon holds a city of
    /// (admin-1 keys, sorted).
    public var regionsWithoutPolygon: [String] = []
    /// Cities that no stored polygon of their own country holds.
    public var citiesOutside: [CityOutside] = []
    /// `citiesOutside` per classification.
    public var citiesOutsideCounts: [String: Int] = [:]
    /// Cities stored without a region.
    public var citiesWithoutRegion: Int = 0
    /// Cities whose code names no region, in countries that have regions, and the region each was given.
    public var regionsGiven: [RegionGiven] = []
    /// Cities that lie, by the boundaries, in another region than their code names (see
    /// `CityMembership`), and of those, in another country; the list is the artifact's
    /// `city_membership` table.
    public var citiesPlacedInOtherRegion: Int = 0
    /// Cities inside a derived polygon whose GeoNames region lies away from it with no chain of
    /// that region's cities between (`BorderCrossings`): each counts for the polygon's former
    /// majority, and each is a city whose coordinate does not resolve to its own region.
    public var strayCities: [StrayCity] = []
    /// Of `citiesPlacedInOtherRegion`, the cities the boundaries place in another country than
    /// their code names.
    public var citiesPlacedInOtherCountry: Int = 0
    /// Cities whose own point no country polygon contains (the artifact's `city_outside_countries`):
    /// harbour fronts in the generalised coastline's water, and towns on islands it does not draw.
    public var citiesOutsideCountries: Int = 0
    /// How many points the simplification check tried (`city_points`, `country_border_probes`,
    /// `region_border_probes`) and what it found (`disagreements`, `unexplained`).
    public var simplificationChecks: [String: Int] = [:]
    /// Every point where source and stored polygons answer differently, by level then point.
    public var disagreements: [Disagreement] = []
    /// Disagreements farther from a source border than simplification can explain; any fails
    /// the build unless the builder is told not to (`failOnUnexplained`).
    public var unexplainedDisagreements: Int = 0
    /// What airport selection changed or left out, and why.
    public var airportNotes: [Correction] = []
    /// The cities500 entries that answer as another city, by section geonameid.
    public var citySections: [CitySection] = []

    /// An empty report for a build of this schema and tolerance.
    public init(schemaVersion: Int, tolerance: Double) {
        self.schemaVersion = schemaVersion
        self.tolerance = tolerance
    }
}
