import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkCLI
import WaymarkFiles
import WaymarkGazetteer
import WaymarkGeo
import WaymarkMemories
import WaymarkPassport
import WaymarkRendering
import WaymarkResolver
import WaymarkSamples
import WaymarkCommandKit

/// `waymark-bench pictures`: the world map as SVG and as a 2048-pixel PNG, the statistics card,
/// the Then & Now card of two 12-megapixel photos, and the HTML report for an atlas of 100,000
/// photos and 500 stamps, each timed on the real gazetteer.
struct PicturesBenchmark: WaymarkCommand {
    static let name = "pictures"
    static let summary = "Maps, card and report: timed for an atlas of generated photos"
    static let discussion = """
        Times the world map as SVG (1200 px) and as PNG (2048 px, and the rasterising alone), the
        9:16 statistics card as PNG, the 4:5 Then & Now card of two generated 12-megapixel JPEGs
        as PNG (beside libvips decoding the same two photos alone), and the HTML report for an
        atlas of N (default 100,000) photos spread over seeded land points and 500 stamps with
        generated scans, its Then & Now spots backed by 12-megapixel JPEGs: with the thumbnail
        caches (the stamps' and the report's) empty (one run), as the first report after 500
        stamp adds finds them (with and without the Then & Now thumbnails `import photos` makes)
        and made (median). Wall and CPU time (medians), the
        report's size and the peak memory. The photos and scans are written beside the atlas
        (`<atlas>.files/`), so `--atlas PATH` keeps them for whole-process runs.
        """
    struct Options: CommandOptions {
        var photos = Option.int("photos", default: 100_000, in: 1...Int.max, help: "how many photos the generated atlas holds")
        var atlas = Option.value("atlas", "PATH", help: "keep the generated atlas at PATH and reuse it on the next run")
        var gazetteer = Option.gazetteer
        var json = Option.json
        var caches: Option<CacheState?> = Option.choice("caches", "STATE", help: "set the atlas's thumbnail caches as the first report after 500 `stamp add`s finds them, then stop: "
                                   + "`after-adds` (the Then & Now photos' made by `import photos`, as now) or `after-adds-no-import` (only the stamps', "
                                   + "as an import that makes no thumbnail leaves them), for whole-process runs of `waymark report`")
    }

    /// The thumbnail caches as the first report after the stamp adds finds them.
    enum CacheState: String, CaseIterable {
        case afterAdds = "after-adds"
        case afterAddsNoImport = "after-adds-no-import"
    }

    let io: CommandIO<Options>

    struct Figures: Encodable {
        var outlines: Timing
        var visitStates: Timing
        var statistics: Timing
        var worldSVG: Timing
        var worldSVGBytes: Int
        var largeWorldPNG: Timing
        var largeWorldRasterising: Timing
        var largeWorldPNGBytes: Int
        var cardPNG: Timing
        var reportPhotos: Int
        var reportCountries: Int
        var report: Timing
        /// Every thumbnail cache empty and none made beforehand: 500 stamps and 20 photos decoded.
        var reportColdThumbnails: Timing
        /// The first report after the stamps were added (their thumbnails made by `stamp add`,
        /// the Then & Now photos' by `import photos`): it makes the On This Day photos' only.
        var reportAfterStampAdds: Timing
        /// The same report when the import made no thumbnail: it makes the Then & Now photos' too.
        var reportAfterStampAddsNoImportThumbnails: Timing
        /// What `import photos` spends on the Then & Now photos' report thumbnails.
        var importThenAndNowThumbnails: Timing
        /// What adding the stamps spent on their thumbnails, in all and per stamp.
        var stampAddThumbnails: Timing
        var stampAddThumbnailsPerStamp: Timing
        /// The 256 px thumbnails alone, one after another.
        var stampLargeThumbnails: Timing
        var reportStamps: Int
        var reportThenAndNow: Int
        var reportBytes: Int
        var thenAndNowCardPNG: Timing
        var thenAndNowDecodeOnly: Timing
        var thenAndNowPhotoPixels: Int
        var atlasSetupSeconds: Double
        var peakResidentMegabytes: Double
    }

