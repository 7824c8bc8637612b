import Foundation
import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkResolver

/// What a coordinate resolves to, checked against answers known independently of the data.
final class ResolverBehaviourTests: XCTestCase {
    var gazetteer: Gazetteer!
    var resolver: FastResolver!
    var lookup: PlaceLookup!

    override func setUpWithError() throws {
        gazetteer = try GazetteerFixture.open()
        resolver = try FastResolver(gazetteer: gazetteer)
        lookup = try gazetteer.makeLookup()
    }

    func code(_ rowid: Int?) throws -> String? { try rowid.flatMap { try lookup.place(rowid: $0)?.id.code } }

    func testNamedPlacesResolveToTheirKnownCountryAndRegion() throws {
        var wrong: [String] = []
        for point in try GazetteerFixture.namedPoints() {
            let r = try resolver.resolve(point.coordinate)
            if let expected = point.country {
                let got = try code(r.country.rowid) ?? "-"
                if got != expected { wrong.append("\(point.label): country \(got), expected \(expected)") }
            }
            if let expected = point.region, let got = try code(r.region.rowid), got != expected {
                wrong.append("\(point.label): region \(got), expected \(expected)")
            }
        }
        XCTAssertTrue(wrong.isEmpty, wrong.joined(separator: "\n"))
    }

    func testTheSmallestPolygonWinsWhereCapitalRegionsNest() throws {
        let berlin = try resolver.explain(Coordinate(latitude: 52.52, longitude: 13.405))
        XCTAssertEqual(try code(berlin.0.region.rowid), "DE.16")
        // Where two region polygons of the country contain the point, the smaller one was chosen.
        if berlin.1.regionCandidates.count > 1 {
            let smallest = berlin.1.regionCandidates.min { $0.areaSquareKilometers < $1.areaSquareKilometers }
            XCTAssertEqual(smallest?.place, berlin.0.region.rowid)
        }
    }

    func testAPointOnABeachIsOffshoreAndFarOutIsOpenWater() throws {
        // 5 km off the Promenade des Anglais, Nice.
        let nearNice = try resolver.resolve(Coordinate(latitude: 43.65, longitude: 7.265))
        XCTAssertEqual(try code(nearNice.country.rowid), "FR")
        XCTAssertTrue(nearNice.isOffshore)
        XCTAssertLessThanOrEqual(try XCTUnwrap(nearNice.country.meters), ResolutionRules.offshoreMeters)
        // 300 km south of Nice, in the open Mediterranean.
        let farOut = try resolver.resolve(Coordinate(latitude: 40.9, longitude: 7.265))
        XCTAssertTrue(farOut.isOpenWater)
        XCTAssertNil(farOut.city.rowid)
    }

    func testAnAirportJoinsOnlyWithinItsBound() throws {
        let atLAX = try resolver.resolve(Coordinate(latitude: 33.9425, longitude: -118.4081))
        XCTAssertEqual(try code(atLAX.airport.rowid), "LAX")
        XCTAssertLessThan(try XCTUnwrap(atLAX.airport.meters), 1_000)
        // Downtown Los Angeles is about 25 km from LAX: a city, no airport.
        let downtown = try resolver.resolve(Coordinate(latitude: 34.0522, longitude: -118.2437))
        XCTAssertNil(downtown.airport.rowid)
        XCTAssertEqual(try code(downtown.region.rowid), "US.CA")
    }

    func testTheCityIsTheNearestOneInsideTheRegionNotAcrossTheBorder() throws {
        // On the French side next to Basel, the nearest city across the border is Swiss; the
        // answer must be French.
        let r = try resolver.resolve(Coordinate(latitude: 47.5900, longitude: 7.5600))
        XCTAssertEqual(try code(r.country.rowid), "FR")
        let city = try XCTUnwrap(try lookup.place(rowid: XCTUnwrap(r.city.rowid)))
        XCTAssertEqual(city.country?.id.code, "FR")
    }

    func testTheSamePointGivesTheSameAnswerInEveryResolver() throws {
        let p = Coordinate(latitude: 46.2044, longitude: 6.1432)
        let other = try FastResolver(gazetteer: try GazetteerFixture.open())
        XCTAssertEqual(try resolver.resolve(p), try other.resolve(p))
    }
}
