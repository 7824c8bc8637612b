import Foundation
import WaymarkCommandKit
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkPhotoImport
import WaymarkResolver
import WaymarkSamples

/// `waymark-bench import`: a generated library of small JPEGs with GPS, imported cold and again
/// unchanged, and 82,000 coordinates through the import path's cell resolution.
struct PhotoImportBenchmark: WaymarkCommand {
    static let name = "import"
    static let summary = "Photo import: generated JPEGs imported cold and again unchanged"
    static let discussion = """
        Writes N (default 20,000) small JPEGs with GPS to a scratch folder, imports them into a
        fresh atlas, imports them again unchanged, resolves 82,000 photo-library coordinates
        through the import path's cell cache, and prints files per second and peak memory.
        """
    struct Options: CommandOptions {
        var files = Option.int("files", default: 20_000, in: 1...Int.max, help: "how many JPEGs to generate")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    struct Figures: Encodable {
        var files: Int
        var coldSeconds: Double
        var coldFilesPerSecond: Double
        var rerunSeconds: Double
        var rerunFilesPerSecond: Double
        var resolvePoints: Int
        var resolveMilliseconds: Double
        var cellsResolved: Int
        var peakResidentMegabytes: Double
    }

    func run() throws -> ExitStatus {
        let count = try arguments[\.files]
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-photos-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let points = SampleCoordinates.photoLibrary(count: count, seed: 20)
        for (i, p) in points.enumerated() {
            let sub = folder.appendingPathComponent(String(format: "%03d", i / 1000))
            if i % 1000 == 0 { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
            let day = 1 + i % 28, month = 1 + (i / 28) % 12
            try SyntheticPhotos.jpeg(latitude: p.latitude, longitude: p.longitude,
                                     dateTime: String(format: "2023:%02d:%02d 12:%02d:%02d", month, day, i % 60, (i / 60) % 60))
                .write(to: sub.appendingPathComponent(String(format: "IMG_%05d.jpg", i)))
        }
        let atlasURL = folder.appendingPathComponent("atlas.sqlite")
        func importer() throws -> PhotoImporter {
            PhotoImporter(atlas: try AtlasStore(url: atlasURL), resolver: try FastResolver(gazetteer: gazetteer),
                          namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity)
        }
        let coldStart = DispatchTime.now()
        _ = try importer().importFolder(folder)
        let cold = Measure.milliseconds(since: coldStart) / 1000
        let rerunStart = DispatchTime.now()
        _ = try importer().importFolder(folder)
        let rerun = Measure.milliseconds(since: rerunStart) / 1000

        let resolveAtlas = folder.appendingPathComponent("resolve.sqlite")
        let cellImporter = PhotoImporter(atlas: try AtlasStore(url: resolveAtlas), resolver: try FastResolver(gazetteer: gazetteer),
                                         namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: "bench")
        let library = SampleCoordinates.photoLibrary(count: 82_000, seed: 82)
        var summary = PhotoImportSummary()
        let resolveStart = DispatchTime.now()
        try cellImporter.resolveAll(library, &summary)
        let resolveMs = Measure.milliseconds(since: resolveStart)

        let figures = Figures(files: count, coldSeconds: cold, coldFilesPerSecond: Double(count) / cold, rerunSeconds: rerun,
                              rerunFilesPerSecond: Double(count) / rerun, resolvePoints: library.count, resolveMilliseconds: resolveMs,
                              cellsResolved: summary.cellsResolved, peakResidentMegabytes: Measure.peakResidentMegabytes())
        if arguments[\.json] {
            try console.json(figures)
        } else {
            console.out(String(format: "%d generated JPEGs: cold import %.2f s (%.0f files/s), unchanged rerun %.2f s (%.0f files/s)",
                               count, cold, figures.coldFilesPerSecond, rerun, figures.rerunFilesPerSecond))
            console.out(String(format: "82,000 photo-library coordinates through the import path's cell resolution: %.1f ms (%d cells resolved)",
                               resolveMs, summary.cellsResolved))
            console.out(String(format: "peak resident memory %.1f MB", figures.peakResidentMegabytes))
        }
        return .success
    }
}
