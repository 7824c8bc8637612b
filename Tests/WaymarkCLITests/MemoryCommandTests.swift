import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// The memory commands: their JSON shapes (as docs/cli.md documents them), exit statuses and state.
final class MemoryCommandTests: XCTestCase {
    var folder: URL!
    var atlasPath: String { folder.appendingPathComponent("atlas.sqlite").path }

    override func setUpWithError() throws { folder = try scratchFolder() }

    func run(_ words: [String]) -> (ExitStatus, String, String) {
        waymark(words + ["--atlas", atlasPath])
    }

    func json(_ words: [String]) throws -> Any {
        let (status, out, err) = run(words + ["--json"])
        XCTAssertEqual(status, .success, err)
        return try JSONSerialization.jsonObject(with: Data(out.utf8))
    }

    var rome: [PlaceSnapshot] {
        let eu = PlaceReference(id: PlaceID(kind: .continent, code: "EU"), name: "Europe")
        let it = PlaceReference(id: PlaceID(kind: .country, code: "IT"), name: "Italy")
        let lazio = PlaceReference(id: PlaceID(kind: .region, code: "IT.07"), name: "Lazio")
        return [
            PlaceSnapshot(id: PlaceID(kind: .city, code: "3169070"), name: "Rome", label: "Rome, Lazio, Italy", continent: eu, country: it, region: lazio, gazetteer: "t"),
            PlaceSnapshot(id: lazio.id, name: "Lazio", label: "Lazio, Italy", continent: eu, country: it, gazetteer: "t"),
            PlaceSnapshot(id: it.id, name: "Italy", label: "Italy", continent: eu, gazetteer: "t"),
            PlaceSnapshot(id: eu.id, name: "Europe", label: "Europe", gazetteer: "t"),
        ]
    }

