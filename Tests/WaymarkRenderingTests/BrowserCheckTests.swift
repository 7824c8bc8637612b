import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import XCTest
@testable import WaymarkRendering

/// The report, the cards and the map as a person sees them: opened in headless Debian chromium,
/// with the console and the network logged from the first byte.
final class BrowserCheckTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    /// Writes an SVG, opens it in chromium at its own size, and asserts that it loaded with no
    /// console problem and no request but the file itself.
    func openQuietly(svg: String, named name: String, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessChromium {
        let url = fixture.file(name)
        try svg.write(to: url, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium(width: width, height: height)
        try browser.open(url)
        XCTAssertEqual(browser.consoleProblems, [], "console", file: file, line: line)
        XCTAssertEqual(browser.requestedURLs, [url.absoluteString], "the file is the only request", file: file, line: line)
        return browser
    }

    /// Every element and every run of text inside each `.card` lies within the card's box.
    static let overflowScript = """
        (() => {
          const problems = [];
          const inside = (r, c) => r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5;
          for (const card of document.querySelectorAll('.card')) {
            const c = card.getBoundingClientRect();
            for (const el of card.querySelectorAll('*')) {
              const r = el.getBoundingClientRect();
              if ((r.width || r.height) && !inside(r, c)) problems.push(el.tagName + ' in #' + card.id + ': ' + (el.textContent || '').slice(0, 40));
            }
            const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(walker.currentNode);
              for (const r of range.getClientRects()) if (!inside(r, c)) problems.push('text in #' + card.id + ': ' + walker.currentNode.textContent.slice(0, 40));
            }
            if (card.scrollWidth > card.clientWidth + 1) problems.push('#' + card.id + ' scrolls sideways');
          }
          return problems;
        })()
        """

    func testTheReportOpensOfflineWithItsContentAndTheVisitedColours() throws {
        // Twenty more countries in one year, a long real name and a 150-letter word with no
        // place to break put the layout under strain.
        let atlas = try AtlasStore(url: fixture.atlasURL)
        let lookup = try fixture.gazetteer.makeLookup()
        let day = try LocalDay("2016-05-05")
        for code in ["DE", "IT", "PT", "NL", "BE", "CH", "AT", "CZ", "PL", "HU", "GR", "TR", "EG", "MA", "KE", "ZA", "IN", "TH", "VN", "AR", "SH"] {
            let place = try XCTUnwrap(try lookup.place(id: PlaceID(kind: .country, code: code)), code)
            try atlas.record([PlaceSnapshot(place, gazetteer: "test")], day: day, source: .manual)
        }
        let unbroken = String(repeating: "Llanfairpwll", count: 13)
        try atlas.record([PlaceSnapshot(id: PlaceID(kind: .country, code: "QZ"), name: unbroken, label: unbroken, gazetteer: "test")], day: day, source: .manual)
        let report = fixture.file("atlas.html")
        try Data(try fixture.pictures().report().html.utf8).write(to: report)
        let browser = try HeadlessChromium(width: 1100, height: 1400)
        for dark in [false, true] {
            try browser.prefersDark(dark)
            try browser.open(report)
            XCTAssertEqual(browser.consoleProblems, [], "console")
            XCTAssertEqual(browser.requestedURLs, [report.absoluteString], "the document is the only request")
            let text = try XCTUnwrap(try browser.evaluate("document.body.innerText") as? String)
            // 26 visited; Qatar, seen only at its airport, is counted apart as transit only.
            for expected in ["26 countries", "1 transit only", "Brazil", "France", "Japan", "United States", "Qatar", "transit only", "First country abroad",
                             "10 countries", "25 countries", "2016", "2017", "2023", "22 countries", "Achievements", "Visited: 25 countries",
                             "Saint Helena", "Natural Earth"] {
                XCTAssertTrue(text.contains(expected), "missing \(expected)")
            }
            XCTAssertEqual(try browser.evaluate("document.querySelector('#country-BR title').textContent") as? String, "Brazil", "name on hover")
            XCTAssertEqual(try browser.evaluate("document.scripts.length") as? Int, 0, "no script needed")
            XCTAssertEqual(try browser.evaluate(Self.overflowScript) as? [String], [])

            // Where Brasília lies on the page, from the map's box and the report's map frame.
            let box = try XCTUnwrap(try browser.evaluate("(() => { const r = document.querySelector('svg.map').getBoundingClientRect(); return [r.left, r.top, r.width]; })()") as? [Double])
            let frame = AtlasReport.mapFrame
            let scale = box[2] / frame.width
            func onPage(_ p: (latitude: Double, longitude: Double)) -> (x: Double, y: Double) {
                let local = frame.pixel(latitude: p.latitude, longitude: p.longitude)
                return (box[0] + local.x * scale, box[1] + local.y * scale)
            }
            XCTAssertLessThan(onPage(KnownPoint.aliceSprings).y, 1400, "the map is in the viewport")
            let shot = try Rasteriser.decodePNG(try browser.screenshot())
            let theme = dark ? Theme.dark : Theme.light
            XCTAssertClose(shot.color(at: onPage(KnownPoint.brasilia)), theme.visited, "Brasília, dark \(dark)")
            XCTAssertClose(shot.color(at: onPage(KnownPoint.aliceSprings)), theme.land, "Alice Springs, dark \(dark)")
        }
    }

    /// The SVG card in chromium: no console output, no request, its texts inside the padding
    /// (allowing a tenth of the font size for a glyph's overhang, such as the J of "Japan" left of
    /// its origin; nothing at all outside the card),
    /// and its pixels agree with librsvg's PNG of the same SVG at the same size.
    func testTheStatsCardLooksTheSameInChromiumAsItsPNG() throws {
        for (aspect, theme) in [(CardAspect.square, Theme.light), (.story, Theme.dark)] {
            let card = try fixture.pictures().statsCard(theme: theme, aspect: aspect)
            let browser = try openQuietly(svg: card.svg, named: "card-\(theme.name).svg", width: card.width, height: card.height)
            let outside = try XCTUnwrap(try browser.evaluate("""
                [...document.querySelectorAll('text')].filter(t => { const b = t.getBBox(), o = 0.1 * parseFloat(t.getAttribute('font-size'));
                  return b.x < 0 || b.x + b.width > \(card.width) || b.y < 0 || b.y + b.height > \(card.height)
                    || b.x < \(StatsCard.padding) - o || b.x + b.width > \(Double(card.width) - StatsCard.padding) + o; })
                  .map(t => { const b = t.getBBox(); return t.textContent + ' at ' + [b.x, b.y, b.width, b.height].map(Math.round).join(','); })
                """) as? [String])
            XCTAssertEqual(outside, [], "text outside the card's padding in chromium")
            let texts = try XCTUnwrap(try browser.evaluate("[...document.querySelectorAll('text')].map(t => t.textContent)") as? [String])
            XCTAssertTrue(texts.contains("countries") && texts.contains("4"), "France, Brazil, the US and Japan; Qatar is transit only")

            let seen = try Rasteriser.decodePNG(try browser.screenshot())
            let png = try Rasteriser.decodePNG(try Rasteriser.png(svg: card.svg, width: card.width, height: card.height))
            XCTAssertEqual(seen.width, png.width)
            XCTAssertEqual(seen.height, png.height)
            let difference = BlockDifference(seen, png, block: 24)
            print(String(format: "card %@ %@: chromium against librsvg, 24-pixel blocks: mean %.2f, worst %.1f (of 255)",
                         aspect.rawValue, theme.name.rawValue, difference.mean, difference.worst))
            XCTAssertLessThan(difference.mean, 1.0, "mean difference of 24-pixel blocks, out of 255")
            XCTAssertLessThan(difference.worst, 20, "the worst 24-pixel block")
            XCTAssertClose(seen.color(at: card.pixel(latitude: KnownPoint.brasilia.latitude, longitude: KnownPoint.brasilia.longitude)), theme.visited)
        }
    }

    /// The world map SVG in chromium shows each state's colour where its place lies.
    func testTheWorldMapSVGShowsTheVisitedColourInChromium() throws {
        let map = try fixture.pictures().worldMap(theme: .light, width: 1200)
        let browser = try openQuietly(svg: map.svg, named: "world.svg", width: map.width, height: map.height)
        let shot = try Rasteriser.decodePNG(try browser.screenshot())
        func at(_ p: (latitude: Double, longitude: Double)) -> RGBColor { shot.color(at: map.frame.pixel(latitude: p.latitude, longitude: p.longitude)) }
        XCTAssertClose(at(KnownPoint.brasilia), Theme.light.visited)
        XCTAssertClose(at(KnownPoint.interiorAlaska), Theme.light.visited)
        XCTAssertClose(at(KnownPoint.aliceSprings), Theme.light.land)
        XCTAssertClose(at(KnownPoint.midAtlantic), Theme.light.water)
    }
}

/// How far apart two same-sized images are, compared as averages over square blocks (so that
/// anti-aliasing and sub-pixel glyph placement, which differ between renderers, average out,
/// while a missing text, a shifted map or a wrong colour does not).
struct BlockDifference {
    var mean = 0.0
    var worst = 0.0

    init(_ a: RasterImage, _ b: RasterImage, block: Int) {
        var total = 0.0, count = 0
        for by in stride(from: 0, to: a.height - block + 1, by: block) {
            for bx in stride(from: 0, to: a.width - block + 1, by: block) {
                var sums = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
                for y in by..<(by + block) {
                    for x in bx..<(bx + block) {
                        let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                        sums[0] += Double(p.r); sums[1] += Double(p.g); sums[2] += Double(p.b)
                        sums[3] += Double(q.r); sums[4] += Double(q.g); sums[5] += Double(q.b)
                    }
                }
                let n = Double(block * block)
                let d = max(abs(sums[0] - sums[3]), abs(sums[1] - sums[4]), abs(sums[2] - sums[5])) / n
                total += d; count += 1
                worst = max(worst, d)
            }
        }
        mean = count > 0 ? total / Double(count) : 0
    }
}
