import Foundation
import XCTest
@testable import WaymarkGeo

final class SimplificationTests: XCTestCase {
    /// A closed, star-shaped ring around `center` with jittered radii: a rough coastline.
    static func randomStarRing(_ rng: inout SplitMix64, vertices: Int, center: Coordinate, radius: Double, jitter: Double) -> Ring {
        let points = (0..<vertices).map { i -> Coordinate in
            let angle = 2 * Double.pi * Double(i) / Double(vertices)
            let r = radius * (1 + rng.double(-jitter...jitter))
            return Coordinate(latitude: center.latitude + r * sin(angle), longitude: center.longitude + r * cos(angle))
        }
        return Ring(points: points)
    }

    /// True when `sub` is `full` with some elements removed, order kept.
    private func isSubsequence(_ sub: [Coordinate], of full: [Coordinate]) -> Bool {
        var it = full.makeIterator()
        outer: for s in sub {
            while let f = it.next() { if f == s { continue outer } }
            return false
        }
        return true
    }

    /// Indexes of the simplified vertices in the original ring (the simplified ring is a subsequence).
    private func keptIndexes(_ simplified: Ring, in original: Ring) -> [Int] {
        var result: [Int] = []
        var start = 0
        for p in simplified.points {
            guard let i = original.points[start...].firstIndex(of: p) else { return [] }
            result.append(i)
            start = i + 1
        }
        return result
    }

    // MARK: - Douglas–Peucker

