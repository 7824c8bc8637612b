import Foundation
import WaymarkAtlas
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkTravelImport
import WaymarkPhotoImport

/// `waymark-bench imports`: a generated Google `Records.json` (2 GB by default) imported into a
/// fresh atlas, timing the hash and the streaming read with cell-cached resolution apart, with
/// the process's peak memory.
struct TravelImportBenchmark: WaymarkCommand {
    static let name = "imports"
    static let summary = "Travel imports: a generated Google Records.json, streamed, against JSONSerialization"
    static let discussion = """
        Writes a Google Records.json of N MB (default 2048) shaped like a real export to a scratch
        folder, imports it into a fresh atlas, and prints the hashing time, the points per second
        of the streaming read with cell-cached resolution, and peak memory; then, as the reference
        in the same run, Foundation's JSONSerialization on a generated file of
        --reference-megabytes (default 256) reading the same fields, and the ratio.
        """
    struct Options: CommandOptions {
        var megabytes = Option.int("megabytes", default: 2048, in: 1...Int.max, help: "size of the generated Records.json in MB")
        var referenceMegabytes = Option.int("reference-megabytes", default: 256, in: 1...Int.max, help: "size of the reference's file in MB")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

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

    }

    func run() throws -> ExitStatus {
        let megabytes = try arguments[\.megabytes]
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-imports-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = folder.appendingPathComponent("Records.json")
        let generateStart = DispatchTime.now()
        _ = try SyntheticLocationHistory.write(to: records, bytes: megabytes << 20)
        let generated = Measure.milliseconds(since: generateStart) / 1000
        let size = (try FileManager.default.attributesOfItem(atPath: records.path)[.size] as? Int) ?? 0

        let importer = TravelImporter(atlas: try AtlasStore(url: folder.appendingPathComponent("atlas.sqlite")), gazetteer: gazetteer,
                                      gazetteerIdentity: gazetteer.identity, progress: ImportProgress(write: console.err))
        let summary = try importer.importFile(records, as: .google)
        let reading = summary.seconds - summary.hashSeconds
        let readingCPU = summary.cpuSeconds - summary.hashCPUSeconds
        let peak = Measure.peakResidentMegabytes()
        try? FileManager.default.removeItem(at: records)
        let reference = try referencePass(folder.appendingPathComponent("Reference.json"), megabytes: try arguments[\.referenceMegabytes])
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
        if arguments[\.json] {
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
        return .success
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
        return (bytes, points, TravelImporter.threadCPUSeconds() - start, Measure.peakResidentMegabytes())
    }
}
