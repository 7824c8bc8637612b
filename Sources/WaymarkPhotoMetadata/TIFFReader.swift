import Foundation

/// One 12-byte IFD entry, kept undecoded until a caller asks for that tag.
struct TIFFEntry {
    let tag: UInt16
    let type: UInt16
    let count: UInt32
    /// The 4-byte value/offset field exactly as stored, so inline values need no second read.
    let field: Data
    /// The field interpreted as an offset in the file's byte order.
    let valueOffset: UInt32
}

struct TIFFDirectory {
    let entries: [TIFFEntry]
    /// Offset of the next IFD in the chain, nil when 0 or unreadable.
    let next: Int?

    func first(_ tag: UInt16) -> TIFFEntry? { entries.first { $0.tag == tag } }
}

/// Walks TIFF image file directories (TIFF 6.0 §2) in either byte order.
///
/// Used for the Exif block of every format: JPEG APP1, HEIF 'Exif' items and whole TIFF/raw files
/// all contain the same TIFF structure, only the surrounding container differs.
struct TIFFReader {
    let source: any ByteSource
    let bigEndian: Bool
    let firstIFDOffset: Int

    /// More entries than any real directory has; a corrupt count must not make us read 786 KB.
    static let maxEntries = 1024

    init(source: any ByteSource) throws {
        guard source.count >= 8 else {
            throw PhotoMetadataError.truncated("TIFF header needs 8 bytes, have \(source.count)")
        }
        let header = try source.bytes(at: 0, length: 8)
        let probe = ByteReader(header, bigEndian: true)
        switch probe.u16(0) {
        case 0x4D4D: bigEndian = true
        case 0x4949: bigEndian = false
        default: throw PhotoMetadataError.malformed("TIFF header has no II/MM byte-order mark")
        }
        let reader = ByteReader(header, bigEndian: bigEndian)
        let magic = reader.u16(2) ?? 0
        // 42 is TIFF proper (also DNG, CR2, NEF, ARW); Olympus ORF and Panasonic RW2 use their own
        // magic but the same IFD layout. BigTIFF (43) has 8-byte offsets and is not handled.
        guard [42, 0x4F52, 0x5352, 0x0055].contains(magic) else {
            if magic == 43 { throw PhotoMetadataError.unsupported("BigTIFF") }
            throw PhotoMetadataError.malformed("TIFF magic is \(magic), expected 42")
        }
        self.source = source
        firstIFDOffset = Int(reader.u32(4) ?? 0)
    }

    static func typeSize(_ type: UInt16) -> Int? {
        switch type {
        case 1, 2, 6, 7: return 1
        case 3, 8: return 2
        case 4, 9, 11, 13: return 4
        case 5, 10, 12: return 8
        default: return nil
        }
    }

    /// Reads one directory. A directory cut short by the end of the data keeps the entries that
    /// are complete, so a truncated file still yields what it has.
    func directory(at offset: Int) throws -> TIFFDirectory {
        guard offset >= 8, source.contains(offset: offset, length: 2) else {
            throw PhotoMetadataError.malformed("IFD offset \(offset) is outside the \(source.count)-byte TIFF block")
        }
        let declared = Int(try reader(at: offset, length: 2).u16(0) ?? 0)
        guard declared <= Self.maxEntries else {
            throw PhotoMetadataError.malformed("IFD at \(offset) claims \(declared) entries")
        }
        let available = (source.count - offset - 2) / 12
        let entryCount = min(declared, available)
        let wantsNext = entryCount == declared && source.contains(offset: offset + 2 + 12 * declared, length: 4)
        let block = try reader(at: offset + 2, length: 12 * entryCount + (wantsNext ? 4 : 0))
        var entries: [TIFFEntry] = []
        entries.reserveCapacity(entryCount)
        for i in 0 ..< entryCount {
            let base = 12 * i
            guard let tag = block.u16(base), let type = block.u16(base + 2),
                  let count = block.u32(base + 4), let value = block.u32(base + 8) else { break }
            let start = block.data.startIndex + base + 8
            entries.append(TIFFEntry(tag: tag, type: type, count: count,
                                     field: block.data[start ..< start + 4], valueOffset: value))
        }
        var next: Int?
        if wantsNext, let raw = block.u32(12 * entryCount), raw != 0 { next = Int(raw) }
        return TIFFDirectory(entries: entries, next: next)
    }

