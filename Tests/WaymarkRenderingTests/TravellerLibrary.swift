import Foundation
@testable import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkTravelImport
import WaymarkPassport
import WaymarkPhotoImport
import WaymarkRendering
import WaymarkResolver
import WaymarkTestSupport
import XCTest

/// A traveller's library made the way a user makes one, on the real gazetteer: the repository's
/// real photo fixtures imported by `PhotoImporter`, its GPX tracks, location history and flight
/// logs imported by `TravelImporter`, and a synthetic life around them — a home in Vienna with
/// many days each year from 2012, trips to ten cities on five continents (Singapore and
/// Reykjavík among them), photos at the same spots years apart (landscape and portrait), photos
/// without a position on the report's day, a 29 February, and passport stamps with and without
/// scans. Every date is fixed, so every picture made from it is the same each run.
final class TravellerLibrary {
    let folder: URL
    let atlasURL: URL
    let gazetteer: Gazetteer
    /// The report's day: a common-year 28 February, which also shows 29 February's memories.
    static let reportDate = (year: 2026, month: 2, day: 28)
    static let now = Date(timeIntervalSince1970: 1_772_000_000)   // 2026-02-25

    static let home = "city:2761369"   // Vienna
    /// (place, first year, last year, month-day) of the trips; each has photos at one spot in
    /// its first and last year.
    static let trips: [(place: String, lat: Double, lon: Double, first: Int, last: Int, day: String, portrait: Bool)] = [
        ("city:2988507", 48.8606, 2.3376, 2013, 2024, "05-12", false),     // Paris, the Louvre
        ("city:1850147", 35.6586, 139.7454, 2015, 2025, "04-03", true),    // Tokyo Tower
        ("city:5128581", 40.7484, -73.9857, 2014, 2023, "09-21", false),   // New York
        ("city:1880252", 1.2834, 103.8607, 2016, 2024, "02-29", false),    // Singapore, Marina Bay
        ("city:3413829", 64.1417, -21.9266, 2017, 2025, "07-14", true),    // Reykjavík, Hallgrímskirkja
        ("city:3369157", -33.9249, 18.4241, 2018, 2023, "12-02", false),   // Cape Town
        ("city:3435910", -34.6037, -58.3816, 2019, 2025, "11-08", false),  // Buenos Aires
        ("city:2147714", -33.8568, 151.2153, 2012, 2022, "02-28", false),  // Sydney Opera House
        ("city:1857910", 35.0116, 135.7681, 2015, 2024, "10-30", true),    // Kyoto
        ("city:5879400", 61.2181, -149.9003, 2016, 2019, "06-21", false),  // Anchorage
    ]

    init() throws {
        gazetteer = try InstalledGazetteer.open()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("traveller-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        atlasURL = folder.appendingPathComponent("atlas.sqlite")
        let atlas = try AtlasStore(url: atlasURL)
        try importFixtures(atlas)
        try addLife(atlas)
        try addStamps(atlas)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func pictures() throws -> AtlasPictures { try AtlasPictures(atlas: try AtlasStore(url: atlasURL), gazetteer: gazetteer) }

    static var testsFolder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent() }

    /// The repository's real photos and travel-history files, imported as a user would.
    func importFixtures(_ atlas: AtlasStore) throws {
        let photos = Self.testsFolder.appendingPathComponent("WaymarkPhotoMetadataTests/Fixtures/photos")
        let library = folder.appendingPathComponent("photos/fixtures")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted()
        where [".jpg", ".jpeg", ".heic"].contains(where: { name.lowercased().hasSuffix($0) }) {
            try FileManager.default.copyItem(at: photos.appendingPathComponent(name), to: library.appendingPathComponent(name))
        }
        _ = try PhotoImporter(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), namer: try PlaceNamer(gazetteer: gazetteer),
                              gazetteerIdentity: gazetteer.identity).importFolder(library)
        let imports = Self.testsFolder.appendingPathComponent("WaymarkTravelImportTests/Fixtures")
        let importer = TravelImporter(atlas: atlas, gazetteer: gazetteer, gazetteerIdentity: gazetteer.identity, now: Self.now)
        for name in ["Mojstrovka.gpx", "around-visnjan-with-car.gpx", "location-history.json", "openflights.csv", "flighty.csv"] {
            _ = try importer.importFile(imports.appendingPathComponent(name))
        }
    }

