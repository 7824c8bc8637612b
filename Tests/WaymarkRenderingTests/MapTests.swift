import WaymarkAtlas
import WaymarkGazetteer
import XCTest
@testable import WaymarkRendering

final class MapTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    func testTheWorldMapIsTheSameBytesEveryTime() throws {
        let first = try fixture.pictures().worldMap(theme: .light, width: 1200).svg
        let second = try AtlasPictures(atlas: try AtlasStore(url: fixture.atlasURL), gazetteer: try Gazetteer(url: fixture.gazetteer.url),
                                       measure: TextMeasure()).worldMap(theme: .light, width: 1200).svg
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(first.utf8.count, 100_000)
    }

    /// Countries with evidence beyond an airport are visited; Qatar, seen only at Doha's
    /// airport, is transit-only; the rest are not visited. Read back from the SVG's elements.
    func testEachCountryIsColouredByItsVisitState() throws {
        for theme in [Theme.light, Theme.dark] {
            let map = try fixture.pictures().worldMap(theme: theme, width: 1200)
            let svg = try SVGReader(map.svg)
            for code in PictureFixture.visitedCountries {
                XCTAssertEqual(svg.byID["country-\(code)"]?["class"], "visited", code)
                XCTAssertEqual(svg.byID["country-\(code)"]?["fill"], theme.visited.description, code)
            }
            XCTAssertEqual(svg.byID["country-QA"]?["class"], "transit_only")
            XCTAssertEqual(svg.byID["country-QA"]?["fill"], theme.transit.description)
            for code in ["AU", "DE", "CN", "ZA"] { XCTAssertEqual(svg.byID["country-\(code)"]?["fill"], theme.land.description, code) }
            XCTAssertEqual(map.counts[.visited], 4)
            XCTAssertEqual(map.counts[.transitOnly], 1)
            XCTAssertTrue(svg.texts.contains { $0.text == "Visited: 4 countries" }, "\(svg.texts.map(\.text))")
            XCTAssertTrue(svg.texts.contains { $0.text == "Transit only (airports): 1" })
        }
    }

    /// The rasterised map carries the visited colour where Brazil is, land colour in Australia
    /// and water in the Atlantic, on both themes and at two sizes.
    func testThePNGShowsEachStateWhereThePlaceLies() throws {
        for (theme, width) in [(Theme.light, 1200), (Theme.dark, 2048)] {
            let map = try fixture.pictures().worldMap(theme: theme, width: width)
            let png = try Rasteriser.png(svg: map.svg, width: map.width, height: map.height)
            let image = try Rasteriser.decodePNG(png)
            XCTAssertEqual(image.width, width)
            XCTAssertEqual(image.height, map.height)
            func at(_ p: (latitude: Double, longitude: Double)) -> RGBColor { image.color(at: map.frame.pixel(latitude: p.latitude, longitude: p.longitude)) }
            XCTAssertClose(at(KnownPoint.brasilia), theme.visited, "Brasília")
            XCTAssertClose(at(KnownPoint.aliceSprings), theme.land, "Alice Springs")
            XCTAssertClose(at(KnownPoint.midAtlantic), theme.water, "Atlantic")
        }
    }

    /// The United States map is framed on the lower 48 states, which fill its width, with
    /// Alaska (visited: Anchorage, the Aleutians whole) and Hawaii in inset boxes under them;
    /// the mainland states that were not visited are in land colour.
    func testTheUnitedStatesMapFramesTheLower48WithAlaskaAndHawaiiAsInsets() throws {
        let map = try fixture.pictures().countryMap(code: "us", theme: .light, width: 1000)
        let image = try Rasteriser.render(svg: map.svg, width: map.width, height: map.height)
        // Cape Flattery (Washington) and West Quoddy Head (Maine): the lower 48's west and east ends.
        let west = map.frame.pixel(latitude: 48.38, longitude: -124.71), east = map.frame.pixel(latitude: 44.81, longitude: -66.95)
        XCTAssertGreaterThan(east.x - west.x, 850, "the lower 48 fill the width (of 950 inside the margins)")
        let kansas = map.frame.pixel(latitude: KnownPoint.kansas.latitude, longitude: KnownPoint.kansas.longitude)
        XCTAssertTrue(kansas.x > 0 && kansas.x < 1000 && kansas.y > 0 && kansas.y < map.frame.height)
        XCTAssertClose(image.color(at: kansas), Theme.light.land)
        let alaska = try XCTUnwrap(map.insets.first { $0.places.contains(PlaceID(kind: .region, code: "US.AK")) }, "\(map.insets.map(\.places))")
        let hawaii = try XCTUnwrap(map.insets.first { $0.places.contains(PlaceID(kind: .region, code: "US.HI")) })
        for (inset, point) in [(alaska, KnownPoint.interiorAlaska), (alaska, (latitude: 51.9, longitude: 176.6)), (hawaii, (latitude: 19.6, longitude: -155.5))] {
            let p = inset.pixel(latitude: point.latitude, longitude: point.longitude)
            XCTAssertTrue(p.x > inset.originX && p.x < inset.originX + inset.frame.width && p.y > inset.originY && p.y < inset.originY + inset.frame.height,
                          "\(point) at \(p) in its inset")
            XCTAssertGreaterThanOrEqual(p.y, map.frame.height, "insets lie under the main map")
        }
        XCTAssertClose(image.color(at: alaska.pixel(latitude: KnownPoint.interiorAlaska.latitude, longitude: KnownPoint.interiorAlaska.longitude)), Theme.light.visited)
        let svg = try SVGReader(map.svg)
        XCTAssertEqual(svg.byID["region-US.AK"]?["class"], "visited")
        XCTAssertEqual(svg.byID["region-US.NY"]?["class"], "visited")
        XCTAssertEqual(svg.byID["region-US.KS"]?["class"], "not_visited")
        XCTAssertEqual(map.counts[.visited], 2, "New York and Alaska, each counted once")
    }

    /// A microstate is a dot at every size: Singapore, visited, at 1200 and 2048 pixels.
    func testSingaporeIsADotOnTheWorldMapAtEverySize() throws {
        try AtlasStore(url: fixture.atlasURL).record([PlaceSnapshot(try XCTUnwrap(try fixture.gazetteer.makeLookup().place(id: PlaceID(kind: .country, code: "SG"))),
                                                                    gazetteer: "test")], day: try LocalDay(date: "2020-01-01"), source: .manual)
        for (width, theme) in [(1200, Theme.light), (2048, .dark)] {
            let map = try fixture.pictures().worldMap(theme: theme, width: width)
            let dot = try XCTUnwrap(try SVGReader(map.svg).byID["country-SG"], "\(width)")
            XCTAssertEqual(dot["element"], "circle", "\(width)")
            let image = try Rasteriser.render(svg: map.svg, width: map.width, height: map.height)
            XCTAssertClose(image.color(at: map.frame.pixel(latitude: 1.35, longitude: 103.82)), theme.visited, "\(width): Singapore shows")
        }
    }

    /// The legend grows with the map: its title is a sixtieth of the width.
    func testTheLegendScalesWithTheWidth() throws {
        for width in [1200, 2048] {
            let svg = try SVGReader(try fixture.pictures().worldMap(theme: .light, width: width).svg)
            let title = try XCTUnwrap(svg.texts.first { $0.text.hasPrefix("Visited:") })
            XCTAssertEqual(Double(title.attributes["font-size"] ?? "") ?? 0, Double(width) / 60 * 0.85, accuracy: 0.6, "\(width)")
        }
    }

    /// Fiji and Russia straddle the antimeridian: every probe point lands on the canvas, and two
    /// places a few degrees apart on either side of 180° are drawn close together, not at the
    /// canvas's two edges.
    func testFijiAndRussiaAreFittedAcrossTheAntimeridian() throws {
        let cases: [(code: String, points: [(Double, Double)], east: (Double, Double), west: (Double, Double))] = [
            ("FJ", [(-18.14, 178.44), (-16.43, 179.36), (-18.2, -178.8)], (-18.14, 178.44), (-18.2, -178.8)),   // Suva, Labasa, Lakeba
            ("RU", [(54.7, 20.5), (64.73, 177.5), (66.16, -169.8), (55.75, 37.62)], (64.73, 177.5), (66.16, -169.8)),  // Kaliningrad, Anadyr, Uelen, Moscow
        ]
        for c in cases {
            let map = try fixture.pictures().countryMap(code: c.code, theme: .light, width: 1000)
            for point in c.points {
                let p = map.frame.pixel(latitude: point.0, longitude: point.1)
                XCTAssertTrue(p.x > 0 && p.x < 1000 && p.y > 0 && p.y < map.frame.height, "\(c.code) \(point) at \(p)")
            }
            let a = map.frame.pixel(latitude: c.east.0, longitude: c.east.1), b = map.frame.pixel(latitude: c.west.0, longitude: c.west.1)
            XCTAssertLessThan(abs(a.x - b.x), 500, "\(c.code): the two sides of 180° are neighbours on the map, not at its two edges")
            XCTAssertLessThan(a.x, b.x, "\(c.code): east of 180° is drawn to the right")
        }
    }

    /// France's map is fitted to its regions (the mainland and Corsica; the overseas regions are
    /// countries of their own in GeoNames), not stretched to take in Clipperton Island, which the
    /// build keeps without a region: Paris (visited) and Ajaccio land on the canvas, and France
    /// fills most of it.
    func testFranceIsFittedToItsRegionsNotToClipperton() throws {
        let map = try fixture.pictures().countryMap(code: "FR", theme: .light, width: 1000)
        let paris = map.frame.pixel(latitude: 48.86, longitude: 2.35), ajaccio = map.frame.pixel(latitude: 41.93, longitude: 8.74)
        let clipperton = map.frame.pixel(latitude: 10.3, longitude: -109.2)
        for p in [paris, ajaccio] { XCTAssertTrue(p.x > 0 && p.x < 1000 && p.y > 0 && p.y < map.frame.height, "\(p)") }
        XCTAssertLessThan(clipperton.x, 0, "Clipperton lies off the canvas")
        let brest = map.frame.pixel(latitude: 48.39, longitude: -4.49), strasbourg = map.frame.pixel(latitude: 48.57, longitude: 7.75)
        XCTAssertGreaterThan(strasbourg.x - brest.x, 500, "Brest to Strasbourg spans half the canvas")
        let image = try Rasteriser.render(svg: map.svg, width: map.width, height: map.height)
        XCTAssertClose(image.color(at: paris), Theme.light.visited)
    }

    func testAnUnknownCountryIsRefusedByName() throws {
        XCTAssertThrowsError(try fixture.pictures().countryMap(code: "XX", theme: .light, width: 800)) { error in
            XCTAssertTrue("\(error)".contains("'XX'"), "\(error)")
        }
    }
}
