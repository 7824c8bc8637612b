import Foundation
import WaymarkAtlas
import WaymarkSQLite
import WaymarkTestSupport
import XCTest
@testable import WaymarkTravelImport

/// A real SIGKILL in the middle of a real `waymark import` child process, then a rerun: what was
/// committed stays, the rerun completes the import, and the atlas ends exactly as if the file had
/// been imported once without interruption.
final class InterruptedImportTests: ImportTestCase {
    /// 300,000 points over 20,000 days in five cities: thousands of place-days, many batches.
    func writeRecords() throws -> URL {
        let cities = [(48.8566, 2.3522), (35.6895, 139.6917), (-33.8688, 151.2093), (40.7128, -74.0060), (-1.2864, 36.8172)]
        let url = folder.appendingPathComponent("Records.json")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        var text = "{\"locations\": [\n"
        let start: Int64 = 1_000_000_000_000   // 2001-09-09, in milliseconds
        for i in 0..<300_000 {
            let (lat, lon) = cities[i % cities.count]
            let ms = start + Int64(i / 15) * 86_400_000 + Int64(i % 15) * 60_000
            text += "{\"latitudeE7\": \(Int(lat * 1e7) + i % 97), \"longitudeE7\": \(Int(lon * 1e7)), \"accuracy\": 10, \"timestampMs\": \"\(ms)\"}"
            text += i == 299_999 ? "\n]}\n" : ",\n"
            if text.utf8.count > 1 << 20 { handle.write(Data(text.utf8)); text = "" }
        }
        handle.write(Data(text.utf8))
        try handle.close()
        return url
    }

    func evidence(_ url: URL) throws -> [String] {
        let s = try Database(path: url.path, mode: .readOnly).prepare("""
            SELECT e.source || ' ' || e.local_date || ' ' || e.place_id || ' ' || group_concat(ep.place_id, ',')
            FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id GROUP BY e.id ORDER BY 1
            """)
        var rows: [String] = []
        while try s.step() { rows.append(s.text(0) ?? "") }
        return rows
    }

    func testKillingAnImportLosesNothingCommittedAndARerunAddsOnlyWhatIsMissing() throws {
        try TestTier.requireFull("kills an import of 300,000 records, then imports them twice")
        let records = try writeRecords()
        let committed = try KilledChild.run(["import", "google", records.path, "--atlas", atlasURL.path, "--gazetteer", try FixtureWorld.url().path]) {
            (try? Database(path: atlasURL.path, mode: .readOnly)).flatMap { try? $0.scalarInt("SELECT count(*) FROM evidence") } ?? 0
        }
        XCTAssertGreaterThan(committed, 0, "a batch was committed before the kill")
        let db = try database()
        XCTAssertEqual(try db.scalarText("PRAGMA integrity_check"), "ok")
        let afterKill = try evidence(atlasURL)
        XCTAssertGreaterThanOrEqual(afterKill.count, committed, "nothing committed was lost")
        XCTAssertEqual(try atlas().imports().first?.finishedAt, nil, "the import is marked unfinished")

        let rerun = try importer().importFile(records)
        XCTAssertFalse(rerun.alreadyImported)
        XCTAssertTrue(rerun.resumed)
        let final = try evidence(atlasURL)
        XCTAssertEqual(rerun.evidenceAdded, final.count - afterKill.count, "the rerun added only what was missing")
        XCTAssertTrue(Set(afterKill).isSubset(of: Set(final)))

        // The same file imported once, uninterrupted, into a fresh atlas.
        let clean = folder.appendingPathComponent("clean.sqlite")
        let once = try TravelImporter(atlas: try AtlasStore(url: clean), gazetteer: try gazetteer(), gazetteerIdentity: "test-gazetteer",
                                      now: ReaderTests.now).importFile(records)
        XCTAssertEqual(final, try evidence(clean))
        XCTAssertEqual(final.count, once.evidenceAdded)
        XCTAssertEqual(Set(final).count, final.count, "no duplicates")
        XCTAssertEqual(try atlas().imports().count, 1)
        XCTAssertNotNil(try atlas().imports().first?.finishedAt)
        XCTAssertEqual(try atlas().imports().first?.pointsRead, 300_000)
        XCTAssertTrue(try importer().importFile(records).alreadyImported)
    }
}
