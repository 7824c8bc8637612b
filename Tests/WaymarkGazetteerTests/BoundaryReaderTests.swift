import WaymarkTestSupport
import XCTest
@testable import WaymarkGazetteer

/// The resolver's start-up reads on the real gazetteer, held to plain queries that share none of
/// their shortcuts: boundary decisions matched from their bytes, and airports read as a run of
/// rowids rather than through their index.
final class BoundaryReaderTests: XCTestCase {
    func testEveryBoundaryReadsTheDecisionItsTextNames() throws {
        let gazetteer = try InstalledGazetteer.open()
        let reader = gazetteer.makeBoundaryReader()
        let statement = try gazetteer.database.prepare("SELECT rowid, decision FROM boundary ORDER BY rowid")
        var expected: [(rowid: Int, decision: BoundaryDecision?)] = []
        while try statement.step() { expected.append((statement.int(0), BoundaryDecision(rawValue: statement.text(1) ?? ""))) }
        var read: [BoundaryRecord] = []
        try reader.forEach(geometry: false) { read.append($0) }
        XCTAssertEqual(read.count, expected.count)
        XCTAssertEqual(try reader.count(), expected.count)
        XCTAssertEqual(read.map(\.rowid), expected.map(\.rowid))
        XCTAssertEqual(read.map(\.decision), expected.map { $0.decision ?? .excluded })
        XCTAssertTrue(read.allSatisfy { $0.geometry == nil })
        XCTAssertEqual(Set(read.map(\.decision)).count, 8, "every stored decision occurs")
    }

    func testAirportsAreEveryPlaceOfTheirKindInRowidOrder() throws {
        let gazetteer = try InstalledGazetteer.open()
        let statement = try gazetteer.database.prepare(
            "SELECT rowid, latitude, longitude, region, country FROM place NOT INDEXED WHERE kind = ? ORDER BY rowid")
        try statement.bind([.integer(PlaceKind.airport.rawValue)])
        var expected: [PlacePoint] = []
        while try statement.step() {
            expected.append(PlacePoint(rowid: statement.int(0), coordinate: .init(latitude: statement.double(1), longitude: statement.double(2)),
                                       region: statement.optionalInt(3), country: statement.optionalInt(4)))
        }
        let airports = try gazetteer.points(of: .airport)
        XCTAssertGreaterThan(expected.count, 5_000)
        XCTAssertEqual(airports.map(\.rowid), expected.map(\.rowid))
        XCTAssertEqual(airports.map(\.coordinate), expected.map(\.coordinate))
        XCTAssertEqual(airports.map(\.region), expected.map(\.region))
        XCTAssertEqual(airports.map(\.country), expected.map(\.country))
    }
}
