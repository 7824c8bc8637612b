import Foundation

/// The least and greatest longitude (x) and latitude (y) of a ring.
public struct RingExtent<Scalar: Comparable> {
    /// The extremes: west and east are longitudes, south and north latitudes.
    public var west: Scalar, south: Scalar, east: Scalar, north: Scalar

    @inline(__always)
    mutating func include(_ x: Scalar, _ y: Scalar) {
        west = Swift.min(west, x); east = Swift.max(east, x)
        south = Swift.min(south, y); north = Swift.max(north, y)
    }
}

extension RingExtent where Scalar: ExpressibleByIntegerLiteral {
    /// The extent of `vertices` of the longitude, latitude pairs `xy` (all zeros for none), by
    /// the same comparisons in the same order as `Ring`'s values would get, so for doubles even
    /// the sign of a zero comes out the same. The decoders take it of the outer ring just
    /// decoded, still in the cache.
    static func of(_ xy: UnsafeBufferPointer<Scalar>, vertices: Range<Int>) -> RingExtent {
        guard let first = vertices.first else { return RingExtent(west: 0, south: 0, east: 0, north: 0) }
        var extent = RingExtent(west: xy[2 * first], south: xy[2 * first + 1], east: xy[2 * first], north: xy[2 * first + 1])
        for v in vertices { extent.include(xy[2 * v], xy[2 * v + 1]) }
        return extent
    }
}

/// Compact, deterministic binary form of a polygon for storage in the gazetteer.
///
/// Layout (version 1): one version byte, a varint ring count, then per ring a varint vertex
/// count followed by zig-zag varint deltas of (latitude, longitude) in `CoordinateGrid` units.
/// Deltas run on across rings, so a typical vertex costs two or three bytes.
public enum PolygonCodec {
    /// The layout version written as the first byte; a decoder refuses any other.
    public static let version: UInt8 = 1

    /// Why a stored polygon's bytes cannot be read: the gazetteer file is damaged, or was written
    /// in a layout this code does not know.
    public enum DecodingError: Error, Equatable, CustomStringConvertible {
        /// The first byte is a version this code does not read.
        case unsupportedVersion(UInt8)
        /// The bytes end inside a value, or hold no ring.
        case truncated
        /// A decoded coordinate that is not finite, or too large for the grid's 32-bit units.
        case coordinateOutOfRange

        /// The error as one line.
        public var description: String {
            switch self {
            case .unsupportedVersion(let v): return "polygon blob has unsupported version \(v)"
            case .truncated: return "polygon blob is truncated"
            case .coordinateOutOfRange: return "polygon blob has a coordinate beyond ±180°"
            }
        }
    }

    /// The polygon's bytes, every vertex rounded to `CoordinateGrid`; outer ring first, then the holes.
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

    /// The polygon `encode` wrote, its vertices on the grid.
    ///
    /// ```swift
    /// let blob = PolygonCodec.encode(polygon)
    /// let back = try PolygonCodec.decode(blob)   // polygon's vertices, rounded to CoordinateGrid
    /// ```
    /// - Throws: `DecodingError` for bytes of another version or cut short.
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

    /// Decodes into `IndexedPolygon`'s vertex layout: longitude, latitude pairs in grid units
    /// (`CoordinateGrid`), each ring's pairs after a copy of its last pair (zeros for a ring
    /// without vertices), so that vertex `v` of ring `r` is pair `v + r + 1` and every edge's two
    /// ends lie side by side; with the vertex index where each ring starts, and the outer ring's
    /// extremes in units (all 0 if it is empty), taken while its values are still in the cache.
    /// Written in that layout as it is decoded: decoding into a plain array and copying it took a
    /// second buffer and a pass per polygon.
    public static func decodeClosedRings(_ bytes: [UInt8]) throws -> (vertices: [Int32], ringStarts: [Int], outer: RingExtent<Int32>) {
        guard !bytes.isEmpty else { throw DecodingError.truncated }
        guard bytes[0] == version else { throw DecodingError.unsupportedVersion(bytes[0]) }
        return try bytes.withUnsafeBufferPointer { bytes in
            var header = 1
            let ringCount = try readVarint(bytes, &header)
            var ringStarts: [Int] = []
            var outer = RingExtent<Int32>(west: 0, south: 0, east: 0, north: 0)
            // Every value read ends at one of the bytes below 0x80: the version byte, the ring
            // count, one vertex count per ring begun and two values per vertex. A ring's copied
            // pair takes two slots for its count's one, so the slots written never pass that
            // count less two plus the rings begun (at most the ring count, and at most the ends):
            // written in place, without an append's capacity check per value.
            let ends = Varint.endCount(bytes)
            let capacity = Swift.max(0, ends - 2 + Int(Swift.min(ringCount, UInt64(ends))))
            let vertices = try [Int32](unsafeUninitializedCapacity: capacity) { out, initialized in
                // The decoding state is local to this closure rather than captured from outside
                // it, and counted in `written` rather than in the `inout` count, so the compiler
                // keeps it in registers instead of memory.
                var index = header, lastLat = 0, lastLon = 0, written = 0, vertexCount = 0
                defer { initialized = written }
                for ring in 0..<ringCount {
                    ringStarts.append(vertexCount)
                    let count = try readVarint(bytes, &index)
                    let copy = written
                    written += 2
                    for _ in 0..<count {
                        lastLat += unzigzag(try readVarint(bytes, &index))
                        lastLon += unzigzag(try readVarint(bytes, &index))
                        guard let lon = Int32(exactly: lastLon), let lat = Int32(exactly: lastLat) else { throw DecodingError.coordinateOutOfRange }
                        out[written] = lon
                        out[written &+ 1] = lat
                        written &+= 2   // below the capacity, see above
                    }
                    let last = count > 0 ? written - 2 : copy
                    out[copy] = count > 0 ? out[last] : 0
                    out[copy + 1] = count > 0 ? out[last + 1] : 0
                    vertexCount += Int(count)
                    if ring == 0 { outer = .of(UnsafeBufferPointer(out), vertices: 1..<written / 2) }
                }
            }
            guard !ringStarts.isEmpty else { throw DecodingError.truncated }
            return (vertices, ringStarts, outer)
        }
    }

    static func zigzag(_ v: Int) -> UInt64 { Varint.zigzag(v) }
    static func unzigzag(_ u: UInt64) -> Int { Varint.unzigzag(u) }
    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) { Varint.append(value, to: &out) }

    /// `readVarint` for the decoders' byte buffers: `Varint.read`'s path for values of up to four
    /// bytes (a stored polygon's deltas, and the full-resolution rings' grid deltas).
    @inline(__always)
    static func readVarint(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws -> UInt64 {
        guard let value = Varint.read(bytes, &index) else { throw DecodingError.truncated }
        return value
    }

    static func readVarint<C: Collection>(_ bytes: C, _ index: inout Int) throws -> UInt64 where C.Element == UInt8, C.Index == Int {
        try readVarintLoop(bytes, &index)
    }

    private static func readVarintLoop<C: Collection>(_ bytes: C, _ index: inout Int) throws -> UInt64 where C.Element == UInt8, C.Index == Int {
        guard let value = Varint.read(bytes, &index) else { throw DecodingError.truncated }
        return value
    }
}
