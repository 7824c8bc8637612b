import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkGeo
import XCTest
@testable import WaymarkMemories
import WaymarkSamples

/// Then & Now: the same spot photographed years apart, found in one streaming scan.
final class ThenAndNowTests: MemoryTestCase {
    let grid = CellGrid(cellMeters: ThenAndNow.cellMeters)

    func pairs(minYears: Int = 2) throws -> [ThenAndNowPair] { try ThenAndNow(atlas: atlas).result(minYears: minYears).result.pairs }

    func testCellsAreAbout280MetresAndWidenTowardsThePoles() {
        let equator = grid.row(latitude: 0)
        XCTAssertEqual(360 / Double(grid.columns(row: equator)) * 111_195, 280, accuracy: 1, "≈ 280 m wide at the equator")
        let sixty = grid.row(latitude: 60)
        XCTAssertEqual(360 / Double(grid.columns(row: sixty)) * 111_195 * 0.5, 280, accuracy: 1, "≈ 280 m wide at 60°")
        XCTAssertEqual(grid.columns(row: grid.row(latitude: 90)), 1, "one cell around the pole")
        XCTAssertEqual(grid.cell(latitude: 10, longitude: 180), grid.cell(latitude: 10, longitude: -180), "180° is -180°")
    }

    func testTheOldestAndNewestPhotoOfASpotMakeAPairWithItsSpan() throws {
        try photo("/p/2012.jpg", "2012-05-01T10:00:00", at: paris, lat: 48.85837, lon: 2.29448)
        try photo("/p/2016.jpg", "2016-05-01T10:00:00", at: paris, lat: 48.85838, lon: 2.29449)
        try photo("/p/2021.jpg", "2021-04-30T10:00:00", at: paris, lat: 48.85839, lon: 2.29447)
        let found = try pairs()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].then.path, "/p/2012.jpg")
        XCTAssertEqual(found[0].now.path, "/p/2021.jpg")
        XCTAssertEqual(found[0].years, 8, "a day short of nine years")
        XCTAssertEqual(found[0].days, 3286)
    }

    func testAPairTwentyMetresApartAcrossACellEdgeIsFound() throws {
        // A row edge: latitudes step by a fixed height from the South Pole.
        let edge = -90 + Double(grid.row(latitude: 48.8566) + 1) * grid.latitudeStep
        let south = Coordinate(latitude: edge - 0.00009, longitude: 2.35), north = Coordinate(latitude: edge + 0.00009, longitude: 2.35)
        XCTAssertNotEqual(grid.cell(latitude: south.latitude, longitude: south.longitude), grid.cell(latitude: north.latitude, longitude: north.longitude))
        XCTAssertEqual(SphericalDistance.meters(south, north), 20, accuracy: 0.5)
        try photo("/p/then.jpg", "2010-01-01T10:00:00", at: paris, lat: south.latitude, lon: south.longitude)
        try photo("/p/now.jpg", "2020-06-01T10:00:00", at: paris, lat: north.latitude, lon: north.longitude)
        let found = try pairs()
        XCTAssertEqual(found.map(\.then.path), ["/p/then.jpg"])
        XCTAssertEqual(found.map(\.now.path), ["/p/now.jpg"])
        XCTAssertEqual(found.first?.distanceMeters ?? 0, 20, accuracy: 0.5)
    }

    func testAPairAcrossTheAntimeridianIsFound() throws {
        // Taveuni, Fiji: 0.0001° either side of 180° is about 21 m.
        try photo("/p/east.jpg", "2008-08-08T08:00:00", at: paris, lat: -16.8, lon: 179.9999)
        try photo("/p/west.jpg", "2019-08-08T08:00:00", at: paris, lat: -16.8, lon: -179.9999)
        let found = try pairs()
        XCTAssertEqual(found.map(\.years), [11])
        XCTAssertLessThan(found.first?.distanceMeters ?? .infinity, 25)
    }

    func testAPairNearTheNorthPoleIsFound() throws {
        try photo("/p/a.jpg", "2001-04-01T08:00:00", at: paris, lat: 89.9995, lon: 0)
        try photo("/p/b.jpg", "2011-04-01T08:00:00", at: paris, lat: 89.9995, lon: 120)
        XCTAssertEqual(try pairs().map(\.years), [10])
    }

    func testPhotosFarApartAreNotAPair() throws {
        try photo("/p/a.jpg", "2001-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)
        try photo("/p/b.jpg", "2011-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.36)   // 730 m east
        XCTAssertEqual(try pairs(), [])
    }

    func testSpansShorterThanTheMinimumAreLeftOutAndLongestComeFirst() throws {
        try photo("/p/rome1.jpg", "2015-01-01T08:00:00", at: rome, lat: 41.9, lon: 12.5)
        try photo("/p/rome2.jpg", "2016-12-31T08:00:00", at: rome, lat: 41.9, lon: 12.5)        // 1 year: no
        try photo("/p/oslo1.jpg", "2010-01-01T08:00:00", at: oslo, lat: 59.91, lon: 10.75)
        try photo("/p/oslo2.jpg", "2013-01-01T08:00:00", at: oslo, lat: 59.91, lon: 10.75)       // 3 years
        try photo("/p/tokyo1.jpg", "2005-01-01T08:00:00", at: tokyo, lat: 35.68, lon: 139.76)
        try photo("/p/tokyo2.jpg", "2015-01-01T08:00:00", at: tokyo, lat: 35.68, lon: 139.76)    // 10 years
        XCTAssertEqual(try pairs().map(\.years), [10, 3])
        XCTAssertEqual(try pairs(minYears: 5).map(\.years), [10])
        XCTAssertEqual(try pairs(minYears: 1).map(\.years), [10, 3, 1])
    }

    func testOneNeighbourhoodCannotFillTheList() throws {
        // Three spots 400 m apart in Paris (within the 1 km radius), one in Rome.
        for (index, lon) in [2.3500, 2.3555, 2.3610].enumerated() {
            try photo("/p/paris\(index)a.jpg", "\(2000 + index)-01-01T08:00:00", at: paris, lat: 48.85, lon: lon)
            try photo("/p/paris\(index)b.jpg", "2020-01-01T08:00:00", at: paris, lat: 48.85, lon: lon)
        }
        try photo("/p/rome-a.jpg", "2010-01-01T08:00:00", at: rome, lat: 41.9, lon: 12.5)
        try photo("/p/rome-b.jpg", "2014-01-01T08:00:00", at: rome, lat: 41.9, lon: 12.5)
        let found = try pairs()
        XCTAssertEqual(found.map(\.then.path), ["/p/paris0a.jpg", "/p/rome-a.jpg"])
        let result = try ThenAndNow(atlas: atlas).result().result
        XCTAssertEqual(result.candidates, 4)
    }

    func testExcludedAndUndatedPhotosAreNotScanned() throws {
        try photo("/p/a.jpg", "2001-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)
        try photo("/p/undated.jpg", nil, at: paris, lat: 48.85, lon: 2.35, gpsDay: "2020-01-01")
        try photo("/p/hidden.jpg", "2019-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)
        XCTAssertTrue(try atlas.setExcluded(true, path: "/p/hidden.jpg"))
        let result = try ThenAndNow(atlas: atlas).result().result
        XCTAssertEqual(result.scannedPhotos, 1)
        XCTAssertEqual(result.pairs, [])
    }

    func testTheResultIsMemoisedUntilAnImportOrAnExclusionChangesThePhotos() throws {
        try photo("/p/a.jpg", "2001-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)
        try photo("/p/b.jpg", "2011-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)
        let feature = ThenAndNow(atlas: atlas)
        XCTAssertFalse(try feature.result().fromMemo)
        let reopened = ThenAndNow(atlas: try AtlasStore(url: atlas.url))
        let memo = try reopened.result()
        XCTAssertTrue(memo.fromMemo)
        XCTAssertEqual(memo.result.pairs.map(\.years), [10])

        try photo("/p/c.jpg", "2021-04-01T08:00:00", at: paris, lat: 48.85, lon: 2.35)   // an import
        let afterImport = try feature.result()
        XCTAssertFalse(afterImport.fromMemo)
        XCTAssertEqual(afterImport.result.pairs.map(\.years), [20])

        XCTAssertTrue(try atlas.setExcluded(true, path: "/p/c.jpg"))
        let afterExclusion = try feature.result()
        XCTAssertFalse(afterExclusion.fromMemo)
        XCTAssertEqual(afterExclusion.result.pairs.map(\.years), [10])
        XCTAssertTrue(try feature.result().fromMemo)
    }

    func testPairsAreNamedByTheChainAtTheirNowPhoto() throws {
        try photo("/p/a.jpg", "2001-04-01T08:00:00", at: rome, lat: 41.9001, lon: 12.5)
        try photo("/p/b.jpg", "2011-04-01T08:00:00", at: rome, lat: 41.9002, lon: 12.5)
        var asked: [Coordinate] = []
        let named = try ThenAndNow.labelled(try pairs()) { asked.append($0); return self.rome }
        XCTAssertEqual(asked, [Coordinate(latitude: 41.9002, longitude: 12.5)])
        XCTAssertEqual(named.first?.city?.name, "Rome")
        XCTAssertEqual(named.first?.country?.id.description, "country:IT")
        XCTAssertNil(try pairs().first?.city, "labels are not memoised")
    }

    func testStoppingPairingEarlyGivesTheSameListAsPairingEveryCell() throws {
        // 6,000 spots 1.5 km apart (more than the first chunk of cells, none within the
        // de-duplication radius), each photographed twice; spot i's "then" is i seconds after
        // 2001-01-01T00:00:00 and every "now" is the same, so the longest spans are the spots
        // with the smallest i, whatever order they were written in.
        let writer = try AtlasBulkWriter(atlas: atlas)
        var order = Array(0..<6000)
        var random = SeededGenerator(seed: 5)
        order.shuffle(using: &random)
        try atlas.transaction {
            for i in order {
                let lat = 40 + Double(i / 100) * 0.0135, lon = Double(i % 100) * 0.0178
                let then = String(format: "2001-01-01T%02d:%02d:%02d", i / 3600, i / 60 % 60, i % 60)
                try writer.addPhoto(path: "/p/\(i)-then.jpg", localTime: try LocalDateTime(then), utcOffsetMinutes: 0, latitude: lat, longitude: lon, chain: [])
                try writer.addPhoto(path: "/p/\(i)-now.jpg", localTime: try LocalDateTime("2020-06-01T12:00:00"), utcOffsetMinutes: 0, latitude: lat, longitude: lon, chain: [])
            }
            try atlas.bumpPhotoGeneration()
        }
        let result = try ThenAndNow(atlas: atlas).result().result
        XCTAssertEqual(result.occupiedCells, 6000)
        XCTAssertLessThan(result.cellsExamined, 6000, "pairing stopped early")
        XCTAssertEqual(result.pairs.map(\.then.path), (0..<ThenAndNow.kept).map { "/p/\($0)-then.jpg" })
    }

    func testWholeYearsCountLikeBirthdays() {
        XCTAssertEqual(ThenAndNow.wholeYears(from: 20160229_120000, to: 20200228_235959), 3)
        XCTAssertEqual(ThenAndNow.wholeYears(from: 20160229_120000, to: 20200229_120000), 4)
        XCTAssertEqual(ThenAndNow.seconds(19700102_000001), 86401)
    }

    // MARK: ranked for a traveller

    /// Two spots a kilometre and more apart in each city, each photographed `years` apart.
    func spot(_ name: String, _ chain: [PlaceSnapshot], lat: Double, lon: Double, from: Int, to: Int) throws {
        try photo("/p/\(name)-then.jpg", "\(from)-06-14T10:00:00", at: chain, lat: lat, lon: lon)
        try photo("/p/\(name)-now.jpg", "\(to)-03-02T10:00:00", at: chain, lat: lat + 0.0001, lon: lon)
    }

    func testTheHomeBaseKeepsOnlyItsLongestSpotInRankAndTheListIsNumbered() throws {
        // Paris is home: most days (four spots, eight days). Its spots are the longest spans.
        for (index, span) in [(2010, 2024), (2011, 2024), (2012, 2024), (2013, 2024)].enumerated() {
            try spot("paris\(index)", paris, lat: 48.80 + Double(index) * 0.03, lon: 2.35, from: span.0, to: span.1)
        }
        try spot("rome", rome, lat: 41.89, lon: 12.49, from: 2016, to: 2024)
        try spot("tokyo", tokyo, lat: 35.68, lon: 139.76, from: 2018, to: 2024)
        let (result, _) = try ThenAndNowSpots.list(atlas: atlas, gazetteer: nil, minYears: 2, limit: 10)
        XCTAssertEqual(result.home?.id.description, "city:2988507")
        XCTAssertEqual(result.pairs.map(\.then.path), ["/p/paris0-then.jpg", "/p/rome-then.jpg", "/p/tokyo-then.jpg",
                                                     "/p/paris1-then.jpg", "/p/paris2-then.jpg", "/p/paris3-then.jpg"])
        XCTAssertEqual(result.pairs.map(\.number), [1, 2, 3, 4, 5, 6].map(Optional.some))
        XCTAssertEqual(result.pairs.map(\.atHome), [true, false, false, true, true, true].map(Optional.some))
        XCTAssertEqual(result.pairs[1].years, 7, "June 2016 to March 2024: seven whole years")
        XCTAssertEqual(result.pairs[1].spanText, "7 years apart · Jun 2016 → Mar 2024")
        XCTAssertEqual(try ThenAndNowSpots.list(atlas: atlas, gazetteer: nil, minYears: 2, limit: 2).result.pairs.map(\.then.path),
                       ["/p/paris0-then.jpg", "/p/rome-then.jpg"], "a shorter list is the same list cut")
    }

    func testAHomeBaseTheUserSetsRanksTheListAndAutoGoesBack() throws {
        try spot("paris", paris, lat: 48.85, lon: 2.35, from: 2010, to: 2024)
        try spot("paris-b", paris, lat: 48.88, lon: 2.30, from: 2011, to: 2024)
        try spot("rome", rome, lat: 41.89, lon: 12.49, from: 2012, to: 2024)
        try spot("rome-b", rome, lat: 41.92, lon: 12.45, from: 2013, to: 2024)
        try record(rome, "2020-01-01", .manual)   // Rome has the most days
        func order() throws -> [String] { try ThenAndNowSpots.list(atlas: atlas, gazetteer: nil, minYears: 2, limit: 10).result.pairs.map(\.then.path) }
        XCTAssertEqual(try order(), ["/p/paris-then.jpg", "/p/paris-b-then.jpg", "/p/rome-then.jpg", "/p/rome-b-then.jpg"])
        try ThenAndNowSpots.setHome(paris[0].id, atlas: atlas)
        XCTAssertEqual(try ThenAndNowSpots.home(atlas: atlas)?.setByUser, true)
        XCTAssertEqual(try order(), ["/p/paris-then.jpg", "/p/rome-then.jpg", "/p/rome-b-then.jpg", "/p/paris-b-then.jpg"])
        try ThenAndNowSpots.setHome(nil, atlas: atlas)
        XCTAssertEqual(try ThenAndNowSpots.home(atlas: atlas)?.place, rome[0].id)
    }

    func testSpotNumbersOpenAsLinks() throws {
        XCTAssertEqual(try MemoryLink(parsing: "waymark://then-and-now/3"), .thenAndNow(3))
        XCTAssertEqual(MemoryLink.thenAndNow(3).description, "waymark://then-and-now/3")
        for bad in ["waymark://then-and-now/0", "waymark://then-and-now/+3", "waymark://then-and-now/101", "waymark://then-and-now/x"] {
            XCTAssertThrowsError(try MemoryLink(parsing: bad), bad)
        }
    }
}
