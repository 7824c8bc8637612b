import Foundation
import XCTest
@testable import WaymarkGeo

final class IndexedPolygonTests: XCTestCase {
    /// A star-shaped outer ring of 500 vertices with two disjoint star-shaped holes well inside it.
    private func starWithTwoHoles(_ rng: inout SplitMix64) -> Polygon {
        let center = xy(20, 45)
        let outer = SimplificationTests.randomStarRing(&rng, vertices: 500, center: center, radius: 5, jitter: 0.3)
        let west = SimplificationTests.randomStarRing(&rng, vertices: 60, center: xy(18.5, 45), radius: 0.6, jitter: 0.2)
        let east = SimplificationTests.randomStarRing(&rng, vertices: 40, center: xy(21.5, 45.2), radius: 0.6, jitter: 0.2)
        return Polygon(outer: outer, holes: [west, east])
    }

    /// An outline made of horizontal and vertical unit steps (a crenellated wall: teeth on
    /// x ∈ [1, 2], [3, 4], …, [19, 20] reach y = 3, the gaps between them stop at y = 2), plus
    /// two rectangular holes whose horizontal edges share the latitude y = 1.
    private var crenellated: Polygon {
        var points: [Coordinate] = [xy(0, 0), xy(20, 0)]
        var x = 20.0
        while x > 0 {   // teeth along the top: up at even x, down at odd x
            points.append(xy(x, 3)); points.append(xy(x - 1, 3))
            points.append(xy(x - 1, 2)); points.append(xy(x - 2, 2))
            x -= 2
        }
        // Ends at (1, 3), (1, 2), (0, 2) and closes down the western side to (0, 0).
        let hole = Ring(points: [xy(3, 1), xy(3, 1.5), xy(7, 1.5), xy(7, 1)])   // clockwise
        return Polygon(outer: Ring(points: points), holes: [hole, rectangle(10, 0.5, 12, 1)])
    }

    private func bruteForceDegreesToBoundary(_ polygon: Polygon, _ c: Coordinate) -> Double {
        var best = Double.infinity
        for ring in polygon.rings {
            let p = ring.points
            for i in 0..<p.count { best = min(best, PlanarGeometry.distance(from: c, toSegment: p[(i + p.count - 1) % p.count], p[i])) }
        }
        return best
    }

    private func assertSameContainment(_ polygon: Polygon, _ indexed: IndexedPolygon, _ points: [Coordinate],
                                       file: StaticString = #filePath, line: UInt = #line) -> (inside: Int, outside: Int) {
        var inside = 0, outside = 0
        for p in points {
            let expected = polygon.contains(p)
            if expected { inside += 1 } else { outside += 1 }
            if indexed.contains(p) != expected {
                XCTFail("IndexedPolygon.contains(\(p)) = \(!expected), Polygon.contains = \(expected)", file: file, line: line)
            }
        }
        return (inside, outside)
    }

    // MARK: - Containment

    func testContainmentMatchesPolygonContainsOnAStarWithTwoHoles() {
        var rng = SplitMix64(seed: 51)
        let polygon = starWithTwoHoles(&rng)
        let indexed = IndexedPolygon(polygon)
        XCTAssertEqual(polygon.vertexCount, 600)
        let box = polygon.boundingBox!.expanded(by: 0.5)
        var points = (0..<3000).map { _ in rng.coordinate(in: box) }
        // Points on vertex latitudes, and the vertices themselves: the crossing rule's edge cases.
        let vertices = polygon.rings.flatMap(\.points)
        for _ in 0..<1000 {
            let v = vertices[Int(rng.next() % UInt64(vertices.count))]
            points.append(xy(rng.double(box.minLongitude...box.maxLongitude), v.latitude))
        }
        points += vertices
        points += vertices.map { xy($0.longitude.nextUp, $0.latitude) } + vertices.map { xy($0.longitude.nextDown, $0.latitude) }
        let (inside, outside) = assertSameContainment(polygon, indexed, points)
        XCTAssertGreaterThan(inside, 1000, "the sample should exercise both answers")
        XCTAssertGreaterThan(outside, 500)
        // The holes really are excluded.
        XCTAssertFalse(indexed.contains(xy(18.5, 45)))
        XCTAssertFalse(indexed.contains(xy(21.5, 45.2)))
        XCTAssertTrue(indexed.contains(xy(20, 45)))
    }

