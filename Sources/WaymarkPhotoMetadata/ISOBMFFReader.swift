import Foundation

/// Finds the Exif item of a HEIF/HEIC/AVIF file (ISO/IEC 14496-12 boxes, ISO/IEC 23008-12 items).
///
/// Only the top-level box headers and the 'meta' box are read; 'mdat' is skipped by its size,
/// which matters because some writers (Samsung) put a megabyte of pixels before 'meta'.
enum ISOBMFFReader {
    static let ftyp = FourCC.code("ftyp")
    static let meta = FourCC.code("meta")
    static let hdlr = FourCC.code("hdlr")
    static let iinf = FourCC.code("iinf")
    static let infe = FourCC.code("infe")
    static let iloc = FourCC.code("iloc")
    static let idat = FourCC.code("idat")
    static let exif = FourCC.code("Exif")

    /// Brands that announce a still image in an ISO BMFF container.
    static let imageBrands: Set<UInt32> = Set(["mif1", "msf1", "mif2", "miaf", "heic", "heix", "heim", "heis",
                                               "hevc", "hevx", "hevm", "hevs", "avif", "avis", "avci", "jpeg"]
        .map { (s: String) -> UInt32 in s.utf8.reduce(0) { $0 << 8 | UInt32($1) } })

    /// Far larger than real 'meta' boxes (a few KB, a few hundred KB for huge tiled images), and
    /// the cap on what a corrupt size field can make us allocate.
    static let maxMetaSize = 8 * 1024 * 1024
    static let maxTopLevelBoxes = 4096
    static let maxExtents = 1024

    struct BoxHeader {
        let type: UInt32
        /// Offset of the payload, after size/type (and largesize).
        let payload: Int
        /// Offset one past the end of the box.
        let end: Int
    }

    /// Reads a box header at `offset` in a region ending at `limit`. A size of 0 means "to the end";
    /// a size smaller than the header itself is corrupt. A box that overruns the region is
    /// reported with its declared end so the caller can decide whether that is truncation.
    static func boxHeader(in source: any ByteSource, at offset: Int, limit: Int) throws -> BoxHeader? {
        guard offset <= limit - 8, source.contains(offset: offset, length: 8) else { return nil }
        let head = try source.reader(at: offset, length: 8)
        guard let size32 = head.u32(0), let type = head.fourCC(4) else { return nil }
        var headerSize = 8
        var size: Int
        switch size32 {
        case 0:
            size = limit - offset
        case 1:
            guard source.contains(offset: offset + 8, length: 8),
                  let large = try source.reader(at: offset + 8, length: 8).u64(0) else {
                throw PhotoMetadataError.truncated("box '\(FourCC.string(type))' ends inside its 64-bit size")
            }
            guard let value = Int(exactly: large) else {
                throw PhotoMetadataError.malformed("box '\(FourCC.string(type))' has size \(large)")
            }
            headerSize = 16
            size = value
        default:
            size = Int(size32)
        }
        guard size >= headerSize else {
            throw PhotoMetadataError.malformed("box '\(FourCC.string(type))' at \(offset) has size \(size)")
        }
        let (end, overflow) = offset.addingReportingOverflow(size)
        guard !overflow else {
            throw PhotoMetadataError.malformed("box '\(FourCC.string(type))' at \(offset) has size \(size)")
        }
        return BoxHeader(type: type, payload: offset + headerSize, end: end)
    }

    /// True when the 'ftyp' box names an image brand (major or compatible).
    static func isImageFileType(_ source: any ByteSource) -> Bool {
        guard let box = try? boxHeader(in: source, at: 0, limit: source.count), box.type == ftyp,
              let reader = try? source.reader(at: box.payload, length: min(box.end, source.count, 4096) - box.payload)
        else { return false }
        if let major = reader.fourCC(0), imageBrands.contains(major) { return true }
        var offset = 8
        while let brand = reader.fourCC(offset) {
            if imageBrands.contains(brand) { return true }
            offset += 4
        }
        return false
    }

