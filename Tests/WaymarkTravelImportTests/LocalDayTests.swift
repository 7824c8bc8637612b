import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkTravelImport

/// A point's day is the calendar date on the clocks where it was: the city's IANA zone, read
/// with the system's time-zone database. The expected dates follow from the zones' published
/// offsets, worked out by hand in each comment.
final class LocalDayTests: ImportTestCase {
    override func gazetteer() throws -> Gazetteer { try InstalledGazetteer.open() }

    func utc(_ text: String) -> Int64 { Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970) }
    func day(_ text: String) -> Int { Int(utc(text + "T00:00:00Z") / 86_400) }

    func localDate(_ zone: String, _ instant: String) throws -> String {
        var clock = LocalClock(try XCTUnwrap(TimeZone(identifier: zone)))
        return InstantParser.date(day: clock.day(at: utc(instant)))
    }

    func testTheClockGivesEachZonesCalendarDate() throws {
        XCTAssertEqual(try localDate("Asia/Tokyo", "2023-05-01T23:30:00Z"), "2023-05-02")           // +9
        XCTAssertEqual(try localDate("Pacific/Kiritimati", "2023-05-01T10:30:00Z"), "2023-05-02")   // +14
        XCTAssertEqual(try localDate("Pacific/Tongatapu", "2023-05-01T11:30:00Z"), "2023-05-02")    // +13
        XCTAssertEqual(try localDate("Pacific/Pago_Pago", "2023-05-01T11:30:00Z"), "2023-05-01")    // −11
        XCTAssertEqual(try localDate("Etc/GMT+12", "2023-05-01T11:30:00Z"), "2023-04-30")           // −12
        // New York: 04:30 UTC is 00:30 EDT in July but 23:30 EST the evening before in January.
        XCTAssertEqual(try localDate("America/New_York", "2023-07-01T04:30:00Z"), "2023-07-01")
        XCTAssertEqual(try localDate("America/New_York", "2023-01-15T04:30:00Z"), "2023-01-14")
    }

    func testSamoaSkippedTheThirtiethOfDecember2011() throws {
        // Apia kept UTC−10 (daylight time) until the end of 29 December 2011, then UTC+14.
        XCTAssertEqual(try localDate("Pacific/Apia", "2011-12-29T09:30:00Z"), "2011-12-28")
        XCTAssertEqual(try localDate("Pacific/Apia", "2011-12-30T09:59:00Z"), "2011-12-29")
        XCTAssertEqual(try localDate("Pacific/Apia", "2011-12-30T10:30:00Z"), "2011-12-31")
    }

    func testOneClockFollowsATimeOrderedStreamAcrossTransitions() throws {
        // One clock asked for every hour of 2023 in New York must agree with a fresh answer each time.
        let zone = TimeZone(identifier: "America/New_York")!
        var clock = LocalClock(zone)
        var t = utc("2023-01-01T00:00:00Z")
        while t < utc("2024-01-01T00:00:00Z") {
            XCTAssertEqual(clock.offset(at: t), zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))), "\(t)")
            t += 3_600
        }
    }

    func testLocalTimesTurnIntoInstantsInTheirZone() {
        var london = LocalClock(TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(london.instant(day: day("2023-07-01"), minutes: 12 * 60), utc("2023-07-01T11:00:00Z"))   // BST
        XCTAssertEqual(london.instant(day: day("2023-01-01"), minutes: 12 * 60), utc("2023-01-01T12:00:00Z"))   // GMT
    }

    func testTheNauticalZoneAtSeaIsTheLongitudeInFifteenDegreeSteps() {
        XCTAssertEqual(LocalTimeZones.nautical(longitude: -176.48).secondsFromGMT(), -12 * 3600)
        XCTAssertEqual(LocalTimeZones.nautical(longitude: 179.9).secondsFromGMT(), 12 * 3600)
        XCTAssertEqual(LocalTimeZones.nautical(longitude: 7.4).secondsFromGMT(), 0)
        XCTAssertEqual(LocalTimeZones.nautical(longitude: 7.6).secondsFromGMT(), 3600)
    }

    func testImportedPointsLandOnTheLocalDateOfTheCityTheyResolveTo() throws {
        let file = try gpx("around-the-date-line.gpx", [
            (35.6895, 139.6917, "2023-05-01T23:30:00Z"),    // Tokyo, +9: 2 May
            (-13.8333, -171.7667, "2023-05-01T11:30:00Z"),  // Apia, +13: 00:30 on 2 May
            (-14.2781, -170.7025, "2023-05-01T11:30:00Z"),  // Pago Pago, 80 km east, −11: 00:30 on 1 May
            (1.8721, -157.4278, "2023-05-01T10:30:00Z"),    // Kiritimati, +14: 00:30 on 2 May
            (-21.1394, -175.2049, "2023-05-01T11:30:00Z"),  // Nuku‘alofa, +13: 00:30 on 2 May
            (0.1936, -176.4769, "2023-05-01T11:30:00Z"),    // Baker Island, no city: nautical −12, 23:30 on 30 April
            (40.7128, -74.0060, "2023-07-01T04:30:00Z"),    // New York, EDT: 00:30 on 1 July
            (40.7128, -74.0060, "2023-01-15T04:30:00Z"),    // New York, EST: 23:30 on 14 January
            (-13.8333, -171.7667, "2011-12-29T09:30:00Z"),  // Apia, −10: 23:30 on 28 December
            (-13.8333, -171.7667, "2011-12-30T10:30:00Z"),  // Apia, +14: 00:30 on 31 December
        ])
        let summary = try importer().importFile(file)
        XCTAssertFalse(summary.isPartial)
        XCTAssertEqual(try days("country:JP"), ["2023-05-02"])
        XCTAssertEqual(try days("country:WS"), ["2011-12-28", "2011-12-31", "2023-05-02"])
        XCTAssertEqual(try days("country:AS"), ["2023-05-01"])
        XCTAssertEqual(try days("country:KI"), ["2023-05-02"])
        XCTAssertEqual(try days("country:TO"), ["2023-05-02"])
        XCTAssertEqual(try days("country:UM"), ["2023-04-30"])
        XCTAssertEqual(try days("country:US"), ["2023-01-14", "2023-07-01"])
        let offsets = try database().prepare("SELECT e.local_date, e.utc_offset_minutes FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id WHERE ep.place_id = 'country:WS' ORDER BY 1")
        var found: [String: Int] = [:]
        while try offsets.step() { found[offsets.text(0)!] = offsets.int(1) }
        XCTAssertEqual(found, ["2011-12-28": -600, "2011-12-31": 840, "2023-05-02": 780])
    }
}
