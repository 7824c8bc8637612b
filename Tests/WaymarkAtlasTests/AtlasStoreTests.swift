import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import XCTest
@testable import WaymarkAtlas
import WaymarkCalendar

/// The atlas as the user's durable record.
final class AtlasStoreTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atlas-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func open(_ name: String = "atlas.sqlite") throws -> AtlasStore { try AtlasStore(url: folder.appendingPathComponent(name)) }

    /// Munich's chain as a gazetteer of some day described it.
    var munichChain: [PlaceSnapshot] {
        let eu = PlaceReference(id: PlaceID(kind: .continent, code: "EU"), name: "Europe")
        let de = PlaceReference(id: PlaceID(kind: .country, code: "DE"), name: "Germany")
        let by = PlaceReference(id: PlaceID(kind: .region, code: "DE.02"), name: "Bavaria")
        return [
            PlaceSnapshot(id: PlaceID(kind: .airport, code: "MUC"), name: "Munich Airport", label: "Munich Airport, Germany",
                          continent: eu, country: de, region: by, city: PlaceReference(id: PlaceID(kind: .city, code: "2867714"), name: "Munich"),
                          gazetteer: "g1"),
            PlaceSnapshot(id: PlaceID(kind: .city, code: "2867714"), name: "Munich", label: "Munich, Bavaria, Germany",
                          continent: eu, country: de, region: by, gazetteer: "g1"),
            PlaceSnapshot(id: by.id, name: "Bavaria", label: "Bavaria, Germany", continent: eu, country: de, gazetteer: "g1"),
            PlaceSnapshot(id: de.id, name: "Germany", label: "Germany", continent: eu, gazetteer: "g1"),
            PlaceSnapshot(id: eu.id, name: "Europe", label: "Europe", gazetteer: "g1"),
        ]
    }

    func testANewAtlasIsMigratedToTheCurrentFormatInWALMode() throws {
        let atlas = try open()
        XCTAssertEqual(atlas.formatVersion, AtlasSchema.currentVersion)
        let db = try Database(path: atlas.url.path, mode: .readOnly)
        XCTAssertEqual(try db.scalarText("PRAGMA journal_mode"), "wal")
    }

    func testAnAtlasFromANewerWaymarkIsRefused() throws {
        let url = folder.appendingPathComponent("future.sqlite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Database(path: url.path, mode: .readWrite).execute("PRAGMA user_version = 99")
        XCTAssertThrowsError(try AtlasStore(url: url)) { XCTAssertTrue("\($0)".contains("newer than this waymark")) }
    }

    func testOnePieceOfEvidenceIsOneDayEverywhereUpTheChain() throws {
        let atlas = try open()
        let day = try LocalDay("2024-05-01")
        try atlas.record(munichChain, day: day, utcOffsetMinutes: 120, source: .photo)
        try atlas.record(munichChain, day: day, utcOffsetMinutes: 120, source: .flight)
        for place in munichChain {
            XCTAssertEqual(try atlas.presenceDays(of: place.id), ["2024-05-01"], "\(place.id)")
        }
        let visits = try atlas.visits()
        XCTAssertEqual(visits.count, 5)
        XCTAssertTrue(visits.allSatisfy { $0.days == 1 })
    }

    func testMarksStayReadableWithoutAnyGazetteer() throws {
        try open().mark(Array(munichChain.dropFirst()), days: [try LocalDay("2019-07-14")])
        // A later process, no gazetteer anywhere: the snapshot still names the whole chain.
        let reopened = try open()
        let munich = try XCTUnwrap(try reopened.snapshot(PlaceID(kind: .city, code: "2867714")))
        XCTAssertEqual(munich.label, "Munich, Bavaria, Germany")
        XCTAssertEqual(munich.region?.name, "Bavaria")
        XCTAssertEqual(munich.country?.id.description, "country:DE")
        XCTAssertEqual(try reopened.markedPlaces(), [PlaceID(kind: .city, code: "2867714")])
    }

    func testASnapshotFromALaterGazetteerReplacesTheNameButKeepsTheHistory() throws {
        let atlas = try open()
        try atlas.record(Array(munichChain.dropFirst()), day: try LocalDay("2020-01-02"), source: .import)
        var renamed = munichChain[1]
        renamed.name = "München"
        renamed.label = "München, Bayern, Deutschland"
        renamed.gazetteer = "g2"
        try atlas.save(renamed)
        XCTAssertEqual(try atlas.snapshot(renamed.id)?.name, "München")
        XCTAssertEqual(try atlas.presenceDays(of: renamed.id), ["2020-01-02"])
    }

    func testUnmarkRemovesOnlyTheHandMadeDays() throws {
        let atlas = try open()
        let chain = Array(munichChain.dropFirst())
        try atlas.mark(chain, days: [try LocalDay("2021-03-03")])
        try atlas.record(chain, day: try LocalDay("2022-04-04"), source: .photo)
        XCTAssertTrue(try atlas.unmark(chain[0].id))
        XCTAssertEqual(try atlas.presenceDays(of: chain[0].id), ["2022-04-04"])
        XCTAssertFalse(try atlas.unmark(chain[0].id))
    }

    func testDaysAreValidatedCalendarDates() {
        XCTAssertThrowsError(try LocalDay("2023-02-29"))
        XCTAssertThrowsError(try LocalDay("1899-12-31"))
        XCTAssertThrowsError(try LocalDay("2023-13-01"))
        XCTAssertThrowsError(try LocalDay("yesterday"))
        XCTAssertNoThrow(try LocalDay("2024-02-29"))
    }

    func testADamagedStoredDayIsNamedWithItsRowNotSkipped() throws {
        let atlas = try open()
        try atlas.record(munichChain, day: try LocalDay("2019-07-14"), source: .manual)
        try Database(path: folder.appendingPathComponent("atlas.sqlite").path, mode: .readWrite)
            .execute("UPDATE evidence SET local_date = '2019-07-32'")
        XCTAssertThrowsError(try atlas.export()) { error in
            XCTAssertTrue("\(error)".contains("evidence 1 has the date '2019-07-32', which is not a day"), "\(error)")
        }
        XCTAssertThrowsError(try atlas.presenceTimeline(), "statistics are not counted without the day")
    }

    func testAnExportWithDatesThatAreNotDaysNamesEveryOneWithItsEntry() throws {
        let atlas = try open()
        try atlas.mark(Array(munichChain.dropFirst()), days: [try LocalDay("2018-08-08"), try LocalDay("2018-08-09")])
        var text = String(decoding: try AtlasExport.encoder().encode(try atlas.export()), as: UTF8.self)
        text = text.replacingOccurrences(of: "2018-08-08", with: "2018-02-30").replacingOccurrences(of: "2018-08-09", with: "1850-01-01")
        XCTAssertThrowsError(try AtlasExport.read(Data(text.utf8))) { error in
            let problems = (error as? AtlasStore.InvalidExport)?.problems ?? []
            XCTAssertEqual(problems, ["evidence[0] (city:2867714, 2018-02-30): '2018-02-30' is not a date (YYYY-MM-DD, from 1900 on)",
                                      "evidence[1] (city:2867714, 1850-01-01): '1850-01-01' is not a date (YYYY-MM-DD, from 1900 on)"])
        }
    }

    func testAnExportReadsBackWithoutLoss() throws {
        let atlas = try open("a.sqlite")
        try atlas.mark(Array(munichChain.dropFirst()), days: [try LocalDay("2018-08-08")])
        try atlas.record(munichChain, day: try LocalDay("2018-08-09"), utcOffsetMinutes: 120, source: .flight)
        let first = try atlas.export()
        let copy = try open("b.sqlite")
        try copy.importExport(try AtlasExport.decoder().decode(AtlasExport.self, from: AtlasExport.encoder().encode(first)))
        XCTAssertEqual(try copy.export(), first)
        // Reading the same export again adds nothing.
        try copy.importExport(first)
        XCTAssertEqual(try copy.export(), first)
    }

    func testAFailedTransactionLeavesNothingBehind() throws {
        let atlas = try open()
        struct Stop: Error {}
        XCTAssertThrowsError(try atlas.transaction {
            try atlas.record(munichChain, day: try LocalDay("2017-01-01"), source: .photo)
            throw Stop()
        })
        XCTAssertEqual(try atlas.visits().count, 0)
    }
}