    /// Wall and CPU milliseconds, each the median of its runs.
    struct Timing: Encodable {
        var wallMilliseconds: Double
        var cpuMilliseconds: Double
        var text: String { String(format: "%.1f ms (CPU %.1f ms)", wallMilliseconds, cpuMilliseconds) }
    }

    /// The medians of `runs` timings of `body`, and its last result.
    func median<T>(_ runs: Int, _ body: () throws -> T) rethrows -> (Timing, T) {
        var walls: [Double] = [], cpus: [Double] = []
        var last: T?
        for _ in 0..<runs {
            let start = DispatchTime.now(), cpu = Measure.cpuMilliseconds()
            last = try body()
            walls.append(Measure.milliseconds(since: start))
            cpus.append(Measure.cpuMilliseconds() - cpu)
        }
        return (Timing(wallMilliseconds: walls.sorted()[runs / 2], cpuMilliseconds: cpus.sorted()[runs / 2]), last!)
    }

    func run() throws -> ExitStatus {
        let photos = try arguments[\.photos]
        guard photos > 0 else { throw UsageError("--photos needs at least 1, got \(photos)") }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let setupStart = DispatchTime.now()
        // --atlas PATH keeps the generated atlas there and reuses it on the next run.
        let atlas = try AtlasStore(url: try arguments[\.atlas].map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("atlas.sqlite"))
        let existing = try atlas.countedPhotoCount()
        guard existing == 0 || existing == photos else { throw CommandFailure("\(atlas.url.path) holds \(existing) photos, not \(photos): give --photos \(existing) or another --atlas") }
        if existing == 0 { try fill(atlas, photos: photos, gazetteer: gazetteer) }
        let files = URL(fileURLWithPath: atlas.url.path + ".files")
        let spots = try ThenAndNowSpots.list(atlas: atlas, gazetteer: gazetteer, minYears: 2, limit: 10).result.pairs
        try writePhotos(of: spots, into: files)
        // The On This Day photos the report shows, as phone photos (the others exist only in the index).
        let onThisDay = try OnThisDay(atlas: atlas).report(for: Self.reportDate, includeGallery: true, findNearest: false)
        try writePhotos(AtlasPictures.onThisDayPhotosShown(onThisDay).joined().map(\.path), seed: 5000)
        guard let pair = spots.first else { throw CommandFailure("the generated atlas has no Then & Now spot") }
        let setup = Measure.milliseconds(since: setupStart) / 1000
        if let state = try arguments[\.caches] {
            try setCaches(state, atlas: atlas, spots: spots)
            console.out("\(atlas.url.path): thumbnail caches as \(state.rawValue) leaves them")
            return .success
        }
        let pictures = try AtlasPictures(atlas: atlas, gazetteer: gazetteer)
        let namer = try PlaceNamer(gazetteer: gazetteer)

        let (outlinesMs, _) = try median(5) { try gazetteer.countryOutlines(namer: namer) }
        let (statesMs, _) = try median(5) { try atlas.visitStates(of: .country) }
        let (statisticsMs, _) = try median(3) { try AtlasStatistics(atlas: atlas, totals: nil) }
        let (svgMs, world) = try median(5) { try pictures.worldMap(theme: .light, width: 1200) }
        let (pngMs, png) = try median(3) { () -> Data in
            let map = try pictures.worldMap(theme: .light, width: 2048)
            return try Rasteriser.png(svg: map.svg, width: map.width, height: map.height)
        }
        let big = try pictures.worldMap(theme: .light, width: 2048)
        let (rasterMs, _) = try median(3) { try Rasteriser.png(svg: big.svg, width: big.width, height: big.height) }
        let (cardMs, _) = try median(3) { () -> Data in
            let card = try pictures.statsCard(theme: .dark, aspect: .story)
            return try Rasteriser.png(svg: card.svg, width: card.width, height: card.height)
        }
        let (decodeMs, _) = try median(3) { () -> [EmbeddedImage] in
            try ThenAndNowCard.slots(.portrait).enumerated().map { index, slot in
                try EmbeddedImage.load(index == 0 ? pair.then.path : pair.now.path, width: Int(slot.width), height: Int(slot.height), placement: .cover)
            }
        }
        let (thenAndNowMs, _) = try median(3) { () -> Data in
            let card = try pictures.thenAndNowCard(pair, theme: .light, aspect: .portrait)
            return try Rasteriser.png(svg: card.svg, width: card.width, height: card.height)
        }
        // The report as `waymark report` makes it: open the atlas, list and name the spots, draw.
        let report = folder.appendingPathComponent("atlas.html")
        func writeReport() throws -> Int {
            let opened = try AtlasStore(url: atlas.url, access: .readOnly)
            let pairs = try ThenAndNowSpots.list(atlas: opened, gazetteer: gazetteer, minYears: 2, limit: 10).result.pairs
            let document = try AtlasPictures(atlas: opened, gazetteer: gazetteer).report(onThisDay: Self.reportDate, thenAndNow: pairs)
            guard document.problems.isEmpty else { throw CommandFailure("the report could not read: \(document.problems.prefix(3))") }
            let html = Data(document.html.utf8)
            try AtomicFile.write(html, to: report)
            return html.count
        }
        let stampImages = try atlas.stampRows().compactMap(\.stamp.image)
        // Where a cold report's time goes when no thumbnail exists yet (as before stamps made
        // theirs when recorded): the report itself, then each part on its own.
        emptyCaches(atlas)
        let (coldMs, _) = try median(1) { try writeReport() }
        emptyCaches(atlas)
        let (stampLargeMs, _) = try median(1) { for image in stampImages { _ = try StampThumbnails(atlas: atlas.url).thumbnail(for: image) } }
        // What `stamp add` now does for each stamp, one stamp at a time as 500 `stamp add`s do:
        // the 256 px thumbnail and the report's, from the scan.
        emptyCaches(atlas)
        let (addMs, _) = try median(1) { try addStamps(stampImages, atlas: atlas) }
        // The report a user meets after adding the stamps had the import made no thumbnail: the
        // stamps' read, the Then & Now and On This Day photos' made.
        let (afterAddsNoImportMs, _) = try median(1) { try writeReport() }
        // As it is: the import made the Then & Now photos' thumbnails, the report makes the On
        // This Day photos' (which depend on its date) while it reads the statistics.
        removePhotoThumbnails(atlas)
        let (importMs, _) = try median(1) { try prepareThenAndNow(spots, atlas: atlas) }
        let (afterAddsMs, _) = try median(1) { try writeReport() }
        let (reportMs, bytes) = try median(3) { try writeReport() }
        let stampCount = try atlas.stampRows().count
        let countries = try AtlasStatistics(atlas: atlas, totals: nil).countries
        let figures = Figures(outlines: outlinesMs, visitStates: statesMs, statistics: statisticsMs, worldSVG: svgMs, worldSVGBytes: world.svg.utf8.count,
                              largeWorldPNG: pngMs, largeWorldRasterising: rasterMs, largeWorldPNGBytes: png.count,
                              cardPNG: cardMs, reportPhotos: photos, reportCountries: countries, report: reportMs,
                              reportColdThumbnails: coldMs, reportAfterStampAdds: afterAddsMs,
                              reportAfterStampAddsNoImportThumbnails: afterAddsNoImportMs, importThenAndNowThumbnails: importMs, stampAddThumbnails: addMs,
                              stampAddThumbnailsPerStamp: Timing(wallMilliseconds: addMs.wallMilliseconds / Double(max(1, stampImages.count)),
                                                                 cpuMilliseconds: addMs.cpuMilliseconds / Double(max(1, stampImages.count))),
                              stampLargeThumbnails: stampLargeMs, reportStamps: stampCount, reportThenAndNow: spots.count, reportBytes: bytes,
                              thenAndNowCardPNG: thenAndNowMs, thenAndNowDecodeOnly: decodeMs, thenAndNowPhotoPixels: Self.photoSize.width * Self.photoSize.height,
                              atlasSetupSeconds: setup, peakResidentMegabytes: Measure.peakResidentMegabytes())
        if arguments[\.json] { try console.json(figures); return .success }
        console.out("country outlines read and decoded: \(outlinesMs.text), median of 5")
        console.out("visit states of every country: \(statesMs.text), median of 5; statistics: \(statisticsMs.text), median of 3")
        console.out("world map SVG, 1200 px, visit states and outlines included: \(svgMs.text), median of 5, \(figures.worldSVGBytes) bytes")
        console.out("world map PNG, 2048 px: \(pngMs.text), median of 3; rasterising alone \(rasterMs.text); \(png.count) bytes")
        console.out("statistics card PNG, 9:16: \(cardMs.text), median of 3")
        console.out("Then & Now card PNG, 4:5, two \(Self.photoSize.width)×\(Self.photoSize.height) JPEGs: \(thenAndNowMs.text), median of 3; "
                    + "libvips decoding the two photos alone (reference): \(decodeMs.text)")
        console.out("report for \(photos) photos in \(countries) countries, \(stampCount) stamps and \(spots.count) Then & Now spots "
                    + "(\(2 * spots.count) 12-megapixel photos), opening the atlas included: \(reportMs.text), median of 3, "
                    + String(format: "%.2f MB", Double(bytes) / 1_048_576))
        console.out("  the first report after \(stampImages.count) stamps were added (their thumbnails made by `stamp add`, the Then & Now photos' by `import photos`; "
                    + "the On This Day photos' made by the report while it reads the statistics): \(afterAddsMs.text)")
        console.out("    the same had the import made no thumbnail (the report makes the Then & Now photos' too): \(afterAddsNoImportMs.text); "
                    + "what `import photos` spends on the Then & Now photos' thumbnails: \(importMs.text)")
        console.out("  making the stamps' thumbnails as `stamp add` does, one stamp at a time: \(addMs.text) in all, \(figures.stampAddThumbnailsPerStamp.text) per stamp; "
                    + "of which the 256 px thumbnails from the scans alone: \(stampLargeMs.text)")
        console.out("  a report with every thumbnail cache empty and none made beforehand: \(coldMs.text)")
        console.out(String(format: "(atlas set-up %.1f s, not timed above) peak resident memory %.1f MB", setup, figures.peakResidentMegabytes))
        return .success
    }

