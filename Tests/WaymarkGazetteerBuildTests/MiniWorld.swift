import Foundation
import WaymarkGeo
@testable import WaymarkGazetteerBuild

/// A small invented world whose right answers are known by construction:
///
/// ```
///  lat 10 ┌───────────── DE ────────────┬──────── FR ────────┐
///         │ DE-West (DE.01) │ DE-East    │                    │
///         │  3 Alpha cities │ 2 Beta +   │  3 cities FR.11    │
///         │                 │ 2 Alpha    │                    │
///  lat 0  └─────────────────┴────────────┴────────────────────┘
///        lon 0            lon 5       lon 10               lon 20
/// ```
/// plus an empty island polygon named "Gamma" (DE.03, decided by name), France's overseas part
/// at lon 50 (moved to GF by the product layer), and a coastal city just off DE's south coast.
enum MiniWorld {
    static func square(_ minLon: Double, _ minLat: Double, _ maxLon: Double, _ maxLat: Double) -> Polygon {
        // Extra collinear vertices along the bottom edge give simplification something to remove.
        Polygon(outer: Ring(points: [
            Coordinate(latitude: minLat, longitude: minLon),
            Coordinate(latitude: minLat, longitude: (minLon + maxLon) / 2),
            Coordinate(latitude: minLat, longitude: maxLon),
            Coordinate(latitude: maxLat, longitude: maxLon),
            Coordinate(latitude: maxLat, longitude: minLon),
        ]))
    }

    static func city(_ id: Int, _ name: String, _ lat: Double, _ lon: Double, _ cc: String, _ admin1: String,
                     population: Int = 1000, alternates: [String] = []) -> SourceCity {
        SourceCity(geonameID: id, name: name, latitude: lat, longitude: lon, countryCode: cc, admin1: admin1,
                   population: population, timezone: "UTC", alternateNames: alternates)
    }

    static func airport(_ ident: String, _ iata: String, _ type: String, _ lat: Double, _ lon: Double,
                        scheduled: Bool, region: String = "DE-AL", municipality: String = "Alphaburg") -> SourceAirport {
        SourceAirport(ident: ident, type: type, name: "\(ident) Airport", latitude: lat, longitude: lon, isoCountry: String(region.prefix(2)),
                      isoRegion: region, municipality: municipality, scheduledService: scheduled, gpsCode: ident, iataCode: iata, icaoCode: "")
    }

    static func geojsonFeature(_ index: Int, _ id: String, _ name: String, _ a3: String, _ iso: String, _ polygon: Polygon) -> (file: String, feature: GeoJSONFeature) {
        (file: "admin1-\(a3).json",
         feature: GeoJSONFeature(index: index, properties: ["_id": id, "name": name, "adm0_a3": a3, "iso_a2": iso],
                                 geometry: MultiPolygon(polygons: [polygon])))
    }

    static var productLayer: ProductLayer {
        ProductLayer(
            unsupportedCountries: [.init(code: "CS", reason: "dissolved")],
            admin0Units: [.init(unit: "XXX", country: nil, reason: "disputed test unit")],
            admin0Parts: [.init(unit: "FRA", box: [49, 0, 52, 2], country: "GF", reason: "overseas part")],
            aliases: [.init(place: "country:DE", name: "Teutonia", reason: "test alias")])
    }

