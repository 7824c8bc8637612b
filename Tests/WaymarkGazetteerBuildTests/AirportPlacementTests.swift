import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkGazetteerBuild

/// An airport hangs off the city it serves, in that city's region, so its label never puts a
/// city in a region it is not in; an airport that names no city is filed where the resolver
/// would put it. The world: one country split at longitude 5 into West (DE-W) and East (DE-E).
final class AirportPlacementTests: XCTestCase {
    let cities = [
        MiniWorld.city(101, "Capital", 5.0, 4.5, "DE", "01", population: 1_000_000),
        MiniWorld.city(102, "Bedford", 7.0, 4.95, "DE", "01", population: 20_000),
        MiniWorld.city(103, "Bedford", 7.0, 5.55, "DE", "02", population: 10_000),
        MiniWorld.city(104, "Westtown", 6.0, 4.95, "DE", "01", population: 5_000),
        MiniWorld.city(105, "Easttown", 6.0, 5.35, "DE", "02", population: 500),
        MiniWorld.city(106, "Ostburg", 4.0, 8.0, "DE", "02", population: 50_000),
        MiniWorld.city(107, "Kleinstadt", 5.0, 5.3, "DE", "02", population: 2_000),
    ]

    /// The served city's geonameid and the region's name.
    func placement(of airport: SourceAirport) -> (cityID: String?, region: String?) {
        var places = [PlaceRow(rowid: 1, kind: .country, code: "DE", name: "Germany", continent: nil, country: nil, region: nil,
                               city: nil, coordinate: nil, population: 0, importance: 0, geonameID: nil)]
        var rowidByID = ["country:DE": 1]
        for (code, name) in [("DE.01", "West"), ("DE.02", "East")] {
            places.append(PlaceRow(rowid: places.count + 1, kind: .region, code: code, name: name, continent: nil, country: 1,
                                   region: nil, city: nil, coordinate: nil, population: 0, importance: 0, geonameID: nil))
            rowidByID["region:\(code)"] = places.count
        }
        for city in cities {
            places.append(PlaceRow(rowid: places.count + 1, kind: .city, code: String(city.geonameID), name: city.name, continent: nil,
                                   country: 1, region: rowidByID["region:DE.\(city.admin1)"], city: nil,
                                   coordinate: Coordinate(latitude: city.latitude, longitude: city.longitude),
                                   population: city.population, importance: 0, geonameID: city.geonameID))
            rowidByID["city:\(city.geonameID)"] = places.count
        }
        let polygons = [("DE.01", MiniWorld.square(0, 0, 5, 10)), ("DE.02", MiniWorld.square(5, 0, 10, 10))].map { code, polygon in
            BoundaryRow(level: 1, place: PlaceID(kind: .region, code: code), countryCode: "DE", sourceRef: code, decision: .majority,
                        source: polygon, stored: polygon, areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: polygon.boundingBox!)
        }
        let placement = AirportPlacement(cityIndex: CityIndex(cities: cities), regionsByISO: ["DE-W": "DE.01", "DE-E": "DE.02"],
                                         regionLayer: PolygonLayer(polygons, useSource: false))
        let (city, region) = placement.place(airport, at: Coordinate(latitude: airport.latitude, longitude: airport.longitude),
                                             rowidByID: rowidByID, places: places)
        return (city.map { places[$0 - 1].code }, region.map { places[$0 - 1].name })
    }

    func airport(_ lat: Double, _ lon: Double, iso: String, municipality: String) -> SourceAirport {
        MiniWorld.airport("EDXX", "XXX", "medium_airport", lat, lon, scheduled: true, region: iso, municipality: municipality)
    }

    /// The airport at (lat, lon) with this ISO code and municipality serves `city` (by geonameid)
    /// and is filed in `region` (by name).
    func assertPlaced(_ lat: Double, _ lon: Double, iso: String, municipality: String, city: String?, region: String?,
                      file: StaticString = #filePath, line: UInt = #line) {
        let placed = placement(of: airport(lat, lon, iso: iso, municipality: municipality))
        XCTAssertEqual(placed.cityID, city, "city", file: file, line: line)
        XCTAssertEqual(placed.region, region, "region", file: file, line: line)
    }

    func testAnAirportServingACityFromAcrossARegionsLineIsFiledWithTheCity() {
        // Berlin's airport lies in Brandenburg; its chain reads "…, Berlin, Berlin, Germany".
        assertPlaced(5.0, 5.1, iso: "DE-E", municipality: "Capital", city: "101", region: "West")
    }

    func testAnISOCodeNamingAnotherRegionDoesNotMoveTheAirport() {
        // Cork's airport: OurAirports' "IE-C" (County Cork) is GeoNames' Connacht.
        assertPlaced(4.0, 7.9, iso: "DE-W", municipality: "Ostburg", city: "106", region: "East")
    }

    func testANamesakeNearerInTheAirportsOwnRegionIsTheCityItServes() {
        // Hanscom Field's "Bedford" is Bedford, Massachusetts, not the larger one in New Hampshire.
        assertPlaced(7.0, 5.45, iso: "DE-E", municipality: "Bedford", city: "103", region: "East")
        // Another city it names on its own side is no namesake: the larger city is the one it serves.
        assertPlaced(5.0, 5.1, iso: "DE-E", municipality: "Capital / Kleinstadt", city: "101", region: "West")
    }

    func testAnAirportNamingNoCityIsServedFromItsOwnRegion() {
        // Westtown is nearer, but across the line: Easttown, in the region that holds the airport.
        assertPlaced(6.0, 5.1, iso: "DE-W", municipality: "Nowhere", city: "105", region: "East")
    }

    func testAnAirportNoPolygonHoldsAndNoCityServesTakesItsISOCode() {
        assertPlaced(20, 20, iso: "DE-W", municipality: "Nowhere", city: nil, region: "West")
    }
}
