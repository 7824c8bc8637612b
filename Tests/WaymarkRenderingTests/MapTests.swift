import WaymarkAtlas
import WaymarkCalendar
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
    /// Alaska (visited: Anchorage, the Aleutians whole) and Hawaii in inset boxes in the map's
    /// empty water, over no part of the lower 48; the mainland states that were not visited are
    /// in land colour.
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
        }
        // Both boxes in the map's own frame (no row added under it), apart, and clear of every
        // point of the lower 48: their vertices (a box over land would hold some, or lie inside
        // a state, which its centre and corners test) and no lower-48 colour inside a box.
        XCTAssertEqual(map.insets.count, 2)
        let boxes = map.insets.map { (x: $0.originX, y: $0.originY, w: $0.frame.width, h: $0.frame.height) }
        for box in boxes {
            XCTAssertTrue(box.x >= 0 && box.y >= 0 && box.x + box.w <= map.frame.width && box.y + box.h <= map.frame.height, "\(box) inside the main map")
        }
        XCTAssertTrue(boxes[0].x + boxes[0].w <= boxes[1].x || boxes[1].x + boxes[1].w <= boxes[0].x
                      || boxes[0].y + boxes[0].h <= boxes[1].y || boxes[1].y + boxes[1].h <= boxes[0].y, "the insets do not overlap")
        let namer = try PlaceNamer(gazetteer: fixture.gazetteer)
        let lower48 = try fixture.gazetteer.regionOutlines(of: PlaceID(kind: .country, code: "US"), namer: namer)
            .filter { $0.place != nil && !["US.AK", "US.HI"].contains($0.place!.code) }
        var rings: [[(x: Double, y: Double)]] = []
        for outline in lower48 {
            let ring = outline.polygon.outer.points.map { map.frame.pixel(latitude: $0.latitude, longitude: $0.longitude) }
            rings.append(ring)
            for p in ring {
                for box in boxes { XCTAssertFalse(p.x > box.x && p.x < box.x + box.w && p.y > box.y && p.y < box.y + box.h, "\(outline.name ?? "") at \(p) under an inset") }
            }
        }
        func inside(_ p: (x: Double, y: Double), _ ring: [(x: Double, y: Double)]) -> Bool {
            var odd = false
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { odd.toggle() }
            }
            return odd
        }
        for box in boxes {
            for p in [(box.x + box.w / 2, box.y + box.h / 2), (box.x, box.y), (box.x + box.w, box.y), (box.x, box.y + box.h), (box.x + box.w, box.y + box.h)] {
                XCTAssertFalse(rings.contains { inside((x: p.0, y: p.1), $0) }, "\(p) of an inset lies in the lower 48")
            }
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
                                                                    gazetteer: "test")], day: try LocalDay("2020-01-01"), source: .manual)
        for (width, theme) in [(1200, Theme.light), (2048, .dark)] {
            let map = try fixture.pictures().worldMap(theme: theme, width: width)
            let dot = try XCTUnwrap(try SVGReader(map.svg).byID["country-SG"], "\(width)")
            XCTAssertEqual(dot["element"], "circle", "\(width)")
            let image = try Rasteriser.render(svg: map.svg, width: map.width, height: map.height)
            XCTAssertClose(image.color(at: map.frame.pixel(latitude: 1.35, longitude: 103.82)), theme.visited, "\(width): Singapore shows")
        }
    }

    /// Microstates and small island nations not visited are dots too, smaller and ringed, so
    /// they show on the world map at every size (at these sizes each is smaller than its dot),
    /// over their neighbours' shapes even when a neighbour was visited (Monaco and Andorra by France).
    func testUnvisitedMicrostatesAreRingedDotsAtEverySize() throws {
        let specks = ["VA": (41.904, 12.453), "MC": (43.738, 7.424), "SM": (43.94, 12.46), "LI": (47.14, 9.55), "MT": (35.89, 14.44),
                      "SG": (1.35, 103.82), "AD": (42.55, 1.58), "NR": (-0.53, 166.92)]
        for (width, theme) in [(1200, Theme.light), (2048, .dark)] {
            let map = try fixture.pictures().worldMap(theme: theme, width: width)
            let svg = try SVGReader(map.svg)
            let image = try Rasteriser.render(svg: map.svg, width: map.width, height: map.height)
            for (code, point) in specks.sorted(by: { $0.key < $1.key }) {
                let dot = try XCTUnwrap(svg.byID["country-\(code)"], "\(width): \(code)")
                XCTAssertEqual(dot["element"], "circle", "\(width): \(code)")
                XCTAssertEqual(dot["class"], "not_visited", "\(width): \(code)")
                XCTAssertEqual(dot["stroke"], theme.mutedText.description, "\(width): \(code)")
                // The dot is drawn where the place is: the pixel there is the ring's or the land's colour, not the sea's.
                let p = map.frame.pixel(latitude: point.0, longitude: point.1)
                let cx = Double(dot["cx"] ?? "") ?? .nan, cy = Double(dot["cy"] ?? "") ?? .nan
                XCTAssertLessThan(((cx - p.x) * (cx - p.x) + (cy - p.y) * (cy - p.y)).squareRoot(), 6, "\(width): \(code) dot at its place")
                let colour = image.color(at: (cx, cy))
                XCTAssertTrue([theme.land, theme.mutedText].contains { close(colour, $0, 40) }, "\(width): \(code) shows (\(colour))")
            }
            // A large country keeps its outline alone.
            XCTAssertEqual(svg.byID["country-AU"]?["element"], "path")
        }
    }

    private func close(_ a: RGBColor, _ b: RGBColor, _ tolerance: Int) -> Bool {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) <= tolerance
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
    /// places a few degrees apart on either side of 180° are drawn as far apart as their true
    /// distance says (measured against a pair on one side: great-circle distances, computed
    /// here), not at the canvas's two edges.
    func testFijiAndRussiaAreFittedAcrossTheAntimeridian() throws {
        typealias Point = (Double, Double)
        let cases: [(code: String, points: [Point], east: Point, west: Point, reference: (Point, Point))] = [
            // Suva, Labasa, Lakeba; Suva to Labasa is the reference.
            ("FJ", [(-18.14, 178.44), (-16.43, 179.36), (-18.2, -178.8)], (-18.14, 178.44), (-18.2, -178.8), ((-18.14, 178.44), (-16.43, 179.36))),
            // Kaliningrad, Anadyr, Uelen, Moscow, Magadan; Anadyr to Magadan is the reference.
            ("RU", [(54.7, 20.5), (64.73, 177.5), (66.16, -169.8), (55.75, 37.62), (59.57, 150.8)], (64.73, 177.5), (66.16, -169.8),
             ((64.73, 177.5), (59.57, 150.8))),
        ]
        func kilometres(_ a: Point, _ b: Point) -> Double {
            let r = Double.pi / 180, dLat = (b.0 - a.0) * r, dLon = (b.1 - a.1) * r
            let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.0 * r) * cos(b.0 * r) * sin(dLon / 2) * sin(dLon / 2)
            return 2 * 6371 * asin(min(1, h.squareRoot()))
        }
        for c in cases {
            let map = try fixture.pictures().countryMap(code: c.code, theme: .light, width: 1000)
            for point in c.points {
                let p = map.frame.pixel(latitude: point.0, longitude: point.1)
                XCTAssertTrue(p.x > 0 && p.x < 1000 && p.y > 0 && p.y < map.frame.height, "\(c.code) \(point) at \(p)")
            }
            func pixels(_ a: Point, _ b: Point) -> Double {
                let p = map.frame.pixel(latitude: a.0, longitude: a.1), q = map.frame.pixel(latitude: b.0, longitude: b.1)
                return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
            }
            let drawn = pixels(c.east, c.west) / pixels(c.reference.0, c.reference.1)
            let real = kilometres(c.east, c.west) / kilometres(c.reference.0, c.reference.1)
            XCTAssertEqual(drawn / real, 1, accuracy: 0.25, "\(c.code): the two sides of 180° are neighbours on the map, not at its two edges")
            let a = map.frame.pixel(latitude: c.east.0, longitude: c.east.1), b = map.frame.pixel(latitude: c.west.0, longitude: c.west.1)
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

    /// Far islands sit in the map's own empty water, over no vertex of the rest: Spain's
    /// Canaries, Portugal's Azores and Madeira, Ecuador's Galápagos.
    func testFarIslandsAreInsetsInTheMapsEmptyWater() throws {
        let namer = try PlaceNamer(gazetteer: fixture.gazetteer)
        for (code, far) in [("ES", ["ES.53"]), ("PT", ["PT.23", "PT.10"]), ("EC", ["EC.01"])] {
            let map = try fixture.pictures().countryMap(code: code, theme: .light, width: 1000)
            XCTAssertEqual(Set(map.insets.flatMap(\.places).map(\.code)), Set(far), code)
            for inset in map.insets {
                XCTAssertTrue(inset.originX >= 0 && inset.originY >= 0 && inset.originX + inset.frame.width <= map.frame.width
                              && inset.originY + inset.frame.height <= map.frame.height, "\(code): \(inset.name) inside the main map")
            }
            for outline in try fixture.gazetteer.regionOutlines(of: PlaceID(kind: .country, code: code), namer: namer) where !far.contains(outline.place?.code ?? "") {
                for point in outline.polygon.outer.points {
                    let p = map.frame.pixel(latitude: point.latitude, longitude: point.longitude)
                    for inset in map.insets {
                        XCTAssertFalse(p.x > inset.originX && p.x < inset.originX + inset.frame.width && p.y > inset.originY && p.y < inset.originY + inset.frame.height,
                                       "\(code): \(outline.name ?? "") under the inset of \(inset.name)")
                    }
                }
            }
        }
    }

    /// Chile is framed on its mainland, not stretched to Easter Island (3,700 km out, part of
    /// the Valparaíso region): Arica to Punta Arenas spans most of the map's height.
    func testChileIsFramedOnItsMainland() throws {
        let map = try fixture.pictures().countryMap(code: "CL", theme: .light, width: 1000)
        let arica = map.frame.pixel(latitude: -18.48, longitude: -70.31), puntaArenas = map.frame.pixel(latitude: -53.16, longitude: -70.91)
        XCTAssertGreaterThan(puntaArenas.y - arica.y, 0.85 * map.frame.height)
        XCTAssertLessThan(map.frame.pixel(latitude: -27.12, longitude: -109.35).x, 0, "Easter Island lies off the canvas")
    }

    func testAnUnknownCountryIsRefusedByName() throws {
        XCTAssertThrowsError(try fixture.pictures().countryMap(code: "XX", theme: .light, width: 800)) { error in
            XCTAssertTrue("\(error)".contains("'XX'"), "\(error)")
        }
    }
}
