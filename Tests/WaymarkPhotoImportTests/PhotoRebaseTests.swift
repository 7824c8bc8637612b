import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoImport

/// `waymark atlas check` / `rebase`: an atlas resolved by an older gazetteer, whose photo at the
/// Brandenburg Gate was filed under the neighbourhood "Tiergarten" as if it were a city, gets the
/// city people name (the gate is in Berlin) and keeps its day; a photo already right is untouched.
final class PhotoRebaseTests: XCTestCase {
    var folder: URL!
    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rebase-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testAPhotoFiledUnderANeighbourhoodMovesToItsCityKeepingItsDay() throws {
        let gazetteer = try InstalledGazetteer.open()
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        // What an older build answered: the neighbourhood as the city, with its own ancestry.
        let tiergarten = PlaceID(kind: .city, code: "2822224")
        // (Today's gazetteer hangs the section off Berlin; the older build did not.)
        let old = try XCTUnwrap(namer.chain(for: tiergarten)).filter { $0.id.kind != .city || $0.id == tiergarten }
            .map { PlaceSnapshot($0, gazetteer: "older-build") }
        XCTAssertEqual(old.first?.name, "Tiergarten")
        func add(_ path: String, _ lat: Double, _ lon: Double, _ chain: [PlaceSnapshot], day: String) throws {
            for snapshot in chain { try atlas.save(snapshot) }
            var record = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 0, status: "located")
            record.latitude = lat; record.longitude = lon; record.localDateTime = try LocalDateTime(day + "T12:00:00"); record.utcOffsetMinutes = 120
            record.file(under: chain.map(\.id))
            let id = try atlas.savePhoto(record)
            try atlas.replacePhotoEvidence(photo: id, chain: chain, day: try LocalDay(day), utcOffsetMinutes: 120)
        }
        try add("/photos/gate.jpg", 52.5163, 13.3777, old, day: "2019-05-01")
        // Potsdam's Alter Markt, filed under Potsdam: a city of its own, already right.
        let (row, column) = PlaceCells.cell(of: Coordinate(latitude: 52.3953, longitude: 13.0590))
        let center = PlaceCells.center(row: row, column: column)
        let potsdamNow = try namer.chain(try FastResolver(gazetteer: gazetteer).resolve(center)).map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }
        XCTAssertEqual(potsdamNow.first { $0.id.kind == .city }?.name, "Potsdam")
        try add("/photos/potsdam.jpg", 52.3953, 13.0590, potsdamNow, day: "2019-05-02")

        let rebase = PhotoRebase(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), namer: namer,
                                 gazetteerIdentity: gazetteer.identity)
        let check = try rebase.run(apply: false)
        XCTAssertEqual(check.checkedPhotos, 2)
        XCTAssertEqual(check.changedPhotos, 1)
        XCTAssertFalse(check.applied)
        XCTAssertEqual(check.moves.map(\.description), ["Tiergarten → Berlin: 1 photo"])
        XCTAssertEqual(check.moves.first?.level, .city)
        XCTAssertTrue(String(decoding: try JSONEncoder().encode(check.moves), as: UTF8.self).contains(#""level":"city""#),
                      "JSON keeps the level's text")
        // A check writes nothing.
        XCTAssertEqual(try atlas.presenceDays(of: tiergarten), ["2019-05-01"])

        let applied = try rebase.run(apply: true)
        XCTAssertTrue(applied.applied)
        XCTAssertEqual(applied.moves, check.moves)
        let berlin = PlaceID(kind: .city, code: "2950159")
        XCTAssertEqual(try atlas.presenceDays(of: berlin), ["2019-05-01"])
        XCTAssertEqual(try atlas.presenceDays(of: tiergarten), [])
        XCTAssertEqual(try atlas.allPhotos().first { $0.path == "/photos/gate.jpg" }?.city, berlin)
        // The old place keeps its readable snapshot; the day in Germany is still one day.
        XCTAssertEqual(try atlas.snapshot(tiergarten)?.name, "Tiergarten")
        XCTAssertEqual(try atlas.presenceDays(of: PlaceID(kind: .country, code: "DE")), ["2019-05-01", "2019-05-02"])
        // Again, nothing changes.
        XCTAssertEqual(try rebase.run(apply: true).changedPhotos, 0)
    }
}
