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

    /// A chain's label is its city's label with the chain's own region and country (the rule in
    /// `GazetteerPlace.label`); without a city, its region's in its country, or its country's;
    /// from a plain namer and a batch namer alike, asked once or again,
    /// on a sample whose names, regions and countries include many that are not plain ASCII.
    func testChainLabelsAreTheCitysLabelWithTheChainsRegionAndCountry() throws {
        let gazetteer = try InstalledGazetteer.open()
        let plain = try PlaceNamer(gazetteer: gazetteer), batch = try PlaceNamer(batchOf: gazetteer)
        let cities = try gazetteer.points(of: .city)
        // A resolution's city is never a section of another (the section is its locality), and a
        // section's own label names its city ("Kreuzberg, Berlin, Germany"): sections are left out.
        let sections = try gazetteer.citySectionParents()
        let sample = stride(from: 0, to: cities.count, by: 53).map { cities[$0] }.filter { sections[$0.rowid] == nil }
        var nonASCII = 0
        for round in 0..<2 {
            for city in sample {
                var expected = try XCTUnwrap(try plain.place(rowid: city.rowid))
                let region = try plain.place(rowid: city.region), country = try plain.place(rowid: city.country)
                expected.region = region.map { PlaceReference(id: $0.id, name: $0.name) }
                expected.regionISO = region?.codes.iso3166_2
                expected.country = country.map { PlaceReference(id: $0.id, name: $0.name) }
                if round == 0, [expected.name, region?.name, country?.name].contains(where: { $0?.utf8.contains { $0 >= 0x80 } ?? false }) { nonASCII += 1 }
                // Without a city the region is the subject, in the chain's country; without either,
                // the country alone.
                var regionExpected = region
                regionExpected?.country = expected.country
                for namer in [plain, batch] {
                    XCTAssertEqual(try namer.label(city: city.rowid, region: city.region, country: city.country), expected.label,
                                   "city rowid \(city.rowid), round \(round)")
                    XCTAssertEqual(try namer.label(city: nil, region: city.region, country: city.country), regionExpected?.label ?? country?.label,
                                   "region rowid \(String(describing: city.region)), round \(round)")
                    XCTAssertEqual(try namer.label(city: nil, region: nil, country: city.country), country?.label,
                                   "country rowid \(String(describing: city.country)), round \(round)")
                }
            }
        }
        XCTAssertGreaterThan(nonASCII, 500, "the sample must exercise names folded by Foundation")
    }
}
