import Foundation
import XCTest
@testable import WaymarkGeo

final class PolygonCodecTests: XCTestCase {
    private func decodingError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> PolygonCodec.DecodingError? {
        do {
            let polygon = try PolygonCodec.decode(bytes)
            XCTFail("expected a DecodingError, decoded \(polygon)", file: file, line: line)
            return nil
        } catch let error as PolygonCodec.DecodingError {
            return error
        } catch {
            XCTFail("expected a DecodingError, got \(error)", file: file, line: line)
            return nil
        }
    }

    private var polygonWithHoles: Polygon {
        Polygon(outer: Ring(points: [xy(-10.123456, -20.987654), xy(30.000004, -20.5), xy(30.2, 40.111119), xy(-10, 40)]),
                holes: [rectangle(0, 0, 1.000001, 1), Ring(points: [xy(-5, -5), xy(-4, -5), xy(-4.5, -4.13)])])
    }

    private var worldEdges: Polygon {
        Polygon(outer: Ring(points: [xy(-180, -90), xy(180, -90), xy(180, 90), xy(-180, 90)]),
                holes: [Ring(points: [xy(-179.99999, 89.99999), xy(179.99999, 89.99999), xy(0, -89.99999)])])
    }

    // MARK: - Layout

    func testTheFirstByteIsTheVersion() {
        XCTAssertEqual(PolygonCodec.version, 1)
        XCTAssertEqual(PolygonCodec.encode(polygonWithHoles).first, 1)
    }

    func testATinyTriangleEncodesToTheDocumentedBytes() {
        // version, 1 ring, 3 vertices, then zig-zag deltas (lat, lon) in 1e-5° units:
        // (0, 0) → 0 0; (+1, 0) → 2 0; (-1, +1) → 1 2.
        let triangle = Polygon(outer: Ring(points: [xy(0, 0), xy(0, 0.00001), xy(0.00001, 0)]))
        XCTAssertEqual(PolygonCodec.encode(triangle), [1, 1, 3, 0, 0, 2, 0, 1, 2])
    }

    func testLargeDeltasUseMultiByteLittleEndianVarints() {
        // lat 1° = 100,000 units → zig-zag 200,000 = 0x30D40 → C0 9A 0C; lon -1° → 199,999 → BF 9A 0C.
        let polygon = Polygon(outer: Ring(points: [xy(-1, 1), xy(-1, 1.00001), xy(-0.99999, 1)]))
        XCTAssertEqual(Array(PolygonCodec.encode(polygon).prefix(9)), [1, 1, 3, 0xC0, 0x9A, 0x0C, 0xBF, 0x9A, 0x0C])
    }

    func testDeltasRunOnAcrossRings() {
        // The hole starts 1e-5° north-east of the outer ring's last vertex: two one-byte deltas.
        let polygon = Polygon(outer: Ring(points: [xy(50, 50), xy(51, 50), xy(51, 51)]),
                              holes: [Ring(points: [xy(51.00001, 51.00001), xy(51.00002, 51.00001), xy(51.00002, 51.00002)])])
        let bytes = PolygonCodec.encode(polygon)
        let outerBytes = PolygonCodec.encode(Polygon(outer: polygon.outer))
        XCTAssertEqual(bytes[1], 2)                                  // ring count
        XCTAssertEqual(Array(bytes[outerBytes.count...]), [3, 2, 2, 0, 2, 2, 0])
    }

    func testEncodingIsDeterministic() {
        var rng = SplitMix64(seed: 41)
        let ring = SimplificationTests.randomStarRing(&rng, vertices: 1000, center: xy(100, -40), radius: 3, jitter: 0.2)
        let polygon = Polygon(outer: ring, holes: [rectangle(99, -41, 100, -40)])
        let first = PolygonCodec.encode(polygon)
        XCTAssertEqual(PolygonCodec.encode(polygon), first)
        XCTAssertEqual(PolygonCodec.encode(polygon), PolygonCodec.encode(CoordinateGrid.round(polygon)))
    }

    func testNearbyVerticesCostAFewBytesEach() throws {
        // Steps of about 0.004° (400 units → zig-zag ≤ 800 → two bytes per axis).
        var points: [Coordinate] = []
        for i in 0..<1000 { points.append(xy(10 + 0.004 * Double(i % 500), 50 + (i < 500 ? 0.0 : 0.004))) }
        let bytes = PolygonCodec.encode(Polygon(outer: Ring(points: points)))
        XCTAssertLessThanOrEqual(bytes.count, 4 * points.count + 16)
        XCTAssertEqual(try PolygonCodec.decode(bytes).outer.points.count, points.count)
    }

    // MARK: - Round trips

    func testARoundTripGivesTheRoundedPolygonWithItsHolesAndNegativeCoordinates() throws {
        let polygon = polygonWithHoles
        let decoded = try PolygonCodec.decode(PolygonCodec.encode(polygon))
        XCTAssertEqual(decoded, CoordinateGrid.round(polygon))
        XCTAssertEqual(decoded.holes.count, 2)
        XCTAssertEqual(decoded.outer.points[0], xy(-10.12346, -20.98765))
    }

    func testARoundTripPreservesTheWorldEdgesAtPlusMinus180And90() throws {
        let decoded = try PolygonCodec.decode(PolygonCodec.encode(worldEdges))
        XCTAssertEqual(decoded, worldEdges)
        XCTAssertEqual(decoded.outer.points.map(\.longitude), [-180, 180, 180, -180])
        XCTAssertEqual(decoded.outer.points.map(\.latitude), [-90, -90, 90, 90])
    }

