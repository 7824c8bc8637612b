import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import XCTest
@testable import WaymarkRendering

final class StatsCardTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    /// Each aspect gives its size; the PNG decodes to that size, is far from blank, and shows
    /// the visited colour where Brazil lies on the small map.
    func testEachAspectGivesAPNGOfItsSizeWithTheMapInIt() throws {
        for aspect in CardAspect.allCases {
            for theme in [Theme.light, Theme.dark] {
                let card = try fixture.pictures().statsCard(theme: theme, aspect: aspect)
                let image = try Rasteriser.decodePNG(try Rasteriser.png(svg: card.svg, width: card.width, height: card.height))
                let parts = aspect.rawValue.split(separator: ":").map { Int($0)! }
                XCTAssertEqual(image.width, 1080)
                XCTAssertEqual(image.width * parts[1], image.height * parts[0], aspect.rawValue)
                var colours = Set<UInt32>()
                var opaque = 0
                for i in stride(from: 0, to: image.pixels.count, by: 4) {
                    colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
                    if image.pixels[i + 3] == 255 { opaque += 1 }
                }
                XCTAssertEqual(opaque, image.width * image.height, "the card has a solid background")
                XCTAssertGreaterThan(colours.count, 50, "text and map give many shades")
                XCTAssertClose(image.color(at: card.pixel(latitude: KnownPoint.brasilia.latitude, longitude: KnownPoint.brasilia.longitude)), theme.visited)
                XCTAssertClose(image.color(at: (20, 20)), theme.page)
            }
        }
    }

    /// The card's texts are the atlas's figures, drawn only in the theme's text colours (each
    /// AA on the page), and inside the padding.
    func testTheCardStatesTheFiguresInAAColoursInsideItsPadding() throws {
        for (theme, aspect) in [(Theme.light, CardAspect.portrait), (.dark, .story)] {
            let card = try fixture.pictures().statsCard(theme: theme, aspect: aspect)
            let svg = try SVGReader(card.svg)
            let texts = svg.texts.map(\.text)
            // France, Brazil, the US and Japan visited; Qatar, seen only at its airport, counted apart.
            XCTAssertTrue(texts.contains("4"), "\(texts)")
            XCTAssertTrue(texts.contains("countries"))
            XCTAssertTrue(texts.contains { $0.hasPrefix("1.6% of the world's 250 countries · 1 transit only") }, "\(texts)")
            XCTAssertTrue(texts.contains("Asia · Europe · North America · South America"))
            XCTAssertTrue(texts.contains("2 days"), "the United States has the most days")
            if aspect == .story { XCTAssertTrue(texts.contains("1 day, transit"), "Qatar, listed on the tallest card") }
            let measure = TextMeasure()
            for text in svg.texts {
                let fill = try XCTUnwrap(text.attributes["fill"])
                let colour = try XCTUnwrap([theme.text, theme.mutedText, theme.accent].first { $0.description == fill }, "unexpected text colour \(fill)")
                XCTAssertGreaterThanOrEqual(colour.contrast(with: theme.page), 4.5)
                let x = Double(text.attributes["x"]!)!, size = Double(text.attributes["font-size"]!)!
                let width = measure.width(text.text, font: PictureFont(size: size, bold: text.attributes["font-weight"] == "700"))
                let start = text.attributes["text-anchor"] == "end" ? x - width : x
                XCTAssertGreaterThanOrEqual(start, StatsCard.padding - 0.5, text.text)
                XCTAssertLessThanOrEqual(start + width, Double(card.width) - StatsCard.padding + 0.5, text.text)
            }
        }
    }

    /// A 150-character country name is shortened with "…" to the row's width.
    func testALongCountryNameIsEllipsisedOnTheCard() throws {
        let atlas = try AtlasStore(url: fixture.file("long.sqlite"))
        let longName = "The Most Serene and Extraordinarily Long-Named Confederated Republic of the Seven Islands, Two Peninsulas and One Very Small Mountain"
        let country = PlaceSnapshot(id: PlaceID(kind: .country, code: "FR"), name: longName, label: longName, gazetteer: "test")
        try atlas.record([country], day: try LocalDay("2020-01-01"), source: .manual)
        let card = try AtlasPictures(atlas: atlas, gazetteer: fixture.gazetteer)
        for aspect in [CardAspect.portrait, .story] {
            let texts = try SVGReader(try card.statsCard(theme: .light, aspect: aspect).svg).texts.map(\.text)
            XCTAssertFalse(texts.contains(longName))
            let shown = try XCTUnwrap(texts.first { $0.hasPrefix("The Most Serene") }, "\(texts)")
            XCTAssertTrue(shown.hasSuffix("…"), shown)
            XCTAssertGreaterThan(shown.count, 20)
        }
    }

    func testTheCardIsTheSameBytesEveryTime() throws {
        let a = try fixture.pictures().statsCard(theme: .dark, aspect: .story).svg
        let b = try fixture.pictures().statsCard(theme: .dark, aspect: .story).svg
        XCTAssertEqual(a, b)
        XCTAssertEqual(try Rasteriser.png(svg: a, width: 1080, height: 1920), try Rasteriser.png(svg: b, width: 1080, height: 1920))
    }
}
