import Foundation

/// Bounds-checked integer loads from a block of bytes in either byte order.
///
/// Every accessor returns nil instead of trapping, because every offset it is given was
/// computed from untrusted file contents.
struct ByteReader {
    let data: Data
    let bigEndian: Bool

    init(_ data: Data, bigEndian: Bool) {
        self.data = data
        self.bigEndian = bigEndian
    }

    var count: Int { data.count }

    @inline(__always)
    private func has(_ offset: Int, _ size: Int) -> Bool {
        offset >= 0 && offset <= data.count - size
    }

    func u8(_ offset: Int) -> UInt8? {
        guard has(offset, 1) else { return nil }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in buffer[offset] }
    }

    func u16(_ offset: Int) -> UInt16? {
        guard has(offset, 2) else { return nil }
        let raw = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) }
        return bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw)
    }

    func u32(_ offset: Int) -> UInt32? {
        guard has(offset, 4) else { return nil }
        let raw = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        return bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
    }

    func u64(_ offset: Int) -> UInt64? {
        guard has(offset, 8) else { return nil }
        let raw = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        return bigEndian ? UInt64(bigEndian: raw) : UInt64(littleEndian: raw)
    }

    /// An unsigned field whose width is itself read from the file (ISO BMFF 'iloc' uses 0, 4 or 8).
    func uint(_ offset: Int, size: Int) -> UInt64? {
        switch size {
        case 0: return 0
        case 1: return u8(offset).map(UInt64.init)
        case 2: return u16(offset).map(UInt64.init)
        case 4: return u32(offset).map(UInt64.init)
        case 8: return u64(offset)
        default: return nil
        }
    }

    /// Four bytes as a box/brand code, e.g. "ftyp".
    func fourCC(_ offset: Int) -> UInt32? {
        guard has(offset, 4) else { return nil }
        let raw = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        return UInt32(bigEndian: raw)
    }

    func matches(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard has(offset, bytes.count) else { return false }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            for (i, byte) in bytes.enumerated() where buffer[offset + i] != byte { return false }
            return true
        }
    }
}

/// Four-character codes as integers, so box-type comparisons are a single integer compare.
enum FourCC {
    static func code(_ s: StaticString) -> UInt32 {
        precondition(s.utf8CodeUnitCount == 4)
        var value: UInt32 = 0
        s.withUTF8Buffer { for byte in $0 { value = value << 8 | UInt32(byte) } }
        return value
    }

    static func string(_ code: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> UInt32($0)) }
        return String(decoding: bytes.map { (0x20 ... 0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
