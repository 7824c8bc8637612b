import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import XCTest
@testable import WaymarkMemories

/// The page a memory links to.
final class PlaceStoryTests: MemoryTestCase {
    func testACountryStoryHasItsVisitsSourcesPhotosAndThePlacesBelow() throws {
        try record(paris, "2016-04-15", .manual)
        try record(paris, "2016-04-15", .import)
        try photo("/p/a.jpg", "2019-06-01T10:00:00", at: paris)
        try photo("/p/b.jpg", "2019-06-01T11:00:00", at: paris)
        try photo("/p/c.jpg", "2019-06-02T11:00:00", at: cdg)
        try photo("/p/hidden.jpg", "2023-01-01T11:00:00", at: paris)
        XCTAssertTrue(try atlas.setExcluded(true, path: "/p/hidden.jpg"))
        let story = try PlaceStory(place: PlaceID(kind: .country, code: "FR"), atlas: atlas)
        XCTAssertEqual(story.chain.map(\.id.description), ["country:FR", "continent:EU"])
        XCTAssertEqual(story.firstVisit?.description, "2016-04-15")
        XCTAssertEqual(story.lastVisit?.description, "2019-06-02")
        XCTAssertEqual(story.days, 3)
        XCTAssertEqual(story.daysPerYear, [.init(year: 2016, days: 1), .init(year: 2019, days: 2)])
        XCTAssertEqual(story.sources, ["manual": 1, "import": 1, "photo": 2])
        XCTAssertEqual(story.photoCount, 3)
        XCTAssertEqual(story.placesBelow.map(\.id.description), ["city:2988507", "region:FR.Île-de-France", "airport:CDG"])
        XCTAssertEqual(story.placesBelow.map(\.days), [3, 3, 1])
    }

    func testAStoryNamesWhatARebaseReplacedOnceEachButNeverItsCurrentName() throws {
        try record(paris, "2016-04-15", .manual)
        let city = PlaceID(kind: .city, code: "2988507")
        XCTAssertEqual(try PlaceStory(place: city, atlas: atlas).formerNames, [])
        for (former, name, build) in [("city:2988507", "Paris", "a"), ("city:2988507", "Paris-Centre", "a"), ("city:6618607", "Paris 01", "a"),
                                      ("city:6618607", "Paris 01", "b")] {
            try atlas.recordFormerName(PlaceHistoryEntry(place: city, formerId: PlaceID(former)!, formerName: name, formerLabel: name + ", France", gazetteer: build))
        }
        // Another place's history is not this one's.
        try atlas.recordFormerName(PlaceHistoryEntry(place: PlaceID(kind: .country, code: "FR"), formerId: PlaceID(kind: .country, code: "FR"),
                                                     formerName: "French Republic", formerLabel: "French Republic", gazetteer: "a"))
        XCTAssertEqual(try PlaceStory(place: city, atlas: atlas).formerNames, ["Paris 01", "Paris-Centre"])
        XCTAssertEqual(try PlaceStory(place: PlaceID(kind: .country, code: "FR"), atlas: atlas).formerNames, ["French Republic"])
    }

    func testAnUnknownPlaceIsAClearError() {
        XCTAssertThrowsError(try PlaceStory(place: PlaceID(kind: .city, code: "1"), atlas: atlas)) {
            XCTAssertEqual("\($0)", "the atlas has no place city:1")
        }
    }
}
