import Foundation
import WaymarkGazetteer
import WaymarkGazetteerBuild
import WaymarkResolver

/// `waymark build`: build the gazetteer artifact and its audit from the fetched sources.
struct BuildCommand: WaymarkCommand {
    static let name = "build"
    static let summary = "Build the gazetteer from the fetched sources, with its audit"
    static let help = """
        Usage: waymark build [--gazetteer PATH] [--lock FILE] [--cache DIR] [--product-layer FILE] [--json]

        Reads the sources unpacked by `waymark sources fetch`, builds the read-only SQLite
        gazetteer and writes beside it: PATH.sha256, the audit (.audit.json, .audit.txt) and the
        boundaries as GeoJSON (.countries.geojson, .regions.geojson). Every file is written to a
        temporary name and renamed, so an interrupted or failed build leaves the old artifact.
        The build fails if simplification changed an answer farther than its tolerance from a border.

          --gazetteer PATH      where to write (default: $WAYMARK_GAZETTEER, else ~/.local/share/waymark/gazetteer.sqlite)
          --lock FILE           the lock file (default: sources.lock.json)
          --cache DIR           the source cache (default: $WAYMARK_CACHE, else ~/.cache/waymark)
          --product-layer FILE  Waymark's corrections (default: Data/product-layer.json)
          --json                print the counts, audit outcome and sha256 as JSON
        """
    static let valueOptions: Set<String> = ["gazetteer", "lock", "cache", "product-layer"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError("unexpected argument '\(arguments.positionals[0])'") }
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

    func run() throws -> Int32 {
        let lock = try SourceLock.load(url: URL(fileURLWithPath: arguments.value("lock") ?? "sources.lock.json"))
        let cache = arguments.value("cache").map { URL(fileURLWithPath: $0) } ?? SourceFetcher.defaultCache()
        let tree = SourceTree(root: cache.appendingPathComponent("sources"), lock: lock)
        let artifact = GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer"))
        try FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
        let progress = BuildProgress(output: console.err)
        let inputs = try InputLoader(tree: tree, productLayerURL: URL(fileURLWithPath: arguments.value("product-layer") ?? "Data/product-layer.json"),
                                     progress: progress).load()
        var builder = GazetteerBuilder(placeCities: CityMembership.differences)
        builder.progress = progress
        let result = try builder.build(inputs, to: artifact)
        let r = result.report
        if arguments.flag("json") {
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
        return ExitStatus.success
    }
}
