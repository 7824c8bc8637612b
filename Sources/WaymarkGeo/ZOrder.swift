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
    public static func order(_ coordinates: [Coordinate]) -> [Int] {
        // Key and index packed in one integer: sorting plain integers needs no comparison closure.
        var packed = coordinates.enumerated().map { UInt64(key($0.element)) << 32 | UInt64($0.offset) }
        packed.sort()
        return packed.map { Int($0 & 0xFFFF_FFFF) }
    }
}
