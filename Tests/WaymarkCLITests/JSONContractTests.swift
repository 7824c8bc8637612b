import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkJSON
import WaymarkRendering
import WaymarkTestSupport
import WaymarkTextInput
import XCTest
@testable import WaymarkBench
@testable import WaymarkCLI
@testable import WaymarkGazetteerDiff
@testable import WaymarkCommandKit
@testable import WaymarkPassport
@testable import WaymarkPhotoImport
import WaymarkSamples
import WaymarkImportFuzz

/// docs/cli.md documents every JSON shape; these tests hold each command's real output to it,
/// both ways: no undocumented key, no documented key that never appears, the same value types
/// (real booleans), snake_case keys, and `lat`/`lon` rather than `latitude`/`longitude`.
final class JSONContractTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try scratchFolder() }

    /// The documented shapes, by heading (`waymark stats --json`).
    func documentedShapes() throws -> [String: JSONValue] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/cli.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var shapes: [String: JSONValue] = [:]
        var heading: String?
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### `"), line.hasSuffix("`") { heading = String(line.dropFirst(5).dropLast()); continue }
            if line == "```json", heading != nil { block = []; continue }
            if line == "```", let lines = block, let name = heading {
                shapes[name] = try JSONValue.parse(Data(lines.joined(separator: "\n").utf8))
                block = nil; heading = nil
                continue
            }
            block?.append(line)
        }
        return shapes
    }

    /// Runs a command that must succeed and returns its standard output.
    func output(_ words: [String], _ tool: CommandLineTool = WaymarkCommandLine.tool, file: StaticString = #filePath, line: UInt = #line) -> String {
        let (status, out, err) = waymark(words, tool: tool)
        XCTAssertTrue(status == .success || status == .partialBatch, "\(words): \(err)", file: file, line: line)
        return out
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Real outputs of every documented shape, each from the command itself where it runs
    /// offline in seconds, else from its output type encoded the way the command encodes it.
    func samples() throws -> [String: [String]] {
        let gazetteer = try FixtureWorld.url().path
        let atlas = path("atlas.sqlite")
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", "2019-04-15,2019-04-16", "--atlas", atlas, "--gazetteer", gazetteer]).0, .success)
        XCTAssertEqual(waymark(["mark", "country:DE", "--date", "2020-01-01", "--atlas", atlas, "--gazetteer", gazetteer]).0, .success)
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try SyntheticPhotos.jpeg(latitude: 49.0097, longitude: 2.5479, dateTime: "2019:04:15 10:00:00").write(to: photos.appendingPathComponent("IMG_0001.jpg"))
        try Data("not a photo".utf8).write(to: photos.appendingPathComponent("IMG_0002.jpg"))
        let imported = output(["import", "photos", photos.path, "--atlas", atlas, "--gazetteer", gazetteer, "--json"])
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WaymarkTravelImportTests/Fixtures")
        // A flight log in the exported atlas: the export then has imports, flights and import evidence.
        XCTAssertEqual(waymark(["import", "flights", fixtures.appendingPathComponent("myflightradar24.csv").path, "--atlas", atlas,
                                "--gazetteer", gazetteer]).status, .partialBatch)
        let passport = try passportSamples(atlas: atlas, gazetteer: gazetteer)
        let export = path("export.json")
        XCTAssertEqual(waymark(["export", "--include-identity", "--atlas", atlas, "--output", export]).0, .success)

        // Travel histories, each with a refused value, the Google one cut short (`stopped_at`).
        let travel = path("travel.sqlite")
        // A point off the globe, one in Reykjavík, and a third cut short (two cuts: two files).
        let records = #"{"locations": [{"latitudeE7": 950000000, "longitudeE7": 200000000, "timestamp": "2019-07-12T12:00:00Z"}, "#
            + #"{"latitudeE7": 641466000, "longitudeE7": -219426000, "timestamp": "2019-07-12T12:00:00Z"}, {"latitudeE7": 64146"#
        try records.write(toFile: path("Records-cut.json"), atomically: true, encoding: .utf8)
        try (records + "6").write(toFile: path("Records-cut-later.json"), atomically: true, encoding: .utf8)
        // A track with a point from 1850, cut off inside the track.
        let track = try String(contentsOf: fixtures.appendingPathComponent("track.gpx"), encoding: .utf8)
            .replacingOccurrences(of: "2019-07-12T15:45:00Z", with: "1850-07-12T15:45:00Z")
        let gpx = path("track.gpx")
        try String(track[..<track.range(of: "</trkseg>")!.lowerBound]).write(toFile: gpx, atomically: true, encoding: .utf8)
        let flights = output(["import", "flights", fixtures.appendingPathComponent("myflightradar24.csv").path, "--atlas", travel,
                              "--gazetteer", gazetteer, "--json"])
        let gpxImported = output(["import", "gpx", gpx, "--atlas", travel, "--gazetteer", gazetteer, "--json"])
        let google = output(["import", "google", path("Records-cut.json"), "--atlas", travel, "--gazetteer", gazetteer, "--json"])
        let detected = output(["import", fixtures.appendingPathComponent("openflights.csv").path, path("Records-cut-later.json"),
                               "--atlas", travel, "--gazetteer", gazetteer, "--json"])
        let listed = output(["import", "list", "--atlas", travel, "--json"])
        let removed = output(["import", "remove", "1", "--atlas", travel, "--json"])

        let points = path("points.csv")
        // In the fixture world: Los Angeles airport, Montmartre (a section of Paris: a locality), and
        // the sea 4 km off France's west coast (decided by distance).
        try "lat,lon\n33.9425,-118.4081\n48.8867,2.3431\n47.0,-4.85\n".write(toFile: points, atomically: true, encoding: .utf8)
        let fake = path("fake.sqlite")
        try Data("x".utf8).write(to: URL(fileURLWithPath: fake))
        try "\(try SHA256.hex(ofFileAt: URL(fileURLWithPath: fake)))  fake.sqlite\n".write(toFile: fake + ".sha256", atomically: true, encoding: .utf8)
        // A stamp drawn and rendered by the test (rsvg-convert): Vienna airport's, turned 150°.
        let specimen = try XCTUnwrap(StampSpecimen.renderedSet().first { $0.name == "stamp-28-at" })
        let stampImage = try StampSpecimenRenderer.render(specimen, into: folder)
        let lock = path("lock.json")
        try "{\"sources\": []}".write(toFile: lock, atomically: true, encoding: .utf8)

        let memories = try memorySamples(gazetteer: gazetteer)

        func encoded<T: Encodable>(_ value: T) throws -> String { try WaymarkJSON.string(value) }
        let pass = ResolveBenchmark.PassFigures(coldSeconds: 1, coldPointsPerSecond: 1, warmSeconds: 1, warmPointsPerSecond: 1)
        let percentiles = SearchBenchmark.Percentiles([0.5, 1.5])

        let timing = PicturesBenchmark.Timing(wallMilliseconds: 1, cpuMilliseconds: 1)

        return memories.merging(passport) { first, _ in first }.merging([
            "waymark map --json": [output(["map", "--country", "JP", "--out", path("jp.svg"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card stats --json": [output(["card", "stats", "--out", path("card.png"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark report --json": [output(["report", "--out", path("atlas.html"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card country --json": [output(["card", "country", "JP", "--out", path("jp.png"), "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card continent --json": [output(["card", "continent", "AS", "--format", "svg", "--out", path("asia.svg"), "--json",
                                                      "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark thumbnails list --json": [output(["thumbnails", "list", "--json", "--atlas", atlas])],
            "waymark thumbnails clear --json": [output(["thumbnails", "clear", "--json", "--atlas", atlas]),
                                                output(["thumbnails", "clear", "--json", "--atlas", atlas])],
            "waymark-bench pictures --json": [try encoded(PicturesBenchmark.Figures(
                outlines: timing, visitStates: timing, statistics: timing, worldSVG: timing, worldSVGBytes: 1, largeWorldPNG: timing,
                largeWorldRasterising: timing, largeWorldPNGBytes: 1, cardPNG: timing, reportPhotos: 1, reportCountries: 1, report: timing,
                reportColdThumbnails: timing, reportAfterStampAdds: timing, reportAfterStampAddsNoImportThumbnails: timing,
                importThenAndNowThumbnails: timing, stampAddThumbnails: timing, stampAddThumbnailsPerStamp: timing,
                stampLargeThumbnails: timing, reportStamps: 1, reportThenAndNow: 1, reportBytes: 1, thenAndNowCardPNG: timing,
                thenAndNowDecodeOnly: timing, thenAndNowPhotoPixels: 1, atlasSetupSeconds: 1, peakResidentMegabytes: 1))],
            "waymark about --json": [output(["about", "--json", "--gazetteer", gazetteer])],
            "waymark verify --json": [output(["verify", "--json", "--gazetteer", fake])],
            "waymark search --json": [output(["search", "paris", "--json", "--gazetteer", gazetteer])],
            "waymark browse --json": [output(["browse", "country:FR", "--limit", "2", "--json", "--gazetteer", gazetteer])],
            // A fresh atlas moves nothing; a move is encoded as the command encodes its summary.
            "waymark atlas check --json": [output(["atlas", "check", "--json", "--atlas", atlas, "--gazetteer", gazetteer]),
                                           try encoded(rebaseSummary(applied: false))],
            "waymark atlas rebase --json": [output(["atlas", "rebase", "--json", "--atlas", atlas, "--gazetteer", gazetteer]),
                                            try encoded(rebaseSummary(applied: true))],
            "waymark diff --json": [output(["diff", gazetteer, gazetteer, "--land-points", "100", "--json"]), try encoded(diffReport())],
            "waymark resolve --json": [output(["resolve", "33.9425", "-118.4081", "--json", "--gazetteer", gazetteer]),
                                       output(["resolve", "48.8867", "2.3431", "--json", "--gazetteer", gazetteer]),
                                       output(["resolve", "47.0", "-4.85", "--json", "--gazetteer", gazetteer])],
            "waymark resolve --input FILE --format jsonl": output(["resolve", "--input", points, "--format", "jsonl", "--gazetteer", gazetteer])
                .split(separator: "\n").map(String.init),
            "waymark resolve --input FILE --format geojson": [output(["resolve", "--input", points, "--format", "geojson", "--gazetteer", gazetteer])],
            "waymark stats --json": [output(["stats", "--json", "--atlas", atlas, "--gazetteer", gazetteer]),
                                     output(["stats", "--json", "--year", "2019", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark export": [try String(contentsOfFile: export, encoding: .utf8), try exportWithHistory(export)],
            "waymark import atlas --json": [output(["import", "atlas", export, "--atlas", path("other.sqlite"), "--json"])],
            "waymark import photos --json": [imported],
            "waymark import flights --json": [flights],
            "waymark import gpx --json": [gpxImported],
            "waymark import google --json": [google],
            "waymark import FILE --json": [detected],
            "waymark import list --json": [listed],
            "waymark import remove --json": [removed],
            "waymark sources fetch --json": [output(["sources", "fetch", "--lock", lock, "--cache", path("cache"), "--json"])],
            "waymark stamp suggest --json": [output(["stamp", "suggest", "--text", "KEFLAVIKURFLUGVOLI UR\n14.08.15\nARRIVAL", "--json", "--reference-year", "2026", "--gazetteer", gazetteer]),
                                             output(["stamp", "suggest", "--text", "nothing here", "--json", "--gazetteer", gazetteer])],
            "waymark stamp scan --json": [output(["stamp", "scan", stampImage, "--json", "--reference-year", "2026", "--gazetteer", gazetteer])],
            "waymark build --json": [try encoded(BuildCommand.Summary(
                artifact: "/g.sqlite", sha256: "0", counts: AuditReport(schemaVersion: 2, tolerance: 1).counts, regionDecisions: ["contained": 1],
                citiesOutside: ["offshore": 1], simplification: ["checked": 1], audit: "/g.audit.txt"))],
            "waymark-bench resolve --json": [try encoded(ResolveBenchmark.Figures(
                openMilliseconds: 1, firstAnswerMilliseconds: 1, runs: 3,
                sets: [.init(name: "set", points: 1, oneAtATime: pass, batch: pass, referenceSample: 1, referencePointsPerSecond: 1,
                             speedup: 1, mismatchesInSample: 0, passMismatches: 0)],
                peakResidentMegabytes: 1))],
            "waymark-bench diff --json": [try encoded(DiffBenchmark.Figures(
                points: 1, diffWallSeconds: 1, diffProcessorSeconds: 1, peakResidentMegabytes: 1, referenceLandPoints: 1,
                referenceWallSeconds: 1, referenceProcessorSeconds: 1, wallRatio: 1, processorRatio: 1))],
            "waymark-bench exactness --json": [try encoded([ExactnessBenchmark.SetFigures(
                name: "set", points: 1, fastSeconds: 1, plainSeconds: 1, referenceSeconds: 1, fastVersusPlain: 0, fastVersusReference: 0)])],
            "waymark-bench search --json": [try encoded(SearchBenchmark.Figures(queries: 1, coldOpenMilliseconds: 1, all: percentiles,
                                                                                shortPrefixes: percentiles, slowest: ["1 ms 'a'"]))],
            "waymark-bench imports --json": [try encoded(TravelImportBenchmark.Figures(
                fileBytes: 1, points: 1, generateSeconds: 1, hashSeconds: 1, readAndResolveSeconds: 1, pointsPerSecond: 1,
                readAndResolveCPUSeconds: 1, pointsPerCPUSecond: 1, hashCPUSeconds: 1, megabytesPerSecond: 1, evidenceAdded: 1,
                cellsResolved: 1, cellsFromCache: 1, peakResidentMegabytes: 1, referenceFileBytes: 1, referencePoints: 1,
                referenceCPUSeconds: 1, referencePointsPerCPUSecond: 1, referencePeakResidentMegabytes: 1, speedRatio: 1))],
            "waymark-bench import --json": [try encoded(PhotoImportBenchmark.Figures(
                files: 1, coldSeconds: 1, coldFilesPerSecond: 1, rerunSeconds: 1, rerunFilesPerSecond: 1, resolvePoints: 1,
                resolveMilliseconds: 1, cellsResolved: 1, peakResidentMegabytes: 1))],
            "waymark-bench memories --json": [try encoded(MemoriesBenchmark.Figures(
                photos: 1, years: 1, seedSeconds: 1, onThisDayMedianMilliseconds: 1, onThisDayMedianCpuMilliseconds: 1,
                onThisDayMaxMilliseconds: 1, onThisDayQueriesMedianMilliseconds: 1, onThisDayMemoriesPerDay: 1, onThisDayPhotosPerDay: 1,
                quietDayMilliseconds: 1, scanReferenceMilliseconds: 1, thenAndNowScanMilliseconds: 1, thenAndNowScanCpuMilliseconds: 1,
                thenAndNowOccupiedCells: 1, thenAndNowCandidates: 1, memoReopenMilliseconds: 1, memoReopenCpuMilliseconds: 1,
                placeStoryCityMilliseconds: 1, placeStoryCityCpuMilliseconds: 1, placeStoryCityScanReferenceMilliseconds: 1, placeStoryTypicalCityMilliseconds: 1,
                placeStoryTypicalCityCpuMilliseconds: 1, placeStoryCountryMilliseconds: 1, placeStoryCountryCpuMilliseconds: 1,
                upcomingThirtyDaysMilliseconds: 1, peakResidentMegabytes: 1))],
            "waymark-bench passport --json": [try encoded(PassportBenchmark.Figures(
                fuzzRuns: 1, fuzzParsed: 1, fuzzRefusedShape: 0, fuzzValid: 1, fuzzCrashes: 0, fuzzSeconds: 1, stamps: 1, listMilliseconds: 1,
                listProcessorMilliseconds: 1, listRowsReadMilliseconds: 1, listRowsReadProcessorMilliseconds: 1, libraryFiles: 1,
                reconcileSeconds: 1, reconcileProcessorSeconds: 1, walkSeconds: 1, walkProcessorSeconds: 1, reconcileMoved: 1,
                reconcileRemoved: 0, reconcileUnchanged: 0))],
            "waymark-bench fuzz --json": [try encoded([ImportFuzzRun.Outcome(target: "flights", inputs: 1, whole: 1, partial: 0, refused: 0, silent: 0, seconds: 1)])],
            "waymark-bench stamps --json": [try encoded(StampBenchmark.Figures(
                hugeJPEGMegapixels: 100, hugeJPEGWallSeconds: 1, peakResidentMegabytesAfterHugeJPEG: 1, stamps: 40, engineOpenSeconds: 1,
                pipelineWallSecondsPerStamp: 1, pipelineCPUSecondsPerStamp: 1, pipelineSlowestWallSeconds: 1, pipelineSlowestCPUSeconds: 1,
                pipelineCountryTop3: 36, peakResidentMegabytes: 1, referenceWallSecondsPerStamp: 1, referenceCPUSecondsPerStamp: 1,
                referenceCountryTop3: 7, pipelineToReferenceTimeRatio: 1))],
        ]) { first, _ in first }
    }

    /// The memory commands on an atlas with Paris marked on today's month-day of 2019 and two
    /// photos at the Eiffel Tower twelve years apart (a memory day, a quiet day, a Then & Now pair).
    func memorySamples(gazetteer: String) throws -> [String: [String]] {
        let atlas = path("memories.sqlite")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let today = calendar.dateComponents([.month, .day], from: Date())
        let todayIn2019 = String(format: "2019-%02d-%02d", today.month!, today.month == 2 && today.day == 29 ? 28 : today.day!)
        XCTAssertEqual(waymark(["mark", "city:2988507", "--date", todayIn2019 + ",2016-04-15", "--atlas", atlas, "--gazetteer", gazetteer]).0, .success)
        let store = try AtlasStore(url: URL(fileURLWithPath: atlas))
        let paris = try AtlasContext.chain(for: PlaceID(kind: .city, code: "2988507"), in: try Gazetteer(url: URL(fileURLWithPath: gazetteer)))
        for (index, year) in [2009, 2021].enumerated() {
            // Real JPEGs, so that the Then & Now card can draw them.
            let file = folder.appendingPathComponent("eiffel\(index).jpg")
            try EmbeddedImage.encodeJPEG(rgb: [UInt8](repeating: UInt8(90 + 60 * index), count: 64 * 48 * 3), width: 64, height: 48).write(to: file)
            var photo = PhotoRecord(path: file.path, size: 1, modifiedNanoseconds: 1, status: "located")
            photo.localDateTime = try LocalDateTime("\(year)-07-14T21:00:00"); photo.utcOffsetMinutes = 120
            photo.latitude = 48.85826; photo.longitude = 2.29450
            let id = try store.savePhoto(photo)
            try store.replacePhotoEvidence(photo: id, chain: paris, day: try LocalDay("\(year)-07-14"), utcOffsetMinutes: 120)
        }
        try store.transaction { try store.bumpPhotoGeneration() }
        // A name a rebase replaced, as `atlas rebase` keeps it: the place story's `former_names`.
        try store.recordFormerName(PlaceHistoryEntry(place: PlaceID(kind: .country, code: "FR"), formerId: PlaceID(kind: .country, code: "FR"),
                                                     formerName: "French Republic", formerLabel: "French Republic", gazetteer: "older"))
        XCTAssertEqual(waymark(["reminders", "enable", "--atlas", atlas]).0, .success)
        return [
            "waymark on-this-day --json": [output(["on-this-day", "--date", "2025-07-14", "--json", "--atlas", atlas]),
                                           output(["on-this-day", "--date", "2025-07-20", "--json", "--atlas", atlas])],
            "waymark on-this-day upcoming --json": [output(["on-this-day", "upcoming", "--days", "1", "--json", "--atlas", atlas])],
            "waymark then-and-now --json": [output(["then-and-now", "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card then-and-now --json": [output(["card", "then-and-now", "1", "--aspect", "4:5", "--out", path("then-and-now.png"), "--json",
                                                         "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark card on-this-day --json": [output(["card", "on-this-day", "--date", "2025-07-14", "--aspect", "4:5", "--out", path("today.png"), "--json",
                                                        "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark place --json": [output(["place", "country:FR", "--json", "--atlas", atlas])],
            "waymark open --json": [output(["open", "waymark://on-this-day/07-14", "--json", "--atlas", atlas]),
                                    output(["open", "waymark://on-this-day/07-20", "--json", "--atlas", atlas]),
                                    output(["open", "waymark://place/country:FR", "--json", "--atlas", atlas]),
                                    output(["open", "waymark://then-and-now/1", "--json", "--atlas", atlas, "--gazetteer", gazetteer])],
            "waymark status --json": [output(["status", "--json", "--atlas", atlas])],
        ]
    }

    /// A tiny real image (PPM), which libvips reads.
    func image(_ name: String, seed: UInt8) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (Data("P6\n4 3\n255\n".utf8) + Data((0..<36).map { UInt8(truncatingIfNeeded: Int($0) * 7 + Int(seed)) })).write(to: url)
        return url.path
    }

    /// The passport commands' outputs: a book from its identity page and a stamp with an image in
    /// `atlas`; reconciliation of a moved, a deleted and a changed image in an atlas of its own.
    func passportSamples(atlas: String, gazetteer: String) throws -> [String: [String]] {
        let td3 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
        XCTAssertEqual(waymark(["book", "add", "Blue", "--mrz", td3, "--today", "2026-11-30", "--place-of-birth", "Zenith", "--note", "first book",
                                "--atlas", atlas]).status, .success)
        let scan = try image("scans/nrt.ppm", seed: 1)
        let added = output(["stamp", "add", "--place", "airport:NRT", "--date", "2020-01-05", "--arrival", "--book", "Blue", "--page", "12",
                            "--favourite", "--note", "first trip", "--image", scan, "--atlas", atlas, "--gazetteer", gazetteer, "--json"])
        let edited = output(["stamp", "edit", "1", "--method", "air", "--atlas", atlas, "--json"])

        let reconcileAtlas = path("reconcile.sqlite")
        let library = folder.appendingPathComponent("library")
        for (name, date) in [("a", "2020-02-01"), ("b", "2020-02-02"), ("c", "2020-02-03")] {
            let file = try image("library/\(name).ppm", seed: UInt8(date.suffix(1))!)
            _ = output(["stamp", "add", "--place", "country:JP", "--date", date, "--image", file, "--root", library.path,
                        "--atlas", reconcileAtlas, "--gazetteer", gazetteer])
        }
        try FileManager.default.createDirectory(at: library.appendingPathComponent("sorted"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library.appendingPathComponent("a.ppm"), to: library.appendingPathComponent("sorted/a.ppm"))
        try FileManager.default.removeItem(at: library.appendingPathComponent("b.ppm"))
        _ = try image("library/c.ppm", seed: 99)

        let mrz = { (text: String) in waymark(["passport", "read", "--mrz", text, "--today", "2026-11-30", "--json"]).out }
        // An identity page drawn and rendered by the test, read with tesseract: the full tier's
        // slowest sample (the fast tier reads such a page once, in MRZImageReadingTests). The fast
        // tier encodes the page's reading as the command does, with what OCR read.
        let lines = td3.split(separator: "\n").map(String.init)
        let pageRead: String
        if TestTier.isFull {
            let page = try StampSpecimenRenderer.render(MRZSpecimen(name: "passport-page", lines: lines), into: folder)
            pageRead = output(["passport", "read", page, "--today", "2026-11-30", "--json"])
        } else {
            let ocr = MRZImageReader.OCR(image: path("passport-page.png"), width: 1600, height: 1000, rotationDegrees: 0, charactersSpread: false,
                                         passes: 1, text: ["PASSPORT"] + lines, mrzLines: lines, confidence: 90)
            pageRead = try WaymarkJSON.string(PassportRead.ReadingOutput(try PassportRead.parse(td3, today: "2026-11-30"), ocr: ocr))
        }
        // A stamp drawn and rendered by the test, read with tesseract.
        let stamp = try StampSpecimenRenderer.render(try XCTUnwrap(StampSpecimen.renderedSet().first { $0.name == "stamp-28-at" }), into: folder)
        let fromScan = output(["stamp", "add", "--from-scan", stamp, "--pick", "1", "--reference-year", "2026", "--atlas", atlas,
                               "--gazetteer", gazetteer, "--json"])
        return [
            "waymark stamp add --json": [added, fromScan],
            "waymark stamp edit --json": [edited],
            "waymark stamp list --json": [output(["stamp", "list", "--thumbnails", "--atlas", atlas, "--json"])],
            // What --prune would remove (a dry run changes nothing), then the missing stamp listed and kept.
            "waymark stamp reconcile --json": [output(["stamp", "reconcile", "--prune", "--dry-run", "--atlas", reconcileAtlas, "--json"]),
                                               output(["stamp", "reconcile", "--atlas", reconcileAtlas, "--json"])],
            "waymark book list --json": [output(["book", "list", "--identity", "--atlas", atlas, "--json"])],
            "waymark passport read --json": [
                mrz("I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"),
                mrz(td3.replacingOccurrences(of: "7408122", with: "74O8122")),
                mrz(td3.replacingOccurrences(of: "7408122", with: "7408132")),
                // A filler read as K, alone among the name's fillers: doubtful.
                mrz(td3.replacingOccurrences(of: "MARIA<<<<", with: "MARIA<K<<")),
                pageRead,
            ],
        ]
    }

    /// A check or rebase that moved a photo, renamed a snapshot, gained, lost and missed a place,
    /// encoded as the command encodes its summary.
    func rebaseSummary(applied: Bool) -> PhotoRebase.Summary {
        var users = PlaceUsers()
        users.marks = 1
        let named = PhotoRebase.NamedPlace(id: PlaceID(kind: .city, code: "2950159"), name: "Berlin", users: users)
        return PhotoRebase.Summary(gazetteer: "g", checkedPhotos: 1, changedPhotos: 1, applied: applied, moves: [
            .init(level: .city, from: ["Tiergarten"], fromIds: ["city:2822224"], to: "Berlin", toID: PlaceID(kind: .city, code: "2950159"), photos: 1, days: 1)],
            gazetteerBefore: "f", checkedSnapshots: 5,
            changedSnapshots: [.init(id: PlaceID(kind: .city, code: "2822224"), nameBefore: "Tiergarten", name: "Tiergarten",
                                     labelBefore: "Tiergarten, Germany", label: "Tiergarten, Berlin, Germany",
                                     parentsBefore: [PlaceReference(id: PlaceID(kind: .country, code: "DE"), name: "Germany")],
                                     parents: [PlaceReference(id: PlaceID(kind: .city, code: "2950159"), name: "Berlin"),
                                               PlaceReference(id: PlaceID(kind: .country, code: "DE"), name: "Germany")], users: users)],
            missingPlaces: [named], placesGained: [named], placesLost: [named])
    }

    /// A diff with every kind of change, encoded as `waymark diff --json` encodes its report.
    func diffReport() -> DiffReport {
        let counts = PlaceChangeCounts(added: 1, removed: 1, renamed: 1, moved: 1, reparented: 1)
        let pin = SourceChange.Pin(version: "1", sha256: "0")
        let named = AnswerSetChanges.Named(id: "city:2950159", name: "Berlin")
        var set = AnswerSetChanges(set: "cities", points: 2, changed: 1, byLevel: [.city: 1])
        set.transitions = [.init(level: .city, from: named, to: named, points: 1)]
        set.examples = [.init(lat: 52.5, lon: 13.4, levels: [.city], before: "Mitte, Berlin, Germany", after: "Berlin, Germany")]
        set.sections = .init(points: 1, answeringTheirCityBefore: 0, answeringTheirCityAfter: 1)
        let id = PlaceID(kind: .city, code: "2950159")
        return DiffReport(
            old: BuildSummary(path: "/old", gazetteer: "a", places: ["city": 1]), new: BuildSummary(path: "/new", gazetteer: "b", places: ["city": 1]),
            sources: [SourceChange(name: "geonames", old: pin, new: pin, changed: false)],
            places: PlaceChanges(counts: counts, byKind: [.city: counts], byCountry: ["DE": counts], changes: [
                PlaceChange(id: id, change: .renamed, name: "Berlin", nameBefore: "Berlin City", country: "DE"),
                PlaceChange(id: id, change: .moved, name: "Berlin", country: "DE", km: 1.5),
                PlaceChange(id: id, change: .reparented, name: "Berlin", country: "DE", parent: "region", parentBefore: "region:DE.16", parentAfter: "region:DE.17"),
            ]),
            boundaries: BoundaryChanges(comparedPolygons: 1, areaChanged: [
                BoundaryChange(level: 1, sourceRef: "NE1:x", place: "region:DE.16", country: "DE", areaBeforeKm2: 1, areaAfterKm2: 2, relativeChange: 1)],
                decisionsChanged: [DecisionChange(level: 1, sourceRef: "NE1:x", decisionBefore: "majority", decisionAfter: "name_match",
                                                  placeBefore: "region:DE.16", placeAfter: "region:DE.16")]),
            answers: [set])
    }

    /// The export with a former name in its history, as an atlas rebased onto the city sections has.
    func exportWithHistory(_ path: String) throws -> String {
        var export = try AtlasExport.decoder().decode(AtlasExport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        export.placeHistory = [PlaceHistoryEntry(place: PlaceID(kind: .city, code: "2950159"), formerId: PlaceID(kind: .city, code: "2822224"),
                                                 formerName: "Tiergarten", formerLabel: "Tiergarten, Germany", gazetteer: "f")]
        return String(decoding: try AtlasExport.encoder().encode(export), as: UTF8.self)
    }

    func testEveryCommandWithJSONOutputIsDocumented() throws {
        let shapes = try documentedShapes()
        func walk(_ command: any WaymarkCommand.Type, _ path: String) -> [String] {
            let here = path + " " + command.name
            let own = command.options.contains { $0.name == "json" } ? [here + " --json"] : []
            let operandForm = command.operandCommand.map { walk($0, here) } ?? []
            return own + command.subcommands.flatMap { walk($0, here) } + operandForm
        }
        for tool in [WaymarkCommandLine.tool, WaymarkBenchCommandLine.tool] {
            for heading in tool.commands.flatMap({ walk($0, tool.name) }) {
                XCTAssertNotNil(shapes[heading], "docs/cli.md has no shape for `\(heading)`")
            }
        }
    }

    func testEveryDocumentedShapeMatchesTheRealOutputBothWays() throws {
        try TestTool.require(.tesseractEnglish, .rsvgConvert, .imageMagick, .librsvg, .libvips, .fonts)
        let shapes = try documentedShapes()
        let samples = try samples()
        XCTAssertEqual(Set(shapes.keys), Set(samples.keys), "every documented shape is checked, and every checked one documented")
        for (heading, outputs) in samples.sorted(by: { $0.key < $1.key }) {
            guard let shape = shapes[heading] else { continue }
            var seen = Set<String>(), problems: [String] = []
            XCTAssertFalse(outputs.isEmpty, heading)
            for text in outputs {
                let real: JSONValue
                do { real = try JSONValue.parse(Data(text.utf8)) } catch { XCTFail("\(heading): not JSON: \(text)"); continue }
                compare(real, shape, "", &seen, &problems)
            }
            for documented in Self.keyPaths(shape, "") where !seen.contains(documented) {
                problems.append("\(documented) is documented but never appeared")
            }
            XCTAssertEqual(problems, [], heading)
        }
    }

    /// Every key path of a shape (maps' data keys excluded).
    static func keyPaths(_ shape: JSONValue, _ path: String) -> [String] {
        switch shape {
        case .object(let fields):
            if isMap(fields) { return [] }
            return fields.flatMap { [path + "." + $0.key] + keyPaths($0.value, path + "." + $0.key) }
        case .array(let elements): return elements.first.map { keyPaths($0, path + "[]") } ?? []
        default: return []
        }
    }

    static func isMap(_ fields: [String: JSONValue]) -> Bool { fields.count == 1 && fields.keys.first!.hasPrefix("<") }

    func compare(_ real: JSONValue, _ shape: JSONValue, _ path: String, _ seen: inout Set<String>, _ problems: inout [String]) {
        switch (real, shape) {
        case (.object(let fields), .object(let documented)):
            if Self.isMap(documented) {
                for value in fields.values { compare(value, documented.values.first!, path + ".<>", &seen, &problems) }
                return
            }
            for (key, value) in fields {
                let here = path + "." + key
                if key.range(of: "^[a-z0-9_]+$", options: .regularExpression) == nil { problems.append("\(here) is not snake_case") }
                if key == "latitude" || key == "longitude" { problems.append("\(here) should be lat/lon") }
                guard let expected = documented[key] else { problems.append("\(here) is not documented"); continue }
                seen.insert(here)
                compare(value, expected, here, &seen, &problems)
            }
        case (.array(let elements), .array(let documented)):
            guard let element = documented.first else { return }
            for value in elements { compare(value, element, path + "[]", &seen, &problems) }
        case (.string, .string), (.number, .number), (.bool, .bool), (.null, .null):
            break
        default:
            problems.append("\(path) is \(Self.kind(real)), documented as \(Self.kind(shape))")
        }
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
