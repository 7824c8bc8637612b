import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

final class GeoNamesTextReadersTests: XCTestCase {
    func testCities() throws {
        let cities = try GeoNamesTextReader.readCities(url: fixture("geonames/cities500.txt"))
        XCTAssertEqual(cities.count, 11)
        let berlin = try XCTUnwrap(cities.first { $0.geonameID == 2950159 })
        XCTAssertEqual(berlin.name, "Berlin")
        XCTAssertEqual(berlin.latitude, 52.52437)
        XCTAssertEqual(berlin.longitude, 13.41053)
        XCTAssertEqual(berlin.countryCode, "DE")
        XCTAssertEqual(berlin.admin1, "16")
        XCTAssertEqual(berlin.admin1Code, "DE.16")
        XCTAssertEqual(berlin.population, 3426354)
        XCTAssertEqual(berlin.timezone, "Europe/Berlin")
        XCTAssertTrue(berlin.alternateNames.contains("Berlino"))
        XCTAssertTrue(berlin.alternateNames.contains("Βερολίνο"))
        XCTAssertTrue(berlin.alternateNames.contains("Estat de Berlín"))   // spaces inside an alternate name
        XCTAssertFalse(berlin.alternateNames.contains(""))

        let ushuaia = try XCTUnwrap(cities.first { $0.name == "Ushuaia" })
        XCTAssertEqual(ushuaia.latitude, -54.81084)
        XCTAssertEqual(ushuaia.timezone, "America/Argentina/Ushuaia")

        let saoPaulo = try XCTUnwrap(cities.first { $0.geonameID == 3448439 })
        XCTAssertEqual(saoPaulo.name, "São Paulo")

        // Aruba has no admin-1 divisions; GeoNames writes "00", a key that names no region unless
        // the region list has one (Monaco's "MC.00").
        let washington = try XCTUnwrap(cities.first { $0.geonameID == 3577061 })
        XCTAssertEqual(washington.countryCode, "AW")
        XCTAssertEqual(washington.admin1Code, "AW.00")
    }

