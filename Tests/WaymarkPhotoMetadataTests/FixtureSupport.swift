import Foundation
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

/// SHA-256 (FIPS 180-4), written here because Foundation on Linux has no digest API and the
/// package takes no dependencies.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    static func hex(_ data: Data) -> String {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var message = [UInt8](data)
        let bitLength = UInt64(message.count) * 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for i in 0 ..< 16 {
                w[i] = (0 ..< 4).reduce(0) { $0 << 8 | UInt32(message[chunk + 4 * i + $1]) }
            }
            for i in 16 ..< 64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            for i in 0 ..< 64 {
                let t1 = hh &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            for (i, v) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ v }
        }
        return h.map { String(format: "%08x", $0) }.joined()
    }
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
