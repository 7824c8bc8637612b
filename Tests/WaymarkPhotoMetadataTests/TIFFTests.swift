import Foundation
import WaymarkCalendar
import XCTest
@testable import WaymarkPhotoMetadata

/// Synthetic TIFF structures: byte orders, hemispheres, and hostile directory layouts.
final class TIFFTests: XCTestCase {
    func read(_ bytes: [UInt8]) throws -> PhotoMetadata {
        try PhotoMetadataReader.read(data: Data(bytes))
    }

    func testBigAndLittleEndianGiveTheSameResult() throws {
        var results: [PhotoMetadata] = []
        for bigEndian in [true, false] {
            let tiff = TIFFBuilder.camera(bigEndian: bigEndian, latitude: -33.856784, longitude: 151.215297,
                                          dateTime: "2024:12:31 23:59:58", subsec: "07", offset: "+11:00",
                                          gpsDate: "2024:12:31", gpsTime: [(12, 1), (59, 1), (3050, 100)], gpsStatus: "A").build()
            XCTAssertEqual(Array(tiff.prefix(4)), bigEndian ? [0x4D, 0x4D, 0, 42] : [0x49, 0x49, 42, 0])
            let m = try read(tiff)
            XCTAssertEqual(m.format, .tiff)
            XCTAssertEqual(m.latitude ?? 0, -33.856784, accuracy: 1e-6)
            XCTAssertEqual(m.longitude ?? 0, 151.215297, accuracy: 1e-6)
            XCTAssertEqual(m.dateTimeOriginal, LocalDateTime(year: 2024, month: 12, day: 31, hour: 23, minute: 59, second: 58, subsecond: "07"))
            XCTAssertEqual(m.offsetTimeOriginal, 11 * 3600)
            XCTAssertEqual(m.gpsStatusVoid, false)
            XCTAssertEqual(m.gpsTimestampUTC, utcDate("2024:12:31 12:59:30")!.addingTimeInterval(0.5))
            results.append(m)
        }
        XCTAssertEqual(results[0], results[1])
    }

    func testWesternAndSouthernHemispheresAreNegative() throws {
        let m = try read(TIFFBuilder.camera(bigEndian: false, latitude: -0.5, longitude: -179.25).build())
        XCTAssertEqual(m.latitude ?? 0, -0.5, accuracy: 1e-9)
        XCTAssertEqual(m.longitude ?? 0, -179.25, accuracy: 1e-9)
    }

    func testNegativeOffsetAndVoidStatus() throws {
        let m = try read(TIFFBuilder.camera(bigEndian: true, latitude: 1, longitude: 2, dateTime: "2001:02:03 04:05:06",
                                            offset: "-09:30", gpsStatus: "V").build())
        XCTAssertEqual(m.offsetTimeOriginal, -(9 * 3600 + 1800))
        XCTAssertEqual(m.gpsStatusVoid, true)
    }

    func testSignedRationalsAndMissingRefs() throws {
        let gps: [(tag: UInt16, value: TIFFBuilder.Value)] = [
            (0x0002, .srationals([(-12, 1), (30, 1), (0, 1)])), // no LatitudeRef: the sign stands
            (0x0003, .ascii("E")),
            (0x0004, .srationals([(-45, 1), (0, 1), (0, 1)])), // ref E wins over the sign
        ]
        let tiff = TIFFBuilder(bigEndian: true, directories: [
            .init(entries: [(0x8825, .pointer(1))]), .init(entries: gps),
        ]).build()
        let m = try read(tiff)
        XCTAssertEqual(m.latitude ?? 0, -11.5, accuracy: 1e-9)
        XCTAssertEqual(m.longitude ?? 0, 45, accuracy: 1e-9)
    }

    func testZeroDenominatorIsNonFiniteAndRejected() throws {
        let gps: [(tag: UInt16, value: TIFFBuilder.Value)] = [
            (0x0001, .ascii("N")), (0x0002, .rationals([(10, 0), (0, 1), (0, 1)])),
            (0x0003, .ascii("E")), (0x0004, .rationals([(10, 1), (0, 1), (0, 1)])),
        ]
        let m = try read(TIFFBuilder(bigEndian: false, directories: [.init(entries: [(0x8825, .pointer(1))]), .init(entries: gps)]).build())
        XCTAssertEqual(m.latitude, .infinity)
        let (valid, reasons) = m.validated()
        XCTAssertNil(valid.latitude)
        XCTAssertNil(valid.longitude)
        XCTAssertEqual(reasons, [.nonFiniteCoordinate, .incompletePosition])
    }