    func testContainmentMatchesPolygonContainsOnHorizontalEdgesAndVerticesAtTheQueryLatitude() {
        let polygon = crenellated
        let indexed = IndexedPolygon(polygon)
        var rng = SplitMix64(seed: 52)
        var points: [Coordinate] = []
        for latitude in [-0.5, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5] {
            for _ in 0..<200 { points.append(xy(rng.double(-1...21), latitude)) }
            for x in stride(from: -1.0, through: 21.0, by: 0.5) { points.append(xy(x, latitude)) }
        }
        for _ in 0..<1000 { points.append(xy(rng.double(-1...21), rng.double(-0.5...3.5))) }
        let (inside, outside) = assertSameContainment(polygon, indexed, points)
        XCTAssertGreaterThan(inside, 500)
        XCTAssertGreaterThan(outside, 500)
        // Known answers away from the boundary.
        XCTAssertTrue(indexed.contains(xy(1.5, 0.5)))
        XCTAssertFalse(indexed.contains(xy(5, 1.25)), "inside the first hole")
        XCTAssertFalse(indexed.contains(xy(11, 0.75)), "inside the second hole")
        XCTAssertTrue(indexed.contains(xy(1.5, 2.5)), "inside a tooth (x from 1 to 2)")
        XCTAssertFalse(indexed.contains(xy(0.5, 2.5)), "a gap between teeth")
    }

    func testARandomSeriesOfPolygonsAgreesWithPolygonContains() {
        var rng = SplitMix64(seed: 53)
        for trial in 0..<20 {
            let vertices = 3 + Int(rng.next() % 200)
            let outer = SimplificationTests.randomStarRing(&rng, vertices: vertices, center: xy(rng.double(-100...100), rng.double(-60...60)),
                                                           radius: rng.double(0.001...10), jitter: 0.6)
            let polygon = CoordinateGrid.round(Polygon(outer: outer))
            let indexed = IndexedPolygon(polygon)
            let box = polygon.boundingBox!
            let wider = box.expanded(by: (box.maxLatitude - box.minLatitude) * 0.1)
            let points = (0..<200).map { _ in rng.coordinate(in: wider) }
                + polygon.outer.points.map { xy(rng.double(wider.minLongitude...wider.maxLongitude), $0.latitude) }
            _ = assertSameContainment(polygon, indexed, points)
            XCTAssertEqual(indexed.boundingBox, polygon.boundingBox, "trial \(trial)")
        }
    }

    /// Stored gazetteer polygons lie on the 1e-5° grid and are kept in grid units; the answers
    /// must still be those of the doubles, also for points exactly at, or one rounding step
    /// beside, a vertex's latitude, where the integer comparison replaces the double one.
    func testGridPolygonsAreKeptInGridUnitsAndAgreeAtVertexLatitudes() {
        var rng = SplitMix64(seed: 55)
        let polygon = CoordinateGrid.round(starWithTwoHoles(&rng))
        let indexed = IndexedPolygon(polygon)
        XCTAssertTrue(indexed.storesGridUnits)
        let box = polygon.boundingBox!
        var points: [Coordinate] = []
        for ring in polygon.rings {
            for vertex in ring.points {
                for y in [vertex.latitude, vertex.latitude.nextUp, vertex.latitude.nextDown] {
                    points.append(xy(rng.double(box.minLongitude...box.maxLongitude), y))
                    points.append(xy(vertex.longitude, y))
                }
            }
        }
        let counts = assertSameContainment(polygon, indexed, points)
        XCTAssertGreaterThan(counts.inside, 100)
        XCTAssertGreaterThan(counts.outside, 100)
    }

    func testPolygonsOffTheGridAreKeptInDegrees() {
        var rng = SplitMix64(seed: 56)
        let indexed = IndexedPolygon(starWithTwoHoles(&rng))
        XCTAssertFalse(indexed.storesGridUnits)
    }

    func testPointsOutsideTheBoundingBoxAreOutside() {
        var rng = SplitMix64(seed: 54)
        let indexed = IndexedPolygon(starWithTwoHoles(&rng))
        let box = indexed.boundingBox
        XCTAssertFalse(indexed.contains(xy(box.minLongitude - 1, box.center.latitude)))
        XCTAssertFalse(indexed.contains(xy(box.maxLongitude + 1, box.center.latitude)))
        XCTAssertFalse(indexed.contains(xy(box.center.longitude, box.maxLatitude + 1)))
        XCTAssertFalse(indexed.contains(xy(box.center.longitude, box.minLatitude - 1)))
    }

