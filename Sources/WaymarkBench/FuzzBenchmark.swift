import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkImportFuzz

/// `waymark-bench fuzz`: seeded hostile inputs through `import atlas`, the flight-log CSVs and
/// GPX, counted by how each ended.
struct FuzzBenchmark: WaymarkCommand {
    static let name = "fuzz"
    static let summary = "Hostile inputs through import atlas, flight CSVs and GPX: never a crash, always a message"
    static let discussion = """
        Feeds N (default 100,000) seeded mutated inputs per target (atlas exports, OpenFlights /
        myFlightradar24 / Flighty CSVs, GPX) through the import paths as the commands run them,
        and counts how each ended: imported whole (exit 0), imported with each refused record
        named (exit 3), refused whole with a message (exit 1). A crash would end the run;
        `silent` (an ending without a message) must be 0.
        """
    struct Options: CommandOptions {
        var inputs = Option.int("inputs", default: 100_000, help: "inputs per target")
        var seed = Option.int("seed", default: 30, help: "the fuzzer's seed")
        var targets = Option.value("targets", "LIST", default: "atlas,flights,gpx", help: "the targets, comma-separated")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let count = try arguments[\.inputs]
        let seed = UInt64(try arguments[\.seed])
        let names = (try arguments[\.targets]).split(separator: ",").map(String.init)
        let targets = try names.map { name -> ImportFuzzer.Target in
            guard let target = ImportFuzzer.Target(rawValue: name) else { throw UsageError("--targets: '\(name)' is not atlas, flights or gpx") }
            return target
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [ImportFuzzRun.Outcome] = []
        for target in targets {
            console.err("fuzz: \(count) inputs through \(target.rawValue)")
            outcomes.append(try ImportFuzzRun.run(target, inputs: count, seed: seed, folder: folder, gazetteer: gazetteer))
        }
        if arguments[\.json] {
            try console.json(outcomes)
        } else {
            for o in outcomes {
                console.out("\(o.target): \(o.inputs) inputs in \(String(format: "%.1f", o.seconds)) s: \(o.whole) whole (exit 0), "
                            + "\(o.partial) partial (exit 3), \(o.refused) refused (exit 1), \(o.silent) without a message, 0 crashes")
            }
        }
        return outcomes.contains { $0.silent > 0 } ? .failure : .success
    }
}
