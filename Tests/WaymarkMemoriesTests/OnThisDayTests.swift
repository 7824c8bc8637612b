import Foundation
import WaymarkAtlas
import WaymarkCalendar
import XCTest
@testable import WaymarkMemories

/// On This Day matches calendar components in each piece of evidence's own local calendar.
final class OnThisDayTests: MemoryTestCase {
    func date(_ text: String) throws -> LocalDay { try LocalDay(dayOrMonthDay: text, year: 2025) }
    func report(_ text: String) throws -> OnThisDayReport { try OnThisDay(atlas: atlas).report(for: try date(text)) }

    func testAPhotoAtHalfPastMidnightEastOfUTCBelongsToItsLocalDayNotItsUTCDay() throws {
        // 00:30 on the 9th in Tokyo is 15:30 on the 8th in UTC.
        try photo("/p/tokyo.jpg", "2019-04-09T00:30:00", offset: 540, at: tokyo)
        XCTAssertEqual(try report("2025-04-09").memories.map(\.year), [2019])
        XCTAssertEqual(try report("2025-04-08").memories.count, 0)
    }

    func testAPhotoJustBeforeMidnightWestOfUTCBelongsToItsLocalDay() throws {
        // 23:30 on the 8th in Seattle is 06:30 on the 9th in UTC.
        try photo("/p/seattle.jpg", "2018-04-08T23:30:00", offset: -420, at: seattle)
        let memory = try XCTUnwrap(try report("2025-04-08").memories.first)
        XCTAssertEqual(memory.gallery.map(\.localTime.iso8601), ["2018-04-08T23:30:00"])
        XCTAssertEqual(memory.gallery.map { $0.timeText(withDay: false) }, ["23:30"])
        XCTAssertEqual(memory.gallery.map { $0.timeText(withDay: true) }, ["8 April 23:30"])
        XCTAssertEqual(memory.gallery.first?.utcOffsetMinutes, -420)
        XCTAssertEqual(try report("2025-04-09").memories.count, 0)
    }

    func testOnTheDayClocksSpringForwardTheGalleryIsInLocalTimeOrder() throws {
        // New York, 10 March 2019: 01:30 EST (-05:00), then 03:10 EDT (-04:00) forty minutes later.
        try photo("/p/b.jpg", "2019-03-10T03:10:00", offset: -240, at: newYork)
        try photo("/p/a.jpg", "2019-03-10T01:30:00", offset: -300, at: newYork)
        let memories = try report("2025-03-10").memories
        XCTAssertEqual(memories.count, 1)
        XCTAssertEqual(memories[0].gallery.map(\.path), ["/p/a.jpg", "/p/b.jpg"])
    }

    func testOnTheDayClocksGoBackBothReadingsOfTheRepeatedHourAreThatDay() throws {
        // New York, 3 November 2019: 01:30 EDT (-04:00), then 01:10 EST (-05:00) forty minutes later.
        try photo("/p/first.jpg", "2019-11-03T01:30:00", offset: -240, at: newYork)
        try photo("/p/second.jpg", "2019-11-03T01:10:00", offset: -300, at: newYork)
        let memories = try report("2025-11-03").memories
        XCTAssertEqual(memories.map(\.year), [2019])
        XCTAssertEqual(memories[0].gallery.map(\.path), ["/p/second.jpg", "/p/first.jpg"], "wall-clock order, as documented")
        XCTAssertEqual(memories[0].gallery.map(\.utcOffsetMinutes), [-300, -240])
        XCTAssertEqual(try report("2025-11-02").memories.count, 0, "06:10 UTC on the 3rd is still the 3rd locally")
    }

    func testOneMemoryPerEarlierYearNewestFirstAndNoneForTheCurrentYear() throws {
        try record(paris, "2016-04-15", .manual)
        try record(rome, "2019-04-15", .manual)
        try record(rome, "2019-04-15", .import)
        try record(tokyo, "2023-04-15", .manual)
        try record(oslo, "2023-04-14", .manual)
        let memories = try OnThisDay(atlas: atlas).report(for: LocalDay(year: 2023, month: 4, day: 15)).memories
        XCTAssertEqual(memories.map(\.year), [2019, 2016])
        XCTAssertEqual(memories.map(\.yearsAgo), [4, 7])
        XCTAssertEqual(memories.map(\.headline), ["Rome", "Paris"])
    }

    func testTheSameDayFromSeveralSourcesIsOneMemoryWithOnePlace() throws {
        try record(paris, "2019-04-15", .manual)
        try record(paris, "2019-04-15", .import)
        try photo("/p/paris.jpg", "2019-04-15T12:00:00", offset: 120, at: paris)
        let memories = try report("2025-04-15").memories
        XCTAssertEqual(memories.count, 1)
        XCTAssertEqual(memories[0].places.map(\.id.description), ["city:2988507"])
        XCTAssertEqual(memories[0].sources, ["import", "manual", "photo"])
        XCTAssertEqual(memories[0].gallery.count, 1)
    }

