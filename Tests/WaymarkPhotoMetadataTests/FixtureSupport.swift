import Foundation
import WaymarkGazetteer
import XCTest
@testable import WaymarkPhotoMetadata

/// The photo fixtures copied into this test bundle.
enum Fixtures {
    static func photosDirectory() throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil), "Fixtures folder missing from the test bundle")
            .appendingPathComponent("photos")
    }

    static func url(_ name: String) throws -> URL {
        try photosDirectory().appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// Every image fixture, in a stable order.
    static let photoNames = ["aux_YCbCr.heic", "empty_gps_ifd.jpg", "empty_icc.heic", "exif_gps.jpg",
                             "ifd_tag_type.tiff", "pug.heic", "ultrahdr.jpg", "xiaomi.heic"]
}

/// One photo row of EXPECTED.tsv (what exiftool reads from the fixture).
struct ExpectedRow {
    enum Coordinate: Equatable { case absent, invalid, value(Double) }
    let file: String
    let latitude: Coordinate
    let longitude: Coordinate
    /// "YYYY:MM:DD HH:MM:SS" or nil for "-".
    let dateTimeOriginal: String?
    /// Seconds east of UTC, nil for "-" / "(absent)".
    let offsetSeconds: Int?
    /// The GPS UTC column: a valid instant, nil for "-", or `.invalid` text (e.g. "1999:99:99 ...").
    let gpsStamp: String?

    static func load() throws -> [ExpectedRow] {
        let text = try String(contentsOf: Fixtures.url("EXPECTED.tsv"), encoding: .utf8)
        var rows: [ExpectedRow] = []
        for line in text.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 7, !columns[0].hasPrefix("gpx/") else { continue }
            func coordinate(_ s: String) throws -> Coordinate {
                if s == "-" { return .absent }
                if s == "(invalid)" { return .invalid }
                return .value(try XCTUnwrap(Double(s), "bad number \(s) in EXPECTED.tsv"))
            }
            let offsetText = columns[5]
            var offset: Int?
            if offsetText.hasPrefix("+") || offsetText.hasPrefix("-"), offsetText.count == 6 {
                let parts = offsetText.dropFirst().split(separator: ":").compactMap { Int($0) }
                let magnitude = parts[0] * 3600 + parts[1] * 60
                offset = offsetText.hasPrefix("-") ? -magnitude : magnitude
            }
            rows.append(ExpectedRow(file: columns[0], latitude: try coordinate(columns[2]), longitude: try coordinate(columns[3]),
                                    dateTimeOriginal: columns[4] == "-" ? nil : columns[4], offsetSeconds: offset,
                                    gpsStamp: columns[6] == "-" ? nil : columns[6]))
        }
        return rows
    }
}

/// "YYYY:MM:DD HH:MM:SS[Z]" as a UTC instant, built with Foundation's calendar so the test
/// does not share date arithmetic with the code under test. Nil for impossible values.
func utcDate(_ text: String) -> Date? {
    let digits = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard digits.count == 6 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: digits[0], month: digits[1], day: digits[2],
                                    hour: digits[3], minute: digits[4], second: digits[5])
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
}


/// Records which absolute byte ranges a parse reads, so the fuzzer can aim its mutations at the
/// bytes that actually steer the parser instead of at megabytes of compressed pixels.
final class RecordingSource: ByteSource {
    let base: DataSource
    private(set) var ranges: [Range<Int>] = []
    init(_ data: Data) { base = DataSource(data) }
    var count: Int { base.count }
    func bytes(at offset: Int, length: Int) throws -> Data {
        if length > 0, offset >= 0, offset < count { ranges.append(offset ..< min(count, offset + length)) }
        return try base.bytes(at: offset, length: length)
    }
}

extension XCTestCase {
    /// Writes bytes to a fresh temporary file with the given name, removed after the test.
    func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("WaymarkPhotoMetadataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    func assertThrowsPhotoError(_ expected: PhotoMetadataError? = nil, _ body: () throws -> PhotoMetadata,
                                file: StaticString = #filePath, line: UInt = #line) {
        do {
            let result = try body()
            XCTFail("expected an error, got \(result)", file: file, line: line)
        } catch let error as PhotoMetadataError {
            if let expected {
                switch (expected, error) {
                case (.truncated, .truncated), (.malformed, .malformed), (.unsupported, .unsupported), (.io, .io): break
                default: XCTAssertEqual(error, expected, file: file, line: line)
                }
            }
        } catch {
            XCTFail("expected PhotoMetadataError, got \(error)", file: file, line: line)
        }
    }
}