    static func inputs() -> GazetteerInputs {
        let countries = [
            SourceCountry(iso2: "CS", iso3: "SCG", isoNumeric: 891, name: "Serbia and Montenegro", continentCode: "EU", capital: "", areaSquareKilometers: nil, population: 0, geonameID: 1),
            SourceCountry(iso2: "DE", iso3: "DEU", isoNumeric: 276, name: "Germany", continentCode: "EU", capital: "Alphaburg", areaSquareKilometers: 1, population: 80_000_000, geonameID: 2),
            SourceCountry(iso2: "FR", iso3: "FRA", isoNumeric: 250, name: "France", continentCode: "EU", capital: "Lutetia", areaSquareKilometers: 1, population: 60_000_000, geonameID: 3),
            SourceCountry(iso2: "GF", iso3: "GUF", isoNumeric: 254, name: "French Guiana", continentCode: "SA", capital: "", areaSquareKilometers: 1, population: 300_000, geonameID: 4),
        ]
        let regions = [
            SourceRegion(admin1Code: "DE.01", iso3166_2: "DE-AL", name: "Alpha", geonameID: 11, type: "Land", aliases: ["Alphaland"]),
            SourceRegion(admin1Code: "DE.02", iso3166_2: "DE-BE", name: "Beta", geonameID: 12, type: "Land", aliases: []),
            SourceRegion(admin1Code: "DE.03", iso3166_2: "DE-GA", name: "Gamma", geonameID: 13, type: "Land", aliases: []),
            SourceRegion(admin1Code: "FR.11", iso3166_2: "FR-IDF", name: "Île-de-France", geonameID: 14, type: "Region", aliases: []),
        ]
        let cities = [
            city(101, "Alphaburg", 5, 2, "DE", "01", population: 500_000, alternates: ["Alphabourg", "ALPHABURG", "Альфабург"]),
            city(102, "Alphadorf", 6, 1, "DE", "01"),
            city(103, "Alphastadt", 4, 3, "DE", "01"),
            city(104, "Betaheim", 5, 7, "DE", "02"),
            city(105, "Betadorf", 6, 8, "DE", "02"),
            city(106, "Grenzdorf", 4, 6, "DE", "01"),
            city(107, "Grenzheim", 3, 9, "DE", "01"),
            city(108, "Lutetia", 5, 15, "FR", "11", population: 2_000_000, alternates: ["Paris-sur-Test"]),
            city(109, "Meaux", 6, 16, "FR", "11"),
            city(110, "Melun", 4, 14, "FR", "11"),
            city(111, "Hafen", -0.1, 2, "DE", "01"),
            city(112, "Cayenne", 1, 50.5, "GF", "GF"),
        ]
        let admin0 = [
            ShapefileFeature(recordNumber: 1, attributes: ["ADM0_A3": "DEU", "ISO_A2": "DE", "ISO_A2_EH": "DE", "NAME": "Germany"],
                             geometry: MultiPolygon(polygons: [square(0, 0, 10, 10), square(30, 30, 30.5, 30.5)])),
            ShapefileFeature(recordNumber: 2, attributes: ["ADM0_A3": "FRA", "ISO_A2": "-99", "ISO_A2_EH": "FR", "NAME": "France"],
                             geometry: MultiPolygon(polygons: [square(10, 0, 20, 10), square(50, 0.5, 51, 1.5)])),
            ShapefileFeature(recordNumber: 3, attributes: ["ADM0_A3": "XXX", "ISO_A2": "-99", "ISO_A2_EH": "-99", "NAME": "Nowhere"],
                             geometry: MultiPolygon(polygons: [square(40, 40, 41, 41)])),
        ]
        let admin1 = [
            geojsonFeature(0, "DEU-1", "West", "DEU", "DE", square(0, 0, 5, 10)),
            geojsonFeature(1, "DEU-2", "East", "DEU", "DE", square(5, 0, 10, 10)),
            geojsonFeature(2, "DEU-3", "Gamma", "DEU", "DE", square(30, 30, 30.5, 30.5)),
            geojsonFeature(0, "FRA-1", "Ile de France", "FRA", "FR", square(10, 0, 20, 10)),
        ]
        let airports = [
            airport("EDAA", "AAA", "large_airport", 5.1, 2.1, scheduled: true),
            airport("EDAB", "AAA", "small_airport", 5.6, 2.6, scheduled: true),
            airport("EDAC", "BBB", "small_airport", 6, 7, scheduled: false, region: "DE-BE", municipality: "Betaheim"),
            airport("EDAD", "CCC", "closed", 6, 7, scheduled: true, region: "DE-BE"),
            airport("LFAA", "LUT", "medium_airport", 5.1, 15.1, scheduled: true, region: "FR-IDF", municipality: "Lutetia"),
            airport("EDAE", "AAA", "closed", 5.3, 2.3, scheduled: false),
            airport("EDAH", "HHH", "heliport", 5.2, 2.2, scheduled: true),
            airport("EDAM", "MMM", "medium_airport", 4.6, 2.5, scheduled: true, municipality: "Alphastadt, Alphaburg"),
        ]
        var inputs = GazetteerInputs(
            continents: [SourceContinent(code: "EU", name: "Europe", geonameID: 6255148, population: 741_000_000),
                         SourceContinent(code: "SA", name: "South America", geonameID: 6255150, population: 385_000_000)],
            countries: countries, regions: regions, cities: cities, airports: airports,
            airportCodes: [SourceAirportCode(icao: "EDDA", iata: "AAA", name: "AAA", country: "DE", latitude: 5.5, longitude: 2.5)],
            territoryNames: ["DE": [(language: "de", name: "Deutschland"), (language: "en", name: "Germany"), (language: "fr", name: "Allemagne")]],
            subdivisionNames: ["deal": [(language: "en", name: "Alpha State")]],
            admin0: admin0, admin1: admin1, productLayer: productLayer, sources: [], productLayerSHA256: "test")
        inputs.runways = [
            SourceRunway(airportIdent: "EDAA", end1Latitude: 5.1, end1Longitude: 2.09, end2Latitude: 5.1, end2Longitude: 2.12),
            // 100 km from the airport: a misplaced row, left out of the footprint.
            SourceRunway(airportIdent: "EDAA", end1Latitude: 6.0, end1Longitude: 2.1, end2Latitude: 6.01, end2Longitude: 2.1),
        ]
        return inputs
    }
}
