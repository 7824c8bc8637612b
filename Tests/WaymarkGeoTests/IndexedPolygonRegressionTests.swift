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

    /// The longitude test before the bands rejects points beyond the outer ring's box by a
    /// little more than rounding; at and just beyond the box's east and west edges, at every
    /// vertex's latitude, the answer must still be the polygon's, on and off the grid.
    func testPointsAtAndJustBeyondTheEastAndWestEdgesGetThePolygonsAnswer() {
        var rng = SplitMix64(seed: 57)
        var inside = 0, checked = 0
        for trial in 0..<12 {
            let center = xy(rng.double(-170...170), rng.double(-60...60)), radius = rng.double(0.01...8)
            let ring = SimplificationTests.randomStarRing(&rng, vertices: 40 + trial * 20, center: center, radius: radius, jitter: 0.5)
            let hole = SimplificationTests.randomStarRing(&rng, vertices: 12, center: center, radius: radius / 10, jitter: 0.1)
            for polygon in [Polygon(outer: ring, holes: [hole]), CoordinateGrid.round(Polygon(outer: ring))] {
                let indexed = IndexedPolygon(polygon)
                let box = indexed.boundingBox
                for vertex in polygon.outer.points {
                    for y in [vertex.latitude, vertex.latitude.nextUp, vertex.latitude.nextDown] {
                        for edge in [box.minLongitude, box.maxLongitude, vertex.longitude] {
                            for offset in [0, edge.ulp, -edge.ulp, 1e-12, -1e-12, 2e-9, -2e-9] {
                                let point = xy(edge + offset, y)
                                let expected = polygon.contains(point)
                                XCTAssertEqual(indexed.contains(point), expected, "trial \(trial) at \(point)")
                                if expected { inside += 1 }
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(inside, 1_000)
        XCTAssertGreaterThan(checked - inside, 1_000)
    }

    func testAnInfiniteLimitMeasuresInsteadOfCrashing() {
        let square = IndexedPolygon(Polygon(outer: rectangle(0, 0, 1, 1)))
        let meters = square.metersToBoundary(from: xy(0.5, 3), within: .infinity)
        XCTAssertEqual(try XCTUnwrap(meters), 2 * 111_195, accuracy: 300)
        XCTAssertEqual(square.degreesToBoundary(from: xy(0.5, 3), searchRadius: .infinity), 2, accuracy: 1e-12)
    }
}
