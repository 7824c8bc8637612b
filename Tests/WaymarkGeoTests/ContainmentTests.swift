import XCTest
@testable import WaymarkGeo

/// Builds a coordinate from (longitude, latitude) — x first, like the drawings in the comments.
func xy(_ longitude: Double, _ latitude: Double) -> Coordinate {
    Coordinate(latitude: latitude, longitude: longitude)
}

/// An axis-aligned rectangle ring, counter-clockwise, without a closing vertex.
func rectangle(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Ring {
    Ring(points: [xy(minX, minY), xy(maxX, minY), xy(maxX, maxY), xy(minX, maxY)])
}

final class ContainmentTests: XCTestCase {
    // 10 × 10 square with a 4 × 4 hole in the middle.
    private let squareWithHole = Polygon(outer: rectangle(0, 0, 10, 10), holes: [rectangle(3, 3, 7, 7)])

    func testAPointInsideASquareIsInsideAndAPointBesideItIsOutside() {
        let square = Polygon(outer: rectangle(0, 0, 10, 10))
        XCTAssertTrue(square.contains(xy(5, 5)))
        XCTAssertTrue(square.contains(xy(0.001, 9.999)))
        XCTAssertFalse(square.contains(xy(-0.001, 5)))
        XCTAssertFalse(square.contains(xy(5, 10.001)))
        XCTAssertFalse(square.contains(xy(15, 5)))
        XCTAssertFalse(square.contains(xy(-15, 5)))
        XCTAssertFalse(square.contains(xy(5, -15)))
    }

    func testAPointInsideAHoleIsOutsideThePolygon() {
        XCTAssertFalse(squareWithHole.contains(xy(5, 5)))
        XCTAssertFalse(squareWithHole.contains(xy(3.5, 6.5)))
    }

    func testAPointBetweenTheHoleAndTheOuterRingIsInsideThePolygon() {
        XCTAssertTrue(squareWithHole.contains(xy(1, 1)))
        XCTAssertTrue(squareWithHole.contains(xy(5, 8)))
        XCTAssertTrue(squareWithHole.contains(xy(2.9, 5)))
        XCTAssertTrue(squareWithHole.contains(xy(7.1, 5)))
    }

    func testTheHoleRingOnItsOwnContainsThePointsThatThePolygonExcludes() {
        XCTAssertTrue(squareWithHole.outer.contains(xy(5, 5)))
        XCTAssertTrue(squareWithHole.holes[0].contains(xy(5, 5)))
        XCTAssertFalse(squareWithHole.holes[0].contains(xy(1, 1)))
    }

    func testAMultiPolygonContainsPointsOnEitherIslandButNotTheSeaBetween() {
        let islands = MultiPolygon(polygons: [
            Polygon(outer: rectangle(0, 0, 2, 2)),
            Polygon(outer: Ring(points: [xy(10, 10), xy(14, 10), xy(12, 13)])),   // triangle
        ])
        XCTAssertTrue(islands.contains(xy(1, 1)))
        XCTAssertTrue(islands.contains(xy(12, 11)))
        XCTAssertFalse(islands.contains(xy(6, 6)))      // sea between, inside the joint bounding box
        XCTAssertFalse(islands.contains(xy(10.5, 12)))  // beside the triangle's slanted edge
        XCTAssertFalse(islands.contains(xy(30, 30)))
        XCTAssertEqual(islands.boundingBox,
                       BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 13, maxLongitude: 14))
        XCTAssertEqual(islands.vertexCount, 7)
    }

    func testAMultiPolygonWithoutPolygonsContainsNothingAndHasNoBoundingBox() {
        let empty = MultiPolygon(polygons: [])
        XCTAssertFalse(empty.contains(xy(0, 0)))
        XCTAssertNil(empty.boundingBox)
        XCTAssertEqual(empty.areaSquareKilometers, 0)
    }

    func testAConcaveUShapedPolygonExcludesItsNotch() {
        //  (0,10)+--+(3,10)  (7,10)+--+(10,10)
        //        |  |              |  |
        //        |  +--------------+  |
        //        |  (3,3)      (7,3)  |
        //  (0,0) +--------------------+ (10,0)
        let u = Polygon(outer: Ring(points: [
            xy(0, 0), xy(10, 0), xy(10, 10), xy(7, 10), xy(7, 3), xy(3, 3), xy(3, 10), xy(0, 10),
        ]))
        XCTAssertFalse(u.contains(xy(5, 5)), "the notch")
        XCTAssertFalse(u.contains(xy(5, 9.9)), "the top of the notch")
        XCTAssertTrue(u.contains(xy(5, 1)), "the base")
        XCTAssertTrue(u.contains(xy(1.5, 9)), "the left arm")
        XCTAssertTrue(u.contains(xy(8.5, 9)), "the right arm")
        XCTAssertFalse(u.contains(xy(5, 11)))
    }

    func testARingGivenWithAndWithoutItsClosingVertexIsTheSameRing() {
        let open = Ring(points: [xy(0, 0), xy(4, 0), xy(4, 4), xy(0, 4)])
        let closed = Ring(points: [xy(0, 0), xy(4, 0), xy(4, 4), xy(0, 4), xy(0, 0)])
        XCTAssertEqual(open, closed)
        XCTAssertEqual(closed.points.count, 4)
        for x in stride(from: -1.0, through: 5.0, by: 0.37) {
            for y in stride(from: -1.0, through: 5.0, by: 0.41) {
                XCTAssertEqual(open.contains(xy(x, y)), closed.contains(xy(x, y)))
                XCTAssertEqual(open.contains(xy(x, y)), x > 0 && x < 4 && y > 0 && y < 4, "(\(x), \(y))")
            }
        }
    }

    func testARingDropsOnlyOneRepeatedClosingVertex() {
        XCTAssertEqual(Ring(points: [xy(0, 0), xy(1, 0), xy(0, 1), xy(0, 0), xy(0, 0)]).points.count, 4)
        XCTAssertEqual(Ring(points: [xy(0, 0)]).points, [xy(0, 0)])
        XCTAssertEqual(Ring(points: [xy(0, 0), xy(0, 0)]).points, [xy(0, 0)])
        XCTAssertEqual(Ring(points: []).points, [])
    }

    func testWindingDirectionDoesNotChangeContainment() {
        let ccw = rectangle(0, 0, 10, 10)
        let cw = Ring(points: ccw.points.reversed())
        XCTAssertFalse(ccw.isClockwise)
        XCTAssertTrue(cw.isClockwise)
        XCTAssertEqual(ccw.signedDoubleArea, 200)
        XCTAssertEqual(cw.signedDoubleArea, -200)
        let holeCW = Ring(points: rectangle(3, 3, 7, 7).points.reversed())
        let a = Polygon(outer: ccw, holes: [holeCW])
        let b = Polygon(outer: cw, holes: [rectangle(3, 3, 7, 7)])
        var rng = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let p = xy(rng.double(-2...12), rng.double(-2...12))
            XCTAssertEqual(a.contains(p), b.contains(p))
            XCTAssertEqual(a.contains(p), squareWithHole.contains(p))
        }
    }

    func testStartingTheRingAtAnotherVertexDoesNotChangeContainment() {
        let points = [xy(0, 0), xy(6, 1), xy(9, 7), xy(4, 4), xy(1, 9)]
        let rings = (0..<points.count).map { k in Ring(points: Array(points[k...] + points[..<k])) }
        var rng = SplitMix64(seed: 12)
        for _ in 0..<500 {
            let p = xy(rng.double(-1...10), rng.double(-1...10))
            let answers = Set(rings.map { $0.contains(p) })
            XCTAssertEqual(answers.count, 1, "\(p)")
        }
    }

    func testContainmentInARectangleMatchesTheAnalyticAnswerForRandomPoints() {
        let box = rectangle(-73.5, -12.25, 41.75, 66.5)
        var rng = SplitMix64(seed: 13)
        for _ in 0..<2000 {
            let p = xy(rng.double(-180...180), rng.double(-90...90))
            let expected = p.longitude > -73.5 && p.longitude < 41.75 && p.latitude > -12.25 && p.latitude < 66.5
            XCTAssertEqual(box.contains(p), expected, "\(p)")
        }
    }

    func testAPointOnAnEdgeGetsTheSameAnswerEveryTime() {
        let ring = Ring(points: [xy(0, 0), xy(3, 1), xy(2, 5)])
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let onEdge = xy(3 * t, 1 * t)
            let first = ring.contains(onEdge)
            for _ in 0..<3 { XCTAssertEqual(ring.contains(onEdge), first) }
        }
    }

    func testRingsWithFewerThanThreeVerticesContainNothing() {
        XCTAssertFalse(Ring(points: []).contains(xy(0, 0)))
        XCTAssertFalse(Ring(points: [xy(0, 0)]).contains(xy(0, 0)))
        XCTAssertFalse(Ring(points: [xy(0, 0), xy(1, 1)]).contains(xy(0.5, 0.5)))
        XCTAssertEqual(Ring(points: [xy(0, 0), xy(1, 1)]).signedDoubleArea, 0)
    }

    // MARK: - BoundingBox and Coordinate

    func testABoundingBoxEnclosesItsCoordinatesInclusively() {
        let box = BoundingBox(enclosing: [xy(3, -2), xy(-1, 5), xy(2, 2)])!
        XCTAssertEqual(box, BoundingBox(minLatitude: -2, minLongitude: -1, maxLatitude: 5, maxLongitude: 3))
        XCTAssertTrue(box.contains(xy(-1, -2)))
        XCTAssertTrue(box.contains(xy(3, 5)))
        XCTAssertFalse(box.contains(xy(3.0000001, 5)))
        XCTAssertEqual(box.center, xy(1, 1.5))
        XCTAssertNil(BoundingBox(enclosing: [Coordinate]()))
    }

    func testBoundingBoxesThatTouchIntersectAndExpansionGrowsEverySide() {
        let a = BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 1, maxLongitude: 1)
        let touching = BoundingBox(minLatitude: 1, minLongitude: 1, maxLatitude: 2, maxLongitude: 2)
        let apart = BoundingBox(minLatitude: 1.5, minLongitude: 0, maxLatitude: 2, maxLongitude: 1)
        XCTAssertTrue(a.intersects(touching))
        XCTAssertTrue(touching.intersects(a))
        XCTAssertFalse(a.intersects(apart))
        XCTAssertEqual(a.expanded(by: 0.5), BoundingBox(minLatitude: -0.5, minLongitude: -0.5, maxLatitude: 1.5, maxLongitude: 1.5))
        XCTAssertTrue(a.expanded(by: 0.5).intersects(apart))
        XCTAssertEqual(a.union(apart), BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 2, maxLongitude: 1))
    }

    func testAPolygonsBoundingBoxIsItsOuterRingsBox() {
        XCTAssertEqual(squareWithHole.boundingBox, BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 10, maxLongitude: 10))
        XCTAssertEqual(squareWithHole.vertexCount, 8)
        XCTAssertEqual(squareWithHole.rings, [squareWithHole.outer, squareWithHole.holes[0]])
    }

    func testCoordinateValidityRequiresFiniteValuesWithinTheWorld() {
        XCTAssertTrue(Coordinate(latitude: 90, longitude: 180).isValid)
        XCTAssertTrue(Coordinate(latitude: -90, longitude: -180).isValid)
        XCTAssertFalse(Coordinate(latitude: 90.000001, longitude: 0).isValid)
        XCTAssertFalse(Coordinate(latitude: 0, longitude: -180.000001).isValid)
        XCTAssertFalse(Coordinate(latitude: .nan, longitude: 0).isValid)
        XCTAssertFalse(Coordinate(latitude: 0, longitude: .infinity).isValid)
    }
}
