import Foundation
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkSamples

/// `waymark resolve --input`: rows out in input order, bad rows named by line and skipped.
final class ResolveBatchTests: XCTestCase {
    func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testBadRowsAreReportedByLineAndTheRestResolveInOrder() throws {
        _ = try InstalledGazetteer.open()
        let input = try write("lat,lon\n48.8566,2.3522\nnot,a number\n95,10\nNaN,3\n52.52,13.405\n0,200\n", "points.csv")
        let (status, out, err) = waymark(["resolve", "--input", input])
        XCTAssertEqual(status, .partialBatch)
        let rows = out.split(separator: "\n").dropFirst()
        XCTAssertEqual(rows.map { $0.split(separator: ",")[0] }, ["2", "6"])
        XCTAssertTrue(rows.first!.contains("country:FR"))
        XCTAssertTrue(rows.last!.contains("country:DE"))
        for line in [3, 4, 5, 7] { XCTAssertTrue(err.contains("points.csv:\(line): rejected"), "line \(line): \(err)") }
        XCTAssertTrue(err.contains("4 row(s) rejected"))
    }

    func testJSONLinesInAndGeoJSONOut() throws {
        _ = try InstalledGazetteer.open()
        let input = try write("{\"lat\": 35.6762, \"lon\": 139.6503}\n{\"latitude\": -33.8688, \"longitude\": 151.2093}\n", "points.jsonl")
        let (status, out, _) = waymark(["resolve", "--input", input, "--format", "geojson"])
        XCTAssertEqual(status, .success)
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        let features = try XCTUnwrap(object?["features"] as? [[String: Any]])
        XCTAssertEqual(features.count, 2)
        let countries = features.compactMap { (($0["properties"] as? [String: Any])?["resolution"] as? [String: Any])?["country"] as? [String: Any] }
        XCTAssertEqual(countries.compactMap { $0["id"] as? String }, ["country:JP", "country:AU"])
    }

    func testSingleResolutionAsJSONCarriesEveryLevel() throws {
        _ = try InstalledGazetteer.open()
        let (status, out, _) = waymark(["resolve", "33.9425", "-118.4081", "--json"])
        XCTAssertEqual(status, .success)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual((object["airport"] as? [String: Any])?["id"] as? String, "airport:LAX")
        XCTAssertEqual((object["region"] as? [String: Any])?["id"] as? String, "region:US.CA")
        XCTAssertEqual(object["offshore"] as? Bool, false)
    }

    func testSearchJSONHasTheDocumentedFields() throws {
        _ = try InstalledGazetteer.open()
        let (status, out, _) = waymark(["search", "zurich", "--limit", "2", "--json"])
        XCTAssertEqual(status, .success)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        for key in ["id", "kind", "name", "label", "country_code", "region_id", "lat", "lon"] {
            XCTAssertNotNil(array[0][key], key)
        }
        XCTAssertEqual(array[0]["country_code"] as? String, "CH")
    }

    func testAnExcelCSVWithCRLFBOMAndQuotedFieldsResolvesEveryRow() throws {
        _ = try InstalledGazetteer.open()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-excel.csv")
        try Data([0xEF, 0xBB, 0xBF] + Array("LAT,LON\r\n48.8584,2.2945\r\n\"35.68\",\"139.76\"\r\n\r\n52.52,13.405".utf8)).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        let (status, out, err) = waymark(["resolve", "--input", url.path])
        XCTAssertEqual(status, .success, err)
        let rows = out.split(separator: "\n").dropFirst()
        XCTAssertEqual(rows.map { String($0.split(separator: ",")[0]) }, ["2", "3", "5"])
        XCTAssertEqual(rows.map { String($0.split(separator: ",")[3]) }, ["country:FR", "country:JP", "country:DE"])
    }

