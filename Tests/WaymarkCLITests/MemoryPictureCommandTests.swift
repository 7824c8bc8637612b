import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkPassport
import WaymarkRendering
import WaymarkSamples
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `card then-and-now N`, `card country CC`, `card continent XX` and the report's memories
/// through the command line, on photos and stamps recorded the way imports record them.
final class MemoryPictureCommandTests: XCTestCase {
    var folder: URL!
    var atlas: String!
    var gazetteer: String!

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func run(_ words: [String]) -> (status: ExitStatus, out: String, err: String) {
        waymark(words + ["--atlas", atlas, "--gazetteer", gazetteer])
    }

    /// A JPEG of one flat colour, `width` × `height`.
    func photo(_ name: String, _ rgb: (UInt8, UInt8, UInt8), width: Int = 320, height: Int = 240) throws -> URL {
        let pixels = (0..<(width * height)).flatMap { _ in [rgb.0, rgb.1, rgb.2] }
        let url = file(name)
        try EmbeddedImage.encodeJPEG(rgb: pixels, width: width, height: height).write(to: url)
        return url
    }

    /// Two spots photographed years apart: the Colosseum in 2011 and 2023 (12 years, first in
    /// `then-and-now`) and the Eiffel Tower in 2015 and 2019 (4 years, second).
    override func setUpWithError() throws {
        try TestTool.require(.librsvg, .libvips, .fonts)
        folder = try scratchFolder()
        atlas = file("atlas.sqlite").path
        let opened = try FixtureWorld.open()
        gazetteer = opened.url.path
        let store = try AtlasStore(url: URL(fileURLWithPath: atlas))
        let rome = try AtlasContext.chain(for: PlaceID(kind: .city, code: "3169070"), in: opened)
        let paris = try AtlasContext.chain(for: PlaceID(kind: .city, code: "2988507"), in: opened)
        let shots: [(String, (UInt8, UInt8, UInt8), String, Double, Double, [PlaceSnapshot])] = [
            ("colosseum-2011.jpg", (200, 30, 30), "2011-05-14", 41.8902, 12.4922, rome), ("colosseum-2023.jpg", (30, 60, 200), "2023-08-03", 41.8903, 12.4923, rome),
            ("eiffel-2015.jpg", (30, 160, 60), "2015-06-01", 48.8584, 2.2945, paris), ("eiffel-2019.jpg", (220, 190, 30), "2019-06-02", 48.8585, 2.2946, paris),
        ]
        try store.transaction {
            for (name, color, day, lat, lon, chain) in shots {
                var record = PhotoRecord(path: try photo(name, color).path, size: 1, modifiedNanoseconds: 1, status: "located")
                record.localDateTime = try LocalDateTime(day + "T12:00:00"); record.latitude = lat; record.longitude = lon
                try store.replacePhotoEvidence(photo: try store.savePhoto(record), chain: chain, day: try LocalDay(day))
            }
            try store.bumpPhotoGeneration()
        }
    }

