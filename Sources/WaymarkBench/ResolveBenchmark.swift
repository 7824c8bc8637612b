import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples
import WaymarkReference

/// `waymark-bench resolve`
struct ResolveBenchmark: WaymarkCommand {
    static let name = "resolve"
    static let summary = "Resolver throughput, fast against the reference in the same run"
    static let discussion = """
        Resolves a generated photo library of 82,000 clustered points and 100,000 random land
        points with the fast resolver (one core), and a sample of each with the reference
        resolver in the same run, then prints throughput, the fast/reference ratio, the time to
        open the resolver and peak memory. Both sets are seeded, so every run uses the same points.
        The fast resolver runs each set twice: point by point in input order, and as one batch
        (visited in Z-order, answers in input order, as `waymark resolve --input` does); each
        on a fresh resolver ("cold indexes") and again once its indexes are built ("warm").
        Each pass runs --runs times (each cold run on a fresh resolver) and the fastest run is
        reported: on a shared machine a single run can be slowed by others, never sped up.
        Exits 1 if any answer differs between the passes or runs, or from the reference.
        """
    struct Options: CommandOptions {
        var referenceSample = Option.int("reference-sample", default: 2000, in: 1...Int.max, help: "points per set given to the slow reference")
        var sets = Option.value("sets", "LIST", default: "photo,land", help: "photo, land or both")
        var runs = Option.int("runs", default: 3, in: 1...Int.max, help: "runs of each fast pass; the fastest is reported")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    /// One way of feeding a set to the fast resolver, timed with empty and with built indexes.
    struct PassFigures: Encodable {
        var coldSeconds: Double
        var coldPointsPerSecond: Double
        var warmSeconds: Double
        var warmPointsPerSecond: Double
    }

    struct SetFigures: Encodable {
        var name: String
        var points: Int
        /// `resolve(_:)` point by point, in input order.
        var oneAtATime: PassFigures
        /// `resolve(_:[Coordinate])`: the batch visited in Z-order, answers in input order.
        var batch: PassFigures
        var referenceSample: Int
        var referencePointsPerSecond: Double
        /// Batch, cold indexes, against the reference.
        var speedup: Double
        var mismatchesInSample: Int
        /// Answers that differ between any two of: one at a time cold, warm, batch cold, warm
        /// (in any run).
        var passMismatches: Int
    }

    struct Figures: Encodable {
        var openMilliseconds: Double
        var firstAnswerMilliseconds: Double
        /// Runs of each fast pass; each figure is the fastest of them.
        var runs: Int
        var sets: [SetFigures]
        var peakResidentMegabytes: Double
    }

    func run() throws -> ExitStatus {
        let url = GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])
        let sample = try arguments[\.referenceSample]
        let runs = try arguments[\.runs]
        guard runs >= 1 else { throw UsageError("--runs must be at least 1, got \(runs)") }
        let openStart = DispatchTime.now()
        let gazetteer = try Gazetteer(url: url)
        let fast = try FastResolver(gazetteer: gazetteer)
        let opened = Measure.milliseconds(since: openStart)
        _ = try fast.resolve(Coordinate(latitude: 48.8566, longitude: 2.3522))
        let first = Measure.milliseconds(since: openStart)

