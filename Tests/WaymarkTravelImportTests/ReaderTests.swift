import Foundation
import XCTest
import WaymarkTextInput
@testable import WaymarkTravelImport

/// The readers on the shared fixtures: every point they hand on, with its instant, checked
/// against the values written in the files; and what they refuse, with where.
final class ReaderTests: XCTestCase {
    struct Point: Equatable { var lat: Double; var lon: Double; var utc: Int64 }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    /// 2026-06-01, so "next year" is 2027 whatever day the tests run.
    static let now = Date(timeIntervalSince1970: 1_780_272_000)

    func collect(_ body: (TravelRecordGate) throws -> Void) rethrows -> ([Point], TravelRecordGate) {
        var points: [Point] = []
        let intake = TravelRecordGate(now: Self.now) { points.append(Point(lat: $0, lon: $1, utc: $2)) }
        try body(intake)
        return (points, intake)
    }

    func google(_ url: URL) throws -> ([Point], TravelRecordGate, GoogleShape?) {
        var shape: GoogleShape?
        let (points, intake) = try collect { intake in
            let reader = GoogleLocationHistoryReader(scanner: try JSONScanner(url: url), intake: intake, file: url.lastPathComponent)
            try reader.read()
            shape = reader.shape
        }
        return (points, intake, shape)
    }

    func google(json: String) throws -> ([Point], TravelRecordGate, Error?) {
        var failure: Error?
        let (points, intake) = collect { intake in
            let reader = GoogleLocationHistoryReader(scanner: JSONScanner(data: Data(json.utf8)), intake: intake, file: "test.json")
            do { try reader.read() } catch { failure = error }
        }
        return (points, intake, failure)
    }

