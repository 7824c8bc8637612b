import XCTest
@testable import WaymarkGeo

/// What the decoders find on the way for `IndexedPolygon` (the outer ring's extremes, the
/// number of values a blob holds) and how the index files edges into bands, each checked against
/// a plain computation from the decoded polygon.
final class IndexPreparationTests: XCTestCase {
    /// A coastline with two holes and a hole collapsed to one vertex, off the grid.
    private func coastline(seed: UInt64) -> Polygon {
        var rng = SplitMix64(seed: seed)
        let outer = SimplificationTests.randomStarRing(&rng, vertices: 900, center: xy(-70, -33), radius: 4, jitter: 0.4)
        let hole = SimplificationTests.randomStarRing(&rng, vertices: 50, center: xy(-70.5, -33), radius: 0.5, jitter: 0.2)
        return Polygon(outer: outer, holes: [hole, Ring(points: [xy(-69, -32.5)])])
    }

    /// The outer ring's least and greatest coordinates, bit for bit (the sign of a zero too).
    private func assertExtent(_ extent: RingExtent<Double>, isThatOf ring: Ring, file: StaticString = #filePath, line: UInt = #line) {
        let longitudes = ring.points.map(\.longitude), latitudes = ring.points.map(\.latitude)
        XCTAssertEqual(extent.west.bitPattern, longitudes.min()!.bitPattern, file: file, line: line)
        XCTAssertEqual(extent.east.bitPattern, longitudes.max()!.bitPattern, file: file, line: line)
        XCTAssertEqual(extent.south.bitPattern, latitudes.min()!.bitPattern, file: file, line: line)
        XCTAssertEqual(extent.north.bitPattern, latitudes.max()!.bitPattern, file: file, line: line)
    }

    func testTheExactDecoderFindsTheOuterRingsExtremes() throws {
        for seed in 1...5 as ClosedRange<UInt64> {
            let polygon = coastline(seed: seed)
            let flat = try ExactPolygonCodec.decodeFlat(ExactPolygonCodec.encode(polygon))
            assertExtent(flat.outer, isThatOf: polygon.outer)
            XCTAssertEqual(flat.xy.count, polygon.vertexCount * 2)
        }
    }

    func testTheGridDecoderFindsTheOuterRingsExtremes() throws {
        for seed in 1...5 as ClosedRange<UInt64> {
            let polygon = CoordinateGrid.round(coastline(seed: seed), keepingEveryRing: true)
            let flat = try PolygonCodec.decodeClosedRings(PolygonCodec.encode(polygon))
            let degrees = RingExtent(west: CoordinateGrid.degrees(Int(flat.outer.west)), south: CoordinateGrid.degrees(Int(flat.outer.south)),
                                     east: CoordinateGrid.degrees(Int(flat.outer.east)), north: CoordinateGrid.degrees(Int(flat.outer.north)))
            assertExtent(degrees, isThatOf: polygon.outer)
            XCTAssertEqual(flat.vertices.count, (polygon.vertexCount + polygon.rings.count) * 2)
        }
    }

