import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest

/// Naming places and their ancestry, on the real gazetteer: Paris is in Île-de-France, France,
/// Europe (GeoNames 2988507, admin-1 FR.11, ISO FR, continent EU).
final class PlaceNamerTests: XCTestCase {
    func testAChainNamesThePlaceAndEveryAncestorDownToTheContinent() throws {
        let namer = try PlaceNamer(gazetteer: try InstalledGazetteer.open())
        let chain = try XCTUnwrap(try namer.chain(for: PlaceID("city:2988507")!))
        XCTAssertEqual(chain.map(\.id.description), ["city:2988507", "region:FR.11", "country:FR", "continent:EU"])
        XCTAssertEqual(chain.map(\.name), ["Paris", "Île-de-France", "France", "Europe"])
        XCTAssertNil(try namer.chain(for: PlaceID("city:999999999")!), "an ID the gazetteer lacks has no chain")
    }

    func testResolvedRowidsGainTheirContinentAndSkipLevelsThatDidNotResolve() throws {
        let namer = try PlaceNamer(gazetteer: try InstalledGazetteer.open())
        let paris = try XCTUnwrap(try namer.place(id: PlaceID("city:2988507")!))
        let france = try XCTUnwrap(try namer.place(id: PlaceID("country:FR")!))
        let chain = try namer.chain(rowids: [nil, paris.rowid, nil, france.rowid])
        XCTAssertEqual(chain.map(\.id.description), ["city:2988507", "country:FR", "continent:EU"])
        XCTAssertEqual(try namer.chain(rowids: [nil, nil, nil, nil]).count, 0, "open water names nothing")
        XCTAssertEqual(try namer.place(rowid: paris.rowid)?.id, paris.id, "by rowid and by ID agree")
    }
}