    func testIFDPointingToItselfTerminates() throws {
        // IFD0 has no pointers and names itself as the next IFD: the chain walk must stop.
        var builder = TIFFBuilder(bigEndian: true, directories: [.init(entries: [(0x010F, .ascii("Loop"))], next: 0)])
        XCTAssertEqual(try read(builder.build()), PhotoMetadata(format: .tiff))
        // A two-directory cycle, with the GPS pointer only in the second one.
        builder = TIFFBuilder(bigEndian: false, directories: [
            .init(entries: [(0x010F, .ascii("A"))], next: 1),
            .init(entries: [(0x8825, .pointer(2))], next: 0),
            .init(entries: [(0x0001, .ascii("N")), (0x0002, .rationals([(5, 1)])),
                            (0x0003, .ascii("E")), (0x0004, .rationals([(6, 1)]))], next: 2),
        ])
        let m = try read(builder.build())
        XCTAssertEqual(m.latitude, 5)
        XCTAssertEqual(m.longitude, 6)
    }

    func testExifAndGPSPointersIntoIFD0DoNotRecurse() throws {
        let tiff = TIFFBuilder(bigEndian: true, directories: [
            .init(entries: [(0x8769, .raw(type: 4, count: 1, field: 8)), (0x8825, .raw(type: 4, count: 1, field: 8))], next: 0),
        ]).build()
        XCTAssertEqual(try read(tiff), PhotoMetadata(format: .tiff))
    }

    func testCountsThatWouldOverflowAreIgnored() throws {
        let gps: [(tag: UInt16, value: TIFFBuilder.Value)] = [
            (0x0001, .raw(type: 2, count: 0xFFFF_FFFF, field: 0xFFFF_FFF0)),
            (0x0002, .raw(type: 5, count: 0xFFFF_FFFF, field: 0x7FFF_FFFF)),
            (0x0003, .raw(type: 2, count: 0xFFFF_FFFF, field: 8)), // huge count, offset in range: prefix read only
            (0x0004, .raw(type: 12, count: 0x2000_0000, field: 0xFFFF_FFFF)),
            (0x0007, .raw(type: 0xFFFF, count: 3, field: 8)), // unknown type
            (0x001D, .raw(type: 2, count: 0, field: 0)),
        ]
        let exif: [(tag: UInt16, value: TIFFBuilder.Value)] = [
            (0x9003, .raw(type: 2, count: 0xFFFF_FFFF, field: 0xFFFF_FFFF)),
            (0x9011, .raw(type: 2, count: 0x8000_0000, field: 4)),
        ]
        let tiff = TIFFBuilder(bigEndian: false, directories: [
            .init(entries: [(0x8769, .pointer(1)), (0x8825, .pointer(2))]), .init(entries: exif), .init(entries: gps),
        ]).build()
        let m = try read(tiff)
        XCTAssertNil(m.latitude)
        XCTAssertNil(m.longitude)
        XCTAssertNil(m.dateTimeOriginal)
        XCTAssertNil(m.offsetTimeOriginal)
        XCTAssertNil(m.gpsTimestampUTC)
    }

    func testDirectoryEntryCountBeyondDataKeepsCompleteEntries() throws {
        var tiff = TIFFBuilder.camera(bigEndian: true, latitude: 10, longitude: 20).build()
        // Claim 60000 entries in IFD0: more than the cap, so IFD0 is rejected as malformed.
        tiff[8] = 0xEA; tiff[9] = 0x60
        assertThrowsPhotoError(.malformed("")) { try self.read(tiff) }
        // Claim 1000 (under the cap) where the data runs out: the real entries still parse.
        tiff[8] = 0x03; tiff[9] = 0xE8
        let m = try read(tiff)
        XCTAssertEqual(m.latitude ?? 0, 10, accuracy: 1e-9)
    }

    func testOutOfRangeOffsets() throws {
        var builder = TIFFBuilder(bigEndian: true, directories: [
            .init(entries: [(0x8769, .raw(type: 4, count: 1, field: 0xFFFF_FFF0)), (0x8825, .raw(type: 13, count: 1, field: 3))],
                  rawNext: 0xFFFF_FFFF),
        ])
        XCTAssertEqual(try read(builder.build()), PhotoMetadata(format: .tiff))
        var bytes = builder.build()
        bytes[4 ... 7] = [0xFF, 0xFF, 0xFF, 0xF0] // IFD0 offset beyond the end
        assertThrowsPhotoError(.malformed("")) { try self.read(bytes) }
        builder.directories = []
        bytes = builder.build() // IFD0 offset 0
        assertThrowsPhotoError(.malformed("")) { try self.read(bytes) }
    }

    func testBadHeaders() {
        assertThrowsPhotoError(.notAnImage) { try self.read([0x49, 0x4D, 42, 0, 8, 0, 0, 0]) }
        assertThrowsPhotoError(.truncated("")) { try self.read([0x49, 0x49, 42, 0, 8]) }
        assertThrowsPhotoError(.unsupported("")) { try self.read([0x49, 0x49, 43, 0, 8, 0, 0, 0, 0, 0, 0, 0]) }
    }

