@testable import WaymarkGazetteer
import XCTest

/// A block of place names reads back as written: codes that are numbers without leading zeros
/// are stored as numbers and come back as the same digits, every other code as its text; rowids
/// without a place stay empty; a region's ISO code, present or not, survives. Damaged blobs are
/// refused with an error, not read past their end.
final class PlaceNameBlockCodecTests: XCTestCase {
    let entries: [PlaceNameBlockCodec.Entry?] = [
        nil,
        .init(kind: .continent, code: "EU", name: "Europe"),
        .init(kind: .country, code: "DE", name: "Germany"),
        .init(kind: .region, code: "DE.16", name: "Berlin", iso3166_2: "DE-BE"),
        .init(kind: .region, code: "XX.01", name: "No ISO"),
        nil,
        .init(kind: .city, code: "2950159", name: "Berlin"),
        .init(kind: .city, code: "0123", name: "Leading zero"),
        .init(kind: .city, code: "0", name: "Zero"),
        .init(kind: .city, code: "999999999999999999", name: "Eighteen nines"),
        .init(kind: .city, code: "1234567890123456789", name: "Nineteen digits"),
        .init(kind: .city, code: "٣٤", name: "Arabic-Indic digits"),
        .init(kind: .city, code: "", name: ""),
        .init(kind: .airport, code: "LAX", name: "Los Angeles, \"LAX\"\n"),
        .init(kind: .city, code: "1", name: String(repeating: "Ünïcödé ", count: 40)),
    ]

    func testEntriesReadBackAsWritten() throws {
        let blob = PlaceNameBlockCodec.encode(entries)
        XCTAssertEqual(try PlaceNameBlockCodec.decode(blob), entries)
        let block = try PlaceNameBlockCodec.Block(blob)
        XCTAssertNil(try block.entry(at: entries.count), "past the last rowid")
        XCTAssertNil(try block.entry(at: -1))
        // The bytes handed out are the code's own digits.
        var code: [UInt8] = []
        XCTAssertNotNil(try block.withEntry(at: 6) { _, digits, _ in code = Array(digits) })
        XCTAssertEqual(code, Array("2950159".utf8))
    }

    func testNumericCodesAreThoseThatReadBackTheSame() {
        XCTAssertEqual(PlaceNameBlockCodec.numericValue("2950159"), 2_950_159)
        XCTAssertEqual(PlaceNameBlockCodec.numericValue("999999999999999999"), 999_999_999_999_999_999)
        for code in ["0123", "0", "", "1234567890123456789", "٣٤", "12a", "-5", "+5"] {
            XCTAssertNil(PlaceNameBlockCodec.numericValue(code), code)
        }
    }

    func testAnEmptyBlockAndAFullOne() throws {
        XCTAssertEqual(try PlaceNameBlockCodec.decode(PlaceNameBlockCodec.encode([])), [])
        let full = (0..<PlaceNameBlockCodec.rowidsPerBlock).map { PlaceNameBlockCodec.Entry(kind: .city, code: String($0 + 1), name: "City \($0)") }
        XCTAssertEqual(try PlaceNameBlockCodec.decode(PlaceNameBlockCodec.encode(full)), full)
    }

    func testDamagedBlobsAreRefused() throws {
        let blob = PlaceNameBlockCodec.encode(entries)
        XCTAssertThrowsError(try PlaceNameBlockCodec.decode([]))
        var otherVersion = blob
        otherVersion[0] = PlaceNameBlockCodec.version + 1
        XCTAssertThrowsError(try PlaceNameBlockCodec.decode(otherVersion))
        // Cut inside the offsets, and inside the last entry's name.
        XCTAssertThrowsError(try PlaceNameBlockCodec.decode(Array(blob.prefix(5))))
        XCTAssertThrowsError(try PlaceNameBlockCodec.decode(Array(blob.dropLast(3))))
        // An offset past the entries.
        var pastEnd = blob
        pastEnd[2 + 2 * 1] = 0xF0; pastEnd[2 + 2 * 1 + 1] = 0x7F
        XCTAssertThrowsError(try PlaceNameBlockCodec.Block(pastEnd).entry(at: 1))
    }
}
