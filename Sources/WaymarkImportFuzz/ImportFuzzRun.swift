import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkTravelImport
import WaymarkSamples

/// Runs `ImportFuzzer` inputs through the import paths as the commands run them, and counts how
/// each ended the way the command's exit status would say it: imported whole (0), imported with
/// each refused record named (3), or refused whole with a message (1). A crash ends the process,
/// so a finished run is the proof there was none; `silent` counts endings without a message (a
/// refusal whose text is empty, a partial import naming no refused record) and must stay 0.
public enum ImportFuzzRun {
    public struct Outcome: Codable, Equatable, Sendable {
        public var target: String
        public var inputs = 0
        public var whole = 0
        public var partial = 0
        public var refused = 0
        public var silent = 0
        public var seconds = 0.0

        public init(target: String, inputs: Int = 0, whole: Int = 0, partial: Int = 0, refused: Int = 0, silent: Int = 0, seconds: Double = 0) {
            self.target = target; self.inputs = inputs; self.whole = whole; self.partial = partial; self.refused = refused
            self.silent = silent; self.seconds = seconds
        }
    }

    struct NoGazetteer: Error, CustomStringConvertible { var description: String { "flights and GPX need a gazetteer" } }

    /// Inputs per scratch atlas: a fresh one now and then keeps each import as small as a user's.
    static let inputsPerAtlas = 2_000

    /// - Parameters:
    ///   - gazetteer: needed for flights and GPX (`import atlas` reads no gazetteer).
    ///   - now: decides "next year" for the accepted dates.
    public static func run(_ target: ImportFuzzer.Target, inputs: Int, seed: UInt64, folder: URL, gazetteer: Gazetteer?,
                           now: Date = Date()) throws -> Outcome {
        var fuzzer = ImportFuzzer(target: target, seed: seed)
        var outcome = Outcome(target: target.rawValue)
        let started = DispatchTime.now()
        let file = folder.appendingPathComponent("fuzz-input." + (target == .gpx ? "gpx" : target == .flights ? "csv" : "json"))
        var atlas: AtlasStore?
        var importer: TravelImporter?
        for index in 0..<inputs {
            if index % inputsPerAtlas == 0 {
                let url = folder.appendingPathComponent("fuzz-\(index / inputsPerAtlas).sqlite")
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("fuzz-\(index / inputsPerAtlas - 1).sqlite\(suffix)").path) }
                atlas = try AtlasStore(url: url)
                if let gazetteer { importer = TravelImporter(atlas: atlas!, gazetteer: gazetteer, gazetteerIdentity: gazetteer.identity, now: now) }
            }
            let data = fuzzer.next()
            try data.write(to: file)
            outcome.inputs += 1
            do {
                switch target {
                case .atlas:
                    try AtlasExport.checkShape(ofFileAt: file)
                    let export = try AtlasExport.read(data)
                    let problems = export.problems(now: now)
                    guard problems.isEmpty else { throw AtlasStore.InvalidExport(problems: problems) }
                    try atlas!.importExport(export, now: now)
                    outcome.whole += 1
                case .flights, .gpx:
                    guard let importer else { throw NoGazetteer() }
                    let summary = try importer.importFile(file, as: target == .gpx ? .gpx : .flights)
                    if summary.isPartial {
                        let named = !summary.problems.isEmpty && summary.problems.allSatisfy { !$0.location.isEmpty }   // a RejectReason always names itself
                        if named || summary.stoppedAt?.isEmpty == false { outcome.partial += 1 } else { outcome.silent += 1 }
                    } else {
                        outcome.whole += 1
                    }
                }
            } catch {
                if "\(error)".trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { outcome.silent += 1 } else { outcome.refused += 1 }
            }
        }
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        return outcome
    }
}
