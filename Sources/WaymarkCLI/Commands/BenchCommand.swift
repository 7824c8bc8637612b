import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// `waymark bench`: measures the real code paths on the real gazetteer and prints the figures.
struct BenchCommand: WaymarkCommand {
    static let name = "bench"
    static let summary = "Measure the resolver against its reference, and search latency"
    static let help = """
        Usage: waymark bench resolve [--gazetteer PATH] [--reference-sample N] [--sets LIST] [--json]
               waymark bench search [--queries FILE] [--gazetteer PATH] [--json]
               waymark bench import [--files N] [--gazetteer PATH] [--json]
               waymark bench border-points [--count N] [--seed N] [--gazetteer PATH]
               waymark bench stamps [--gazetteer PATH] [--json]

        Resolves a generated photo library of 82,000 clustered points and 100,000 random land
        points with the fast resolver (one core), and a sample of each with the reference
        resolver in the same run, then prints throughput, the fast/reference ratio, the time to
        open the resolver and peak memory. Both sets are seeded, so every run uses the same points.
        The fast resolver runs each set twice: point by point in input order, and as one batch
        (visited in Z-order, answers in input order, as `waymark resolve --input` does); each
        on a fresh resolver ("cold indexes") and again once its indexes are built ("warm").

        `search` replays the golden queries (or --queries FILE, one query per line, tab-separated
        fields after it ignored but near=LAT,LON) and every prefix of each as if typed key by key,
        and prints p50/p95/p99 latency overall and for 1-2 character prefixes, and the cold open.

        `import` writes N (default 20,000) small JPEGs with GPS to a scratch folder, imports them
        into a fresh atlas, imports them again unchanged, resolves 82,000 photo-library coordinates
        through the import path's cell cache, and prints files per second and peak memory.

        `stamps` renders the 40 test stamps (rsvg-convert, convert), scans each with one engine and
        prints wall and CPU time per stamp and how often the country is in the top 3, beside
        tesseract alone on the same images in the same run. Run with OMP_THREAD_LIMIT=1 for one core.

        `border-points` prints seeded points within 1 km of country and region borders as
        "lat<TAB>lon<TAB>label" lines: how the resolver tests' reference set was drawn.

          --reference-sample N   points per set given to the slow reference (default 2000)
          --sets LIST            photo, land or both (default photo,land)
        """
    static let valueOptions: Set<String> = ["gazetteer", "reference-sample", "sets", "count", "seed", "queries", "files"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard [["resolve"], ["search"], ["import"], ["border-points"], ["stamps"]].contains(arguments.positionals) else {
            throw Arguments.UsageError("expected `waymark bench resolve`, `search`, `import`, `border-points` or `stamps`")
        }
    }

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
        /// Answers that differ between any two of: one at a time cold, warm, batch cold, warm.
        var passMismatches: Int
    }

    struct Figures: Encodable {
        var openMilliseconds: Double
        var firstAnswerMilliseconds: Double
        var sets: [SetFigures]
        var peakResidentMegabytes: Double
    }

    func run() throws -> Int32 {
        if arguments.positionals == ["border-points"] { return try printBorderPoints() }
        if arguments.positionals == ["search"] { return try SearchBenchmark(arguments: arguments, console: console).run() }
        if arguments.positionals == ["import"] { return try ImportBenchmark(arguments: arguments, console: console).run() }
        if arguments.positionals == ["stamps"] { return try StampBenchmark(arguments: arguments, console: console).run() }
        let url = GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer"))
        let sample = try arguments.int("reference-sample") ?? 2000
        let openStart = DispatchTime.now()
        let gazetteer = try Gazetteer(url: url)
        let fast = try FastResolver(gazetteer: gazetteer)
        let opened = Self.milliseconds(since: openStart)
        _ = try fast.resolve(Coordinate(latitude: 48.8566, longitude: 2.3522))
        let first = Self.milliseconds(since: openStart)

        let wanted = Set((arguments.value("sets") ?? "photo,land").split(separator: ",").map(String.init))
        var sets: [(String, [Coordinate])] = []
        if wanted.contains("photo") {
            sets.append(("photo library (82,000 clustered points)", SampleCoordinates.photoLibrary(count: 82_000, seed: 82)))
        }
        if wanted.contains("land") {
            sets.append(("random land (100,000 points)", try SampleCoordinates.land(count: 100_000, seed: 100) {
                try !fast.polygons(level: 0, containing: $0, country: nil).isEmpty
            }))
        }
        var figures = Figures(openMilliseconds: opened, firstAnswerMilliseconds: first, sets: [], peakResidentMegabytes: 0)
        for (name, points) in sets {
            let single = try measure(points, url: url) { resolver, points in try points.map { try resolver.resolve($0) } }
            let batch = try measure(points, url: url) { resolver, points in try resolver.resolve(points) }
            let answers = single.cold
            var passMismatches = 0
            for (i, answer) in answers.enumerated()
            where answer != single.warm[i] || answer != batch.cold[i] || answer != batch.warm[i] { passMismatches += 1 }

            let reference = ReferenceResolver(gazetteer: try Gazetteer(url: url))
            let step = max(1, points.count / max(1, sample))
            let chosen = Array(Swift.stride(from: 0, to: points.count, by: step).prefix(sample))
            let refStart = DispatchTime.now()
            var mismatches = 0
            for i in chosen where try reference.resolve(points[i]) != answers[i] { mismatches += 1 }
            let refRate = Double(chosen.count) / (Self.milliseconds(since: refStart) / 1000)
            figures.sets.append(SetFigures(name: name, points: points.count, oneAtATime: single.figures, batch: batch.figures,
                                           referenceSample: chosen.count, referencePointsPerSecond: refRate,
                                           speedup: batch.figures.coldPointsPerSecond / refRate, mismatchesInSample: mismatches,
                                           passMismatches: passMismatches))
        }
        figures.peakResidentMegabytes = Self.peakResidentMegabytes()
        if arguments.flag("json") {
            try console.json(figures)
        } else {
            console.out(String(format: "open %.1f ms, first answer %.1f ms after open started", figures.openMilliseconds, figures.firstAnswerMilliseconds))
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
        return figures.sets.contains { $0.mismatchesInSample > 0 || $0.passMismatches > 0 } ? ExitStatus.failure : ExitStatus.success
    }

    /// Runs `resolveAll` on a fresh resolver (indexes empty, as in a new process), then again
    /// with the indexes built and the answer cache emptied.
    func measure(_ points: [Coordinate], url: URL, _ resolveAll: (FastResolver, [Coordinate]) throws -> [Resolution]) throws
        -> (figures: PassFigures, cold: [Resolution], warm: [Resolution]) {
        let resolver = try FastResolver(gazetteer: try Gazetteer(url: url))
        let coldStart = DispatchTime.now()
        let cold = try resolveAll(resolver, points)
        let coldSeconds = Self.milliseconds(since: coldStart) / 1000
        resolver.clearAnswerCache()
        let warmStart = DispatchTime.now()
        let warm = try resolveAll(resolver, points)
        let warmSeconds = Self.milliseconds(since: warmStart) / 1000
        let n = Double(points.count)
        return (PassFigures(coldSeconds: coldSeconds, coldPointsPerSecond: n / coldSeconds,
                            warmSeconds: warmSeconds, warmPointsPerSecond: n / warmSeconds), cold, warm)
    }

    func printBorderPoints() throws -> Int32 {
        let resolver = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer"))))
        let count = try arguments.int("count") ?? 400
        let seed = UInt64(try arguments.int("seed") ?? 1)
        for level in 0..<2 {
            let points = SampleCoordinates.nearBorders(of: try resolver.storedPolygons(level: level), count: count / 2, seed: seed + UInt64(level), offsetMeters: 1000)
            for p in points { console.out("\(p.latitude)\t\(p.longitude)\t\(level == 0 ? "country" : "region") border") }
        }
        return ExitStatus.success
    }

    static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024          // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576     // bytes on Darwin
        #endif
    }
}
