import Foundation
@testable import WaymarkGazetteer
import WaymarkTestSupport
import XCTest

/// The batch name table names a place as the place lookup does, whether it asks one place at a
/// time, a block at a time (`prefetch`), or has read the whole table: kind, code, name, and a
/// region's ISO 3166-2 code; the bytes it hands out (`withName`) are those of the same kind, code
/// and name.
final class PlaceNameTableTests: XCTestCase {
    /// While places are read by rowid in blocks of many places, the connection reads the file
    /// through a memory map of all of it; a block of few places keeps SQLite's page cache. Once
    /// the table has been read whole, and when the table is gone, the map is as it was (none, by
    /// SQLite's default).
    func testTheFileIsMappedOnlyWhileLargeBlocksOfPlacesAreReadByRowid() throws {
        let gazetteer = try InstalledGazetteer.open()
        func mapBytes() throws -> Int? { try gazetteer.database.scalarInt("PRAGMA mmap_size") }
        let before = try mapBytes()
        XCTAssertNotEqual(before, PlaceNameTable.pointQueryMapBytes, "SQLite's default differs")
        let fileBytes = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: gazetteer.url.path)[.size] as? Int)
        XCTAssertGreaterThan(PlaceNameTable.pointQueryMapBytes, fileBytes, "a smaller limit maps only the file's start")
        let large = PlaceNameTable.mapAbovePlaces + 1
        let switching = gazetteer.makePlaceNameTable(pointQueries: 3 * large)
        XCTAssertEqual(try mapBytes(), before, "nothing changes before the first read")
        try switching.prefetch(Array(1...PlaceNameTable.mapAbovePlaces))
        XCTAssertEqual(try mapBytes(), before, "a block of few places keeps the page cache")
        try switching.prefetch(Array(PlaceNameTable.mapAbovePlaces + 1...PlaceNameTable.mapAbovePlaces + large))
        XCTAssertEqual(try mapBytes(), PlaceNameTable.pointQueryMapBytes)
        // Boundaries read meanwhile through the map (as a batch resolves) leave no statement
        // open: an open one holds mapped pages, and SQLite would then keep the map.
        let boundaries = gazetteer.makeBoundaryReader()
        let country = try XCTUnwrap(try boundaries.record(rowid: 1, geometry: true))
        XCTAssertNotNil(country.geometry)
        _ = try boundaries.exactGeometry(rowid: 1)
        // Past its point queries: the whole table is read, and SQLite no longer serves names.
        try switching.prefetch(Array(PlaceNameTable.mapAbovePlaces + large + 1...PlaceNameTable.mapAbovePlaces + 3 * large))
        XCTAssertEqual(try mapBytes(), before)
        XCTAssertTrue(try switching.withName(rowid: 150) { _, _, _ in })
        do {
            let byRowid = gazetteer.makePlaceNameTable(pointQueries: .max)
            try byRowid.prefetch(Array(1...large))
            XCTAssertEqual(try mapBytes(), PlaceNameTable.pointQueryMapBytes)
        }
        XCTAssertEqual(try mapBytes(), before, "a table still reading by rowid puts it back when freed")
    }

    func testQueriesOneByOneAndTheWholeTableScanNamePlacesAsTheLookupDoes() throws {
        let gazetteer = try InstalledGazetteer.open()
        let lookup = try gazetteer.makeLookup()
        let oneByOne = gazetteer.makePlaceNameTable(pointQueries: .max)
        let scanned = gazetteer.makePlaceNameTable(pointQueries: 0)
        let switching = gazetteer.makePlaceNameTable(pointQueries: 1_000)
        let prefetched = gazetteer.makePlaceNameTable(pointQueries: .max)
        let prefetchingThenScanned = gazetteer.makePlaceNameTable(pointQueries: 5_000)
        let largest = try XCTUnwrap(try gazetteer.database.scalarInt("SELECT max(rowid) FROM place"))
        var kinds: [PlaceKind: Int] = [:], regionsWithISO = 0
        // Every 37th place, and every one of the first 4,500 (continents, countries, regions).
        let rowids = Array(1...4_500) + Array(stride(from: 4_501, through: largest, by: 37)) + [largest]
        // Blocks of 3,000 as a batch would ask, with rowids that name nothing and repeats among
        // them; the second block takes the second table past its 5,000 queries, to the scan.
        for first in stride(from: 0, to: rowids.count, by: 3_000) {
            let block = Array(rowids[first..<min(first + 3_000, rowids.count)])
            for table in [prefetched, prefetchingThenScanned] { try table.prefetch(block + [0, -1, largest + 1] + block.prefix(10)) }
        }
        for rowid in rowids {
            let expected = try XCTUnwrap(try lookup.place(rowid: rowid), "rowid \(rowid)")
            for (way, table) in [("one by one", oneByOne), ("scanned", scanned), ("switching", switching),
                                 ("prefetched", prefetched), ("prefetching, then scanned", prefetchingThenScanned)] {
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
            if expected.codes.iso3166_2 != nil { regionsWithISO += 1 }
        }
        XCTAssertEqual(Set(kinds.keys), Set([.continent, .country, .region, .city, .airport]), "every kind is checked")
        XCTAssertGreaterThan(regionsWithISO, 3_000, "regions' ISO codes are checked")
        for table in [oneByOne, scanned, switching, prefetched, prefetchingThenScanned] {
            for rowid in [0, -1, largest + 1] {
                XCTAssertNil(try table.place(rowid: rowid))
                XCTAssertFalse(try table.withName(rowid: rowid) { _, _, _ in XCTFail("rowid \(rowid) names nothing") })
            }
        }
    }
}
