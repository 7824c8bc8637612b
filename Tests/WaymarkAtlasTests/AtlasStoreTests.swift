import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas

/// The atlas as the user's durable record.
final class AtlasStoreTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func open(_ name: String = "atlas.sqlite") throws -> AtlasStore { try AtlasStore(url: folder.appendingPathComponent(name)) }

    /// Munich's chain as a gazetteer of some day described it.
    var munichChain: [PlaceSnapshot] {
        let eu = PlaceReference(id: PlaceID(kind: .continent, code: "EU"), name: "Europe")
        let de = PlaceReference(id: PlaceID(kind: .country, code: "DE"), name: "Germany")
        let by = PlaceReference(id: PlaceID(kind: .region, code: "DE.02"), name: "Bavaria")
        return [
            PlaceSnapshot(id: PlaceID(kind: .airport, code: "MUC"), name: "Munich Airport", label: "Munich Airport, Germany",
                          continent: eu, country: de, region: by, city: PlaceReference(id: PlaceID(kind: .city, code: "2867714"), name: "Munich"),
                          gazetteer: "g1"),
            PlaceSnapshot(id: PlaceID(kind: .city, code: "2867714"), name: "Munich", label: "Munich, Bavaria, Germany",
                          continent: eu, country: de, region: by, gazetteer: "g1"),
            PlaceSnapshot(id: by.id, name: "Bavaria", label: "Bavaria, Germany", continent: eu, country: de, gazetteer: "g1"),
            PlaceSnapshot(id: de.id, name: "Germany", label: "Germany", continent: eu, gazetteer: "g1"),
            PlaceSnapshot(id: eu.id, name: "Europe", label: "Europe", gazetteer: "g1"),
        ]
    }

    func testANewAtlasIsMigratedToTheCurrentFormatInWALMode() throws {
        let atlas = try open()
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        let db = try Database(path: atlas.url.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarText("PRAGMA journal_mode"), "wal")
    }

    func testAnAtlasFromANewerWaymarkIsRefused() throws {
        let url = folder.appendingPathComponent("future.sqlite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Database(path: url.path, mode: .readWrite).execute("PRAGMA user_version = 99")
        XCTAssertThrowsError(try AtlasStore(url: url)) { XCTAssertTrue("\($0)".contains("newer than this waymark")) }
    }

    func testOnePieceOfEvidenceIsOneDayEverywhereUpTheChain() throws {
        let atlas = try open()
        let day = try LocalDay(date: "2024-05-01", utcOffsetMinutes: 120)
        try atlas.record(munichChain, day: day, source: .photo)
        try atlas.record(munichChain, day: day, source: .flight)
        for place in munichChain {
            XCTAssertEqual(try atlas.presenceDays(of: place.id), ["2024-05-01"], "\(place.id)")
        }
        let visits = try atlas.visits()
        XCTAssertEqual(visits.count, 5)
        XCTAssertTrue(visits.allSatisfy { $0.days == 1 })
    }

    func testMarksStayReadableWithoutAnyGazetteer() throws {
        try open().mark(Array(munichChain.dropFirst()), days: [try LocalDay(date: "2019-07-14")])
        // A later process, no gazetteer anywhere: the snapshot still names the whole chain.
        let reopened = try open()
        let munich = try XCTUnwrap(try reopened.snapshot(PlaceID(kind: .city, code: "2867714")))
        XCTAssertEqual(munich.label, "Munich, Bavaria, Germany")
        XCTAssertEqual(munich.region?.name, "Bavaria")
        XCTAssertEqual(munich.country?.id.description, "country:DE")
        XCTAssertEqual(try reopened.markedPlaces(), [PlaceID(kind: .city, code: "2867714")])
    }

    func testASnapshotFromALaterGazetteerReplacesTheNameButKeepsTheHistory() throws {
        let atlas = try open()
        try atlas.record(Array(munichChain.dropFirst()), day: try LocalDay(date: "2020-01-02"), source: .import)
        var renamed = munichChain[1]
        renamed.name = "München"
        renamed.label = "München, Bayern, Deutschland"
        renamed.gazetteer = "g2"
        try atlas.save(renamed)
        XCTAssertEqual(try atlas.snapshot(renamed.id)?.name, "München")
        XCTAssertEqual(try atlas.presenceDays(of: renamed.id), ["2020-01-02"])
    }

    func testUnmarkRemovesOnlyTheHandMadeDays() throws {
        let atlas = try open()
        let chain = Array(munichChain.dropFirst())
        try atlas.mark(chain, days: [try LocalDay(date: "2021-03-03")])
        try atlas.record(chain, day: try LocalDay(date: "2022-04-04"), source: .photo)
        XCTAssertTrue(try atlas.unmark(chain[0].id))
        XCTAssertEqual(try atlas.presenceDays(of: chain[0].id), ["2022-04-04"])
        XCTAssertFalse(try atlas.unmark(chain[0].id))
    }

    func testDaysAreValidatedCalendarDates() {
        XCTAssertThrowsError(try LocalDay(date: "2023-02-29"))
        XCTAssertThrowsError(try LocalDay(date: "1899-12-31"))
        XCTAssertThrowsError(try LocalDay(date: "2023-13-01"))
        XCTAssertThrowsError(try LocalDay(date: "yesterday"))
        XCTAssertNoThrow(try LocalDay(date: "2024-02-29"))
    }

    func testAnExportReadsBackWithoutLoss() throws {
        let atlas = try open("a.sqlite")
        try atlas.mark(Array(munichChain.dropFirst()), days: [try LocalDay(date: "2018-08-08")])
        try atlas.record(munichChain, day: try LocalDay(date: "2018-08-09", utcOffsetMinutes: 120), source: .flight)
        let first = try atlas.export()
        let copy = try open("b.sqlite")
        try copy.importExport(try JSONDecoder().decode(AtlasExport.self, from: AtlasExport.encoder().encode(first)))
        XCTAssertEqual(try copy.export(), first)
        // Reading the same export again adds nothing.
        try copy.importExport(first)
        XCTAssertEqual(try copy.export(), first)
    }

    func testAFailedTransactionLeavesNothingBehind() throws {
        let atlas = try open()
        struct Stop: Error {}
        XCTAssertThrowsError(try atlas.transaction {
            try atlas.record(munichChain, day: try LocalDay(date: "2017-01-01"), source: .photo)
            throw Stop()
        })
        XCTAssertEqual(try atlas.visits().count, 0)
    }
}