    func testCitiesWrongColumnCountNamesLine() throws {
        let url = try fixture("geonames/cities500_bad_columns.txt")
        let error = sourceError { _ = try GeoNamesTextReader.readCities(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 4)   // line 1 is a comment; lines 2 and 3 are good
        XCTAssertTrue(error?.message.contains("found 18") ?? false, error?.message ?? "")
    }

    func testCitiesNonNumericLatitudeNamesLineAndValue() throws {
        let url = try fixture("geonames/cities500_bad_latitude.txt")
        let error = sourceError { _ = try GeoNamesTextReader.readCities(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("64.13548N") ?? false, error?.message ?? "")
    }

    func testCitiesNonNumericID() {
        let row = ["x1", "A", "A", "", "1", "2", "P", "PPL", "DE", "", "01", "", "", "", "5", "", "1", "Europe/Berlin", "2020-01-01"]
        let data = Data(("# header\n" + row.joined(separator: "\t") + "\r\n").utf8)
        let error = sourceError { _ = try GeoNamesTextReader.readCities(data: data, file: "c.txt") }
        XCTAssertEqual(error?.file, "c.txt")
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("geonameid") ?? false, error?.message ?? "")
    }

    func testCitiesCRLFAndBlankLines() throws {
        let row = ["42", "Å", "A", "Aa,,Bb", "1.5", "-2.25", "P", "PPL", "SE", "", "01", "", "", "", "", "", "1", "Europe/Stockholm", "2020-01-01"]
        let data = Data(("\r\n" + row.joined(separator: "\t") + "\r\n\r\n").utf8)
        let cities = try GeoNamesTextReader.readCities(data: data, file: "c.txt")
        XCTAssertEqual(cities, [SourceCity(geonameID: 42, name: "Å", latitude: 1.5, longitude: -2.25, countryCode: "SE",
                                           admin1: "01", population: 0, timezone: "Europe/Stockholm",
                                           alternateNames: ["Aa", "Bb"])])
    }

    func testInvalidUTF8NamesLine() {
        var data = Data("1\tA\tA\t\t1\t2\tP\tPPL\tDE\t\t01\t\t\t\t0\t\t1\tEurope/Berlin\t2020-01-01\n".utf8)
        data.append(Data("2\tM".utf8))
        data.append(0xFC)   // Latin-1 ü
        data.append(Data("nchen\tMunchen\t\t48\t11\tP\tPPL\tDE\t\t02\t\t\t\t0\t\t1\tEurope/Berlin\t2020-01-01\n".utf8))
        let error = sourceError { _ = try GeoNamesTextReader.readCities(data: data, file: "latin1.txt") }
        XCTAssertEqual(error?.line, 2)
    }

    func testCountryInfo() throws {
        let countries = try GeoNamesTextReader.readCountries(url: fixture("geonames/countryInfo.txt"))
        XCTAssertEqual(countries.map(\.iso2), ["AD", "AQ", "DE", "GB", "IS", "JP", "NA", "SJ", "US", "VA", "XK", "CS", "AN"])
        XCTAssertEqual(countries[2], SourceCountry(iso2: "DE", iso3: "DEU", isoNumeric: 276, name: "Germany",
                                                   continentCode: "EU", capital: "Berlin", areaSquareKilometers: 357021,
                                                   population: 82927922, geonameID: 2921044))
        XCTAssertEqual(countries[0].isoNumeric, 20)           // written "020"
        XCTAssertEqual(countries[1].capital, "")              // Antarctica
        XCTAssertEqual(countries[1].population, 0)
        XCTAssertEqual(countries[1].continentCode, "AN")
        XCTAssertEqual(countries[6].name, "Namibia")
        XCTAssertEqual(countries[6].continentCode, "AF")
        XCTAssertEqual(countries[9].areaSquareKilometers, 0.44)  // Vatican
        XCTAssertEqual(countries[10].isoNumeric, 0)           // Kosovo has no ISO numeric code
    }

    func testCountryInfoBadNumber() {
        let row = ["DE", "DEU", "276", "GM", "Germany", "Berlin", "lots", "1", "EU", ".de", "EUR", "Euro", "49", "", "", "de",
                   "2921044", "", ""]
        let data = Data(("#ISO\tISO3\n" + row.joined(separator: "\t") + "\n").utf8)
        let error = sourceError { _ = try GeoNamesTextReader.readCountries(data: data, file: "countryInfo.txt") }
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("lots") ?? false, error?.message ?? "")
    }

    func testAdmin1() throws {
        let regions = try GeoNamesTextReader.readAdmin1Regions(url: fixture("geonames/admin1CodesASCII.txt"))
        XCTAssertEqual(regions.count, 12)
        XCTAssertEqual(regions.first { $0.admin1Code == "US.CA" },
                       SourceRegion(admin1Code: "US.CA", iso3166_2: nil, name: "California", geonameID: 5332921,
                                    type: nil, aliases: []))
        let bw = try XCTUnwrap(regions.first { $0.admin1Code == "DE.01" })
        XCTAssertEqual(bw.name, "Baden-Württemberg")
        XCTAssertEqual(bw.aliases, ["Baden-Wurttemberg"])
        XCTAssertEqual(bw.countryCode, "DE")
        XCTAssertEqual(regions.first { $0.admin1Code == "FR.11" }?.aliases, ["Ile-de-France"])
    }

    func testAdmin1NonNumericIDNamesLine() throws {
        let url = try fixture("geonames/admin1CodesASCII_bad_id.txt")
        let error = sourceError { _ = try GeoNamesTextReader.readAdmin1Regions(url: url) }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.contains("2950157x") ?? false, error?.message ?? "")
    }

    func testAdmin1WrongColumnCount() {
        let error = sourceError {
            _ = try GeoNamesTextReader.readAdmin1Regions(data: Data("US.CA\tCalifornia\t5332921\n".utf8), file: "a.txt")
        }
        XCTAssertEqual(error?.line, 1)
        XCTAssertTrue(error?.message.contains("expected 4") ?? false, error?.message ?? "")
    }
}
