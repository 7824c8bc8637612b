import Foundation
import WaymarkAtlas
import XCTest
@testable import WaymarkTravelImport

/// Every import path accepts exactly the days `import atlas` accepts (1900-01-01 to the end of
/// next year, as local days where the record was made), refuses the others one record at a
/// time with where they are, and what it kept comes back from `export` → `import atlas`.
/// The tests' "now" is 2026-06-01 (`ReaderTests.now`): the last accepted day is 2027-12-31.
final class AcceptedDatesImportTests: ImportTestCase {
    /// Exports `atlas` through JSON into a fresh atlas; the copy's export must equal the source's.
    func assertRoundTrips(_ source: AtlasStore, file: StaticString = #filePath, line: UInt = #line) throws {
        let export = try source.export()
        let copy = try AtlasStore(url: folder.appendingPathComponent("copy-\(UUID().uuidString).sqlite"))
        try copy.importExport(try AtlasExport.read(try AtlasExport.encoder().encode(export)), now: ReaderTests.now)
        XCTAssertEqual(try copy.export().evidence, export.evidence, file: file, line: line)
        XCTAssertEqual(try copy.flights(), try source.flights(), file: file, line: line)
    }

    func testGPXPointsWhoseLocalDayFallsOutsideTheAcceptedDatesAreRefusedByLineAndTheRestRoundTrips() throws {
        let file = try gpx("edges.gpx", [
            (35.6812, 139.7671, "2027-12-31T23:59:59Z"),   // Tokyo (UTC+9): 1 January 2028 there
            (35.6812, 139.7671, "2027-12-31T10:00:00Z"),   // Tokyo: 19:00 on 31 December 2027
            (40.7128, -74.0060, "1900-01-01T00:00:00Z"),   // New York (UTC−4:56 then): 31 December 1899
            (48.8566, 2.3522, "2020-05-01T12:00:00Z"),     // Paris
        ])
        let source = try atlas()
        let summary = try importer(atlas: source).importFile(file)
        XCTAssertEqual(summary.rejected, [.timeAfterNextYear: 1, .timeBefore1900: 1])
        XCTAssertEqual(Set(summary.problems.map(\.location)), ["\(file.path):3", "\(file.path):5"], "the waypoints' lines")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let json = String(decoding: try encoder.encode(summary), as: UTF8.self)
        XCTAssertTrue(json.contains(#""rejected":{"time after next year":1,"time before 1900":1}"#), "reasons by their text: \(json)")
        XCTAssertTrue(json.contains(#""reason":"time before 1900""#), json)
        XCTAssertTrue(summary.isPartial, "a partial import: exit 3")
        XCTAssertEqual(try days("country:JP"), ["2027-12-31"])
        XCTAssertEqual(try days("country:FR"), ["2020-05-01"])
        XCTAssertEqual(try days("country:US"), [])
        try assertRoundTrips(source)
    }

    func testOneRecordDated1900InRecordsJSONIsRefusedWithItsPathAndTheOthersAreImported() throws {
        let file = try write("Records.json", """
            {"locations": [
              {"latitudeE7": 407128000, "longitudeE7": -740060000, "timestamp": "1900-01-01T00:00:00Z"},
              {"latitudeE7": 488566000, "longitudeE7": 23522000, "timestamp": "2020-05-01T12:00:00Z"},
              {"latitudeE7": 356812000, "longitudeE7": 1397671000, "timestamp": "2021-03-01T03:00:00Z"}
            ]}
            """)
        let source = try atlas()
        let summary = try importer(atlas: source).importFile(file)
        XCTAssertEqual(summary.rejected, [.timeBefore1900: 1])
        XCTAssertEqual(summary.problems.count, 1)
        XCTAssertTrue(summary.problems[0].location.contains("$.locations[0]"), summary.problems[0].location)
        XCTAssertTrue(summary.isPartial)
        XCTAssertEqual(try days("country:FR"), ["2020-05-01"])
        XCTAssertEqual(try days("country:JP"), ["2021-03-01"])
        try assertRoundTrips(source)
    }

    func testAFlightLandingAfterTheAcceptedDatesIsRefusedByLineAndTheLogRoundTrips() throws {
        let log = try write("log.csv", """
            Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
            2027-12-31 22:00:00,LAX,SYD,QF12,Qantas,7488,15:00,,,,,,,,,,,,
            2027-12-30 09:00:00,LHR,CDG,AF1081,Air France,344,01:15,,,,,,,,,,,,
            """)
        let source = try atlas()
        let summary = try importer(atlas: source).importFile(log)
        // 22:00 on 31 December in Los Angeles (UTC−8) is 06:00 UTC on 1 January; 15 hours later
        // it is 08:00 on 2 January 2028 in Sydney (UTC+11).
        XCTAssertEqual(summary.rejected, [.timeAfterNextYear: 1])
        XCTAssertEqual(summary.problems.first?.location, "\(log.path):2")
        XCTAssertEqual(summary.problems.first?.value, "local day 2028-01-02")
        XCTAssertEqual(summary.flightsAdded, 1)
        XCTAssertEqual(try days("airport:LAX"), [], "a refused flight leaves no day at either end")
        XCTAssertEqual(try days("airport:CDG"), ["2027-12-30"])
        try assertRoundTrips(source)
    }
}

/// A refused CSV record counts every line of the file it took.
final class SwallowedRowsImportTests: ImportTestCase {
    func testAQuotedFieldThatSwallowsThreeFlightsCountsFourRowsRejected() throws {
        // Line 3's airline opens a quote closed at the end of line 6: one record of four lines,
        // with no destination, so the three flights it swallowed are lost with it.
        let log = try write("log.csv", """
            Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
            2019-07-12,LHR,KEF,FI451,Icelandair,,,,,,,,,,,,,,
            2019-07-20,"KEF
            2019-07-21,KEF,LHR,FI450,Icelandair,,,,,,,,,,,,,,
            2019-07-22,LHR,CDG,AF1081,Air France,,,,,,,,,,,,,,
            2019-07-23,CDG,LHR,AF1080,Air France",,,,,,,,,,,,,,,,,,
            2019-07-30,LHR,MAD,IB3167,Iberia,,,,,,,,,,,,,,
            """)
        let summary = try importer().importFile(log)
        XCTAssertEqual(summary.flightsAdded, 2)
        XCTAssertEqual(summary.rejected, [.malformedRow: 4])
        XCTAssertEqual(summary.problems.first?.location, "\(log.path):3-6")
        XCTAssertEqual(summary.pointsRead, 6, "every line after the header is counted once")
    }
}

/// A key named twice in one JSON object: the Google reader refuses that record, as `import
/// atlas` refuses the file; neither picks one of the two values.
final class DuplicateKeyReaderTests: ImportTestCase {
    func testARecordNamingAKeyTwiceIsRefusedWithItsPathAndTheOthersAreRead() throws {
        let records = try write("Records.json", """
            {"locations": [
              {"latitudeE7": 488566000, "longitudeE7": 23522000, "timestamp": "2020-05-01T12:00:00Z"},
              {"latitudeE7": 356812000, "latitudeE7": 407128000, "longitudeE7": 1397671000, "timestamp": "2021-03-01T03:00:00Z"}
            ]}
            """)
        let summary = try importer().importFile(records)
        XCTAssertEqual(summary.rejected, [.duplicateKey: 1])
        XCTAssertTrue(summary.problems.first?.location.contains("$.locations[1]") == true, "\(summary.problems)")
        XCTAssertEqual(try days("country:FR"), ["2020-05-01"])
        XCTAssertEqual(try days("country:JP"), [])

        let semantic = try write("2021_MARCH.json", """
            {"timelineObjects": [
              {"placeVisit": {"location": {"latitudeE7": 356812000, "longitudeE7": 1397671000, "longitudeE7": 23522000},
                              "duration": {"startTimestamp": "2021-03-01T03:00:00Z", "endTimestamp": "2021-03-01T05:00:00Z"}}},
              {"placeVisit": {"location": {"latitudeE7": 356812000, "longitudeE7": 1397671000},
                              "duration": {"startTimestamp": "2021-03-02T03:00:00Z", "endTimestamp": "2021-03-02T05:00:00Z"}}}
            ]}
            """)
        let second = try importer().importFile(semantic)
        XCTAssertEqual(second.rejected, [.duplicateKey: 1])
        XCTAssertTrue(second.problems.first?.location.contains("$.timelineObjects[0]") == true, "\(second.problems)")
        XCTAssertEqual(try days("country:JP"), ["2021-03-02"])
    }
}

/// Found by the fuzz pass: an element name that is not UTF-8 made the system's XML parser trap.
final class GPXEncodingTests: ImportTestCase {
    func testAGPXElementNameThatIsNotUTF8KeepsThePointsBeforeItAndSaysWhere() throws {
        var bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="48.8566" lon="2.3522"><time>2020-05-01T12:00:00Z</time></wpt>
            <trk><trkQeg>
            <trkpt lat="35.6812" lon="139.7671"><time>2021-03-01T03:00:00Z</time></trkpt>
            </trkseg></trk>
            </gpx>
            """.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "Q"))!] = 0xC5   // a lead byte followed by no continuation
        let url = folder.appendingPathComponent("broken.gpx")
        try Data(bytes).write(to: url)
        let summary = try importer().importFile(url)
        XCTAssertEqual(try days("country:FR"), ["2020-05-01"], "the point before the bad byte is kept")
        XCTAssertEqual(try days("country:JP"), [])
        XCTAssertTrue(summary.isPartial)
        XCTAssertEqual(summary.stoppedAt?.hasPrefix("\(url.path):4: the file is not UTF-8 here (byte 0xC5"), true, summary.stoppedAt ?? "")
    }

    func testAnAttributeNameThatIsNotUTF8UnderAnEncodingNameTheParserDoesNotKnowIsCheckedToo() throws {
        var bytes = Array("""
            <?xml version="1.0" encoding="U-8n"?>
            <gpx versQon="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="48.8566" lon="2.3522"><time>2020-05-01T12:00:00Z</time></wpt>
            </gpx>
            """.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "Q"))!] = 0xD8
        let url = folder.appendingPathComponent("unknown-encoding.gpx")
        try Data(bytes).write(to: url)
        XCTAssertThrowsError(try importer().importFile(url)) { error in
            XCTAssertTrue("\(error)".contains("not a GPX file (no <gpx> element before byte"), "\(error)")
        }
    }

    func testAFileDeclaredInLatin1IsReadByTheXMLParsersOwnConversion() throws {
        var bytes = Array("""
            <?xml version="1.0" encoding="ISO-8859-1"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="48.8566" lon="2.3522"><name>Caf_</name><time>2020-05-01T12:00:00Z</time></wpt>
            </gpx>
            """.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "_"))!] = 0xE9   // é in Latin-1
        let url = folder.appendingPathComponent("latin1.gpx")
        try Data(bytes).write(to: url)
        let summary = try importer().importFile(url)
        XCTAssertFalse(summary.isPartial, "\(summary)")
        XCTAssertEqual(try days("country:FR"), ["2020-05-01"])
    }
}
