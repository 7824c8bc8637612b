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
    struct Options: CommandOptions {
        var count = Option.int("count", default: 400, in: 1...Int.max, help: "how many points, half near country borders")
        var seed = Option.int("seed", default: 1, in: 0...Int.max, help: "the seed")
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let count = try arguments[\.count]
        let seed = UInt64(try arguments[\.seed])
        let resolver = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])))
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