    /// The TIFF structure inside the first 'Exif' item, or nil when the file has none.
    static func exifTIFF(in source: any ByteSource) throws -> (any ByteSource)? {
        guard let metaBox = try findMeta(in: source) else { return nil }
        let metaSize = metaBox.end - metaBox.payload
        guard metaSize <= maxMetaSize else {
            throw PhotoMetadataError.malformed("'meta' box of \(metaSize) bytes")
        }
        let metaData = try source.bytes(at: metaBox.payload, length: metaSize)
        let meta = DataSource(metaData)

        // 'meta' is a FullBox in HEIF, but QuickTime writes it without version/flags; tell them
        // apart by whether a 'hdlr' box starts right away.
        var offset = 4
        if let head = try? meta.reader(at: 0, length: 8), head.u32(0) != 0, head.fourCC(4) == hdlr { offset = 0 }

        var iinfBox: BoxHeader?
        var ilocBox: BoxHeader?
        var idatBox: BoxHeader?
        while let box = try boxHeader(in: meta, at: offset, limit: meta.count) {
            guard box.end <= meta.count else {
                throw PhotoMetadataError.malformed("'\(FourCC.string(box.type))' overruns 'meta'")
            }
            switch box.type {
            case iinf where iinfBox == nil: iinfBox = box
            case iloc where ilocBox == nil: ilocBox = box
            case idat where idatBox == nil: idatBox = box
            default: break
            }
            offset = box.end
        }
        guard let iinfBox, let ilocBox else { return nil }
        guard let itemID = try firstExifItem(in: meta, iinf: iinfBox),
              let location = try itemLocation(in: meta, iloc: ilocBox, itemID: itemID) else { return nil }

        let item: any ByteSource
        switch location.constructionMethod {
        case 0:
            item = try extents(location, within: source, what: "file")
        case 1:
            guard let idatBox else { throw PhotoMetadataError.malformed("Exif item stored in a missing 'idat'") }
            let idat = WindowSource(base: meta, start: idatBox.payload, length: idatBox.end - idatBox.payload)
            item = try extents(location, within: idat, what: "'idat'")
        default:
            return nil // method 2 (item offsets via 'iref') is not used for Exif by any writer we know
        }
        return try tiffInExifItem(item)
    }

    /// Walks top-level boxes for 'meta', hopping over everything else by its size.
    static func findMeta(in source: any ByteSource) throws -> BoxHeader? {
        var offset = 0
        for _ in 0 ..< maxTopLevelBoxes {
            guard let box = try boxHeader(in: source, at: offset, limit: source.count) else {
                if offset < source.count {
                    throw PhotoMetadataError.truncated("file ends inside a box header at \(offset)")
                }
                return nil
            }
            if box.type == meta {
                guard box.end <= source.count else {
                    throw PhotoMetadataError.truncated("file ends inside the 'meta' box")
                }
                return box
            }
            guard box.end <= source.count else {
                throw PhotoMetadataError.truncated("file ends inside '\(FourCC.string(box.type))' before any 'meta' box")
            }
            offset = box.end
        }
        throw PhotoMetadataError.malformed("more than \(maxTopLevelBoxes) top-level boxes")
    }

    /// The item ID of the first 'infe' whose type is 'Exif' (needs infe version 2 or 3; earlier
    /// versions have no item type).
    static func firstExifItem(in meta: DataSource, iinf box: BoxHeader) throws -> UInt32? {
        let r = try meta.reader(at: box.payload, length: box.end - box.payload)
        guard let version = r.u8(0) else { return nil }
        var offset = version == 0 ? 6 : 8
        let region = WindowSource(base: meta, start: box.payload, length: box.end - box.payload)
        while let child = try boxHeader(in: region, at: offset, limit: region.count), child.end <= region.count {
            defer { offset = child.end }
            guard child.type == infe else { continue }
            let e = try region.reader(at: child.payload, length: child.end - child.payload)
            guard let infeVersion = e.u8(0), infeVersion >= 2 else { continue }
            let idSize = infeVersion == 2 ? 2 : 4
            guard let id = e.uint(4, size: idSize), let protection = e.u16(4 + idSize),
                  let type = e.fourCC(6 + idSize) else { continue }
            if type == exif, protection == 0 { return UInt32(truncatingIfNeeded: id) }
        }
        return nil
    }

    struct ItemLocation {
        var constructionMethod: Int
        var baseOffset: UInt64
        var extents: [(offset: UInt64, length: UInt64)]
    }

