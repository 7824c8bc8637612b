import WaymarkGeo
import XCTest
@testable import WaymarkGazetteerBuild

/// Which cities of a region reach across a polygon border into a neighbour's polygon
/// (`BorderCrossings`), on invented cities along the equator (0.1° of longitude ≈ 11.1 km).
final class BorderCrossingsTests: XCTestCase {
    static func city(_ id: Int, _ longitude: Double, _ admin1: String) -> SourceCity {
        SourceCity(geonameID: id, name: "city \(id)", latitude: 0, longitude: longitude, countryCode: "ZZ",
                   admin1: admin1, population: 1_000, timezone: "UTC", alternateNames: [])
    }

    /// Polygon 0 answers ZZ.01 (west of 1°), polygon 1 answers ZZ.02 (east of it).
    static let cities = [
        city(1, 0.0, "01"), city(2, 0.5, "01"), city(3, 0.9, "01"),   // ZZ.01 in its own polygon
        city(4, 1.1, "02"), city(5, 1.5, "02"),                       // ZZ.02 in its own polygon
        city(6, 0.95, "02"), city(7, 0.75, "02"),                     // ZZ.02 reaching west: 0.15° and 0.2° links
        city(8, 0.2, "02"),                                           // ZZ.02 far inside ZZ.01's polygon
    ]

    func crossings() -> (BorderCrossings, [String: [BorderCrossings.Member]]) {
        let cities = Self.cities
        let borders = BorderCrossings(cities: cities, codes: cities.map(\.admin1Code), polygonOf: cities.map { $0.longitude < 1 ? 0 : 1 }) {
            $0 == 0 ? "ZZ.01" : "ZZ.02"
        }
        return (borders, borders.crossings(cities))
    }

    func testCitiesChainedToTheirRegionsAreaAcrossTheBorderAreCrossings() {
        let (borders, found) = crossings()
        XCTAssertEqual(borders.outsiders["ZZ.02"]?.map { Self.cities[$0.city].geonameID }, [6, 7, 8])
        XCTAssertEqual(found["ZZ.02"]?.map { Self.cities[$0.city].geonameID }, [6, 7])
        XCTAssertEqual(found["ZZ.02"]?.map(\.polygon), [0, 0])
    }

    func testACityFarFromItsRegionWithNoChainIsNoCrossing() {
        let (borders, found) = crossings()
        XCTAssertFalse(found["ZZ.02", default: []].contains { Self.cities[$0.city].geonameID == 8 })
        // 0.55° from city 7 and 0.9° from ZZ.02's own area: farther than a link.
        let meters = try! XCTUnwrap(borders.metersToOwnArea(Self.cities[7], "ZZ.02"))
        XCTAssertGreaterThan(meters, BorderCrossings.linkMeters * 3)
        XCTAssertNil(found["ZZ.01"])
    }
}