    func testATriangleWithFewerEdgesThanABandStillWorks() {
        let triangle = Polygon(outer: Ring(points: [xy(0, 0), xy(4, 0), xy(2, 3)]))
        let indexed = IndexedPolygon(triangle)
        XCTAssertTrue(indexed.contains(xy(2, 1)))
        XCTAssertFalse(indexed.contains(xy(0.5, 2)))
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(2, -1)), 1)
    }

    func testAnEmptyPolygonContainsNothingAndIsInfinitelyFarFromItsBoundary() {
        let indexed = IndexedPolygon(Polygon(outer: Ring(points: [])))
        XCTAssertFalse(indexed.contains(xy(0, 0)))
        XCTAssertFalse(indexed.contains(xy(1, 1)))
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(0, 0)), .infinity)
    }

    func testAFlatPolygonWithoutHeightContainsNothing() {
        let flat = Polygon(outer: Ring(points: [xy(0, 5), xy(1, 5), xy(2, 5), xy(3, 5), xy(4, 5)]))
        let indexed = IndexedPolygon(flat)
        for x in stride(from: -1.0, through: 5.0, by: 0.25) {
            XCTAssertFalse(indexed.contains(xy(x, 5)))
            XCTAssertEqual(indexed.contains(xy(x, 5)), flat.contains(xy(x, 5)))
        }
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(2, 6)), 1)
    }

    // MARK: - Distance to the boundary

    func testDegreesToBoundaryEqualsTheBruteForceMinimumOverAllEdges() {
        var rng = SplitMix64(seed: 55)
        let polygon = starWithTwoHoles(&rng)
        let indexed = IndexedPolygon(polygon)
        let near = polygon.boundingBox!.expanded(by: 0.2)
        let far = polygon.boundingBox!.expanded(by: 20)
        var points = (0..<400).map { _ in rng.coordinate(in: near) } + (0..<100).map { _ in rng.coordinate(in: far) }
        // Points within a few hundredths of a degree of a vertex: answered from the nearby bands.
        let vertices = polygon.rings.flatMap(\.points)
        for _ in 0..<200 {
            let v = vertices[Int(rng.next() % UInt64(vertices.count))]
            points.append(xy(v.longitude + rng.double(-0.03...0.03), v.latitude + rng.double(-0.03...0.03)))
        }
        for p in points {
            let expected = bruteForceDegreesToBoundary(polygon, p)
            XCTAssertEqual(indexed.degreesToBoundary(from: p), expected, accuracy: 1e-12, "\(p)")
            XCTAssertEqual(polygon.degreesToBoundary(from: p), expected, accuracy: 1e-12, "\(p)")
        }
    }

    func testDegreesToBoundaryDoesNotDependOnTheSearchRadius() {
        var rng = SplitMix64(seed: 56)
        let polygon = starWithTwoHoles(&rng)
        let indexed = IndexedPolygon(polygon)
        let box = polygon.boundingBox!.expanded(by: 1)
        for _ in 0..<200 {
            let p = rng.coordinate(in: box)
            let expected = bruteForceDegreesToBoundary(polygon, p)
            for radius in [0, 1e-6, 0.01, 0.05, 0.5, 5, 1000] {
                XCTAssertEqual(indexed.degreesToBoundary(from: p, searchRadius: radius), expected, accuracy: 1e-12,
                               "\(p) with search radius \(radius)")
            }
        }
    }

    func testDegreesToBoundaryOnHorizontalEdgesAndAtVerticesIsExact() {
        let polygon = crenellated
        let indexed = IndexedPolygon(polygon)
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(5, 1.25)), 0.25)    // centre of the first hole
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(3, 1)), 0)          // a hole corner
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(11, 0.75)), 0.25)   // inside the second hole
        XCTAssertEqual(indexed.degreesToBoundary(from: xy(10, -3)), 3)        // below the base, outside
        var rng = SplitMix64(seed: 57)
        for _ in 0..<500 {
            let p = xy(rng.double(-2...22), [0, 0.5, 1, 1.5, 2, 3, rng.double(-1...4)][Int(rng.next() % 7)])
            XCTAssertEqual(indexed.degreesToBoundary(from: p), bruteForceDegreesToBoundary(polygon, p), accuracy: 1e-12, "\(p)")
        }
    }

    func testTheIndexKeepsTheVertexCountAndTheOuterBoundingBox() {
        let polygon = crenellated
        let indexed = IndexedPolygon(polygon)
        XCTAssertEqual(indexed.vertexCount, polygon.vertexCount)
        XCTAssertEqual(indexed.vertexCount, 42 + 4 + 4)   // 2 base corners + 10 teeth × 4, two 4-vertex holes
        XCTAssertEqual(indexed.boundingBox, BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 3, maxLongitude: 20))
    }

    // MARK: - Metres to the boundary within a limit

    /// What `metersToBoundary(from:within:)` promises: the brute-force distance when it is at
    /// most the limit, otherwise nil.
    private func expectedMeters(_ polygon: Polygon, _ c: Coordinate, within limit: Double) -> Double? {
        let d = polygon.metersToBoundary(from: c)
        return d <= limit ? d : nil
    }

    func testMetersToBoundaryWithinALimitEqualsTheBruteForceDistanceOrNil() {
        var rng = SplitMix64(seed: 58)
        let polygon = starWithTwoHoles(&rng)
        let indexed = IndexedPolygon(polygon)
        let box = polygon.boundingBox!.expanded(by: 1)
        var found = 0, missing = 0
        for _ in 0..<600 {
            let c = rng.coordinate(in: box)
            let limit = [0, 1_000, 10_000, 50_000, 150_000, 1_000_000][Int(rng.next() % 6)] * rng.double(0.5...1)
            let expected = expectedMeters(polygon, c, within: limit)
            XCTAssertEqual(indexed.metersToBoundary(from: c, within: limit), expected, "\(c) within \(limit) m")
            if expected == nil { missing += 1 } else { found += 1 }
        }
        XCTAssertGreaterThan(found, 100)
        XCTAssertGreaterThan(missing, 100)
    }

    func testMetersToBoundaryWithinALimitIsExactNearThePoles() {
        // At 75–85° N a degree of longitude is a fraction of a degree of latitude: the band search
        // must still find edges that are near in metres but far in degrees of longitude.
        var rng = SplitMix64(seed: 59)
        let outer = SimplificationTests.randomStarRing(&rng, vertices: 300, center: xy(-40, 80), radius: 4, jitter: 0.2)
        let polygon = Polygon(outer: outer)
        let indexed = IndexedPolygon(polygon)
        let box = polygon.boundingBox!.expanded(by: 0.5)
        for _ in 0..<400 {
            let c = rng.coordinate(in: box)
            let limit = rng.double(1_000...120_000)
            XCTAssertEqual(indexed.metersToBoundary(from: c, within: limit), expectedMeters(polygon, c, within: limit), "\(c) within \(limit) m")
        }
    }

    func testMetersToBoundaryIsNilForPointsFartherThanTheLimitInLatitude() {
        let indexed = IndexedPolygon(Polygon(outer: rectangle(0, 0, 1, 1)))
        XCTAssertNil(indexed.metersToBoundary(from: xy(0.5, 3), within: 100_000))   // ≈ 222 km north
        XCTAssertEqual(indexed.metersToBoundary(from: xy(0.5, 3), within: 250_000) ?? 0, 2 * 111_195.08, accuracy: 1)
        XCTAssertEqual(indexed.metersToBoundary(from: xy(0.5, 0.5), within: 60_000) ?? 0, 0.5 * 111_195.08 * cos(0.5 * .pi / 180), accuracy: 1)
        XCTAssertEqual(indexed.metersToBoundary(from: xy(1, 0.5), within: 0), 0, "a point on the boundary is 0 m away")
    }

    /// An island just east of the antimeridian is near a boat just west of it, and the index
    /// finds the same distance as the plain scan.
    func testMetersToBoundaryReachesAcrossTheAntimeridian() {
        let island = Polygon(outer: rectangle(-179.99, -16.6, -179.8, -16.4))
        let indexed = IndexedPolygon(island)
        let boat = xy(179.98, -16.5)
        let expected = island.metersToBoundary(from: boat)
        XCTAssertEqual(expected, 0.03 * 111_195.08 * cos(16.5 * .pi / 180), accuracy: 1)
        XCTAssertEqual(indexed.metersToBoundary(from: boat, within: 25_000), expected)
    }
}
