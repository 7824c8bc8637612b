import Foundation
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer

/// `country_cities` (schema 8): the codec round-trips, and on the real gazetteer each country's
/// row lists exactly the cities that its codes, overridden by `city_membership`, place in it.
final class CountryCityListTests: XCTestCase {
    typealias City = CountryCityCodec.City

    func testDecodingGivesBackEveryCityInLatitudeThenRowidOrder() throws {
        let cities = [
            City(rowid: 900_000, coordinate: Coordinate(latitude: 10.5, longitude: -179.99999), region: 42),
            City(rowid: 7, coordinate: Coordinate(latitude: -33.86785, longitude: 151.20732), region: nil),
            City(rowid: 5, coordinate: Coordinate(latitude: 10.5, longitude: 179.99999), region: 3),
            City(rowid: 230_001, coordinate: Coordinate(latitude: 89.99999, longitude: 0), region: 42),
            City(rowid: 12, coordinate: Coordinate(latitude: -90, longitude: -180), region: 3),
        ]
        let list = try CountryCityCodec.decode(try CountryCityCodec.encode(cities))
        let expected = cities.sorted { ($0.coordinate.latitude, $0.rowid) < ($1.coordinate.latitude, $1.rowid) }
        XCTAssertEqual(list.count, cities.count)
        XCTAssertEqual(list.rowids.map(Int.init), expected.map(\.rowid))
        XCTAssertEqual((0..<list.count).map { list.coordinate(at: $0) }, expected.map(\.coordinate))
        XCTAssertEqual(list.regions.map(Int.init), expected.map { $0.region ?? 0 })
        XCTAssertEqual(try CountryCityCodec.regions(try CountryCityCodec.encode(cities)), [0, 3, 42])
    }

    /// The decoder reads a city's values without bounds checks while sixteen bytes remain, and
    /// falls back to the checked reader for a value of five bytes or more and for the last
    /// cities: long rowid jumps among short ones, and cities across the antimeridian, decode
    /// to what was encoded.
    func testLongValuesAmongShortOnesDecodeOnEitherPath() throws {
        var cities: [City] = []
        for k in 0..<40 {
            let rowid = k % 7 == 3 ? 2_000_000_000 - k : k + 1   // a zig-zag delta of five bytes
            let longitude = CoordinateGrid.degrees(k % 2 == 0 ? -17_999_999 + k : 17_999_999 - k)
            cities.append(City(rowid: rowid, coordinate: Coordinate(latitude: -60 + Double(k) * 3, longitude: longitude), region: k % 3 == 0 ? nil : 10 + k % 4))
        }
        let list = try CountryCityCodec.decode(try CountryCityCodec.encode(cities))
        XCTAssertEqual(list.rowids.map(Int.init), cities.map(\.rowid))
        XCTAssertEqual((0..<list.count).map { list.coordinate(at: $0) }, cities.map(\.coordinate))
        XCTAssertEqual(list.regions.map(Int.init), cities.map { $0.region ?? 0 })
    }

    func testAnEmptyListRoundTrips() throws {
        XCTAssertEqual(try CountryCityCodec.decode(try CountryCityCodec.encode([])), CountryCityList())
    }

    /// Rounding such a city to the grid would move it, and the lists would no longer find the
    /// point the reference resolver reads from `place`.
    func testACityOffTheGridIsRefused() {
        let city = City(rowid: 1, coordinate: Coordinate(latitude: 48.123456, longitude: 2.5), region: nil)
        XCTAssertThrowsError(try CountryCityCodec.encode([city])) { error in
            XCTAssertEqual(error as? CountryCityCodec.CodingError, .offGrid(city: 1, city.coordinate))
        }
    }

