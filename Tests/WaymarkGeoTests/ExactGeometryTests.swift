import XCTest
@testable import WaymarkGeo
import WaymarkSamples

/// The lossless country rings and the test that says where they are needed.
final class ExactGeometryTests: XCTestCase {
    private func point(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    /// Values like Natural Earth's: nine decimals plus processing noise, and arbitrary doubles.
    private func noisyPolygon(seed: UInt64, vertices: Int) -> Polygon {
        var rng = SeededGenerator(seed: seed)
        func value(_ span: Double) -> Double {
            let decimal = ((rng.unit() * 2 - 1) * span * 1e9).rounded() / 1e9
            switch rng.next() % 3 {
            case 0: return decimal
            case 1: return Double(bitPattern: decimal.bitPattern &+ (rng.next() % 64))
            default: return (rng.unit() * 2 - 1) * span
            }
        }
        var ring = Ring(points: [])
        ring.points = (0..<vertices).map { _ in point(value(90), value(180)) }
        var hole = Ring(points: [])
        hole.points = [point(value(90), value(180))]     // a hole that rounding collapsed to one vertex
        return Polygon(outer: ring, holes: [hole, Ring(points: [point(-0.0, 0), point(1e-300, -180), point(90, 180)])])
    }

    func testExactCodecGivesBackEveryCoordinateBitForBit() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let polygon = noisyPolygon(seed: seed, vertices: 500)
            let decoded = try ExactPolygonCodec.decode(ExactPolygonCodec.encode(polygon))
            XCTAssertEqual(decoded.rings.count, polygon.rings.count)
            for (a, b) in zip(decoded.rings, polygon.rings) {
                XCTAssertEqual(a.points.map(\.latitude.bitPattern), b.points.map(\.latitude.bitPattern))
                XCTAssertEqual(a.points.map(\.longitude.bitPattern), b.points.map(\.longitude.bitPattern))
            }
        }
    }

    func testExactCodecCostsAboutTenBytesAVertexOnNaturalEarthLikeValues() {
        var rng = SeededGenerator(seed: 3)
        var ring = Ring(points: [])
        var lat = 46.2, lon = 6.1
        for _ in 0..<10_000 {
            lat += (rng.unit() - 0.5) * 0.02; lon += (rng.unit() - 0.5) * 0.02
            let la = (lat * 1e9).rounded() / 1e9, lo = (lon * 1e9).rounded() / 1e9
            ring.points.append(point(Double(bitPattern: la.bitPattern &+ rng.next() % 16), Double(bitPattern: lo.bitPattern &+ rng.next() % 16)))
        }
        let bytes = ExactPolygonCodec.encode(Polygon(outer: ring)).count
        XCTAssertLessThan(Double(bytes) / 10_000, 11)
    }

    func testExactCodecRefusesTruncatedAndUnknownBlobs() {
        let bytes = ExactPolygonCodec.encode(noisyPolygon(seed: 9, vertices: 10))
        XCTAssertThrowsError(try ExactPolygonCodec.decode(Array(bytes.dropLast())))
        XCTAssertThrowsError(try ExactPolygonCodec.decode([]))
        XCTAssertThrowsError(try ExactPolygonCodec.decode([2] + bytes.dropFirst()))
    }

    /// An index built from the exact blob keeps the source doubles: it answers as the plain ring
    /// test on the decoded polygon.
    func testAnIndexFromTheExactBlobAnswersAsThePlainRingTest() throws {
        let outer = (0..<400).map { i -> Coordinate in
            let angle = Double(i) / 400 * 2 * .pi, r = 1 + 0.3 * sin(angle * 7)
            return point(46 + r * sin(angle) + 1e-10 * Double(i % 7), 6 + r * cos(angle) - 3e-11 * Double(i % 5))
        }
        let polygon = Polygon(outer: Ring(points: outer), holes: [Ring(points: [point(46, 6), point(46.1, 6), point(46.1, 6.1)])])
        let indexed = try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(polygon))
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let c = point(44.5 + rng.unit() * 3, 4.5 + rng.unit() * 3)
            XCTAssertEqual(indexed.contains(c), polygon.contains(c), "\(c)")
        }
    }

    /// The nearness test may call a far point near, never a near point far: every point within
    /// the margin of an edge or of a collapsed hole's lone vertex (by brute force over all
    /// edges) is reported near, on exact and on grid polygons.
    func testEveryPointWithinTheMarginOfAnEdgeIsReportedNear() {
        var rng = SeededGenerator(seed: 5)
        let outer = (0..<300).map { i -> Coordinate in
            let angle = Double(i) / 300 * 2 * .pi, r = 1 + 0.4 * sin(angle * 5) * rng.unit()
            return point(10 + r * sin(angle), 20 + r * cos(angle))
        }
        let lone = point(10.2, 20.2)
        var collapsed = Ring(points: [])
        collapsed.points = [lone]
        let exact = Polygon(outer: Ring(points: outer), holes: [collapsed])
        let grid = CoordinateGrid.round(exact, keepingEveryRing: true)
        let margin = 0.004
        for polygon in [exact, grid] {
            let indexed = IndexedPolygon(polygon)
            XCTAssertEqual(indexed.loneVertices.count, 1)
            var near = 0, far = 0
            for _ in 0..<30_000 {
                // Points concentrated around the boundary, and the lone vertex of the collapsed hole.
                let base = rng.next() % 10 == 0 ? lone : outer[Int(rng.next() % UInt64(outer.count))]
                let c = point(base.latitude + (rng.unit() - 0.5) * 0.03, base.longitude + (rng.unit() - 0.5) * 0.03)
                let distance = min(polygon.degreesToBoundary(from: c), PlanarGeometry.distance(from: c, toSegment: lone, lone))
                if distance <= margin {
                    near += 1
                    XCTAssertTrue(indexed.isNearBoundary(c, margin: margin), "\(c) is \(distance)° from an edge")
                } else {
                    far += 1
                }
            }
            XCTAssertGreaterThan(near, 1000)
            XCTAssertGreaterThan(far, 1000)
            // Far from everything: not near.
            XCTAssertFalse(indexed.isNearBoundary(point(10, 20), margin: margin))
            XCTAssertFalse(indexed.isNearBoundary(point(30, 20), margin: margin))
        }
    }
}
