import Foundation
import XCTest
@testable import WaymarkPhotoMetadata

/// ISO BMFF item location: every 'iloc' version and field width, both construction methods,
/// split extents, and the box-level corruptions that must not hang or crash.
final class HEIFTests: XCTestCase {
    let tiff = TIFFBuilder.camera(bigEndian: true, latitude: 35.6586, longitude: 139.7454, dateTime: "2018:04:01 09:00:00",
                                  offset: "+09:00").build()

    func check(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let m = try PhotoMetadataReader.read(data: Data(bytes))
            XCTAssertEqual(m.format, .heif, label, file: file, line: line)
            XCTAssertEqual(m.latitude ?? 0, 35.6586, accuracy: 1e-6, label, file: file, line: line)
            XCTAssertEqual(m.longitude ?? 0, 139.7454, accuracy: 1e-6, label, file: file, line: line)
            XCTAssertEqual(m.offsetTimeOriginal, 9 * 3600, label, file: file, line: line)
        } catch {
            XCTFail("\(label): \(error)", file: file, line: line)
        }
    }

    func testIlocVersion1WithIdat() {
        var o = HEIFBuilder.Options()
        o.ilocVersion = 1
        o.method = 1
        check(HEIFBuilder.heif(tiff: tiff, o), "iloc v1, construction_method 1")
    }

    func testEveryIlocVersionAndFieldSize() {
        var combinations = 0
        for version: UInt8 in [0, 1, 2] {
            for offsetSize in [0, 4, 8] {
                for lengthSize in [0, 4, 8] {
                    for baseOffsetSize in [0, 4, 8] {
                        for indexSize in version == 0 ? [0] : [0, 4, 8] {
                            for method: UInt8 in version == 0 ? [0] : [0, 1] {
                                // File offsets need somewhere to be written.
                                if method == 0, offsetSize == 0, baseOffsetSize == 0 { continue }
                                for metaAfterMdat in [false, true] {
                                    var o = HEIFBuilder.Options()
                                    o.ilocVersion = version
                                    o.offsetSize = offsetSize
                                    o.lengthSize = lengthSize
                                    o.baseOffsetSize = baseOffsetSize
                                    o.indexSize = indexSize
                                    o.method = method
                                    o.metaAfterMdat = metaAfterMdat
                                    o.infeVersion = version == 2 ? 3 : 2
                                    o.exifItemID = version == 2 ? 70_000 : 2
                                    check(HEIFBuilder.heif(tiff: tiff, o),
                                          "v\(version) off\(offsetSize) len\(lengthSize) base\(baseOffsetSize) idx\(indexSize) m\(method) after\(metaAfterMdat)")
                                    combinations += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(combinations, 2 * (24 + 2 * (81 + 72)))
    }

    func testExifSplitOverExtentsStoredOutOfOrder() throws {
        for count in [2, 3, 7] {
            var o = HEIFBuilder.Options()
            o.method = 0
            o.extentCount = count
            o.baseOffsetSize = 8
            o.indexSize = 4
            let bytes = HEIFBuilder.heif(tiff: tiff, o)
            check(bytes, "\(count) extents")
            let url = try temporaryFile("split.heic", bytes)
            XCTAssertEqual(try PhotoMetadataReader.read(url: url), try PhotoMetadataReader.read(data: Data(bytes)))
        }
    }

    func testExifPayloadWithoutOffsetHeader() {
        // Older writers stored "Exif\0\0" + TIFF, or bare TIFF, with no 4-byte offset.
        for prefix in [Array("Exif".utf8) + [0, 0], []] {
            let payload = prefix + tiff
            let meta = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.hdlr()
                + HEIFBuilder.iinf([HEIFBuilder.infe(id: 7, type: "Exif")])
                + HEIFBuilder.iloc(version: 1, offsetSize: 4, lengthSize: 4, baseOffsetSize: 0, indexSize: 0,
                                   items: [.init(id: 7, method: 1, extents: [(0, 0, UInt64(payload.count))])])
                + HEIFBuilder.box("idat", payload))
            check(HEIFBuilder.ftyp() + meta, "prefix \(prefix.count)")
        }
    }

    func testLargesizeBoxesAndAVIFBrand() {
        var o = HEIFBuilder.Options()
        o.method = 1
        let normal = HEIFBuilder.heif(tiff: tiff, o)
        // Wrap a free box with a 64-bit size in front of meta.
        let ftypLength = HEIFBuilder.ftyp().count
        let withFree = Array(normal.prefix(ftypLength)) + HEIFBuilder.largeBox("free", [1, 2, 3]) + Array(normal.dropFirst(ftypLength))
        check(withFree, "largesize box")
        let avif = HEIFBuilder.ftyp(major: "avif", compatible: ["mif1", "miaf"]) + Array(normal.dropFirst(ftypLength))
        check(avif, "avif brand")
    }

    func testNoExifItemAndVideoBrands() throws {
        let meta = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.hdlr() + HEIFBuilder.iinf([HEIFBuilder.infe(id: 1, type: "hvc1")])
            + HEIFBuilder.iloc(version: 0, offsetSize: 4, lengthSize: 4, baseOffsetSize: 0, indexSize: 0,
                               items: [.init(id: 1, extents: [(0, 0, 10)])]))
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(HEIFBuilder.ftyp() + meta)), PhotoMetadata(format: .heif))
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(HEIFBuilder.ftyp())), PhotoMetadata(format: .heif))
        assertThrowsPhotoError(.unsupported("")) {
            try PhotoMetadataReader.read(data: Data(HEIFBuilder.ftyp(major: "isom", compatible: ["mp41", "avc1"])))
        }
    }

    func testCorruptBoxes() {
        let ftyp = HEIFBuilder.ftyp()
        // A box whose size is smaller than its header.
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data(ftyp + [0, 0, 0, 4] + Array("mdat".utf8))) }
        // mdat claiming 4 GB in a small file, before any meta.
        assertThrowsPhotoError(.truncated("")) { try PhotoMetadataReader.read(data: Data(ftyp + [0xFF, 0xFF, 0xFF, 0xF0] + Array("mdat".utf8))) }
        // largesize that overflows Int.
        assertThrowsPhotoError(.malformed("")) {
            try PhotoMetadataReader.read(data: Data(ftyp + [0, 0, 0, 1] + Array("mdat".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]))
        }
        // iloc with a field size of 2, which the spec does not allow.
        let badIloc = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.iinf([HEIFBuilder.infe(id: 1, type: "Exif")])
            + HEIFBuilder.fullBox("iloc", version: 1, [0x22, 0x00, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]))
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data(ftyp + badIloc)) }
        // iloc v2 claiming 4 billion items with only a few bytes: ends, does not loop.
        let hugeCount = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.iinf([HEIFBuilder.infe(id: 9, type: "Exif")])
            + HEIFBuilder.fullBox("iloc", version: 2, [0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 1, 0, 0, 0, 0, 0xFF, 0xFF]))
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data(ftyp + hugeCount)) }
        // Exif item beyond the end of the file.
        let far = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.iinf([HEIFBuilder.infe(id: 1, type: "Exif")])
            + HEIFBuilder.iloc(version: 0, offsetSize: 8, lengthSize: 8, baseOffsetSize: 8, indexSize: 0,
                               items: [.init(id: 1, baseOffset: UInt64.max, extents: [(0, 2, 100)])]))
        assertThrowsPhotoError(.truncated("")) { try PhotoMetadataReader.read(data: Data(ftyp + far)) }
        // Method 1 without an idat box.
        let noIdat = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.iinf([HEIFBuilder.infe(id: 1, type: "Exif")])
            + HEIFBuilder.iloc(version: 1, offsetSize: 4, lengthSize: 4, baseOffsetSize: 0, indexSize: 0,
                               items: [.init(id: 1, method: 1, extents: [(0, 0, 100)])]))
        assertThrowsPhotoError(.malformed("")) { try PhotoMetadataReader.read(data: Data(ftyp + noIdat)) }
    }

    func testZeroSizedExtentFieldsDoNotSpin() throws {
        // Every field 0 bytes wide and 65535 extents for each of many items: skipping must be O(items).
        var p: [UInt8] = [0x00, 0x00] + HEIFBuilder.be(60_000, 4)
        for id in 1 ... 60_000 { p += HEIFBuilder.be(UInt64(id), 4) + [0, 0] + [0, 0] + [0xFF, 0xFF] }
        let meta = HEIFBuilder.fullBox("meta", version: 0, HEIFBuilder.iinf([HEIFBuilder.infe(id: 99_999, type: "Exif", version: 3)])
            + HEIFBuilder.fullBox("iloc", version: 2, p))
        let start = Date()
        XCTAssertEqual(try PhotoMetadataReader.read(data: Data(HEIFBuilder.ftyp() + meta)), PhotoMetadata(format: .heif))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testBigHEIFWithMetaAfterMdatReadsOnlyAFewPages() throws {
        // 30 MB mdat first (sparse file), meta at the end.
        let url = try temporaryFile("big.heic", [])
        var o = HEIFBuilder.Options()
        o.method = 1
        let small = HEIFBuilder.heif(tiff: tiff, o)
        let ftypLength = HEIFBuilder.ftyp().count
        let meta = Array(small.dropFirst(ftypLength))
        let mdatSize = 30 << 20
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(HEIFBuilder.ftyp() + HEIFBuilder.be(UInt64(mdatSize), 4) + Array("mdat".utf8)))
        try handle.truncate(atOffset: UInt64(ftypLength + mdatSize))
        try handle.seek(toOffset: UInt64(ftypLength + mdatSize))
        try handle.write(contentsOf: Data(meta))
        try handle.close()
        let source = try FileByteSource(url: url)
        let m = try PhotoMetadataReader.read(source: source)
        XCTAssertEqual(m.latitude ?? 0, 35.6586, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(source.bytesRead, 3 * FileByteSource.pageSize)
    }
}
