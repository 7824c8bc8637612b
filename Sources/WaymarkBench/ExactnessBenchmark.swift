import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples
import WaymarkReference

/// `waymark-bench exactness`
struct ExactnessBenchmark: WaymarkCommand {
    static let name = "exactness"
    static let summary = "Country answers: fast against the reference and the full-resolution rings"
    static let discussion = """
        Compares the country answers of the fast resolver, the reference resolver and a plain
        even-odd test over the full-resolution Natural Earth rings on every city point, the border
        probes and N seeded points within 2 km of the full-resolution borders on both sides.
        Exits 1 if any answer differs.
        """
    struct Options: CommandOptions {
        var count = Option.int("count", default: 200_000, in: 1...Int.max, help: "seeded points near the full-resolution borders")
        var seed = Option.int("seed", default: 10, in: 0...Int.max, help: "the seed")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    struct SetFigures: Encodable {
        var name: String
        var points: Int
        var fastSeconds: Double
        var plainSeconds: Double
        var referenceSeconds: Double
        var fastVersusPlain: Int
        var fastVersusReference: Int
    }

    func run() throws -> ExitStatus {
        let count = try arguments[\.count]
        let seed = UInt64(try arguments[\.seed])
        let url = GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])
        let gazetteer = try Gazetteer(url: url)
        let plain = try FullResolutionCountries(gazetteer: gazetteer)
        let fast = try FastResolver(gazetteer: gazetteer)
        let reference = ReferenceResolver(gazetteer: try Gazetteer(url: url))
        let sets: [(String, [Coordinate])] = [
            ("every city point", try gazetteer.points(of: .city).map(\.coordinate)),
            ("border probes (waymark-bench border-points --count 420 --seed 7)", try BorderPointsCommand.labelledBorderPoints(fast, count: 420, seed: 7).map(\.0)),
            ("\(count) seeded points within 2 km of full-resolution borders, both sides",
             SampleCoordinates.nearBorders(of: plain.polygons, count: count, seed: seed, offsetMeters: 2_000)),
        ]
        var all: [SetFigures] = []
        for (name, points) in sets {
            console.err("exactness: \(name)…")
            func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
                let start = DispatchTime.now()
                let value = try body()
                return (value, Measure.milliseconds(since: start) / 1000)
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
        if arguments[\.json] {
            try console.json(all)
        } else {
            for s in all {
                console.out("\(s.name): \(s.points) points; fast (whole chain) \(String(format: "%.2f", s.fastSeconds)) s, plain ring test \(String(format: "%.2f", s.plainSeconds)) s, reference (country level) \(String(format: "%.2f", s.referenceSeconds)) s")
                console.out("  country differs: fast vs plain \(s.fastVersusPlain), fast vs reference \(s.fastVersusReference)")
            }
        }
        return all.contains { $0.fastVersusPlain > 0 || $0.fastVersusReference > 0 } ? .failure : .success
    }
}
