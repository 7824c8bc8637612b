import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkSearch

/// Labels as travellers read them: no name twice, no codes but the postal abbreviations of the
/// United States, Canada and Australia, English region names.
final class LabelTests: XCTestCase {
    /// Opened by the first test and kept: XCTest runs a class's tests one after another.
    nonisolated(unsafe) static var gazetteer: Gazetteer!

    override func setUpWithError() throws {
        if Self.gazetteer == nil { Self.gazetteer = try InstalledGazetteer.open() }
    }

    /// The problems a label can have, or nil.
    static func problems(_ place: GazetteerPlace) -> String? {
        let label = place.label
        let parts = label.components(separatedBy: ", ")
        let keys = parts.map(TextFolding.key)
        if Set(keys).count != keys.count { return "repeats a name: \(label)" }
        // A component of two or three capitals is a code; only the local postal convention allows one.
        for part in parts.dropFirst() where (2...3).contains(part.count) && part.allSatisfy({ $0.isUppercase && $0.isASCII }) {
            if place.kind == .city, part == place.regionAbbreviation { continue }
            return "shows the code \(part): \(label)"
        }
        // The country is in every label, unless the place is the country's namesake city-state.
        if let country = place.country, !TextFolding.key(label).hasSuffix(TextFolding.key(country.name)) { return "has no country: \(label)" }
        return nil
    }

    func testEveryCityOfAHundredThousandAndEveryLargeAirportHasALabelWithoutRepeatsOrCodes() throws {
        let cities = try Self.gazetteer.cities(minimumPopulation: 100_000)
        let airports = try Self.gazetteer.airports(type: "large_airport")
        XCTAssertGreaterThan(cities.count, 4_000)
        XCTAssertGreaterThan(airports.count, 400)
        let failures = (cities + airports).compactMap(Self.problems)
        XCTAssertTrue(failures.isEmpty, "\(failures.count) labels:\n" + failures.prefix(60).joined(separator: "\n"))
    }

    func testTheLabelCheckCatchesRepeatsCodesAndAMissingCountry() {
        let czechia = PlaceReference(id: PlaceID(kind: .country, code: "CZ"), name: "Czechia")
        let prague = PlaceReference(id: PlaceID(kind: .region, code: "CZ.52"), name: "Prague")
        var city = GazetteerPlace(rowid: 1, id: PlaceID(kind: .city, code: "1"), name: "Brno", country: czechia, region: prague)
        XCTAssertNil(Self.problems(city))
        city.name = "Prague"
        XCTAssertNil(Self.problems(city), "the region that repeats the city is dropped")
        city.region = PlaceReference(id: PlaceID(kind: .region, code: "CZ.52"), name: "SPE")
        city.name = "Brno"
        XCTAssertNotNil(Self.problems(city), "a code outside the US, Canada and Australia")
        city.country = nil
        city.region = nil
        XCTAssertNil(Self.problems(city))
    }

    func label(_ id: String) throws -> String {
        let lookup = try Self.gazetteer.makeLookup()
        return try XCTUnwrap(lookup.place(id: XCTUnwrap(PlaceID(id))), id).label
    }

    func testTheIssuesExamplesReadAsTravellersWriteThem() throws {
        XCTAssertEqual(try label("city:3067696"), "Prague, Czechia")
        XCTAssertEqual(try label("region:CZ.52"), "Prague, Czechia")
        XCTAssertEqual(try label("city:1566083"), "Ho Chi Minh City, Vietnam")
        XCTAssertEqual(try label("city:1816670"), "Beijing, China")
        XCTAssertEqual(try label("city:498817"), "Saint Petersburg, Russia")
        XCTAssertEqual(try label("city:281184"), "Jerusalem, Israel")
        XCTAssertEqual(try label("city:524901"), "Moscow, Russia")
        XCTAssertEqual(try label("city:2800866"), "Brussels, Belgium")
        XCTAssertEqual(try label("city:2950159"), "Berlin, Germany")
        XCTAssertEqual(try label("city:2761369"), "Vienna, Austria")
        XCTAssertEqual(try label("city:2960316"), "Luxembourg City, Luxembourg")
        XCTAssertEqual(try label("city:3703443"), "Panama City, Panama")
        XCTAssertEqual(try label("city:1821274"), "Macao", "one spelling for the city-state and its territory")
        XCTAssertEqual(try label("city:1880252"), "Singapore")
        XCTAssertEqual(try label("airport:JFK"), "John F Kennedy International Airport, New York City, United States")
        XCTAssertEqual(try label("city:5128581"), "New York City, New York, United States")
        XCTAssertEqual(try label("city:4930956"), "Boston, Massachusetts, United States")
    }

    func testRegionsRepeatingTheirCityAreAbbreviatedOnlyInTheUnitedStatesCanadaAndAustralia() throws {
        let cities = try Self.gazetteer.cities(minimumPopulation: 100_000)
        let abbreviated = cities.filter { city in city.label.components(separatedBy: ", ").contains { $0 == city.regionAbbreviation } }
        XCTAssertFalse(abbreviated.isEmpty)
        for city in abbreviated {
            XCTAssertTrue(GazetteerPlace.regionAbbreviationCountries.contains(city.country?.id.code ?? ""), city.label)
        }
    }
}
