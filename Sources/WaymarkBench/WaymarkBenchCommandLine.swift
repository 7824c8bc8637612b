import WaymarkCommandKit

/// `waymark-bench`: the benchmarks and the generators they need, built as their own program so
/// that none of it ships in the library or the `waymark` tool. `scripts/bench` runs them.
public enum WaymarkBenchCommandLine {
    public static let commands: [any WaymarkCommand.Type] = [
        ResolveBenchmark.self, ExactnessBenchmark.self, SearchBenchmark.self, PhotoImportBenchmark.self, TravelImportBenchmark.self, MemoriesBenchmark.self, PassportBenchmark.self,
        PicturesBenchmark.self, StampBenchmark.self, StampCorpusBenchmark.self, MRZBenchmark.self, MRZCorpusCommand.self, FuzzBenchmark.self, BorderPointsCommand.self, SamplePointsCommand.self, DiffBenchmark.self,
    ]

    public static let tool = CommandLineTool(
        name: "waymark-bench", tagline: "waymark-bench \(WaymarkVersion.number): measures the real code paths on the real gazetteer",
        commands: commands, versionText: "waymark-bench \(WaymarkVersion.number)")

    @MainActor public static func main() -> Never { tool.main() }
}