    func testCardThenAndNowDrawsTheNthSpotAsThenAndNowListsIt() throws {
        let listed = run(["then-and-now", "--json"])
        XCTAssertEqual(listed.status, .success, listed.err)
        // The card names the spot as `then-and-now` does: the gazetteer's city and country there.
        let spots = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [String: Any])?["result"] as? [String: Any])
        let spot = try XCTUnwrap((spots["pairs"] as? [[String: Any]])?.first)
        XCTAssertTrue(((spot["then"] as? [String: Any])?["path"] as? String)?.hasSuffix("colosseum-2011.jpg") == true)
        let city = try XCTUnwrap((spot["city"] as? [String: Any])?["name"] as? String)
        let country = try XCTUnwrap((spot["country"] as? [String: Any])?["name"] as? String)
        XCTAssertEqual(country, "Italy")

        let svg = file("first.svg")
        XCTAssertEqual(run(["card", "then-and-now", "1", "--format", "svg", "--out", svg.path]).status, .success)
        let first = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(first.contains(">\(city), Italy<"), "the gazetteer's city and country")
        XCTAssertTrue(first.contains(">12 years apart · May 2011 → Aug 2023<"))

        let png = file("second.png")
        let (status, out, err) = run(["card", "then-and-now", "2", "--aspect", "4:5", "--theme", "dark", "--out", png.path, "--json"])
        XCTAssertEqual(status, .success, err)
        let written = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual(Set(written.keys), ["out", "format", "width", "height", "bytes"])
        XCTAssertEqual(written["height"] as? Int, 1350)
        let image = try Rasteriser.decodePNG(try Data(contentsOf: png))
        XCTAssertEqual([image.width, image.height], [1080, 1350])
        let slots = ThenAndNowCard.slots(.portrait)
        XCTAssertClose(image.color(at: slots[0].center), RGBColor(red: 30, green: 160, blue: 60), "the Eiffel Tower in 2015")
        XCTAssertClose(image.color(at: slots[1].center), RGBColor(red: 220, green: 190, blue: 30), "and in 2019")
        // The SVG preview renders to exactly the PNG's pixels.
        let preview = file("second.svg")
        XCTAssertEqual(run(["card", "then-and-now", "2", "--aspect", "4:5", "--theme", "dark", "--format", "svg", "--out", preview.path]).status, .success)
        XCTAssertEqual(try Rasteriser.render(svg: try String(contentsOf: preview, encoding: .utf8), width: 1080, height: 1350).pixels, image.pixels)

        let third = run(["card", "then-and-now", "3", "--out", file("third.png").path])
        XCTAssertEqual(third.status, .failure)
        XCTAssertTrue(third.err.contains("there are 2 Then & Now spots, not 3"), third.err)

        try FileManager.default.removeItem(at: file("eiffel-2015.jpg"))
        let gone = run(["card", "then-and-now", "2", "--out", file("gone.png").path])
        XCTAssertEqual(gone.status, .failure)
        XCTAssertTrue(gone.err.contains(file("eiffel-2015.jpg").path), gone.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("gone.png").path), "nothing written")
    }

    func testStampCardsDrawAPlacesStampsOrSayThereAreNone() throws {
        let none = run(["card", "country", "fr", "--out", file("fr.png").path])
        XCTAssertEqual(none.status, .failure)
        XCTAssertTrue(none.err.contains("there are no stamps of France (FR) yet"), none.err)
        let unknown = run(["card", "country", "QQ", "--out", file("qq.png").path])
        XCTAssertEqual(unknown.status, .failure)
        XCTAssertTrue(unknown.err.contains("no country 'QQ'"), unknown.err)

        let scan = try photo("stamp.jpg", (120, 40, 160), width: 600, height: 400)
        XCTAssertEqual(run(["stamp", "add", "--place", "airport:CDG", "--date", "2019-04-15", "--arrival", "--image", scan.path]).status, .success)
        XCTAssertEqual(run(["stamp", "add", "--place", "airport:FCO", "--date", "2011-05-13", "--arrival"]).status, .success)
        let png = file("eu.png")
        let (status, out, err) = run(["card", "continent", "eu", "--aspect", "9:16", "--out", png.path, "--json"])
        XCTAssertEqual(status, .success, err)
        XCTAssertEqual(try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])["height"] as? Int, 1920)
        let svg = file("eu.svg")
        XCTAssertEqual(run(["card", "continent", "EU", "--aspect", "9:16", "--format", "svg", "--out", svg.path]).status, .success)
        let text = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(text.contains(">Europe<") && text.contains(">2 stamps · 2 arrivals<") && text.contains(">2 countries · 2011–2019<"))
        XCTAssertEqual(try Rasteriser.render(svg: text, width: 1080, height: 1920).pixels, try Rasteriser.decodePNG(try Data(contentsOf: png)).pixels)

        // An image that is gone cannot be made into a thumbnail: named, counted, exit 3, card still written.
        try FileManager.default.removeItem(at: StampThumbnails(atlas: URL(fileURLWithPath: atlas)).folder)
        try FileManager.default.removeItem(at: scan)
        let partial = run(["card", "country", "FR", "--out", file("fr.png").path])
        XCTAssertEqual(partial.status, .partialBatch, partial.err)
        XCTAssertTrue(partial.err.contains(scan.path) && partial.err.contains("1 thumbnail could not be made"), partial.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file("fr.png").path))
    }

    func testStampAddMakesTheThumbnailsTheReportOnlyReadsAndAnEditedOrGoneImageIsNeverShownStale() throws {
        let scan = try photo("stamp.jpg", (120, 40, 160), width: 600, height: 400)
        XCTAssertEqual(run(["stamp", "add", "--place", "airport:CDG", "--date", "2019-04-15", "--arrival", "--image", scan.path]).status, .success)
        let atlasURL = URL(fileURLWithPath: atlas)
        let thumbnails = StampThumbnails(atlas: atlasURL), cache = AtlasPictures.reportCache(of: atlasURL)
        func jpegs(_ folder: URL, _ prefix: String = "") -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jpg") && $0.hasPrefix(prefix) }.sorted()
        }
        func stampImages(_ html: String) -> [String] {
            html.components(separatedBy: "src=\"data:image/jpeg;base64,").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let sha = try StampImageReader.sha256(scan.path)
        XCTAssertEqual(jpegs(thumbnails.folder).count, 1, "stamp add made the 256 px thumbnail")
        let made = jpegs(cache)
        XCTAssertEqual(made.count, 1, "and the report's")
        XCTAssertTrue(made[0].hasPrefix("stamp-\(sha)-"), made[0])

        // The report reads the thumbnail stamp add made, and decodes no stamp: a different JPEG put
        // in its place is what the report shows.
        let planted = try EmbeddedImage.encodeJPEG(rgb: [UInt8](repeating: 90, count: 8 * 8 * 3), width: 8, height: 8)
        try planted.write(to: cache.appendingPathComponent(made[0]))
        let report = file("atlas.html")
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        XCTAssertTrue(stampImages(try String(contentsOf: report, encoding: .utf8)).contains(planted.base64EncodedString()))
        XCTAssertEqual(jpegs(cache, "stamp-"), made, "no other stamp thumbnail made")
        try FileManager.default.removeItem(at: cache.appendingPathComponent(made[0]))
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        let original = try String(contentsOf: report, encoding: .utf8)

        // Edited in place since: the cached thumbnails are not shown; the report is the one an
        // empty cache gives.
        _ = try photo("stamp.jpg", (20, 200, 40), width: 600, height: 400)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: scan.path)
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        let edited = try String(contentsOf: report, encoding: .utf8)
        XCTAssertNotEqual(edited, original)
        XCTAssertEqual(Set(stampImages(original)).subtracting(stampImages(edited)).count, 1, "the old stamp thumbnail is gone from the report")
        try FileManager.default.removeItem(at: cache)
        try FileManager.default.removeItem(at: thumbnails.folder)
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), edited, "what a report from empty caches shows")

        // Gone: named, exit 3, and no stamp image, though both caches hold its thumbnails.
        try FileManager.default.removeItem(at: scan)
        XCTAssertEqual(jpegs(cache, "stamp-").count, 1)
        let gone = run(["report", "--date", "2025-08-03", "--out", report.path])
        XCTAssertEqual(gone.status, .partialBatch, gone.err)
        XCTAssertTrue(gone.err.contains(scan.path) && gone.err.contains("the image is gone"), gone.err)
        XCTAssertEqual(stampImages(try String(contentsOf: report, encoding: .utf8)).count, 5, "the four Then & Now photos and the On This Day one, no stamp")

        // `stamp edit --image` makes the new image's thumbnails.
        let other = try photo("other.jpg", (200, 200, 40), width: 500, height: 500)
        let edit = run(["stamp", "edit", "1", "--image", other.path])
        XCTAssertEqual(edit.status, .success, edit.err)
        XCTAssertEqual(jpegs(cache, "stamp-\(try StampImageReader.sha256(other.path))-").count, 1)
    }

    /// `import photos` makes the report's thumbnails of the Then & Now spots' photos, so the
    /// report that follows makes none; the report is the same as one made from empty caches.
    func testImportPhotosMakesTheThenAndNowThumbnailsTheReportShows() throws {
        let library = file("library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        for (name, colour, taken) in [("2011.jpg", (UInt8(200), UInt8(30), UInt8(30)), "2011:05:14 12:00:00"), ("2023.jpg", (30, 60, 200), "2023:08:03 12:00:00")] {
            // A real JPEG with the camera's EXIF block (position, time) spliced in after its start.
            let exif = SyntheticPhotos.jpeg(latitude: 41.8902, longitude: 12.4922, dateTime: taken)
            let length = Int(exif[4]) << 8 | Int(exif[5])
            let pixels = try Data(contentsOf: try photo(name, colour))
            try (pixels.prefix(2) + exif[2..<(4 + length)] + pixels.dropFirst(2)).write(to: library.appendingPathComponent(name))
        }
        let other = file("imported.sqlite").path, cache = URL(fileURLWithPath: other + ".pictures")
        let imported = waymark(["import", "photos", library.path, "--atlas", other, "--gazetteer", gazetteer])
        XCTAssertEqual(imported.status, .success, imported.err)
        let pairs = waymark(["then-and-now", "--json", "--atlas", other, "--gazetteer", gazetteer])
        XCTAssertTrue(pairs.out.contains("2011.jpg") && pairs.out.contains("2023.jpg"), pairs.out)
        func jpegs() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { $0.hasSuffix(".jpg") }.sorted() }
        XCTAssertEqual(jpegs().count, 2, "the spot's two photos")
        let made = try jpegs().map { try Data(contentsOf: cache.appendingPathComponent($0)) }

        // A day without memories: the report shows only the spot's photos, made by the import.
        let report = file("imported.html")
        XCTAssertEqual(waymark(["report", "--date", "2025-01-01", "--out", report.path, "--atlas", other, "--gazetteer", gazetteer]).status, .success)
        XCTAssertEqual(try jpegs().map { try Data(contentsOf: cache.appendingPathComponent($0)) }, made, "the report made no thumbnail")
        let html = try Data(contentsOf: report)
        XCTAssertEqual(String(decoding: html, as: UTF8.self).components(separatedBy: "src=\"data:image/jpeg;base64,").count - 1, 2)
        try FileManager.default.removeItem(at: cache)
        XCTAssertEqual(waymark(["report", "--date", "2025-01-01", "--out", report.path, "--atlas", other, "--gazetteer", gazetteer]).status, .success)
        XCTAssertEqual(try Data(contentsOf: report), html, "the same report from empty caches")
        // An import that changes nothing makes nothing.
        try FileManager.default.removeItem(at: cache)
        XCTAssertEqual(waymark(["import", "photos", library.path, "--atlas", other, "--gazetteer", gazetteer]).status, .success)
        XCTAssertEqual(jpegs(), [])
    }

    func testThumbnailsListsAndClearsBothCachesAndAClearedReportIsMadeAgainTheSame() throws {
        let scan = try photo("stamp.jpg", (120, 40, 160), width: 600, height: 400)
        XCTAssertEqual(run(["stamp", "add", "--place", "airport:CDG", "--date", "2019-04-15", "--arrival", "--image", scan.path]).status, .success)
        let report = file("atlas.html")
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        let first = try Data(contentsOf: report)
        let listed = waymark(["thumbnails", "list", "--atlas", atlas])
        XCTAssertEqual(listed.status, .success, listed.err)
        XCTAssertTrue(listed.out.contains("stamps: \(atlas!).thumbnails: 1 thumbnail, "), listed.out)
        // Four Then & Now photos, the On This Day photo (a smaller size: its own thumbnail), one stamp.
        XCTAssertTrue(listed.out.contains("report: \(atlas!).pictures: 6 thumbnails, "), listed.out)

        let cleared = waymark(["thumbnails", "clear", "--json", "--atlas", atlas])
        XCTAssertEqual(cleared.status, .success, cleared.err)
        let caches = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(cleared.out.utf8)) as? [String: Any])?["caches"] as? [[String: Any]])
        XCTAssertEqual(caches.map { $0["files"] as? Int }, [1, 6])
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas + ".thumbnails"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: atlas + ".pictures"))
        XCTAssertTrue(waymark(["thumbnails", "list", "--atlas", atlas]).out.contains("stamps: \(atlas!).thumbnails: empty (no folder)"))

        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        XCTAssertEqual(try Data(contentsOf: report), first, "made again from the originals, the same bytes")
        XCTAssertEqual(waymark(["thumbnails", "list", "extra", "--atlas", atlas]).status, .usage)
    }

    func testTheReportCarriesOnThisDayThenAndNowAndStamps() throws {
        XCTAssertEqual(run(["stamp", "add", "--place", "airport:CDG", "--date", "2019-04-15", "--arrival",
                            "--image", try photo("stamp.jpg", (120, 40, 160)).path]).status, .success)
        let report = file("atlas.html")
        let (status, out, err) = run(["report", "--date", "2025-08-03", "--out", report.path, "--json"])
        XCTAssertEqual(status, .success, err)
        let written = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual(written["then_and_now"] as? Int, 2)
        XCTAssertEqual(written["stamps"] as? Int, 1)
        XCTAssertEqual(written["unreadable_images"] as? Int, 0)
        let html = try String(contentsOf: report, encoding: .utf8)
        for expected in ["On this day · 3 August", "Rome", "2 years ago", "Then &amp; Now", "Paris", "4 years apart · Jun 2015 → Jun 2019", "Stamps", "France"] {
            XCTAssertTrue(html.contains(expected), "missing \(expected)")
        }
        XCTAssertEqual(html.components(separatedBy: "src=\"data:image/jpeg;base64,").count - 1, 6, "four Then & Now photos, the Colosseum's On This Day photo and a stamp")
        XCTAssertTrue(html.contains("img-src data:") && html.contains("default-src 'none'"))
        let again = file("again.html")
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", again.path]).status, .success)
        XCTAssertEqual(try Data(contentsOf: again), try Data(contentsOf: report), "same atlas, photos and date: same bytes")
        let cache = AtlasPictures.reportCache(of: URL(fileURLWithPath: atlas))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".jpg") }.count, 6,
                       "the second report read its six thumbnails from the cache")
        // A photo edited since: its thumbnail is made again, not taken from the cache.
        let edited = try photo("eiffel-2019.jpg", (250, 250, 250))
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", again.path]).status, .success)
        XCTAssertNotEqual(try Data(contentsOf: again), try Data(contentsOf: report), "\(edited.lastPathComponent) changed")
        try FileManager.default.removeItem(at: cache)
        XCTAssertEqual(run(["report", "--date", "2025-08-03", "--out", report.path]).status, .success)
        XCTAssertEqual(try Data(contentsOf: again), try Data(contentsOf: report), "a deleted cache is made again, same bytes")

        try FileManager.default.removeItem(at: file("colosseum-2023.jpg"))
        let partial = run(["report", "--date", "2025-08-03", "--out", report.path])
        XCTAssertEqual(partial.status, .partialBatch)
        // The photo is both a Then & Now photo and the On This Day photo: two thumbnails the report cannot show.
        XCTAssertTrue(partial.err.contains(file("colosseum-2023.jpg").path) && partial.err.contains("2 images could not be read"), partial.err)
    }
}

func XCTAssertClose(_ a: RGBColor, _ b: RGBColor, tolerance: Int = 12, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    XCTAssertLessThanOrEqual(d, tolerance, "\(a) is not \(b) \(message)", file: file, line: line)
}

extension RasterImage {
    func color(at p: (x: Double, y: Double)) -> RGBColor {
        let px = pixel(x: Int(p.x), y: Int(p.y))
        return RGBColor(red: px.r, green: px.g, blue: px.b)
    }
}