    func testTheHeadlineIsTheMostSpecificPlaceAndItsChainAreChips() throws {
        try record(cdg, "2019-06-01", .flight)
        try photo("/p/paris.jpg", "2019-06-01T18:00:00", offset: 120, at: paris)
        try record(Array(paris.dropFirst(2)), "2019-06-01", .manual)   // France by hand
        let memory = try XCTUnwrap(try report("2025-06-01").memories.first)
        XCTAssertEqual(memory.headline, "Paris Charles de Gaulle Airport")
        XCTAssertEqual(memory.places.map(\.id.description), ["airport:CDG"])
        XCTAssertEqual(memory.chips.map(\.id.description), ["city:2988507", "region:FR.Île-de-France", "country:FR", "continent:EU"])
        XCTAssertEqual(memory.placeIds.first?.description, "airport:CDG")
    }

    func testSeveralPlacesInOneDayHeadlineAtMostThreeAndTheJSONHasThemAll() throws {
        for chain in [rome, tokyo, redmond, oslo] { try record(chain, "2017-09-09", .manual) }
        try record(rome, "2017-09-09", .import)   // Rome has the most evidence: first
        let memory = try XCTUnwrap(try report("2025-09-09").memories.first)
        XCTAssertEqual(memory.places.map(\.name), ["Rome", "Oslo", "Redmond", "Tokyo"])
        XCTAssertEqual(memory.headline, "Rome, Oslo, Redmond and 1 more")
        XCTAssertEqual(Set(memory.chips.map(\.id)).count, memory.chips.count, "each chip once")
        XCTAssertTrue(memory.chips.map(\.id.description).contains("country:US"))
    }

    func testAnAtlasWithNoPhotosStillHasMemoriesWithEmptyGalleries() throws {
        try record(paris, "2019-04-15", .manual)
        let memory = try XCTUnwrap(try report("2025-04-15").memories.first)
        XCTAssertEqual(memory.gallery, [])
        XCTAssertEqual(memory.headline, "Paris")
    }

    func testExcludedPhotosAreLeftOutOfGalleriesAndMemories() throws {
        try photo("/p/kept.jpg", "2019-04-15T10:00:00", offset: 120, at: paris)
        try photo("/p/hidden.jpg", "2019-04-15T11:00:00", offset: 120, at: paris)
        try photo("/p/hidden-rome.jpg", "2018-04-15T11:00:00", offset: 120, at: rome)
        XCTAssertTrue(try atlas.setExcluded(true, path: "/p/hidden.jpg"))
        XCTAssertTrue(try atlas.setExcluded(true, path: "/p/hidden-rome.jpg"))
        let memories = try report("2025-04-15").memories
        XCTAssertEqual(memories.map(\.year), [2019], "the excluded photo alone made 2018")
        XCTAssertEqual(memories[0].gallery.map(\.path), ["/p/kept.jpg"])
    }

    func testPhotosWithoutATrustedCaptureTimeNeverBecomeMemories() throws {
        // No original date: the import placed it on the GPS clock's UTC day.
        try photo("/p/undated.jpg", nil, at: paris, gpsDay: "2019-04-15")
        XCTAssertEqual(try report("2025-04-15").memories.count, 0)
        XCTAssertEqual(try atlas.presenceDays(of: paris[0].id), ["2019-04-15"], "it still counts as presence")
    }

