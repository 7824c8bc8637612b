import Foundation
import XCTest
@testable import WaymarkGeo

final class DistanceAndAreaTests: XCTestCase {
    private let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
    private let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    private let radiusKm = 6371.0088

    private func km(_ a: Coordinate, _ b: Coordinate) -> Double { SphericalDistance.meters(a, b) / 1000 }

    /// Exact area of the cell between two parallels and two meridians on a sphere:
    /// R² · Δλ · (sin φ₂ − sin φ₁).
    private func cellAreaKm2(lat0: Double, lat1: Double, lonSpan: Double) -> Double {
        radiusKm * radiusKm * (lonSpan * .pi / 180) * (sin(lat1 * .pi / 180) - sin(lat0 * .pi / 180))
    }

    // MARK: - Haversine

    func testTheMeanEarthRadiusIsTheIUGGValue() {
        XCTAssertEqual(SphericalDistance.earthRadiusMeters, 6_371_008.8)
    }

    func testParisToLondonIsAbout343AndAHalfKilometres() {
        XCTAssertEqual(km(paris, london), 343.5, accuracy: 1)
        XCTAssertEqual(km(london, paris), km(paris, london), "distance is symmetric")
    }

    func testOneDegreeOfLatitudeIsAbout111Point2Kilometres() {
        XCTAssertEqual(km(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0)), 111.195, accuracy: 0.01)
        XCTAssertEqual(km(Coordinate(latitude: 45, longitude: 7), Coordinate(latitude: 46, longitude: 7)), 111.195, accuracy: 0.01)
        XCTAssertEqual(km(Coordinate(latitude: -89, longitude: 0), Coordinate(latitude: -90, longitude: 0)), 111.195, accuracy: 0.01)
    }

    func testOneDegreeOfLongitudeShrinksWithTheCosineOfLatitude() {
        let atEquator = km(Coordinate(latitude: 0, longitude: 10), Coordinate(latitude: 0, longitude: 11))
        let at60 = km(Coordinate(latitude: 60, longitude: 10), Coordinate(latitude: 60, longitude: 11))
        XCTAssertEqual(atEquator, 111.195, accuracy: 0.01)
        XCTAssertEqual(at60, 55.597, accuracy: 0.01)   // great circle, a little shorter than the parallel
    }

    func testAntipodalPointsAreHalfACircumferenceApart() {
        let halfCircumference = Double.pi * radiusKm   // ≈ 20,015.1 km
        XCTAssertEqual(halfCircumference, 20_015.1, accuracy: 0.1)
        XCTAssertEqual(km(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180)), halfCircumference, accuracy: 1e-6)
        XCTAssertEqual(km(Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0)), halfCircumference, accuracy: 1e-6)
        XCTAssertEqual(km(Coordinate(latitude: 40.4168, longitude: -3.7038), Coordinate(latitude: -40.4168, longitude: 176.2962)),
                       halfCircumference, accuracy: 0.01)
    }

    func testTheDistanceFromAPointToItselfIsZero() {
        XCTAssertEqual(SphericalDistance.meters(paris, paris), 0)
    }

    func testDistanceAcrossTheAntimeridianTakesTheShortWay() {
        let west = Coordinate(latitude: 0, longitude: 179.5), east = Coordinate(latitude: 0, longitude: -179.5)
        XCTAssertEqual(km(west, east), 111.195, accuracy: 0.01)
    }

    func testHaversineSatisfiesTheTriangleInequalityOnRandomPoints() {
        var rng = SplitMix64(seed: 21)
        let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)
        for _ in 0..<500 {
            let a = rng.coordinate(in: world), b = rng.coordinate(in: world), c = rng.coordinate(in: world)
            let ab = SphericalDistance.meters(a, b), bc = SphericalDistance.meters(b, c), ac = SphericalDistance.meters(a, c)
            XCTAssertLessThanOrEqual(ac, ab + bc + 1e-6)
            XCTAssertLessThanOrEqual(ab, Double.pi * SphericalDistance.earthRadiusMeters + 1e-6)
            XCTAssertGreaterThanOrEqual(ab, 0)
        }
    }

    // MARK: - Distance to segments and boundaries

    func testPlanarDistanceToASegmentUsesThePerpendicularFootInsideTheSegment() {
        XCTAssertEqual(PlanarGeometry.distance(from: xy(5, 3), toSegment: xy(0, 0), xy(10, 0)), 3)
        XCTAssertEqual(PlanarGeometry.distanceFromOrigin(toSegmentFrom: (-1, 2), to: (1, 2)), 2)
    }

    func testPlanarDistanceToASegmentUsesTheNearestEndpointBeyondIt() {
        XCTAssertEqual(PlanarGeometry.distance(from: xy(13, 4), toSegment: xy(0, 0), xy(10, 0)), 5)
        XCTAssertEqual(PlanarGeometry.distance(from: xy(-3, -4), toSegment: xy(0, 0), xy(10, 0)), 5)
    }

    func testPlanarDistanceToADegenerateSegmentIsTheDistanceToItsPoint() {
        XCTAssertEqual(PlanarGeometry.distance(from: xy(3, 4), toSegment: xy(0, 0), xy(0, 0)), 5)
    }

    func testMetersToASegmentAlongTheEquatorIsTheLatitudeOffset() {
        let d = SphericalDistance.metersToSegment(xy(0.3, 0.01), xy(0, 0), xy(1, 0))
        XCTAssertEqual(d, 1_111.95, accuracy: 0.01)
    }

    func testMetersToAMeridianSegmentScalesLongitudeByTheCosineOfLatitude() {
        // 0.01° of longitude at 60° N is half as long as at the equator.
        let d = SphericalDistance.metersToSegment(xy(10.01, 60), xy(10, 59), xy(10, 61))
        XCTAssertEqual(d, 555.975, accuracy: 0.01)
    }

    func testMetersToBoundaryAgreesWithHaversineForShortDistances() {
        let ring = rectangle(10, 45, 11, 46)
        let inside = xy(10.5, 45.01)   // 0.01° north of the southern edge
        let expected = SphericalDistance.meters(inside, xy(10.5, 45))
        XCTAssertEqual(ring.metersToBoundary(from: inside), expected, accuracy: expected * 0.001)
    }

    func testDegreesToBoundaryIsTheNearestEdgeIncludingHoles() {
        let polygon = Polygon(outer: rectangle(0, 0, 10, 10), holes: [rectangle(3, 3, 7, 7)])
        XCTAssertEqual(polygon.outer.degreesToBoundary(from: xy(1, 5)), 1)
        XCTAssertEqual(polygon.degreesToBoundary(from: xy(2, 5)), 1)     // hole edge at x = 3
        XCTAssertEqual(polygon.degreesToBoundary(from: xy(5, 5)), 2)     // inside the hole
        XCTAssertEqual(polygon.degreesToBoundary(from: xy(13, 14)), 5)   // outside, nearest the corner
        // In metres the hole's meridian edges are nearer: 2° of longitude at 5° N is 2·cos 5° of arc.
        XCTAssertEqual(polygon.metersToBoundary(from: xy(5, 5)), 2 * cos(5 * Double.pi / 180) * 111_195.08, accuracy: 1)
    }

    func testDistanceToTheBoundaryOfAnEmptyRingIsInfinite() {
        XCTAssertEqual(Ring(points: []).degreesToBoundary(from: xy(0, 0)), .infinity)
        XCTAssertEqual(Ring(points: []).metersToBoundary(from: xy(0, 0)), .infinity)
        XCTAssertEqual(MultiPolygon(polygons: []).metersToBoundary(from: xy(0, 0)), .infinity)
    }

    func testMultiPolygonDistanceIsTheNearestOfItsParts() {
        let islands = MultiPolygon(polygons: [Polygon(outer: rectangle(0, 0, 1, 1)), Polygon(outer: rectangle(5, 0, 6, 1))])
        let p = xy(4.99, 0.5)
        XCTAssertEqual(islands.metersToBoundary(from: p), islands.polygons[1].metersToBoundary(from: p))
        XCTAssertEqual(islands.metersToBoundary(from: p), 1_111.95, accuracy: 0.5)
    }

    // MARK: - Area

    func testAOneDegreeCellAtTheEquatorIsAbout12364SquareKilometres() {
        let cell = rectangle(0, 0, 1, 1)
        XCTAssertEqual(cell.areaSquareKilometers, 12_364, accuracy: 12_364 * 0.005)
        XCTAssertEqual(cell.areaSquareKilometers, cellAreaKm2(lat0: 0, lat1: 1, lonSpan: 1), accuracy: 1e-6)
    }

    func testCellsBoundedByParallelsAndMeridiansHaveTheirExactSphericalArea() {
        for (lat0, lat1, lon0, lon1) in [(60.0, 61.0, 10.0, 11.0), (-45.0, -30.0, -170.0, -100.0), (-10.0, 10.0, 120.0, 121.5)] {
            let ring = rectangle(lon0, lat0, lon1, lat1)
            let exact = cellAreaKm2(lat0: lat0, lat1: lat1, lonSpan: lon1 - lon0)
            XCTAssertEqual(ring.areaSquareKilometers, exact, accuracy: exact * 1e-9, "\(lat0)…\(lat1)")
        }
    }

    func testAreaShrinksTowardsThePoles() {
        let equator = rectangle(0, 0, 1, 1).areaSquareKilometers
        let at60 = rectangle(0, 60, 1, 61).areaSquareKilometers
        XCTAssertEqual(at60 / equator, cos(60.5 * .pi / 180), accuracy: 0.001)
    }

    func testAreaIsTheSameWhicheverWayTheRingWindsAndWhereverItStarts() {
        let points = [xy(2.0, 48.0), xy(3.0, 48.2), xy(3.4, 49.1), xy(2.7, 49.6), xy(1.8, 49.0)]
        let area = Ring(points: points).areaSquareKilometers
        XCTAssertGreaterThan(area, 0)
        XCTAssertEqual(Ring(points: points.reversed()).areaSquareKilometers, area, accuracy: area * 1e-12)
        for k in 1..<points.count {
            XCTAssertEqual(Ring(points: Array(points[k...] + points[..<k])).areaSquareKilometers, area, accuracy: area * 1e-12)
        }
        XCTAssertEqual(Ring(points: points + [points[0]]).areaSquareKilometers, area, "closing vertex changes nothing")
    }

    func testAHoleSubtractsItsArea() {
        let outer = rectangle(0, 0, 2, 2), hole = rectangle(0.5, 0.5, 1.5, 1.5)
        let polygon = Polygon(outer: outer, holes: [hole])
        XCTAssertEqual(polygon.areaSquareKilometers, outer.areaSquareKilometers - hole.areaSquareKilometers, accuracy: 1e-6)
        // Roughly three quarters of the outer square near the equator.
        XCTAssertEqual(polygon.areaSquareKilometers / outer.areaSquareKilometers, 0.75, accuracy: 0.001)
        // A hole's winding does not matter either.
        let reversedHole = Polygon(outer: outer, holes: [Ring(points: hole.points.reversed())])
        XCTAssertEqual(reversedHole.areaSquareKilometers, polygon.areaSquareKilometers, accuracy: 1e-6)
    }

    func testHolesLargerThanTheOuterRingClampTheAreaAtZero() {
        let polygon = Polygon(outer: rectangle(0, 0, 1, 1), holes: [rectangle(-1, -1, 2, 2)])
        XCTAssertEqual(polygon.areaSquareKilometers, 0)
    }

    func testAMultiPolygonsAreaIsTheSumOfItsParts() {
        let a = Polygon(outer: rectangle(0, 0, 1, 1)), b = Polygon(outer: rectangle(20, 40, 22, 41))
        XCTAssertEqual(MultiPolygon(polygons: [a, b]).areaSquareKilometers,
                       a.areaSquareKilometers + b.areaSquareKilometers, accuracy: 1e-6)
    }

    func testRingsWithFewerThanThreeVerticesHaveNoArea() {
        XCTAssertEqual(Ring(points: []).areaSquareKilometers, 0)
        XCTAssertEqual(Ring(points: [xy(0, 0), xy(1, 1)]).areaSquareKilometers, 0)
    }

    func testASmallTriangleHasAboutItsPlanarAreaInKilometres() {
        // Right triangle with legs of 0.1° at the equator: ½ · (11.1195 km)² ≈ 61.82 km².
        let triangle = Ring(points: [xy(0, 0), xy(0.1, 0), xy(0, 0.1)])
        XCTAssertEqual(triangle.areaSquareKilometers, 0.5 * 11.11951 * 11.11951, accuracy: 0.1)
    }

    /// A boat at 179.99° E is about 2.2 km from a shore at 179.99° W (0.02° of longitude at the
    /// equator), not 40,000 km.
    func testDistanceToASegmentIsMeasuredTheShortWayAcrossTheAntimeridian() {
        let boat = Coordinate(latitude: 0, longitude: 179.99)
        let shore = (Coordinate(latitude: -1, longitude: -179.99), Coordinate(latitude: 1, longitude: -179.99))
        XCTAssertEqual(SphericalDistance.metersToSegment(boat, shore.0, shore.1), 2_223.9, accuracy: 1)
        let mirrored = Coordinate(latitude: 0, longitude: -179.99)
        let westShore = (Coordinate(latitude: -1, longitude: 179.99), Coordinate(latitude: 1, longitude: 179.99))
        XCTAssertEqual(SphericalDistance.metersToSegment(mirrored, westShore.0, westShore.1), 2_223.9, accuracy: 1)
    }

    func testSearchBoxesSplitAtTheAntimeridian() {
        let inland = SphericalDistance.boxes(around: Coordinate(latitude: 47, longitude: 8), meters: 25_000)
        XCTAssertEqual(inland.count, 1)
        let east = SphericalDistance.boxes(around: Coordinate(latitude: -16.5, longitude: 179.95), meters: 25_000)
        XCTAssertEqual(east.count, 2)
        XCTAssertEqual(east[0].maxLongitude, 180)
        XCTAssertEqual(east[1].minLongitude, -180)
        XCTAssertGreaterThan(east[1].maxLongitude, -179.9, "reaches about 0.19° past the line")
        let west = SphericalDistance.boxes(around: Coordinate(latitude: 65, longitude: -179.95), meters: 25_000)
        XCTAssertEqual(west.count, 2)
        XCTAssertEqual(west[0].minLongitude, -180)
        XCTAssertEqual(west[1].maxLongitude, 180)
        XCTAssertLessThan(west[1].minLongitude, 179.6, "about 0.53° at 65° N")
    }
}
