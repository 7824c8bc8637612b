import Foundation

/// Writes TIFF structures byte by byte, in either byte order, so tests can produce exactly the
/// layouts (and corruptions) they need without binary blobs in the repository.
struct TIFFBuilder {
    enum Value {
        case ascii(String)
        case rationals([(UInt32, UInt32)])
        case srationals([(Int32, Int32)])
        case short(UInt16)
        case long(UInt32)
        case bytes([UInt8])
        /// LONG pointer to another directory of this builder, by index.
        case pointer(Int)
        /// Arbitrary type/count/value field, for hostile entries.
        case raw(type: UInt16, count: UInt32, field: UInt32)
    }

    struct Directory {
        var entries: [(tag: UInt16, value: Value)]
        /// Index of the next directory in the chain.
        var next: Int? = nil
        /// A literal next-IFD offset, overriding `next` (for out-of-range pointers).
        var rawNext: UInt32? = nil
    }

    var bigEndian: Bool
    var directories: [Directory]

    func u16(_ v: UInt16) -> [UInt8] {
        bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
    }

    func u32(_ v: UInt32) -> [UInt8] {
        let be = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
        return bigEndian ? be : be.reversed()
    }

    func build() -> [UInt8] {
        var offsets: [Int] = []
        var position = 8
        for directory in directories {
            offsets.append(position)
            position += 2 + 12 * directory.entries.count + 4
        }
        var dataArea: [UInt8] = []
        let dataStart = position
        var out: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        out += u16(42) + u32(UInt32(offsets.first ?? 0))
        for directory in directories {
            out += u16(UInt16(directory.entries.count))
            for (tag, value) in directory.entries.sorted(by: { $0.tag < $1.tag }) {
                var type: UInt16
                var count: UInt32
                var payload: [UInt8]
                switch value {
                case .ascii(let s):
                    type = 2; payload = Array(s.utf8) + [0]; count = UInt32(payload.count)
                case .rationals(let list):
                    type = 5; count = UInt32(list.count); payload = list.flatMap { u32($0.0) + u32($0.1) }
                case .srationals(let list):
                    type = 10; count = UInt32(list.count)
                    payload = list.flatMap { u32(UInt32(bitPattern: $0.0)) + u32(UInt32(bitPattern: $0.1)) }
                case .short(let v):
                    type = 3; count = 1; payload = u16(v) + [0, 0]
                case .long(let v):
                    type = 4; count = 1; payload = u32(v)
                case .bytes(let b):
                    type = 1; count = UInt32(b.count); payload = b
                case .pointer(let index):
                    type = 4; count = 1; payload = u32(UInt32(offsets[index]))
                case .raw(let t, let c, let field):
                    out += u16(tag) + u16(t) + u32(c) + u32(field)
                    continue
                }
                out += u16(tag) + u16(type) + u32(count)
                if payload.count <= 4 {
                    out += payload + [UInt8](repeating: 0, count: 4 - payload.count)
                } else {
                    out += u32(UInt32(dataStart + dataArea.count))
                    dataArea += payload
                    if dataArea.count % 2 == 1 { dataArea.append(0) }
                }
            }
            if let raw = directory.rawNext {
                out += u32(raw)
            } else {
                out += u32(directory.next.map { UInt32(offsets[$0]) } ?? 0)
            }
        }
        return out + dataArea
    }

    /// Degrees/minutes/seconds as EXIF rationals (seconds to 1/1000).
    static func dms(_ value: Double) -> [(UInt32, UInt32)] {
        let v = abs(value)
        let d = v.rounded(.down)
        let m = ((v - d) * 60).rounded(.down)
        let s = ((v - d) * 60 - m) * 60
        return [(UInt32(d), 1), (UInt32(m), 1), (UInt32((s * 1000).rounded()), 1000)]
    }

