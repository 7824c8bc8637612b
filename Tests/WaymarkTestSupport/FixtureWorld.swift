import Foundation
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkGeo
import WaymarkResolver

/// A small gazetteer for the tests that need *a* gazetteer but no real-world answer: the atlas,
/// imports, photos, the passport's storage, the shapes of the CLI's output. It is built once per
/// test process, through the same `GazetteerBuilder` as `waymark build`, from the hand-written
/// places below, so it opens in milliseconds where the installed one is 79 MB and may be missing.
///
/// Its places carry real codes and names, so a test reads naturally ("a photo at Paris adds a day
/// in France"), but the geography is drawn by hand: every country and region is a box of whole
/// and half degrees, the regions are coarse, and the only airports are the ten in the table. What a
/// coordinate resolves to here is true by construction, not of the world; a test that asserts a
/// real-world answer ("Potsdam is not in Berlin") uses `InstalledGazetteer` instead.
///
/// | country | box (lat; lon) | regions (split) | cities | airports |
/// | --- | --- | --- | --- | --- |
/// | FR France | 42.3…51.1; −4.8…5.9 | FR.11 Île-de-France (lat ≥ 47.5), FR.93 Provence-Alpes-Côte d'Azur | Paris (with the section Montmartre), Marseille | CDG (with a runway) |
/// | DE Germany | 47.3…55; 5.9…15 | DE.16 Berlin (lat ≥ 51), DE.02 Bavaria | Berlin, Munich | |
/// | AT Austria | 46.4…49; 15…17.2 | AT.09 Vienna (lat ≥ 47.7), AT.06 Styria | Vienna, Graz | VIE |
/// | IT Italy | 36.6…46.4; 6.6…18.5 | IT.09 Lombardy (lat ≥ 43.5), IT.07 Lazio | Milan, Rome | FCO |
/// | ES Spain | 36…42.3; −6.2…3.3 | ES.56 Catalonia (lon ≥ 0.2), ES.29 Madrid | Barcelona, Madrid | MAD |
/// | PT Portugal | 36.9…42.2; −9.6…−6.2 | PT.17 Porto (lat ≥ 40), PT.14 Lisbon | Porto, Lisbon | |
/// | GB United Kingdom | 51.2…58.7; −8.2…1.8 | GB.ENG England | London, Manchester | LHR |
/// | IS Iceland | 63.2…66.6; −24.6…−13.4 | IS.1 Capital Region | Reykjavík | KEF |
/// | US United States | 24.5…49; −125…−66.9 | US.CA California (lon < −114), US.NY New York | Los Angeles, New York City | LAX, JFK |
/// | JP Japan | 30…46; 129…146 | JP.40 Tokyo (lon ≥ 137.5), JP.32 Osaka | Tokyo, Osaka | NRT |
/// | AU Australia | −39…−10; 113…154 | AU.02 New South Wales (lon ≥ 141), AU.08 Western Australia | Sydney, Perth | SYD |
///
/// France and Germany share a border at longitude 5.9, Germany and Austria one at longitude 15,
/// Austria and Italy one at latitude 46.4, Spain and France one at latitude 42.3, Spain and
/// Portugal one at longitude −6.2. Cities have their GeoNames ids (`city:2988507` is Paris), real
/// coordinates and time zones, and no alternate names but Vienna's "Wien"; Montmartre's id
/// (9000001) is the fixture's own. The open sea, the poles and everything outside the boxes
/// resolve to nothing.
///
/// ```swift
/// let gazetteer = try FixtureWorld.open()
/// waymark(["mark", "city:2988507", "--date", "2019-04-15", "--gazetteer", try FixtureWorld.url().path])
/// ```
public enum FixtureWorld {
    /// The fixture gazetteer's file, built on the first call in this process (in a temporary
    /// folder removed when the process exits). A build failure is thrown to every caller.
    public static func url() throws -> URL { try built.get() }

    /// The fixture gazetteer, opened anew (each caller owns its connection).
    public static func open() throws -> Gazetteer { try Gazetteer(url: url()) }

