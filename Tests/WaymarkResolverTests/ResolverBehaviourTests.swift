import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkResolver
import WaymarkSamples
import WaymarkReference

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

    /// GeoNames files some cities under a region of their own that Natural Earth draws inside a
    /// larger one (Minsk city in Minsk oblast, Oslo in Akershus, Ashgabat in Ahal) or not at all
    /// (Telangana, newer than the polygons). The city is looked up among the cities that lie in
    /// the region found, so the centre of each still names the city itself.
    func testACityFiledUnderARegionWithoutItsOwnPolygonIsStillFound() throws {
        let centres: [(String, Double, Double)] = [
            ("Minsk", 53.9023, 27.5619), ("Oslo", 59.9139, 10.7522), ("Ashgabat", 37.9601, 58.3261),
            ("Hyderabad", 17.3850, 78.4867),
        ]
        for (name, latitude, longitude) in centres {
            let r = try resolver.resolve(Coordinate(latitude: latitude, longitude: longitude))
            let city = try XCTUnwrap(r.city.rowid.flatMap { try lookup.place(rowid: $0) }, name)
            XCTAssertEqual(city.name, name)
            XCTAssertLessThan(try XCTUnwrap(r.city.meters), 10_000, name)
        }
    }

    /// Standing on a city's own coordinate names that city (or another listed at the very same
    /// spot), for every city of the gazetteer that lies on or near land: the lists the resolver
    /// searches hold each city where its coordinate lies. A section's coordinate names it as the
    /// locality, with its own city as the city.
    func testEveryCityResolvesToItselfAtItsOwnCoordinate() throws {
        try TestTier.requireFull("resolves all 200,000 cities")
        let cities = try gazetteer.points(of: .city)
        let rowids = cities.map(\.rowid), points = cities.map(\.coordinate)
        XCTAssertGreaterThan(rowids.count, 200_000)
        var elsewhere: [String] = [], openWater = 0
        let sectionParents = try gazetteer.citySectionParents()
        for (i, answer) in try resolver.resolve(points).enumerated() {
            guard answer.country.rowid != nil else { openWater += 1; continue }
            // A section's own coordinate is its locality, in its city (`city_section`).
            let nearest = answer.locality.rowid == nil ? answer.city : answer.locality
            if nearest.rowid != rowids[i] && nearest.meters != 0 {
                elsewhere.append("city \(rowids[i]) at \(points[i]): \(answer.city), locality \(answer.locality)")
            }
            if let locality = answer.locality.rowid, sectionParents[locality] != answer.city.rowid {
                elsewhere.append("section \(locality) at \(points[i]) answers \(answer.city), not its own city")
            }
        }
        XCTAssertTrue(elsewhere.isEmpty, "\(elsewhere.count) cities resolve to another city:\n" + elsewhere.prefix(10).joined(separator: "\n"))
        // Only islands too small for Natural Earth, farther than the offshore distance from any.
        XCTAssertLessThan(openWater, 200)
    }

    /// A coordinate that is not on Earth is refused with an error, alone or in a batch, by
    /// either resolver, rather than answered or trapped on.
    func testCoordinatesOffTheGlobeAreRefused() throws {
        let reference = ReferenceResolver(gazetteer: gazetteer)
        for bad in [Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 0, longitude: .infinity),
                    Coordinate(latitude: 90.5, longitude: 0), Coordinate(latitude: 0, longitude: -180.01)] {
            XCTAssertThrowsError(try resolver.resolve(bad)) { error in
                XCTAssertTrue(error is InvalidCoordinate)
                XCTAssertTrue("\(error)".hasSuffix("not a position on Earth"), "\(error)")
            }
            XCTAssertThrowsError(try reference.resolve(bad))
            XCTAssertThrowsError(try resolver.resolve([Coordinate(latitude: 1, longitude: 1), bad]))
        }
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

    /// The chain is one place: the city of an answer lies in the answer's country (its own
    /// coordinate resolves to that country), and the region is one of that country's. Where the
    /// nearest place is a section, the section's point is what lies there, and its city is of the
    /// same country in the gazetteer (Gibraltar's own point lies in Spain by Natural Earth's line,
    /// but a point in Upper Town, one of its sections, is in Gibraltar).
    func testTheCityOfAnAnswerLiesInTheAnswersCountry() throws {
        let points = try GazetteerFixture.namedPoints().map(\.coordinate) + GazetteerFixture.borderPoints()
            + SampleCoordinates.uniform(count: 5_000, seed: 31)
        let cities = Dictionary(uniqueKeysWithValues: try gazetteer.points(of: .city).map { ($0.rowid, $0.coordinate) })
        var outside: [String] = []
        for (p, answer) in zip(points, try resolver.resolve(points)) {
            guard let city = answer.locality.rowid ?? answer.city.rowid, let country = answer.country.rowid else { continue }
            if answer.locality.rowid != nil, try lookup.place(rowid: answer.city.rowid!)?.country?.id != lookup.place(rowid: country)?.id {
                outside.append("\(p): the section's city \(answer.city.rowid!) is not of country \(country)")
            }
            let home = try resolver.resolve(try XCTUnwrap(cities[city]))
            if home.country.rowid != country { outside.append("\(p): city \(city) lies in \(home.country.rowid ?? 0), answer \(country)") }
            if let region = answer.region.rowid, try lookup.place(rowid: region)?.country?.id != lookup.place(rowid: country)?.id {
                outside.append("\(p): region \(region) is not of country \(country)")
            }
        }
        XCTAssertTrue(outside.isEmpty, outside.prefix(10).joined(separator: "\n"))
    }

    /// Central Longyearbyen lies 170 m out in Adventfjorden by Natural Earth's generalised
    /// coastline: it is on the shore of Svalbard, not offshore. Five kilometres out at sea is.
    func testATownOnAGeneralisedCoastlineIsOnTheShoreNotOffshore() throws {
        let longyearbyen = try resolver.resolve(Coordinate(latitude: 78.2232, longitude: 15.6267))
        XCTAssertEqual(try code(longyearbyen.country.rowid), "SJ")
        XCTAssertFalse(longyearbyen.isOffshore)
        XCTAssertEqual(longyearbyen.country.decision, .shore)
        XCTAssertEqual(try lookup.place(rowid: XCTUnwrap(longyearbyen.city.rowid))?.name, "Longyearbyen")
        let nearNice = try resolver.resolve(Coordinate(latitude: 43.65, longitude: 7.265))
        XCTAssertTrue(nearNice.isOffshore)
    }

    /// Natural Earth 1:10m does not draw Enewetak Atoll or Nukunonu, more than 25 km from any land
    /// it does draw: their towns stand for the land. A point by such a town takes the town's country,
    /// region and the town itself; a point farther than 25 km from every town and polygon is
    /// still open water.
    func testATownOnAnAtollTheMapDoesNotDrawGivesItsCountry() throws {
        let enewetak = try resolver.resolve(Coordinate(latitude: 11.3397, longitude: 162.3258))
        XCTAssertEqual(try code(enewetak.country.rowid), "MH")
        XCTAssertEqual(enewetak.country.decision, .nearestTown)
        XCTAssertLessThan(try XCTUnwrap(enewetak.country.meters), 2_000)
        XCTAssertFalse(enewetak.isOffshore)
        XCTAssertEqual(try code(enewetak.region.rowid), "MH.090", "Enewetak Atoll")
        XCTAssertEqual(try lookup.place(rowid: XCTUnwrap(enewetak.city.rowid))?.name, "Enewetak")
        let nukunonu = try resolver.resolve(Coordinate(latitude: -9.17, longitude: -171.81))
        XCTAssertEqual(try code(nukunonu.country.rowid), "TK")
        XCTAssertEqual(try code(nukunonu.region.rowid), "TK.N")
        // 45 km east of Enewetak's lagoon.
        let east = try resolver.resolve(Coordinate(latitude: 11.34, longitude: 162.75))
        XCTAssertTrue(east.isOpenWater)
    }

    /// `city_outside_countries` lists exactly the towns whose own point no country polygon holds,
    /// checked with the reference resolver's full-resolution rings: every listed town, and a
    /// sample of the others.
    func testTheTownsOutsideCountriesAreExactlyThoseNoPolygonHolds() throws {
        try TestTier.requireFull("tests every town outside the countries, and every 97th other, against the full-resolution rings")
        let reference = ReferenceResolver(gazetteer: gazetteer)
        let listed = try gazetteer.townsOutsideCountries()
        XCTAssertGreaterThan(listed.count, 1_000)
        for town in listed {
            XCTAssertNil(try reference.smallestPolygon(level: 0, containing: town.coordinate, country: nil), "town \(town.rowid)")
        }
        let listedRowids = Set(listed.map(\.rowid))
        let others = try gazetteer.points(of: .city).filter { !listedRowids.contains($0.rowid) }
        for town in stride(from: 0, to: others.count, by: 97).map({ others[$0] }) {
            XCTAssertNotNil(try reference.smallestPolygon(level: 0, containing: town.coordinate, country: nil), "town \(town.rowid)")
        }
    }
}
