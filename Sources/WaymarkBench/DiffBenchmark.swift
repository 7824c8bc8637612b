import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkGazetteerDiff
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples

/// `waymark-bench diff OLD NEW`
struct DiffBenchmark: WaymarkCommand {
    static let name = "diff"
    static let summary = "Time `waymark diff` in process beside resolving the same land points with each build alone"
    static let operands = ["OLD", "NEW"]
    static let discussion = """
        Runs the whole diff of OLD and NEW (1,000,000 land points by default), then, as the same-run
        reference, resolves the same number of seeded land points with OLD and then NEW, one after
        the other on one core, comparing nothing: what answering both builds costs at the least.
        Prints wall and processor seconds of each, their ratio and the peak resident memory.
        """
    struct Options: CommandOptions {
        var land = Option.int("land-points", "N", default: GazetteerDiff.Options().landPoints, in: 1...100_000_000, help: "land points")
        var json = Option.json
    }

    struct Figures: Codable {
        var points: Int
        var diffWallSeconds: Double
        var diffProcessorSeconds: Double
        var peakResidentMegabytes: Double
        var referenceLandPoints: Int
        var referenceWallSeconds: Double
        var referenceProcessorSeconds: Double
        var wallRatio: Double
        var processorRatio: Double
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 2 else { throw UsageError("expected two gazetteers, OLD and NEW") }
        _ = try arguments[\.land]
    }

    func run() throws -> ExitStatus {
        let old = URL(fileURLWithPath: arguments.positionals[0]), new = URL(fileURLWithPath: arguments.positionals[1])
        var options = GazetteerDiff.Options()
        options.landPoints = try arguments[\.land]
        var report: DiffReport?
        let diff = try Measure.wallAndProcessor {
            report = try GazetteerDiff(old: try Gazetteer(url: old), new: try Gazetteer(url: new)).run(options)
        }
        let afterDiff = Measure.peakResidentMegabytes()
        let points = report?.answers.reduce(0) { $0 + $1.points } ?? 0
        let reference = try Measure.wallAndProcessor {
            let first = try FastResolver(gazetteer: try Gazetteer(url: old))
            let land = try SampleCoordinates.land(count: options.landPoints, seed: options.landSeed) {
                try !first.polygons(level: 0, containing: $0, country: nil).isEmpty
            }
            for url in [old, new] {
                let resolver = try FastResolver(gazetteer: try Gazetteer(url: url))
                for start in stride(from: 0, to: land.count, by: 16_384) {
                    _ = try resolver.resolve(Array(land[start..<min(start + 16_384, land.count)]))
                }
            }
        }
        let f = Figures(points: points, diffWallSeconds: diff.wall / 1000, diffProcessorSeconds: diff.processor / 1000,
                        peakResidentMegabytes: afterDiff, referenceLandPoints: options.landPoints,
                        referenceWallSeconds: reference.wall / 1000, referenceProcessorSeconds: reference.processor / 1000,
                        wallRatio: diff.wall / reference.wall, processorRatio: diff.processor / reference.processor)
        if arguments[\.json] { try console.json(f); return .success }
        console.out(String(format: "diff: %.1f s wall, %.1f s processor, %d points resolved against both builds, peak %.0f MB",
                           f.diffWallSeconds, f.diffProcessorSeconds, f.points, f.peakResidentMegabytes))
        console.out(String(format: "reference (%d land points resolved with each build in turn, nothing compared): %.1f s wall, %.1f s processor",
                           f.referenceLandPoints, f.referenceWallSeconds, f.referenceProcessorSeconds))
        console.out(String(format: "diff / reference: %.2f× wall, %.2f× processor", f.wallRatio, f.processorRatio))
        return .success
    }
}
