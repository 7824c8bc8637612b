import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// `waymark bench exactness`: country answers of the fast resolver, of the reference resolver and
/// of the plain full-resolution ring test (`FullResolutionCountries`) on every city point, the
/// border probe set and seeded points within 2 km of the full-resolution borders. Any difference
/// fails the run.
struct ExactnessBenchmark {
    let arguments: Arguments
    let console: Console

    struct SetFigures: Encodable {
        var name: String
        var points: Int
        var fastSeconds: Double
        var plainSeconds: Double
        var referenceSeconds: Double
        var fastVersusPlain: Int
        var fastVersusReference: Int
    }

    func run() throws -> Int32 {
        let url = GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer"))
        let gazetteer = try Gazetteer(url: url)
        let count = try arguments.int("count") ?? 200_000
        let seed = UInt64(try arguments.int("seed") ?? 10)
        let plain = try FullResolutionCountries(gazetteer: gazetteer)
        let fast = try FastResolver(gazetteer: gazetteer)
        let reference = ReferenceResolver(gazetteer: try Gazetteer(url: url))
        let sets: [(String, [Coordinate])] = [
            ("every city point", try gazetteer.points(of: .city).map(\.coordinate)),
            ("border probes (bench border-points --count 420 --seed 7)", try BenchCommand.borderPoints(fast, count: 420, seed: 7)),
            ("\(count) seeded points within 2 km of full-resolution borders, both sides",
             SampleCoordinates.nearBorders(of: plain.polygons, count: count, seed: seed, offsetMeters: 2_000)),
        ]
        var all: [SetFigures] = []
        for (name, points) in sets {
            console.err("exactness: \(name)…")
            func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
                let start = DispatchTime.now()
                let value = try body()
                return (value, BenchCommand.milliseconds(since: start) / 1000)
            }
            let contained: (Level) -> Int? = { $0.decision == .contained ? $0.rowid : nil }
            let (fastAnswers, fastSeconds) = try timed { try fast.resolve(points).map { contained($0.country) } }
            let (plainAnswers, plainSeconds) = timed { points.map { plain.country(at: $0) } }
            let (referenceAnswers, referenceSeconds) = try timed { try points.map { contained(try ResolutionRules.country($0, using: reference)) } }
            var figures = SetFigures(name: name, points: points.count, fastSeconds: fastSeconds, plainSeconds: plainSeconds,
                                     referenceSeconds: referenceSeconds, fastVersusPlain: 0, fastVersusReference: 0)
            for i in points.indices {
                if fastAnswers[i] != plainAnswers[i] {
                    figures.fastVersusPlain += 1
                    if figures.fastVersusPlain <= 5 { console.err("  differs from plain: \(points[i].latitude),\(points[i].longitude)") }
                }
                if fastAnswers[i] != referenceAnswers[i] { figures.fastVersusReference += 1 }
            }
            all.append(figures)
        }
        if arguments.flag("json") {
            try console.json(all)
        } else {
            for s in all {
                console.out("\(s.name): \(s.points) points; fast (whole chain) \(String(format: "%.2f", s.fastSeconds)) s, plain ring test \(String(format: "%.2f", s.plainSeconds)) s, reference (country level) \(String(format: "%.2f", s.referenceSeconds)) s")
                console.out("  country differs: fast vs plain \(s.fastVersusPlain), fast vs reference \(s.fastVersusReference)")
            }
        }
        return all.contains { $0.fastVersusPlain > 0 || $0.fastVersusReference > 0 } ? ExitStatus.failure : ExitStatus.success
    }
}
