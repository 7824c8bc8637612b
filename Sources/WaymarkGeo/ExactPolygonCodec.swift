/// Lossless binary form of a polygon: decoding gives back every coordinate bit for bit.
///
/// The gazetteer keeps the full-resolution Natural Earth country rings in this form, so that the
/// resolver can decide points near a simplified border with exactly the source's geometry.
/// Natural Earth stores arbitrary doubles (117.70360790400008: nine decimals plus noise from its
/// own processing), so no decimal grid reproduces them. Each value is stored as its nearest
/// 1e-9° grid value, delta-coded from the previous one (three or four bytes), plus the distance
/// in units in the last place from that grid value to the actual double (usually one byte).
///
/// Layout (version 1): one version byte, a varint ring count, then per ring a varint vertex
/// count followed by, per vertex and per axis (latitude, then longitude), a zig-zag varint grid
/// delta and a zig-zag varint bit-pattern residual. About ten bytes a vertex.
public enum ExactPolygonCodec {
    /// The layout version written as the first byte; `decode` refuses any other.
    public static let version: UInt8 = 1
    static let unitsPerDegree = 1e9

    /// The polygon's bytes, outer ring first, then the holes.
    public static func encode(_ polygon: Polygon) -> [UInt8] {
        var out: [UInt8] = [version]
        let rings = polygon.rings
        PolygonCodec.appendVarint(UInt64(rings.count), to: &out)
        var last = (0, 0)
        for ring in rings {
            PolygonCodec.appendVarint(UInt64(ring.points.count), to: &out)
            for p in ring.points {
                append(p.latitude, after: &last.0, to: &out)
                append(p.longitude, after: &last.1, to: &out)
            }
        }
        return out
    }

    private static func append(_ value: Double, after last: inout Int, to out: inout [UInt8]) {
        let units = Int((value * unitsPerDegree).rounded())
        let residual = Int64(bitPattern: value.bitPattern) &- Int64(bitPattern: base(units).bitPattern)
        out.appendZigzag(units - last)
        PolygonCodec.appendVarint(PolygonCodec.zigzag(Int(residual)), to: &out)
        last = units
    }

    @inline(__always)
    static func base(_ units: Int) -> Double { Double(units) / unitsPerDegree }

    /// The polygon exactly as encoded. Rings are taken as stored (no closing vertex is dropped
    /// again), so `decode(encode(p)) == p`.
    public static func decode(_ bytes: [UInt8]) throws -> Polygon {
        let flat = try decodeFlat(bytes)
        var rings: [Ring] = []
        for (index, start) in flat.ringStarts.enumerated() {
            let end = index + 1 < flat.ringStarts.count ? flat.ringStarts[index + 1] : flat.xy.count / 2
            var ring = Ring(points: [])
            ring.points = (start..<end).map { Coordinate(latitude: flat.xy[2 * $0 + 1], longitude: flat.xy[2 * $0]) }
            rings.append(ring)
        }
        return Polygon(outer: rings[0], holes: Array(rings.dropFirst()))
    }

    /// The next value: its grid delta from `last` (updated), then its residual.
    @inline(__always)
    private static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, after last: inout Int) throws -> Double {
        last += PolygonCodec.unzigzag(try PolygonCodec.readVarint(bytes, &index))
        let residual = Int64(PolygonCodec.unzigzag(try PolygonCodec.readVarint(bytes, &index)))
        return Double(bitPattern: UInt64(bitPattern: Int64(bitPattern: base(last).bitPattern) &+ residual))
    }

    /// Longitude, latitude pairs of every vertex in degrees, ring after ring, the vertex index
    /// where each ring starts, and the outer ring's extremes (all 0 if it is empty), taken while
    /// its values are still in the cache: what `IndexedPolygon` is built from.
    public static func decodeFlat(_ bytes: [UInt8]) throws -> (xy: [Double], ringStarts: [Int], outer: RingExtent<Double>) {
        guard !bytes.isEmpty else { throw PolygonCodec.DecodingError.truncated }
        guard bytes[0] == version else { throw PolygonCodec.DecodingError.unsupportedVersion(bytes[0]) }
        return try bytes.withUnsafeBufferPointer { bytes in
            var header = 1
            let ringCount = try PolygonCodec.readVarint(bytes, &header)
            var ringStarts: [Int] = []
            var outer = RingExtent<Double>(west: 0, south: 0, east: 0, north: 0)
            // A vertex is four values, each ending at one of the bytes below 0x80, and the
            // version byte, the ring count and at least one vertex count are three more: half
            // that many doubles, two a vertex, hold every vertex, written in place without an
            // append's capacity check. The polygon keeps them, so there are next to no slots to
            // spare (a quarter of one per hole), where sizing by the blob's bytes would leave
            // most of a full-resolution polygon's capacity unused for as long as it is kept.
            let capacity = Swift.max(0, Varint.endCount(bytes) - 3) / 2
            let xy = try [Double](unsafeUninitializedCapacity: capacity) { out, initialized in
                // The decoding state is local to this closure rather than captured from outside
                // it, and counted in `written` rather than in the `inout` count, so the compiler
                // keeps it in registers instead of memory.
                var index = header, lastLat = 0, lastLon = 0, written = 0
                defer { initialized = written }
                for ring in 0..<ringCount {
                    ringStarts.append(written / 2)
                    let count = try PolygonCodec.readVarint(bytes, &index)
                    for _ in 0..<count {
                        let lat = try value(bytes, &index, after: &lastLat), lon = try value(bytes, &index, after: &lastLon)
                        guard lat.isFinite, lon.isFinite else { throw PolygonCodec.DecodingError.coordinateOutOfRange }
                        out[written] = lon
                        out[written &+ 1] = lat
                        written &+= 2   // below the capacity, see above
                    }
                    if ring == 0 { outer = .of(UnsafeBufferPointer(out), vertices: 0..<written / 2) }
                }
            }
            guard !ringStarts.isEmpty else { throw PolygonCodec.DecodingError.truncated }
            return (xy, ringStarts, outer)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendZigzag(_ value: Int) { PolygonCodec.appendVarint(PolygonCodec.zigzag(value), to: &self) }
}
