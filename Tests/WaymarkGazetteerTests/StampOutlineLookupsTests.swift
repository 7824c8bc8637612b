import Foundation
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer

/// How far a town lies from its own country's coast or border, the stamp reader's stand-in for a
/// list of ports and crossings.
final class StampOutlineLookupsTests: XCTestCase {
    func testTheDistanceToARingIsToItsNearestEdge() {
        // Half a degree of latitude from the nearest side of a one-degree square at the equator.
        let square = Ring(points: [.init(latitude: 0, longitude: 0), .init(latitude: 0, longitude: 1),
                                   .init(latitude: 1, longitude: 1), .init(latitude: 1, longitude: 0)])
        let meters = StampOutlineLookups.metersToEdges(of: square, from: .init(latitude: 0.5, longitude: 0.5))
        XCTAssertEqual(meters, 0.5 * .pi / 180 * SphericalDistance.earthRadiusMeters, accuracy: 100)
    }

    func testAnEdgeAlongTheAntimeridianIsNoCoast() {
        // Chukotka's rings are cut at 180°: a point 0.1° from the cut is as far from the outline
        // as from the nearest real edge, the western one 1.9° of longitude away.
        let cut = Ring(points: [.init(latitude: 65, longitude: 178), .init(latitude: 65, longitude: 180),
                                .init(latitude: 67, longitude: 180), .init(latitude: 67, longitude: 178)])
        let meters = StampOutlineLookups.metersToEdges(of: cut, from: .init(latitude: 66, longitude: 179.9))
        let west = 1.9 * cos(66 * Double.pi / 180) * .pi / 180 * SphericalDistance.earthRadiusMeters
        XCTAssertEqual(meters, west, accuracy: 1_000)
        XCTAssertTrue(StampOutlineLookups.isCut(.init(latitude: 65, longitude: 180), .init(latitude: 67, longitude: 180)))
        XCTAssertFalse(StampOutlineLookups.isCut(.init(latitude: 65, longitude: 180), .init(latitude: 65, longitude: -180)))
    }

    func testPortAndBorderTownsLieOnTheirCountrysOutlineAndInlandTownsDoNot() throws {
        try TestTool.require(.gazetteer)
        let gazetteer = try InstalledGazetteer.open()
        let outlines = try StampOutlineLookups(gazetteer: gazetteer)
        func meters(_ geonameid: Int) throws -> Double? {
            let s = try gazetteer.database.prepare("SELECT rowid FROM place WHERE kind = ? AND code = ?")
            try s.bind([.integer(PlaceKind.city.rawValue), .text(String(geonameid))])
            guard try s.step() else { XCTFail("city \(geonameid) is not in the gazetteer"); return nil }
            return try outlines.metersToOwnOutline(place: s.int(0), within: 25_000)
        }
        // Dover (England) on the Channel; Kehl on the Rhine, the French border; Izmail on the
        // Danube, the Romanian border; Narva on the Narva, the Russian border.
        for (town, geonameid) in [("Dover", 2651048), ("Kehl", 2891951), ("Narva", 590031), ("Izmail", 707308)] {
            let found = try XCTUnwrap(try meters(geonameid), town)
            XCTAssertLessThan(found, 5_000, town)
        }
        // Birmingham and Madrid are far from any coast or border.
        XCTAssertNil(try meters(2655603))
        XCTAssertNil(try meters(3117735))
    }
}
