import Foundation
import WaymarkCLI
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

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
        let resolver = try FastResolver(gazetteer: try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value(.gazetteer))))
        let count = try arguments.int(Self.count) ?? 400
        let seed = UInt64(try arguments.int(Self.seed) ?? 1)
        for level in 0..<2 {
            let points = SampleCoordinates.nearBorders(of: try resolver.storedPolygons(level: level), count: count / 2, seed: seed + UInt64(level), offsetMeters: 1000)
            for p in points { console.out("\(p.latitude)\t\(p.longitude)\t\(level == 0 ? "country" : "region") border") }
        }
        return .success
    }
}
