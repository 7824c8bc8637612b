import Foundation
import XCTest
@testable import WaymarkGeo

/// A polygon decoded `lazily` fills a block of bands when a query first reaches it. It must hold
/// the same entries in the same slots as one filled at once, and so answer every query the same,
/// whatever order the queries come in.
final class LazyIndexedPolygonTests: XCTestCase {
    /// A wiggly coastline of 1,200 vertices (runs of edges then cross several blocks of bands),
    /// with two holes and a hole collapsed to one vertex.
    private func coastline(_ rng: inout SplitMix64) -> Polygon {
        let outer = SimplificationTests.randomStarRing(&rng, vertices: 1200, center: xy(20, 45), radius: 5, jitter: 0.3)
        let west = SimplificationTests.randomStarRing(&rng, vertices: 60, center: xy(18.5, 45), radius: 0.6, jitter: 0.2)
        let east = SimplificationTests.randomStarRing(&rng, vertices: 40, center: xy(21.5, 45.2), radius: 0.6, jitter: 0.2)
        return Polygon(outer: outer, holes: [west, east, Ring(points: [xy(20.3, 44.1)])])
    }

    /// Random points around the polygon; every other vertex; points at, and one rounding step beside,
    /// each vertex's latitude (at the vertex's longitude and elsewhere); and edge midpoints.
    private func probes(_ polygon: Polygon, _ rng: inout SplitMix64) -> [Coordinate] {
        let box = polygon.boundingBox!.expanded(by: 0.3)
        var points = (0..<2000).map { _ in rng.coordinate(in: box) }
        for ring in polygon.rings {
            let p = ring.points
            for (i, vertex) in p.enumerated() where i % 2 == 0 {
                points.append(vertex)
                for y in [vertex.latitude, vertex.latitude.nextUp, vertex.latitude.nextDown] {
                    points.append(xy(vertex.longitude, y))
                    points.append(xy(rng.double(box.minLongitude...box.maxLongitude), y))
                }
                let next = p[(i + 1) % p.count]
                points.append(xy((vertex.longitude + next.longitude) / 2, (vertex.latitude + next.latitude) / 2))
            }
        }
        points.shuffle(using: &rng)
        return points
    }

    /// Every query of `lazy` against `eager` (and containment against the plain ring test), in
    /// the shuffled order of `points`, so blocks are filled in an arbitrary order.
    private func assertSameAnswers(_ polygon: Polygon, eager: IndexedPolygon, lazy: IndexedPolygon, _ points: [Coordinate],
                                   file: StaticString = #filePath, line: UInt = #line) {
        var inside = 0
        for (n, p) in points.enumerated() {
            let expected = polygon.contains(p)
            if expected { inside += 1 }
            XCTAssertEqual(lazy.contains(p), expected, "contains \(p)", file: file, line: line)
            XCTAssertEqual(eager.contains(p), expected, "contains \(p)", file: file, line: line)
            // The slower queries on a sample, still spread over every block.
            guard n % 7 == 0 else { continue }
            XCTAssertEqual(lazy.isNearBoundary(p, margin: 0.0041), eager.isNearBoundary(p, margin: 0.0041), "near \(p)", file: file, line: line)
            // Against the plain scan of every edge too: the band search stops early beside the
            // border, and must still find exactly its minimum. (The index measures edges only, so
            // the collapsed hole, a ring without edges, is left out of the plain scan.)
            let plain = polygon.rings.filter { $0.points.count > 1 }.map { $0.metersToBoundary(from: p) }.min()!
            XCTAssertEqual(lazy.metersToBoundary(from: p, within: 25_000), plain <= 25_000 ? plain : nil, "metres \(p)", file: file, line: line)
            XCTAssertEqual(eager.metersToBoundary(from: p, within: 25_000), plain <= 25_000 ? plain : nil, "metres \(p)", file: file, line: line)
            XCTAssertEqual(lazy.degreesToBoundary(from: p, searchRadius: 0.05), eager.degreesToBoundary(from: p, searchRadius: 0.05), "degrees \(p)",
                           file: file, line: line)
        }
        XCTAssertGreaterThan(inside, points.count / 4, file: file, line: line)
        XCTAssertLessThan(inside, points.count * 3 / 4, file: file, line: line)
    }

