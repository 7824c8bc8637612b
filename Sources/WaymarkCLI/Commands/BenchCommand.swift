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

        Resolves a generated photo library of 82,000 clustered points and 100,000 random land
        points with the fast resolver (one core), and a sample of each with the reference
        resolver in the same run, then prints throughput, the fast/reference ratio, the time to
        open the resolver and peak memory. Both sets are seeded, so every run uses the same points.

        `search` replays the golden queries (or --queries FILE, one query per line, tab-separated
        fields after it ignored but near=LAT,LON) and every prefix of each as if typed key by key,
        and prints p50/p95/p99 latency overall and for 1-2 character prefixes, and the cold open.

        `import` writes N (default 20,000) small JPEGs with GPS to a scratch folder, imports them
        into a fresh atlas, imports them again unchanged, resolves 82,000 photo-library coordinates
        through the import path's cell cache, and prints files per second and peak memory.

        `border-points` prints seeded points within 1 km of country and region borders as
        "lat<TAB>lon<TAB>label" lines: how the resolver tests' reference set was drawn.

          --reference-sample N   points per set given to the slow reference (default 2000)
          --sets LIST            photo, land or both (default photo,land)
        """
    static let valueOptions: Set<String> = ["gazetteer", "reference-sample", "sets", "count", "seed", "queries", "files"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard [["resolve"], ["search"], ["import"], ["border-points"]].contains(arguments.positionals) else {
            throw Arguments.UsageError("expected `waymark bench resolve`, `search`, `import` or `border-points`")
        }
    }

    struct SetFigures: Encodable {
        var name: String
        var points: Int
        var fastSeconds: Double
        var fastPointsPerSecond: Double
        var referenceSample: Int
        var referencePointsPerSecond: Double
        var speedup: Double
        var mismatchesInSample: Int
        var warmSeconds: Double
        var warmPointsPerSecond: Double
        var coldWarmMismatches: Int
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
            let landProbe = try FastResolver(gazetteer: gazetteer)
            sets.append(("random land (100,000 points)", try SampleCoordinates.land(count: 100_000, seed: 100) {
                try !landProbe.polygons(level: 0, containing: $0, country: nil).isEmpty
            }))
        }
        var figures = Figures(openMilliseconds: opened, firstAnswerMilliseconds: first, sets: [], peakResidentMegabytes: 0)
        for (name, points) in sets {
            // A fresh resolver per set: its caches start empty, as in a new process.
            let resolver = try FastResolver(gazetteer: try Gazetteer(url: url))
            let start = DispatchTime.now()
            var answers: [Resolution] = []
            answers.reserveCapacity(points.count)
            for p in points { answers.append(try resolver.resolve(p)) }
            let seconds = Self.milliseconds(since: start) / 1000
            // Second pass: indexes built, answer cache emptied.
            resolver.clearAnswerCache()
            let warmStart = DispatchTime.now()
            var warmMismatches = 0
            for (i, p) in points.enumerated() where try resolver.resolve(p) != answers[i] { warmMismatches += 1 }
            let warmSeconds = Self.milliseconds(since: warmStart) / 1000
            let reference = ReferenceResolver(gazetteer: try Gazetteer(url: url))
            let step = max(1, points.count / max(1, sample))
            let chosen = Array(Swift.stride(from: 0, to: points.count, by: step).prefix(sample))
            let refStart = DispatchTime.now()
            var mismatches = 0
            for i in chosen where try reference.resolve(points[i]) != answers[i] { mismatches += 1 }
            let refSeconds = Self.milliseconds(since: refStart) / 1000
            let fastRate = Double(points.count) / seconds, refRate = Double(chosen.count) / refSeconds
            figures.sets.append(SetFigures(name: name, points: points.count, fastSeconds: seconds, fastPointsPerSecond: fastRate,
                                           referenceSample: chosen.count, referencePointsPerSecond: refRate,
                                           speedup: fastRate / refRate, mismatchesInSample: mismatches,
                                           warmSeconds: warmSeconds, warmPointsPerSecond: Double(points.count) / warmSeconds,
                                           coldWarmMismatches: warmMismatches))
        }
        figures.peakResidentMegabytes = Self.peakResidentMegabytes()
        if arguments.flag("json") {
            try console.json(figures)
        } else {
            console.out(String(format: "open %.1f ms, first answer %.1f ms after open started", figures.openMilliseconds, figures.firstAnswerMilliseconds))
            for s in figures.sets {
                console.out(String(format: "%@:\n  fast, cold indexes: %.1f ms (%.0f points/s)\n  fast, warm indexes: %.1f ms (%.0f points/s), %d differ from cold\n  reference: %.0f points/s on %d points; fast(cold)/reference %.0f×; %d differ from fast",
                                   s.name, s.fastSeconds * 1000, s.fastPointsPerSecond, s.warmSeconds * 1000, s.warmPointsPerSecond, s.coldWarmMismatches,
                                   s.referencePointsPerSecond, s.referenceSample, s.speedup, s.mismatchesInSample))
            }
            console.out(String(format: "peak resident memory %.1f MB", figures.peakResidentMegabytes))
        }
        return figures.sets.contains { $0.mismatchesInSample > 0 || $0.coldWarmMismatches > 0 } ? ExitStatus.failure : ExitStatus.success
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
