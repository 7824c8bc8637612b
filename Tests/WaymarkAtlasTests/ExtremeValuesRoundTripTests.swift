import Foundation
import WaymarkGazetteer
import XCTest
@testable import WaymarkAtlas
import WaymarkCalendar

/// What the atlas accepts, `export` writes and `import atlas` restores: an atlas holding the
/// extreme accepted value of every field comes back from its export identical.
final class ExtremeValuesRoundTripTests: XCTestCase {
    var folder: URL!
    /// 2026-06-01: the last accepted day is 2027-12-31.
    let now = Date(timeIntervalSince1970: 1_780_272_000)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("extremes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A string of exactly `bytes` UTF-8 bytes, with letters of one, two, three and four bytes.
    func longest(_ bytes: Int = AtlasExport.longestString) -> String {
        let unit = "aé€😀"   // 1 + 2 + 3 + 4 bytes
        var text = String(repeating: unit, count: bytes / 10)
        text += String(repeating: "a", count: bytes - text.utf8.count)
        XCTAssertEqual(text.utf8.count, bytes)
        return text
    }

    func testAnAtlasOfExtremeValuesRoundTripsThroughItsExport() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("source.sqlite"))
        let north = PlaceSnapshot(id: PlaceID(kind: .city, code: "1"), name: longest(), label: longest(), latitude: 90, longitude: 180, gazetteer: "g")
        let south = PlaceSnapshot(id: PlaceID(kind: .airport, code: "ZZZ"), name: "S", label: "S", latitude: -90, longitude: -180, gazetteer: "g")
        let first = try LocalDay("1900-01-01"), last = try LocalDay("2027-12-31")
        try atlas.mark([north], days: [first, last], at: Date(timeIntervalSince1970: 0))
        try atlas.mark([south], days: [first, last], at: now)

        var photo = PhotoRecord(path: "/" + longest(4095), size: Int.max, modifiedNanoseconds: Int.max, status: "located")
        photo.localDateTime = try LocalDateTime("2027-12-31T23:59:60"); photo.utcOffsetMinutes = -14 * 60; photo.offsetSource = .tag
        photo.utc = "2028-01-01T14:00:00Z"; photo.latitude = -90; photo.longitude = 180; photo.sha256 = String(repeating: "f", count: 64)
        var early = PhotoRecord(path: "/early.jpg", size: 0, modifiedNanoseconds: Int.min, status: "no_gps")
        early.localDateTime = try LocalDateTime("1900-01-01T00:00:00"); early.utcOffsetMinutes = 14 * 60
        let photoID = try atlas.savePhoto(photo)
        try atlas.savePhoto(early)
        try atlas.record([north], day: last, utcOffsetMinutes: -14 * 60, source: .photo, photo: photoID)

        guard case .run(let importID) = try atlas.beginImport(file: "/" + longest(4095), sha256: String(repeating: "0", count: 64), format: "openflights") else {
            return XCTFail("a new import")
        }
        let flight = FlightRecord(departureDate: first, arrivalDate: last, from: south.id, to: north.id,
                                  airline: longest(), flightNumber: longest(), distanceKilometers: 20_015.1)
        XCTAssertTrue(try atlas.saveFlight(flight, importID: importID, line: Int.max))
        _ = try atlas.recordImported([south.id], day: first, utcOffsetMinutes: 14 * 60, source: .flight, importID: importID)
        try atlas.finishImport(importID, pointsRead: Int.max, rejected: Int.max)

        try atlas.addBook(PassportBook(name: longest(), issuingState: "UTO", expiryDate: "2027-12-31", note: longest()))
        let stamp = StampRecord(place: north.id, date: first, book: longest(), direction: .departure, method: .rail,
                                page: Int.max, favourite: true, note: longest(),
                                image: .init(path: "/" + longest(4095), size: Int.max, modifiedNanoseconds: Int.min, sha256: String(repeating: "e", count: 64)),
                                imageRoot: "/")
        try atlas.addStamp(stamp, chain: [north])

        let export = try atlas.export()
        let data = try AtlasExport.encoder().encode(export)
        let read = try AtlasExport.read(data)
        XCTAssertEqual(read, export, "the JSON holds every value exactly")
        XCTAssertEqual(read.problems(now: now), [])
        let copy = try AtlasStore(url: folder.appendingPathComponent("copy.sqlite"))
        try copy.importExport(read, now: now)
        XCTAssertEqual(try copy.export(), export)
    }

    func testOneByteMoreThanTheLongestStringIsRefusedByPath() throws {
        let atlas = try AtlasStore(url: folder.appendingPathComponent("source.sqlite"))
        try atlas.mark([PlaceSnapshot(id: PlaceID(kind: .city, code: "1"), name: longest(AtlasExport.longestString + 1), label: "L", gazetteer: "g")], days: [])
        let url = folder.appendingPathComponent("export.json")
        try AtlasExport.encoder().encode(try atlas.export()).write(to: url)
        XCTAssertThrowsError(try AtlasExport.checkShape(ofFileAt: url)) { error in
            XCTAssertTrue("\(error)".contains("$.places[0]"), "\(error)")
            XCTAssertTrue("\(error)".contains("longest accepted"), "\(error)")
        }
    }
}
