@testable import WaymarkGazetteer
import WaymarkTestSupport
import XCTest

/// The batch name table names a place as the place lookup does (which reads the `place` and
/// `region_info` rows), whether its block was read ahead (`prefetch`) or on first use: kind,
/// code, name, and a region's ISO 3166-2 code; the bytes it hands out (`withName`) are those of
/// the same kind, code and name.
final class PlaceNameTableTests: XCTestCase {
    func testBlocksReadAheadOrOnFirstUseNamePlacesAsTheLookupDoes() throws {
        let gazetteer = try InstalledGazetteer.open()
        let lookup = try gazetteer.makeLookup()
        let onFirstUse = gazetteer.makePlaceNameTable()
        let prefetched = gazetteer.makePlaceNameTable()
        let largest = try XCTUnwrap(try gazetteer.database.scalarInt("SELECT max(rowid) FROM place"))
        var kinds: [PlaceKind: Int] = [:], regionsWithISO = 0, regionsWithout = 0
        // Every 37th place, and every one of the first 4,500 (continents, countries, regions),
        // and the last.
        let rowids = Array(1...4_500) + Array(stride(from: 4_501, through: largest, by: 37)) + [largest]
        // Blocks of 3,000 as a batch would ask, with rowids that name nothing and repeats.
        for first in stride(from: 0, to: rowids.count, by: 3_000) {
            let block = Array(rowids[first..<min(first + 3_000, rowids.count)])
            try prefetched.prefetch(block + [0, -1, largest + 1] + block.prefix(10))
        }
        for rowid in rowids {
            let expected = try XCTUnwrap(try lookup.place(rowid: rowid), "rowid \(rowid)")
            for (way, table) in [("on first use", onFirstUse), ("prefetched", prefetched)] {
                let named = try XCTUnwrap(try table.place(rowid: rowid), "\(way): rowid \(rowid)")
                XCTAssertEqual(named.id, expected.id, "\(way): rowid \(rowid)")
                XCTAssertEqual(named.name, expected.name, "\(way): rowid \(rowid)")
                XCTAssertEqual(named.codes.iso3166_2, expected.codes.iso3166_2, "\(way): \(expected.id)")
                var calls = 0
                let found = try table.withName(rowid: rowid) { kind, code, name in
                    calls += 1
                    XCTAssertEqual(kind, expected.id.kind, "\(way): rowid \(rowid)")
                    XCTAssertEqual(Array(code), Array(expected.id.code.utf8), "\(way): rowid \(rowid)")
                    XCTAssertEqual(Array(name), Array(expected.name.utf8), "\(way): rowid \(rowid)")
                }
                XCTAssertTrue(found, "\(way): rowid \(rowid)")
                XCTAssertEqual(calls, 1, "\(way): rowid \(rowid)")
            }
            kinds[expected.id.kind, default: 0] += 1
            if expected.id.kind == .region { if expected.codes.iso3166_2 != nil { regionsWithISO += 1 } else { regionsWithout += 1 } }
        }
        XCTAssertEqual(Set(kinds.keys), Set([.continent, .country, .region, .city, .airport]), "every kind is checked")
        XCTAssertGreaterThan(regionsWithISO, 3_000, "regions' ISO codes are checked")
        XCTAssertGreaterThan(regionsWithout, 0, "regions without an ISO code are checked")
        for table in [onFirstUse, prefetched] {
            for rowid in [0, -1, largest + 1, Int.max] {
                XCTAssertNil(try table.place(rowid: rowid))
                XCTAssertFalse(try table.withName(rowid: rowid) { _, _, _ in XCTFail("rowid \(rowid) names nothing") })
            }
        }
    }

    /// The blocks hold every place of the `place` table, and nothing else.
    func testTheBlocksHoldEveryPlaceOnce() throws {
        let gazetteer = try InstalledGazetteer.open()
        let places = try XCTUnwrap(try gazetteer.database.scalarInt("SELECT count(*) FROM place"))
        let statement = try gazetteer.database.prepare("SELECT block, names FROM place_name_block ORDER BY block")
        var named = 0
        while try statement.step() {
            let entries = try PlaceNameBlockCodec.decode(statement.blob(1))
            XCTAssertLessThanOrEqual(entries.count, PlaceNameBlockCodec.rowidsPerBlock)
            XCTAssertNotNil(entries.last ?? nil, "block \(statement.int(0)) ends at its last place")
            named += entries.compactMap { $0 }.count
        }
        XCTAssertEqual(named, places)
    }
}
