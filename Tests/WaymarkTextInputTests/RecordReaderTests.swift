import Foundation
import XCTest
@testable import WaymarkTextInput

/// Records (CSV rows, JSON objects, GeoJSON features) from real-world files: every line is a
/// record, a blank, or a rejection naming it.
final class RecordReaderTests: XCTestCase {
    var corpus: InputCorpus!
    override func setUpWithError() throws { corpus = try InputCorpus() }
    override func tearDown() { corpus = nil }

    var columns = [RecordColumn("lat", aliases: ["latitude"]), RecordColumn("lon", aliases: ["lng", "longitude"])]

    /// "line:lat|lon" for each record, "REJECT line: reason" for each rejection.
    func read(_ path: String, format: RecordFormat? = nil) throws -> (format: RecordFormat, rows: [String]) {
        let reader = try RecordReader(path: path, format: format, columns: columns)
        var rows: [String] = []
        while true {
            do {
                guard let record = try reader.next() else { return (reader.format, rows) }
                rows.append("\(record.line):" + record.values.map { $0 ?? "nil" }.joined(separator: "|"))
            } catch let rejected as RejectedRecord {
                rows.append("REJECT \(rejected.line): \(rejected.reason)")
            }
        }
    }

    func testAnExcelCSVWithCRLFABOMAndQuotedFieldsReadsEveryRow() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"Latitude\",\"Longitude\"\r\n\"52.52\",\"13.405\"\r\n48.8584, 2.2945\r\n".utf8)
        let result = try read(corpus.file("excel.csv", bytes))
        XCTAssertEqual(result.format, .csv)
        XCTAssertEqual(result.rows, ["2:52.52|13.405", "3:48.8584|2.2945"])
    }

    func testTheHeaderMayBeInAnyLetterCaseAndPicksTheColumns() throws {
        let path = try corpus.file("named.csv", "Name,LON,LAT\n\"Paris, France\",2.35,48.85\n\"Say \"\"hi\"\"\",1,2\n")
        XCTAssertEqual(try read(path).rows, ["2:48.85|2.35", "3:2|1"])
        // The other columns stay at hand, by the header's names.
        let reader = try RecordReader(path: path, columns: columns)
        let first = try XCTUnwrap(try reader.next())
        XCTAssertEqual(reader.header, ["Name", "LON", "LAT"])
        XCTAssertEqual(first.fields, ["Paris, France", "2.35", "48.85"])
        XCTAssertEqual(try reader.next()?.fields.first, "Say \"hi\"")
    }

    func testWithoutAHeaderTheColumnsAreTakenInOrder() throws {
        XCTAssertEqual(try read(corpus.file("plain.csv", "1,2\n3,4")).rows, ["1:1|2", "2:3|4"])
    }

    func testAHeaderWithoutARequestedColumnIsRefusedAsAWhole() throws {
        let path = try corpus.file("nolon.csv", "lat,height\n1,2\n")
        XCTAssertThrowsError(try read(path)) {
            XCTAssertTrue($0 is InputFileError)
            XCTAssertEqual("\($0)", "\(path): the header row (line 1) has no lon column; name it lon or lng or longitude")
        }
    }

    func testBlankLinesAreSkippedButShortRowsAndStrayQuotesAreNot() throws {
        let rows = try read(corpus.file("messy.csv", "lat,lon\n\n  \n1,2\n5\n\"1\"x,2\n3,4\n")).rows
        XCTAssertEqual(rows[0], "4:1|2")
        XCTAssertEqual(rows[1], "5:5|nil", "a short row reaches the caller, which rejects it by line")
        XCTAssertTrue(rows[2].hasPrefix("REJECT 6: unexpected 'x' after a closing quote"), rows[2])
        XCTAssertEqual(rows[3], "7:3|4")
    }

    func testAQuotedFieldMaySpanLinesAndAnUnclosedOneIsRejectedNotSwallowed() throws {
        XCTAssertEqual(try read(corpus.file("multi.csv", "lat,lon,note\n1,2,\"two\r\nlines\"\n3,4,x\n")).rows, ["2:1|2", "4:3|4"])
        let rows = try read(corpus.file("open.csv", "lat,lon\n1,2,\"never closed\n3,4\n")).rows
        XCTAssertEqual(rows, ["REJECT 2: a quoted field opened here is not closed before the end of the input"])
    }

    func testJSONLinesWithCRLFAndANonObjectLine() throws {
        let result = try read(corpus.file("points.jsonl", "{\"lat\": 35.6, \"lon\": 139.7}\r\n\r\n[1,2]\r\n{\"Latitude\": \"-33.8\", \"lng\": 151.2}\r\n{\"lat\": true, \"lon\": 1}\r\n{broken\r\n"))
        XCTAssertEqual(result.format, .jsonLines)
        XCTAssertEqual(result.rows, ["1:35.6|139.7", "REJECT 3: not a JSON object", "4:-33.8|151.2", "5:nil|1", "REJECT 6: not valid JSON"])
    }

    func testAJSONArrayIsReadAsADocumentWhateverItsName() throws {
        let text = "[\n  {\"lat\": 1, \"lon\": 2},\n  {\"lat\": 3,\n   \"lon\": 4},\n  5\n]\n"
        for name in ["points.json", "points.txt", "points"] {
            let result = try read(corpus.file(name, text))
            XCTAssertEqual(result.format, .json, name)
            XCTAssertEqual(result.rows, ["2:1|2", "3:3|4", "REJECT 5: not a JSON object"], name)
        }
    }

    func testAGeoJSONFeatureCollectionGivesItsPointsAsLatAndLon() throws {
        let text = """
            {"type": "FeatureCollection", "name": "trip", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.405, 52.52]}, "properties": {"name": "Berlin"}},
              {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}, "properties": {}}
            ], "bbox": [0, 0, 1, 1]}
            """
        let result = try read(corpus.file("trip.geojson", text))
        XCTAssertEqual(result.format, .json)
        XCTAssertEqual(result.rows, ["2:52.52|13.405", "3:nil|nil"])
        // The same on one line, from standard-input-like sources with no name to go by.
        XCTAssertEqual(try read(corpus.fifo("trip-pipe", text.replacingOccurrences(of: "\n", with: " "))).rows, ["1:52.52|13.405", "1:nil|nil"])
    }

    func testATruncatedJSONDocumentIsReportedNotIgnored() throws {
        let rows = try read(corpus.file("cut.json", "[{\"lat\": 1, \"lon\": 2}, {\"lat\": 3")).rows
        XCTAssertEqual(rows, ["1:1|2", "REJECT 1: the JSON ends inside a value (is the file cut short?)"])
    }

    func testTheFormatCanBeForcedAndTheCSVExtensionWins() throws {
        XCTAssertEqual(try read(corpus.file("odd.csv", "{\"lat\":1,\"lon\":2}\n")).rows.first?.hasPrefix("REJECT 1"), true)
        XCTAssertEqual(try read(corpus.file("odd.txt", "{\"lat\":1,\"lon\":2}\n"), format: .jsonLines).rows, ["1:1|2"])
        XCTAssertEqual(RecordFormat(word: "GeoJSON"), .json)
        XCTAssertEqual(RecordFormat(word: "ndjson"), .jsonLines)
        XCTAssertNil(RecordFormat(word: "xml"))
    }
}

