import XCTest
@testable import WaymarkResolver

/// The candidate grids' order, made by a radix sort on the areas' bits, is the order
/// `ResolutionRules.precedes` gives the same boundaries (entries standing for rowids).
final class PrecedenceOrderTests: XCTestCase {
    private func expected(_ entries: [Int], _ areas: [Double]) -> [Int] {
        let hits = entries.map { BoundaryHit(boundary: $0, place: nil, country: 1, decision: .majority, areaSquareKilometers: areas[$0]) }
        return hits.sorted(by: ResolutionRules.precedes).map(\.boundary)
    }

    func testRadixOrderIsPrecedenceOrder() {
        // Ties (a few repeated values), zeros of both signs, tiny and huge areas, and every byte
        // of the bit pattern varying; spread by a fixed multiplicative hash, so every run sorts
        // the same list.
        let pool: [Double] = [0, -0.0, 0.001, 1, 1, 2.5, 357_588.123, 16_440_223.18, 5e-324, 1e300]
        let areas = (0..<5_000).map { i -> Double in
            let hash = (i &* 2_654_435_761) % 1_000_003
            return i % 3 == 0 ? pool[hash % pool.count] : Double(hash) * 19.999_37 + Double(i) / 7
        }
        let entries = Array(stride(from: 0, to: areas.count, by: 2))
        XCTAssertEqual(PrecedenceOrder.sorted(entries) { areas[$0] }, expected(entries, areas))
        XCTAssertEqual(PrecedenceOrder.sorted([]) { areas[$0] }, [])
        XCTAssertEqual(PrecedenceOrder.sorted([7]) { areas[$0] }, [7])
    }

    func testAnAreaNoBuildStoresStillSortsInPrecedenceOrder() {
        let areas: [Double] = [3, -1, 2, .infinity, 2, 0, -0.0]
        let entries = Array(areas.indices)
        XCTAssertEqual(PrecedenceOrder.sorted(entries) { areas[$0] }, expected(entries, areas))
    }
}
