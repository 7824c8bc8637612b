import XCTest
@testable import WaymarkGazetteerBuild

/// Which of OurAirports' keywords (and airportsdata's name) an airport keeps as other names.
final class AirportOtherNamesTests: XCTestCase {
    func airport(name: String, keywords: [String]) -> SourceAirport {
        SourceAirport(ident: "HRYR", type: "large_airport", name: name, latitude: -1.96863, longitude: 30.1395, isoCountry: "RW",
                      isoRegion: "RW-01", municipality: "Kigali", scheduledService: true, gpsCode: "HRYR", iataCode: "KGL",
                      icaoCode: "", keywords: keywords)
    }

    func testNamesAreKeptInOrderAndCodesAndRepeatsAreNot() {
        let kigali = airport(name: "Kigali International Airport",
                             keywords: ["Gregoire Kayibanda International Airport", "KGL", "hryr", "EQ5", "Kanombe International Airport",
                                        "kigali international airport", "УЕЖЖ", "赤鱲角機場"])
        let names = AirportOtherNames.chosen(for: kigali, codes: ["KGL", "HRYR", "HRYR"], airportsDataName: "Kanombe International Airport")
        XCTAssertEqual(names.map(\.name), ["Gregoire Kayibanda International Airport", "Kanombe International Airport", "赤鱲角機場"])
        XCTAssertEqual(Set(names.map(\.source)), [AirportOtherNames.keywordsSource])
    }

    func testAirportsDataNameIsKeptWhenItDiffers() {
        let names = AirportOtherNames.chosen(for: airport(name: "Hong Kong International Airport", keywords: []), codes: ["HKG"],
                                             airportsDataName: "Chek Lap Kok International Airport")
        XCTAssertEqual(names.map(\.name), ["Chek Lap Kok International Airport"])
        XCTAssertEqual(names.map(\.source), [AirportOtherNames.airportsDataSource])
    }

    func testAtMostEightNamesAreKept() {
        let many = (1...12).map { "Name Number \($0)" }
        XCTAssertEqual(AirportOtherNames.chosen(for: airport(name: "X Airport", keywords: many), codes: [], airportsDataName: nil).count,
                       AirportOtherNames.mostNames)
    }
}
