import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkMemories
@testable import WaymarkRendering

/// Every picture and the report as a person sees them: headless chromium screenshots of the
/// whole page, light and dark, in a 1440-pixel and a 390-pixel (phone) window, each compared
/// with a baseline kept in `Baselines/`, so that a layout regression fails. A baseline is the
/// screenshot reduced to the mean colour of each 12-pixel block (a PPM file of a few tens of
/// kilobytes): text anti-aliasing and JPEG noise average out, a moved block or a wrapped column
/// does not. Run with WAYMARK_RECORD_SCREENSHOTS=1 to write the baselines after a deliberate
/// change (and look at them: WAYMARK_SCREENSHOTS=DIR keeps the full screenshots as PNG).
final class ScreenshotBaselineTests: XCTestCase {
    /// Made once for the class; XCTest runs a class's tests one after another, never two at once.
    nonisolated(unsafe) static var library: TravellerLibrary?
    static let block = 12
    static let widths = [1440, 390]

    static var baselines: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Baselines") }
    static var recording: Bool { ProcessInfo.processInfo.environment["WAYMARK_RECORD_SCREENSHOTS"] == "1" }
    static var keepFolder: URL? { ProcessInfo.processInfo.environment["WAYMARK_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } }

    override func setUpWithError() throws { try TestTier.requireFull("screenshots every picture in chromium against its baseline") }

    func library() throws -> TravellerLibrary {
        if let library = Self.library { return library }
        let made = try TravellerLibrary()
        Self.library = made
        return made
    }

    override class func tearDown() { library = nil }

    /// A page showing one picture as a person opens it: at its own size, or the window's width
    /// when narrower.
    func page(for svg: String, named name: String, in folder: URL) throws -> URL {
        try svg.write(to: folder.appendingPathComponent(name + ".svg"), atomically: true, encoding: .utf8)
        let url = folder.appendingPathComponent(name + ".html")
        try """
            <!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <style>body{margin:0;background:#808080}img{display:block;max-width:100%;height:auto;margin:0 auto}</style></head>
            <body><img src="\(name).svg" alt="\(name)"></body></html>
            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The whole page at `width`, light or dark.
    func screenshot(_ url: URL, width: Int, dark: Bool, name: String) throws -> RasterImage {
        let browser = try HeadlessChromium(width: width, height: 900)
        try browser.prefersDark(dark)
        try browser.open(url)
        XCTAssertEqual(browser.consoleProblems, [], "\(url.lastPathComponent): console")
        let height = try XCTUnwrap(try browser.evaluate("Math.ceil(document.documentElement.scrollHeight)") as? Int)
        try browser.resize(width: width, height: min(height, 16_000))
        return try Rasteriser.decodePNG(try browser.screenshot(), keeping: Self.keepFolder.map { $0.appendingPathComponent(name + ".png") })
    }

    /// Compares a screenshot with its baseline (or records it).
    func check(_ shot: RasterImage, as name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let reduced = BlockImage(shot, block: Self.block)
        let baseline = Self.baselines.appendingPathComponent(name + ".ppm")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.baselines, withIntermediateDirectories: true)
            try reduced.ppm.write(to: baseline)
            return
        }
        guard let data = try? Data(contentsOf: baseline), let expected = BlockImage(ppm: data) else {
            return XCTFail("no baseline \(baseline.lastPathComponent): record the baselines with WAYMARK_RECORD_SCREENSHOTS=1", file: file, line: line)
        }
        XCTAssertEqual(reduced.width, expected.width, "\(name): width in blocks", file: file, line: line)
        XCTAssertLessThanOrEqual(abs(reduced.height - expected.height), 1, "\(name): page height in blocks (\(reduced.height) against \(expected.height))", file: file, line: line)
        let difference = reduced.difference(expected)
        print(String(format: "%@: mean block difference %.2f, blocks off by more than 24: %.2f%%", name, difference.mean, difference.differingShare * 100))
        XCTAssertLessThan(difference.mean, 2.5, "\(name): mean difference of 12-pixel blocks, out of 255", file: file, line: line)
        XCTAssertLessThan(difference.differingShare, 0.01, "\(name): share of blocks off by more than 24", file: file, line: line)
    }

    func testEveryPictureLooksAsItsBaselineLightAndDarkOnADesktopAndAPhone() throws {
        let library = try library()
        let pictures = try library.pictures()
        let folder = library.folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pairs = try ThenAndNowSpots.list(atlas: pictures.atlas, gazetteer: library.gazetteer, minYears: 2, limit: 10).result.pairs
        XCTAssertFalse(pairs.isEmpty)
        for theme in [Theme.light, .dark] {
            var svgs: [(String, String)] = [
                ("world-map", try pictures.worldMap(theme: theme, width: 1200).svg),
                ("us-map", try pictures.countryMap(code: "US", theme: theme, width: 1000).svg),
                ("stats-card-4x5", try pictures.statsCard(theme: theme, aspect: .portrait).svg),
                ("stats-card-9x16", try pictures.statsCard(theme: theme, aspect: .story).svg),
                ("then-and-now-1x1", try pictures.thenAndNowCard(pairs[1], theme: theme, aspect: .square).svg),
                ("then-and-now-9x16", try pictures.thenAndNowCard(pairs[0], theme: theme, aspect: .story).svg),
            ]
            let date = TravellerLibrary.reportDate
            svgs.append(("on-this-day-4x5", try pictures.onThisDayCard(try LocalDay(year: date.year, month: date.month, day: date.day), theme: theme, aspect: .portrait).card.svg))
            svgs.append(("stamps-jp-1x1", try pictures.stampMosaic(of: PlaceID(kind: .country, code: "JP"), theme: theme, aspect: .square).card.svg))
            svgs.append(("stamps-as-9x16", try pictures.stampMosaic(of: PlaceID(kind: .continent, code: "AS"), theme: theme, aspect: .story).card.svg))
            for (name, svg) in svgs {
                let url = try page(for: svg, named: "\(name)-\(theme.name)", in: folder)
                for width in Self.widths {
                    let shot = "\(name)-\(theme.name)-\(width)"
                    try check(try screenshot(url, width: width, dark: false, name: shot), as: shot)
                }
            }
        }
        let date = TravellerLibrary.reportDate
        let report = try pictures.report(onThisDay: try LocalDay(year: date.year, month: date.month, day: date.day), thenAndNow: pairs)
        XCTAssertEqual(report.problems, [])
        let url = folder.appendingPathComponent("report.html")
        try Data(report.html.utf8).write(to: url)
        for dark in [false, true] {
            for width in Self.widths {
                let shot = "report-\(dark ? "dark" : "light")-\(width)"
                try check(try screenshot(url, width: width, dark: dark, name: shot), as: shot)
            }
        }
    }

    /// On a phone the countries table is one card per country: no date breaks across lines, no
    /// text leaves its card, and a tap on a coloured country leads to its row.
    func testOnAPhoneTheReportReflowsAndAMapTapLeadsToTheCountrysRow() throws {
        let library = try library()
        let pictures = try library.pictures()
        let date = TravellerLibrary.reportDate
        let html = try pictures.report(onThisDay: try LocalDay(year: date.year, month: date.month, day: date.day)).html
        let url = library.folder.appendingPathComponent("phone.html")
        try Data(html.utf8).write(to: url)
        let browser = try HeadlessChromium(width: 390, height: 844)
        try browser.open(url)
        let broken = try XCTUnwrap(try browser.evaluate("""
            [...document.querySelectorAll('.visits td')].filter(td => { const r = document.createRange(); r.selectNodeContents(td);
              return td.classList.contains('date') && r.getClientRects().length > 1; }).map(td => td.textContent)
            """) as? [String])
        XCTAssertEqual(broken, [], "dates on one line")
        XCTAssertEqual(try browser.evaluate("getComputedStyle(document.querySelector('.visits thead')).display") as? String, "none", "stacked rows, labelled")
        XCTAssertEqual(try browser.evaluate(BrowserCheckTests.overflowScript) as? [String], [])
        let links = try XCTUnwrap(try browser.evaluate("""
            [...document.querySelectorAll('svg.map a')].map(a => a.getAttribute('href')).filter(h => !document.getElementById(h.slice(1)))
            """) as? [String])
        XCTAssertEqual(links, [], "every map link has its row")
        XCTAssertGreaterThan(try XCTUnwrap(try browser.evaluate("document.querySelectorAll('svg.map a').length") as? Int), 10)
        XCTAssertEqual(try browser.evaluate("(() => { location.hash = '#visit-JP'; return getComputedStyle(document.getElementById('visit-JP')).backgroundColor; })()") as? String,
                       try browser.evaluate("getComputedStyle(document.querySelector('.map .water')).fill") as? String, "the row a tap leads to is highlighted")
    }

    /// The comparison fails on a layout change: the report with its countries table turned
    /// back into a fixed five-column table on a phone differs from the baseline.
    func testTheComparisonCatchesALayoutChange() throws {
        let library = try library()
        let pictures = try library.pictures()
        let date = TravellerLibrary.reportDate
        let pairs = try ThenAndNowSpots.list(atlas: pictures.atlas, gazetteer: library.gazetteer, minYears: 2, limit: 10).result.pairs
        let html = try pictures.report(onThisDay: try LocalDay(year: date.year, month: date.month, day: date.day), thenAndNow: pairs).html
        let broken = html.replacingOccurrences(of: "@media (max-width:600px){", with: "@media (max-width:1px){")
        XCTAssertNotEqual(broken, html)
        let url = library.folder.appendingPathComponent("broken.html")
        try Data(broken.utf8).write(to: url)
        guard let data = try? Data(contentsOf: Self.baselines.appendingPathComponent("report-light-390.ppm")), let expected = BlockImage(ppm: data) else {
            return XCTFail("no baseline report-light-390.ppm")
        }
        let shot = BlockImage(try screenshot(url, width: 390, dark: false, name: "broken-report-light-390"), block: Self.block)
        let changed = shot.height != expected.height || shot.difference(expected).mean >= 2.5 || shot.difference(expected).differingShare >= 0.01
        XCTAssertTrue(changed, "the phone layout of the countries table is part of the baseline")
    }
}

/// An image reduced to the mean colour of each block, and its PPM (P6) bytes.
struct BlockImage {
    let width: Int
    let height: Int
    var rgb: [UInt8]

    init(_ image: RasterImage, block: Int) {
        width = (image.width + block - 1) / block
        height = (image.height + block - 1) / block
        rgb = [UInt8](repeating: 0, count: width * height * 3)
        for by in 0..<height {
            for bx in 0..<width {
                var sum = [0, 0, 0], n = 0
                for y in (by * block)..<min(image.height, (by + 1) * block) {
                    for x in (bx * block)..<min(image.width, (bx + 1) * block) {
                        let p = image.pixel(x: x, y: y)
                        sum[0] += Int(p.r); sum[1] += Int(p.g); sum[2] += Int(p.b); n += 1
                    }
                }
                for c in 0..<3 { rgb[(by * width + bx) * 3 + c] = UInt8(sum[c] / max(1, n)) }
            }
        }
    }

    init?(ppm data: Data) {
        let bytes = [UInt8](data)
        // "P6\n<width> <height>\n255\n" then the pixels.
        var fields: [String] = [], current = "", index = 0
        while fields.count < 4 && index < bytes.count {
            let c = bytes[index]
            index += 1
            if c == 0x20 || c == 0x0A { if !current.isEmpty { fields.append(current); current = "" } } else { current.append(Character(UnicodeScalar(c))) }
        }
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]), bytes.count - index == w * h * 3 else { return nil }
        width = w; height = h; rgb = Array(bytes[index...])
    }

    var ppm: Data { Data("P6\n\(width) \(height)\n255\n".utf8) + Data(rgb) }

    /// The mean difference of the blocks both images have (out of 255, largest channel), and the
    /// share of blocks that differ by more than 24.
    func difference(_ other: BlockImage) -> (mean: Double, differingShare: Double) {
        let w = min(width, other.width), h = min(height, other.height)
        guard w > 0, h > 0 else { return (255, 1) }
        var total = 0, differing = 0
        for y in 0..<h {
            for x in 0..<w {
                let a = (y * width + x) * 3, b = (y * other.width + x) * 3
                let d = (0..<3).map { abs(Int(rgb[a + $0]) - Int(other.rgb[b + $0])) }.max()!
                total += d
                if d > 24 { differing += 1 }
            }
        }
        return (Double(total) / Double(w * h), Double(differing) / Double(w * h))
    }
}

extension Rasteriser {
    /// Decodes a PNG, keeping a copy of its bytes at `keeping` when given (to look at).
    static func decodePNG(_ data: Data, keeping: URL?) throws -> RasterImage {
        if let keeping {
            try FileManager.default.createDirectory(at: keeping.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: keeping)
        }
        return try decodePNG(data)
    }
}