    func testAQuotedFieldThatSwallowsThreeRowsCountsEveryRowLost() throws {
        _ = try InstalledGazetteer.open()
        // Line 3 opens a quote that closes at the end of line 6: lines 3 to 6 make one record,
        // which has no longitude, so four rows of the file are lost.
        let input = try write("lat,lon\n48.8566,2.3522\n\"52.52,13.405\n41.9,12.5\n40.4,-3.7\n35.6,139.7\"\n51.5,-0.12\n", "swallowed.csv")
        let (status, out, err) = waymark(["resolve", "--input", input])
        XCTAssertEqual(status, .partialBatch)
        XCTAssertEqual(out.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }, ["2", "7"])
        XCTAssertTrue(err.contains("swallowed.csv:3-6: rejected"), err)
        XCTAssertTrue(err.contains("4 row(s) rejected (in 1 record(s) whose quoted fields ran over line ends)"), err)
    }

    func testAJSONFileIsReadAsJSONNotAsCSV() throws {
        _ = try InstalledGazetteer.open()
        let input = try write("[{\"lat\": 35.6762, \"lon\": 139.6503}, {\"lat\": 95, \"lon\": 0}]", "points.json")
        let (status, out, err) = waymark(["resolve", "--input", input, "--format", "jsonl"])
        XCTAssertEqual(status, .partialBatch)
        XCTAssertTrue(out.contains("country:JP"), out)
        XCTAssertTrue(err.contains("points.json:1: rejected: latitude 95 is beyond ±90"), err)
        XCTAssertTrue(err.contains("1 row(s) rejected"), err)
    }

    func testUnreadableInputsFailWithTheirNameAndNothingIsPrinted() throws {
        let gazetteer = try FixtureWorld.url().path
        let folder = FileManager.default.temporaryDirectory.path
        let (status, _, err) = waymark(["resolve", "--input", folder, "--gazetteer", gazetteer])
        XCTAssertEqual(status, .failure)
        XCTAssertTrue(err.contains("\(folder) is a folder"), err)
        let utf16 = try write("", "wide.csv")
        try Data([0xFF, 0xFE, 0x31, 0]).write(to: URL(fileURLWithPath: utf16))
        let wide = waymark(["resolve", "--input", utf16, "--gazetteer", gazetteer])
        XCTAssertEqual(wide.0, .failure)
        XCTAssertTrue(wide.2.contains("is UTF-16 text; save it as UTF-8"), wide.2)
        XCTAssertEqual(waymark(["resolve", "--input", "/dev/null", "--gazetteer", gazetteer]).0, .success, "empty input is not an error")
    }

    func testASemicolonSeparatedFileWithDecimalCommasResolves() throws {
        _ = try InstalledGazetteer.open()
        // What a spreadsheet writes where the comma is the decimal mark.
        let input = try write("Lat;Lon\r\n52,52;13,405\r\n48.8584;2.2945\r\n", "punkte.csv")
        let (status, out, err) = waymark(["resolve", "--input", input])
        XCTAssertEqual(status, .success, err)
        let rows = out.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(rows.map { $0[0] }, ["2", "3"])
        XCTAssertEqual(rows.map { $0[1] }, ["52.52", "48.8584"])
        XCTAssertEqual(rows.map { $0[3] }, ["country:DE", "country:FR"])
    }
}

extension ResolveBatchTests {
    /// A batch row's coordinates are parsed from its bytes; every input gives what the text
    /// parser gives: the same number, or the same message.
    func testCoordinatesFromBytesAreThoseOfTheTextParser() throws {
        let cases = ["48.8584", " -33.8688 ", "+1", "-0", "1e1", "1E-2", "48.898532014069005", "90", "90.0000001", "-180.5", "1e-400", "1e400",
                     ".5", "5.", ".", "", " ", "-", "+-1", "1e", "1e+", "0x10", "inf", "nan", "1_0", "١٢", "\u{00A0}12\u{00A0}", "12\u{2003}",
                     "1.5.5", "00012.50", String(repeating: "1", count: 400),
                     // Runs of eight digits and more are read eight at a time: around that edge.
                     "12345678", "1234567.8", "12345678.9", "0.12345678", "0.123456789012345", "-63.05154244127367",
                     "0.0000000012345678", "1234567890123456789", "12345678901234567890", "48.89853201406900512",
                     "12345678x", "1234567/", "1234567:", "0.1234567e1", "00000000.00000000", "1e-00000001"]
        func outcome(_ parse: () throws -> Coordinate) -> String {
            do { let c = try parse(); return "\(c.latitude.bitPattern),\(c.longitude.bitPattern)" } catch { return "\(error)" }
        }
        for decimalComma in [false, true] {
            for lat in cases {
                for lon in ["2.35", lat] {
                    let comma = { (text: String) in decimalComma ? text.replacingOccurrences(of: ".", with: ",") : text }
                    let (latText, lonText) = (comma(lat), comma(lon))
                    let fromBytes = outcome {
                        try Array(latText.utf8).withUnsafeBufferPointer { latBytes in
                            try Array(lonText.utf8).withUnsafeBufferPointer { try CoordinateParser.parse(latBytes, $0, decimalComma: decimalComma) }
                        }
                    }
                    XCTAssertEqual(fromBytes, outcome { try CoordinateParser.parse(lat, lon) }, "\(latText) \(lonText), decimal comma: \(decimalComma)")
                }
            }
        }
    }
}

