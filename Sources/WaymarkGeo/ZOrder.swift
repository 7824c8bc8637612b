/// A Z-order (Morton) curve over the globe: interleaving the bits of latitude and longitude gives
/// each coordinate a number such that coordinates with close numbers are mostly close on the
/// ground. Sorting by it turns a scattered set of points into runs of neighbours.
public enum ZOrder {
    /// The curve position of `c`, from 16 bits of latitude and 16 of longitude (cells of about
    /// 0.003° by 0.005°). Invalid coordinates get 0.
    public static func key(_ c: Coordinate) -> UInt32 {
        guard c.isValid else { return 0 }
        let row = UInt32(((c.latitude + 90) / 180 * 65535).rounded(.down))
        let column = UInt32(((c.longitude + 180) / 360 * 65535).rounded(.down))
        return spread(row) << 1 | spread(column)
    }

    /// The low 16 bits of `v` moved to the even bit positions.
    static func spread(_ v: UInt32) -> UInt32 {
        var x = v & 0xFFFF
        x = (x | (x << 8)) & 0x00FF_00FF
        x = (x | (x << 4)) & 0x0F0F_0F0F
        x = (x | (x << 2)) & 0x3333_3333
        x = (x | (x << 1)) & 0x5555_5555
        return x
    }

    /// The indices of `coordinates` in curve order; equal keys keep their input order, so the
    /// result is the same in every process.
    ///
    /// A least-significant-digit radix sort on the key, a byte per pass: each pass is stable and
    /// the input is in index order, so equal keys stay in index order, the order a sort by
    /// (key, index) gives. A batch orders every point it resolves, and a radix sort does it in a
    /// fixed number of passes, about half the work of a comparison sort of the packed pairs.
    public static func order(_ coordinates: [Coordinate]) -> [Int] {
        let n = coordinates.count
        // Key in the high half, index in the low: the passes move one integer per point.
        var packed = [UInt64](unsafeUninitializedCapacity: n) { out, initialized in
            for i in 0..<n { out[i] = UInt64(key(coordinates[i])) << 32 | UInt64(i) }
            initialized = n
        }
        // Every byte's counts in one pass over the keys.
        var counts = [Int](repeating: 0, count: 4 * 256)
        packed.withUnsafeBufferPointer { packed in
            counts.withUnsafeMutableBufferPointer { counts in
                for value in packed {
                    for digit in 0..<4 { counts[digit << 8 | Int(truncatingIfNeeded: value >> (32 + 8 * digit)) & 0xFF] += 1 }
                }
            }
        }
        // The passes move the pairs back and forth between `packed` and the answer's own
        // storage, and the indices are then taken out in place: a third array of a block's
        // size came fresh from the system on every block (250 more page faults on the land set).
        return [Int](unsafeUninitializedCapacity: n) { out, initialized in
            out.withMemoryRebound(to: UInt64.self) { spare in
                packed.withUnsafeMutableBufferPointer { packed in
                    var from = packed, to = spare
                    var next = [Int](repeating: 0, count: 256)
                    for digit in 0..<4 {
                        // A byte that every key shares moves nothing.
                        if counts[(digit << 8)..<((digit + 1) << 8)].contains(n) { continue }
                        var total = 0
                        for b in 0..<256 { next[b] = total; total += counts[digit << 8 | b] }
                        let shift = UInt64(32 + 8 * digit)
                        next.withUnsafeMutableBufferPointer { next in
                            for value in from {
                                let b = Int(truncatingIfNeeded: value >> shift) & 0xFF
                                to[next[b]] = value
                                next[b] += 1
                            }
                        }
                        swap(&from, &to)
                    }
                    for i in 0..<n { spare[i] = from[i] & 0xFFFF_FFFF }
                }
            }
            initialized = n
        }
    }
}