    func testADamagedBlobIsRefused() throws {
        let bytes = try CountryCityCodec.encode([City(rowid: 300, coordinate: Coordinate(latitude: 1, longitude: 2), region: 9)])
        XCTAssertThrowsError(try CountryCityCodec.decode(Array(bytes.dropLast())))
        XCTAssertThrowsError(try CountryCityCodec.decode([]))
        XCTAssertThrowsError(try CountryCityCodec.decode([99] + bytes.dropFirst())) { error in
            XCTAssertEqual(error as? CountryCityCodec.CodingError, .unsupportedVersion(99))
        }
    }

    func testBoundaryPositionsRoundTrip() throws {
        for positions in [[], [0], [0, 1, 2, 300, 301, 70_000]] {
            XCTAssertEqual(try BoundaryCityCodec.decode(BoundaryCityCodec.encode(positions)), positions)
        }
        XCTAssertThrowsError(try BoundaryCityCodec.decode(Array(BoundaryCityCodec.encode([4, 500]).dropLast())))
    }

    /// Every split or derived region polygon lists the cities of its country's list that it
    /// contains: here by the plain even-odd test over every edge of the stored rings
    /// (`Polygon.contains`), not the resolver's banded index that the build used.
    func testEverySplitOrDerivedPolygonListsTheCitiesOfItsCountryInsideIt() throws {
        try TestTier.requireFull("recomputes the cities inside 1,000 split region polygons")
        let gazetteer = try InstalledGazetteer.open()
        var lists: [Int: CountryCityList] = [:]
        var polygons = 0, contained = 0
        for record in try gazetteer.makeBoundaryReader().all() where record.level == 1 {
            guard record.decision == .splitNearestCity || record.decision == .derived else {
                XCTAssertNil(try gazetteer.boundaryCityPositions(record.rowid), "boundary \(record.rowid) is not split")
                continue
            }
            let list = try lists[record.country] ?? gazetteer.countryCities(record.country)
            lists[record.country] = list
            let polygon = try PolygonCodec.decode(record.geometry ?? [])
            let box = try XCTUnwrap(BoundingBox(enclosing: polygon.outer.points))
            let expected = (0..<list.count).filter { box.contains(list.coordinate(at: $0)) && polygon.contains(list.coordinate(at: $0)) }
            XCTAssertEqual(try gazetteer.boundaryCityPositions(record.rowid), expected, "boundary \(record.rowid)")
            polygons += 1
            contained += expected.count
        }
        XCTAssertGreaterThan(polygons, 1_000)
        XCTAssertGreaterThan(contained, 10_000)
    }

    /// The independent answer: every city of `place` with its codes, replaced by its
    /// `city_membership` row where it has one, grouped by country and sorted by latitude then rowid.
    func testEveryCountryListsExactlyTheCitiesTheMembershipRulesPlaceInIt() throws {
        let gazetteer = try InstalledGazetteer.open()
        let placements = Dictionary(uniqueKeysWithValues: try gazetteer.cityPlacements().map { ($0.city, $0) })
        var expected: [Int: [City]] = [:]
        for city in try gazetteer.points(of: .city) {
            let placed = placements[city.rowid]
            guard let country = placed?.country ?? city.country else { continue }
            expected[country, default: []].append(City(rowid: city.rowid, coordinate: city.coordinate, region: placed == nil ? city.region : placed!.region))
        }
        XCTAssertEqual(try gazetteer.countriesWithCities(), expected.keys.sorted())
        var listed = 0
        for (country, cities) in expected {
            let list = try gazetteer.countryCities(country)
            let sorted = cities.sorted { ($0.coordinate.latitude, $0.rowid) < ($1.coordinate.latitude, $1.rowid) }
            let decoded = (0..<list.count).map { City(rowid: Int(list.rowids[$0]), coordinate: list.coordinate(at: $0), region: list.regions[$0] == 0 ? nil : Int(list.regions[$0])) }
            XCTAssertEqual(decoded, sorted, "country rowid \(country)")
            listed += list.count
        }
        XCTAssertGreaterThan(listed, 230_000)
        XCTAssertEqual(try gazetteer.countryCities(0), CountryCityList(), "a rowid with no row lists no city")
    }
}
