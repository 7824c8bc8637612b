import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas
import WaymarkCalendar
import WaymarkSamples

/// `place_day`, the per-day summary place stories read, against the grouped read of every piece
/// of evidence it stands for: equal for every place after every kind of change.
final class PlaceDayTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("place-day-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func chain(_ city: String, _ region: String, _ country: String, airport: String? = nil) -> [PlaceSnapshot] {
        let eu = PlaceReference(id: PlaceID(kind: .continent, code: "EU"), name: "Europe")
        let c = PlaceReference(id: PlaceID(kind: .country, code: country), name: country)
        let r = PlaceReference(id: PlaceID(kind: .region, code: "\(country).\(region)"), name: region)
        let cityID = PlaceID(kind: .city, code: city)
        var chain = [
            PlaceSnapshot(id: cityID, name: city, label: city, continent: eu, country: c, region: r, gazetteer: "t"),
            PlaceSnapshot(id: r.id, name: region, label: region, continent: eu, country: c, gazetteer: "t"),
            PlaceSnapshot(id: c.id, name: country, label: country, continent: eu, gazetteer: "t"),
            PlaceSnapshot(id: eu.id, name: "Europe", label: "Europe", gazetteer: "t"),
        ]
        if let airport {
            chain.insert(PlaceSnapshot(id: PlaceID(kind: .airport, code: airport), name: airport, label: airport, continent: eu, country: c, region: r,
                                       city: PlaceReference(id: cityID, name: city), gazetteer: "t"), at: 0)
        }
        return chain
    }

    func assertSummaryMatchesEvidence(_ atlas: AtlasStore, _ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let places = try atlas.allSnapshots().map(\.id)
        XCTAssertFalse(places.isEmpty)
        for place in places {
            XCTAssertEqual(try atlas.placeEvidence(of: place), try atlas.placeEvidenceByScan(of: place), "\(step): \(place)", file: file, line: line)
        }
    }

    func testTheSummaryEqualsTheEvidenceAfterRecordsPhotosReimportsExclusionsRemovalsAndUnmarks() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        let chains = [chain("1", "A", "FR"), chain("2", "A", "FR", airport: "CDG"), chain("3", "B", "FR"), chain("4", "C", "IT")]
        var random = SeededGenerator(seed: 12)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func day() throws -> LocalDay { try LocalDay(String(format: "2019-%02d-%02d", 1 + Int(random.next() % 3), 1 + Int(random.next() % 4))) }
        var photos: [(id: Int, path: String)] = []
        for step in 0..<300 {
            let action = Int(random.next() % 8)
            let name: String
            switch action {
            case 0:
                name = "manual day"
                try atlas.mark(pick(chains), days: [try day()])
            case 1:
                name = "import day"
                try atlas.record(pick(chains), day: try day(), source: .import)
            case 2, 3:
                name = "new photo"
                let path = "/p/\(step).jpg"
                var record = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 1, status: "located")
                record.localDateTime = try LocalDateTime("2019-01-01T10:00:00")
                let id = try atlas.savePhoto(record)
                try atlas.replacePhotoEvidence(photo: id, chain: pick(chains), day: try day())
                photos.append((id, path))
            case 4:
                guard let photo = photos.randomElement(using: &random) else { continue }
                name = "photo re-imported elsewhere, or without a day"
                try atlas.replacePhotoEvidence(photo: photo.id, chain: pick(chains), day: random.next() % 4 == 0 ? nil : try day())
            case 5:
                guard let photo = photos.randomElement(using: &random) else { continue }
                name = "exclusion toggled"
                let excluded = random.next() % 2 == 0
                _ = try atlas.setExcluded(excluded, path: photo.path)
                _ = try atlas.setExcluded(excluded, path: photo.path)
            case 6:
                guard !photos.isEmpty, random.next() % 2 == 0 else { continue }
                let index = Int(random.next() % UInt64(photos.count))
                name = "photo removed"
                try atlas.removePhotos([photos.remove(at: index).id])
            default:
                name = "unmark"
                try atlas.unmark(pick(chains)[0].id)
            }
            try assertSummaryMatchesEvidence(atlas, "step \(step), \(name)")
        }
        XCTAssertFalse(try atlas.placeEvidence(of: PlaceID(kind: .country, code: "FR")).isEmpty, "the walk left evidence to compare")
    }

    func testUpgradingAnAtlasFillsTheSummaryFromItsEvidence() throws {
        let url = folder.appendingPathComponent("old.sqlite")
        let paris = chain("1", "A", "FR", airport: "CDG")
        do {
            let database = try Database(path: url.path, mode: .readWrite)
            try AtlasSchema.migrations[0].apply(to: database)
            try database.execute("PRAGMA user_version = 1")
            for place in paris {
                try database.execute("INSERT INTO place(id, kind, name, label, gazetteer) VALUES ('\(place.id)', '\(place.id.kind.idPrefix)', '\(place.name)', '\(place.label)', 't')")
            }
            try database.execute("""
                INSERT INTO photo(id, path, size, modified_ns, status, local_datetime, excluded) VALUES
                  (1, '/p/kept.jpg', 1, 1, 'located', '2019-05-01T10:00:00', 0), (2, '/p/hidden.jpg', 1, 1, 'located', '2019-05-01T11:00:00', 1);
                INSERT INTO evidence(id, source, local_date, place_id, photo_id) VALUES
                  (1, 'photo', '2019-05-01', 'airport:CDG', 1), (2, 'photo', '2019-05-01', 'airport:CDG', 2), (3, 'manual', '2018-01-02', 'city:1', NULL);
                INSERT INTO evidence_place(evidence_id, place_id) VALUES
                  (1, 'airport:CDG'), (1, 'city:1'), (1, 'region:FR.A'), (1, 'country:FR'), (1, 'continent:EU'),
                  (2, 'airport:CDG'), (2, 'city:1'), (2, 'region:FR.A'), (2, 'country:FR'), (2, 'continent:EU'),
                  (3, 'city:1'), (3, 'region:FR.A'), (3, 'country:FR'), (3, 'continent:EU');
                """)
        }
        let atlas = try AtlasStore(url: url)
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        XCTAssertEqual(try atlas.placeEvidence(of: PlaceID(kind: .country, code: "FR")), [
            PlaceEvidence(date: try LocalDay("2018-01-02"), source: "manual", place: PlaceID(kind: .city, code: "1"), photos: 0),
            PlaceEvidence(date: try LocalDay("2019-05-01"), source: "photo", place: PlaceID(kind: .airport, code: "CDG"), photos: 1),
        ], "the excluded photo counts nowhere")
        try assertSummaryMatchesEvidence(atlas, "after the upgrade")
    }
}