    func utc(_ text: String) -> Int64 { Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970) }

    func assertPoint(_ p: Point, _ lat: Double, _ lon: Double, _ time: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.lat, lat, accuracy: 1e-7, file: file, line: line)
        XCTAssertEqual(p.lon, lon, accuracy: 1e-7, file: file, line: line)
        XCTAssertEqual(p.utc, utc(time), "\(p.utc)", file: file, line: line)
    }

    // MARK: Google location history

    func testRecordsJSONReadsE7CoordinatesWithTimestampOrTimestampMs() throws {
        let (points, intake, shape) = try google(Self.fixture("Records.json"))
        XCTAssertEqual(shape, .records)
        XCTAssertEqual(points.count, 3)
        assertPoint(points[0], 64.005889, -22.60536, "2019-07-12T14:05:31Z")
        assertPoint(points[1], 41.4216106, 2.1684775, "2022-01-12T17:18:24Z")
        assertPoint(points[2], 52.5200066, 13.404954, "2017-04-26T14:35:40Z")   // timestampMs 1493217340000
        XCTAssertTrue(intake.rejected.isEmpty)
    }

    func testSemanticMonthFileGivesActivityEndsAndTheVisit() throws {
        let (points, _, shape) = try google(Self.fixture("2019_JULY.json"))
        XCTAssertEqual(shape, .semantic)
        // The flight's start (Heathrow) and end (Keflavík) at their times, then the visit
        // (14:00–15:30, one day) at its start and end.
        XCTAssertEqual(points.count, 4)
        assertPoint(points[0], 51.700574, -0.52041, "2019-07-12T09:10:00Z")
        assertPoint(points[1], 63.985022, -22.605559, "2019-07-12T12:05:00Z")
        assertPoint(points[2], 64.1466, -21.9426, "2019-07-12T14:00:00Z")
        assertPoint(points[3], 64.1466, -21.9426, "2019-07-12T15:30:00Z")
    }

    func testAndroidTimelineReadsDegreeStringsForVisitsActivitiesAndPaths() throws {
        let (points, _, shape) = try google(Self.fixture("Timeline.json"))
        XCTAssertEqual(shape, .timeline)
        XCTAssertEqual(points.count, 6)
        assertPoint(points[0], 64.1466, -21.9426, "2024-07-12T14:00:00Z")
        assertPoint(points[1], 64.1466, -21.9426, "2024-07-12T15:30:00Z")
        assertPoint(points[2], 64.1466, -21.9426, "2024-07-12T15:30:00Z")   // activity start
        assertPoint(points[3], 63.9850, -22.6056, "2024-07-12T16:00:00Z")   // activity end
        assertPoint(points[4], 64.1466, -21.9426, "2024-07-12T15:31:00Z")
        assertPoint(points[5], 63.9850, -22.6056, "2024-07-12T15:59:00Z")
    }

    func testIOSLocationHistoryReadsGeoURIsAndMinuteOffsets() throws {
        let (points, _, shape) = try google(Self.fixture("location-history.json"))
        XCTAssertEqual(shape, .ios)
        XCTAssertEqual(points.count, 6)
        assertPoint(points[0], 64.1466, -21.9426, "2024-07-12T14:00:00Z")
        assertPoint(points[3], 63.9850, -22.6056, "2024-07-12T16:00:00Z")
        assertPoint(points[4], 64.1466, -21.9426, "2024-07-12T15:31:00Z")   // 15:30 + 1 minute
        assertPoint(points[5], 63.9850, -22.6056, "2024-07-12T15:59:00Z")   // 15:30 + 29 minutes
    }

    func testAVisitOverSeveralDaysCountsEveryDayItTouches() throws {
        let json = """
            {"timelineObjects": [{"placeVisit": {"location": {"latitudeE7": 356762000, "longitudeE7": 1396503000},
              "duration": {"startTimestamp": "2023-05-01T10:00:00Z", "endTimestamp": "2023-05-04T02:00:00Z"}}}]}
            """
        let (points, _, failure) = try google(json: json)
        XCTAssertNil(failure)
        let days = Set(points.map { $0.utc / 86_400 })
        XCTAssertEqual(days.count, 4, "1, 2, 3 and 4 May (UTC) are all covered")
        XCTAssertEqual(points.first?.utc, utc("2023-05-01T10:00:00Z"))
        XCTAssertEqual(points.last?.utc, utc("2023-05-04T02:00:00Z"))
    }

    func testBogusTimesAndOffGlobeCoordinatesAreRefusedWithTheirJSONPath() throws {
        let json = """
            {"locations": [
              {"latitudeE7": 100000000, "longitudeE7": 200000000, "timestamp": "1850-01-01T00:00:00Z"},
              {"latitudeE7": 100000000, "longitudeE7": 200000000, "timestamp": "2999-01-01T00:00:00Z"},
              {"latitudeE7": 950000000, "longitudeE7": 200000000, "timestamp": "2020-01-01T00:00:00Z"},
              {"latitudeE7": 100000000, "longitudeE7": 200000000, "timestamp": "yesterday"},
              {"latitudeE7": 100000000, "timestamp": "2020-01-01T00:00:00Z"},
              {"latitudeE7": 100000000, "longitudeE7": 200000000, "timestamp": "2020-01-01T00:00:00Z",
               "activity": [{"timestamp": "1700-01-01T00:00:00Z", "activity": [{"type": "STILL"}]}]}
            ]}
            """
        let (points, intake, failure) = try google(json: json)
        XCTAssertNil(failure)
        XCTAssertEqual(points.count, 1, "only the last record is good; its nested activity time is not its own")
        XCTAssertEqual(points.first?.utc, utc("2020-01-01T00:00:00Z"))
        XCTAssertEqual(intake.rejected, [.timeBefore1900: 1, .timeAfterNextYear: 1, .offGlobe: 1, .unreadableTime: 1, .noCoordinate: 1])
        XCTAssertEqual(intake.pointsRead, 6)
        let offGlobe = try XCTUnwrap(intake.problems.first { $0.reason == .offGlobe })
        XCTAssertTrue(offGlobe.location.contains("$.locations[2]"), offGlobe.location)
        XCTAssertEqual(offGlobe.value, "95.0, 20.0")
        let early = try XCTUnwrap(intake.problems.first { $0.reason == .timeBefore1900 })
        XCTAssertTrue(early.location.contains("$.locations[0]"), early.location)
    }

    func testATruncatedFileKeepsWhatWasReadAndSaysWhereItStopped() throws {
        let whole = try String(contentsOf: Self.fixture("Records.json"), encoding: .utf8)
        // Cut inside the third record, after its latitude.
        let cut = String(whole[..<whole.range(of: "\"longitudeE7\": 134049540")!.lowerBound])
        let (points, _, failure) = try google(json: cut)
        XCTAssertEqual(points.count, 2, "the two whole records are kept")
        let stop = try XCTUnwrap(failure as? JSONScanner.Failure)
        XCTAssertEqual(stop.offset, cut.utf8.count)
        XCTAssertTrue(stop.path.hasPrefix("$.locations[2]"), stop.path)
        XCTAssertTrue(stop.message.contains("truncated"), stop.message)
    }

    func testMalformedJSONStopsAtTheBadByte() throws {
        let (points, _, failure) = try google(json: #"{"locations": [{"latitudeE7": 1, "longitudeE7": 2, "timestamp": "2020-01-01T00:00:00Z"} {"x": 1}]}"#)
        XCTAssertEqual(points.count, 1)
        let stop = try XCTUnwrap(failure as? JSONScanner.Failure)
        XCTAssertEqual(stop.message, "expected ',' or ']'")
        XCTAssertEqual(stop.offset, 88, "the '{' of the second object, where a ',' was due")
    }

    func testTheScannerReadsAcrossItsBufferBoundaries() throws {
        // A 1 KB buffer and strings longer than it: tokens split across refills must read whole.
        var json = "{\"locations\": ["
        for i in 0..<500 {
            json += "{\"latitudeE7\": \(100000000 + i), \"longitudeE7\": -\(200000000 + i), \"note\": \"\(String(repeating: "é\\\"", count: i % 700))\", \"timestampMs\": \"\(1_500_000_000_000 + Int64(i) * 60_000)\"},"
        }
        json.removeLast()
        json += "]}"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var points: [Point] = []
        let intake = TravelRecordGate(now: Self.now) { points.append(Point(lat: $0, lon: $1, utc: $2)) }
        try GoogleLocationHistoryReader(scanner: try JSONScanner(url: url, chunk: 1024), intake: intake, file: "x").read()
        XCTAssertEqual(points.count, 500)
        XCTAssertEqual(points[499], Point(lat: 10.0000499, lon: -20.0000499, utc: 1_500_000_000 + 499 * 60))
    }

    func testAFileThatIsNotLocationHistoryIsSaidToBeSo() throws {
        let (_, _, failure) = try google(json: #"{"type": "FeatureCollection", "features": []}"#)
        XCTAssertTrue(failure is GoogleLocationHistoryReader.NotLocationHistory)
    }

    // MARK: GPX

    func gpx(_ name: String) throws -> ([Point], TravelRecordGate) {
        try collect { try GPXReader(intake: $0, file: name).read(url: Self.fixture(name)) }
    }

    func testGPX10TrackPointsCarryTheirTimes() throws {
        let (points, intake) = try gpx("Mojstrovka.gpx")
        XCTAssertEqual(points.count, 184)
        assertPoint(points[0], 46.434981, 13.748273, "1901-12-13T20:45:52Z")
        XCTAssertTrue(intake.rejected.isEmpty)
    }

    func testAFileWithoutTimesImportsNoDaysAndSaysSo() throws {
        let (points, intake) = try gpx("cerknicko-without-times.gpx")
        // 7 waypoints and 296 track points; only 5 carry a time.
        XCTAssertEqual(points.count, 5)
        XCTAssertEqual(intake.rejected, [.noTime: 298])
        XCTAssertEqual(intake.pointsRead, 303)
        XCTAssertEqual(intake.problems.first?.location, "cerknicko-without-times.gpx:10")
    }

    func testWaypointsRoutePointsAndTrackPointsAreAllReadPastExtensions() throws {
        let (points, intake) = try gpx("gpx1.1_with_all_fields.gpx")
        XCTAssertEqual(points.count, 3)
        assertPoint(points[0], 12.3, 45.6, "2013-01-02T02:03:00Z")
        assertPoint(points[1], 10, 20, "2013-01-02T02:03:03Z")
        assertPoint(points[2], 10.1, -20.2, "2013-01-01T12:00:04Z")   // no zone: UTC, as GPX says
        XCTAssertEqual(intake.rejected, [.noTime: 5])
    }

    func testEmptySegmentsAByteOrderMarkAndOneLineFilesAreFine() throws {
        XCTAssertEqual(try gpx("track-with-empty-segment.gpx").0.count, 9)
        let bom = try gpx("unicode_with_bom.gpx").0
        XCTAssertEqual(bom.count, 1)
        assertPoint(bom[0], 43.309634, 3.515386, "2016-05-27T10:08:47Z")
        XCTAssertEqual(try gpx("around-visnjan-with-car.gpx").0.count, 104)
    }

    func testBrokenXMLKeepsThePointsBeforeTheBreak() throws {
        let text = try String(contentsOf: Self.fixture("track.gpx"), encoding: .utf8)
        let cut = String(text[..<text.range(of: "<trkpt lat=\"63.985000\"")!.lowerBound])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).gpx")
        try Data(cut.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var points: [Point] = []
        let intake = TravelRecordGate(now: Self.now) { points.append(Point(lat: $0, lon: $1, utc: $2)) }
        let reader = GPXReader(intake: intake, file: "cut.gpx")
        XCTAssertThrowsError(try reader.read(url: url)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cut.gpx:"), "\(error)")
        }
        XCTAssertEqual(points.count, 3, "the waypoint and two track points before the cut")
    }

    // MARK: flight logs

    func flights(_ name: String) throws -> (FlightLogFormat, [FlightRow], TravelRecordGate) {
        var result: (FlightLogFormat, [FlightRow])!
        let (_, intake) = try collect { result = try FlightLogReader(file: name, intake: $0).read(path: Self.fixture(name).path) }
        return (result.0, result.1, intake)
    }

    func day(_ text: String) -> Int { Int(utc(text + "T00:00:00Z") / 86_400) }

    func testOpenFlightsWithBOMCRLFAndAQuotedCommaInANote() throws {
        let (format, rows, intake) = try flights("openflights.csv")
        XCTAssertEqual(format, .openFlights)
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[0].line, 2)
        XCTAssertEqual(rows[0].departureDay, day("2008-01-18"))
        XCTAssertEqual(rows[0].departureMinutes, 10 * 60 + 30)
        XCTAssertEqual(rows[0].durationMinutes, 95)
        XCTAssertEqual(rows[0].from, ["DXB"]); XCTAssertEqual(rows[0].to, ["RUH"])
        XCTAssertEqual(rows[0].flightNumber, "SV559"); XCTAssertEqual(rows[0].airline, "Saudi Arabian Airlines")
        XCTAssertNil(rows[2].flightNumber)
        XCTAssertTrue(intake.rejected.isEmpty)
    }

    func testMyFlightradar24ReadsParenthesisedCodesAndRefusesAMonthWithoutADay() throws {
        let (format, rows, intake) = try flights("myflightradar24.csv")
        XCTAssertEqual(format, .flightradar24)
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows[0].from, ["LHR", "EGLL"]); XCTAssertEqual(rows[0].to, ["KEF", "BIKF"])
        XCTAssertEqual(rows[0].airline, "Icelandair")
        XCTAssertEqual(rows[0].departureMinutes, 13 * 60 + 5)
        XCTAssertEqual(rows[0].durationMinutes, 185)
        XCTAssertEqual(intake.rejected, [.incompleteDate: 1])
        XCTAssertEqual(intake.problems.first?.location, "myflightradar24.csv:3")
        XCTAssertEqual(intake.problems.first?.value, "2006-02")
    }

    func testFlightyTakesTheDiversionAirportAndLocalArrivalDate() throws {
        let (format, rows, _) = try flights("flighty.csv")
        XCTAssertEqual(format, .flighty)
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[0].flightNumber, "EIN709")
        XCTAssertEqual(rows[0].departureMinutes, 18 * 60 + 7)
        XCTAssertEqual(rows[0].arrivalDay, day("2024-12-31")); XCTAssertEqual(rows[0].arrivalMinutes, 21 * 60)
        XCTAssertEqual(rows[1].to, ["PHX"], "diverted to Phoenix")
        XCTAssertEqual(rows[1].arrivalMinutes, 13 * 60 + 50)
    }

    func testALogNoteOverSeveralLinesKeepsEachRowsFirstLineAndAnUnclosedQuoteIsRefusedByLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: url) }
        let log = "Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note\r\n"
            + "2008-01-18,DXB,RUH,SV559,,,,,,,,,,,\"two\r\nlines, \"\"quoted\"\"\"\r\n"
            + "2009-05-01,LHR,JFK,BA117,,,,,,,,,,,\r\n"
            + "2010-06-02,JFK,LHR,BA112,,,,,,,,,,,\"never closed\r\n"
        try Data(log.utf8).write(to: url)
        var result: (FlightLogFormat, [FlightRow])!
        let (_, intake) = try collect { result = try FlightLogReader(file: "notes.csv", intake: $0).read(path: url.path) }
        XCTAssertEqual(result.0, .openFlights)
        XCTAssertEqual(result.1.map(\.line), [2, 4], "the row after the two-line note starts on line 4")
        XCTAssertEqual(result.1.map(\.from), [["DXB"], ["LHR"]])
        XCTAssertEqual(intake.rejected, [.malformedRow: 1])
        XCTAssertEqual(intake.problems.first?.location, "notes.csv:5")
    }

    func testInstantsParseInEveryWrittenForm() {
        XCTAssertEqual(InstantParser.seconds("2019-07-12T14:05:31.123Z"), utc("2019-07-12T14:05:31Z"))
        XCTAssertEqual(InstantParser.seconds("2024-07-12T14:00:00.000+02:00"), utc("2024-07-12T12:00:00Z"))
        XCTAssertEqual(InstantParser.seconds("2024-07-12T14:00:00-0930"), utc("2024-07-12T23:30:00Z"))
        XCTAssertEqual(InstantParser.seconds("1901-12-13T20:45:52.2073437Z"), utc("1901-12-13T20:45:52Z"))
        XCTAssertNil(InstantParser.seconds("2019-02-29T00:00:00Z"))
        XCTAssertNil(InstantParser.seconds("2019-07-12T25:00:00Z"))
        XCTAssertEqual(InstantParser.date(day: day("1900-03-01")), "1900-03-01")
        XCTAssertEqual(InstantParser.date(day: day("2024-02-29")), "2024-02-29")
    }
}

extension ReaderTests {
    func testTheKindOfAFileIsToldByItsNameElseByItsFirstBytes() throws {
        XCTAssertEqual(try TravelHistoryKind.detect(Self.fixture("track.gpx")), .gpx)
        XCTAssertEqual(try TravelHistoryKind.detect(Self.fixture("flighty.csv")), .flights)
        XCTAssertEqual(try TravelHistoryKind.detect(Self.fixture("Timeline.json")), .google)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text, kind) in [("a.txt", "\u{FEFF}  <?xml version=\"1.0\"?><gpx/>", TravelHistoryKind.gpx),
                                   ("b.txt", "\n[{\"startTime\": \"2024-01-01T00:00:00Z\"}]", .google),
                                   ("c.txt", "Date,From,To\n", .flights)] {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            XCTAssertEqual(try TravelHistoryKind.detect(url), kind, name)
        }
    }
}