    func testTwentyNinthFebruaryIsShownOnTheTwentyEighthInCommonYears() throws {
        try record(rome, "2016-02-29", .manual)
        try record(paris, "2017-02-28", .manual)
        let common = try report("2025-02-28").memories
        XCTAssertEqual(common.map(\.year), [2017, 2016])
        XCTAssertEqual(common.last?.dates.map(\.description), ["2016-02-29"])
        let leap = OnThisDay(atlas: atlas)
        XCTAssertEqual(try leap.report(for: LocalDay(year: 2028, month: 2, day: 28)).memories.map(\.year), [2017])
        XCTAssertEqual(try leap.report(for: LocalDay(year: 2028, month: 2, day: 29)).memories.map(\.year), [2016])
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "02-29", year: 2025).description, "2025-02-28")
        XCTAssertEqual(try LocalDay(dayOrMonthDay: "02-29", year: 2028).description, "2028-02-29")
        XCTAssertThrowsError(try LocalDay(dayOrMonthDay: "2025-02-29", year: 2025))
    }

    func testAPhotoWithoutAPositionIsInTheGalleryWithThatDaysPlaces() throws {
        try record(rome, "2019-04-15", .manual)
        try photo("/p/colosseum.jpg", "2019-04-15T10:00:00", offset: 120, at: rome)
        try unlocatedPhoto("/p/dinner.jpg", "2019-04-15T21:00:00", offset: 120)
        let memory = try XCTUnwrap(try report("2025-04-15").memories.first)
        XCTAssertEqual(memory.headline, "Rome")
        XCTAssertEqual(memory.gallery.map(\.path), ["/p/colosseum.jpg", "/p/dinner.jpg"])
        XCTAssertEqual(memory.gallery.map(\.located), [true, false])
        XCTAssertEqual(memory.gallery.map(\.place), ["Rome", "Rome"])
        XCTAssertEqual(memory.gallery.map(\.placeFrom.rawValue), ["photo", "same_day"])
    }

    func testADayWithOnlyPhotosWithoutAPositionIsAMemoryWhosePlaceIsUnknown() throws {
        try unlocatedPhoto("/p/a.jpg", "2018-07-09T09:00:00")
        try unlocatedPhoto("/p/b.jpg", "2018-07-09T18:30:00")
        try record(paris, "2018-07-10", .manual)   // the next day names no place for the 9th
        let finder = OnThisDay(atlas: atlas)
        XCTAssertTrue(try finder.hasMemories(on: try date("2025-07-09")))
        let memory = try XCTUnwrap(try report("2025-07-09").memories.first)
        XCTAssertEqual(memory.year, 2018)
        XCTAssertEqual(memory.headline, "Place unknown")
        XCTAssertEqual(memory.places, [])
        XCTAssertEqual(memory.sources, ["photo"])
        XCTAssertEqual(memory.gallery.map(\.place), ["place unknown", "place unknown"])
        XCTAssertEqual(memory.gallery.map(\.placeFrom.rawValue), ["unknown", "unknown"])
        XCTAssertEqual(try report("2025-07-08").nextDateWithMemories?.description, "2025-07-09", "a quiet day finds it too")
    }

    func testOnAMergedTwentyEighthOfFebruaryEachPhotoTakesItsOwnDaysPlaces() throws {
        try record(rome, "2016-02-28", .manual)
        try record(oslo, "2016-02-29", .manual)
        try unlocatedPhoto("/p/28.jpg", "2016-02-28T12:00:00")
        try unlocatedPhoto("/p/29.jpg", "2016-02-29T12:00:00")
        let common = try report("2025-02-28")
        XCTAssertTrue(common.includesLeapDay)
        let memory = try XCTUnwrap(common.memories.first)
        XCTAssertEqual(memory.dates.map(\.description), ["2016-02-28", "2016-02-29"])
        XCTAssertEqual(memory.gallery.map(\.date?.description), ["2016-02-28", "2016-02-29"])
        XCTAssertEqual(memory.gallery.map(\.place), ["Rome", "Oslo"], "the photo's own date, not the year's other day")
        XCTAssertFalse(try OnThisDay(atlas: atlas).report(for: LocalDay(year: 2028, month: 2, day: 28)).includesLeapDay)
        XCTAssertEqual(memory.gallery.map { $0.timeText(withDay: true) }, ["28 February 12:00", "29 February 12:00"])
    }

    func testTheFirstDaysOfJanuaryFindTheEarlierYears() throws {
        try record(oslo, "2024-01-02", .manual)
        try record(rome, "2019-01-01", .manual)
        XCTAssertEqual(try report("2025-01-02").memories.map(\.yearsAgo), [1])
        XCTAssertEqual(try report("2025-01-01").memories.map(\.year), [2019])
    }

    func testAQuietDayNamesTheNearestDatesWithMemoriesAcrossTheYearEnd() throws {
        try record(paris, "2020-12-30", .manual)
        try record(rome, "2021-01-05", .manual)
        let quiet = try report("2025-01-02")
        XCTAssertEqual(quiet.memories.count, 0)
        XCTAssertFalse(quiet.unread)
        XCTAssertEqual(quiet.previousDateWithMemories?.description, "2024-12-30")
        XCTAssertEqual(quiet.nextDateWithMemories?.description, "2025-01-05")
        let december = try report("2025-12-31")
        XCTAssertEqual(december.previousDateWithMemories?.description, "2025-12-30")
        XCTAssertEqual(december.nextDateWithMemories?.description, "2026-01-05")
    }

    func testAnEmptyAtlasHasNoNearestDates() throws {
        let quiet = try report("2025-07-01")
        XCTAssertNil(quiet.previousDateWithMemories)
        XCTAssertNil(quiet.nextDateWithMemories)
    }

    func testMemoriesAreUnreadUntilShown() throws {
        try record(paris, "2019-04-15", .manual)
        try record(paris, "2019-04-16", .manual)
        let finder = OnThisDay(atlas: atlas)
        XCTAssertTrue(try report("2025-04-15").unread)
        try finder.markShown(try date("2025-04-15"))
        XCTAssertFalse(try report("2025-04-15").unread)
        XCTAssertTrue(try report("2025-04-16").unread)
        XCTAssertTrue(try finder.report(for: LocalDay(year: 2026, month: 4, day: 15)).unread, "next year's day is new again")
    }

    func testTodayIsTheLocalDateOfTheGivenZone() throws {
        let instant = Date(timeIntervalSince1970: 1_744_675_800)   // 2025-04-15T00:10:00Z
        XCTAssertEqual(try LocalDay.today(instant, in: TimeZone(identifier: "Asia/Tokyo")!).description, "2025-04-15")
        XCTAssertEqual(try LocalDay.today(instant, in: TimeZone(identifier: "America/Los_Angeles")!).description, "2025-04-14")
    }
}
