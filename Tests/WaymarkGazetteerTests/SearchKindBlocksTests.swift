import Foundation
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer

/// Search looks for each kind of place in that kind's block of rowids; the blocks found by
/// probing their edges are the blocks that grouping every place by kind gives.
final class SearchKindBlocksTests: XCTestCase {
    /// Every place read: each kind's lowest and highest rowid.
    func grouped(_ database: Database) throws -> [PlaceKind: ClosedRange<Int>] {
        let statement = try database.prepare("SELECT kind, min(rowid), max(rowid) FROM place GROUP BY kind")
        var blocks: [PlaceKind: ClosedRange<Int>] = [:]
        while try statement.step() {
            if let kind = PlaceKind(rawValue: statement.int(0)) { blocks[kind] = statement.int(1)...statement.int(2) }
        }
        return blocks
    }

    func testBlocksWithGapsAndSinglePlacesAreFoundWhole() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kind-blocks-\(UUID().uuidString).sqlite")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        let database = try Database(path: url.path, mode: .readWrite)
        try database.execute("CREATE TABLE place(kind INTEGER NOT NULL)")
        XCTAssertEqual(try SearchIndex.kindBlocks(database), [:], "no places, no blocks")
        // A continent alone, countries with a gap in their rowids, one region, then many cities
        // with gaps, the last place an airport alone.
        var rows: [(Int, PlaceKind)] = [(1, .continent), (2, .country), (3, .country), (7, .country), (8, .region)]
        var rowid = 20
        for n in 0..<5_000 { rows.append((rowid, .city)); rowid += 1 + n % 3 }
        rows.append((rowid + 100, .airport))
        for (rowid, kind) in rows { try database.execute("INSERT INTO place(rowid, kind) VALUES (\(rowid), \(kind.rawValue))") }
        let blocks = try SearchIndex.kindBlocks(database)
        XCTAssertEqual(blocks, try grouped(database))
        XCTAssertEqual(blocks[.continent], 1...1)
        XCTAssertEqual(blocks[.country], 2...7)
        XCTAssertEqual(blocks[.airport], (rowid + 100)...(rowid + 100))
    }

    func testTheFixtureWorldsBlocksAreTheGroupedOnes() throws {
        let gazetteer = try FixtureWorld.open()
        XCTAssertEqual(try SearchIndex.kindBlocks(gazetteer.database), try grouped(gazetteer.database))
        XCTAssertFalse(try SearchIndex.kindBlocks(gazetteer.database).isEmpty)
    }

    func testTheInstalledGazetteersBlocksAreTheGroupedOnes() throws {
        try TestTier.requireFull("reads every place of the real gazetteer")
        let gazetteer = try InstalledGazetteer.open()
        XCTAssertEqual(try SearchIndex.kindBlocks(gazetteer.database), try grouped(gazetteer.database))
    }
}