    /// A typical camera layout: IFD0 → Exif IFD + GPS IFD, optionally with an IFD1 thumbnail directory.
    static func camera(bigEndian: Bool, latitude: Double? = nil, longitude: Double? = nil, dateTime: String? = nil,
                       subsec: String? = nil, offset: String? = nil, gpsDate: String? = nil,
                       gpsTime: [(UInt32, UInt32)]? = nil, gpsStatus: String? = nil) -> TIFFBuilder {
        var exif: [(tag: UInt16, value: Value)] = [(0x9000, .bytes(Array("0232".utf8)))]
        if let dateTime { exif.append((0x9003, .ascii(dateTime))) }
        if let offset { exif.append((0x9011, .ascii(offset))) }
        if let subsec { exif.append((0x9291, .ascii(subsec))) }
        var gps: [(tag: UInt16, value: Value)] = [(0x0000, .bytes([2, 3, 0, 0]))]
        if let latitude {
            gps.append((0x0001, .ascii(latitude < 0 ? "S" : "N")))
            gps.append((0x0002, .rationals(dms(latitude))))
        }
        if let longitude {
            gps.append((0x0003, .ascii(longitude < 0 ? "W" : "E")))
            gps.append((0x0004, .rationals(dms(longitude))))
        }
        if let gpsTime { gps.append((0x0007, .rationals(gpsTime))) }
        if let gpsStatus { gps.append((0x0009, .ascii(gpsStatus))) }
        if let gpsDate { gps.append((0x001D, .ascii(gpsDate))) }
        let ifd0: [(tag: UInt16, value: Value)] = [
            (0x010F, .ascii("Waymark")), (0x0110, .ascii("Test Camera")), (0x0112, .short(1)),
            (0x8769, .pointer(1)), (0x8825, .pointer(2)),
        ]
        return TIFFBuilder(bigEndian: bigEndian, directories: [
            Directory(entries: ifd0, next: 3), Directory(entries: exif), Directory(entries: gps),
            Directory(entries: [(0x0103, .short(6)), (0x0201, .long(0)), (0x0202, .long(0))]),
        ])
    }
}

/// JPEG marker segments around a TIFF block; the scan data is a stub since nothing decodes it.
enum JPEGBuilder {
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    static func exifAPP1(_ tiff: [UInt8]) -> [UInt8] {
        segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    static func xmpAPP1() -> [UInt8] {
        let packet = "<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'/></x:xmpmeta>"
        return segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8))
    }

    static func jfifAPP0() -> [UInt8] {
        segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
    }

    /// SOI, the given segments, a minimal frame header, SOS, fake entropy-coded data, EOI.
    static func jpeg(_ segments: [[UInt8]], scan: [UInt8] = [0x12, 0x34, 0xFF, 0x00, 0x56]) -> [UInt8] {
        let sof = segment(0xC0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0])
        let sos = segment(0xDA, [1, 1, 0, 0, 63, 0])
        return [0xFF, 0xD8] + segments.flatMap { $0 } + sof + sos + scan + [0xFF, 0xD9]
    }
}

