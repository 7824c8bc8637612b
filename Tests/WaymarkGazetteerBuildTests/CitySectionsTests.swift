import XCTest
@testable import WaymarkGazetteerBuild

final class CitySectionsTests: XCTestCase {
    func city(_ id: Int, _ name: String, _ lat: Double, _ lon: Double, population: Int, country: String = "FR") -> SourceCity {
        SourceCity(geonameID: id, name: name, latitude: lat, longitude: lon, countryCode: country, admin1: "11",
                   population: population, timezone: "Europe/Paris", alternateNames: [])
    }

    func testNumberedSectionsNearABiggerCityAreItsSections() {
        let paris = city(1, "Paris", 48.853, 2.349, population: 2_138_551)
        let cities = [
            paris,
            city(2, "Paris 16 Passy", 48.857, 2.270, population: 159_386),
            city(3, "Paris 13e Arrondissement", 48.83, 2.36, population: 181_000),
            city(4, "Paris 04 Hôtel-de-Ville", 48.854, 2.357, population: 27_000),
            city(5, "Budapest XI. kerület", 47.47, 19.05, population: 139_000, country: "HU"),
            city(6, "Budapest", 47.498, 19.04, population: 1_741_041, country: "HU"),
            city(7, "Zürich (Kreis 3)", 47.37, 8.51, population: 46_018, country: "CH"),
            city(8, "Zürich", 47.367, 8.55, population: 415_367, country: "CH"),
        ]
        let sections = CitySections.find(cities)
        XCTAssertEqual(sections.mapValues(\.geonameID), [2: 1, 3: 1, 4: 1, 5: 6, 7: 8])
    }

    func testNeighboursFarTownsAndUnnumberedNamesAreNotSections() {
        let cities = [
            city(1, "Paris", 48.853, 2.349, population: 2_138_551),
            city(2, "Paris 16 Passy", 33.66, -95.55, population: 25_000, country: "US"),   // another country
            city(3, "Paris Charles", 48.9, 2.3, population: 1_000),                         // not a number
            city(4, "Paris 12", 45.0, 2.3, population: 1_000),                              // 430 km away
            city(5, "Miami", 25.77, -80.19, population: 441_003, country: "US"),
            city(6, "Miami Gardens", 25.94, -80.25, population: 113_187, country: "US"),
            city(7, "Lyon 07", 45.75, 4.84, population: 82_573),                            // Lyon itself is not listed
        ]
        XCTAssertTrue(CitySections.find(cities).isEmpty)
    }
}
