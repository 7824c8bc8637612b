import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPictures
import WaymarkResolver

/// `waymark bench pictures`: the world map as SVG and as a 2048-pixel PNG, the statistics card,
/// and the HTML report for an atlas of 100,000 photos, each timed on the real gazetteer.
struct PicturesBenchmark {
    let arguments: Arguments
    let console: Console

    struct Figures: Encodable {
        var outlinesMilliseconds: Double
        var visitStatesMilliseconds: Double
        var statisticsMilliseconds: Double
        var worldSVGMilliseconds: Double
        var worldSVGBytes: Int
        var world2048PNGMilliseconds: Double
        var rasterise2048Milliseconds: Double
        var world2048PNGBytes: Int
        var cardPNGMilliseconds: Double
        var reportPhotos: Int
        var reportCountries: Int
        var reportMilliseconds: Double
        var reportBytes: Int
        var atlasSetupSeconds: Double
        var peakResidentMegabytes: Double

        enum CodingKeys: String, CodingKey {
            case outlinesMilliseconds = "outlines_ms", visitStatesMilliseconds = "visit_states_ms", statisticsMilliseconds = "statistics_ms"
            case worldSVGMilliseconds = "world_svg_ms", worldSVGBytes = "world_svg_bytes"
            case world2048PNGMilliseconds = "world_2048_png_ms", rasterise2048Milliseconds = "rasterise_2048_ms"
            case world2048PNGBytes = "world_2048_png_bytes", cardPNGMilliseconds = "card_png_ms", reportPhotos = "report_photos"
            case reportCountries = "report_countries", reportMilliseconds = "report_ms", reportBytes = "report_bytes"
            case atlasSetupSeconds = "atlas_setup_s", peakResidentMegabytes = "peak_resident_mb"
        }
    }

    /// The median of `runs` timings of `body`, in milliseconds, and its last result.
    func median<T>(_ runs: Int, _ body: () throws -> T) rethrows -> (Double, T) {
        var times: [Double] = []
        var last: T?
        for _ in 0..<runs {
            let start = DispatchTime.now()
            last = try body()
            times.append(BenchCommand.milliseconds(since: start))
        }
        return (times.sorted()[runs / 2], last!)
    }

    func run() throws -> Int32 {
        let photos = try arguments.int("photos") ?? 100_000
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer")))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let setupStart = DispatchTime.now()
        let atlas = try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite"))
        try fill(atlas, photos: photos, gazetteer: gazetteer)
        let setup = BenchCommand.milliseconds(since: setupStart) / 1000
        let pictures = AtlasPictures(atlas: atlas, gazetteer: gazetteer)

        let (outlinesMs, _) = try median(5) { try gazetteer.countryOutlines() }
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
            let html = Data(try AtlasPictures(atlas: try AtlasStore(url: atlas.url), gazetteer: gazetteer).report().utf8)
            try AtomicFile.write(html, to: report)
            return html.count
        }
        let countries = try AtlasStatistics(atlas: atlas, totals: nil).countries
        let figures = Figures(outlinesMilliseconds: outlinesMs, visitStatesMilliseconds: statesMs, statisticsMilliseconds: statisticsMs, worldSVGMilliseconds: svgMs, worldSVGBytes: world.svg.utf8.count,
                              world2048PNGMilliseconds: pngMs, rasterise2048Milliseconds: rasterMs, world2048PNGBytes: png.count,
                              cardPNGMilliseconds: cardMs, reportPhotos: photos, reportCountries: countries, reportMilliseconds: reportMs,
                              reportBytes: bytes, atlasSetupSeconds: setup, peakResidentMegabytes: BenchCommand.peakResidentMegabytes())
        if arguments.flag("json") { try console.json(figures); return ExitStatus.success }
        console.out(String(format: "country outlines read and decoded: %.1f ms (median of 5)", outlinesMs))
        console.out(String(format: "visit states of every country: %.1f ms (median of 5); statistics: %.1f ms (median of 3)", statesMs, statisticsMs))
        console.out(String(format: "world map SVG, 1200 px: %.1f ms (median of 5, outlines included), %d bytes", svgMs, figures.worldSVGBytes))
        console.out(String(format: "world map PNG, 2048 px: %.1f ms (median of 3; rasterising alone %.1f ms), %d bytes", pngMs, rasterMs, png.count))
        console.out(String(format: "statistics card PNG, 9:16: %.1f ms (median of 3)", cardMs))
        console.out(String(format: "report for %d photos in %d countries: %.1f ms (median of 3, opening the atlas included), %.2f MB",
                           photos, countries, reportMs, Double(bytes) / 1_048_576))
        console.out(String(format: "(atlas set-up %.1f s, not timed above) peak resident memory %.1f MB", setup, figures.peakResidentMegabytes))
        return ExitStatus.success
    }

    /// `photos` indexed photos with evidence, spread over seeded land points in many countries
    /// (the chains come from the resolver and the gazetteer, as an import makes them) and over
    /// the days of 2010–2025.
    func fill(_ atlas: AtlasStore, photos: Int, gazetteer: Gazetteer) throws {
        let resolver = try FastResolver(gazetteer: gazetteer)
        let lookup = try gazetteer.makeLookup()
        let points = try SampleCoordinates.land(count: 1500, seed: 16) { try resolver.resolve($0).country.rowid != nil }
            + SampleCoordinates.photoLibrary(count: 1500, seed: 61)
        var chains: [[PlaceSnapshot]] = []
        var seen = Set<PlaceID>()
        for point in points {
            let resolution = try resolver.resolve(point)
            guard let rowid = resolution.city.rowid ?? resolution.region.rowid ?? resolution.country.rowid,
                  let place = try lookup.place(rowid: rowid), seen.insert(place.id).inserted else { continue }
            chains.append(try AtlasContext.chain(for: place.id, in: gazetteer))
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