    private func reader(at offset: Int, length: Int) throws -> ByteReader {
        ByteReader(try source.bytes(at: offset, length: length), bigEndian: bigEndian)
    }

    /// The raw bytes of at most `maxCount` values of an entry. Only the prefix we need is read,
    /// so a count of 0xFFFFFFFF costs nothing; nil when the values lie outside the data.
    func valueBytes(_ entry: TIFFEntry, maxCount: Int) -> ByteReader? {
        guard let size = Self.typeSize(entry.type), entry.count > 0 else { return nil }
        let (total, overflow) = Int(entry.count).multipliedReportingOverflow(by: size)
        guard !overflow else { return nil }
        let wanted = min(Int(entry.count), maxCount) * size
        if total <= 4 {
            let start = entry.field.startIndex
            return ByteReader(entry.field[start ..< start + wanted], bigEndian: bigEndian)
        }
        let offset = Int(entry.valueOffset)
        guard source.contains(offset: offset, length: wanted),
              let data = try? source.bytes(at: offset, length: wanted) else { return nil }
        return ByteReader(data, bigEndian: bigEndian)
    }

    /// Numeric values as doubles, whatever numeric type the writer chose. Rationals with a zero
    /// denominator come back as infinity/NaN on purpose, so validation can reject them by name.
    func numbers(_ entry: TIFFEntry, maxCount: Int) -> [Double]? {
        guard let reader = valueBytes(entry, maxCount: maxCount) else { return nil }
        let n = min(Int(entry.count), maxCount)
        var values: [Double] = []
        values.reserveCapacity(n)
        for i in 0 ..< n {
            let value: Double?
            switch entry.type {
            case 1, 7: value = reader.u8(i).map { Double($0) }
            case 6: value = reader.u8(i).map { Double(Int8(bitPattern: $0)) }
            case 3: value = reader.u16(2 * i).map { Double($0) }
            case 8: value = reader.u16(2 * i).map { Double(Int16(bitPattern: $0)) }
            case 4, 13: value = reader.u32(4 * i).map { Double($0) }
            case 9: value = reader.u32(4 * i).map { Double(Int32(bitPattern: $0)) }
            case 11: value = reader.u32(4 * i).map { Double(Float(bitPattern: $0)) }
            case 12: value = reader.u64(8 * i).map { Double(bitPattern: $0) }
            case 5:
                if let num = reader.u32(8 * i), let den = reader.u32(8 * i + 4) {
                    value = Double(num) / Double(den)
                } else { value = nil }
            case 10:
                if let num = reader.u32(8 * i), let den = reader.u32(8 * i + 4) {
                    value = Double(Int32(bitPattern: num)) / Double(Int32(bitPattern: den))
                } else { value = nil }
            default: value = nil
            }
            guard let v = value else { return nil }
            values.append(v)
        }
        return values
    }

    /// An ASCII (or UNDEFINED, which some writers use) value up to the first NUL, trimmed of the
    /// space padding EXIF uses for "unknown".
    func string(_ entry: TIFFEntry, maxLength: Int = 64) -> String? {
        guard entry.type == 2 || entry.type == 7 || entry.type == 1,
              let reader = valueBytes(entry, maxCount: maxLength) else { return nil }
        var bytes = Array(reader.data)
        if let nul = bytes.firstIndex(of: 0) { bytes.removeSubrange(nul...) }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// A pointer to a sub-IFD (LONG or IFD type, though some writers use SHORT).
    func pointer(_ entry: TIFFEntry) -> Int? {
        guard [3, 4, 9, 13].contains(entry.type), let reader = valueBytes(entry, maxCount: 1) else { return nil }
        let raw: UInt32? = entry.type == 3 ? reader.u16(0).map(UInt32.init) : reader.u32(0)
        guard let value = raw, value != 0 else { return nil }
        return Int(value)
    }
}
