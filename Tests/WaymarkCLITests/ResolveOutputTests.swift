import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkJSON
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkBatch
@testable import WaymarkCLI
@testable import WaymarkCommandKit
import WaymarkSamples

/// The bytes `waymark resolve --input` writes: each format carries exactly the chain that
/// `ResolvedChain` describes, and the label is built from the answer's own fields.
final class ResolveOutputTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func input(_ points: [Coordinate]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-points.csv")
        try Data(points.map { "\($0.latitude),\($0.longitude)\n" }.joined().utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Named border places, open sea, and a few thousand random points.
    func samplePoints() -> [Coordinate] {
        [Coordinate(latitude: 8.9824, longitude: -79.5199), Coordinate(latitude: 16, longitude: 2),
         Coordinate(latitude: 78.2232, longitude: 15.6267), Coordinate(latitude: 41.9033, longitude: 12.4530),
         Coordinate(latitude: 43.65, longitude: 7.265), Coordinate(latitude: 0, longitude: -30)]
            + SampleCoordinates.uniform(count: 1_500, seed: 4)
    }

    /// What the one JSON encoder makes of the chain `waymark resolve --json` prints, as a JSON value.
    func expectedChains(_ points: [Coordinate]) throws -> [NSDictionary] {
        let gazetteer = try InstalledGazetteer.open()
        let resolver = try FastResolver(gazetteer: gazetteer)
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let encoder = WaymarkJSON.encoder(pretty: false)
        return try points.map { p in
            let data = try encoder.encode(try ResolvedChain(try resolver.resolve(p), namer: namer))
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        }
    }

    func testJSONLinesCarryExactlyTheEncodedChainOfEveryRow() throws {
        let points = samplePoints()
        let (status, out, _) = waymark(["resolve", "--input", try input(points), "--format", "jsonl"])
        XCTAssertEqual(status, .success)
        let rows = out.split(separator: "\n")
        XCTAssertEqual(rows.count, points.count)
        let expected = try expectedChains(points)
        for (i, row) in rows.enumerated() {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any], String(row))
            XCTAssertEqual(object["line"] as? Int, i + 1)
            XCTAssertEqual(object["result"] as? NSDictionary, expected[i], String(row))
        }
    }

    /// GeoJSON is written feature by feature as rows are resolved (many output chunks here), and
    /// is still one valid feature collection in input order.
    func testGeoJSONIsOneValidCollectionWrittenAsItGoes() throws {
        let points = samplePoints()
        var chunks = 0, text = ""
        let console = Console(out: { text += $0 + "\n" }, err: { _ in }, outBytes: { bytes in
            chunks += 1
            XCTAssertEqual(bytes.last, UInt8(ascii: "\n"), "every piece ends a line")
            text += String(decoding: bytes, as: UTF8.self)
        })
        XCTAssertEqual(WaymarkCommandLine.tool.run(["resolve", "--input", try input(points), "--format", "geojson"], console: console), .success)
        XCTAssertGreaterThan(chunks, 3)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let features = try XCTUnwrap(object["features"] as? [[String: Any]])
        XCTAssertEqual(features.count, points.count)
        let expected = try expectedChains(points)
        for (i, feature) in features.enumerated() {
            let properties = try XCTUnwrap(feature["properties"] as? [String: Any])
            XCTAssertEqual(properties["line"] as? Int, i + 1)
            XCTAssertEqual(properties["resolution"] as? NSDictionary, expected[i])
            let coordinates = try XCTUnwrap((feature["geometry"] as? [String: Any])?["coordinates"] as? [Double])
            // Foundation's JSON parser may miss the last bit of a 17-digit double.
            XCTAssertEqual(coordinates[0], points[i].longitude, accuracy: 1e-12)
            XCTAssertEqual(coordinates[1], points[i].latitude, accuracy: 1e-12)
        }
    }

    func testCSVRowsCarryTheChainsIDsNamesOffshoreFlagAndLocality() throws {
        let points = samplePoints()
        let (status, out, _) = waymark(["resolve", "--input", try input(points)])
        XCTAssertEqual(status, .success)
        let rows = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first, ResolutionRowWriter.csvHeader)
        XCTAssertEqual(rows.count, points.count + 1)
        let expected = try expectedChains(points)
        for (i, row) in rows.dropFirst().enumerated() {
            let fields = Self.csvFields(row)
            XCTAssertEqual(fields.count, 14, row)
            XCTAssertEqual(fields[0], String(i + 1))
            // Swift's own rendering (`description`, the shortest digits that read back), byte for byte.
            XCTAssertEqual(fields[1], "\(points[i].latitude)")
            XCTAssertEqual(fields[2], "\(points[i].longitude)")
            for (k, level) in ["country", "region", "city", "airport"].enumerated() {
                let entry = expected[i][level] as? [String: Any]
                XCTAssertEqual(fields[3 + 2 * k], entry?["id"] as? String ?? "", row)
                XCTAssertEqual(fields[4 + 2 * k], entry?["name"] as? String ?? "", row)
            }
            XCTAssertEqual(fields[11], (expected[i]["offshore"] as? Bool) == true ? "1" : "0")
            let locality = expected[i]["locality"] as? [String: Any]
            XCTAssertEqual(fields[12], locality?["id"] as? String ?? "", row)
            XCTAssertEqual(fields[13], locality?["name"] as? String ?? "", row)
        }
    }

    /// RFC 4180 fields, for checking what the writer quoted.
    static func csvFields(_ row: String) -> [String] {
        var fields: [String] = [], current = "", quoted = false, chars = Array(row), k = 0
        while k < chars.count {
            let c = chars[k]
            if quoted {
                if c == "\"" { if k + 1 < chars.count, chars[k + 1] == "\"" { current.append("\""); k += 1 } else { quoted = false } } else { current.append(c) }
            } else if c == "\"" { quoted = true } else if c == "," { fields.append(current); current = "" } else { current.append(c) }
            k += 1
        }
        fields.append(current)
        return fields
    }

    func testTextWithCommasQuotesAndControlCharactersIsEscaped() throws {
        func encoded(_ text: String, _ append: (UnsafeBufferPointer<UInt8>, inout OutputBytes) -> Void) -> [UInt8] {
            var text = text, out = OutputBytes()
            text.withUTF8 { append($0, &out) }
            return Array(out.bytes)
        }
        let csv = encoded("Washington, \"D.C.\"", ResolutionRowWriter.appendCSV)
        XCTAssertEqual(String(decoding: csv, as: UTF8.self), "\"Washington, \"\"D.C.\"\"\"")
        XCTAssertEqual(Self.csvFields(String(decoding: csv, as: UTF8.self)), ["Washington, \"D.C.\""])
        let json = encoded("a\"b\\c\nd\u{1}é/", ResolutionRowWriter.appendJSONString)
        let decoded = try JSONSerialization.jsonObject(with: Data(json), options: .fragmentsAllowed) as? String
        XCTAssertEqual(decoded, "a\"b\\c\nd\u{1}é/")
    }

    /// The label names the answer's own city, region and country (issue 10's cases: the label
    /// used to follow the city's GeoNames codes and disagree with the region field). The label
    /// rule may leave out a region that repeats the city or the country ("Ménaka, Mali"), but
    /// every part it shows is one of the answer's fields, the most precise first (a section of a
    /// city, then its city) and the country last (St Peter's Square: "Vatican").
    func testTheLabelIsBuiltFromTheAnswersOwnFields() throws {
        for (lat, lon) in [(8.9824, -79.5199), (16.0, 2.0), (47.5999, 7.5915), (32.5149, -117.0382), (41.9033, 12.4530)] {
            let (status, out, _) = waymark(["resolve", String(lat), String(lon), "--json"])
            XCTAssertEqual(status, .success)
            let chain = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            func name(_ level: String) -> String? { (chain[level] as? [String: Any])?["name"] as? String }
            let parts = try XCTUnwrap(chain["label"] as? String).components(separatedBy: ", ")
            let subject = try XCTUnwrap(name("locality") ?? name("city") ?? name("region") ?? name("country")), country = try XCTUnwrap(name("country"))
            XCTAssertEqual(parts.first, subject, "\(lat),\(lon)")
            XCTAssertTrue(parts.count == 1 || parts.last == country, "\(lat),\(lon): \(parts)")
            // Between them, a section's city, then the region.
            let middle = [name("locality") == nil ? nil : name("city"), name("region")].compactMap { $0 }
            for part in parts.dropFirst().dropLast() { XCTAssertTrue(middle.contains(part), "\(lat),\(lon): \(parts)") }
        }
    }
}
