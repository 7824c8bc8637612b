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

    /// The bytes a batch writes per place are the ID's text and the name, from a namer of either
    /// kind, asked one by one or read ahead: Paris (a city), Île-de-France (a region, non-ASCII),
    /// France, Europe.
    func testIDAndNameBytesAreThePlacesIDTextAndName() throws {
        let gazetteer = try InstalledGazetteer.open()
        let chain = try XCTUnwrap(try PlaceNamer(gazetteer: gazetteer).chain(for: PlaceID("city:2988507")!))
        XCTAssertEqual(chain.count, 4)
        let prefetching = try PlaceNamer(batchOf: gazetteer)
        try prefetching.prefetch(rowids: chain.map(\.rowid))
        for namer in [try PlaceNamer(gazetteer: gazetteer), try PlaceNamer(batchOf: gazetteer), prefetching] {
            for place in chain {
                var texts: [String] = []
                let found = try namer.withIDAndName(rowid: place.rowid) { id, name in
                    texts.append(String(decoding: id, as: UTF8.self))
                    texts.append(String(decoding: name, as: UTF8.self))
                }
                XCTAssertTrue(found)
                XCTAssertEqual(texts, [place.id.description, place.name])
            }
            XCTAssertFalse(try namer.withIDAndName(rowid: 0) { _, _ in XCTFail("rowid 0 names nothing") })
        }
    }
}