    func chain(_ id: String) throws -> [PlaceSnapshot] {
        let namer = try PlaceNamer(gazetteer: gazetteer)
        return try XCTUnwrap(try namer.chain(for: try XCTUnwrap(PlaceID(id))), id).map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }
    }

    /// A real JPEG: a diagonal blend of two colours with a darker band, so thumbnails are
    /// pictures rather than flat tiles, portrait or landscape.
    static func photoFile(_ url: URL, seed: Int, portrait: Bool) throws {
        let (width, height) = portrait ? (360, 480) : (640, 427)
        let hue = Double(seed % 12) / 12
        func channel(_ phase: Double, _ t: Double) -> UInt8 { UInt8(max(0, min(255, 128 + 110 * cos(2 * .pi * (hue + phase) + t * 2)))) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(x + y) / Double(width + height)
                let band = abs(Double(y) / Double(height) - 0.62) < 0.08 ? 0.55 : 1.0
                let i = (y * width + x) * 3
                rgb[i] = UInt8(Double(channel(0, t)) * band); rgb[i + 1] = UInt8(Double(channel(0.33, t)) * band); rgb[i + 2] = UInt8(Double(channel(0.66, t)) * band)
            }
        }
        try EmbeddedImage.encodeJPEG(rgb: rgb, width: width, height: height).write(to: url)
    }

    private var photoCount = 0

    /// A photo as the import records it: index row (filed under its chain), evidence on its day.
    func photo(_ atlas: AtlasStore, at chain: [PlaceSnapshot]?, lat: Double? = nil, lon: Double? = nil, time: String, portrait: Bool = false) throws {
        photoCount += 1
        let url = folder.appendingPathComponent("photos/life/IMG_\(1000 + photoCount).jpg")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.photoFile(url, seed: photoCount, portrait: portrait)
        var record = PhotoRecord(path: url.path, size: (try Data(contentsOf: url)).count, modifiedNanoseconds: photoCount, status: chain == nil ? "no_gps" : "located")
        record.localDateTime = try LocalDateTime(time)
        record.utcOffsetMinutes = 60
        record.offsetSource = .tag
        record.latitude = lat; record.longitude = lon
        if let chain { record.file(under: chain.map(\.id)) }
        let id = try atlas.savePhoto(record)
        if let chain { try atlas.replacePhotoEvidence(photo: id, chain: chain, day: try LocalDay(String(time.prefix(10))), utcOffsetMinutes: 60) }
    }

    func addLife(_ atlas: AtlasStore) throws {
        let vienna = try chain(Self.home)
        try atlas.transaction {
            // Home: the first days of every month from 2012, and spots photographed each year.
            for year in 2012...2025 {
                for month in 1...12 { try atlas.record(vienna, day: try LocalDay(String(format: "%04d-%02d-01", year, month)), source: .manual) }
            }
            for (index, spot) in [(48.2085, 16.3721), (48.1860, 16.3128), (48.2167, 16.3958), (48.1986, 16.3695)].enumerated() {
                for year in [2012 + index, 2025 - index] {
                    try photo(atlas, at: vienna, lat: spot.0, lon: spot.1, time: String(format: "%04d-%02d-%02dT10:%02d:00", year, 3 + index, 8 + index, index), portrait: index == 2)
                }
            }
            for trip in Self.trips {
                let place = try chain(trip.place)
                for year in [trip.first, trip.last] {
                    // 29 February only in leap years: the Singapore trips were in 2016 and 2024.
                    try atlas.record(place, day: try LocalDay("\(year)-\(trip.day)"), source: .manual)
                    try photo(atlas, at: place, lat: trip.lat, lon: trip.lon, time: "\(year)-\(trip.day)T11:15:00", portrait: trip.portrait)
                    try photo(atlas, at: place, lat: trip.lat + 0.003, lon: trip.lon + 0.003, time: "\(year)-\(trip.day)T16:40:00", portrait: !trip.portrait)
                }
            }
            // The report's day in earlier years: photos without a position, on a day with other
            // evidence (Sydney, 2022) and on a day with none (2019).
            try photo(atlas, at: nil, time: "2022-02-28T20:05:00")
            try photo(atlas, at: nil, time: "2019-02-28T09:30:00", portrait: true)
            try photo(atlas, at: nil, time: "2019-02-28T13:10:00")
            try atlas.bumpPhotoGeneration()
        }
    }

    func addStamps(_ atlas: AtlasStore) throws {
        let stamps: [(place: String, date: String, direction: StampRecord.Direction, scan: (Int, Int)?)] = [
            ("airport:HND", "2015-04-02", .arrival, (900, 700)), ("airport:HND", "2015-04-09", .departure, (700, 900)),
            ("city:1850147", "2025-04-02", .arrival, (800, 800)), ("city:1857910", "2024-10-29", .arrival, nil),
            ("airport:JFK", "2014-09-20", .arrival, (1000, 640)), ("airport:SIN", "2016-02-28", .arrival, nil),
            ("airport:SIN", "2024-03-02", .departure, (640, 640)), ("airport:KEF", "2017-07-13", .arrival, (720, 960)),
        ]
        for (index, s) in stamps.enumerated() {
            let place = try chain(s.place)
            var record = StampRecord(place: place[0].id, date: try LocalDay(s.date), direction: s.direction)
            try XCTUnwrap(StampChain(place)).apply(to: &record)
            if let scan = s.scan {
                let url = folder.appendingPathComponent("stamps/scan-\(index).jpg")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.photoFile(url, seed: 40 + index, portrait: scan.1 > scan.0)
                record.image = try StampImageReader.reference(url.path)
            }
            _ = try atlas.addStamp(record, chain: place)
        }
    }
}
