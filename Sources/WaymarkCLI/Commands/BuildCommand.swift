import Foundation
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkResolver
import WaymarkCommandKit

/// `waymark build`: build the gazetteer artifact and its audit from the fetched sources.
struct BuildCommand: WaymarkCommand {
    static let name = "build"
    static let summary = "Build the gazetteer from the fetched sources, with its audit"
    static let discussion = """
        Reads the sources unpacked by `waymark sources fetch`, builds the read-only SQLite
        gazetteer and writes beside it: PATH.sha256, the audit (.audit.json, .audit.txt) and the
        boundaries as GeoJSON (.countries.geojson, .regions.geojson). Every file is written to a
        temporary name and renamed, so an interrupted or failed build leaves the old artifact.
        The build fails if simplification changed an answer farther than its tolerance from a border.
        """
    struct Options: CommandOptions {
        var output = Option.value("gazetteer", "PATH", help: "where to write (default: $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite)")
        var lock = SourcesFetchCommand.lock
        var cache = SourcesFetchCommand.cache
        var productLayer = Option.value("product-layer", "FILE", default: "Data/product-layer.json", help: "Waymark's corrections")
        var withoutCitySections = Option.flag("without-city-sections",
                                              help: "build as if no place were a section of a city (a second build to diff against; docs/releases.md)")
        var json = Option.flag("json", help: "print the counts, audit outcome and sha256 as JSON")
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
    }

    struct Summary: Encodable {
        var artifact: String
        var sha256: String
        var counts: AuditReport.Counts
        var regionDecisions: [String: Int]
        var citiesOutside: [String: Int]
        var simplification: [String: Int]
        var audit: String
    }

    func run() throws -> ExitStatus {
        let lock = try SourceLock.load(url: URL(fileURLWithPath: try arguments[\.lock]))
        let cache = try arguments[\.cache].map { URL(fileURLWithPath: $0) } ?? SourceFetcher.defaultCache()
        let tree = SourceTree(root: cache.appendingPathComponent("sources"), lock: lock)
        let artifact = GazetteerLocation.resolve(explicitPath: try arguments[\.output])
        try FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
        let progress = BuildProgress(output: console.err)
        let inputs = try InputLoader(tree: tree, productLayerURL: URL(fileURLWithPath: try arguments[\.productLayer]),
                                     progress: progress).load()
        var builder = GazetteerBuilder(placeCities: CityMembership.placements)
        builder.progress = progress
        builder.findsCitySections = !arguments[\.withoutCitySections]
        let result = try builder.build(inputs, to: artifact)
        let r = result.report
        if arguments[\.json] {
            try console.json(Summary(artifact: artifact.path, sha256: result.sha256, counts: r.counts, regionDecisions: r.decisionCounts,
                                     citiesOutside: r.citiesOutsideCounts, simplification: r.simplificationChecks,
                                     audit: result.outputs.auditSummary.path))
        } else {
            let c = r.counts
            console.out("""
                built \(artifact.path)
                  sha256 \(result.sha256)
                  \(c.continents) continents, \(c.countries) countries, \(c.regions) regions, \(c.cities) cities, \(c.airports) airports
                  \(c.countryPolygons) country and \(c.regionPolygons) region polygons; audit: \(result.outputs.auditSummary.path)
                """)
        }
        return .success
    }
}
