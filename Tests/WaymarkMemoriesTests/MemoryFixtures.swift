import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import XCTest

/// A scratch atlas and hand-written place chains: every expected answer in these tests follows
/// from the evidence the test itself records.
class MemoryTestCase: XCTestCase {
    var folder: URL!
    var atlas: AtlasStore!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("memories-\(UUID().uuidString)")
        atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
    }

    override func tearDownWithError() throws {
        atlas = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// city → region → country → continent, as snapshots (most specific first).
    func city(_ name: String, _ code: String, region: String, country: (code: String, name: String), continent: String = "EU") -> [PlaceSnapshot] {
        let eu = PlaceReference(id: PlaceID(kind: .continent, code: continent), name: continent)
        let c = PlaceReference(id: PlaceID(kind: .country, code: country.code), name: country.name)
        let r = PlaceReference(id: PlaceID(kind: .region, code: country.code + "." + region), name: region)
        return [
            PlaceSnapshot(id: PlaceID(kind: .city, code: code), name: name, label: "\(name), \(region), \(country.name)",
                          continent: eu, country: c, region: r, gazetteer: "test"),
            PlaceSnapshot(id: r.id, name: region, label: "\(region), \(country.name)", continent: eu, country: c, gazetteer: "test"),
            PlaceSnapshot(id: c.id, name: country.name, label: country.name, continent: eu, gazetteer: "test"),
            PlaceSnapshot(id: eu.id, name: continent, label: continent, gazetteer: "test"),
        ]
    }

    var paris: [PlaceSnapshot] { city("Paris", "2988507", region: "Île-de-France", country: ("FR", "France")) }
    var rome: [PlaceSnapshot] { city("Rome", "3169070", region: "Lazio", country: ("IT", "Italy")) }
    var tokyo: [PlaceSnapshot] { city("Tokyo", "1850147", region: "Tokyo", country: ("JP", "Japan"), continent: "AS") }
    var redmond: [PlaceSnapshot] { city("Redmond", "5808079", region: "Washington", country: ("US", "United States"), continent: "NA") }
    var seattle: [PlaceSnapshot] { city("Seattle", "5809844", region: "Washington", country: ("US", "United States"), continent: "NA") }
    var newYork: [PlaceSnapshot] { city("New York", "5128581", region: "New York", country: ("US", "United States"), continent: "NA") }
    var oslo: [PlaceSnapshot] { city("Oslo", "3143244", region: "Oslo", country: ("NO", "Norway")) }

    /// Charles de Gaulle airport, inside Paris's chain.
    var cdg: [PlaceSnapshot] {
        let p = paris
        return [PlaceSnapshot(id: PlaceID(kind: .airport, code: "CDG"), name: "Paris Charles de Gaulle Airport", label: "CDG, France",
                              continent: p[0].continent, country: p[0].country, region: p[0].region,
                              city: PlaceReference(id: p[0].id, name: "Paris"), gazetteer: "test")] + p
    }

    /// A photo as the import records it: the index row and its day of presence. `localTime` nil is
    /// a photo without a trusted capture time, whose day came from the GPS clock (`gpsDay`).
    @discardableResult
    func photo(_ path: String, _ localTime: String?, offset: Int? = nil, at chain: [PlaceSnapshot],
               lat: Double = 48.8566, lon: Double = 2.3522, gpsDay: String? = nil) throws -> Int {
        try atlas.transaction {
            var record = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 1, status: "located")
            record.localDateTime = try localTime.map { try LocalDateTime($0) }
            record.utcOffsetMinutes = offset
            record.offsetSource = offset == nil ? nil : .tag
            record.latitude = lat; record.longitude = lon
            record.file(under: chain.map(\.id))
            let id = try atlas.savePhoto(record)
            let day = try (localTime.map { String($0.prefix(10)) } ?? gpsDay).map { try LocalDay($0) }
            try atlas.replacePhotoEvidence(photo: id, chain: chain, day: day, utcOffsetMinutes: offset)
            try atlas.bumpPhotoGeneration()
            return id
        }
    }

    /// A photo with a trusted capture time and no position, as the import records it: an index
    /// row, and no evidence (it shows no place).
    @discardableResult
    func unlocatedPhoto(_ path: String, _ localTime: String, offset: Int? = nil) throws -> Int {
        try atlas.transaction {
            var record = PhotoRecord(path: path, size: 1, modifiedNanoseconds: 1, status: "no_gps")
            record.localDateTime = try LocalDateTime(localTime)
            record.utcOffsetMinutes = offset
            let id = try atlas.savePhoto(record)
            try atlas.bumpPhotoGeneration()
            return id
        }
    }

    func record(_ chain: [PlaceSnapshot], _ date: String, _ source: EvidenceSource) throws {
        try atlas.record(chain, day: try LocalDay(date), source: source)
    }
}
