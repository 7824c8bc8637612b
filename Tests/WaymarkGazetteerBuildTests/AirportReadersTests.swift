import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

final class AirportReadersTests: XCTestCase {
    func testOurAirportsRealRows() throws {
        let airports = try OurAirportsReader.read(url: fixture("ourairports/airports.csv"))
        XCTAssertEqual(airports.map(\.ident),
                       ["00A", "24FL", "BIRK", "CA-0028", "EDDF", "EDDM", "EGLL", "FYWH", "KSFO", "NZSP", "RJTT", "SAWH", "SDDJ"])

        let frankfurt = try XCTUnwrap(airports.first { $0.ident == "EDDF" })
        XCTAssertEqual(frankfurt, SourceAirport(
            ident: "EDDF", type: "large_airport", name: "Frankfurt Airport", latitude: 50.036521, longitude: 8.561268,
            isoCountry: "DE", isoRegion: "DE-HE", municipality: "Frankfurt am Main", scheduledService: true,
            gpsCode: "EDDF", iataCode: "FRA", icaoCode: "",
            keywords: ["EDAF", "Frankfurt am Main", "Frankfurt Main", "Rhein-Main Air Base", "Zeppelinheim"]))

        let heliport = try XCTUnwrap(airports.first { $0.ident == "00A" })
        XCTAssertEqual(heliport.type, "heliport")
        XCTAssertFalse(heliport.scheduledService)
        XCTAssertEqual(heliport.iataCode, "")
        XCTAssertEqual(heliport.latitude, 40.07080078125)

        // Doubled quotes inside a quoted name.
        XCTAssertEqual(airports.first { $0.ident == "CA-0028" }?.name, "Sundance Guest Ranch \"C\" Airport")
        // Namibia's ISO code is "NA"; it must stay a string, not turn into "no value".
        let windhoek = try XCTUnwrap(airports.first { $0.ident == "FYWH" })
        XCTAssertEqual(windhoek.isoCountry, "NA")
        XCTAssertEqual(windhoek.isoRegion, "NA-KH")
        XCTAssertEqual(windhoek.latitude, -22.4799)
        // Upstream really publishes "0" as the IATA code of some Brazilian strips; passed through.
        XCTAssertEqual(airports.first { $0.ident == "SDDJ" }?.iataCode, "0")
        XCTAssertEqual(airports.first { $0.ident == "SDDJ" }?.municipality, "Monções")
        // The South Pole runway sits exactly on the range limit.
        XCTAssertEqual(airports.first { $0.ident == "NZSP" }?.latitude, -90)
    }

    func testOurAirportsNewerSchemaWithICAOColumnCRLFAndBOM() throws {
        let airports = try OurAirportsReader.read(url: fixture("ourairports/airports_icao_code_column.csv"))
        XCTAssertEqual(airports.count, 2)
        XCTAssertEqual(airports[0].ident, "EDDF")
        XCTAssertEqual(airports[0].icaoCode, "EDDF")
        XCTAssertEqual(airports[0].iataCode, "FRA")
        XCTAssertEqual(airports[0].gpsCode, "EDDF")
        XCTAssertEqual(airports[1].ident, "00A")
        XCTAssertEqual(airports[1].icaoCode, "")
        XCTAssertEqual(airports[1].gpsCode, "K00A")
        XCTAssertEqual(airports[1].longitude, -74.933689)
    }

    func testOurAirportsBadLatitudeNamesFileLineAndValue() throws {
        let url = try fixture("ourairports/airports_bad_latitude.csv")
        let error = sourceError { _ = try OurAirportsReader.read(url: url) }
        XCTAssertEqual(error?.file, url.path)
        // Line 2's record spans two lines (a newline inside its keywords), so EGLL starts on line 4.
        XCTAssertEqual(error?.line, 4)
        XCTAssertTrue(error?.message.contains("51.4706N") ?? false, error?.message ?? "")
        XCTAssertTrue(error?.description.hasPrefix("\(url.path):4: ") ?? false, error?.description ?? "")
    }