/// ISO BMFF boxes for HEIF files with an Exif item, covering the 'iloc' variants.
enum HEIFBuilder {
    static func be(_ v: UInt64, _ size: Int) -> [UInt8] {
        (0 ..< size).map { UInt8(truncatingIfNeeded: v >> UInt64(8 * (size - 1 - $0))) }
    }

    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        be(UInt64(payload.count + 8), 4) + Array(type.utf8) + payload
    }

    static func largeBox(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        be(1, 4) + Array(type.utf8) + be(UInt64(payload.count + 16), 8) + payload
    }

    static func fullBox(_ type: String, version: UInt8, flags: UInt32 = 0, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version] + be(UInt64(flags), 3) + payload)
    }

    static func ftyp(major: String = "heic", compatible: [String] = ["mif1", "heic"]) -> [UInt8] {
        box("ftyp", Array(major.utf8) + be(0, 4) + compatible.flatMap { Array($0.utf8) })
    }

    static func hdlr() -> [UInt8] {
        fullBox("hdlr", version: 0, be(0, 4) + Array("pict".utf8) + be(0, 12) + [0])
    }

    static func infe(id: UInt32, type: String, version: UInt8 = 2) -> [UInt8] {
        let idBytes = version == 2 ? be(UInt64(id), 2) : be(UInt64(id), 4)
        return fullBox("infe", version: version, idBytes + be(0, 2) + Array(type.utf8) + [0])
    }

    static func iinf(_ entries: [[UInt8]], version: UInt8 = 0) -> [UInt8] {
        fullBox("iinf", version: version, be(UInt64(entries.count), version == 0 ? 2 : 4) + entries.flatMap { $0 })
    }

    struct Item {
        var id: UInt32
        var method: UInt8 = 0
        var baseOffset: UInt64 = 0
        var extents: [(index: UInt64, offset: UInt64, length: UInt64)]
    }

    static func iloc(version: UInt8, offsetSize: Int, lengthSize: Int, baseOffsetSize: Int, indexSize: Int, items: [Item]) -> [UInt8] {
        var p: [UInt8] = [UInt8(offsetSize << 4 | lengthSize), UInt8(baseOffsetSize << 4 | (version >= 1 ? indexSize : 0))]
        p += be(UInt64(items.count), version == 2 ? 4 : 2)
        for item in items {
            p += be(UInt64(item.id), version == 2 ? 4 : 2)
            if version >= 1 { p += be(UInt64(item.method), 2) }
            p += be(0, 2) + be(item.baseOffset, baseOffsetSize) + be(UInt64(item.extents.count), 2)
            for extent in item.extents {
                if version >= 1, indexSize > 0 { p += be(extent.index, indexSize) }
                p += be(extent.offset, offsetSize) + be(extent.length, lengthSize)
            }
        }
        return fullBox("iloc", version: version, p)
    }

    /// Exif item payload: the 4-byte offset to the TIFF header, "Exif\0\0", then TIFF.
    static func exifPayload(_ tiff: [UInt8]) -> [UInt8] {
        be(6, 4) + Array("Exif".utf8) + [0, 0] + tiff
    }

    struct Options {
        var ilocVersion: UInt8 = 1
        var offsetSize = 4, lengthSize = 4, baseOffsetSize = 0, indexSize = 0
        /// 0: Exif in 'mdat' (file offsets); 1: Exif in 'idat'.
        var method: UInt8 = 1
        var metaAfterMdat = false
        var infeVersion: UInt8 = 2
        var exifItemID: UInt32 = 2
        /// Split the Exif payload into this many extents, stored out of order in 'mdat'.
        var extentCount = 1
    }

    /// A HEIF with one decoy image item (three extents, so skipping it exercises every field)
    /// and one Exif item placed as the options say.
    static func heif(tiff: [UInt8], _ o: Options = Options()) -> [UInt8] {
        let payload = exifPayload(tiff)
        let pixels = [UInt8](repeating: 0xAB, count: 300)
        // Split point of the Exif location between base_offset and extent_offset.
        func split(_ location: UInt64) -> (base: UInt64, offset: UInt64) {
            if o.baseOffsetSize == 0 { return (0, location) }
            if o.offsetSize == 0 { return (location, 0) }
            return (location / 2, location - location / 2)
        }
        // Pieces of the payload; in 'mdat' they are stored in reverse order.
        let n = max(1, o.extentCount)
        let pieceSize = (payload.count + n - 1) / n
        let pieces = stride(from: 0, to: payload.count, by: pieceSize).map { Array(payload[$0 ..< min(payload.count, $0 + pieceSize)]) }

        func makeMeta(mdatPayloadStart: UInt64) -> [UInt8] {
            var exifItem = Item(id: o.exifItemID, method: o.method, extents: [])
            var idat: [UInt8] = []
            if o.method == 1 {
                // Padding before the payload unless there is no field to express the offset.
                let padding = (o.offsetSize == 0 && o.baseOffsetSize == 0) ? 0 : 5
                idat = [UInt8](repeating: 0xEE, count: padding) + payload
                let (base, offset) = split(UInt64(padding))
                exifItem.baseOffset = base
                exifItem.extents = [(1, offset, o.lengthSize == 0 ? 0 : UInt64(payload.count))]
            } else {
                // mdat layout: pixels, then pieces reversed. The payload locations are absolute.
                var position = mdatPayloadStart + UInt64(pixels.count)
                var starts = [UInt64](repeating: 0, count: pieces.count)
                for index in pieces.indices.reversed() {
                    starts[index] = position
                    position += UInt64(pieces[index].count)
                }
                if pieces.count == 1 {
                    let (base, offset) = split(starts[0])
                    exifItem.baseOffset = base
                    exifItem.extents = [(1, offset, o.lengthSize == 0 ? 0 : UInt64(payload.count))]
                } else {
                    let base = o.baseOffsetSize == 0 ? 0 : starts.min() ?? 0
                    exifItem.baseOffset = base
                    exifItem.extents = pieces.indices.map { (UInt64($0 + 1), starts[$0] - base, UInt64(pieces[$0].count)) }
                }
            }
            let decoyBase: UInt64 = o.baseOffsetSize == 0 ? 0 : 0
            let decoy = Item(id: 1, method: 0, baseOffset: decoyBase,
                             extents: [(1, mdatPayloadStart, 100), (2, mdatPayloadStart + 100, 100), (3, mdatPayloadStart + 200, 100)])
            let items = o.offsetSize == 0 ? [exifItem] : [decoy, exifItem]
            var children = hdlr()
            children += iinf([infe(id: 1, type: "hvc1", version: o.infeVersion), infe(id: o.exifItemID, type: "Exif", version: o.infeVersion)])
            children += iloc(version: o.ilocVersion, offsetSize: o.offsetSize, lengthSize: o.lengthSize,
                             baseOffsetSize: o.baseOffsetSize, indexSize: o.indexSize, items: items)
            if !idat.isEmpty { children += box("idat", idat) }
            return fullBox("meta", version: 0, children)
        }

        let mdatPayload = pixels + (o.method == 0 ? pieces.reversed().flatMap { $0 } : [])
        let head = ftyp()
        if o.metaAfterMdat {
            let mdat = box("mdat", mdatPayload)
            return head + mdat + makeMeta(mdatPayloadStart: UInt64(head.count + 8))
        }
        let metaSize = makeMeta(mdatPayloadStart: 0).count
        return head + makeMeta(mdatPayloadStart: UInt64(head.count + metaSize + 8)) + box("mdat", mdatPayload)
    }
}