extension ResolveBatchTests {
    /// Eight (or fewer) ASCII digits read as one word give the number they spell, and any other
    /// byte at any place (the digits' neighbours '/' and ':' too) is noticed.
    func testEightDigitsAtOnceAreTheDigitsOneByOne() {
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        /// The parser's eight-at-once read: the value when all eight lead as digits, else nil.
        func eightDigits(_ word: UInt64) -> UInt64? {
            let littleEndian = UInt64(littleEndian: word)
            return CoordinateParser.leadingDigitCount(littleEndian) == 8 ? CoordinateParser.digitValue(littleEndian) : nil
        }
        XCTAssertEqual(eightDigits(word(Array("12345678".utf8))), 12_345_678)
        XCTAssertEqual(eightDigits(word(Array("00000009".utf8))), 9)
        XCTAssertEqual(eightDigits(word(Array("99999999".utf8))), 99_999_999)
        for position in 0..<8 {
            for byte in 0...255 {
                var bytes = Array("31415926".utf8)
                bytes[position] = UInt8(byte)
                let isDigit = (48...57).contains(byte)
                let expected: UInt64? = isDigit ? bytes.reduce(0) { $0 * 10 + UInt64($1 - 48) } : nil
                XCTAssertEqual(eightDigits(word(bytes)), expected, "byte \(byte) at \(position)")
            }
        }
        // Fewer than eight: how many digits lead, and what the first `count` spell, for every
        // length and every byte that may end the run.
        for count in 0..<8 {
            for byte in 0...255 where !(48...57).contains(byte) {
                var bytes = Array("27182818".utf8)
                bytes[count] = UInt8(byte)
                let loaded = word(bytes)
                XCTAssertEqual(CoordinateParser.leadingDigitCount(loaded), count, "byte \(byte) after \(count) digits")
                if count > 0 {
                    XCTAssertEqual(CoordinateParser.leadingDigits(loaded, count: count), UInt64(String(decoding: bytes[..<count], as: UTF8.self)), "\(count) digits")
                }
            }
        }
        XCTAssertEqual(CoordinateParser.leadingDigitCount(word(Array("27182818".utf8))), 8)
    }
}

extension ResolveBatchTests {
    /// Seeded random plain decimals of every shape the digit runs meet: runs of 0–24 digits on
    /// either side of the point (so every length around the eight-byte words, and more than the
    /// 19 digits the shortcut takes), leading zeros, signs, exponents, spaces around, and the
    /// field at the start or the end of a longer buffer. Each reads as `Double(String)` reads
    /// it; with one byte changed anywhere, the pair reads as the text parser reads it.
    func testRandomPlainDecimalsFromBytesAreThoseOfDoubleFromText() {
        var random = SeededGenerator(seed: 20_261_202)
        func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(UnicodeScalar(UInt8(48 + below(10)))) }) }
        func number() -> String {
            var text = ["", "-", "+"][below(3)] + String(repeating: "0", count: below(4) == 0 ? below(4) : 0) + digits(below(25))
            let fraction = below(25)
            if below(8) != 0 || text.last?.isNumber != true { text += "." + String(repeating: "0", count: below(4) == 0 ? below(12) : 0) + digits(fraction) }
            if below(10) == 0 { text += ["e", "E"][below(2)] + ["", "-", "+"][below(3)] + digits(1 + below(3)) }
            return String(repeating: " ", count: below(6) == 0 ? 1 : 0) + text + String(repeating: "\t", count: below(6) == 0 ? 1 : 0)
        }
        func outcome(_ parse: () throws -> Coordinate) -> String {
            do { let c = try parse(); return "\(c.latitude.bitPattern),\(c.longitude.bitPattern)" } catch { return "\(error)" }
        }
        var answered = 0
        let rounds = TestTier.sample(full: 300_000, fast: 30_000)
        for round in 0..<rounds {
            var text = number()
            guard text.contains(where: \.isNumber) else { continue }
            if round % 3 == 0 {
                // One byte changed to another ASCII character: what the text parser makes of it.
                var bytes = Array(text.utf8)
                bytes[below(bytes.count)] = UInt8(32 + below(95))
                text = String(decoding: bytes, as: UTF8.self)
                let fromBytes = outcome {
                    try Array(text.utf8).withUnsafeBufferPointer { lat in try Array("2.35".utf8).withUnsafeBufferPointer { try CoordinateParser.parse(lat, $0, decimalComma: false) } }
                }
                XCTAssertEqual(fromBytes, outcome { try CoordinateParser.parse(text, "2.35") }, text)
                continue
            }
            // The field alone, and at the end and the start of a longer line (other bytes around it).
            let field = Array(text.utf8)
            let line = Array("12345678,".utf8) + field + Array(",9".utf8)
            let reference = Double(text.trimmingCharacters(in: .whitespaces))
            for (bytes, offset) in [(field, 0), (line, 9)] {
                let value = bytes.withUnsafeBufferPointer { all in
                    CoordinateParser.plainNumber(UnsafeBufferPointer(rebasing: all[offset..<(offset + field.count)]), false)
                }
                if let reference, reference.isFinite {
                    XCTAssertEqual(value?.bitPattern, reference.bitPattern, "'\(text)'")
                    answered += 1
                } else {
                    XCTAssertNil(value, "'\(text)'")
                }
            }
        }
        XCTAssertGreaterThan(answered, rounds)
    }
}