/// Passport statistics and achievements, derived from evidence.
final class AtlasStatisticsTests: XCTestCase {
    func chain(_ country: String, continent: String, region: String? = nil) -> [PlaceSnapshot] {
        let cont = PlaceReference(id: PlaceID(kind: .continent, code: continent), name: continent)
        let ctry = PlaceReference(id: PlaceID(kind: .country, code: country), name: country)
        var result: [PlaceSnapshot] = []
        if let region {
            result.append(PlaceSnapshot(id: PlaceID(kind: .region, code: region), name: region, label: region, continent: cont, country: ctry, gazetteer: "t"))
        }
        result.append(PlaceSnapshot(id: ctry.id, name: country, label: country, continent: cont, gazetteer: "t"))
        result.append(PlaceSnapshot(id: cont.id, name: continent, label: continent, gazetteer: "t"))
        return result
    }

    func testCountsSharesFirstAndLastVisitsAndAchievementsComeFromTheEvidence() throws {
        let atlas = try AtlasStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("stats-\(UUID().uuidString).sqlite"))
        addTeardownBlock { try? FileManager.default.removeItem(at: atlas.url) }
        try atlas.record(chain("DE", continent: "EU", region: "DE.02"), day: try LocalDay("2015-06-01"), source: .photo)
        try atlas.record(chain("DE", continent: "EU", region: "DE.16"), day: try LocalDay("2019-03-02"), source: .photo)
        try atlas.record(chain("FR", continent: "EU"), day: try LocalDay("2016-07-14"), source: .manual)
        try atlas.record(chain("JP", continent: "AS"), day: try LocalDay("2019-11-20"), source: .flight)
        let totals = GazetteerTotals(supportedCountries: 250, regionsPerCountry: [PlaceID("country:DE")!: 16])
        let stats = try AtlasStatistics(atlas: atlas, totals: totals)
        XCTAssertEqual(stats.countries, 3)
        XCTAssertEqual(stats.regions, 2)
        XCTAssertEqual(stats.continents, ["AS", "EU"])
        XCTAssertEqual(try XCTUnwrap(stats.worldShare), 3.0 / 250, accuracy: 1e-12)
        let germany = try XCTUnwrap(stats.countryVisits.first { $0.id == PlaceID(kind: .country, code: "DE") })
        XCTAssertEqual([germany.firstVisit, germany.lastVisit].map(\.description), ["2015-06-01", "2019-03-02"])
        XCTAssertEqual(try XCTUnwrap(germany.regionShare), 2.0 / 16, accuracy: 1e-12)
        XCTAssertEqual(stats.countriesByYear["2019"], ["DE", "JP"])
        XCTAssertEqual(stats.achievements, [EarnedAchievement(id: "first-abroad", title: "First country abroad", earnedOn: try LocalDay("2016-07-14"))])
        let in2019 = try AtlasStatistics(atlas: atlas, year: 2019, totals: nil)
        XCTAssertEqual(in2019.countries, 2)
        XCTAssertNil(in2019.worldShare)
    }
}

