import Foundation
@testable import WaymarkGazetteer
import WaymarkResolver
import XCTest
@testable import WaymarkGazetteerBuild

/// The build stores each city's GeoNames time zone, and the gazetteer reads it back by rowid.
final class CityTimeZoneTests: XCTestCase {
    func testEachCityKeepsItsGeoNamesTimeZoneAndACityWithoutOneHasNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-zones-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs = MiniWorld.inputs()
        let berlin = try XCTUnwrap(inputs.cities.indices.first)
        let unzoned = try XCTUnwrap(inputs.cities.indices.last)
        inputs.cities[berlin].timezone = "Europe/Berlin"
        inputs.cities[unzoned].timezone = ""
        let url = try GazetteerBuilder(placeCities: CityMembership.placements).build(inputs, to: folder.appendingPathComponent("g.sqlite")).outputs.artifact
        let gazetteer = try Gazetteer(url: url)
        let lookup = try gazetteer.makeLookup()
        let reader = try TimeZoneReader(gazetteer: gazetteer)
        func zone(_ city: SourceCity) throws -> String? {
            let place = try XCTUnwrap(try lookup.place(id: PlaceID(kind: .city, code: String(city.geonameID))))
            return try reader.timeZoneName(ofCity: place.rowid)
        }
        XCTAssertEqual(try zone(inputs.cities[berlin]), "Europe/Berlin")
        XCTAssertNil(try zone(inputs.cities[unzoned]))
        XCTAssertEqual(try zone(inputs.cities[1]), "UTC")
        // Zones are numbered in name order from 1: the same sources give the same numbers.
        let names = try gazetteer.database.prepare("SELECT zone, name FROM time_zone ORDER BY zone")
        var numbered: [(Int, String)] = []
        while try names.step() { numbered.append((names.int(0), names.text(1) ?? "")) }
        XCTAssertEqual(numbered.map(\.0), Array(1...numbered.count))
        XCTAssertEqual(numbered.map(\.1), numbered.map(\.1).sorted())
        XCTAssertTrue(numbered.map(\.1).contains("Europe/Berlin"))
    }
}