    /// Fills every block of `lazy` (a scan of all bands) and compares its entries with `eager`'s.
    private func assertSameEntries(_ eager: IndexedPolygon, _ lazy: IndexedPolygon, file: StaticString = #filePath, line: UInt = #line) {
        lazy.forEachEdge(bands: 0, lazy.bandCount - 1) { _, _ in }
        XCTAssertEqual(lazy.filledBlocks, eager.filledBlocks, file: file, line: line)
        XCTAssertEqual(lazy.bandStarts, eager.bandStarts, file: file, line: line)
        XCTAssertEqual(Array(lazy.gridEdges), Array(eager.gridEdges), file: file, line: line)
        XCTAssertEqual(Array(lazy.exactEdges), Array(eager.exactEdges), file: file, line: line)
    }

    func testALazyExactPolygonAnswersAsTheEagerOneAndThePlainRingTest() throws {
        var rng = SplitMix64(seed: 71)
        let polygon = coastline(&rng)
        let blob = ExactPolygonCodec.encode(polygon)
        let eager = try IndexedPolygon(exactEncoded: blob)
        let lazy = try IndexedPolygon(exactEncoded: blob, lazily: true)
        XCTAssertFalse(lazy.storesGridUnits)
        XCTAssertEqual(lazy.filledBlocks, 0)
        XCTAssertGreaterThan(eager.filledBlocks, 15)
        assertSameAnswers(polygon, eager: eager, lazy: lazy, probes(polygon, &rng))
        assertSameEntries(eager, try IndexedPolygon(exactEncoded: blob, lazily: true))
    }

    func testALazyGridPolygonAnswersAsTheEagerOneAndThePlainRingTest() throws {
        var rng = SplitMix64(seed: 72)
        let polygon = CoordinateGrid.round(coastline(&rng), keepingEveryRing: true)
        let blob = PolygonCodec.encode(polygon)
        let eager = try IndexedPolygon(encoded: blob)
        let lazy = try IndexedPolygon(encoded: blob, lazily: true)
        XCTAssertTrue(lazy.storesGridUnits)
        assertSameAnswers(polygon, eager: eager, lazy: lazy, probes(polygon, &rng))
        assertSameEntries(eager, try IndexedPolygon(encoded: blob, lazily: true))
    }

    /// The point of laziness: a query fills only the blocks of the bands it reads.
    func testAQueryFillsOnlyTheBlocksItReads() throws {
        var rng = SplitMix64(seed: 73)
        let polygon = coastline(&rng)
        let lazy = try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(polygon), lazily: true)
        let vertex = polygon.outer.points[300]
        XCTAssertEqual(lazy.contains(vertex), polygon.contains(vertex))
        XCTAssertEqual(lazy.filledBlocks, 1)
        _ = lazy.metersToBoundary(from: vertex, within: 1000)
        XCTAssertLessThanOrEqual(lazy.filledBlocks, 3)
        XCTAssertLessThan(lazy.filledBlocks, try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(polygon)).filledBlocks / 5)
    }

    /// A polygon with no edges, or fewer edges than a band, still has one block to fill.
    func testTinyPolygonsWorkLazily() throws {
        let triangle = Polygon(outer: Ring(points: [xy(0, 0), xy(4, 0), xy(2, 3)]))
        let lazy = try IndexedPolygon(encoded: PolygonCodec.encode(triangle), lazily: true)
        XCTAssertTrue(lazy.contains(xy(2, 1)))
        XCTAssertFalse(lazy.contains(xy(5, 1)))
        XCTAssertEqual(lazy.degreesToBoundary(from: xy(2, -1)), 1)
        let point = try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(Polygon(outer: Ring(points: [xy(1, 1)]))), lazily: true)
        XCTAssertFalse(point.contains(xy(1, 1)))
        XCTAssertTrue(point.isNearBoundary(xy(1.001, 1), margin: 0.01))
    }
}
