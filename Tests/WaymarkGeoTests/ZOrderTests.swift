import XCTest
@testable import WaymarkGeo

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
}
