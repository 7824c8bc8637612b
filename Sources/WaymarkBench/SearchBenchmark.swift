import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSearch

/// `waymark-bench search`: replays queries and every prefix of them, as if typed key by key,
/// and reports latency percentiles and the cold open time.
struct SearchBenchmark: WaymarkCommand {
    static let name = "search"
    static let summary = "Search latency over the golden queries typed key by key"
    static let discussion = """
        Replays the golden queries (or --queries FILE, one query per line, tab-separated fields
        after it ignored but near=LAT,LON) and every prefix of each as if typed key by key, and
        prints p50/p95/p99 latency overall and for 1-2 character prefixes, and the cold open.
        """
    struct Options: CommandOptions {
        var queries = Option.value("queries", "FILE", default: "Tests/WaymarkSearchTests/Fixtures/golden-queries.tsv", help: "the queries")
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    struct Figures: Encodable {
        var queries: Int
        var coldOpenMilliseconds: Double
        var all: Percentiles
        var shortPrefixes: Percentiles
        var slowest: [String]
    }

    struct Percentiles: Encodable {
        var count: Int
        var p50: Double
        var p95: Double
        var p99: Double
        var max: Double

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            func at(_ q: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * q).rounded(.down)))] }
            count = sorted.count; p50 = at(0.50); p95 = at(0.95); p99 = at(0.99); max = sorted.last ?? 0
        }
    }

    func run() throws -> ExitStatus {
        let file = try arguments[\.queries]
        let text: String
        do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw CommandFailure("cannot read the query file \(file): \(error.localizedDescription)")
        }
        var queries: [(String, Coordinate?)] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let full = fields.first, !full.isEmpty else { continue }
            var near: Coordinate?
            if fields.count > 3, let range = fields[3].range(of: "near=") {
                let parts = fields[3][range.upperBound...].split(separator: ";")[0].split(separator: ",").compactMap { Double($0) }
                if parts.count == 2 { near = Coordinate(latitude: parts[0], longitude: parts[1]) }
            }
            // Every prefix, as the field sees it while the traveller types.
            var typed = ""
            for character in full {
                typed.append(character)
                queries.append((typed, near))
            }
        }
        let url = GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])
        let openStart = DispatchTime.now()
        let search = try PlaceSearch(gazetteer: try Gazetteer(url: url))
        _ = try search.search(SearchQuery(text: "paris", limit: 10))
        let cold = Measure.milliseconds(since: openStart)

        var all: [Double] = [], short: [Double] = []
        var timed: [(Double, String)] = []
        for (query, near) in queries {
            let start = DispatchTime.now()
            _ = try search.search(SearchQuery(text: query, near: near, limit: 10))
            let ms = Measure.milliseconds(since: start)
            all.append(ms)
            if query.trimmingCharacters(in: .whitespaces).count <= 2 { short.append(ms) }
            timed.append((ms, query))
        }
        let figures = Figures(queries: queries.count, coldOpenMilliseconds: cold, all: Percentiles(all), shortPrefixes: Percentiles(short),
                              slowest: timed.sorted { $0.0 > $1.0 }.prefix(5).map { String(format: "%.2f ms '%@'", $0.0, $0.1) })
        if arguments[\.json] {
            try console.json(figures)
        } else {
            console.out("\(figures.queries) queries (\(file), every prefix typed key by key); cold open + first query \(String(format: "%.1f", cold)) ms")
            for (name, p) in [("all", figures.all), ("1-2 characters", figures.shortPrefixes)] {
                console.out(String(format: "  %@: n=%d p50 %.3f ms, p95 %.3f ms, p99 %.3f ms, max %.3f ms", name, p.count, p.p50, p.p95, p.p99, p.max))
            }
            console.out("  slowest: " + figures.slowest.joined(separator: "; "))
        }
        return .success
    }
}
