import WaymarkGeo
import XCTest
@testable import WaymarkGazetteerBuild

/// Towns whose GeoNames code names no region get the region of their own point
/// (`RegionlessCities`), on invented towns along the equator (0.1° of longitude ≈ 11.1 km).
final class RegionlessCitiesTests: XCTestCase {
    static func city(_ id: Int, _ longitude: Double, _ admin1: String, country: String = "ZZ") -> SourceCity {
        SourceCity(geonameID: id, name: "town \(id)", latitude: 0, longitude: longitude, countryCode: country,
                   admin1: admin1, population: 1_000, timezone: "UTC", alternateNames: [])
    }

    /// Polygon 0 (west of 1°) answers ZZ.01; polygon 1 (1° to 2°) is split between regions.
    /// Towns east of 2° lie in no polygon of their country.
    static let cities = [
        city(1, 0.2, "01"), city(2, 1.2, "02"), city(3, 1.8, "03"),
        city(10, 0.5, "00"),          // in polygon 0: ZZ.01
        city(11, 1.7, ""),            // in the split polygon, nearest coded town inside is 3: ZZ.03
        city(12, 2.1, "99"),          // a retired code, outside every polygon: nearest coded town is 3
        city(13, 5.0, "00"),          // outside, 355 km from town 3: too far for any region
        city(14, 2.05, "04"),         // coded, but outside its country's polygons: never a neighbour
        city(20, 0.4, "00", country: "YY"),   // YY has no regions at all: left alone
    ]

    func assignments() -> [Int: RegionlessCities.Assignment] {
        let cities = Self.cities
        let regionOf: [String?] = cities.map { ["01", "02", "03", "04"].contains($0.admin1) ? $0.admin1Code : nil }
        let polygonOf: [Int?] = cities.map { $0.countryCode != "ZZ" || $0.longitude > 2 ? nil : ($0.longitude < 1 ? 0 : 1) }
        let given = RegionlessCities(cities: cities, regionOf: regionOf, polygonOf: polygonOf) { $0 == 0 ? "ZZ.01" : nil }.assign()
        return Dictionary(uniqueKeysWithValues: given.map { (cities[$0.key].geonameID, $0.value) })
    }

    func testATownInAPolygonThatAnswersOneRegionTakesIt() {
        XCTAssertEqual(assignments()[10], .init(region: "ZZ.01", rule: "polygon"))
    }

    func testATownInASplitPolygonTakesTheRegionOfTheNearestCodedTownInsideIt() {
        let given = assignments()[11]
        XCTAssertEqual(given?.region, "ZZ.03")
        XCTAssertEqual(given?.rule, "nearest_city_in_polygon")
        XCTAssertEqual(given?.neighbour, 3)
    }

    func testATownOutsideEveryPolygonTakesTheNearestTownInsideItsCountrysPolygons() {
        // Town 14 (ZZ.04) is nearer, but lies outside its country's polygons itself.
        let given = assignments()[12]
        XCTAssertEqual(given?.region, "ZZ.03")
        XCTAssertEqual(given?.rule, "nearest_city_in_country")
        XCTAssertEqual(given?.meters ?? 0, 33_400, accuracy: 200)
    }

    func testACityStateKeepsNoRegion() {
        let cities = Self.cities
        var regionless = RegionlessCities(cities: cities, regionOf: cities.map { ["01", "02", "03"].contains($0.admin1) ? $0.admin1Code : nil },
                                          polygonOf: cities.map { $0.longitude < 1 ? 0 : nil }) { $0 == 0 ? "ZZ.01" : nil }
        regionless.cityStates = [10]
        XCTAssertFalse(regionless.assign().keys.contains { cities[$0].geonameID == 10 })
    }

    func testNoRegionIsGivenFromFartherThanTheLimitOrInACountryWithoutRegions() {
        let given = assignments()
        XCTAssertNil(given[13])
        XCTAssertNil(given[20])
        XCTAssertEqual(Set(given.keys), [10, 11, 12])
    }
}