    /// A zero's sign is kept: -0.0 met before 0.0 stays the least (and 0.0 after it the greatest),
    /// as a pass over the decoded values would find them.
    func testTheExtremesKeepTheSignOfAZero() throws {
        let ring = Ring(points: [xy(-0.0, -0.0), xy(1, 0.0), xy(0.0, 1)])
        let flat = try ExactPolygonCodec.decodeFlat(ExactPolygonCodec.encode(Polygon(outer: ring)))
        XCTAssertEqual(flat.outer.west.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(flat.outer.south.bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(flat.outer.north.bitPattern, (1.0).bitPattern)
    }

    /// An outer ring without vertices has the empty box at the origin, as before decoding found it.
    func testAnEmptyOuterRingHasZeroExtremes() throws {
        let bytes: [UInt8] = [ExactPolygonCodec.version, 2, 0, 1] + [0, 0, 0, 0]
        let flat = try ExactPolygonCodec.decodeFlat(bytes)
        XCTAssertEqual(flat.ringStarts, [0, 0])
        XCTAssertEqual([flat.outer.west, flat.outer.south, flat.outer.east, flat.outer.north], [0, 0, 0, 0])
        let grid = try PolygonCodec.decodeClosedRings([PolygonCodec.version, 2, 0, 1, 4, 6])
        XCTAssertEqual(grid.ringStarts, [0, 0])
        // The empty ring keeps its slot of zeros; the one vertex (3, 2) follows its own copy.
        XCTAssertEqual(grid.vertices, [0, 0, 3, 2, 3, 2])
        XCTAssertEqual([grid.outer.west, grid.outer.south, grid.outer.east, grid.outer.north], [0, 0, 0, 0])
    }

    /// Values of every length from one to ten bytes, read back in order from one buffer, to its
    /// last byte; and the count of values that end in it.
    func testVarintsOfEveryLengthReadBackAndAreCounted() throws {
        var values: [UInt64] = []
        for bits in 0...64 {
            let top: UInt64 = bits == 0 ? 0 : 1 << UInt64(bits - 1)
            values += [top, top | 1, bits == 64 ? .max : (top << 1) &- 1]
        }
        var bytes: [UInt8] = []
        for value in values { Varint.append(value, to: &bytes) }
        try bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(Varint.endCount(buffer), values.count)
            var index = 0
            for value in values { XCTAssertEqual(try PolygonCodec.readVarint(buffer, &index), value) }
            XCTAssertEqual(index, buffer.count)
            // The buffer reader (with its short path for up to four bytes) against the general
            // loop over a collection, from every offset a value starts at.
            var fast = 0, general = 0
            for value in values {
                XCTAssertEqual(Varint.read(buffer, &fast), value)
                XCTAssertEqual(Varint.read(buffer[...], &general), value)
                XCTAssertEqual(fast, general)
            }
        }
    }

    /// A value cut off before its last byte is damage, whatever its length and however close to
    /// the end of the buffer it starts; so is one of more than 64 bits.
    func testTruncatedVarintsReadAsNil() {
        for length in 1...10 {
            for padding in 0...4 {
                let bytes = [UInt8](repeating: 0, count: padding) + [UInt8](repeating: 0x81, count: length)
                bytes.withUnsafeBufferPointer { buffer in
                    var index = padding
                    XCTAssertNil(Varint.read(buffer, &index), "\(length) continuation bytes after \(padding)")
                }
            }
        }
        let tooLong = [UInt8](repeating: 0x80, count: 10) + [1]
        tooLong.withUnsafeBufferPointer { buffer in
            var index = 0
            XCTAssertNil(Varint.read(buffer, &index))
        }
    }

    /// Every band holds exactly the edges whose span of bands (from the band of one end to that
    /// of the other) includes it, in ring and edge order, counted here one edge and one band at a
    /// time.
    func testEachBandHoldsExactlyTheEdgesThatSpanIt() throws {
        let polygon = coastline(seed: 7)
        let indexed = try IndexedPolygon(exactEncoded: ExactPolygonCodec.encode(polygon))
        var expected = [[[Double]]](repeating: [], count: indexed.bandCount)
        for ring in polygon.rings where ring.points.count >= 2 {
            var previous = ring.points[ring.points.count - 1]
            for p in ring.points {
                let a = indexed.band(previous.latitude), b = indexed.band(p.latitude)
                for band in min(a, b)...max(a, b) { expected[band].append([previous.longitude, previous.latitude, p.longitude, p.latitude]) }
                previous = p
            }
        }
        XCTAssertGreaterThan(indexed.bandCount, 200)
        for band in 0..<indexed.bandCount {
            var found: [[Double]] = []
            indexed.forEachEdge(bands: band, band) { a, b in found.append([a.longitude, a.latitude, b.longitude, b.latitude]) }
            XCTAssertEqual(found, expected[band], "band \(band)")
        }
    }
}

/// `BandLayout.floorOfSmall` is `Int(x)` wherever `band` uses it, at integers, halves and one unit in
/// the last place either side of them (where rounding to the nearest integer goes either way), and
/// on random values.
final class BandFloorTests: XCTestCase {
    func testTheFloorOfSmallValuesIsTheConversionsTruncation() {
        var values: [Double] = []
        for k in [0, 1, 2, 3, 7, 100, 4095, 65_534, 65_535, 1 << 40] {
            for base in [Double(k), Double(k) + 0.5] {
                values += [base, base.nextUp, base.nextDown]
            }
        }
        var rng = SplitMix64(seed: 11)
        for _ in 0..<100_000 { values.append(rng.double(0...70_000)) }
        for x in values where x > 0 {
            XCTAssertEqual(BandLayout.floorOfSmall(x), Int(x), "\(x)")
        }
    }
}
