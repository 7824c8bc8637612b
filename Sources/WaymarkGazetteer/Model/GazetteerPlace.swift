import WaymarkGeo

/// An ancestor of a place: enough to show and to match it.
public struct PlaceReference: Hashable, Sendable, Codable {
    /// The ancestor's stable ID ("country:DE").
    public var id: PlaceID
    /// Its name as labels show it ("Germany").
    public var name: String

    /// A reference to the place `id`, called `name`.
    public init(id: PlaceID, name: String) {
        self.id = id
        self.name = name
    }
}

/// The codes a place is known by besides its name.
public struct PlaceCodes: Hashable, Sendable, Codable {
    /// A country's ISO 3166-1 alpha-2 code ("IS").
    public var iso2: String?
    /// A country's ISO 3166-1 alpha-3 code ("ISL").
    public var iso3: String?
    /// A region's ISO 3166-2 code ("US-NY").
    public var iso3166_2: String?
    /// An airport's IATA code ("KEF").
    public var iata: String?
    /// An airport's ICAO code ("BIKF").
    public var icao: String?

    /// Codes as given; a place has only those of its kind.
    public init(iso2: String? = nil, iso3: String? = nil, iso3166_2: String? = nil, iata: String? = nil, icao: String? = nil) {
        self.iso2 = iso2; self.iso3 = iso3; self.iso3166_2 = iso3166_2; self.iata = iata; self.icao = icao
    }
}

/// One place of any kind, as search results, browse lists and resolutions all return it.
///
/// ```swift
/// let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
/// if let berlin = try gazetteer.makeLookup().place(id: PlaceID(kind: .city, code: "2950159")) {
///     print(berlin.label)   // Berlin, Germany
/// }
/// ```
public struct GazetteerPlace: Hashable, Sendable {
    /// The row in this gazetteer file; not stable across builds (use `id` for that).
    public var rowid: Int
    /// The stable ID ("airport:KEF", "city:2950159"), the same in every build of the same sources.
    public var id: PlaceID
    /// The place's name as labels show it.
    public var name: String
    /// The continent the place lies in; nil for a continent itself.
    public var continent: PlaceReference?
    /// The country the place lies in; nil for a continent or a country itself.
    public var country: PlaceReference?
    /// The first-level region the place lies in, when the sources give one.
    public var region: PlaceReference?
    /// For an airport, the city it serves.
    public var city: PlaceReference?
    /// A representative point: a city's centre, an airport's reference point; nil for a
    /// continent.
    public var coordinate: Coordinate?
    /// The population the sources give; 0 when unknown.
    public var population: Int
    /// How well known the place is, for ranking (docs/gazetteer.md, "Importance").
    public var importance: Double
    /// The codes the place is known by.
    public var codes: PlaceCodes
    /// The region's ISO 3166-2 code, used to shorten labels ("NY").
    public var regionISO: String?

    /// A place as given; the gazetteer's readers make these.
    public init(rowid: Int, id: PlaceID, name: String, continent: PlaceReference? = nil, country: PlaceReference? = nil,
                region: PlaceReference? = nil, city: PlaceReference? = nil, coordinate: Coordinate? = nil,
                population: Int = 0, importance: Double = 0, codes: PlaceCodes = PlaceCodes(), regionISO: String? = nil) {
        self.rowid = rowid; self.id = id; self.name = name; self.continent = continent; self.country = country
        self.region = region; self.city = city; self.coordinate = coordinate; self.population = population
        self.importance = importance; self.codes = codes; self.regionISO = regionISO
    }

    /// Continent, country, region, city or airport.
    public var kind: PlaceKind { id.kind }

    /// Countries where a region is written by its postal abbreviation when the full name would
    /// repeat the city's ("New York, NY", "Quebec, QC"): the United States, Canada and Australia,
    /// where travellers read those codes every day. Nowhere else is a region code shown.
    public static let regionAbbreviationCountries: Set<String> = ["US", "CA", "AU"]

    /// The readable label; it never repeats a name. The rule, in order:
    /// 1. the place's own name;
    /// 2. for an airport, the city it serves, unless the airport's name already contains it; for a
    ///    section of a city (a neighbourhood, borough or district), its city;
    /// 3. for a city, its region, unless the region's name repeats the city's or the country's
    ///    ("Prague, Czechia", "Ho Chi Minh City, Vietnam", "Panama City, Panama"); in the United
    ///    States, Canada and Australia a region that repeats the city is written as its postal
    ///    abbreviation instead ("New York, NY, United States");
    /// 4. the country, unless it repeats a component already there: a city-state is its name alone
    ///    ("Singapore", "Monaco").
    /// Components compare with case, diacritics and punctuation folded.
    public var label: String {
        let inCountry = kind != .country && kind != .continent
        return LabelRule.label(kind: kind, name: LabelPart(name),
                               servedCity: kind == .airport || kind == .city ? city.map { LabelPart($0.name) } : nil,
                               region: kind == .city ? region.map { LabelPart($0.name) } : nil,
                               abbreviation: { regionAbbreviation.map(LabelPart.init) },
                               country: inCountry ? country.map { LabelPart($0.name) } : nil)
    }

    /// The region's postal abbreviation ("NY", "QC", "NSW") where local convention uses one.
    public var regionAbbreviation: String? { Self.regionAbbreviation(iso: regionISO, countryCode: country?.id.code) }

    /// The abbreviation of the region with ISO 3166-2 code `iso` in the country with ISO code
    /// `countryCode`, where that country uses them.
    static func regionAbbreviation(iso: String?, countryCode: String?) -> String? {
        guard let countryCode, regionAbbreviationCountries.contains(countryCode) else { return nil }
        return regionAbbreviation(iso: iso)
    }

    /// The abbreviation of the region with ISO 3166-2 code `iso` where its country uses them: the
    /// code's suffix of two or three letters.
    static func regionAbbreviation(iso: String?) -> String? {
        guard let iso, let suffix = iso.split(separator: "-").last, (2...3).contains(suffix.count), suffix.allSatisfy(\.isLetter) else { return nil }
        return String(suffix)
    }
}