    /// Both thumbnail caches removed.
    func emptyCaches(_ atlas: AtlasStore) {
        try? FileManager.default.removeItem(at: StampThumbnails(atlas: atlas.url).folder)
        try? FileManager.default.removeItem(at: AtlasPictures.reportCache(of: atlas.url))
    }

    /// The report cache's photo thumbnails removed, the stamps' kept (theirs are named `stamp-…`).
    func removePhotoThumbnails(_ atlas: AtlasStore) {
        let folder = AtlasPictures.reportCache(of: atlas.url)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !name.hasPrefix("stamp-") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// What the `stamp add`s do for their images, one stamp at a time.
    func addStamps(_ images: [StampRecord.Image], atlas: AtlasStore) throws {
        for image in images {
            let problems = AtlasPictures.prepareStampThumbnails([image], atlas: atlas.url)
            guard problems.isEmpty else { throw CommandFailure("a stamp thumbnail could not be made: \(problems[0])") }
        }
    }

    /// What `import photos` does for the Then & Now spots.
    func prepareThenAndNow(_ spots: [ThenAndNowPair], atlas: AtlasStore) throws {
        let problems = AtlasPictures.prepareThenAndNowThumbnails(spots, atlas: atlas.url)
        guard problems.isEmpty else { throw CommandFailure("a Then & Now thumbnail could not be made: \(problems[0])") }
    }

    /// The caches as the first report after the stamp adds finds them (`--caches`).
    func setCaches(_ state: CacheState, atlas: AtlasStore, spots: [ThenAndNowPair]) throws {
        emptyCaches(atlas)
        try addStamps(try atlas.stampRows().compactMap(\.stamp.image), atlas: atlas)
        if state == .afterAdds { try prepareThenAndNow(spots, atlas: atlas) }
    }

    /// The report's On This Day.
    static let reportDate = try! LocalDay(year: 2026, month: 6, day: 15)

    /// The generated photos' size: 12 megapixels, a phone camera's.
    static let photoSize = (width: 4000, height: 3000)
    static let stamps = 500

    /// `photos` indexed photos with evidence, spread over seeded land points in many countries
    /// (the chains come from the resolver and the gazetteer, as an import makes them) and over
    /// the days of 2010–2025, each at its point; and 500 stamps with generated 1200×800 scans.
    func fill(_ atlas: AtlasStore, photos: Int, gazetteer: Gazetteer) throws {
        let resolver = try FastResolver(gazetteer: gazetteer)
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let points = try SampleCoordinates.land(count: 1500, seed: 16) { try resolver.resolve($0).country.rowid != nil }
            + SampleCoordinates.photoLibrary(count: 1500, seed: 61)
        var chains: [(chain: [PlaceSnapshot], at: Coordinate)] = []
        var seen = Set<PlaceID>()
        for point in points {
            let resolution = try resolver.resolve(point)
            guard let rowid = resolution.city.rowid ?? resolution.region.rowid ?? resolution.country.rowid,
                  let place = try namer.place(rowid: rowid), seen.insert(place.id).inserted,
                  let chain = try namer.chain(for: place.id) else { continue }
            chains.append((chain.map { PlaceSnapshot($0, gazetteer: gazetteer.identity) }, point))
        }
        let files = URL(fileURLWithPath: atlas.url.path + ".files")
        try FileManager.default.createDirectory(at: files.appendingPathComponent("stamps"), withIntermediateDirectories: true)
        try atlas.transaction {
            for i in 0..<photos {
                var record = PhotoRecord(path: files.appendingPathComponent("photos/\(i / 1000)/IMG_\(i).jpg").path, size: 1_000_000 + i,
                                         modifiedNanoseconds: i, status: "located")
                let day = try LocalDay(year: 2010 + (i / 7) % 16, month: 1 + (i / 3) % 12, day: 1 + i % 28)
                record.localDateTime = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 12, minute: 0, second: 0)
                let (chain, point) = chains[(i * 7919) % chains.count]
                record.latitude = point.latitude; record.longitude = point.longitude
                try atlas.replacePhotoEvidence(photo: try atlas.savePhoto(record), chain: chain, day: day)
            }
            try atlas.bumpPhotoGeneration()
            for i in 0..<Self.stamps {
                let (chain, _) = chains[(i * 104_729) % chains.count]
                let scan = files.appendingPathComponent("stamps/scan-\(i).jpg")
                try SyntheticImageFiles.jpeg(width: 1200, height: 800, seed: UInt64(i), quality: 85).write(to: scan)
                var stamp = StampRecord(place: chain[0].id, date: try LocalDay(year: 2010 + i % 16, month: 1 + i % 12, day: 1 + i % 28),
                                        direction: i % 2 == 0 ? .arrival : .departure, image: try StampImageReader.reference(scan.path))
                StampChain(chain)!.apply(to: &stamp)
                try atlas.insertStamp(stamp, chain: chain)
            }
        }
    }

    /// 12-megapixel JPEGs at the paths of the spots' photos (the generated atlas's other photos
    /// exist only in its index).
    func writePhotos(of pairs: [ThenAndNowPair], into files: URL) throws {
        try writePhotos(pairs.flatMap { [$0.then.path, $0.now.path] }, seed: 1000)
    }

    /// 12-megapixel JPEGs at `paths`, where none is yet.
    func writePhotos(_ paths: [String], seed: Int) throws {
        for (index, path) in paths.enumerated() where !FileManager.default.fileExists(atPath: path) {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SyntheticImageFiles.jpeg(width: Self.photoSize.width, height: Self.photoSize.height, seed: UInt64(seed + index)).write(to: url)
        }
    }
}
