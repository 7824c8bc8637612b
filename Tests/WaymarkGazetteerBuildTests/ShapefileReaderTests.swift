import Foundation
import XCTest
@testable import WaymarkGazetteerBuild
import WaymarkGeo

/// The shapefile reader is tested against byte buffers built here rather than binary fixtures, so
/// every corner case (holes, Null shapes, Z/M records, deleted rows, damage) is visible in the test
/// and nothing depends on downloaded data.
final class ShapefileReaderTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ShapefileReaderTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    // MARK: - Geometry

    func testSquareWithSquareHole() throws {
        let features = try read(
            shapes: [.polygon([square(0, 0, 10), square(4, 4, 2, clockwise: false)])],
            rows: [["Outer", "1"]])
        XCTAssertEqual(features.count, 1)
        let feature = try XCTUnwrap(features.first)
        XCTAssertEqual(feature.recordNumber, 1)
        XCTAssertEqual(feature.attributes, ["NAME": "Outer", "ID": "1"])
        XCTAssertEqual(feature.geometry.polygons.count, 1)
        let polygon = feature.geometry.polygons[0]
        XCTAssertEqual(polygon.holes.count, 1)
        // The closing vertex repeated in the file is dropped by Ring.
        XCTAssertEqual(polygon.outer.points.count, 4)
        XCTAssertEqual(polygon.holes[0].points.count, 4)
        XCTAssertTrue(feature.geometry.contains(Coordinate(latitude: 1, longitude: 1)))
        XCTAssertFalse(feature.geometry.contains(Coordinate(latitude: 5, longitude: 5)))
        XCTAssertFalse(feature.geometry.contains(Coordinate(latitude: 11, longitude: 5)))
    }

    func testCoordinatesMapXToLongitudeAndYToLatitude() throws {
        let features = try read(shapes: [.polygon([square(100, -30, 1)])], rows: [["A", "1"]])
        let box = try XCTUnwrap(features[0].geometry.boundingBox)
        XCTAssertEqual(box, BoundingBox(minLatitude: -30, minLongitude: 100, maxLatitude: -29, maxLongitude: 101))
    }

    func testTwoOutersKeepFileOrder() throws {
        let features = try read(
            shapes: [.polygon([square(20, 0, 1), square(0, 0, 5)])],
            rows: [["Two", "2"]])
        let polygons = features[0].geometry.polygons
        XCTAssertEqual(polygons.count, 2)
        XCTAssertEqual(polygons[0].boundingBox?.minLongitude, 20)
        XCTAssertEqual(polygons[1].boundingBox?.minLongitude, 0)
        XCTAssertTrue(polygons.allSatisfy { $0.holes.isEmpty })
    }

    func testHoleGoesToSmallestContainingOuter() throws {
        // A country with a lake, an island in the lake, and a pond on the island; the pond lies
        // inside both outers and must go to the island.
        let country = square(0, 0, 100)
        let lake = square(10, 10, 80, clockwise: false)
        let island = square(40, 40, 20)
        let pond = square(45, 45, 10, clockwise: false)
        for order in [[country, lake, island, pond], [pond, island, country, lake]] {
            let geometry = try read(shapes: [.polygon(order)], rows: [["X", "1"]])[0].geometry
            XCTAssertEqual(geometry.polygons.count, 2)
            let byMinX = Dictionary(uniqueKeysWithValues: geometry.polygons.map { ($0.boundingBox!.minLongitude, $0) })
            XCTAssertEqual(byMinX[0]?.holes.map { $0.boundingBox!.minLongitude }, [10])
            XCTAssertEqual(byMinX[40]?.holes.map { $0.boundingBox!.minLongitude }, [45])
            XCTAssertTrue(geometry.contains(Coordinate(latitude: 5, longitude: 5)))     // land
            XCTAssertFalse(geometry.contains(Coordinate(latitude: 20, longitude: 20)))  // lake
            XCTAssertTrue(geometry.contains(Coordinate(latitude: 42, longitude: 42)))   // island
            XCTAssertFalse(geometry.contains(Coordinate(latitude: 50, longitude: 50)))  // pond
        }
        // Outers come out in the order the file gives them.
        let reversed = try read(shapes: [.polygon([pond, island, country, lake])], rows: [["X", "1"]])[0].geometry
        XCTAssertEqual(reversed.polygons.map { $0.boundingBox!.minLongitude }, [40, 0])
    }

    func testHoleWithoutOuterBecomesOuter() throws {
        let features = try read(
            shapes: [.polygon([square(0, 0, 2), square(50, 50, 2, clockwise: false)])],
            rows: [["Orphan", "1"]])
        let polygons = features[0].geometry.polygons
        XCTAssertEqual(polygons.count, 2)
        XCTAssertTrue(polygons.allSatisfy { $0.holes.isEmpty })
        XCTAssertTrue(features[0].geometry.contains(Coordinate(latitude: 51, longitude: 51)))
    }

    func testNullShapeYieldsEmptyGeometry() throws {
        let features = try read(
            shapes: [.polygon([square(0, 0, 1)]), .null, .polygon([square(5, 5, 1)])],
            rows: [["A", "1"], ["B", "2"], ["C", "3"]])
        XCTAssertEqual(features.map(\.recordNumber), [1, 2, 3])
        XCTAssertEqual(features[1].attributes["NAME"], "B")
        XCTAssertTrue(features[1].geometry.polygons.isEmpty)
        XCTAssertEqual(features[2].geometry.polygons.count, 1)
    }

    func testPolygonZAndPolygonMIgnoreExtraArrays() throws {
        let features = try read(
            shapes: [.polygon([square(0, 0, 10), square(2, 2, 2, clockwise: false)], type: 15),
                     .polygon([square(30, 30, 3)], type: 25),
                     .polygon([square(60, 60, 1)])],
            rows: [["Z", "1"], ["M", "2"], ["Plain", "3"]])
        XCTAssertEqual(features.count, 3)
        XCTAssertEqual(features[0].geometry.polygons.first?.holes.count, 1)
        XCTAssertEqual(features[0].geometry.vertexCount, 8)
        XCTAssertEqual(features[1].geometry.boundingBox,
                       BoundingBox(minLatitude: 30, minLongitude: 30, maxLatitude: 33, maxLongitude: 33))
        // The record after the Z/M ones is still found, so their extra bytes were skipped correctly.
        XCTAssertEqual(features[2].geometry.boundingBox?.minLongitude, 60)
    }

    func testDeletedDBaseRecordDropsItsShape() throws {
        let features = try read(
            shapes: [.polygon([square(0, 0, 1)]), .polygon([square(10, 10, 1)]), .polygon([square(20, 20, 1)])],
            rows: [["A", "1"], ["B", "2"], ["C", "3"]],
            deleted: [1])
        XCTAssertEqual(features.map(\.recordNumber), [1, 3])
        XCTAssertEqual(features.map { $0.attributes["NAME"] }, ["A", "C"])
        XCTAssertEqual(features[1].geometry.boundingBox?.minLongitude, 20)
    }

    func testReadingIsDeterministic() throws {
        let shapes: [TestShape] = [.polygon([square(0, 0, 100), square(10, 10, 5, clockwise: false),
                                             square(50, 50, 5, clockwise: false), square(200, 0, 3)])]
        let first = try read(shapes: shapes, rows: [["A", "1"]])
        let second = try read(shapes: shapes, rows: [["A", "1"]])
        XCTAssertEqual(first.map(\.geometry), second.map(\.geometry))
        XCTAssertEqual(first[0].geometry.polygons[0].holes.map { $0.boundingBox!.minLongitude }, [10, 50])
    }

    // MARK: - Damage

    func testBadFileCodeThrows() throws {
        var shp = shpBytes([.polygon([square(0, 0, 1)])])
        shp[3] = 0x00
        let error = try readError(shp: shp, dbf: dbfBytes(rows: [["A", "1"]]))
        XCTAssertTrue(error.file.hasSuffix("test.shp"))
        XCTAssertNil(error.line)
        XCTAssertTrue(error.message.contains("file code"), error.message)
    }

    func testTruncatedFileThrows() throws {
        let shp = shpBytes([.polygon([square(0, 0, 1)]), .polygon([square(5, 5, 1)])])
        let dbf = dbfBytes(rows: [["A", "1"], ["B", "2"]])
        // Cut inside record 2: the error names it.
        let error = try readError(shp: Array(shp.dropLast(20)), dbf: dbf)
        XCTAssertTrue(error.file.hasSuffix("test.shp"))
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("truncated"), error.message)
        // Cut exactly between records: the header's length still gives it away.
        let betweenRecords = try readError(shp: Array(shp.prefix(100 + 8 + polygonContent([square(0, 0, 1)], type: 5).count)),
                                           dbf: dbf)
        XCTAssertEqual(betweenRecords.line, 2)
        XCTAssertTrue(betweenRecords.message.contains("truncated"), betweenRecords.message)
    }

    func testRecordLengthPastEndThrowsWithRecordNumber() throws {
        var shp = shpBytes([.polygon([square(0, 0, 1)]), .polygon([square(5, 5, 1)])])
        // Keep the header's file length honest, but make record 2 claim far more content.
        let secondRecord = 100 + 8 + polygonContent([square(0, 0, 1)], type: 5).count
        writeInt32BE(&shp, at: secondRecord + 4, 10_000)
        let error = try readError(shp: shp, dbf: dbfBytes(rows: [["A", "1"], ["B", "2"]]))
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("past end of file"), error.message)
        XCTAssertTrue(error.description.contains("test.shp:2:"), error.description)
    }

    func testPartIndexOutOfRangeThrows() throws {
        var shp = shpBytes([.polygon([square(0, 0, 1)]), .polygon([square(0, 0, 3), square(1, 1, 1, clockwise: false)])])
        // Second part index of record 2 points past its 10 points.
        let secondRecord = 100 + 8 + polygonContent([square(0, 0, 1)], type: 5).count
        writeInt32LE(&shp, at: secondRecord + 8 + 44 + 4, 99)
        let error = try readError(shp: shp, dbf: dbfBytes(rows: [["A", "1"], ["B", "2"]]))
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("part index out of range"), error.message)
    }

    func testPointCountBeyondRecordThrows() throws {
        var shp = shpBytes([.polygon([square(0, 0, 1)])])
        writeInt32LE(&shp, at: 100 + 8 + 40, 1_000_000)
        let error = try readError(shp: shp, dbf: dbfBytes(rows: [["A", "1"]]))
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.contains("truncated polygon"), error.message)
    }

    func testUnsupportedShapeTypeThrows() throws {
        var shp = shpBytes([.polygon([square(0, 0, 1)])])
        writeInt32LE(&shp, at: 100 + 8, 1)   // a Point record
        let error = try readError(shp: shp, dbf: dbfBytes(rows: [["A", "1"]]))
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.contains("shape type 1"), error.message)
    }

    func testRecordCountMismatchThrows() throws {
        let moreRows = try readError(shp: shpBytes([.polygon([square(0, 0, 1)])]),
                                     dbf: dbfBytes(rows: [["A", "1"], ["B", "2"]]))
        XCTAssertTrue(moreRows.file.hasSuffix("test.shp"))
        XCTAssertEqual(moreRows.line, 2)
        XCTAssertTrue(moreRows.message.contains("record count mismatch"), moreRows.message)

        let moreShapes = try readError(shp: shpBytes([.polygon([square(0, 0, 1)]), .null]),
                                       dbf: dbfBytes(rows: [["A", "1"]]))
        XCTAssertTrue(moreShapes.file.hasSuffix("test.dbf"))
        XCTAssertEqual(moreShapes.line, 2)
        XCTAssertTrue(moreShapes.message.contains("record count mismatch"), moreShapes.message)
    }

    func testEveryTruncationThrowsInsteadOfCrashing() throws {
        let shp = shpBytes([.polygon([square(0, 0, 10), square(4, 4, 2, clockwise: false)], type: 15), .null])
        let dbf = dbfBytes(rows: [["A", "1"], ["B", "2"]])
        for length in 0..<shp.count {
            var cut = Array(shp.prefix(length))
            if length >= 28 { writeInt32BE(&cut, at: 24, Int32(length / 2)) }   // header agrees with the cut
            XCTAssertThrowsError(try ShapefileReader.parseShapes(Data(cut), fileName: "cut.shp").validatedForTwoRecords(),
                                 "length \(length)")
        }
        for length in 0..<dbf.count - 1 {   // the last byte is the optional 0x1A end marker
            XCTAssertThrowsError(try DBaseTable.parse(Data(dbf.prefix(length)), fileName: "cut.dbf"), "length \(length)")
        }
    }

    // MARK: - dBase

    func testDBaseFieldsAndTrimming() throws {
        let table = try DBaseTable.parse(Data(dbfBytes(rows: [["  Spaced  ", "-99"]])), fileName: "t.dbf")
        XCTAssertEqual(table.fields, [DBaseField(name: "NAME", type: "C", length: 20, decimalCount: 0),
                                      DBaseField(name: "ID", type: "N", length: 6, decimalCount: 0)])
        XCTAssertEqual(table.records, [["NAME": "Spaced", "ID": "-99"]])
        XCTAssertEqual(table.recordNumbers, [1])
        XCTAssertEqual(table.totalRecordCount, 1)
    }

    func testDBaseDecodesUTF8AndFallsBackToLatin1() throws {
        let utf8 = Array("Köln".utf8)
        let latin1: [UInt8] = [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E]   // "München" in ISO 8859-1
        let dbf = dbfBytes(rawRows: [[utf8, Array("1".utf8)], [latin1, Array("2".utf8)]])
        let table = try DBaseTable.parse(Data(dbf), fileName: "t.dbf")
        XCTAssertEqual(table.records.map { $0["NAME"] }, ["Köln", "München"])
    }

    func testDBaseDeletedRecordsKeepNumbering() throws {
        let table = try DBaseTable.parse(Data(dbfBytes(rows: [["A", "1"], ["B", "2"], ["C", "3"]], deleted: [0])),
                                         fileName: "t.dbf")
        XCTAssertEqual(table.recordNumbers, [2, 3])
        XCTAssertEqual(table.records.map { $0["NAME"] }, ["B", "C"])
        XCTAssertEqual(table.totalRecordCount, 3)
    }

    func testDBaseTruncatedRecordsThrowWithRecordNumber() throws {
        let dbf = dbfBytes(rows: [["A", "1"], ["B", "2"], ["C", "3"]])
        do {
            _ = try DBaseTable.parse(Data(dbf.dropLast(10)), fileName: "t.dbf")
            XCTFail("expected an error")
        } catch let error as SourceError {
            XCTAssertEqual(error.file, "t.dbf")
            XCTAssertEqual(error.line, 3)
            XCTAssertTrue(error.message.contains("truncated"), error.message)
        }
    }

    // MARK: - Byte builders

    private enum TestShape {
        case null
        case polygon([[(Double, Double)]], type: Int32 = 5)
    }

    /// A closed square ring of (x, y) points; clockwise in x/y unless asked otherwise.
    private func square(_ x: Double, _ y: Double, _ size: Double, clockwise: Bool = true) -> [(Double, Double)] {
        let corners = [(x, y), (x, y + size), (x + size, y + size), (x + size, y)]
        let ordered = clockwise ? corners : Array(corners.reversed())
        return ordered + [ordered[0]]
    }

    private func writeInt32BE(_ bytes: inout [UInt8], at offset: Int, _ value: Int32) {
        withUnsafeBytes(of: value.bigEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    private func writeInt32LE(_ bytes: inout [UInt8], at offset: Int, _ value: Int32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    private func appendInt32BE(_ bytes: inout [UInt8], _ value: Int32) { withUnsafeBytes(of: value.bigEndian) { bytes += $0 } }
    private func appendInt32LE(_ bytes: inout [UInt8], _ value: Int32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    private func appendDouble(_ bytes: inout [UInt8], _ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
    }

    private func polygonContent(_ rings: [[(Double, Double)]], type: Int32) -> [UInt8] {
        let points = rings.flatMap { $0 }
        var bytes: [UInt8] = []
        appendInt32LE(&bytes, type)
        let xs = points.map(\.0), ys = points.map(\.1)
        for value in [xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0] { appendDouble(&bytes, value) }
        appendInt32LE(&bytes, Int32(rings.count))
        appendInt32LE(&bytes, Int32(points.count))
        var start = 0
        for ring in rings { appendInt32LE(&bytes, Int32(start)); start += ring.count }
        for (x, y) in points { appendDouble(&bytes, x); appendDouble(&bytes, y) }
        if type == 15 {   // Z range and values, then the optional M range and values
            appendDouble(&bytes, 0); appendDouble(&bytes, 9)
            for index in points.indices { appendDouble(&bytes, Double(index)) }
        }
        if type == 15 || type == 25 {
            appendDouble(&bytes, -1); appendDouble(&bytes, 1)
            for _ in points { appendDouble(&bytes, 0.5) }
        }
        return bytes
    }

    private func shpBytes(_ shapes: [TestShape]) -> [UInt8] {
        var records: [UInt8] = []
        var fileType: Int32 = 0
        for (index, shape) in shapes.enumerated() {
            let content: [UInt8]
            switch shape {
            case .null:
                content = [0, 0, 0, 0]
            case let .polygon(rings, type):
                content = polygonContent(rings, type: type)
                fileType = type
            }
            appendInt32BE(&records, Int32(index + 1))
            appendInt32BE(&records, Int32(content.count / 2))
            records += content
        }
        var header: [UInt8] = []
        appendInt32BE(&header, 9994)
        header += [UInt8](repeating: 0, count: 20)
        appendInt32BE(&header, Int32((100 + records.count) / 2))
        appendInt32LE(&header, 1000)
        appendInt32LE(&header, fileType)
        header += [UInt8](repeating: 0, count: 64)   // bounding box, Z and M ranges
        return header + records
    }

    /// A table with a 20-byte character NAME and a 6-byte numeric ID column.
    private func dbfBytes(rows: [[String]], deleted: Set<Int> = []) -> [UInt8] {
        dbfBytes(rawRows: rows.map { $0.map { Array($0.utf8) } }, deleted: deleted)
    }

    private func dbfBytes(rawRows: [[[UInt8]]], deleted: Set<Int> = []) -> [UInt8] {
        let fields: [(String, UInt8, Int)] = [("NAME", UInt8(ascii: "C"), 20), ("ID", UInt8(ascii: "N"), 6)]
        let recordLength = 1 + fields.reduce(0) { $0 + $1.2 }
        let headerLength = 32 + 32 * fields.count + 1
        var bytes: [UInt8] = [0x03, 124, 1, 1]
        withUnsafeBytes(of: UInt32(rawRows.count).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt16(headerLength).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt16(recordLength).littleEndian) { bytes += $0 }
        bytes += [UInt8](repeating: 0, count: 20)
        for (name, type, length) in fields {
            var descriptor = Array(name.utf8) + [UInt8](repeating: 0, count: 11 - name.utf8.count)
            descriptor.append(type)
            descriptor += [0, 0, 0, 0, UInt8(length), 0]
            descriptor += [UInt8](repeating: 0, count: 14)
            bytes += descriptor
        }
        bytes.append(0x0D)
        for (index, row) in rawRows.enumerated() {
            bytes.append(deleted.contains(index) ? UInt8(ascii: "*") : UInt8(ascii: " "))
            for (value, field) in zip(row, fields) {
                let padded = field.1 == UInt8(ascii: "N")
                    ? [UInt8](repeating: 0x20, count: field.2 - value.count) + value   // numbers are right-aligned
                    : value + [UInt8](repeating: 0x20, count: field.2 - value.count)
                bytes += padded
            }
        }
        bytes.append(0x1A)
        return bytes
    }

    // MARK: - Reading helpers

    private func read(shapes: [TestShape], rows: [[String]], deleted: Set<Int> = []) throws -> [ShapefileFeature] {
        try readFiles(shp: shpBytes(shapes), dbf: dbfBytes(rows: rows, deleted: deleted))
    }

    private func readFiles(shp: [UInt8], dbf: [UInt8]) throws -> [ShapefileFeature] {
        let shpURL = directory.appendingPathComponent("test.shp")
        let dbfURL = directory.appendingPathComponent("test.dbf")
        try Data(shp).write(to: shpURL)
        try Data(dbf).write(to: dbfURL)
        return try ShapefileReader.readPolygons(shp: shpURL, dbf: dbfURL)
    }

    private func readError(shp: [UInt8], dbf: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> SourceError {
        do {
            _ = try readFiles(shp: shp, dbf: dbf)
        } catch let error as SourceError {
            return error
        }
        XCTFail("expected a SourceError", file: file, line: line)
        throw SourceError(file: "", "no error thrown")
    }
}

private extension Array where Element == MultiPolygon {
    /// A cut file may still parse cleanly if the cut falls between records; the truncation test
    /// treats "fewer records than written" as the failure it is.
    func validatedForTwoRecords() throws {
        if count != 2 { throw SourceError(file: "cut.shp", "got \(count) records") }
    }
}