        let sets = try Self.sampleSets(try arguments[\.sets], fast)
        var figures = Figures(openMilliseconds: opened, firstAnswerMilliseconds: first, runs: runs, sets: [], peakResidentMegabytes: 0)
        for (name, points) in sets {
            let single = try measure(points, url: url, runs: runs) { resolver, points in try points.map { try resolver.resolve($0) } }
            let batch = try measure(points, url: url, runs: runs) { resolver, points in try resolver.resolve(points) }
            let answers = single.cold
            let passes = [single.warm, batch.cold, batch.warm]
            let passMismatches = single.differing + batch.differing
                + answers.indices.filter { i in passes.contains { $0[i] != answers[i] } }.count

            let reference = ReferenceResolver(gazetteer: try Gazetteer(url: url))
            let step = max(1, points.count / max(1, sample))
            let chosen = Array(Swift.stride(from: 0, to: points.count, by: step).prefix(sample))
            let refStart = DispatchTime.now()
            var mismatches = 0
            for i in chosen where try reference.resolve(points[i]) != answers[i] { mismatches += 1 }
            let refRate = Double(chosen.count) / (Measure.milliseconds(since: refStart) / 1000)
            figures.sets.append(SetFigures(name: name, points: points.count, oneAtATime: single.figures, batch: batch.figures,
                                           referenceSample: chosen.count, referencePointsPerSecond: refRate,
                                           speedup: batch.figures.coldPointsPerSecond / refRate, mismatchesInSample: mismatches,
                                           passMismatches: passMismatches))
        }
        figures.peakResidentMegabytes = Measure.peakResidentMegabytes()
        if arguments[\.json] {
            try console.json(figures)
        } else {
            console.out(String(format: "open %.1f ms, first answer %.1f ms after open started", figures.openMilliseconds, figures.firstAnswerMilliseconds))
            console.out("each pass: the fastest of \(runs) run\(runs == 1 ? "" : "s")")
            func line(_ label: String, _ pass: PassFigures) -> String {
                String(format: "  %@ cold indexes %.1f ms (%.0f points/s); warm %.1f ms (%.0f points/s)",
                       label, pass.coldSeconds * 1000, pass.coldPointsPerSecond, pass.warmSeconds * 1000, pass.warmPointsPerSecond)
            }
            for s in figures.sets {
                console.out(s.name + ":")
                console.out(line("one at a time, input order:", s.oneAtATime))
                console.out(line("batch, Z-order:            ", s.batch))
                console.out(String(format: "  reference: %.0f points/s on %d points; batch cold / reference %.0f×; %d differ from fast",
                                   s.referencePointsPerSecond, s.referenceSample, s.speedup, s.mismatchesInSample))
                console.out("  \(s.passMismatches) answers differ between the four fast passes")
            }
            console.out(String(format: "peak resident memory %.1f MB (whole benchmark process)", figures.peakResidentMegabytes))
        }
        return figures.sets.contains { $0.mismatchesInSample > 0 || $0.passMismatches > 0 } ? .failure : .success
    }

    /// The seeded sets the benchmarks resolve, by name: `photo` (82,000 clustered points) and
    /// `land` (100,000 random points inside country polygons).
    static func sampleSets(_ list: String, _ fast: FastResolver) throws -> [(String, [Coordinate])] {
        let wanted = Set(list.split(separator: ",").map(String.init))
        var sets: [(String, [Coordinate])] = []
        if wanted.contains("photo") {
            sets.append(("photo library (82,000 clustered points)", SampleCoordinates.photoLibrary(count: 82_000, seed: 82)))
        }
        if wanted.contains("land") {
            sets.append(("random land (100,000 points)", try SampleCoordinates.land(count: 100_000, seed: 100) {
                try !fast.polygons(level: 0, containing: $0, country: nil).isEmpty
            }))
        }
        return sets
    }

    /// Runs `resolveAll` on a fresh resolver (indexes empty, as in a new process), then again
    /// with the indexes built and the answer cache emptied; `runs` times, each on a new
    /// resolver. The times are the fastest run's; the answers the first run's, and `differing`
    /// counts the answers of later runs that differ from them.
    func measure(_ points: [Coordinate], url: URL, runs: Int, _ resolveAll: (FastResolver, [Coordinate]) throws -> [Resolution]) throws
        -> (figures: PassFigures, cold: [Resolution], warm: [Resolution], differing: Int) {
        var coldSeconds = Double.infinity, warmSeconds = Double.infinity
        var first: (cold: [Resolution], warm: [Resolution])?
        var differing = 0
        for _ in 0..<runs {
            let resolver = try FastResolver(gazetteer: try Gazetteer(url: url))
            let coldStart = DispatchTime.now()
            let cold = try resolveAll(resolver, points)
            coldSeconds = min(coldSeconds, Measure.milliseconds(since: coldStart) / 1000)
            resolver.clearAnswerCache()
            let warmStart = DispatchTime.now()
            let warm = try resolveAll(resolver, points)
            warmSeconds = min(warmSeconds, Measure.milliseconds(since: warmStart) / 1000)
            if let first {
                differing += zip(first.cold, cold).filter { $0 != $1 }.count + zip(first.warm, warm).filter { $0 != $1 }.count
            } else {
                first = (cold, warm)
            }
        }
        let n = Double(points.count)
        return (PassFigures(coldSeconds: coldSeconds, coldPointsPerSecond: n / coldSeconds,
                            warmSeconds: warmSeconds, warmPointsPerSecond: n / warmSeconds), first!.cold, first!.warm, differing)
    }

}
