/// Unsigned LEB128 varints (seven bits a byte, low bits first) and zig-zag signed values: the
/// byte code of the gazetteer's blobs, the polygons (`PolygonCodec`, `ExactPolygonCodec`) and
/// the city lists, in one place.
public enum Varint {
    /// A signed value as an unsigned one whose size follows its magnitude (0, -1, 1, -2 → 0, 1, 2, 3).
    @inlinable
    public static func zigzag(_ v: Int) -> UInt64 { UInt64(bitPattern: Int64((v << 1) ^ (v >> 63))) }

    /// The signed value `zigzag` made `u` of.
    @inlinable
    public static func unzigzag(_ u: UInt64) -> Int { Int(Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)) }

    /// Appends `value`'s bytes to `out`.
    public static func append(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    /// The value starting at `index`, which moves past it; nil where the bytes end inside it or
    /// it runs past 64 bits (the caller names the damage).
    @inlinable @inline(__always)
    public static func read<C: Collection>(_ bytes: C, _ index: inout Int) -> UInt64? where C.Element == UInt8, C.Index == Int {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard index < bytes.endIndex, shift < 64 else { return nil }
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// `read` for a byte buffer, with values of up to four bytes (the gazetteer's deltas almost
    /// all are) read without the general loop and its per-byte bounds and shift checks; the
    /// same values, the same damage reported.
    /// `index` lies within the buffer or at its end, as every read leaves it, so the position
    /// arithmetic cannot overflow and wraps without the overflow checks (one a byte).
    @inlinable @inline(__always)
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt64? {
        let at = index
        if at &+ 3 < bytes.count {
            let first = bytes[at]
            if first < 0x80 { index = at &+ 1; return UInt64(first) }
            let second = bytes[at &+ 1]
            if second < 0x80 { index = at &+ 2; return UInt64(first & 0x7F) | UInt64(second) << 7 }
            let low = UInt64(first & 0x7F) | UInt64(second & 0x7F) << 7
            let third = bytes[at &+ 2]
            if third < 0x80 { index = at &+ 3; return low | UInt64(third) << 14 }
            let fourth = bytes[at &+ 3]
            if fourth < 0x80 { index = at &+ 4; return low | UInt64(third & 0x7F) << 14 | UInt64(fourth) << 21 }
        }
        return readLong(bytes, &index)
    }

    /// The general loop, out of line: inlined into a decoder's loop it takes the registers the
    /// short path needs, and the short path is nearly every value.
    @usableFromInline @inline(never)
    static func readLong(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt64? {
        read(bytes[...], &index)
    }

    /// How many values end in `bytes`: each ends at its one byte below 0x80. A decoder sizes its
    /// output from it exactly, without a first pass through the values.
    /// Eight bytes at a time: the compiler does not vectorise the byte loop, which cost a fifth of
    /// the decoding, and a bit count is a library call on the baseline x86-64.
    @inlinable
    public static func endCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0, offset = 0
        while offset + 8 <= bytes.count {
            // One per byte below 0x80, in that byte's low bit; the multiplication sums the eight
            // bytes (at most 8, no carries) into the top one.
            let ends = (~raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) >> 7) & 0x0101_0101_0101_0101
            count &+= Int((ends &* 0x0101_0101_0101_0101) >> 56)
            offset += 8
        }
        while offset < bytes.count {
            count &+= Int(~bytes[offset] >> 7)
            offset += 1
        }
        return count
    }
}
