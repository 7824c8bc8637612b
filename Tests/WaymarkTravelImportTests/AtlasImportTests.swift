import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkTravelImport

/// Imports into a real atlas against the real gazetteer: idempotence, undoing one import,
/// flights and their airports, and the stable place IDs shared with photos.
final class AtlasImportTests: ImportTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()   // first: the teardown removes the folder it makes
        try TestTool.require(.gazetteer)
    }

    override func gazetteer() throws -> Gazetteer { try InstalledGazetteer.open() }

    func testEveryFixtureImportsOnTheGazetteersPlaces() throws {
        let importer = try importer()
        let records = try importer.importFile(fixture("Records.json"))
        XCTAssertEqual(records.format, "google_records")
        XCTAssertEqual(records.pointsRead, 3)
        // Keflavík on 12 July 2019, Barcelona on 12 January 2022, Berlin on 26 April 2017 (local dates).
        XCTAssertEqual(try days("country:IS"), ["2019-07-12"])
        XCTAssertEqual(try days("country:ES"), ["2022-01-12"])
        XCTAssertEqual(try days("country:DE"), ["2017-04-26"])
        XCTAssertEqual(try days("region:DE.16"), ["2017-04-26"], "the state of Berlin, by its stable ID")
        XCTAssertEqual(records.daysByCountry, ["Iceland": 1, "Spain": 1, "Germany": 1])
        for name in ["2019_JULY.json", "Timeline.json", "location-history.json", "track.gpx", "flighty.csv", "openflights.csv"] {
            let summary = try importer.importFile(fixture(name))
            XCTAssertFalse(summary.isPartial, "\(name): \(summary)")
            XCTAssertGreaterThan(summary.evidenceAdded, 0, name)
        }
        XCTAssertEqual(try days("country:IS"), ["2019-07-12", "2024-07-12"])
        XCTAssertEqual(try days("country:GB"), ["2019-07-12"], "the semantic file's flight left from Heathrow")
        XCTAssertEqual(try atlas().imports().map(\.format),
                       ["google_records", "google_semantic", "google_timeline", "google_ios", "gpx", "flighty", "openflights"])
    }

    func testTheSameFileTwiceAddsNothing() throws {
        let first = try importer().importFile(fixture("2019_JULY.json"))
        let before = try database().scalarInt("SELECT count(*) FROM evidence")
        let links = try database().scalarInt("SELECT count(*) FROM evidence_place")
        let again = try importer().importFile(fixture("2019_JULY.json"))
        XCTAssertTrue(again.alreadyImported)
        XCTAssertEqual(again.importID, first.importID)
        XCTAssertEqual(again.evidenceAdded, 0)
        XCTAssertEqual(try database().scalarInt("SELECT count(*) FROM evidence"), before)
        XCTAssertEqual(try database().scalarInt("SELECT count(*) FROM evidence_place"), links)
        XCTAssertEqual(try atlas().imports().count, 1)
        // The same content under another name is the same file.
        let copy = folder.appendingPathComponent("copy.json")
        try FileManager.default.copyItem(at: fixture("2019_JULY.json"), to: copy)
        XCTAssertTrue(try importer().importFile(copy).alreadyImported)
    }

    func testRemovingAnImportTakesBackItsEvidenceAndNothingElse() throws {
        let atlas = try atlas()
        let iceland = try XCTUnwrap(try InstalledGazetteerChain.chain("country:IS"))
        try atlas.mark(iceland, days: [try LocalDay("2019-07-13")])
        let gpx = try importer(atlas: atlas).importFile(fixture("track.gpx"))
        let semantic = try importer(atlas: atlas).importFile(fixture("2019_JULY.json"))
        let flights = try importer(atlas: atlas).importFile(fixture("myflightradar24.csv"))
        XCTAssertEqual(try days("country:IS"), ["2019-07-12", "2019-07-13"])
        XCTAssertEqual(try atlas.flights().count, 1)

        XCTAssertEqual(try atlas.removeImport(gpx.importID)?.evidence, gpx.evidenceAdded)
        XCTAssertEqual(try days("country:IS"), ["2019-07-12", "2019-07-13"], "the semantic file and the flight still say so")
        XCTAssertEqual(try atlas.removeImport(semantic.importID)?.format, "google_semantic")
        XCTAssertEqual(try atlas.removeImport(flights.importID)?.flights, 1)
        XCTAssertEqual(try days("country:IS"), ["2019-07-13"], "only the hand-made day is left")
        XCTAssertEqual(try atlas.flights().count, 0)
        XCTAssertEqual(try database().scalarInt("SELECT count(*) FROM evidence WHERE source <> 'manual'"), 0)
        XCTAssertEqual(try database().scalarInt("SELECT count(*) FROM evidence_place ep LEFT JOIN evidence e ON e.id = ep.evidence_id WHERE e.id IS NULL"), 0)
        XCTAssertNil(try atlas.removeImport(gpx.importID))
        XCTAssertEqual(try atlas.imports().count, 0)
        // Removed, the file can be imported again.
        XCTAssertFalse(try importer(atlas: atlas).importFile(fixture("track.gpx")).alreadyImported)
    }

    func testAnAirportFromAFlightLogAndAPositionAtItAreOnePlace() throws {
        _ = try importer().importFile(fixture("myflightradar24.csv"))   // LHR → KEF, 12 July 2019
        _ = try importer().importFile(fixture("track.gpx"))             // a waypoint at Keflavík airport
        let sources = Set(try rows("SELECT DISTINCT e.source FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id WHERE ep.place_id = 'airport:KEF'"))
        XCTAssertEqual(sources, ["flight", "import"])
        XCTAssertEqual(try days("airport:KEF"), ["2019-07-12"])
        XCTAssertEqual(try database().scalarInt("SELECT count(*) FROM place WHERE id = 'airport:KEF'"), 1)
    }

    func testFlightsCountInStatisticsWithTheirGreatCircleDistance() throws {
        _ = try importer().importFile(fixture("myflightradar24.csv"))
        let stats = try AtlasStatistics(atlas: try atlas(), totals: nil)
        XCTAssertEqual(stats.flights, 1)
        // Heathrow (51.4706, −0.4619) to Keflavík (63.985, −22.6056): 1,895 km on a 6,371 km sphere.
        XCTAssertEqual(stats.distanceFlownKilometers, 1895, accuracy: 3)
        XCTAssertEqual(stats.airports, 2)
        XCTAssertEqual(try AtlasStatistics(atlas: try atlas(), year: 2020, totals: nil).flights, 0)
    }

    func testAnOvernightFlightArrivesOnTheLocalDateAtItsDestination() throws {
        let log = try write("log.csv", """
            Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
            2019-07-12 23:30:00,LAX,SYD,QF12,Qantas,7488,15:00,,,,,,,,,,,,
            1899-12-31,SYD,LAX,QF11
            """)
        let summary = try importer().importFile(log)
        // 23:30 in Los Angeles (UTC−7 in July) is 06:30 UTC on the 13th; 15 hours later it is
        // 21:30 UTC, 07:30 on the 14th in Sydney (UTC+10).
        let flight = try XCTUnwrap(try atlas().flights().first)
        XCTAssertEqual(flight.departureDate.description, "2019-07-12")
        XCTAssertEqual(flight.arrivalDate.description, "2019-07-14")
        XCTAssertEqual(try days("airport:LAX"), ["2019-07-12"])
        XCTAssertEqual(try days("airport:SYD"), ["2019-07-14"])
        XCTAssertEqual(try days("country:AU"), ["2019-07-14"])
        XCTAssertEqual(summary.rejected, [.timeBefore1900: 1])
        XCTAssertTrue(summary.isPartial)
        XCTAssertEqual(summary.pointsRead, 2)
    }

    /// A flight with one unknown code is not drawn, but its known end is still evidence: the
    /// traveller was at Los Angeles airport that day. The row is named with its code, and the
    /// import is partial (exit 3); a row with both codes unknown gives nothing.
    func testAFlightWithOneUnknownCodeKeepsItsKnownEndAsEvidence() throws {
        let log = try write("log.csv", """
            Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
            2019-07-12 23:30:00,LAX,SYD,QF12,Qantas,7488,15:00,,,,,,,,,,,,
            2019-07-20,XQZ,LAX,QF11
            2019-07-22,XQZ,XQY,QF13
            """)
        let summary = try importer().importFile(log)
        XCTAssertEqual(try atlas().flights().count, 1)
        XCTAssertEqual(try days("airport:LAX"), ["2019-07-12", "2019-07-20"])
        XCTAssertEqual(summary.rejected, [.unknownAirportOtherEndKept: 1, .unknownAirport: 1])
        let kept = try XCTUnwrap(summary.problems.first { $0.reason == .unknownAirportOtherEndKept })
        XCTAssertEqual(kept.location, "\(log.path):3")
        XCTAssertEqual(kept.value, "XQZ")
        XCTAssertEqual(summary.problems.first { $0.reason == .unknownAirport }?.value, "XQZ and XQY")
        XCTAssertTrue(summary.isPartial)
        XCTAssertEqual(summary.pointsRead, 3)
    }

    /// Berlin Tegel closed in 2020; flights from before are flights all the same.
    func testAFlightLogWithBerlinTegelImportsEveryFlight() throws {
        let log = try write("tegel.csv", """
            Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
            2016-05-02 07:10:00,TXL,CDG,AF1535,Air France,,01:45,,,,,,,,,,,,
            2016-05-06 18:20:00,CDG,TXL,AF1734,Air France,,01:50,,,,,,,,,,,,
            2018-09-14 09:05:00,TXL,FCO,AZ427,Alitalia,,02:05,,,,,,,,,,,,
            2018-09-19,FCO,TXL,AZ428
            """)
        let summary = try importer().importFile(log)
        XCTAssertEqual(summary.flightsAdded, 4)
        XCTAssertEqual(summary.rejected, [:])
        XCTAssertFalse(summary.isPartial)
        XCTAssertEqual(try days("airport:TXL"), ["2016-05-02", "2016-05-06", "2018-09-14", "2018-09-19"])
        XCTAssertEqual(try days("country:DE"), ["2016-05-02", "2016-05-06", "2018-09-14", "2018-09-19"])
    }

    func testFlightyCancellationsAreSkippedAndCounted() throws {
        let text = try String(contentsOf: fixture("flighty.csv"), encoding: .utf8)
        let canceled = text.replacingOccurrences(of: ",2,302,false,", with: ",2,302,true,")
        let summary = try importer().importFile(try write("flighty-canceled.csv", canceled))
        XCTAssertEqual(summary.canceledFlights, 1)
        XCTAssertEqual(summary.flightsAdded, 1)
        XCTAssertEqual(try days("airport:RAK"), [])
        XCTAssertEqual(try days("airport:PHX"), ["2025-11-09"], "the diversion airport, not the planned one")
        XCTAssertEqual(try days("airport:MTY"), [])
    }

    func rows(_ sql: String) throws -> [String] {
        let s = try database().prepare(sql)
        var result: [String] = []
        while try s.step() { result.append(s.text(0) ?? "") }
        return result
    }
}

