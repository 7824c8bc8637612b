import WaymarkGeo
import XCTest
@testable import WaymarkResolver

/// The answer cache returns an answer only for the very coordinate it was computed for.
final class AnswerCacheTests: XCTestCase {
    func answer(_ latitude: Double, _ longitude: Double) -> Resolution {
        Resolution(coordinate: Coordinate(latitude: latitude, longitude: longitude),
                   country: Level(rowid: 7, decision: .contained), region: .none, city: .none, airport: .none)
    }

    func testAnAnswerIsFoundForItsOwnCoordinateOnly() {
        let cache = AnswerCache(capacity: 64)
        let paris = answer(48.8566, 2.3522)
        cache.remember(paris)
        XCTAssertEqual(cache.answer(for: paris.coordinate), paris)
        XCTAssertNil(cache.answer(for: Coordinate(latitude: 48.8566, longitude: 2.35221)))
    }

    func testANewerAnswerInTheSameSlotReplacesTheOlder() {
        // One slot: every coordinate shares it.
        let cache = AnswerCache(capacity: 1)
        let a = answer(1, 1), b = answer(2, 2)
        cache.remember(a)
        cache.remember(b)
        XCTAssertNil(cache.answer(for: a.coordinate))
        XCTAssertEqual(cache.answer(for: b.coordinate), b)
    }

    func testRemoveAllForgetsEverything() {
        let cache = AnswerCache(capacity: 16)
        let a = answer(10, 20)
        cache.remember(a)
        cache.removeAll()
        XCTAssertNil(cache.answer(for: a.coordinate))
    }
}
