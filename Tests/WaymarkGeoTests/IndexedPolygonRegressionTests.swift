import WaymarkGeo
import XCTest

/// Cases where the banded index once disagreed with the plain polygon test.
final class IndexedPolygonRegressionTests: XCTestCase {
    func testOverlappingHolesExcludeTheirOverlapExactlyAsThePolygonDoes() {
        let p = Polygon(outer: rectangle(0, 0, 10, 10), holes: [rectangle(2, 2, 6, 6), rectangle(4, 4, 8, 8)])
        for point in [xy(5, 5), xy(3, 3), xy(7, 7), xy(9, 9)] {
            XCTAssertEqual(IndexedPolygon(p).contains(point), p.contains(point), "\(point)")
        }
    }

    func testAHoleStickingOutOfTheOuterRingIsJudgedAsThePolygonJudgesIt() {
        let triangle = Ring(points: [xy(0, 0), xy(10, 0), xy(0, 10)])
        let p = Polygon(outer: triangle, holes: [rectangle(4, 4, 8, 8)])
        XCTAssertEqual(IndexedPolygon(p).contains(xy(7, 7)), p.contains(xy(7, 7)))
    }

    func testAPointOneUlpWestOfTheWesternmostVertexGetsThePolygonsAnswer() {
        let t = Polygon(outer: Ring(points: [xy(0.1, 0.1), xy(0.2, 0.2), xy(0.2, 0)]))
        let p = xy(0.1.nextDown, 0.1)
        XCTAssertEqual(IndexedPolygon(t).contains(p), t.contains(p))
    }

    func testAnInfiniteLimitMeasuresInsteadOfCrashing() {
        let square = IndexedPolygon(Polygon(outer: rectangle(0, 0, 1, 1)))
        let meters = square.metersToBoundary(from: xy(0.5, 3), within: .infinity)
        XCTAssertEqual(try XCTUnwrap(meters), 2 * 111_195, accuracy: 300)
        XCTAssertEqual(square.degreesToBoundary(from: xy(0.5, 3), searchRadius: .infinity), 2, accuracy: 1e-12)
    }
}
