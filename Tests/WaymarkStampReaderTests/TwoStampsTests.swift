import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// Two inks in one image that name places in two countries are two stamps, one over the other.
final class TwoStampsTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func testBothStampsLeadTheListAndNeitherIsStrong() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        let vienna = try matcher.suggest("FLUGHAFEN WIEN\n03.05.09\nA")
        let milan = try matcher.suggest("AEROPORTO MALPENSA\n04.07.19\nI")
        let both = try XCTUnwrap(StampScanner.twoStamps([vienna, milan]))
        XCTAssertEqual(Set(both.candidates.prefix(2).map { $0.chain.country?.id.code }), ["AT", "IT"])
        XCTAssertFalse(both.candidates.contains { $0.strength == .strong })
        // Each place once.
        XCTAssertEqual(Set(both.candidates.map(\.chain)).count, both.candidates.count)
    }

    func testTwoInksOfOneCountryAreNotSplit() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        XCTAssertNil(StampScanner.twoStamps([try matcher.suggest("FLUGHAFEN WIEN"), try matcher.suggest("ÖSTERREICH")]))
    }
}
