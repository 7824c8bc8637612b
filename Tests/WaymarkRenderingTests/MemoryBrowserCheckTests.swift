import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkGazetteer
import XCTest
@testable import WaymarkMemories
@testable import WaymarkRendering

/// The Then & Now card, the stamp mosaic and the report's memory sections as a person sees them
/// in headless chromium. Their images are `data:` URIs inside the file: a renderer decodes them
/// from the document itself, so the only request that reaches the network layer must be the file.
final class MemoryBrowserCheckTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    /// Requests other than the opened file and the images embedded in it.
    func fetches(_ browser: HeadlessChromium, besides url: URL) -> [String] {
        browser.requestedURLs.filter { $0 != url.absoluteString && !$0.hasPrefix("data:") }
    }

    /// Opens an image card's SVG at its size: no console problem, no fetch, every text inside the
    /// padding (a tenth of the font size allowed for a glyph's overhang), every image in its slot,
    /// and chromium's pixels the same as librsvg's PNG, block by block.
    func checkInChromium(_ card: ImageCardPicture, named name: String, expecting expected: [String]) throws {
        let url = fixture.file(name)
        try card.svg.write(to: url, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium(width: card.width, height: card.height)
        try browser.open(url)
        XCTAssertEqual(browser.consoleProblems, [], "console")
        XCTAssertEqual(fetches(browser, besides: url), [], "no fetch")
        XCTAssertEqual(browser.requestedURLs.first, url.absoluteString)
        let outside = try XCTUnwrap(try browser.evaluate("""
            [...document.querySelectorAll('text')].filter(t => { const b = t.getBBox(), o = 0.1 * parseFloat(t.getAttribute('font-size'));
              return b.x < \(StatsCard.padding) - o || b.x + b.width > \(Double(card.width) - StatsCard.padding) + o || b.y < 0 || b.y + b.height > \(card.height); })
              .map(t => t.textContent)
            """) as? [String])
        XCTAssertEqual(outside, [], "text outside the padding")
        let texts = try XCTUnwrap(try browser.evaluate("[...document.querySelectorAll('text')].map(t => t.textContent)") as? [String])
        for text in expected { XCTAssertTrue(texts.contains(text), "missing \(text) in \(texts)") }
        let loaded = try XCTUnwrap(try browser.evaluate("[...document.querySelectorAll('image')].length") as? Int)
        XCTAssertEqual(loaded, card.svg.components(separatedBy: "<image ").count - 1)

        let seen = try Rasteriser.decodePNG(try browser.screenshot())
        let png = try Rasteriser.decodePNG(try Rasteriser.png(svg: card.svg, width: card.width, height: card.height))
        XCTAssertEqual([seen.width, seen.height], [png.width, png.height])
        let difference = BlockDifference(seen, png, block: 24)
        print(String(format: "%@: chromium against librsvg, 24-pixel blocks: mean %.2f, worst %.1f (of 255)", name, difference.mean, difference.worst))
        XCTAssertLessThan(difference.mean, 1.0, "mean difference of 24-pixel blocks, out of 255")
        XCTAssertLessThan(difference.worst, 20, "the worst 24-pixel block")
        for slot in card.slots.prefix(2) { XCTAssertClose(seen.color(at: slot.center), png.color(at: slot.center), tolerance: 6, "\(name) image") }
    }

    func testTheThenAndNowCardLooksTheSameInChromiumAsItsPNG() throws {
        let then = try TestPhotos.write(fixture.file("then.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue, orientation: 6)
        let now = try TestPhotos.write(fixture.file("now.jpg"), width: 640, height: 480, top: TestPhotos.green, bottom: TestPhotos.yellow)
        for (aspect, theme) in [(CardAspect.square, Theme.light), (.story, Theme.dark)] {
            let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: then, now: now), theme: theme, aspect: aspect)
            try checkInChromium(card, named: "then-and-now-\(theme.name).svg", expecting: ["Rome, Italy", "12 years apart · May 2011 → Aug 2023", "2011-05-14"])
        }
    }

    func testTheStampMosaicLooksTheSameInChromiumAsItsPNG() throws {
        try fixture.addStamps([("airport:CDG", "2019-04-15", .arrival, TestPhotos.red), ("city:2988507", "2019-04-20", .departure, TestPhotos.blue),
                               ("city:2995469", "2021-06-01", .arrival, nil)])
        let card = try fixture.pictures().stampMosaic(of: PlaceID(kind: .country, code: "FR"), theme: .dark, aspect: .portrait).card
        try checkInChromium(card, named: "mosaic.svg", expecting: ["France", "3 stamps · 2 arrivals · 1 departure"])
    }

    func testTheReportShowsOnThisDayThenAndNowAndTheStampsOfflineWithoutOverflow() throws {
        try fixture.addStamps([("airport:CDG", "2019-04-15", .arrival, TestPhotos.red), ("city:1850147", "2023-03-03", .departure, TestPhotos.green),
                               ("city:2988507", "2019-04-20", .arrival, nil)])
        let then = try TestPhotos.write(fixture.file("then.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue, orientation: 6)
        let now = try TestPhotos.write(fixture.file("now.jpg"), top: TestPhotos.yellow, bottom: TestPhotos.yellow)
        let missing = fixture.file("moved-away.jpg")
        let pairs = [TestPhotos.pair(then: then, now: now), TestPhotos.pair(then: missing, now: now, city: String(repeating: "Llanfairpwll", count: 13))]
        // Paris was marked on 2019-04-15: five years before this On This Day.
        let document = try fixture.pictures().report(onThisDay: try LocalDay(year: 2024, month: 4, day: 15), thenAndNow: pairs)
        XCTAssertEqual(document.problems.count, 1)
        XCTAssertTrue(document.problems[0].contains(missing.path), document.problems[0])
        let url = fixture.file("atlas.html")
        try Data(document.html.utf8).write(to: url)
        XCTAssertEqual(document.html.components(separatedBy: "src=\"data:image/jpeg;base64,").count - 1, 3 + 2, "three photos, two stamp images")

        let browser = try HeadlessChromium(width: 1100, height: 1400)
        for dark in [false, true] {
            try browser.prefersDark(dark)
            try browser.open(url)
            XCTAssertEqual(browser.consoleProblems, [], "console")
            XCTAssertEqual(fetches(browser, besides: url), [], "no fetch")
            let text = try XCTUnwrap(try browser.evaluate("document.body.innerText") as? String)
            for expected in ["On this day · 15 April", "2019", "Paris", "5 years ago", "Then & Now", "Rome, Italy", "12 years apart · May 2011 → Aug 2023",
                             "photo not found", "Stamps", "3 stamps", "Europe (2)", "France (2)", "Asia (1)", "Japan (1)", "2023-03-03 · departure",
                             "no image", "Years", "2017"] {
                XCTAssertTrue(text.contains(expected), "missing \(expected)")
            }
            XCTAssertEqual(try browser.evaluate("[...document.images].filter(i => i.complete && i.naturalWidth > 0).length") as? Int, 5, "every image decoded")
            XCTAssertEqual(try browser.evaluate("document.scripts.length") as? Int, 0)
            XCTAssertEqual(try browser.evaluate(BrowserCheckTests.overflowScript) as? [String], [])
            // The sideways photo is upright in the page too: portrait content, red on the right.
            let box = try XCTUnwrap(try browser.evaluate("(() => { const r = document.querySelector('#then-and-now img').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()") as? [Double])
            _ = try browser.evaluate("document.querySelector('#then-and-now').scrollIntoView()")
            let top = try XCTUnwrap(try browser.evaluate("document.querySelector('#then-and-now img').getBoundingClientRect().top") as? Double)
            let shot = try Rasteriser.decodePNG(try browser.screenshot())
            XCTAssertClose(shot.color(at: (box[0] + box[2] * 0.15, top + box[3] * 0.5)), TestPhotos.blue, tolerance: 16)
            XCTAssertClose(shot.color(at: (box[0] + box[2] * 0.85, top + box[3] * 0.5)), TestPhotos.red, tolerance: 16)
        }
    }

    func testAQuietDayNamesTheNearestDaysWithMemories() throws {
        let html = try fixture.pictures().report(onThisDay: try LocalDay(year: 2024, month: 4, day: 16)).html
        XCTAssertTrue(html.contains("No memory on this day. The nearest days with memories: 15 April and 7 July."), "quiet day")
    }
}
