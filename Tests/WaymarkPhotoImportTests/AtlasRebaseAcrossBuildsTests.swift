import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoImport

/// An atlas filled with the build without city sections (photos, marks, a stamp, a flight),
/// checked and rebased onto the build with them: what the check lists is what resolving each
/// photo and naming each place with the new build says, the rebase loses nothing, keeps every old
/// name, records the build, and a second rebase changes nothing.
final class AtlasRebaseAcrossBuildsTests: XCTestCase {
    var folder: URL!
    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rebase-builds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testRebasingOntoTheCitySectionBuildLosesNothingAndKeepsOldNames() throws {
        let old = try SecondGazetteer.open(), new = try InstalledGazetteer.open()
        let oldResolver = try FastResolver(gazetteer: old), newResolver = try FastResolver(gazetteer: new)
        let oldNamer = try PlaceNamer(gazetteer: old), newNamer = try PlaceNamer(gazetteer: new)
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))

        // The first 60 sections of the new build, and the cities they belong to: photos at their points.
        let parents = try new.citySectionParents().sorted { $0.key < $1.key }.prefix(60)
        let lookup = try new.makeLookup()
        var spots: [Coordinate] = []
        for (section, parent) in parents {
            for rowid in [section, parent] { if let c = try lookup.place(rowid: rowid)?.coordinate { spots.append(c) } }
        }
        func oldChain(_ point: Coordinate) throws -> [PlaceSnapshot] {
            let (row, column) = PlaceCells.cell(of: point)
            return try oldNamer.chain(try oldResolver.resolve(PlaceCells.center(row: row, column: column))).map { PlaceSnapshot($0, gazetteer: old.identity) }
        }
        for (i, spot) in spots.enumerated() {
            let chain = try oldChain(spot)
            for snapshot in chain { try atlas.save(snapshot) }
            var record = PhotoRecord(path: "/photos/\(i).jpg", size: 1, modifiedNanoseconds: 0, status: "located")
            record.latitude = spot.latitude; record.longitude = spot.longitude
            record.localDateTime = try LocalDateTime(String(format: "2019-05-%02dT12:00:00", 1 + i % 28)); record.utcOffsetMinutes = 120
            record.file(under: chain.map(\.id))
            let id = try atlas.savePhoto(record)
            let day = PhotoRebase.day(of: record)
            try atlas.replacePhotoEvidence(photo: id, chain: chain, day: day?.day, utcOffsetMinutes: day?.utcOffsetMinutes)
        }
        // Sections whose label the new build writes with their city: one marked, one stamped.
        let relabelled = try parents.compactMap { section, _ -> PlaceID? in
            guard let now = try lookup.place(rowid: section), let before = try oldNamer.place(id: now.id) else { return nil }
            return before.label != now.label ? now.id : nil
        }
        XCTAssertGreaterThanOrEqual(relabelled.count, 2, "sections the rule relabels")
        let marked = relabelled[0], stamped = relabelled[1]
        try atlas.mark(try XCTUnwrap(oldNamer.chain(for: marked)).map { PlaceSnapshot($0, gazetteer: old.identity) },
                       days: [try LocalDay("2018-03-03")])
        let stampChain = try XCTUnwrap(oldNamer.chain(for: stamped)).map { PlaceSnapshot($0, gazetteer: old.identity) }
        let linked = PlaceSnapshot.linked(stampChain)
        try atlas.addStamp(StampRecord(place: stamped, city: linked[0].city?.id, region: linked[0].region?.id, country: linked[0].country?.id,
                                       continent: linked[0].continent?.id, date: try LocalDay("2018-04-04"), direction: .arrival), chain: stampChain)
        // A flight between two airports, saved as a flight import saves them.
        let airports = [PlaceID(kind: .airport, code: "TXL"), PlaceID(kind: .airport, code: "JFK")]
        for airport in airports { for snapshot in try XCTUnwrap(oldNamer.chain(for: airport)) { try atlas.save(PlaceSnapshot(snapshot, gazetteer: old.identity)) } }
        guard case .run(let importID) = try atlas.beginImport(file: "/flights.csv", sha256: String(repeating: "a", count: 64), format: "openflights") else {
            return XCTFail("a new import")
        }
        XCTAssertTrue(try atlas.saveFlight(FlightRecord(departureDate: try LocalDay("2017-06-06"), arrivalDate: try LocalDay("2017-06-06"), from: airports[0], to: airports[1],
                                                        airline: "XX", flightNumber: "XX1", distanceKilometers: 6385), importID: importID, line: 2))
        _ = try atlas.recordImported(try XCTUnwrap(oldNamer.chain(for: airports[0])).map(\.id), day: try LocalDay("2017-06-06"),
                                     source: .flight, importID: importID)
        try atlas.finishImport(importID, pointsRead: 1, rejected: 0)
        try atlas.recordGazetteer(old.identity)

        // What the check must list, from the new build directly.
        var expectedPhotos = 0
        for photo in try atlas.allPhotos() {
            let (row, column) = PlaceCells.cell(of: Coordinate(latitude: photo.latitude!, longitude: photo.longitude!))
            let now = try newNamer.chain(try newResolver.resolve(PlaceCells.center(row: row, column: column))).map(\.id)
            func level(_ kind: PlaceKind) -> PlaceID? { now.first { $0.kind == kind } }
            if [level(.country), level(.region), level(.city), level(.airport)] != [photo.country, photo.region, photo.city, photo.airport] { expectedPhotos += 1 }
        }
        let snapshotsBefore = try atlas.allSnapshots()
        let expectedRenames = try snapshotsBefore.filter { snapshot in
            guard let now = try newNamer.place(id: snapshot.id) else { return false }
            return now.name != snapshot.name || now.label != snapshot.label
        }
        // Places marked, stamped or flown from whose chain the new build differs: their days are
        // filed anew, under the new build's chain.
        let expectedRefiled = try [marked, stamped, airports[0]].filter { id in
            Set(try XCTUnwrap(oldNamer.chain(for: id)).map(\.id)) != Set(try XCTUnwrap(newNamer.chain(for: id)).map(\.id))
        }
        XCTAssertGreaterThan(expectedPhotos, 0)
        XCTAssertTrue(expectedRenames.map(\.id).contains(marked))
        XCTAssertTrue(expectedRefiled.contains(marked), "a section's mark counts for its city too")

        let rebase = PhotoRebase(atlas: atlas, resolver: newResolver, namer: newNamer, gazetteerIdentity: new.identity)
        let exportBefore = try atlas.export()
        let check = try rebase.run(apply: false)
        XCTAssertEqual(check.gazetteerBefore, old.identity)
        XCTAssertEqual(check.checkedPhotos, spots.count)
        XCTAssertEqual(check.changedPhotos, expectedPhotos)
        XCTAssertEqual(check.moves.reduce(0) { $0 + $1.photos }, expectedPhotos)
        XCTAssertEqual(Set(check.changedSnapshots.map(\.id)), Set(expectedRenames.map(\.id) + expectedRefiled))
        XCTAssertEqual(check.refiledEvidence, expectedRefiled.count, "one day each")
        XCTAssertEqual(check.changedSnapshots.first { $0.id == marked }?.users.marks, 1)
        XCTAssertEqual(check.changedSnapshots.first { $0.id == stamped }?.users.stamps, 1)
        XCTAssertFalse(check.applied)
        XCTAssertEqual(try atlas.export(), exportBefore, "a check writes nothing")

        let applied = try rebase.run(apply: true)
        XCTAssertTrue(applied.applied)
        XCTAssertEqual(applied.changedPhotos, check.changedPhotos)
        XCTAssertEqual(applied.changedSnapshots, check.changedSnapshots)
        let after = try atlas.export()
        // Nothing lost: every mark, stamp, flight, import, photo and place is still there.
        XCTAssertEqual(after.marks, exportBefore.marks)
        XCTAssertEqual(after.stamps, exportBefore.stamps)
        XCTAssertEqual(after.flights, exportBefore.flights)
        XCTAssertEqual(after.imports, exportBefore.imports)
        XCTAssertEqual(after.photos.map(\.path), exportBefore.photos.map(\.path))
        XCTAssertTrue(Set(after.places.map(\.id)).isSuperset(of: exportBefore.places.map(\.id)))
        // Each photo keeps its one day; the manual, stamp and flight days stay.
        XCTAssertEqual(after.evidence.filter { $0.source == .photo }.count, exportBefore.evidence.filter { $0.source == .photo }.count)
        XCTAssertEqual(after.evidence.filter { $0.source != .photo }.map(\.date).sorted(), exportBefore.evidence.filter { $0.source != .photo }.map(\.date).sorted())
        // Every renamed place keeps its old name and label as history; the new ones are in place.
        for renamed in expectedRenames {
            XCTAssertTrue(try atlas.placeHistory(of: renamed.id).contains {
                $0.formerId == renamed.id && $0.formerName == renamed.name && $0.formerLabel == renamed.label && $0.gazetteer == old.identity
            }, "\(renamed.id)")
            XCTAssertEqual(try atlas.snapshot(renamed.id)?.label, try newNamer.place(id: renamed.id)?.label)
        }
        // A city that took over a section's photos names the section as a former name.
        let cityMove = try XCTUnwrap(applied.moves.first { $0.level == .city && $0.toID != nil })
        let formerNames = Set(try atlas.placeHistory(of: try XCTUnwrap(cityMove.toID)).map(\.formerName))
        let left = zip(cityMove.from, cityMove.fromIds).filter { !$0.1.isEmpty && $0.1 != cityMove.toID?.description }.map(\.0)
        XCTAssertFalse(left.isEmpty)
        XCTAssertTrue(formerNames.isSuperset(of: left), "\(formerNames) \(left)")
        XCTAssertEqual(try atlas.recordedGazetteer(), new.identity)
        XCTAssertEqual(after.gazetteer, new.identity)

        // Again: nothing changes, nothing is written.
        for id in expectedRefiled {
            let parent = try XCTUnwrap(newNamer.chain(for: id)?.dropFirst().first?.id, "\(id)")
            XCTAssertTrue(Set(try atlas.presenceDays(of: parent)).isSuperset(of: try atlas.presenceDays(of: id)), "\(id)'s days count in \(parent)")
        }
        let again = try rebase.run(apply: true)
        XCTAssertEqual(again.changedPhotos, 0)
        XCTAssertEqual(again.refiledEvidence, 0)
        XCTAssertTrue(again.changedSnapshots.isEmpty)
        XCTAssertEqual(try atlas.export(), after)

        // The export carries the build and the history to another atlas.
        let other = try AtlasStore(url: folder.appendingPathComponent("other.sqlite"))
        try other.importExport(after)
        XCTAssertEqual(try other.recordedGazetteer(), new.identity)
        XCTAssertEqual(try other.placeHistory(), try atlas.placeHistory())
    }
}
