import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkResolver
import WaymarkReference

/// Which coordinates are at an airport: the grounds of airports travellers fly from, and nothing
/// else. The expected answers are where terminals and landmarks stand, known independently of
/// the data.
final class AirportFootprintTests: XCTestCase {
    var gazetteer: Gazetteer!
    var resolver: FastResolver!
    var reference: ReferenceResolver!
    var lookup: PlaceLookup!

    override func setUpWithError() throws {
        gazetteer = try GazetteerFixture.open()
        resolver = try FastResolver(gazetteer: gazetteer)
        reference = ReferenceResolver(gazetteer: gazetteer)
        lookup = try gazetteer.makeLookup()
    }

    func code(_ rowid: Int?) throws -> String? { try rowid.flatMap { try lookup.place(rowid: $0)?.id.code } }

    /// Both resolvers, which must agree.
    func airport(at c: Coordinate, _ label: String) throws -> String? {
        let fast = try resolver.resolve(c).airport, slow = try reference.resolve(c).airport
        XCTAssertEqual(fast, slow, label)
        return try code(fast.rowid)
    }

    func testATerminalOfEachOfTheFiftyBusiestAirportsIsAtThatAirport() throws {
        let terminals = try GazetteerFixture.lines("airport-terminals.tsv")
        XCTAssertEqual(terminals.count, 50)
        var wrong: [String] = []
        for t in terminals {
            let got = try airport(at: Coordinate(latitude: Double(t[1])!, longitude: Double(t[2])!), t[3])
            if got != t[0] { wrong.append("\(t[3]): \(got ?? "no airport"), expected \(t[0])") }
        }
        XCTAssertTrue(wrong.isEmpty, wrong.joined(separator: "\n"))
    }

    /// Times Square is 1.9 km from West 30th St. Heliport (JRA, which has scheduled service), Wall
    /// Street 0.5 km from a heliport, Canada Place 0.5 km from a water aerodrome; Hallgrímskirkja is
    /// 1.5 km from Reykjavík airport, the Recoleta cemetery 3.7 km from Aeroparque.
    func testCityPointsNearHeliportsSeaplaneBasesSmallFieldsAndCityAirportsAreAtNoAirport() throws {
        let points = try GazetteerFixture.lines("city-points-near-airfields.tsv")
        XCTAssertGreaterThanOrEqual(points.count, 50)
        var wrong: [String] = []
        for p in points {
            if let got = try airport(at: Coordinate(latitude: Double(p[0])!, longitude: Double(p[1])!), p[2]) {
                wrong.append("\(p[2]): \(got), expected no airport")
            }
        }
        XCTAssertTrue(wrong.isEmpty, wrong.joined(separator: "\n"))
    }

    /// A heliport with scheduled service, a seaplane base and a closed airport keep their codes
    /// (flight logs, stamps, search) but not even their own reference point is at them.
    func testHeliportsSeaplaneBasesAndClosedAirportsNeverAnswerACoordinate() throws {
        for iata in ["JRA", "CXH", "YWH", "LKE", "TXL"] {
            let place = try XCTUnwrap(try lookup.place(id: PlaceID(kind: .airport, code: iata)), "\(iata) stays in the gazetteer")
            let c = try XCTUnwrap(place.coordinate)
            XCTAssertNotEqual(try airport(at: c, iata), iata, "\(iata) \(place.name)")
        }
    }

    /// Around the grounds of every 16th airport that answers coordinates, at distances across the
    /// edge of its footprint and of the search around it, both resolvers give the same airport.
    func testBothResolversAgreeAroundTheEdgesOfFootprints() throws {
        let footprints = try gazetteer.airportFootprints()
        XCTAssertGreaterThan(footprints.count, 3_000)
        var compared = 0
        let step = TestTier.sample(full: 16, fast: 64)   // every 16th footprint in the full tier
        for (index, footprint) in footprints.enumerated() where index % step == 0 {
            let anchor = footprint.runways.first?.end1 ?? footprint.reference
            for (k, meters) in [0.0, footprint.meters * 0.9, footprint.meters * 1.1, 3_000, 8_900].enumerated() {
                let bearing = Double(index * 5 + k) * 0.7
                let c = Coordinate(latitude: anchor.latitude + meters / 111_195 * cos(bearing),
                                   longitude: anchor.longitude + meters / 111_195 * sin(bearing) / cos(anchor.latitude * .pi / 180))
                XCTAssertEqual(try resolver.resolve(c).airport, try reference.resolve(c).airport, "\(footprint.rowid) at \(c)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 900 * 16 / step)
    }

    func testBerlinTegelStaysInTheGazetteerMarkedClosed() throws {
        let tegel = try XCTUnwrap(try lookup.place(id: PlaceID(kind: .airport, code: "TXL")))
        XCTAssertTrue(tegel.name.hasSuffix("(closed)"), tegel.name)
        XCTAssertEqual(tegel.city?.name, "Berlin")
        XCTAssertEqual(tegel.country?.id.code, "DE")
    }

    /// The city an airport serves is the one travellers name, not the district it stands in
    /// (by GeoNames' display names: Cologne is "Köln").
    func testBigAirportsServeTheCityTravellersName() throws {
        let served: [(String, String)] = [
            ("IST", "Istanbul"), ("SAW", "Istanbul"), ("LHR", "London"), ("CDG", "Paris"), ("JFK", "New York City"),
            ("HND", "Tokyo"), ("FRA", "Frankfurt am Main"), ("MAD", "Madrid"), ("BCN", "Barcelona"), ("AMS", "Amsterdam"),
            ("DXB", "Dubai"), ("SIN", "Singapore"), ("ICN", "Seoul"), ("LAX", "Los Angeles"), ("ORD", "Chicago"),
            ("FCO", "Rome"), ("MUC", "Munich"), ("BER", "Berlin"), ("SYD", "Sydney"), ("GRU", "São Paulo"),
            ("CAN", "Guangzhou"), ("PVG", "Shanghai"), ("SHA", "Shanghai"), ("CTU", "Chengdu"), ("SZX", "Shenzhen"),
            ("HAN", "Hanoi"), ("CGN", "Köln"), ("BOD", "Bordeaux"), ("CVG", "Cincinnati"), ("PNH", "Phnom Penh"),
        ]
        var wrong: [String] = []
        for (iata, city) in served {
            let got = try lookup.place(id: PlaceID(kind: .airport, code: iata))?.city?.name
            if got != city { wrong.append("\(iata): \(got ?? "no city"), expected \(city)") }
        }
        XCTAssertTrue(wrong.isEmpty, wrong.joined(separator: "\n"))
    }
}
