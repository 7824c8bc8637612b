import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkResolver

/// `waymark-bench sample-points`
struct SamplePointsCommand: WaymarkCommand {
    static let name = "sample-points"
    static let summary = "The resolve benchmark's points as \"lat,lon\" CSV rows"
    static let discussion = """
        Prints the benchmark's photo library or random land set as "lat,lon" CSV rows, for timing
        `waymark resolve --input` as a whole process on the same points as `waymark-bench resolve`.
        """
    static let options: [Option] = [ResolveBenchmark.sets, .gazetteer]

    let io: CommandIO

    func run() throws -> ExitStatus {
        let fast = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer))))
        for (_, points) in try ResolveBenchmark.sampleSets(arguments.value(ResolveBenchmark.sets) ?? "photo", fast) {
            for p in points { console.out("\(p.latitude),\(p.longitude)") }
        }
        return .success
    }
}
