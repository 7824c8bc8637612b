import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkJSON
import XCTest
@testable import WaymarkMemories

/// The typed memory models write the JSON the text fields wrote before them (the `--json`
/// contract and the Then & Now memo stored in atlases): a place's kind as its ID's prefix, a day
/// as "YYYY-MM-DD".
final class MemoryJSONTests: XCTestCase {
    func testAPlaceWritesItsIDAndItsKindAsTheIDsPrefix() throws {
        let rome = MemoryPlace(id: PlaceID(kind: .city, code: "3169070"), name: "Rome", label: "Rome, Lazio, Italy")
        let json = String(decoding: try WaymarkJSON.encoder(pretty: false).encode(rome), as: UTF8.self)
        XCTAssertEqual(json, #"{"id":"city:3169070","kind":"city","label":"Rome, Lazio, Italy","name":"Rome"}"#)
        XCTAssertEqual(try WaymarkJSON.decoder().decode(MemoryPlace.self, from: Data(json.utf8)), rome)
    }

    func testAPlaceWhoseKindIsNotItsIDsIsRefused() {
        let json = #"{"id":"city:3169070","kind":"country","label":"Rome","name":"Rome"}"#
        XCTAssertThrowsError(try WaymarkJSON.decoder().decode(MemoryPlace.self, from: Data(json.utf8)))
    }

    func testAVisitedPlaceWritesItsKindAndDaysAsText() throws {
        let place = PlaceStory.VisitedPlace(id: PlaceID(kind: .airport, code: "CDG"), name: "Charles de Gaulle", days: 2,
                                            firstVisit: try LocalDay("2016-04-15"), lastVisit: try LocalDay("2019-06-02"))
        let json = String(decoding: try WaymarkJSON.encoder(pretty: false).encode(place), as: UTF8.self)
        XCTAssertEqual(json, #"{"days":2,"first_visit":"2016-04-15","id":"airport:CDG","kind":"airport","last_visit":"2019-06-02","name":"Charles de Gaulle"}"#)
        XCTAssertEqual(try WaymarkJSON.decoder().decode(PlaceStory.VisitedPlace.self, from: Data(json.utf8)), place)
    }
}