    /// Open runways with both ends placed are evidence; closed ones and ones without end
    /// coordinates (most small fields) are not.
    func testOurAirportsRunwaysKeepOpenRunwaysWithBothEnds() throws {
        let header = "\"id\",\"airport_ref\",\"airport_ident\",\"length_ft\",\"width_ft\",\"surface\",\"lighted\",\"closed\",\"le_ident\",\"le_latitude_deg\",\"le_longitude_deg\",\"le_elevation_ft\",\"le_heading_degT\",\"le_displaced_threshold_ft\",\"he_ident\",\"he_latitude_deg\",\"he_longitude_deg\",\"he_elevation_ft\",\"he_heading_degT\",\"he_displaced_threshold_ft\""
        let text = [
            header,
            "1,1,\"XXAA\",12000,150,\"ASP\",1,0,\"09\",51.5,-0.5,80,90,,\"27\",51.5,-0.45,80,270,",
            "2,1,\"XXAA\",3000,100,\"ASP\",0,1,\"18\",51.51,-0.48,80,180,,\"36\",51.49,-0.48,80,0,",
            "3,2,\"XXBB\",2500,70,\"GRVL\",0,0,\"N\",,,,,,\"S\",,,,,",
        ].joined(separator: "\n")
        let runways = try OurAirportsRunwayReader.read(data: Data(text.utf8), file: "runways.csv")
        XCTAssertEqual(runways, [SourceRunway(airportIdent: "XXAA", end1Latitude: 51.5, end1Longitude: -0.5, end2Latitude: 51.5, end2Longitude: -0.45)])
        let bad = text.replacingOccurrences(of: "51.5,-0.45", with: "95.5,-0.45")
        let error = sourceError { _ = try OurAirportsRunwayReader.read(data: Data(bad.utf8), file: "runways.csv") }
        XCTAssertEqual(error?.line, 2)
    }

    func testOurAirportsUnterminatedQuoteNamesLine() throws {
        let url = try fixture("ourairports/airports_unterminated_quote.csv")
        let error = sourceError { _ = try OurAirportsReader.read(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 4)
        XCTAssertTrue(error?.message.contains("unterminated") ?? false, error?.message ?? "")
    }

    func testOurAirportsMissingColumn() {
        let csv = "\"id\",\"ident\",\"type\",\"name\",\"longitude_deg\"\n1,\"X\",\"heliport\",\"X\",1.0\n"
        let error = sourceError { _ = try OurAirportsReader.read(data: Data(csv.utf8), file: "old.csv") }
        XCTAssertEqual(error?.file, "old.csv")
        XCTAssertEqual(error?.line, 1)
        XCTAssertTrue(error?.message.contains("latitude_deg") ?? false, error?.message ?? "")
    }

    func testOurAirportsOddScheduledServiceValue() {
        let csv = """
        ident,type,name,latitude_deg,longitude_deg,iso_country,iso_region,municipality,scheduled_service,gps_code,iata_code
        X1,heliport,X,1,2,US,US-CA,Town,maybe,,

        """
        let error = sourceError { _ = try OurAirportsReader.read(data: Data(csv.utf8), file: "s.csv") }
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("maybe") ?? false, error?.message ?? "")
    }

    func testMissingFileIsASourceError() {
        let url = URL(fileURLWithPath: "/nonexistent/waymark/airports.csv")
        let error = sourceError { _ = try OurAirportsReader.read(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertNil(error?.line)
    }

    func testAirportsDataRealRows() throws {
        let codes = try AirportsDataReader.read(url: fixture("airportsdata/airports.csv"))
        XCTAssertEqual(codes.map(\.icao), ["26AR", "BIRK", "EDDF", "EGLL", "FYWH", "KSFO", "RJTT", "SAWH"])
        XCTAssertEqual(codes[0], SourceAirportCode(icao: "26AR", iata: "", name: "Fly \"N\" K Airport", country: "US",
                                                   latitude: 35.2155, longitude: -91.807833))
        XCTAssertEqual(codes[2].iata, "FRA")
        XCTAssertEqual(codes[2].name, "Frankfurt am Main International Airport")
        XCTAssertEqual(codes[4].country, "NA")
        XCTAssertEqual(codes[5].longitude, -122.375417)
    }

    func testAirportsDataOutOfRangeLongitude() throws {
        let url = try fixture("airportsdata/airports_bad_longitude.csv")
        let error = sourceError { _ = try AirportsDataReader.read(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.contains("190.46194") ?? false, error?.message ?? "")
    }
}