    func testCollinearVerticesAreRemoved() {
        // Square with three extra vertices on every side.
        var points: [Coordinate] = []
        let corners = [xy(0, 0), xy(4, 0), xy(4, 4), xy(0, 4)]
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            for t in [0.0, 0.25, 0.5, 0.75] {
                points.append(xy(a.longitude + (b.longitude - a.longitude) * t, a.latitude + (b.latitude - a.latitude) * t))
            }
        }
        let simplified = DouglasPeucker.simplify(Ring(points: points), tolerance: 0.01)
        XCTAssertEqual(simplified.points, corners)
    }

    func testTheFirstVertexIsAlwaysKeptEvenWhenItIsCollinear() {
        // Same square, but the ring starts in the middle of the bottom side.
        let ring = Ring(points: [xy(2, 0), xy(4, 0), xy(4, 2), xy(4, 4), xy(2, 4), xy(0, 4), xy(0, 2), xy(0, 0)])
        let simplified = DouglasPeucker.simplify(ring, tolerance: 0.01)
        XCTAssertEqual(simplified.points, [xy(2, 0), xy(4, 0), xy(4, 4), xy(0, 4), xy(0, 0)])
    }

    func testAVertexFartherThanTheToleranceIsKeptAndOneWithinItIsDropped() {
        // Square with a 0.5° spike on top and a 0.05° bump on the right side.
        let ring = Ring(points: [xy(0, 0), xy(10, 0), xy(10.05, 5), xy(10, 10), xy(5, 10.5), xy(0, 10)])
        let fine = DouglasPeucker.simplify(ring, tolerance: 0.1)
        XCTAssertEqual(fine.points, [xy(0, 0), xy(10, 0), xy(10, 10), xy(5, 10.5), xy(0, 10)])
        let coarse = DouglasPeucker.simplify(ring, tolerance: 0.6)
        XCTAssertEqual(coarse.points, [xy(0, 0), xy(10, 0), xy(10, 10), xy(0, 10)])
        let veryFine = DouglasPeucker.simplify(ring, tolerance: 0.01)
        XCTAssertEqual(veryFine.points, ring.points)
    }

    func testEveryRemovedVertexOfARandomRingLiesWithinTheToleranceOfTheSimplifiedRing() {
        var rng = SplitMix64(seed: 31)
        for trial in 0..<30 {
            let original = Self.randomStarRing(&rng, vertices: 30 + Int(rng.next() % 170),
                                               center: xy(rng.double(-170...170), rng.double(-80...80)),
                                               radius: rng.double(0.05...5), jitter: rng.double(0...0.4))
            let tolerance = rng.double(0.001...0.3)
            let simplified = DouglasPeucker.simplify(original, tolerance: tolerance)
            let kept = keptIndexes(simplified, in: original)

            XCTAssertEqual(kept.count, simplified.points.count, "trial \(trial): not a subsequence of the original")
            XCTAssertEqual(kept.first, 0, "trial \(trial): the first vertex is kept")
            XCTAssertTrue(simplified.points.count >= 4 || simplified == original, "trial \(trial)")
            XCTAssertLessThanOrEqual(simplified.points.count, original.points.count)

            let s = simplified.points
            let keptSet = Set(kept)
            for i in 0..<original.points.count where !keptSet.contains(i) {
                let p = original.points[i]
                // Nearest edge of the whole simplified ring…
                var nearest = Double.infinity
                for k in 0..<s.count { nearest = min(nearest, PlanarGeometry.distance(from: p, toSegment: s[k], s[(k + 1) % s.count])) }
                XCTAssertLessThanOrEqual(nearest, tolerance, "trial \(trial): vertex \(i) is \(nearest)° away")
                // …and, more strictly, the chord that replaced it.
                let next = kept.firstIndex { $0 > i } ?? 0
                let chordStart = s[(next + s.count - 1) % s.count], chordEnd = s[next]
                XCTAssertLessThanOrEqual(PlanarGeometry.distance(from: p, toSegment: chordStart, chordEnd), tolerance,
                                         "trial \(trial): vertex \(i) is too far from its chord")
            }
        }
    }

    func testSimplifyingIsDeterministic() {
        var rng = SplitMix64(seed: 32)
        let ring = Self.randomStarRing(&rng, vertices: 400, center: xy(10, 50), radius: 1, jitter: 0.3)
        XCTAssertEqual(DouglasPeucker.simplify(ring, tolerance: 0.02), DouglasPeucker.simplify(ring, tolerance: 0.02))
    }

    func testALargerToleranceNeverKeepsMoreVertices() {
        var rng = SplitMix64(seed: 33)
        let ring = Self.randomStarRing(&rng, vertices: 300, center: xy(-60, -30), radius: 2, jitter: 0.2)
        var previous = Int.max
        for tolerance in [0.001, 0.004, 0.01, 0.05, 0.2] {
            let count = DouglasPeucker.simplify(ring, tolerance: tolerance).points.count
            XCTAssertLessThanOrEqual(count, previous, "tolerance \(tolerance)")
            previous = count
        }
    }

    func testATinyIslandSmallerThanTheToleranceKeepsFourVertices() {
        // A 0.001° square (with edge midpoints) simplified at 0.004°: the first pass keeps only two
        // opposite corners, so the tolerance is halved until the four corners survive.
        let island = Ring(points: [
            xy(0, 0), xy(0.0005, 0), xy(0.001, 0), xy(0.001, 0.0005),
            xy(0.001, 0.001), xy(0.0005, 0.001), xy(0, 0.001), xy(0, 0.0005),
        ])
        let simplified = DouglasPeucker.simplify(island, tolerance: 0.004)
        XCTAssertEqual(simplified.points, [xy(0, 0), xy(0.001, 0), xy(0.001, 0.001), xy(0, 0.001)])
    }

    func testATinyIslandIsRetriedPastAThreeVertexTriangleUntilItHasFour() {
        // A (first) … B is the long axis; C sits 0.0008° off it, D only 0.0001°; E and F lie on
        // the sides D–B and C–A. Tolerances 0.0005 down to 0.000125 keep the triangle A B C; only
        // 0.0000625 (0.004 halved six times) also keeps D.
        let a = xy(0, 0), d = xy(0.0005, -0.0001), e = xy(0.00075, -0.00005)
        let b = xy(0.001, 0), c = xy(0.0005, 0.0008), f = xy(0.00025, 0.0004)
        let island = Ring(points: [a, d, e, b, c, f])
        XCTAssertEqual(DouglasPeucker.simplify(island, tolerance: 0.004).points, [a, d, b, c])
    }

    func testRandomTinyIslandsKeepAtLeastFourVerticesOrStayUnchanged() {
        var rng = SplitMix64(seed: 34)
        for trial in 0..<50 {
            let island = Self.randomStarRing(&rng, vertices: 5 + Int(rng.next() % 30), center: xy(rng.double(-50...50), rng.double(-50...50)),
                                             radius: rng.double(0.0002...0.002), jitter: 0.3)
            let simplified = DouglasPeucker.simplify(island, tolerance: 0.004)
            XCTAssertGreaterThanOrEqual(simplified.points.count, 4, "trial \(trial)")
            XCTAssertTrue(isSubsequence(simplified.points, of: island.points), "trial \(trial)")
        }
    }

    func testARingThatCannotKeepFourVerticesAtAnyToleranceIsReturnedUnchanged() {
        // A triangle with extra vertices exactly on its sides: no tolerance keeps a fourth vertex,
        // so after halving the tolerance ten times the original ring is returned as it was.
        let triangle = Ring(points: [xy(0, 0), xy(0.5, 0), xy(1, 0), xy(0.5, 0.5), xy(0, 1), xy(0, 0.5)])
        XCTAssertEqual(DouglasPeucker.simplify(triangle, tolerance: 0.004), triangle)
        XCTAssertEqual(DouglasPeucker.simplify(triangle, tolerance: 10), triangle)
    }

    func testTheToleranceIsHalvedAtMostElevenTimesBeforeGivingUp() {
        // A unit square with edge midpoints: its corners sit 0.707 from the diagonal chord. The
        // last attempt uses tolerance / 2048, so 1400 (→ 0.68) still finds the corners and
        // 2000 (→ 0.98) gives up and returns the ring unchanged.
        let square = Ring(points: [xy(0, 0), xy(0.5, 0), xy(1, 0), xy(1, 0.5), xy(1, 1), xy(0.5, 1), xy(0, 1), xy(0, 0.5)])
        XCTAssertEqual(DouglasPeucker.simplify(square, tolerance: 1400).points, [xy(0, 0), xy(1, 0), xy(1, 1), xy(0, 1)])
        XCTAssertEqual(DouglasPeucker.simplify(square, tolerance: 2000), square)
    }

    func testRingsOfFourOrFewerVerticesAndNonPositiveTolerancesAreReturnedUnchanged() {
        let square = rectangle(0, 0, 0.0001, 0.0001)
        XCTAssertEqual(DouglasPeucker.simplify(square, tolerance: 1), square)
        let triangle = Ring(points: [xy(0, 0), xy(1, 0), xy(0, 1)])
        XCTAssertEqual(DouglasPeucker.simplify(triangle, tolerance: 1), triangle)
        var rng = SplitMix64(seed: 35)
        let ring = Self.randomStarRing(&rng, vertices: 50, center: xy(0, 0), radius: 1, jitter: 0.2)
        XCTAssertEqual(DouglasPeucker.simplify(ring, tolerance: 0), ring)
        XCTAssertEqual(DouglasPeucker.simplify(ring, tolerance: -1), ring)
    }

    func testSimplifyingAPolygonSimplifiesItsOuterRingAndEveryHole() {
        var rng = SplitMix64(seed: 36)
        let outer = Self.randomStarRing(&rng, vertices: 200, center: xy(0, 0), radius: 10, jitter: 0.05)
        let hole = Self.randomStarRing(&rng, vertices: 100, center: xy(0, 0), radius: 2, jitter: 0.05)
        let polygon = Polygon(outer: outer, holes: [hole])
        let simplified = DouglasPeucker.simplify(polygon, tolerance: 0.1)
        XCTAssertEqual(simplified.outer, DouglasPeucker.simplify(outer, tolerance: 0.1))
        XCTAssertEqual(simplified.holes, [DouglasPeucker.simplify(hole, tolerance: 0.1)])
        XCTAssertLessThan(simplified.vertexCount, polygon.vertexCount)
    }

    func testALongCoastlineSimplifiesWithoutOverflowingTheStack() {
        var rng = SplitMix64(seed: 37)
        let coast = Self.randomStarRing(&rng, vertices: 20_000, center: xy(0, 0), radius: 10, jitter: 0.001)
        let simplified = DouglasPeucker.simplify(coast, tolerance: 0.0001)
        XCTAssertGreaterThan(simplified.points.count, 4)
        XCTAssertLessThanOrEqual(simplified.points.count, coast.points.count)
    }

    // MARK: - CoordinateGrid

    func testTheGridUnitIsOneHundredThousandthOfADegree() {
        XCTAssertEqual(CoordinateGrid.unitsPerDegree, 100_000)
        XCTAssertEqual(CoordinateGrid.units(1), 100_000)
        XCTAssertEqual(CoordinateGrid.units(180), 18_000_000)
        XCTAssertEqual(CoordinateGrid.units(-90), -9_000_000)
        XCTAssertEqual(CoordinateGrid.degrees(18_000_000), 180)
        XCTAssertEqual(CoordinateGrid.degrees(-1), -0.00001)
    }

    func testCoordinatesRoundToTheNearestHundredThousandthOfADegree() {
        XCTAssertEqual(CoordinateGrid.units(1.234564), 123_456)
        XCTAssertEqual(CoordinateGrid.units(1.234566), 123_457)
        XCTAssertEqual(CoordinateGrid.units(-1.234564), -123_456)
        XCTAssertEqual(CoordinateGrid.units(-1.234566), -123_457)
        XCTAssertEqual(CoordinateGrid.round(Coordinate(latitude: 48.8566123, longitude: -0.1277981)),
                       Coordinate(latitude: 48.85661, longitude: -0.12780))
        XCTAssertEqual(CoordinateGrid.round(Coordinate(latitude: 0.000004, longitude: -0.000004)),
                       Coordinate(latitude: 0, longitude: 0))
    }

    func testRoundingIsIdempotentAndMovesAPointByAtMostHalfAUnit() {
        var rng = SplitMix64(seed: 38)
        let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)
        for _ in 0..<2000 {
            let c = rng.coordinate(in: world)
            let r = CoordinateGrid.round(c)
            XCTAssertEqual(CoordinateGrid.round(r), r)
            XCTAssertLessThanOrEqual(abs(r.latitude - c.latitude), 0.000005 + 1e-12)
            XCTAssertLessThanOrEqual(abs(r.longitude - c.longitude), 0.000005 + 1e-12)
            XCTAssertTrue(r.isValid)
        }
    }

    func testRoundingARingDropsVerticesThatBecomeEqualToTheirPredecessor() {
        let ring = Ring(points: [
            xy(0, 0), xy(0.000001, 0.000002), xy(1, 0), xy(1, 1), xy(1.000004, 0.999996), xy(0, 1),
        ])
        XCTAssertEqual(CoordinateGrid.round(ring).points, [xy(0, 0), xy(1, 0), xy(1, 1), xy(0, 1)])
    }

    func testRoundingARingDropsALastVertexThatBecomesTheClosingVertex() {
        let ring = Ring(points: [xy(0, 0), xy(1, 0), xy(1, 1), xy(0, 1), xy(0.000002, -0.000001)])
        XCTAssertEqual(ring.points.count, 5)
        XCTAssertEqual(CoordinateGrid.round(ring).points, [xy(0, 0), xy(1, 0), xy(1, 1), xy(0, 1)])
    }

    func testRoundingAPolygonDropsHolesThatCollapseBelowThreeVertices() {
        let polygon = Polygon(outer: rectangle(0, 0, 1, 1), holes: [
            rectangle(0.5, 0.5, 0.500001, 0.500001),   // collapses to one grid point
            rectangle(0.2, 0.2, 0.3, 0.3),
        ])
        let rounded = CoordinateGrid.round(polygon)
        XCTAssertEqual(rounded.outer, rectangle(0, 0, 1, 1))
        XCTAssertEqual(rounded.holes, [rectangle(0.2, 0.2, 0.3, 0.3)])
    }
}
