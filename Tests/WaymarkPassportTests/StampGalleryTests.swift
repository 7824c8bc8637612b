import WaymarkAtlas
import WaymarkGazetteer
import XCTest
import WaymarkCalendar
@testable import WaymarkPassport

/// The gallery groups by continent, country or book with counts, and its filters combine.
final class StampGalleryTests: XCTestCase {
    func row(_ id: Int, _ date: String, country: (String, String)?, continent: (String, String)?, book: String? = nil,
             direction: StampRecord.Direction? = .arrival, favourite: Bool = false) throws -> StampRow {
        let place = PlaceID(kind: .city, code: "\(id)")
        let stamp = StampRecord(id: id, place: place, country: country.map { PlaceID(kind: .country, code: $0.0) },
                                continent: continent.map { PlaceID(kind: .continent, code: $0.0) }, date: try LocalDay(date), book: book,
                                direction: direction, favourite: favourite)
        return StampRow(stamp: stamp, placeName: "City \(id)", placeLabel: "City \(id)", countryName: country?.1, continentName: continent?.1)
    }

    func rows() throws -> [StampRow] {
        try [
            row(1, "2020-01-05", country: ("JP", "Japan"), continent: ("AS", "Asia"), book: "Blue", favourite: true),
            row(2, "2020-01-20", country: ("JP", "Japan"), continent: ("AS", "Asia"), book: "Blue", direction: .departure),
            row(3, "2019-06-01", country: ("FR", "France"), continent: ("EU", "Europe"), book: "Red"),
            row(4, "2018-03-03", country: ("TH", "Thailand"), continent: ("AS", "Asia"), favourite: true),
            row(5, "2017-01-01", country: nil, continent: nil, direction: nil),
        ]
    }

    func testByContinentThenCountryThenDateWithCounts() throws {
        let g = StampGallery(rows: try rows(), by: .continent, filter: .init())
        XCTAssertEqual(g.count, 5)
        XCTAssertEqual(g.groups.map(\.name), ["Asia", "Europe", "Unknown continent"])
        XCTAssertEqual(g.groups.map(\.count), [3, 1, 1])
        let asia = g.groups[0]
        XCTAssertEqual(asia.groups?.map(\.name), ["Japan", "Thailand"])
        XCTAssertEqual(asia.groups?.map(\.count), [2, 1])
        XCTAssertEqual(asia.groups?[0].stamps?.map(\.date.description), ["2020-01-05", "2020-01-20"])
        XCTAssertNil(asia.stamps)
    }

    func testTheFiltersCombine() throws {
        let favouriteArrivals = StampGallery(rows: try rows(), by: .country, filter: .init(directions: [.arrival], favouritesOnly: true))
        XCTAssertEqual(favouriteArrivals.count, 2)
        XCTAssertEqual(favouriteArrivals.groups.flatMap { $0.stamps ?? [] }.map(\.id).sorted(), [1, 4])
        let departures = StampGallery(rows: try rows(), by: .country, filter: .init(directions: [.departure]))
        XCTAssertEqual(departures.groups.flatMap { $0.stamps ?? [] }.map(\.id), [2])
        let both = StampGallery(rows: try rows(), by: .country, filter: .init(directions: [.arrival, .departure]))
        XCTAssertEqual(both.count, 4, "a stamp with no direction is neither")
        XCTAssertEqual(StampGallery(rows: try rows(), by: .country, filter: .init(favouritesOnly: true)).count, 2)
    }

    func testByBookThenCountry() throws {
        let g = StampGallery(rows: try rows(), by: .book, filter: .init())
        XCTAssertEqual(g.groups.map(\.name), ["Blue", "Red", "No book"])
        XCTAssertEqual(g.groups.map(\.count), [2, 1, 2])
        XCTAssertEqual(g.groups[2].groups?.map(\.name), ["Thailand", "Unknown country"])
    }

    func testTheTextShowsEachGroupWithItsCount() throws {
        let text = StampGallery(rows: Array(try rows().prefix(2)), by: .continent, filter: .init()).text
        XCTAssertEqual(text, """
            2 stamps
            Asia (2)
              Japan (2)
                2020-01-05  #1  City 1  arrival  [Blue]  ★
                2020-01-20  #2  City 2  departure  [Blue]
            """)
    }
}

/// The chain a stamp marks, level by level.
final class StampChainTests: XCTestCase {
    let asia = PlaceSnapshot(id: PlaceID(kind: .continent, code: "AS"), name: "Asia", label: "Asia", gazetteer: "g")
    let japan = PlaceSnapshot(id: PlaceID(kind: .country, code: "JP"), name: "Japan", label: "Japan", gazetteer: "g")
    let chiba = PlaceSnapshot(id: PlaceID(kind: .region, code: "JP.04"), name: "Chiba", label: "Chiba, Japan", gazetteer: "g")
    let narita = PlaceSnapshot(id: PlaceID(kind: .city, code: "2111684"), name: "Narita", label: "Narita", gazetteer: "g")
    let tokyo = PlaceSnapshot(id: PlaceID(kind: .city, code: "1850147"), name: "Tokyo", label: "Tokyo", gazetteer: "g")
    let airport = PlaceSnapshot(id: PlaceID(kind: .airport, code: "NRT"), name: "Narita International Airport", label: "NRT", gazetteer: "g")

    func testAnAirportMarksItsCityRegionCountryAndContinentAndEachLevelCanChange() throws {
        var chain = try XCTUnwrap(StampChain([airport, narita, chiba, japan, asia]))
        XCTAssertEqual(chain.snapshots.map(\.id), [airport, narita, chiba, japan, asia].map(\.id))
        try chain.set(.city, to: tokyo)
        try chain.set(.region, to: nil)
        var stamp = StampRecord(place: airport.id, date: try LocalDay("2020-01-05"))
        chain.apply(to: &stamp)
        XCTAssertEqual(stamp.chain, [airport.id, tokyo.id, japan.id, asia.id])
        XCTAssertEqual(chain.text, """
              airport   Narita International Airport  [airport:NRT]
              city      Tokyo  [city:1850147]
              region    (none)
              country   Japan  [country:JP]
              continent Asia  [continent:AS]
            """)
        XCTAssertThrowsError(try chain.set(.city, to: japan)) { XCTAssertEqual("\($0)", "country:JP is not a city") }
    }

    func testACityHasNoCityLevel() throws {
        var chain = try XCTUnwrap(StampChain([narita, chiba, japan, asia]))
        XCTAssertThrowsError(try chain.set(.city, to: tokyo)) { XCTAssertEqual("\($0)", "a stamp at city:2111684 has no city level to set") }
        XCTAssertEqual(chain.snapshots.count, 4)
    }
}