extension RecordReaderTests {
    func testSemicolonAndTabSeparatedFilesAreRecognisedFromTheFirstRow() throws {
        XCTAssertEqual(try read(corpus.file("european.csv", "Latitude;Longitude\r\n\"52.52\";13.405\r\n")).rows, ["2:52.52|13.405"])
        XCTAssertEqual(try read(corpus.file("tabs.txt", "lat\tlon\n1\t2\n")).rows, ["2:1|2"])
        XCTAssertEqual(try read(corpus.file("note.csv", "lat,lon,\"note; more\"\n1,2,\"a; b\"\n")).rows, ["2:1|2"], "a ; inside quotes is text")
    }
}

/// The byte-level reading: what `nextValues` hands over equals what `next()` makes, and fields
/// split on bytes split the same text as on characters, whatever characters surround them.
extension RecordReaderTests {
    /// "line:lat|lon" per record through `nextValues`, "REJECT line: reason" per rejection.
    func readValues(_ path: String, format: RecordFormat? = nil) throws -> [String] {
        let reader = try RecordReader(path: path, format: format, columns: columns)
        var rows: [String] = []
        while true {
            do {
                var row = ""
                guard try reader.nextValues({ line, values in
                    row = "\(line):" + (0..<2).map { values[$0].map { String(decoding: $0, as: UTF8.self) } ?? "nil" }.joined(separator: "|")
                }) else { return rows }
                rows.append(row)
            } catch let rejected as RejectedRecord {
                rows.append("REJECT \(rejected.line): \(rejected.reason)")
            }
        }
    }

