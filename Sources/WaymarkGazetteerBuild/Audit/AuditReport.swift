/// The evidence a build leaves behind (`<artifact>.audit.json`, summarised in `.audit.txt`).
/// Every list is sorted, so two builds from the same inputs write the same bytes.
public struct AuditReport: Codable, Sendable {
    public struct Correction: Codable, Sendable, Equatable {
        public var kind: String
        public var subject: String
        public var result: String
        public var reason: String
    }

    public struct Unit: Codable, Sendable, Equatable {
        public var ref: String
        public var name: String
        public var reason: String
    }

    public struct Vote: Codable, Sendable, Equatable {
        public var code: String
        public var cities: Int
    }

    public struct RegionPolygon: Codable, Sendable, Equatable {
        public var ref: String
        public var name: String
        public var file: String
        public var votes: [Vote]
        public var totalCities: Int
        public var decision: String
        public var region: String?
        public var country: String?
        public var reason: String
    }

    public struct StrayCity: Codable, Sendable, Equatable {
        public var geonameID: Int
        public var name: String
        public var code: String
        public var countedFor: String
        public var kilometersToOwnRegion: Int?
        public var reason: String
    }

    /// A city of a country with regions whose GeoNames code names none, and the region its point
    /// gave it (`RegionlessCities`: rule `polygon`, `nearest_city_in_polygon` or
    /// `nearest_city_in_country`, with the neighbour whose region it took).
    public struct RegionGiven: Codable, Sendable, Equatable {
        public var geonameID: Int
        public var name: String
        public var country: String
        /// The GeoNames admin-1 code as the source writes it ("00", "" or a retired code).
        public var code: String
        public var region: String
        public var rule: String
        public var polygon: String?
        public var neighbour: Int?
        public var kilometersToNeighbour: Double?
    }

    /// A city that no stored polygon of its own country contains.
    public struct CityOutside: Codable, Sendable, Equatable {
        public var geonameID: Int
        public var name: String
        public var country: String
        public var latitude: Double
        public var longitude: Double
        /// `coast` (within the offshore distance of its own country), `inside_other` (inside another
        /// country's polygon: an enclave or a border the sources draw differently), `remote`.
        public var classification: String
        public var insideCountry: String?
        public var metersToOwnCountry: Double?
    }

    /// A point where the simplified polygons decide differently from the source polygons.
    public struct Disagreement: Codable, Sendable, Equatable {
        public var point: String          // "city:<geonameid>" or "probe:<ref>:<n>"
        public var latitude: Double
        public var longitude: Double
        public var level: Int
        public var source: String
        public var simplified: String
        public var metersToBorder: Double
        public var degreesToBorder: Double
        /// True when the point lies within the simplification tolerance of a source border, where a
        /// changed answer is the expected price of simplification.
        public var explained: Bool
    }

    /// A cities500 entry that is a section of a city (`CitySections`): it answers as that city.
    /// `evidence` says why (numbered, city_state, feature_code, inside_large_city, dominated) and
    /// `meters` how far its point lies from the city's.
    public struct CitySection: Codable, Sendable, Equatable {
        public var section: Int
        public var parent: Int
        public var evidence: String
        public var meters: Double
    }

    public struct Counts: Codable, Sendable, Equatable {
        public var continents = 0
        public var countries = 0
        public var regions = 0
        public var cities = 0
        public var airports = 0
        public var alternateNames = 0
        public var countryPolygons = 0
        public var regionPolygons = 0
        public var storedVertices = 0
        public var sourceVertices = 0
    }

    public var schemaVersion: Int
    public var tolerance: Double
    public var counts = Counts()
    public var decisionCounts: [String: Int] = [:]
    public var corrections: [Correction] = []
    public var unitsWithoutCountry: [Unit] = []
    public var countriesWithoutPolygon: [String] = []
    public var regionPolygons: [RegionPolygon] = []
    public var regionsWithoutPolygon: [String] = []
    public var citiesOutside: [CityOutside] = []
    public var citiesOutsideCounts: [String: Int] = [:]
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
    public var citiesPlacedInOtherCountry: Int = 0
    /// Cities whose own point no country polygon contains (the artifact's `city_outside_countries`):
    /// harbour fronts in the generalised coastline's water, and towns on islands it does not draw.
    public var citiesOutsideCountries: Int = 0
    public var simplificationChecks: [String: Int] = [:]
    public var disagreements: [Disagreement] = []
    public var unexplainedDisagreements: Int = 0
    public var airportNotes: [Correction] = []
    public var citySections: [CitySection] = []

    public init(schemaVersion: Int, tolerance: Double) {
        self.schemaVersion = schemaVersion
        self.tolerance = tolerance
    }
}
