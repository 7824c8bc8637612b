import Foundation
import WaymarkAtlas
import WaymarkCLI
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPictures
import WaymarkResolver

/// `waymark-bench pictures`: the world map as SVG and as a 2048-pixel PNG, the statistics card,
/// and the HTML report for an atlas of 100,000 photos, each timed on the real gazetteer.
struct PicturesBenchmark: WaymarkCommand {
    static let name = "pictures"
    static let summary = "Maps, card and report: timed for an atlas of generated photos"
    static let discussion = """
        Times the world map as SVG (1200 px) and as PNG (2048 px, and the rasterising alone), the
        9:16 statistics card as PNG, and the HTML report for an atlas of N (default 100,000)
        photos spread over seeded land points, wall and CPU time (medians), and prints the
        report's size and the peak memory.
        """
    static let photos = Option.value("photos", "N", help: "how many photos the generated atlas holds (default 100,000)")
    static let atlas = Option.value("atlas", "PATH", help: "keep the generated atlas at PATH and reuse it on the next run")
    static let options: [Option] = [photos, atlas, .gazetteer, .json]

    let io: CommandIO

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
        var reportBytes: Int
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
        let photos = try arguments.int(Self.photos) ?? 100_000
        guard photos > 0 else { throw Arguments.UsageError("--photos needs at least 1, got \(photos)") }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let setupStart = DispatchTime.now()
        // --atlas PATH keeps the generated atlas there and reuses it on the next run.
        let atlas = try AtlasStore(url: arguments.value(Self.atlas).map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("atlas.sqlite"))
        let existing = try atlas.countedPhotoCount()
        guard existing == 0 || existing == photos else { throw CommandFailure("\(atlas.url.path) holds \(existing) photos, not \(photos): give --photos \(existing) or another --atlas") }
        if existing == 0 { try fill(atlas, photos: photos, gazetteer: gazetteer) }
        let setup = Measure.milliseconds(since: setupStart) / 1000
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
        let report = folder.appendingPathComponent("atlas.html")
        let (reportMs, bytes) = try median(3) { () -> Int in
            let html = Data(try AtlasPictures(atlas: try AtlasStore(url: atlas.url, access: .readOnly), gazetteer: gazetteer).report().html.utf8)
            try OutputFile.writeAtomically(html, to: report)
            return html.count
        }
        let countries = try AtlasStatistics(atlas: atlas, totals: nil).countries
        let figures = Figures(outlines: outlinesMs, visitStates: statesMs, statistics: statisticsMs, worldSVG: svgMs, worldSVGBytes: world.svg.utf8.count,
                              largeWorldPNG: pngMs, largeWorldRasterising: rasterMs, largeWorldPNGBytes: png.count,
                              cardPNG: cardMs, reportPhotos: photos, reportCountries: countries, report: reportMs,
                              reportBytes: bytes, atlasSetupSeconds: setup, peakResidentMegabytes: Measure.peakResidentMegabytes())
        if arguments.flag(.json) { try console.json(figures); return .success }
        console.out("country outlines read and decoded: \(outlinesMs.text), median of 5")
        console.out("visit states of every country: \(statesMs.text), median of 5; statistics: \(statisticsMs.text), median of 3")
        console.out("world map SVG, 1200 px, visit states and outlines included: \(svgMs.text), median of 5, \(figures.worldSVGBytes) bytes")
        console.out("world map PNG, 2048 px: \(pngMs.text), median of 3; rasterising alone \(rasterMs.text); \(png.count) bytes")
        console.out("statistics card PNG, 9:16: \(cardMs.text), median of 3")
        console.out("report for \(photos) photos in \(countries) countries, opening the atlas included: \(reportMs.text), median of 3, "
                    + String(format: "%.2f MB", Double(bytes) / 1_048_576))
        console.out(String(format: "(atlas set-up %.1f s, not timed above) peak resident memory %.1f MB", setup, figures.peakResidentMegabytes))
        return .success
    }

    /// `photos` indexed photos with evidence, spread over seeded land points in many countries
    /// (the chains come from the resolver and the gazetteer, as an import makes them) and over
    /// the days of 2010–2025.
    func fill(_ atlas: AtlasStore, photos: Int, gazetteer: Gazetteer) throws {
        let resolver = try FastResolver(gazetteer: gazetteer)
        let namer = try PlaceNamer(gazetteer: gazetteer)
        let points = try SampleCoordinates.land(count: 1500, seed: 16) { try resolver.resolve($0).country.rowid != nil }
            + SampleCoordinates.photoLibrary(count: 1500, seed: 61)
        var chains: [[PlaceSnapshot]] = []
        var seen = Set<PlaceID>()
        for point in points {
            let resolution = try resolver.resolve(point)
            guard let rowid = resolution.city.rowid ?? resolution.region.rowid ?? resolution.country.rowid,
                  let place = try namer.place(rowid: rowid), seen.insert(place.id).inserted,
                  let chain = try namer.chain(for: place.id) else { continue }
            chains.append(chain.map { PlaceSnapshot($0, gazetteer: gazetteer.identity) })
        }
        try atlas.transaction {
            for i in 0..<photos {
                var record = PhotoRecord(path: "/bench/\(i / 1000)/IMG_\(i).jpg", size: 1_000_000 + i, modifiedNanoseconds: i, status: "located")
                let day = try LocalDay(date: String(format: "%04d-%02d-%02d", 2010 + (i / 7) % 16, 1 + (i / 3) % 12, 1 + i % 28))
                record.localDateTime = day.date + "T12:00:00"
                let chain = chains[(i * 7919) % chains.count]
                try atlas.replacePhotoEvidence(photo: try atlas.savePhoto(record), chain: chain, day: day)
            }
        }
    }
}
