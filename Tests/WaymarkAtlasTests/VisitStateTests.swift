import Foundation
import WaymarkGazetteer
import XCTest
@testable import WaymarkAtlas
import WaymarkCalendar

/// Visit states as maps colour them: visited, transit-only (only airports), or absent.
final class VisitStateTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("states-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func chain(airport: String?, city: String, region: String, country: String) -> [PlaceSnapshot] {
        let c = PlaceReference(id: PlaceID(kind: .country, code: country), name: country)
        let r = PlaceReference(id: PlaceID(kind: .region, code: region), name: region)
        let town = PlaceSnapshot(id: PlaceID(kind: .city, code: city), name: city, label: city, country: c, region: r, gazetteer: "g")
        var list = [town, PlaceSnapshot(id: r.id, name: region, label: region, country: c, gazetteer: "g"),
                    PlaceSnapshot(id: c.id, name: country, label: country, gazetteer: "g")]
        if let airport {
            list.insert(PlaceSnapshot(id: PlaceID(kind: .airport, code: airport), name: airport, label: airport, country: c, region: r,
                                      city: PlaceReference(id: town.id, name: city), gazetteer: "g"), at: 0)
        }
        return list
    }

    func testAPlaceSeenOnlyAtAirportsIsTransitOnlyAndAnExcludedPhotoDoesNotCount() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        let day = try LocalDay("2024-03-01")
        // Qatar: only Doha's airport, twice. France: the airport and the city. Germany: one photo, excluded.
        try atlas.record(chain(airport: "DOH", city: "290030", region: "QA.01", country: "QA"), day: day, source: .flight)
        try atlas.record(chain(airport: "DOH", city: "290030", region: "QA.01", country: "QA"), day: try LocalDay("2024-03-09"), source: .photo)
        try atlas.record(chain(airport: "CDG", city: "2988507", region: "FR.11", country: "FR"), day: day, source: .flight)
        try atlas.record(chain(airport: nil, city: "2988507", region: "FR.11", country: "FR"), day: day, source: .manual)
        var photo = PhotoRecord(path: "/p/berlin.jpg", size: 1, modifiedNanoseconds: 1, status: "located")
        photo.excluded = true
        let id = try atlas.savePhoto(photo)
        try atlas.replacePhotoEvidence(photo: id, chain: chain(airport: nil, city: "2950159", region: "DE.16", country: "DE"), day: day)

        let countries = try atlas.visitStates(of: .country)
        XCTAssertEqual(countries, [PlaceID(kind: .country, code: "QA"): .transitOnly, PlaceID(kind: .country, code: "FR"): .visited])
        let regions = try atlas.visitStates(of: .region)
        XCTAssertEqual(regions[PlaceID(kind: .region, code: "QA.01")], .transitOnly)
        XCTAssertEqual(regions[PlaceID(kind: .region, code: "FR.11")], .visited)
        XCTAssertNil(regions[PlaceID(kind: .region, code: "DE.16")])

        // The statistics read the same evidence: Germany's excluded photo is not a day there.
        let timeline = try atlas.presenceTimeline()
        XCTAssertFalse(timeline.contains { $0.place == PlaceID(kind: .country, code: "DE") })
        XCTAssertEqual(timeline.filter { $0.place == PlaceID(kind: .country, code: "QA") }.map(\.day.description), ["2024-03-01", "2024-03-09"])

        // Putting the photo back makes Germany visited.
        XCTAssertTrue(try atlas.setExcluded(false, path: "/p/berlin.jpg"))
        XCTAssertEqual(try atlas.visitStates(of: .country)[PlaceID(kind: .country, code: "DE")], .visited)
    }

    func testAPassportStampAtAnAirportIsAVisitNotTransit() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        let narita = chain(airport: "NRT", city: "2111684", region: "JP.04", country: "JP")
        try atlas.record(narita, day: try LocalDay("2024-03-01"), source: .flight)
        XCTAssertEqual(try atlas.visitStates(of: .country)[PlaceID(kind: .country, code: "JP")], .transitOnly)
        // The entry stamp struck at Narita says the traveller crossed Japan's border.
        try atlas.record(narita, day: try LocalDay("2024-03-01"), source: .stamp)
        XCTAssertEqual(try atlas.visitStates(of: .country)[PlaceID(kind: .country, code: "JP")], .visited)
    }
}
