import Foundation

/// Compact, deterministic binary form of a polygon for storage in the gazetteer.
///
/// Layout (version 1): one version byte, a varint ring count, then per ring a varint vertex
/// count followed by zig-zag varint deltas of (latitude, longitude) in `CoordinateGrid` units.
/// Deltas run on across rings, so a typical vertex costs two or three bytes.
public enum PolygonCodec {
    public static let version: UInt8 = 1

    public enum DecodingError: Error, Equatable, CustomStringConvertible {
        case unsupportedVersion(UInt8)
        case truncated
        case coordinateOutOfRange

        public var description: String {
            switch self {
            case .unsupportedVersion(let v): return "polygon blob has unsupported version \(v)"
            case .truncated: return "polygon blob is truncated"
            case .coordinateOutOfRange: return "polygon blob has a coordinate beyond ±180°"
            }
        }
    }

    public static func encode(_ polygon: Polygon) -> [UInt8] {
        var out: [UInt8] = [version]
        let rings = polygon.rings
        appendVarint(UInt64(rings.count), to: &out)
        var lastLat = 0, lastLon = 0
        for ring in rings {
            appendVarint(UInt64(ring.points.count), to: &out)
            for p in ring.points {
                let lat = CoordinateGrid.units(p.latitude), lon = CoordinateGrid.units(p.longitude)
                appendVarint(zigzag(lat - lastLat), to: &out)
                appendVarint(zigzag(lon - lastLon), to: &out)
                lastLat = lat
                lastLon = lon
            }
        }
        return out
    }

    public static func decode<C: Collection>(_ bytes: C) throws -> Polygon where C.Element == UInt8, C.Index == Int {
        var index = bytes.startIndex
        guard index < bytes.endIndex else { throw DecodingError.truncated }
        let v = bytes[index]
        index += 1
        guard v == version else { throw DecodingError.unsupportedVersion(v) }
        let ringCount = try readVarint(bytes, &index)
        var rings: [Ring] = []
        var lastLat = 0, lastLon = 0
        for _ in 0..<ringCount {
            let count = try readVarint(bytes, &index)
            var points: [Coordinate] = []
            points.reserveCapacity(Int(min(count, 1 << 20)))
            for _ in 0..<count {
                lastLat += unzigzag(try readVarint(bytes, &index))
                lastLon += unzigzag(try readVarint(bytes, &index))
                points.append(Coordinate(latitude: CoordinateGrid.degrees(lastLat), longitude: CoordinateGrid.degrees(lastLon)))
            }
            rings.append(Ring(points: points))
        }
        guard let outer = rings.first else { throw DecodingError.truncated }
        return Polygon(outer: outer, holes: Array(rings.dropFirst()))
    }

    /// Decodes into flat longitude/latitude pairs in grid units (`CoordinateGrid`) and ring start
    /// indices, for indexes that never need `Coordinate` values.
    public static func decodeUnits(_ bytes: [UInt8]) throws -> (units: [Int32], ringStarts: [Int]) {
        guard !bytes.isEmpty else { throw DecodingError.truncated }
        guard bytes[0] == version else { throw DecodingError.unsupportedVersion(bytes[0]) }
        return try bytes.withUnsafeBufferPointer { bytes in
            var index = 1
            let ringCount = try readVarint(bytes, &index)
            var ringStarts: [Int] = []
            var lastLat = 0, lastLon = 0
            // Each value takes at least one byte, so the values fit in as many slots as there are
            // bytes: written in place, without an append's capacity check per value.
            let units = try [Int32](unsafeUninitializedCapacity: bytes.count) { out, initialized in
                for _ in 0..<ringCount {
                    ringStarts.append(initialized / 2)
                    let count = try readVarint(bytes, &index)
                    for _ in 0..<count {
                        lastLat += unzigzag(try readVarint(bytes, &index))
                        lastLon += unzigzag(try readVarint(bytes, &index))
                        guard let lon = Int32(exactly: lastLon), let lat = Int32(exactly: lastLat) else { throw DecodingError.coordinateOutOfRange }
                        out[initialized] = lon
                        out[initialized + 1] = lat
                        initialized += 2
                    }
                }
            }
            guard !ringStarts.isEmpty else { throw DecodingError.truncated }
            return (units, ringStarts)
        }
    }

    static func zigzag(_ v: Int) -> UInt64 { Varint.zigzag(v) }
    static func unzigzag(_ u: UInt64) -> Int { Varint.unzigzag(u) }
    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) { Varint.append(value, to: &out) }

    /// `readVarint` for the decoders' byte buffers, with the one- and two-byte values (most of a
    /// polygon's deltas) read without the general loop.
    @inline(__always)
    static func readVarint(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws -> UInt64 {
        if index + 1 < bytes.count {
            let first = bytes[index]
            if first < 0x80 { index += 1; return UInt64(first) }
            let second = bytes[index + 1]
            if second < 0x80 { index += 2; return UInt64(first & 0x7F) | UInt64(second) << 7 }
        }
        return try readVarintLoop(bytes, &index)
    }

    static func readVarint<C: Collection>(_ bytes: C, _ index: inout Int) throws -> UInt64 where C.Element == UInt8, C.Index == Int {
        try readVarintLoop(bytes, &index)
    }

    private static func readVarintLoop<C: Collection>(_ bytes: C, _ index: inout Int) throws -> UInt64 where C.Element == UInt8, C.Index == Int {
        guard let value = Varint.read(bytes, &index) else { throw DecodingError.truncated }
        return value
    }
}
