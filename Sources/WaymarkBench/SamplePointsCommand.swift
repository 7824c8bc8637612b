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
    struct Options: CommandOptions {
        var sets = Option.value("sets", "LIST", default: "photo", help: "photo or land (both: their rows one after the other)")
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let fast = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])))
        for (_, points) in try ResolveBenchmark.sampleSets(try arguments[\.sets], fast) {
            for p in points { console.out("\(p.latitude),\(p.longitude)") }
        }
        return .success
    }
}