/// Chains of snapshots read from the installed gazetteer, for marking places by hand in tests.
enum InstalledGazetteerChain {
    static func chain(_ id: String) throws -> [PlaceSnapshot]? {
        let gazetteer = try WaymarkTestSupport.InstalledGazetteer.open()
        return try PlaceNamer(gazetteer: gazetteer).chain(for: PlaceID(id)!)?.map { PlaceSnapshot($0, gazetteer: "test-gazetteer") }
    }
}

extension AtlasImportTests {
    func testAnExportCarriesImportsAndFlightsAndReadingItBackKeepsEachImportUndoable() throws {
        let source = try atlas()
        let gpx = try importer(atlas: source).importFile(fixture("track.gpx"))
        _ = try importer(atlas: source).importFile(fixture("myflightradar24.csv"))
        let export = try source.export()
        XCTAssertEqual(export.imports?.map(\.format), ["gpx", "myflightradar24"])
        XCTAssertEqual(export.flights?.map { "\($0.record.from)→\($0.record.to) \($0.record.departureDate) line \($0.line)" }, ["airport:LHR→airport:KEF 2019-07-12 line 2"])
        XCTAssertTrue(export.evidence.allSatisfy { $0.importSha256 != nil }, "every piece of evidence came from an import")

        // Through the JSON file and into a fresh atlas.
        let data = try AtlasExport.encoder().encode(export)
        let copy = try AtlasStore(url: folder.appendingPathComponent("copy.sqlite"))
        let added = try copy.importExport(try AtlasExport.read(data), now: ReaderTests.now)
        XCTAssertEqual(added.imports, 2)
        XCTAssertEqual(added.flights, 1)
        XCTAssertEqual(added.evidence, export.evidence.count)
        XCTAssertEqual(try copy.flights(), try source.flights())
        XCTAssertEqual(try copy.imports().map { [$0.sha256, $0.format, String($0.evidence), String($0.flights)] },
                       try source.imports().map { [$0.sha256, $0.format, String($0.evidence), String($0.flights)] })
        XCTAssertEqual(try copy.export().evidence, export.evidence)
        // Reading it again adds nothing.
        let again = try copy.importExport(try AtlasExport.read(data), now: ReaderTests.now)
        XCTAssertEqual([again.imports, again.flights, again.evidence], [0, 0, 0])
        // The restored GPX import is taken back whole, the flight log stays.
        let restored = try XCTUnwrap(try copy.imports().first { $0.format == "gpx" })
        XCTAssertEqual(try copy.removeImport(restored.id)?.evidence, try source.imports().first { $0.id == gpx.importID }?.evidence)
        XCTAssertEqual(try copy.export().evidence.count, export.evidence.count - restored.evidence)
        XCTAssertEqual(try copy.flights().count, 1)
    }

    func testAnExportWhoseEvidenceNamesAnUnknownImportIsRefusedWhole() throws {
        _ = try importer().importFile(fixture("myflightradar24.csv"))
        var export = try atlas().export()
        export.imports = []
        let problems = export.problems(now: ReaderTests.now)
        XCTAssertTrue(problems.contains { $0.contains("is not among the file's imports") && $0.hasPrefix("evidence[0]") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("flights[0] (airport:LHR → airport:KEF)") }, "\(problems)")
        let fresh = try AtlasStore(url: folder.appendingPathComponent("fresh.sqlite"))
        XCTAssertThrowsError(try fresh.importExport(export, now: ReaderTests.now))
        XCTAssertEqual(try fresh.export().evidence.count, 0, "nothing of a refused file is written")
    }
}
