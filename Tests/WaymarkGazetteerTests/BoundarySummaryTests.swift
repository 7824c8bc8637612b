import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer

/// `boundary_summary` and `airport_summary` (schema 9): the codec gives back every value bit for
/// bit, and on the real gazetteer each summary holds exactly what its rows hold, read by plain
/// queries that share none of its shortcuts.
final class BoundarySummaryTests: XCTestCase {
    private func record(_ rowid: Int, level: Int, place: Int?, country: Int, _ decision: BoundaryDecision, area: Double, _ box: BoundingBox) -> BoundaryRecord {
        BoundaryRecord(rowid: rowid, level: level, place: place, country: country, decision: decision, areaSquareKilometers: area, box: box, geometry: nil)
    }

    /// Field by field, doubles as bit patterns (-0.0 and 0.0 compare equal as numbers).
    private func assertSame(_ read: [BoundaryRecord], _ expected: [BoundaryRecord], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(read.count, expected.count, file: file, line: line)
        for (r, e) in zip(read, expected) {
            XCTAssertEqual(r.rowid, e.rowid, file: file, line: line)
            XCTAssertEqual(r.level, e.level, "boundary \(e.rowid)", file: file, line: line)
            XCTAssertEqual(r.place, e.place, "boundary \(e.rowid)", file: file, line: line)
            XCTAssertEqual(r.country, e.country, "boundary \(e.rowid)", file: file, line: line)
            XCTAssertEqual(r.decision, e.decision, "boundary \(e.rowid)", file: file, line: line)
            XCTAssertNil(r.geometry, file: file, line: line)
            let values = { (b: BoundaryRecord) in
                [b.areaSquareKilometers, b.box.minLatitude, b.box.minLongitude, b.box.maxLatitude, b.box.maxLongitude].map(\.bitPattern)
            }
            XCTAssertEqual(values(r), values(e), "boundary \(e.rowid)", file: file, line: line)
        }
    }

    /// The summary numbers decisions by their place in its own fixed list: a decision added to
    /// the enum and not to the list could not be written.
    func testEveryDecisionHasOneCodeInTheSummary() {
        XCTAssertEqual(BoundarySummaryCodec.decisions.count, BoundaryDecision.allCases.count)
        XCTAssertEqual(Set(BoundarySummaryCodec.decisions.map(\.rawValue)), Set(BoundaryDecision.allCases.map(\.rawValue)))
        XCTAssertLessThanOrEqual(BoundarySummaryCodec.decisions.count, 16, "four bits of the flags byte")
    }

    func testDecodingGivesBackEveryRecordBitForBit() throws {
        let records = [
            // On the grid: the short form.
            record(1, level: 0, place: 17, country: 17, .naturalEarth, area: 357_588.123,
                   BoundingBox(minLatitude: 47.27012, minLongitude: 5.86634, maxLatitude: 55.05814, maxLongitude: 15.04181)),
            // A rowid gap, no place, across the antimeridian's edges and the poles.
            record(5, level: 1, place: nil, country: 3, .splitNearestCity, area: 0,
                   BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)),
            // Off the grid (and -0.0): kept as doubles.
            record(6, level: 1, place: 900_000, country: 3, .derived, area: 1.234_567_89,
                   BoundingBox(minLatitude: -0.0, minLongitude: 0.1 + 0.2, maxLatitude: 1e-9, maxLongitude: 2)),
            record(1_000_000, level: 1, place: 8, country: 250, .countryOnly, area: 16_440_223.18,
                   BoundingBox(minLatitude: -33.5, minLongitude: -70.25, maxLatitude: -33.4, maxLongitude: -70.2)),
        ] + BoundarySummaryCodec.decisions.enumerated().map { index, decision in
            record(2_000_000 + index, level: index % 2, place: index, country: 1, decision, area: Double(index),
                   BoundingBox(minLatitude: 1, minLongitude: 1, maxLatitude: 1, maxLongitude: 1))
        }
        let blob = try BoundarySummaryCodec.encode(records)
        assertSame(try BoundarySummaryCodec.decode(blob), records)
        assertSame(try BoundarySummaryCodec.decode(try BoundarySummaryCodec.encode([])), [])
    }

    func testDamageIsReportedNotDecoded() throws {
        let blob = try BoundarySummaryCodec.encode([
            record(1, level: 0, place: 17, country: 17, .naturalEarth, area: 1, BoundingBox(minLatitude: 1, minLongitude: 2, maxLatitude: 3, maxLongitude: 4)),
        ])
        XCTAssertThrowsError(try BoundarySummaryCodec.decode([]))
        XCTAssertThrowsError(try BoundarySummaryCodec.decode([2] + blob.dropFirst()), "another version")
        for length in 1..<blob.count { XCTAssertThrowsError(try BoundarySummaryCodec.decode(Array(blob.prefix(length))), "cut at \(length)") }
        XCTAssertThrowsError(try BoundarySummaryCodec.decode(blob + [0]), "trailing bytes")
    }

    func testRowidsMustAscend() {
        let box = BoundingBox(minLatitude: 1, minLongitude: 2, maxLatitude: 3, maxLongitude: 4)
        XCTAssertThrowsError(try BoundarySummaryCodec.encode([
            record(2, level: 0, place: nil, country: 1, .majority, area: 1, box), record(2, level: 0, place: nil, country: 1, .majority, area: 1, box),
        ]))
    }

    func testTheSummaryHoldsEveryBoundaryRowAsStored() throws {
        let gazetteer = try InstalledGazetteer.open()
        let statement = try gazetteer.database.prepare("""
            SELECT rowid, level, place, country, decision, area_km2, min_lat, min_lon, max_lat, max_lon FROM boundary ORDER BY rowid
            """)
        var expected: [BoundaryRecord] = []
        while try statement.step() {
            expected.append(record(statement.int(0), level: statement.int(1), place: statement.optionalInt(2), country: statement.int(3),
                                   try XCTUnwrap(BoundaryDecision(rawValue: statement.text(4) ?? "")), area: statement.double(5),
                                   BoundingBox(minLatitude: statement.double(6), minLongitude: statement.double(7),
                                               maxLatitude: statement.double(8), maxLongitude: statement.double(9))))
        }
        XCTAssertGreaterThan(expected.count, 12_000)
        assertSame(try gazetteer.makeBoundaryReader().summary(), expected)
    }

    /// Only airports travellers fly from answer coordinates: those with a footprint.
    func testTheAirportSummaryListsEveryAirportThatAnswersCoordinatesByLatitudeThenRowid() throws {
        let gazetteer = try InstalledGazetteer.open()
        let statement = try gazetteer.database.prepare(
            """
            SELECT p.rowid, p.latitude, p.longitude FROM place p NOT INDEXED JOIN airport_info a ON a.place = p.rowid
            WHERE p.kind = ? AND a.footprint_meters IS NOT NULL ORDER BY p.latitude, p.rowid
            """)
        try statement.bind([.integer(PlaceKind.airport.rawValue)])
        var rowids: [Int] = [], coordinates: [Coordinate] = []
        while try statement.step() {
            rowids.append(statement.int(0))
            coordinates.append(Coordinate(latitude: statement.double(1), longitude: statement.double(2)))
        }
        let list = try CountryCityCodec.decode(try gazetteer.airportSummary())
        XCTAssertGreaterThan(rowids.count, 3_000)
        XCTAssertEqual(list.rowids.map(Int.init), rowids)
        XCTAssertEqual((0..<list.count).map { list.coordinate(at: $0) }, coordinates)
        XCTAssertEqual(Set(list.regions), [0])
    }
}
