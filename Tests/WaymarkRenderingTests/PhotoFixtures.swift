import Foundation
@testable import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkPassport
import WaymarkRendering
import XCTest
@testable import WaymarkMemories

/// Real JPEG files written by the tests: flat colours whose place on a rendering says whether
/// the photo came out upright.
enum TestPhotos {
    static let red = RGBColor(0xd02020), blue = RGBColor(0x2040d0), green = RGBColor(0x20a040), yellow = RGBColor(0xe0c020)

    /// A photo stored `width` × `height`, its top half `top` and bottom half `bottom`, with an
    /// EXIF orientation tag when given (6: the camera was turned clockwise, so the stored top row
    /// is the scene's right side; 8: its left side).
    @discardableResult
    static func write(_ url: URL, width: Int = 300, height: Int = 200, top: RGBColor, bottom: RGBColor, orientation: UInt16? = nil) throws -> URL {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let c = y < height / 2 ? top : bottom
            for x in 0..<width { let i = (y * width + x) * 3; rgb[i] = c.red; rgb[i + 1] = c.green; rgb[i + 2] = c.blue }
        }
        var jpeg = try EmbeddedImage.encodeJPEG(rgb: rgb, width: width, height: height)
        if let orientation { jpeg = EmbeddedImage.withOrientation(jpeg, orientation) }
        try jpeg.write(to: url)
        return url
    }

    static func photo(_ id: Int, _ url: URL, _ localTime: LocalDateTime) -> LocatedPhoto {
        LocatedPhoto(id: id, path: url.path, localTime: localTime, lat: 41.8902, lon: 12.4922)
    }

    /// A pair at the Colosseum, 2011 and 2023, named Rome, Italy (unless `city` says otherwise).
    static func pair(then: URL, now: URL, city: String = "Rome") -> ThenAndNowPair {
        ThenAndNowPair(then: photo(1, then, LocalDateTime(year: 2011, month: 5, day: 14, hour: 9, minute: 30, second: 0)),
                       now: photo(2, now, LocalDateTime(year: 2023, month: 8, day: 3, hour: 17, minute: 5, second: 0)), years: 12, days: 4464,
                       distanceMeters: 14.2, city: MemoryPlace(id: PlaceID(kind: .city, code: "3169070"), name: city, label: city),
                       country: MemoryPlace(id: PlaceID(kind: .country, code: "IT"), name: "Italy", label: "Italy"))
    }
}

extension PictureFixture {
    /// Stamps saved in the fixture's atlas, each with a flat-coloured image (nil: no image), on
    /// the chain of a gazetteer place.
    @discardableResult
    func addStamps(_ stamps: [(place: String, date: String, direction: StampRecord.Direction?, color: RGBColor?)]) throws -> [Int] {
        let atlas = try AtlasStore(url: atlasURL)
        let namer = try PlaceNamer(gazetteer: gazetteer)
        var ids: [Int] = []
        for (index, s) in stamps.enumerated() {
            let chain = try XCTUnwrap(try namer.chain(for: try XCTUnwrap(PlaceID(s.place))), s.place).map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }
            var record = StampRecord(place: chain[0].id, date: try LocalDay(s.date), direction: s.direction)
            try XCTUnwrap(StampChain(chain)).apply(to: &record)
            if let color = s.color {
                let url = try TestPhotos.write(file("stamp-\(index).jpg"), width: 400, height: 300, top: color, bottom: color)
                record.image = try StampImageReader.reference(url.path)
            }
            ids.append(try atlas.addStamp(record, chain: chain).id)
        }
        return ids
    }
}