    func testARoundTripOfAnAlreadyRoundedPolygonIsTheIdentity() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<20 {
            let outer = SimplificationTests.randomStarRing(&rng, vertices: 10 + Int(rng.next() % 300),
                                                           center: xy(rng.double(-170...170), rng.double(-80...80)),
                                                           radius: rng.double(0.01...9), jitter: 0.3)
            let hole = SimplificationTests.randomStarRing(&rng, vertices: 3 + Int(rng.next() % 30),
                                                          center: outer.boundingBox!.center, radius: 0.005, jitter: 0.3)
            let polygon = CoordinateGrid.round(Polygon(outer: outer, holes: [hole]))
            XCTAssertEqual(try PolygonCodec.decode(PolygonCodec.encode(polygon)), polygon)
        }
    }

    func testDecodingAcceptsASliceOfALargerBuffer() throws {
        let bytes = PolygonCodec.encode(polygonWithHoles)
        let buffer: [UInt8] = [0xAA, 0xBB, 0xCC] + bytes + [0xDD]
        let slice = buffer[3..<(3 + bytes.count)]
        XCTAssertEqual(try PolygonCodec.decode(slice), CoordinateGrid.round(polygonWithHoles))
        XCTAssertEqual(try PolygonCodec.decode(Data(bytes)), CoordinateGrid.round(polygonWithHoles))
    }

    // MARK: - Errors

    func testDecodingNoBytesThrowsTruncated() {
        XCTAssertEqual(decodingError([]), .truncated)
    }

    func testDecodingEveryProperPrefixOfAnEncodingThrowsTruncated() {
        for polygon in [polygonWithHoles, worldEdges] {
            let bytes = PolygonCodec.encode(polygon)
            for length in 0..<bytes.count {
                XCTAssertEqual(decodingError(Array(bytes.prefix(length))), .truncated, "prefix of \(length) of \(bytes.count) bytes")
            }
        }
    }

    func testAVarintThatNeverEndsThrowsTruncated() {
        XCTAssertEqual(decodingError([1] + [UInt8](repeating: 0xFF, count: 12)), .truncated)
    }

    func testAnUnknownVersionThrowsUnsupportedVersion() {
        var bytes = PolygonCodec.encode(polygonWithHoles)
        bytes[0] = 2
        XCTAssertEqual(decodingError(bytes), .unsupportedVersion(2))
        XCTAssertEqual(decodingError([0]), .unsupportedVersion(0))
        XCTAssertEqual(decodingError([0xFF, 1, 3]), .unsupportedVersion(255))
    }

    func testABlobWithoutRingsThrowsTruncated() {
        XCTAssertEqual(decodingError([1, 0]), .truncated)
    }

    func testDecodingErrorsDescribeThemselves() {
        XCTAssertEqual(PolygonCodec.DecodingError.truncated.description, "polygon blob is truncated")
        XCTAssertEqual(PolygonCodec.DecodingError.unsupportedVersion(7).description, "polygon blob has unsupported version 7")
    }

    // MARK: - Grid units

    /// `decodeClosedRings` gives the stored integers, vertex `v` of ring `r` at pair `v + r + 1`
    /// after a copy of its ring's last vertex; turned into degrees they are exactly the
    /// coordinates `decode` gives, ring starts included.
    func testDecodingToGridUnitsAgreesWithDecodingToCoordinates() throws {
        for polygon in [polygonWithHoles, worldEdges] {
            let bytes = PolygonCodec.encode(polygon)
            let decoded = try PolygonCodec.decode(bytes)
            let flat = try PolygonCodec.decodeClosedRings(bytes)
            XCTAssertEqual(flat.vertices.count, (decoded.vertexCount + decoded.rings.count) * 2)
            var start = 0
            XCTAssertEqual(flat.ringStarts, decoded.rings.map { ring in defer { start += ring.points.count }; return start })
            for (r, ring) in decoded.rings.enumerated() {
                let first = flat.ringStarts[r] + r + 1
                // The copy of the last vertex, then the ring's vertices in order.
                let expected = ring.points.isEmpty ? [] : [ring.points[ring.points.count - 1]] + ring.points
                for (i, p) in expected.enumerated() {
                    XCTAssertEqual(CoordinateGrid.degrees(Int(flat.vertices[2 * (first - 1 + i)])), p.longitude)
                    XCTAssertEqual(CoordinateGrid.degrees(Int(flat.vertices[2 * (first - 1 + i) + 1])), p.latitude)
                }
            }
        }
    }

    func testGridUnitsBeyond32BitsAreRefused() {
        // One ring of one vertex whose latitude delta is 2^40 units (zigzag: 2^41).
        var bytes: [UInt8] = [PolygonCodec.version, 1, 1]
        PolygonCodec.appendVarint(1 << 41, to: &bytes)
        PolygonCodec.appendVarint(0, to: &bytes)
        XCTAssertThrowsError(try PolygonCodec.decodeClosedRings(bytes)) { error in
            XCTAssertEqual(error as? PolygonCodec.DecodingError, .coordinateOutOfRange)
        }
        XCTAssertThrowsError(try PolygonCodec.decodeClosedRings([1])) { error in
            XCTAssertEqual(error as? PolygonCodec.DecodingError, .truncated)
        }
    }
}