    /// Parses 'iloc' (versions 0, 1, 2) up to the wanted item. Items before it are skipped by
    /// arithmetic rather than by looping over their extents, so zero-sized fields and huge
    /// extent counts cannot make this slow.
    static func itemLocation(in meta: DataSource, iloc box: BoxHeader, itemID: UInt32) throws -> ItemLocation? {
        let r = try meta.reader(at: box.payload, length: box.end - box.payload)
        guard let version = r.u8(0), let sizes = r.u8(4), let sizes2 = r.u8(5) else {
            throw PhotoMetadataError.malformed("'iloc' too short")
        }
        guard version <= 2 else { throw PhotoMetadataError.unsupported("'iloc' version \(version)") }
        let offsetSize = Int(sizes >> 4), lengthSize = Int(sizes & 0xF)
        let baseOffsetSize = Int(sizes2 >> 4)
        let indexSize = version >= 1 ? Int(sizes2 & 0xF) : 0
        for size in [offsetSize, lengthSize, baseOffsetSize, indexSize] where ![0, 4, 8].contains(size) {
            throw PhotoMetadataError.malformed("'iloc' field size \(size)")
        }
        let idSize = version == 2 ? 4 : 2
        var p = 6
        guard let itemCount = r.uint(p, size: idSize) else { throw PhotoMetadataError.malformed("'iloc' too short") }
        p += idSize
        let extentSize = indexSize + offsetSize + lengthSize
        var index: UInt64 = 0
        while index < itemCount {
            index += 1
            guard let id = r.uint(p, size: idSize) else {
                throw PhotoMetadataError.malformed("'iloc' ends before item \(index) of \(itemCount)")
            }
            p += idSize
            var method = 0
            if version >= 1 {
                guard let field = r.u16(p) else { throw PhotoMetadataError.malformed("'iloc' entry cut short") }
                method = Int(field & 0xF)
                p += 2
            }
            guard let dataReference = r.u16(p), let base = r.uint(p + 2, size: baseOffsetSize),
                  let extentCount = r.u16(p + 2 + baseOffsetSize) else {
                throw PhotoMetadataError.malformed("'iloc' entry cut short")
            }
            p += 4 + baseOffsetSize
            let extentBytes = Int(extentCount) * extentSize
            guard p <= r.count - extentBytes else { throw PhotoMetadataError.malformed("'iloc' extents cut short") }
            guard id == UInt64(itemID) else {
                p += extentBytes
                continue
            }
            // Data in another file (data_reference_index != 0) is out of reach.
            guard dataReference == 0, extentCount > 0 else { return nil }
            guard Int(extentCount) <= maxExtents else {
                throw PhotoMetadataError.unsupported("Exif item in \(extentCount) extents")
            }
            var extents: [(offset: UInt64, length: UInt64)] = []
            for _ in 0 ..< Int(extentCount) {
                p += indexSize
                guard let offset = r.uint(p, size: offsetSize), let length = r.uint(p + offsetSize, size: lengthSize) else {
                    throw PhotoMetadataError.malformed("'iloc' extent cut short")
                }
                p += offsetSize + lengthSize
                extents.append((offset, length))
            }
            return ItemLocation(constructionMethod: method, baseOffset: base, extents: extents)
        }
        return nil
    }

    /// Maps an item's extents onto `base`. An extent length of 0 means "to the end of the data"
    /// (14496-12 §8.11.3.3). Extents past the end are a truncated file; an extent cut by the end
    /// is clipped so the metadata at its start can still be read.
    static func extents(_ location: ItemLocation, within base: any ByteSource, what: String) throws -> ExtentSource {
        var result: [ExtentSource.Extent] = []
        for extent in location.extents {
            let (start64, overflow) = location.baseOffset.addingReportingOverflow(extent.offset)
            guard !overflow, let start = Int(exactly: start64), start < base.count else {
                throw PhotoMetadataError.truncated("Exif item starts beyond the end of the \(what)")
            }
            let available = base.count - start
            let length = extent.length == 0 ? available : Int(clamping: extent.length)
            result.append(.init(start: start, length: min(length, available)))
            if length > available { break }
        }
        return ExtentSource(base: base, extents: result)
    }

    /// The Exif item payload starts with a 4-byte big-endian offset to the TIFF header
    /// (23008-12 Annex A.2.1), usually 6 to skip "Exif\0\0". Older writers omitted the offset
    /// and started with "Exif\0\0" or the TIFF header itself, so those are accepted too.
    static func tiffInExifItem(_ item: any ByteSource) throws -> any ByteSource {
        func hasTIFFHeader(at offset: Int) -> Bool {
            guard let probe = try? item.reader(at: offset, length: 4) else { return false }
            return probe.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0) || probe.matches([0x49, 0x49, 0x2A, 0x00], at: 0)
        }
        guard item.count >= 8 else { throw PhotoMetadataError.truncated("Exif item of \(item.count) bytes") }
        if let skip = try item.reader(at: 0, length: 4).u32(0), Int(skip) < item.count - 4, hasTIFFHeader(at: Int(skip) + 4) {
            let start = Int(skip) + 4
            return WindowSource(base: item, start: start, length: item.count - start)
        }
        if (try? item.reader(at: 0, length: 5))?.matches(Array("Exif".utf8) + [0], at: 0) == true, hasTIFFHeader(at: 6) {
            return WindowSource(base: item, start: 6, length: item.count - 6)
        }
        if hasTIFFHeader(at: 0) { return item }
        throw PhotoMetadataError.malformed("Exif item has no TIFF header")
    }
}
