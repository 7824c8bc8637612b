import Foundation
import WaymarkTestSupport
import XCTest
@testable import WaymarkPhotoMetadata

/// Runs exiftool as an independent oracle over the real fixtures and over synthetic files from
/// the test builders (which also proves the builders write files another parser accepts).
///
/// Without exiftool these tests skip, naming the package; in the full tier and under CI they fail.
final class ExiftoolOracleTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.exiftool) }

    /// exiftool's -n -j output for the four tags, keyed by file name.
    func exiftool(_ files: [URL], file: StaticString = #filePath, line: UInt = #line) throws -> [String: [String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["exiftool", "-n", "-j", "-GPSLatitude", "-GPSLongitude", "-DateTimeOriginal", "-OffsetTimeOriginal"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "exiftool output is not a JSON array")
        var result: [String: [String: Any]] = [:]
        for object in array {
            if let source = object["SourceFile"] as? String { result[URL(fileURLWithPath: source).lastPathComponent] = object }
        }
        XCTAssertEqual(result.count, files.count, "exiftool answered for \(result.count) of \(files.count) files", file: file, line: line)
        return result
    }

    /// Compares our reading of each file with exiftool's, tag by tag, and returns the tags
    /// exiftool reported a value for ("file tag"), so a caller can check the comparison was not
    /// vacuous: that the oracle saw the values the files are known to hold.
    /// - Parameter mayBeUnreadable: files exiftool is known not to parse; compared only if it
    ///   reports any of the tags (exiftool 12.57 cannot extract Exif stored in 'idat').
    func compare(_ files: [URL], mayBeUnreadable: Set<String> = []) throws -> Set<String> {
        let oracle = try exiftool(files)
        var reported = Set<String>()
        for url in files {
            let name = url.lastPathComponent
            let ours = try PhotoMetadataReader.read(url: url)
            let theirs = try XCTUnwrap(oracle[name], name)
            if mayBeUnreadable.contains(name), theirs.keys.allSatisfy({ $0 == "SourceFile" }) {
                XCTAssertNotNil(ours.latitude, "\(name): we must read what exiftool cannot")
                continue
            }
            for (key, value) in [("GPSLatitude", ours.latitude), ("GPSLongitude", ours.longitude)] {
                if let expected = theirs[key] as? Double {
                    reported.insert("\(name) \(key)")
                    XCTAssertEqual(try XCTUnwrap(value, "\(name) \(key): exiftool has \(expected)"), expected, accuracy: 1e-6, "\(name) \(key)")
                } else {
                    XCTAssertNil(value, "\(name) \(key): exiftool has none")
                }
            }
            let expectedDate = theirs["DateTimeOriginal"].map { "\($0)" }
            let ourDate = ours.dateTimeOriginal.map { d -> String in
                var copy = d
                copy.subsecond = nil
                return copy.description
            }
            XCTAssertEqual(ourDate, expectedDate, "\(name) DateTimeOriginal")
            let expectedOffset = (theirs["OffsetTimeOriginal"] as? String).flatMap(ExifText.offset)
            XCTAssertEqual(ours.offsetTimeOriginal, expectedOffset, "\(name) OffsetTimeOriginal")
            if expectedDate != nil { reported.insert("\(name) DateTimeOriginal") }
            if expectedOffset != nil { reported.insert("\(name) OffsetTimeOriginal") }
        }
        return reported
    }

    func testRealFixturesAgreeWithExiftool() throws {
        let files = try Fixtures.photoNames.map { try Fixtures.url($0) }
        // What the fixtures hold, from EXPECTED.tsv (written from the cameras' own metadata).
        var held = Set<String>()
        for row in try ExpectedRow.load() {
            if case .value = row.latitude { held.insert("\(row.file) GPSLatitude") }
            if case .value = row.longitude { held.insert("\(row.file) GPSLongitude") }
            if row.dateTimeOriginal != nil { held.insert("\(row.file) DateTimeOriginal") }
            if row.offsetSeconds != nil { held.insert("\(row.file) OffsetTimeOriginal") }
        }
        // exif_gps.jpg is marked "(invalid)": it holds a GPSLatitude of 4294967295° (which both
        // readers report, and validation later refuses) and no GPSLongitude (EXPECTED.tsv notes).
        held.insert("exif_gps.jpg GPSLatitude")
        XCTAssertEqual(try compare(files), held, "exiftool saw exactly the values the fixtures hold")
    }

    func testSyntheticFilesAgreeWithExiftool() throws {
        let camera = { (be: Bool) in
            TIFFBuilder.camera(bigEndian: be, latitude: -33.856784, longitude: 151.215297, dateTime: "2024:12:31 23:59:58",
                               subsec: "5", offset: "+11:00", gpsDate: "2024:12:31", gpsTime: [(12, 1), (59, 1), (30, 1)]).build()
        }
        let west = TIFFBuilder.camera(bigEndian: false, latitude: 40.689247, longitude: -74.044502, dateTime: "2023:07:04 21:30:00",
                                      offset: "-04:00").build()
        var files: [URL] = []
        files.append(try temporaryFile("be.tif", camera(true)))
        files.append(try temporaryFile("le.tif", camera(false)))
        files.append(try temporaryFile("xmp-first.jpg", JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0(), JPEGBuilder.xmpAPP1(), JPEGBuilder.exifAPP1(west)])))
        files.append(try temporaryFile("no-exif.jpg", JPEGBuilder.jpeg([JPEGBuilder.jfifAPP0()])))
        var options = HEIFBuilder.Options()
        options.ilocVersion = 1
        options.method = 1
        files.append(try temporaryFile("idat.heic", HEIFBuilder.heif(tiff: camera(true), options)))
        options.method = 0
        options.metaAfterMdat = true
        options.extentCount = 3
        options.baseOffsetSize = 4
        options.ilocVersion = 2
        options.infeVersion = 3
        files.append(try temporaryFile("extents.heic", HEIFBuilder.heif(tiff: west, options)))
        // The builders wrote all four tags into every file but no-exif.jpg; exiftool cannot read
        // idat.heic's Exif, which we check on our own above.
        var written = Set<String>()
        for name in ["be.tif", "le.tif", "xmp-first.jpg", "extents.heic"] {
            for tag in ["GPSLatitude", "GPSLongitude", "DateTimeOriginal", "OffsetTimeOriginal"] { written.insert("\(name) \(tag)") }
        }
        let reported = try compare(files, mayBeUnreadable: ["idat.heic"])
        XCTAssertEqual(reported.subtracting(["idat.heic GPSLatitude", "idat.heic GPSLongitude", "idat.heic DateTimeOriginal", "idat.heic OffsetTimeOriginal"]),
                       written, "exiftool saw every value the builders wrote")
    }
}
