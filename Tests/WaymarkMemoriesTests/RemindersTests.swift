import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
import WaymarkCalendar
@testable import WaymarkMemories

/// Opt-in reminders, their text and deep links, and the calendar file a real parser reads.
final class RemindersTests: MemoryTestCase {
    let start = try! LocalDay(year: 2025, month: 4, day: 14)

    func seedThreeCities() throws {
        try record(redmond, "2016-04-15", .manual)
        try record(rome, "2019-04-15", .manual)
        try record(tokyo, "2023-04-15", .manual)
        try record(paris, "2020-04-20", .manual)
    }

    func testDatesAreListedAlwaysButAlarmsAreScheduledOnlyWhenEnabled() throws {
        try seedThreeCities()
        let reminders = Reminders(atlas: atlas)
        XCTAssertFalse(try reminders.isEnabled)
        let list = try reminders.upcoming(from: start, days: 30)
        XCTAssertEqual(list.map(\.date.description), ["2025-04-15", "2025-04-20"], "listing schedules nothing, so it needs no opt-in")
        XCTAssertThrowsError(try reminders.calendar(list, stamp: Date())) { XCTAssertTrue("\($0)".contains("waymark reminders enable")) }
        try reminders.setEnabled(true)
        XCTAssertTrue(try Reminders(atlas: AtlasStore(url: atlas.url)).calendar(list, stamp: Date()).contains("BEGIN:VALARM"), "the setting lives in the atlas")
        try reminders.setEnabled(false)
        XCTAssertThrowsError(try reminders.calendar(list, stamp: Date()))
    }

    func testUpcomingDatesSummariseYearsAndPlacesWithADeepLink() throws {
        try seedThreeCities()
        let reminders = Reminders(atlas: atlas)
        try reminders.setEnabled(true)
        let upcoming = try reminders.upcoming(from: start, days: 7)
        XCTAssertEqual(upcoming.map(\.date.description), ["2025-04-15", "2025-04-20"])
        XCTAssertEqual(upcoming[0].text, "Redmond, Rome and Tokyo, 2016–2023")
        XCTAssertEqual(upcoming[0].years, [2016, 2019, 2023])
        XCTAssertEqual(upcoming[0].link, "waymark://on-this-day/04-15")
        XCTAssertEqual(upcoming[1].text, "Paris, 2020")
        XCTAssertEqual(try reminders.upcoming(from: start, days: 1), [], "the window starts at `start`")
    }

    func testDeepLinksRoundTripAndBadLinksAreRefused() throws {
        XCTAssertEqual(try MemoryLink(parsing: "waymark://on-this-day/04-15"), .onThisDay(monthDay: try MonthDay("04-15")))
        XCTAssertEqual(try MemoryLink(parsing: "waymark://on-this-day/02-29"), .onThisDay(monthDay: try MonthDay("02-29")))
        XCTAssertEqual(try MemoryLink(parsing: "waymark://place/city:2988507").description, "waymark://place/city:2988507")
        for bad in ["https://on-this-day/04-15", "waymark://on-this-day/02-30", "waymark://on-this-day/4-15", "waymark://elsewhere/x"] {
            XCTAssertThrowsError(try MemoryLink(parsing: bad), bad)
        }
    }

    /// The calendar as a real RFC 5545 parser (Python's `icalendar`) reads it.
    func parsed(_ ics: String) throws -> [[String: String]] {
        try TestTool.require(.icalendar)
        let file = folder.appendingPathComponent("memories.ics")
        try Data(ics.utf8).write(to: file)
        let script = """
            import json, sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            assert cal.get('VERSION') == '2.0' and cal.get('PRODID')
            out = []
            for event in cal.walk('VEVENT'):
                alarms = event.walk('VALARM')
                start = event.decoded('DTSTART'); end = event.decoded('DTEND')
                out.append({'uid': str(event['UID']), 'summary': str(event['SUMMARY']), 'description': str(event['DESCRIPTION']),
                            'start': start.isoformat(), 'end': end.isoformat(), 'all_day': str(not hasattr(start, 'hour')),
                            'url': str(event['URL']), 'alarms': str(len(alarms)),
                            'trigger': str(alarms[0].decoded('TRIGGER')) if alarms else '', 'action': str(alarms[0]['ACTION']) if alarms else ''})
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 with the icalendar package (scripts/setup installs it): \(errorText)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [[String: String]])
    }

    func testTheCalendarIsValidRFC5545WithAllDayEventsAlarmsAndStableUIDs() throws {
        try seedThreeCities()
        let reminders = Reminders(atlas: atlas)
        try reminders.setEnabled(true)
        let first = CalendarExport.ics(try reminders.upcoming(from: start, days: 30), stamp: Date(timeIntervalSince1970: 1_744_600_000))
        XCTAssertTrue(first.hasSuffix("END:VCALENDAR\r\n"))
        XCTAssertFalse(first.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF line ends only")
        let events = try parsed(first)
        XCTAssertEqual(events.map { $0["start"] }, ["2025-04-15", "2025-04-20"])
        XCTAssertEqual(events.map { $0["end"] }, ["2025-04-16", "2025-04-21"])
        XCTAssertEqual(events.map { $0["all_day"] }, ["True", "True"])
        XCTAssertEqual(events[0]["summary"], "On this day: Redmond, Rome and Tokyo, 2016–2023", "commas survive escaping")
        XCTAssertEqual(events[0]["description"], "Redmond, Rome and Tokyo, 2016–2023\nwaymark://on-this-day/04-15")
        XCTAssertEqual(events[0]["url"], "waymark://on-this-day/04-15")
        XCTAssertEqual(events.map { $0["alarms"] }, ["1", "1"])
        XCTAssertEqual(events[0]["action"], "DISPLAY")
        XCTAssertEqual(events[0]["trigger"], "9:00:00")

        // A later export with one more memory: same UIDs for the same dates, so calendars update.
        try record(oslo, "2021-04-15", .manual)
        let second = try parsed(CalendarExport.ics(try reminders.upcoming(from: start, days: 30), stamp: Date(timeIntervalSince1970: 1_744_700_000)))
        XCTAssertEqual(second.map { $0["uid"] }, events.map { $0["uid"] })
        XCTAssertEqual(second[0]["summary"], "On this day: Oslo, Redmond, Rome and 1 more, 2016–2023")
    }

    func testLongLinesAreFoldedWithoutSplittingCharacters() throws {
        let long = String(repeating: "Łódź, ", count: 40)
        let line = CalendarExport.folded("SUMMARY:" + CalendarExport.escaped(long))
        for piece in line.components(separatedBy: "\r\n") { XCTAssertLessThanOrEqual(piece.utf8.count, 75) }
        XCTAssertEqual(line.replacingOccurrences(of: "\r\n ", with: ""), "SUMMARY:" + CalendarExport.escaped(long))
        let upcoming = [UpcomingMemory(date: try LocalDay("2025-05-01"), years: [2019], places: [long], text: long + ", 2019", link: "waymark://on-this-day/05-01")]
        XCTAssertEqual(try parsed(CalendarExport.ics(upcoming, stamp: Date(timeIntervalSince1970: 0)))[0]["summary"], "On this day: " + long + ", 2019")
    }
}
