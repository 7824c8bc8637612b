import XCTest
@testable import WaymarkGeo

/// A polygon's holes count separately in the even-odd test, and an index finds the ring of a
/// crossed edge from the edge's position (`IndexedPolygon.ringKeys`). These polygons have many
/// holes, among them rings that have no edges (one vertex, as rounding leaves a collapsed hole,
/// and none), so a wrong ring number shows up as a wrong answer.
final class ManyHolesTests: XCTestCase {
    /// An outer square with a row of square holes, the degenerate rings placed between them.
    private func perforated(_ rng: inout SplitMix64) -> Polygon {
        var holes: [Ring] = []
        for i in 0..<30 {
            let x = 0.5 + Double(i % 6) * 1.6 + Double(rng.next() % 100) / 1000
            let y = 0.5 + Double(i / 6) * 1.8 + Double(rng.next() % 100) / 1000
            holes.append(rectangle(x, y, x + 1.1, y + 1.2))
            if i == 4 { holes.append(Ring(points: [Coordinate(latitude: 9.5, longitude: 9.5)])) }
            if i == 11 { holes.append(Ring(points: [])) }
            if i == 17 { holes.append(Ring(points: [Coordinate(latitude: 0.25, longitude: 0.25), Coordinate(latitude: 0.3, longitude: 0.3)])) }
        }
        return Polygon(outer: rectangle(0, 0, 10, 10), holes: holes)
    }

    func testEveryFormOfAPolygonWithManyHolesAnswersAsThePlainRingTest() throws {
        var rng = SplitMix64(seed: 2026)
        let source = perforated(&rng)
        let grid = CoordinateGrid.round(source, keepingEveryRing: true)
        let forms: [(String, Polygon, IndexedPolygon)] = [
            ("grid", grid, IndexedPolygon(grid)),
            ("grid, decoded", grid, try IndexedPolygon(encoded: PolygonCodec.encode(grid))),
            ("grid, lazily", grid, try IndexedPolygon(encoded: PolygonCodec.encode(grid), lazily: true)),
            ("exact", source, try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(source))),
            ("exact, lazily", source, try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(source), lazily: true)),
        ]
        for (name, polygon, indexed) in forms {
            XCTAssertEqual(indexed.ringCount, 34, name)
            var inside = 0, inHoles = 0
            for _ in 0..<20_000 {
                let c = Coordinate(latitude: -0.5 + Double(rng.next() % 11_000_000) / 1_000_000,
                                   longitude: -0.5 + Double(rng.next() % 11_000_000) / 1_000_000)
                let expected = polygon.contains(c)
                XCTAssertEqual(indexed.contains(c), expected, "\(name) at \(c)")
                if expected { inside += 1 } else if polygon.outer.contains(c) { inHoles += 1 }
            }
            // Both answers occur often, so the holes were really tested.
            XCTAssertGreaterThan(inside, 5_000, name)
            XCTAssertGreaterThan(inHoles, 5_000, name)
        }
    }
}
