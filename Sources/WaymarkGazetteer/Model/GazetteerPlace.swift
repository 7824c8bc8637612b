import WaymarkGeo

/// An ancestor of a place: enough to show and to match it.
public struct PlaceReference: Hashable, Sendable, Codable {
    public var id: PlaceID
    public var name: String

    public init(id: PlaceID, name: String) {
        self.id = id
        self.name = name
    }
}

/// The codes a place is known by besides its name.
public struct PlaceCodes: Hashable, Sendable, Codable {
    public var iso2: String?
    public var iso3: String?
    public var iso3166_2: String?
    public var iata: String?
    public var icao: String?

    public init(iso2: String? = nil, iso3: String? = nil, iso3166_2: String? = nil, iata: String? = nil, icao: String? = nil) {
        self.iso2 = iso2; self.iso3 = iso3; self.iso3166_2 = iso3166_2; self.iata = iata; self.icao = icao
    }
}

/// One place of any kind, as search results, browse lists and resolutions all return it.
public struct GazetteerPlace: Hashable, Sendable {
    /// The row in this gazetteer file; not stable across builds (use `id` for that).
    public var rowid: Int
    public var id: PlaceID
    public var name: String
    public var continent: PlaceReference?
    public var country: PlaceReference?
    public var region: PlaceReference?
    /// For an airport, the city it serves.
    public var city: PlaceReference?
    public var coordinate: Coordinate?
    public var population: Int
    public var importance: Double
    public var codes: PlaceCodes
    /// The region's ISO 3166-2 code, used to shorten labels ("NY").
    public var regionISO: String?

    public init(rowid: Int, id: PlaceID, name: String, continent: PlaceReference? = nil, country: PlaceReference? = nil,
                region: PlaceReference? = nil, city: PlaceReference? = nil, coordinate: Coordinate? = nil,
                population: Int = 0, importance: Double = 0, codes: PlaceCodes = PlaceCodes(), regionISO: String? = nil) {
        self.rowid = rowid; self.id = id; self.name = name; self.continent = continent; self.country = country
        self.region = region; self.city = city; self.coordinate = coordinate; self.population = population
        self.importance = importance; self.codes = codes; self.regionISO = regionISO
    }

    public var kind: PlaceKind { id.kind }

    /// The readable label. The rule, in order:
    /// 1. the place's own name;
    /// 2. for an airport, the city it serves, unless the airport's name already contains it;
    /// 3. for a city, its region, written as the ISO 3166-2 suffix ("NY") when the full region
    ///    name would repeat the city's name ("New York, NY, United States"), and left out when it
    ///    would repeat it and has no two- or three-letter code ("Córdoba, Argentina");
    /// 4. the country, unless it repeats a component already there ("Luxembourg", not
    ///    "Luxembourg, Luxembourg"; "Singapore").
    /// Components compare with case and diacritics folded.
    public var label: String {
        var parts = [name]
        func repeats(_ text: String) -> Bool { parts.contains { TextFolding.key($0) == TextFolding.key(text) } }
        switch kind {
        case .airport:
            if let city, !TextFolding.key(name).contains(TextFolding.key(city.name)) { parts.append(city.name) }
        case .city:
            if let region {
                if !repeats(region.name) {
                    parts.append(region.name)
                } else if let suffix = regionISO?.split(separator: "-").last, (2...3).contains(suffix.count), suffix.allSatisfy(\.isLetter) {
                    parts.append(String(suffix))
                }
            }
        case .region, .country, .continent:
            break
        }
        if kind != .country, kind != .continent, let country, !repeats(country.name) { parts.append(country.name) }
        return parts.joined(separator: ", ")
    }
}
