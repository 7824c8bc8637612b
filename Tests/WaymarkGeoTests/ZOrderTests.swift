import XCTest
@testable import WaymarkGeo
import WaymarkSamples

/// The Z-order curve puts neighbours next to each other and orders deterministically.
final class ZOrderTests: XCTestCase {
    func testSpreadMovesBitsToEvenPositions() {
        XCTAssertEqual(ZOrder.spread(0b1011), 0b1000101)
        XCTAssertEqual(ZOrder.spread(0xFFFF), 0x5555_5555)
    }

    func testCornersOfTheGlobeAreTheEndsOfTheCurve() {
        XCTAssertEqual(ZOrder.key(Coordinate(latitude: -90, longitude: -180)), 0)
        XCTAssertEqual(ZOrder.key(Coordinate(latitude: 90, longitude: 180)), UInt32.max)
    }

    func testInvalidCoordinatesGetKeyZeroInsteadOfTrapping() {
        XCTAssertEqual(ZOrder.key(Coordinate(latitude: .nan, longitude: 0)), 0)
        XCTAssertEqual(ZOrder.key(Coordinate(latitude: 0, longitude: 200)), 0)
    }

    func testOrderIsAPermutationThatGroupsNeighbours() {
        // Two clusters given interleaved: the order visits one cluster, then the other.
        let zurich = Coordinate(latitude: 47.37, longitude: 8.54), sydney = Coordinate(latitude: -33.87, longitude: 151.21)
        let points = (0..<6).map { i in
            let base = i % 2 == 0 ? zurich : sydney
            return Coordinate(latitude: base.latitude + Double(i) * 1e-4, longitude: base.longitude)
        }
        let order = ZOrder.order(points)
        XCTAssertEqual(order.sorted(), Array(points.indices))
        let clusters = order.map { $0 % 2 }
        XCTAssertEqual(clusters, [1, 1, 1, 0, 0, 0], "southern hemisphere first, each cluster contiguous")
    }

    func testEqualKeysKeepInputOrder() {
        let p = Coordinate(latitude: 10, longitude: 10)
        XCTAssertEqual(ZOrder.order([p, p, p]), [0, 1, 2])
    }

    func testOrderIsTheSortByKeyThenIndex() {
        // The definition of the order, by a comparison sort: key first, ties by input index. The
        // points repeat (bursts of photos at one spot), share cells, and include invalid ones
        // (key 0) and both corners, so every byte of the key varies and ties are common.
        var random = SeededGenerator(seed: 10)
        var points: [Coordinate] = []
        for _ in 0..<20_000 {
            switch random.next() % 8 {
            case 0 where !points.isEmpty: points.append(points[Int(random.next() % UInt64(points.count))])
            case 1: points.append(Coordinate(latitude: 47.37 + random.unit() * 0.01, longitude: 8.54 + random.unit() * 0.01))
            case 2: points.append([Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: -90, longitude: -180),
                                   Coordinate(latitude: 90, longitude: 180)][Int(random.next() % 3)])
            default: points.append(Coordinate(latitude: random.unit() * 180 - 90, longitude: random.unit() * 360 - 180))
            }
        }
        let expected = points.indices.sorted { (ZOrder.key(points[$0]), $0) < (ZOrder.key(points[$1]), $1) }
        XCTAssertEqual(ZOrder.order(points), expected)
        XCTAssertEqual(ZOrder.order([]), [])
        XCTAssertEqual(ZOrder.order([points[0]]), [0])
    }
}