    private static let built: Result<URL, Error> = Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-fixture-world-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        removeAtExit(folder)
        let artifact = folder.appendingPathComponent("gazetteer.sqlite")
        _ = try GazetteerBuilder(placeCities: CityMembership.placements).build(inputs(), to: artifact)
        return artifact
    }

    // MARK: - The world

    struct Country {
        var iso2: String, iso3: String, number: Int, name: String, continent: String, capital: String
        var box: (minLat: Double, maxLat: Double, minLon: Double, maxLon: Double)
        /// Admin-1 code suffix, ISO 3166-2 code and name, and the part of the box each takes:
        /// two regions split the box at `split` (a latitude, or a longitude when `splitsLongitude`),
        /// the first taking the northern (eastern) part.
        var regions: [(code: String, iso: String, name: String)]
        var split: Double?
        var splitsLongitude = false
    }

    static let countries: [Country] = [
        Country(iso2: "FR", iso3: "FRA", number: 250, name: "France", continent: "EU", capital: "Paris", box: (42.3, 51.1, -4.8, 5.9),
                regions: [("11", "FR-IDF", "Île-de-France"), ("93", "FR-PAC", "Provence-Alpes-Côte d'Azur")], split: 47.5),
        Country(iso2: "DE", iso3: "DEU", number: 276, name: "Germany", continent: "EU", capital: "Berlin", box: (47.3, 55, 5.9, 15),
                regions: [("16", "DE-BE", "Berlin"), ("02", "DE-BY", "Bavaria")], split: 51),
        Country(iso2: "AT", iso3: "AUT", number: 40, name: "Austria", continent: "EU", capital: "Vienna", box: (46.4, 49, 15, 17.2),
                regions: [("09", "AT-9", "Vienna"), ("06", "AT-6", "Styria")], split: 47.7),
        Country(iso2: "IT", iso3: "ITA", number: 380, name: "Italy", continent: "EU", capital: "Rome", box: (36.6, 46.4, 6.6, 18.5),
                regions: [("09", "IT-25", "Lombardy"), ("07", "IT-62", "Lazio")], split: 43.5),
        Country(iso2: "ES", iso3: "ESP", number: 724, name: "Spain", continent: "EU", capital: "Madrid", box: (36, 42.3, -6.2, 3.3),
                regions: [("56", "ES-CT", "Catalonia"), ("29", "ES-MD", "Madrid")], split: 0.2, splitsLongitude: true),
        Country(iso2: "PT", iso3: "PRT", number: 620, name: "Portugal", continent: "EU", capital: "Lisbon", box: (36.9, 42.2, -9.6, -6.2),
                regions: [("17", "PT-13", "Porto"), ("14", "PT-11", "Lisbon")], split: 40),
        Country(iso2: "GB", iso3: "GBR", number: 826, name: "United Kingdom", continent: "EU", capital: "London", box: (51.2, 58.7, -8.2, 1.8),
                regions: [("ENG", "GB-ENG", "England")], split: nil),
        Country(iso2: "IS", iso3: "ISL", number: 352, name: "Iceland", continent: "EU", capital: "Reykjavik", box: (63.2, 66.6, -24.6, -13.4),
                regions: [("1", "IS-1", "Capital Region")], split: nil),
        Country(iso2: "US", iso3: "USA", number: 840, name: "United States", continent: "NA", capital: "Washington", box: (24.5, 49, -125, -66.9),
                regions: [("NY", "US-NY", "New York"), ("CA", "US-CA", "California")], split: -114, splitsLongitude: true),
        Country(iso2: "JP", iso3: "JPN", number: 392, name: "Japan", continent: "AS", capital: "Tokyo", box: (30, 46, 129, 146),
                regions: [("40", "JP-13", "Tokyo"), ("32", "JP-27", "Osaka")], split: 137.5, splitsLongitude: true),
        Country(iso2: "AU", iso3: "AUS", number: 36, name: "Australia", continent: "OC", capital: "Canberra", box: (-39, -10, 113, 154),
                regions: [("02", "AU-NSW", "New South Wales"), ("08", "AU-WA", "Western Australia")], split: 141, splitsLongitude: true),
    ]

    static let cities: [SourceCity] = [
        city(2988507, "Paris", 48.85341, 2.3488, "FR", "11", 2_138_551, "Europe/Paris"),
        city(9000001, "Montmartre", 48.8867, 2.3431, "FR", "11", 20_000, "Europe/Paris"),
        city(2995469, "Marseille", 43.29695, 5.38107, "FR", "93", 870_018, "Europe/Paris"),
        city(2950159, "Berlin", 52.52437, 13.41053, "DE", "16", 3_426_354, "Europe/Berlin"),
        city(2867714, "Munich", 48.13743, 11.57549, "DE", "02", 1_260_391, "Europe/Berlin"),
        city(2761369, "Vienna", 48.20849, 16.37208, "AT", "09", 1_691_468, "Europe/Vienna", alternates: ["Wien"]),
        city(2778067, "Graz", 47.06667, 15.45, "AT", "06", 222_326, "Europe/Vienna"),
        city(3173435, "Milan", 45.46427, 9.18951, "IT", "09", 1_236_837, "Europe/Rome"),
        city(3169070, "Rome", 41.89193, 12.51133, "IT", "07", 2_318_895, "Europe/Rome"),
        city(3128760, "Barcelona", 41.38879, 2.15899, "ES", "56", 1_620_343, "Europe/Madrid"),
        city(3117735, "Madrid", 40.4165, -3.70256, "ES", "29", 3_255_944, "Europe/Madrid"),
        city(2735943, "Porto", 41.14961, -8.61099, "PT", "17", 249_633, "Europe/Lisbon"),
        city(2267057, "Lisbon", 38.71667, -9.13333, "PT", "14", 517_802, "Europe/Lisbon"),
        city(2643743, "London", 51.50853, -0.12574, "GB", "ENG", 8_961_989, "Europe/London"),
        city(2643123, "Manchester", 53.48095, -2.23743, "GB", "ENG", 395_515, "Europe/London"),
        city(3413829, "Reykjavík", 64.13548, -21.89541, "IS", "1", 118_918, "Atlantic/Reykjavik"),
        city(5368361, "Los Angeles", 34.05223, -118.24368, "US", "CA", 3_971_883, "America/Los_Angeles"),
        city(5128581, "New York City", 40.71427, -74.00597, "US", "NY", 8_804_190, "America/New_York"),
        city(1850147, "Tokyo", 35.6895, 139.69171, "JP", "40", 8_336_599, "Asia/Tokyo"),
        city(1853909, "Osaka", 34.69374, 135.50218, "JP", "32", 2_592_413, "Asia/Tokyo"),
        city(2147714, "Sydney", -33.86785, 151.20732, "AU", "02", 4_627_345, "Australia/Sydney"),
        city(2063523, "Perth", -31.95224, 115.8614, "AU", "08", 1_896_548, "Australia/Perth"),
    ]

    /// GeoNames feature codes: Montmartre is a section (PPLX) of Paris, the capitals are PPLC.
    static let features: [Int: GeoNamesFeature] = [
        9000001: GeoNamesFeature(code: "PPLX"), 2988507: GeoNamesFeature(code: "PPLC"), 2950159: GeoNamesFeature(code: "PPLC"),
        3169070: GeoNamesFeature(code: "PPLC"), 2267057: GeoNamesFeature(code: "PPLC"), 3117735: GeoNamesFeature(code: "PPLC"), 2643743: GeoNamesFeature(code: "PPLC"),
        3413829: GeoNamesFeature(code: "PPLC"), 2761369: GeoNamesFeature(code: "PPLC"), 1850147: GeoNamesFeature(code: "PPLC"),
    ]

    static let airports: [SourceAirport] = [
        airport("LFPG", "CDG", "Charles de Gaulle International Airport", 49.012779, 2.55, "FR-IDF", "Paris"),
        airport("LOWW", "VIE", "Vienna International Airport", 48.110298, 16.5697, "AT-9", "Vienna"),
        airport("LIRF", "FCO", "Leonardo da Vinci–Fiumicino Airport", 41.8002778, 12.2388889, "IT-62", "Rome"),
        airport("LEMD", "MAD", "Adolfo Suárez Madrid–Barajas Airport", 40.471926, -3.56264, "ES-MD", "Madrid"),
        airport("EGLL", "LHR", "London Heathrow Airport", 51.4706, -0.461941, "GB-ENG", "London"),
        airport("BIKF", "KEF", "Keflavik International Airport", 63.985001, -22.6056, "IS-1", "Reykjavík"),
        airport("KLAX", "LAX", "Los Angeles International Airport", 33.942501, -118.407997, "US-CA", "Los Angeles"),
        airport("KJFK", "JFK", "John F Kennedy International Airport", 40.639801, -73.7789, "US-NY", "New York"),
        airport("RJAA", "NRT", "Narita International Airport", 35.764702, 140.386002, "JP-13", "Tokyo"),
        airport("YSSY", "SYD", "Sydney Kingsford Smith International Airport", -33.946098, 151.177002, "AU-NSW", "Sydney"),
    ]

    /// What `waymark about` lists as the fixture's one source.
    static let source = GazetteerSource(
        name: "fixture-world", version: "1", sha256: String(repeating: "0", count: 64), paths: ["Tests/WaymarkTestSupport/FixtureWorld.swift"],
        licence: "the project's", attribution: "Waymark's test fixture world, drawn by hand")

    static func inputs() -> GazetteerInputs {
        var admin0: [ShapefileFeature] = []
        var admin1: [(file: String, feature: GeoJSONFeature)] = []
        var regions: [SourceRegion] = []
        for (index, c) in countries.enumerated() {
            admin0.append(ShapefileFeature(recordNumber: index + 1, attributes: ["ADM0_A3": c.iso3, "ISO_A2": c.iso2, "ISO_A2_EH": c.iso2, "NAME": c.name],
                                           geometry: MultiPolygon(polygons: [box(c.box)])))
            for (part, r) in c.regions.enumerated() {
                regions.append(SourceRegion(admin1Code: "\(c.iso2).\(r.code)", iso3166_2: r.iso, name: r.name,
                                            geonameID: nil, type: "Region", aliases: []))
                admin1.append((file: "admin1-\(c.iso3).json",
                               feature: GeoJSONFeature(index: part, properties: ["_id": "\(c.iso3)-\(part + 1)", "name": r.name, "adm0_a3": c.iso3, "iso_a2": c.iso2],
                                                       geometry: MultiPolygon(polygons: [box(regionBox(c, part: part))]))))
            }
        }
        var inputs = GazetteerInputs(
            continents: [SourceContinent(code: "EU", name: "Europe", geonameID: 6255148, population: 741_000_000),
                         SourceContinent(code: "AS", name: "Asia", geonameID: 6255147, population: 4_600_000_000),
                         SourceContinent(code: "NA", name: "North America", geonameID: 6255149, population: 580_000_000),
                         SourceContinent(code: "OC", name: "Oceania", geonameID: 6255151, population: 43_000_000)],
            countries: countries.enumerated().map { index, c in
                SourceCountry(iso2: c.iso2, iso3: c.iso3, isoNumeric: c.number, name: c.name, continentCode: c.continent, capital: c.capital,
                              areaSquareKilometers: nil, population: 1_000_000, geonameID: 100 + index)
            },
            regions: regions, cities: cities, airports: airports, airportCodes: [],
            territoryNames: [:], subdivisionNames: [:], admin0: admin0, admin1: admin1,
            productLayer: ProductLayer(), sources: [source], productLayerSHA256: "fixture-world")
        inputs.cityFeatures = features
        inputs.runways = [SourceRunway(airportIdent: "LFPG", end1Latitude: 49.008, end1Longitude: 2.52, end2Latitude: 49.012, end2Longitude: 2.575)]
        return inputs
    }

    static func regionBox(_ c: Country, part: Int) -> (minLat: Double, maxLat: Double, minLon: Double, maxLon: Double) {
        guard let split = c.split else { return c.box }
        var b = c.box
        switch (c.splitsLongitude, part) {
        case (false, 0): b.minLat = split
        case (false, _): b.maxLat = split
        case (true, 0): b.minLon = split
        case (true, _): b.maxLon = split
        }
        return b
    }

    static func box(_ b: (minLat: Double, maxLat: Double, minLon: Double, maxLon: Double)) -> Polygon {
        Polygon(outer: Ring(points: [
            Coordinate(latitude: b.minLat, longitude: b.minLon), Coordinate(latitude: b.minLat, longitude: b.maxLon),
            Coordinate(latitude: b.maxLat, longitude: b.maxLon), Coordinate(latitude: b.maxLat, longitude: b.minLon),
        ]))
    }

    static func city(_ id: Int, _ name: String, _ lat: Double, _ lon: Double, _ country: String, _ admin1: String,
                     _ population: Int, _ timezone: String, alternates: [String] = []) -> SourceCity {
        SourceCity(geonameID: id, name: name, latitude: lat, longitude: lon, countryCode: country, admin1: admin1,
                   population: population, timezone: timezone, alternateNames: alternates)
    }

    static func airport(_ icao: String, _ iata: String, _ name: String, _ lat: Double, _ lon: Double, _ region: String,
                        _ municipality: String) -> SourceAirport {
        SourceAirport(ident: icao, type: "large_airport", name: name, latitude: lat, longitude: lon, isoCountry: String(region.prefix(2)),
                      isoRegion: region, municipality: municipality, scheduledService: true, gpsCode: icao, iataCode: iata, icaoCode: icao)
    }
}

/// The fixture's folder is this process's alone; it goes when the process exits.
private nonisolated(unsafe) var fixtureFolderToRemove: String?

private func removeAtExit(_ folder: URL) {
    fixtureFolderToRemove = folder.path
    atexit {
        if let path = fixtureFolderToRemove { try? FileManager.default.removeItem(atPath: path) }
    }
}