    func testBlankAndUnknownValues() throws {
        let tiff = TIFFBuilder.camera(bigEndian: true, dateTime: "    :  :     :  :  ", offset: "   :  ",
                                      gpsDate: "0000:00:00", gpsTime: [(0, 1), (0, 1), (0, 1)]).build()
        let m = try read(tiff)
        XCTAssertNil(m.dateTimeOriginal)
        XCTAssertNil(m.offsetTimeOriginal)
        XCTAssertNil(m.gpsTimestampUTC)
        XCTAssertNil(try read(TIFFBuilder.camera(bigEndian: true, dateTime: "0000:00:00 00:00:00").build()).dateTimeOriginal)
    }

    func testLenientDateForms() throws {
        let expected = LocalDateTime(year: 2020, month: 2, day: 29, hour: 1, minute: 2, second: 3)
        for text in ["2020:02:29 01:02:03", "2020-02-29 01:02:03", "2020-02-29T01:02:03", "2020:02:29 01:02:03 "] {
            XCTAssertEqual(ExifText.dateTime(text), expected, text)
        }
        XCTAssertEqual(ExifText.dateTime("2020:02:29 01:02:03.25")?.subsecond, "25")
        XCTAssertNil(ExifText.dateTime("2020:02:29"))
        XCTAssertEqual(ExifText.offset("+0530"), 19800)
        XCTAssertEqual(ExifText.offset("Z"), 0)
        XCTAssertNil(ExifText.offset("+05:75"))
        XCTAssertNil(ExifText.offset("+05:30:00"))
    }

    func testRawStyleTIFFWithIFDsAtTheEndOfABigFileIsReadWithSeeks() throws {
        // 20 MB of "pixels" first, then the directories, as FLIR and some raw writers do.
        let pixels = 20 * 1024 * 1024
        let meta = TIFFBuilder.camera(bigEndian: false, latitude: 48.8584, longitude: 2.2945, dateTime: "2022:08:01 10:00:00")
        var tiff = meta.build()
        // Relocate: rebuild with every offset shifted by moving the structure behind the pixels.
        let shifted = shift(tiff, by: pixels, bigEndian: false)
        tiff = shifted
        let url = try temporaryFile("big.dng", [])
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(tiff.prefix(8)))
        try handle.truncate(atOffset: UInt64(pixels + 8))
        try handle.seek(toOffset: UInt64(pixels + 8))
        try handle.write(contentsOf: Data(tiff.dropFirst(8)))
        try handle.close()

        let source = try FileByteSource(url: url)
        let m = try PhotoMetadataReader.read(source: source)
        XCTAssertEqual(m.latitude ?? 0, 48.8584, accuracy: 1e-6)
        XCTAssertEqual(m.dateTimeOriginal?.year, 2022)
        XCTAssertLessThanOrEqual(source.bytesRead, 2 * FileByteSource.pageSize + 4096, "only the header and the tail pages")
    }

    /// Moves the body of a TIFF built by `TIFFBuilder` `delta` bytes later by rewriting every
    /// offset it contains (IFD0 offset, pointers, value offsets, next-IFD links).
    private func shift(_ tiff: [UInt8], by delta: Int, bigEndian: Bool) -> [UInt8] {
        var bytes = tiff
        func get32(_ at: Int) -> Int {
            let b = bytes[at ..< at + 4].map(Int.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        func get16(_ at: Int) -> Int { bigEndian ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at + 1]) << 8 | Int(bytes[at]) }
        func put32(_ at: Int, _ v: Int) {
            let be = [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
            bytes[at ..< at + 4] = ArraySlice(bigEndian ? be : be.reversed())
        }
        var ifd = get32(4)
        put32(4, ifd + delta)
        var seen = Set<Int>()
        var queue = [ifd]
        while let current = queue.popLast() {
            ifd = current
            guard seen.insert(ifd).inserted else { continue }
            let n = get16(ifd)
            for i in 0 ..< n {
                let e = ifd + 2 + 12 * i
                let tag = get16(e), type = get16(e + 2), count = get32(e + 4)
                let size = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 10: 8][type] ?? 4
                if tag == 0x8769 || tag == 0x8825 { queue.append(get32(e + 8)); put32(e + 8, get32(e + 8) + delta) }
                else if count * size > 4 { put32(e + 8, get32(e + 8) + delta) }
            }
            let nextAt = ifd + 2 + 12 * n
            let next = get32(nextAt)
            if next != 0 { queue.append(next); put32(nextAt, next + delta) }
        }
        return bytes
    }
}