/// Visited and transit-only countries counted apart, the world total stated, lists in English
/// name order, and achievements dated by the day they were first earned.
final class CountryCountingTests: XCTestCase {
    func country(_ code: String, _ name: String, continent: String, airport: String? = nil) -> [PlaceSnapshot] {
        let cont = PlaceReference(id: PlaceID(kind: .continent, code: continent), name: continent)
        let ctry = PlaceReference(id: PlaceID(kind: .country, code: code), name: name)
        var chain = [PlaceSnapshot(id: ctry.id, name: name, label: name, continent: cont, gazetteer: "t"),
                     PlaceSnapshot(id: cont.id, name: continent, label: continent, gazetteer: "t")]
        if let airport {
            chain.insert(PlaceSnapshot(id: PlaceID(kind: .airport, code: airport), name: airport, label: airport, continent: cont, country: ctry,
                                       gazetteer: "t"), at: 0)
        }
        return chain
    }

    func testTransitOnlyCountriesAreApartListsAreByNameAndAchievementsKeepTheirFirstDay() throws {
        let atlas = try AtlasStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("counting-\(UUID().uuidString).sqlite"))
        addTeardownBlock { try? FileManager.default.removeItem(at: atlas.url) }
        func day(_ date: String) throws -> LocalDay { try LocalDay(date) }
        try atlas.record(country("DE", "Germany", continent: "Europe"), day: try day("2015-01-03"), source: .photo)
        // A connection in Doha is not a country abroad; Canada a month later is.
        try atlas.record(country("QA", "Qatar", continent: "Asia", airport: "DOH"), day: try day("2015-05-01"), source: .flight)
        try atlas.record(country("CA", "Canada", continent: "North America"), day: try day("2015-06-01"), source: .photo)
        try atlas.record(country("US", "United States", continent: "North America"), day: try day("2019-01-03"), source: .photo)
        try atlas.record(country("ZA", "South Africa", continent: "Africa"), day: try day("2019-02-01"), source: .manual)
        try atlas.record(country("QA", "Qatar", continent: "Asia", airport: "DOH"), day: try day("2019-02-10"), source: .flight)

        let totals = GazetteerTotals(supportedCountries: 250, regionsPerCountry: [:])
        let all = try AtlasStatistics(atlas: atlas, totals: totals)
        XCTAssertEqual(all.countries, 4, "Germany, Canada, the United States and South Africa")
        XCTAssertEqual(all.transitOnlyCountries, 1, "Qatar, seen only at its airport")
        XCTAssertEqual(all.worldCountries, 250)
        XCTAssertEqual(try XCTUnwrap(all.worldShare), 4.0 / 250, accuracy: 1e-12)
        XCTAssertEqual(all.countryVisits.map(\.name), ["Canada", "Germany", "Qatar", "South Africa", "United States"])
        XCTAssertEqual(all.countryVisits.filter(\.transitOnly).map(\.name), ["Qatar"])
        XCTAssertEqual(all.countriesByYear["2019"], ["South Africa", "United States"])
        XCTAssertEqual(all.continents, ["Africa", "Europe", "North America"], "Asia was seen only at Doha's airport")
        XCTAssertEqual(all.achievements, [EarnedAchievement(id: "first-abroad", title: "First country abroad", earnedOn: try LocalDay("2015-06-01"))])

