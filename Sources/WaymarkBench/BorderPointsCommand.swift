import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples

/// `waymark-bench border-points`
struct BorderPointsCommand: WaymarkCommand {
    static let name = "border-points"
    static let summary = "Seeded points near country and region borders (how the resolver tests' reference set was drawn)"
    static let discussion = """
        Prints seeded points within 1 km of country and region borders as
        "lat<TAB>lon<TAB>label" lines.
        """
    static let count = Option.value("count", "N", help: "how many points (default 400, half near country borders)")
    static let seed = Option.value("seed", "N", help: "the seed (default 1)")
    static let options: [Option] = [count, seed, .gazetteer]

    let io: CommandIO

    func run() throws -> ExitStatus {
        let count = try arguments.int(Self.count, in: 1...Int.max) ?? 400
        let seed = UInt64(try arguments.int(Self.seed, in: 0...Int.max) ?? 1)
        let resolver = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer))))
        for (p, level) in try Self.labelledBorderPoints(resolver, count: count, seed: seed) {
            console.out("\(p.latitude)\t\(p.longitude)\t\(level == 0 ? "country" : "region") border")
        }
        return .success
    }

    /// Seeded points within 1 km of the stored country and region borders, half each.
    static func labelledBorderPoints(_ resolver: FastResolver, count: Int, seed: UInt64) throws -> [(Coordinate, level: Int)] {
        try (0..<2).flatMap { level in
            SampleCoordinates.nearBorders(of: try resolver.storedPolygons(level: level), count: count / 2, seed: seed + UInt64(level), offsetMeters: 1000).map { ($0, level) }
        }
    }
}
