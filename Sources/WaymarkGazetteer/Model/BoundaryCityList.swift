/// The blob of `boundary_cities.cities` (schema 8): which cities of its country's
/// `country_cities` list a split or derived region polygon contains, as ascending positions in
/// that list.
///
/// Layout (version 1): one version byte, a varint count, then varint gaps between positions (the
/// first from 0). The cities inside a polygon lie in one stretch of latitudes, so the gaps are
/// small: about a byte and a half a city.
///
/// ```swift
/// let blob = BoundaryCityCodec.encode([2, 3, 7])
/// let positions = try BoundaryCityCodec.decode(blob)   // [2, 3, 7]
/// ```
public enum BoundaryCityCodec {
    /// The layout version this code writes and reads, the blob's first byte.
    public static let version: UInt8 = 1

    /// `positions` must ascend strictly.
    public static func encode(_ positions: [Int]) -> [UInt8] {
        var out: [UInt8] = [version]
        CountryCityCodec.appendVarint(UInt64(positions.count), to: &out)
        var last = -1
        for position in positions {
            precondition(position > last, "positions must ascend")
            CountryCityCodec.appendVarint(UInt64(position - last - 1), to: &out)
            last = position
        }
        return out
    }

    /// The positions `bytes` holds, ascending. Throws `CountryCityCodec.CodingError` when the
    /// blob is empty, truncated or of another version.
    public static func decode(_ bytes: [UInt8]) throws -> [Int] {
        try bytes.withUnsafeBufferPointer { bytes in
            guard let v = bytes.first else { throw CountryCityCodec.CodingError.truncated }
            guard v == version else { throw CountryCityCodec.CodingError.unsupportedVersion(v) }
            var index = 1
            let count = Int(try CountryCityCodec.readVarint(bytes, &index))
            guard count <= bytes.count else { throw CountryCityCodec.CodingError.truncated }
            var positions: [Int] = []
            positions.reserveCapacity(count)
            var last = -1
            for _ in 0..<count {
                last += Int(try CountryCityCodec.readVarint(bytes, &index)) + 1
                positions.append(last)
            }
            return positions
        }
    }
}