    /// Today's month-day (this machine's zone) in an earlier year.
    func earlier(_ year: Int, daysFromToday: Int = 0) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let day = calendar.date(byAdding: .day, value: daysFromToday, to: Date())!
        let c = calendar.dateComponents([.month, .day], from: day)
        return String(format: "%04d-%02d-%02d", year, c.month!, c.day == 29 && c.month == 2 ? 28 : c.day!)
    }

    func seed(_ dates: [String]) throws {
        let atlas = try AtlasStore(url: URL(fileURLWithPath: atlasPath))
        for date in dates { try atlas.record(rome, day: try LocalDay(date), source: .manual) }
        for (index, date) in dates.enumerated() {
            var photo = PhotoRecord(path: "/p/\(index).jpg", size: 1, modifiedNanoseconds: 1, status: "located")
            photo.localDateTime = try LocalDateTime(date + "T09:30:00"); photo.utcOffsetMinutes = 60; photo.latitude = 41.9; photo.longitude = 12.5
            let id = try atlas.savePhoto(photo)
            try atlas.replacePhotoEvidence(photo: id, chain: rome, day: try LocalDay(date), utcOffsetMinutes: 60)
        }
        try atlas.transaction { try atlas.bumpPhotoGeneration() }
    }

    func testOnThisDayJSONIsSnakeCaseAndUnreadUntilShown() throws {
        try seed(["2016-04-15", "2019-04-15"])
        let first = try XCTUnwrap(try json(["on-this-day", "--date", "2025-04-15"]) as? [String: Any])
        XCTAssertEqual(first["unread"] as? Bool, true)
        XCTAssertEqual(first["date"] as? String, "2025-04-15")
        XCTAssertEqual(first["month_days"] as? [String], ["04-15"])
        let memories = try XCTUnwrap(first["memories"] as? [[String: Any]])
        XCTAssertEqual(memories.map { $0["year"] as? Int }, [2019, 2016])
        XCTAssertEqual(memories.first?["years_ago"] as? Int, 6)
        XCTAssertEqual(memories.first?["headline"] as? String, "Rome")
        XCTAssertEqual(memories.first?["place_ids"] as? [String], ["city:3169070", "region:IT.07", "country:IT", "continent:EU"])
        let gallery = try XCTUnwrap(memories.first?["gallery"] as? [[String: Any]])
        XCTAssertEqual(gallery.first?["local_time"] as? String, "2019-04-15T09:30:00")
        XCTAssertEqual(gallery.first?["utc_offset_minutes"] as? Int, 60)
        let second = try XCTUnwrap(try json(["on-this-day", "--date", "04-15"]) as? [String: Any])
        XCTAssertEqual(second["unread"] as? Bool, MemoryCommandTestsSupport.thisYear == 2025 ? false : true)
        XCTAssertEqual((try json(["on-this-day", "--date", "2025-04-15"]) as? [String: Any])?["unread"] as? Bool, false)

        let quiet = try XCTUnwrap(try json(["on-this-day", "--date", "2025-04-20"]) as? [String: Any])
        XCTAssertEqual(quiet["previous_date_with_memories"] as? String, "2025-04-15")
        XCTAssertEqual(quiet["next_date_with_memories"] as? String, "2026-04-15")
        XCTAssertEqual(run(["on-this-day", "--date", "2025-13-01"]).0, .usage)
        XCTAssertEqual(run(["on-this-day", "--days", "3"]).0, .usage, "--days belongs to `upcoming`")
        XCTAssertEqual(run(["on-this-day", "tomorrow"]).0, .usage)
    }

    func testStatusSaysNewUntilTodaysMemoriesAreOpened() throws {
        let (missing, _, message) = run(["status"])
        XCTAssertEqual(missing, .failure, "status reads the atlas only and never creates one")
        XCTAssertTrue(message.contains(atlasPath), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlasPath))
        try seed([])
        XCTAssertEqual(run(["status"]).1, "", "nothing today: no line")
        XCTAssertEqual((try json(["status"]) as? [String: Any])?.isEmpty, true, "on_this_day is left out")
        try seed([earlier(2019)])
        let (_, line, _) = run(["status"])
        XCTAssertEqual(line, "On this day: 1 memory from 2019 — new\n")
        let status = try XCTUnwrap((try json(["status"]) as? [String: Any])?["on_this_day"] as? [String: Any])
        XCTAssertEqual(status["unread"] as? Bool, true)
        XCTAssertEqual(status["link"] as? String, "waymark://on-this-day/" + String(earlier(2019).suffix(5)))
        XCTAssertEqual(run(["open", status["link"] as! String]).0, .success)
        XCTAssertEqual(run(["status"]).1, "On this day: 1 memory from 2019\n")
    }

    func testRemindersAreOptInAndUpcomingWritesACalendar() throws {
        try seed([earlier(2018, daysFromToday: 2), earlier(2021, daysFromToday: 2)])
        let (listed, text, _) = run(["on-this-day", "upcoming", "--days", "7"])
        XCTAssertEqual(listed, .success, "listing needs no opt-in")
        XCTAssertTrue(text.contains("Rome, 2018–2021"), text)
        let (refused, _, message) = run(["on-this-day", "upcoming", "--ics", folder.appendingPathComponent("early.ics").path])
        XCTAssertEqual(refused, .failure, "alarms do")
        XCTAssertTrue(message.contains("waymark reminders enable"))
        XCTAssertEqual(run(["reminders", "enable"]).1, "reminders are on\n")
        let ics = folder.appendingPathComponent("memories.ics").path
        let list = try XCTUnwrap(try json(["on-this-day", "upcoming", "--days", "7", "--ics", ics]) as? [[String: Any]])
        XCTAssertEqual(list.count, 1)
        XCTAssertEqual(list.first?["text"] as? String, "Rome, 2018–2021")
        XCTAssertEqual(list.first?["years"] as? [Int], [2018, 2021])
        XCTAssertEqual(list.first?["link"] as? String, "waymark://on-this-day/" + String(earlier(2018, daysFromToday: 2).suffix(5)))
        let calendar = try String(contentsOfFile: ics, encoding: .utf8)
        XCTAssertEqual(calendar.components(separatedBy: "BEGIN:VEVENT").count, 2)
        XCTAssertEqual(run(["reminders", "disable"]).1, "reminders are off\n")
        XCTAssertEqual(run(["reminders", "status"]).1, "reminders are off\n")
        XCTAssertEqual(run(["reminders", "sometimes"]).0, .usage)
        XCTAssertEqual(run(["on-this-day", "upcoming", "--days", "0"]).0, .usage)
    }

    func testThenAndNowJSONAndMemo() throws {
        try seed(["2012-04-15", "2019-04-15"])
        let missing = folder.appendingPathComponent("no-gazetteer.sqlite").path
        let first = try XCTUnwrap(try json(["then-and-now", "--gazetteer", missing]) as? [String: Any])
        XCTAssertEqual(first["from_memo"] as? Bool, false)
        let result = try XCTUnwrap(first["result"] as? [String: Any])
        XCTAssertEqual(result["scanned_photos"] as? Int, 2)
        let pairs = try XCTUnwrap(result["pairs"] as? [[String: Any]])
        XCTAssertEqual(pairs.first?["years"] as? Int, 7)
        XCTAssertEqual((pairs.first?["then"] as? [String: Any])?["local_time"] as? String, "2012-04-15T09:30:00")
        XCTAssertNotNil((pairs.first?["now"] as? [String: Any])?["lat"] as? Double)
        XCTAssertEqual((try json(["then-and-now", "--gazetteer", missing]) as? [String: Any])?["from_memo"] as? Bool, true)
        XCTAssertEqual(run(["then-and-now", "--limit", "0"]).0, .usage)
        XCTAssertEqual(run(["then-and-now", "--min-years", "0"]).0, .usage)
    }

    func testThenAndNowNamesTheSpotWithTheGazetteerThroughTheCellCache() throws {
        let gazetteer = try FixtureWorld.url().path
        let atlas = try AtlasStore(url: URL(fileURLWithPath: atlasPath))
        for (index, year) in [2009, 2021].enumerated() {
            var photo = PhotoRecord(path: "/p/eiffel\(index).jpg", size: 1, modifiedNanoseconds: 1, status: "located")
            photo.localDateTime = try LocalDateTime("\(year)-07-14T21:00:00"); photo.latitude = 48.85826; photo.longitude = 2.29450
            try atlas.savePhoto(photo)
        }
        try atlas.transaction { try atlas.bumpPhotoGeneration() }
        let output = try XCTUnwrap(try json(["then-and-now", "--gazetteer", gazetteer]) as? [String: Any])
        let pair = try XCTUnwrap((output["result"] as? [String: Any])?["pairs"] as? [[String: Any]]).first
        // The resolver's own answer at the centre of the ~100 m cell the photos are in.
        let resolved = waymark(["resolve", "48.8585", "2.2945", "--json", "--gazetteer", gazetteer]).out
        let city = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(resolved.utf8)) as? [String: Any])?["city"] as? [String: Any])
        XCTAssertEqual((pair?["city"] as? [String: Any])?["id"] as? String, city["id"] as? String)
        XCTAssertTrue(((pair?["city"] as? [String: Any])?["name"] as? String ?? "").hasPrefix("Paris"))
        XCTAssertEqual((pair?["country"] as? [String: Any])?["id"] as? String, "country:FR")
        let (_, text, _) = run(["then-and-now", "--gazetteer", gazetteer])
        let first = "1. \(city["name"] as? String ?? "?"), France · 12 years apart · Jul 2009 → Jul 2021\n"
        XCTAssertTrue(text.hasPrefix(first), text)
        // Spot 1 opens by its number, as the card takes it; there is no spot 2.
        XCTAssertTrue(run(["open", "waymark://then-and-now/1", "--gazetteer", gazetteer]).1.hasPrefix(first))
        XCTAssertEqual(run(["open", "waymark://then-and-now/2", "--gazetteer", gazetteer]).0, .failure)
        XCTAssertEqual(run(["then-and-now", "--home", "Paris"]).0, .usage, "a home base is a place ID")
        XCTAssertEqual(run(["then-and-now", "--home", "city:2988507", "--gazetteer", gazetteer]).0, .success)
        let listed = run(["then-and-now", "--gazetteer", gazetteer]).1
        XCTAssertTrue(listed.contains("Home base: ") && listed.contains("[city:2988507]"), "the base set is kept and named: \(listed)")
    }

    func testPlaceStoryAndLinks() throws {
        try seed(["2016-04-15", "2019-04-15"])
        let story = try XCTUnwrap(try json(["place", "country:IT"]) as? [String: Any])
        XCTAssertEqual(story["first_visit"] as? String, "2016-04-15")
        XCTAssertEqual(story["photo_count"] as? Int, 2)
        XCTAssertEqual((story["days_per_year"] as? [[String: Any]])?.count, 2)
        // Equal days: by name, Lazio before Rome.
        XCTAssertEqual((story["places_below"] as? [[String: Any]])?.map { $0["id"] as? String }, ["region:IT.07", "city:3169070"])
        XCTAssertEqual(run(["place", "country:FR"]).0, .failure)
        XCTAssertEqual(run(["place", "Italy"]).0, .usage)
        let opened = try XCTUnwrap(try json(["open", "waymark://place/country:IT"]) as? [String: Any])
        XCTAssertEqual(opened["link"] as? String, "waymark://place/country:IT")
        XCTAssertEqual((opened["place_story"] as? [String: Any])?["first_visit"] as? String, "2016-04-15")
        XCTAssertNil(opened["on_this_day"])
        let day = try XCTUnwrap((try json(["open", "waymark://on-this-day/04-15"]) as? [String: Any])?["on_this_day"] as? [String: Any])
        XCTAssertEqual((day["memories"] as? [[String: Any]])?.count, 2)
        XCTAssertEqual(run(["open", "https://example.com"]).0, .usage)
        XCTAssertEqual(run(["open", "waymark://on-this-day/13-40"]).0, .usage)
    }

    func testEveryMemoryCommandHasHelp() {
        for command in [["on-this-day"], ["on-this-day", "upcoming"], ["reminders"], ["reminders", "enable"], ["then-and-now"], ["place"], ["open"], ["status"]] {
            let (status, out, _) = run(command + ["--help"])
            XCTAssertEqual(status, .success)
            XCTAssertTrue(out.hasPrefix("Usage: waymark \(command.joined(separator: " "))"), "\(command)")
        }
        let group = run(["on-this-day", "--help"]).1
        XCTAssertTrue(group.contains("waymark on-this-day <subcommand>") && group.contains("upcoming") && group.contains("--date"), group)
    }
}

enum MemoryCommandTestsSupport {
    static var thisYear: Int { Calendar(identifier: .gregorian).component(.year, from: Date()) }
}
