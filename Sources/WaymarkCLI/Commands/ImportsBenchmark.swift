import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkImports
import WaymarkPhotos

/// `waymark bench imports`: a generated Google `Records.json` (2 GB by default) imported into a
/// fresh atlas, timing the hash and the streaming read with cell-cached resolution apart, with
/// the process's peak memory.
struct ImportsBenchmark {
    let arguments: Arguments
    let console: Console

    struct Figures: Encodable {
        var fileBytes: Int
        var points: Int
        var generateSeconds: Double
        var hashSeconds: Double
        var readAndResolveSeconds: Double
        var pointsPerSecond: Double
        var readAndResolveCPUSeconds: Double
        var pointsPerCPUSecond: Double
        var hashCPUSeconds: Double
        var megabytesPerSecond: Double
        var evidenceAdded: Int
        var cellsResolved: Int
        var cellsFromCache: Int
        var peakResidentMegabytes: Double
        /// The reference, same run: Foundation's JSONSerialization on a smaller generated file,
        /// reading the same fields and resolving nothing.
        var referenceFileBytes: Int
        var referencePoints: Int
        var referenceCPUSeconds: Double
        var referencePointsPerCPUSecond: Double
        var referencePeakResidentMegabytes: Double
        /// Our points per processor-second (with resolution) over the reference's (parse only).
        var speedRatio: Double

        enum CodingKeys: String, CodingKey {
            case points
            case fileBytes = "file_bytes", generateSeconds = "generate_seconds", hashSeconds = "hash_seconds"
            case readAndResolveSeconds = "read_and_resolve_seconds", pointsPerSecond = "points_per_second"
            case readAndResolveCPUSeconds = "read_and_resolve_cpu_seconds", pointsPerCPUSecond = "points_per_cpu_second"
            case hashCPUSeconds = "hash_cpu_seconds"
            case megabytesPerSecond = "megabytes_per_second", evidenceAdded = "evidence_added", cellsResolved = "cells_resolved"
            case cellsFromCache = "cells_from_cache", peakResidentMegabytes = "peak_resident_megabytes"
            case referenceFileBytes = "reference_file_bytes", referencePoints = "reference_points"
            case referenceCPUSeconds = "reference_cpu_seconds", referencePointsPerCPUSecond = "reference_points_per_cpu_second"
            case referencePeakResidentMegabytes = "reference_peak_resident_megabytes", speedRatio = "speed_ratio"
        }
    }

    func run() throws -> Int32 {
        let megabytes = try arguments.int("megabytes") ?? 2048
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer")))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-imports-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = folder.appendingPathComponent("Records.json")
        let generateStart = DispatchTime.now()
        _ = try SyntheticLocationHistory.write(to: records, bytes: megabytes << 20)
        let generated = BenchCommand.milliseconds(since: generateStart) / 1000
        let size = (try FileManager.default.attributesOfItem(atPath: records.path)[.size] as? Int) ?? 0

        let importer = TravelImporter(atlas: try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite")), gazetteer: gazetteer,
                                      gazetteerIdentity: AtlasContext.identity(of: gazetteer), progress: ImportProgress(write: console.err))
        let summary = try importer.importFile(records, as: .google)
        let reading = summary.seconds - summary.hashSeconds
        let readingCPU = summary.cpuSeconds - summary.hashCPUSeconds
        let peak = BenchCommand.peakResidentMegabytes()
        try? FileManager.default.removeItem(at: records)
        let reference = try referencePass(folder.appendingPathComponent("Reference.json"), megabytes: try arguments.int("reference-megabytes") ?? 256)
        let perCPUSecond = Double(summary.pointsRead) / readingCPU
        let figures = Figures(fileBytes: size, points: summary.pointsRead, generateSeconds: generated, hashSeconds: summary.hashSeconds,
                              readAndResolveSeconds: reading, pointsPerSecond: Double(summary.pointsRead) / reading,
                              readAndResolveCPUSeconds: readingCPU, pointsPerCPUSecond: Double(summary.pointsRead) / readingCPU,
                              hashCPUSeconds: summary.hashCPUSeconds,
                              megabytesPerSecond: Double(size) / 1_048_576 / reading, evidenceAdded: summary.evidenceAdded,
                              cellsResolved: summary.cellsResolved, cellsFromCache: summary.cellsFromCache,
                              peakResidentMegabytes: peak, referenceFileBytes: reference.bytes, referencePoints: reference.points,
                              referenceCPUSeconds: reference.cpu, referencePointsPerCPUSecond: Double(reference.points) / reference.cpu,
                              referencePeakResidentMegabytes: reference.peak,
                              speedRatio: perCPUSecond / (Double(reference.points) / reference.cpu))
        if arguments.flag("json") {
            try console.json(figures)
        } else {
            console.out(String(format: "generated Records.json: %.0f MB, %d positions, in %.1f s", Double(size) / 1_048_576, summary.pointsRead, generated))
            console.out(String(format: "sha256 of the file (to know it again): %.1f s (%.1f s of processor time)", summary.hashSeconds, summary.hashCPUSeconds))
            console.out(String(format: "streaming read + cell-cached resolution + local days + evidence: %.1f s, %.0f points/s, %.0f MB/s",
                               reading, figures.pointsPerSecond, figures.megabytesPerSecond))
            console.out(String(format: "  processor time of that part: %.1f s, %.0f points per processor-second", readingCPU, figures.pointsPerCPUSecond))
            console.out("\(summary.evidenceAdded) place-days; cells: \(summary.cellsResolved) resolved, \(summary.cellsFromCache) from cache")
            console.out(String(format: "peak resident memory %.1f MB (whole benchmark process, up to the end of the import)", figures.peakResidentMegabytes))
            console.out(String(format: "reference, same run: JSONSerialization on a %.0f MB Records.json, the same fields, no resolution: %.0f points per processor-second, peak memory %.0f MB",
                               Double(reference.bytes) / 1_048_576, figures.referencePointsPerCPUSecond, reference.peak))
            console.out(String(format: "ratio: %.1f× the reference's points per processor-second", figures.speedRatio))
        }
        return ExitStatus.success
    }

    /// Foundation's JSONSerialization over a generated file: the whole tree in memory, then the
    /// same three fields read from every record.
    func referencePass(_ url: URL, megabytes: Int) throws -> (bytes: Int, points: Int, cpu: Double, peak: Double) {
        try SyntheticLocationHistory.write(to: url, bytes: megabytes << 20)
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let start = TravelImporter.threadCPUSeconds()
        var points = 0
        do {
            let root = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any]
            for case let record as [String: Any] in root?["locations"] as? [Any] ?? [] {
                if record["latitudeE7"] is NSNumber, record["longitudeE7"] is NSNumber, record["timestamp"] is String { points += 1 }
            }
        }
        return (bytes, points, TravelImporter.threadCPUSeconds() - start, BenchCommand.peakResidentMegabytes())
    }
}