    func testValuesAsBytesAreExactlyTheRecordsValues() throws {
        let csv: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Ort;Breite;Länge\r\n\"Zürich, CH\";47,37 ; 8,54\r\n\u{00A0}\u{2003}\r\n\"東京\";\"35,68\";139,76\r\n".utf8)
            + Array("\"Saint-Étienne\n(nord)\";45,44;4,39\r\n\"x\"é;1;2\r\nlone;\u{00A0}1,5\u{00A0};2\rshort\n".utf8) + [0xC3, 0x28, 10] + Array("end;1;2".utf8)
        let csvColumns = [RecordColumn("lat", aliases: ["breite"]), RecordColumn("lon", aliases: ["länge"])]
        let jsonLines = "{\"lat\": 1.5, \"lon\": \"2\"}\n\n{\"lat\": \"東京\"}\n[1]\n"
        let geojson = "{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[13.4,52.5]}}]}"
        for (path, format, columns) in [(try corpus.file("mixed.csv", csv), RecordFormat?.none, csvColumns),
                                        (try corpus.file("mixed.jsonl", jsonLines), nil, columns),
                                        (try corpus.file("mixed.geojson", geojson), nil, columns)] {
            self.columns = columns
            XCTAssertEqual(try readValues(path, format: format), try read(path, format: format).rows, path)
        }
        self.columns = csvColumns
        XCTAssertEqual(try read(corpus.file("mixed2.csv", csv)).rows, [
            "2:47,37|8,54", "4:35,68|139,76", "5:45,44|4,39",
            "REJECT 7: unexpected 'é' after a closing quote (write a quote inside a quoted field as \"\")",
            "8:\u{00A0}1,5\u{00A0}|2", "9:nil|nil", "REJECT 10: the line is not valid UTF-8; save the file as UTF-8", "11:1|2",
        ], "a line of no-break spaces is blank; a field keeps spaces other than ASCII ones")
    }

    func testFieldsSplitOnBytesKeepMultiByteCharactersWhole() throws {
        XCTAssertEqual(try CSVFields.parse("日本, \"a,\"\"b\"\" \" ,Ωmega\t,\"\",é\"x"),
                       .complete(["日本", "a,\"b\" ", "Ωmega", "", "é\"x"]))
        XCTAssertEqual(try CSVFields.parse("\"open,多", separator: ","), .openQuote)
        XCTAssertEqual(try CSVFields.parse("1\t\"2\t3\"", separator: "\t"), .complete(["1", "2\t3"]))
    }
}

/// After the first record, plain rows are split where they lie in the input buffer; any other
/// row is read the general way. Both must hand over what `next()` gives.
extension RecordReaderTests {
    func testPlainRowsInPlaceAndOtherRowsGiveTheSameValues() throws {
        let text = "name,lon,lat\na,2.35,48.85\n b , 13.4 ,\t52.5\t\n\nc,1\nd,\"3\",4\ne,5,6,extra,\n\"f\nmore\",7,8\n   \t \ng,,\r\ni,1\"2,3\nh,9,10"
        let path = try corpus.file("plain.csv", text)
        let expected = ["2:48.85|2.35", "3:52.5|13.4", "5:nil|1", "6:4|3", "7:6|5", "8:8|7", "11:|", "12:3|1\"2", "13:10|9"]
        XCTAssertEqual(try read(path).rows, expected)
        XCTAssertEqual(try readValues(path), expected)
        // Semicolons and tabs, the separators chosen from the first row, split plain rows too.
        let semicolons = try corpus.file("plain-semicolons.csv", "lat;lon\n52,52;13,405\n 1 ; 2 ;x\n3\n")
        XCTAssertEqual(try readValues(semicolons), ["2:52,52|13,405", "3:1|2", "4:3|nil"])
        let tabs = try corpus.file("plain-tabs.csv", "lat\tlon\n1\t2\n 3 \t4\t\n")
        XCTAssertEqual(try readValues(tabs), ["2:1|2", "3:3|4"])
    }
}
