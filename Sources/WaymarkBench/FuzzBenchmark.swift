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
    static let inputs = Option.value("inputs", "N", help: "inputs per target (default 100,000)")
    static let seed = Option.value("seed", "N", help: "the fuzzer's seed (default 30)")
    static let targets = Option.value("targets", "LIST", help: "atlas,flights,gpx (default all three)")
    static let options: [Option] = [inputs, seed, targets, .json, .gazetteer]

    let io: CommandIO

    func run() throws -> ExitStatus {
        let count = try arguments.int(Self.inputs) ?? 100_000
        let seed = UInt64(try arguments.int(Self.seed) ?? 30)
        let names = (arguments.value(Self.targets) ?? "atlas,flights,gpx").split(separator: ",").map(String.init)
        let targets = try names.map { name -> ImportFuzzer.Target in
            guard let target = ImportFuzzer.Target(rawValue: name) else { throw Arguments.UsageError("--targets: '\(name)' is not atlas, flights or gpx") }
            return target
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [ImportFuzzRun.Outcome] = []
        for target in targets {
            console.err("fuzz: \(count) inputs through \(target.rawValue)")
            outcomes.append(try ImportFuzzRun.run(target, inputs: count, seed: seed, folder: folder, gazetteer: gazetteer))
        }
        if arguments.flag(.json) {
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
