import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoImport

/// `waymark atlas check` / `rebase` when a build files a place under other parents without
/// renaming it: an atlas marked at Cork's airport with a build that filed the airport in
/// Connacht (its ISO code "IE-C", read as GeoNames reads it) gets the airport, and the day
/// marked there, in Munster, where Cork is.
final class AtlasRefilingTests: XCTestCase {
    var folder: URL!
    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("refile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testADayMarkedAtAnAirportFiledInTheWrongRegionMovesWithTheAirport() throws {
        let gazetteer = try InstalledGazetteer.open()
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        let cork = PlaceID(kind: .airport, code: "ORK")
        let munster = PlaceID(kind: .region, code: "IE.M"), connacht = PlaceID(kind: .region, code: "IE.C")
        let now = try XCTUnwrap(namer.chain(for: cork)).map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }
        XCTAssertEqual(now.map(\.id).filter { $0.kind == .region }, [munster], "this build files Cork's airport in Munster")
        // What the older build recorded: the same chain with Connacht for its region.
        let connachtSnapshot = PlaceSnapshot(try XCTUnwrap(namer.place(id: connacht)), gazetteer: "older-build")
        var old = now.map { snapshot -> PlaceSnapshot in
            var snapshot = snapshot
            snapshot.gazetteer = "older-build"
            if snapshot.region != nil { snapshot.region = PlaceReference(id: connacht, name: connachtSnapshot.name) }
            return snapshot.id == munster ? connachtSnapshot : snapshot
        }
        old = PlaceSnapshot.linked(old)
        try atlas.mark(old, days: [try LocalDay("2024-05-03")])
        XCTAssertEqual(try atlas.presenceDays(of: connacht), ["2024-05-03"])

        let rebase = PhotoRebase(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), namer: namer,
                                 gazetteerIdentity: gazetteer.identity)
        let check = try rebase.run(apply: false)
        let change = try XCTUnwrap(check.changedSnapshots.first { $0.id == cork })
        XCTAssertEqual(change.name, change.nameBefore, "the airport keeps its name")
        XCTAssertEqual(change.parentsBefore.map(\.id).filter { $0.kind == .region }, [connacht])
        XCTAssertEqual(change.parents.map(\.id).filter { $0.kind == .region }, [munster])
        XCTAssertEqual(change.users.marks, 1)
        XCTAssertEqual(check.refiledEvidence, 1)
        XCTAssertEqual(try atlas.presenceDays(of: connacht), ["2024-05-03"], "a check writes nothing")

        let applied = try rebase.run(apply: true)
        XCTAssertEqual(applied.refiledEvidence, 1)
        XCTAssertEqual(try atlas.presenceDays(of: munster), ["2024-05-03"])
        XCTAssertEqual(try atlas.presenceDays(of: connacht), [])
        XCTAssertEqual(try atlas.snapshot(cork)?.region?.id, munster)
        // The day is still one day at the airport, in Cork and in Ireland, and the mark stays.
        for place in [cork, PlaceID(kind: .city, code: "2965140"), PlaceID(kind: .country, code: "IE")] {
            XCTAssertEqual(try atlas.presenceDays(of: place), ["2024-05-03"], place.description)
        }
        XCTAssertEqual(try atlas.markedPlaces(), [cork])
        // Again, nothing changes.
        let again = try rebase.run(apply: true)
        XCTAssertEqual(again.changedSnapshots.count, 0)
        XCTAssertEqual(again.refiledEvidence, 0)
    }
}