        // A year's statistics list what was first earned in it, never a later day for an older one.
        let in2019 = try AtlasStatistics(atlas: atlas, year: 2019, totals: totals)
        XCTAssertEqual(in2019.countries, 2)
        XCTAssertEqual(in2019.transitOnlyCountries, 1)
        XCTAssertEqual(in2019.achievements, [])
        let in2015 = try AtlasStatistics(atlas: atlas, year: 2015, totals: totals)
        XCTAssertEqual(in2015.achievements.map(\.earnedOn.description), ["2015-06-01"])

    }

    /// A connection is not a visit at any level: the region, city and continent of an airport
    /// seen only in transit are not counted, as its country is not; the airport itself is.
    func testARegionCityAndContinentSeenOnlyAtTheirAirportAreNotVisited() throws {
        let atlas = try AtlasStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("transit-levels-\(UUID().uuidString).sqlite"))
        addTeardownBlock { try? FileManager.default.removeItem(at: atlas.url) }
        func chain(_ country: (String, String), _ continent: String, region: String, city: String, airport: String?) -> [PlaceSnapshot] {
            let cont = PlaceReference(id: PlaceID(kind: .continent, code: continent), name: continent)
            let ctry = PlaceReference(id: PlaceID(kind: .country, code: country.0), name: country.1)
            let reg = PlaceReference(id: PlaceID(kind: .region, code: region), name: region)
            let town = PlaceReference(id: PlaceID(kind: .city, code: city), name: city)
            var places = [PlaceSnapshot(id: town.id, name: city, label: city, continent: cont, country: ctry, region: reg, gazetteer: "t"),
                          PlaceSnapshot(id: reg.id, name: region, label: region, continent: cont, country: ctry, gazetteer: "t"),
                          PlaceSnapshot(id: ctry.id, name: country.1, label: country.1, continent: cont, gazetteer: "t"),
                          PlaceSnapshot(id: cont.id, name: continent, label: continent, gazetteer: "t")]
            if let airport {
                places.insert(PlaceSnapshot(id: PlaceID(kind: .airport, code: airport), name: airport, label: airport, continent: cont, country: ctry,
                                            region: reg, city: town, gazetteer: "t"), at: 0)
            }
            return places
        }
        // A day in Lyon, then a connection at Doha and one at Frankfurt (Hesse), then a day in Frankfurt.
        try atlas.record(chain(("FR", "France"), "Europe", region: "FR.84", city: "2996944", airport: nil), day: try LocalDay("2018-03-01"), source: .photo)
        try atlas.record(chain(("QA", "Qatar"), "Asia", region: "QA.01", city: "290030", airport: "DOH"), day: try LocalDay("2018-03-05"), source: .flight)
        try atlas.record(chain(("DE", "Germany"), "Europe", region: "DE.05", city: "2925533", airport: "FRA"), day: try LocalDay("2018-03-06"), source: .flight)
        var statistics = try AtlasStatistics(atlas: atlas, totals: nil)
        XCTAssertEqual(statistics.countries, 1)
        XCTAssertEqual(statistics.transitOnlyCountries, 2)
        XCTAssertEqual(statistics.regions, 1, "Auvergne-Rhône-Alpes only: Doha's and Hesse's were airport connections")
        XCTAssertEqual(statistics.cities, 1)
        XCTAssertEqual(statistics.airports, 2)
        XCTAssertEqual(statistics.continents, ["Europe"])
        XCTAssertEqual(statistics.countryVisits.map(\.regionsVisited), [1, 0, 0], "France, Germany, Qatar")

        try atlas.record(chain(("DE", "Germany"), "Europe", region: "DE.05", city: "2925533", airport: nil), day: try LocalDay("2018-03-09"), source: .photo)
        statistics = try AtlasStatistics(atlas: atlas, totals: nil)
        XCTAssertEqual(statistics.countries, 2)
        XCTAssertEqual(statistics.regions, 2, "a day in Frankfurt makes Hesse visited")
        XCTAssertEqual(statistics.cities, 2)
        XCTAssertEqual(statistics.countryVisits.map(\.regionsVisited), [1, 1, 0])
    }
}
