import Foundation
import WaymarkGazetteer
import WaymarkBatch
import WaymarkCommandKit
import WaymarkGazetteerDiff
import WaymarkGeo
import WaymarkTextInput

/// `waymark diff OLD NEW`: what a new gazetteer build changes.
struct DiffCommand: WaymarkCommand {
    static let name = "diff"
    static let summary = "Compare two gazetteer builds: sources, places, boundaries and the answers they give"
    static let operands = ["OLD", "NEW"]
    static let discussion = """
        Compares the gazetteer OLD with NEW: the pinned sources of each; places added, removed,
        renamed, moved more than 1 km and re-parented, by kind and country; polygons whose area
        changed by more than 0.1% and audit decisions that changed; and the answers both give for
        every city point, 20,000 points by the borders, a seeded set of land points and, with
        --points, your own coordinates, counted by the level that changed, with the largest
        transitions and examples. Reads both files only. See docs/releases.md.
        """
    struct Options: CommandOptions {
        var json = Option.json
        var markdown = Option.flag("markdown", help: "print release notes in Markdown")
        var points = Option.value("points", "FILE", help: "your coordinates too (CSV lat,lon, JSON Lines or GeoJSON, as `resolve --input`)")
        var geojson = Option.value("geojson", "FILE", help: "write every changed point as GeoJSON, with both answers")
        var land = Option.int("land-points", "N", default: GazetteerDiff.Options().landPoints, in: 0...100_000_000,
                              help: "seeded land points to resolve (0 for none)")
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 2 else {
            throw UsageError("expected two gazetteers, OLD and NEW, got \(arguments.positionals.count) argument(s)")
        }
        _ = try arguments[\.land]
        if arguments[\.json] && arguments[\.markdown] { throw UsageError("--json and --markdown cannot be combined") }
    }

    func run() throws -> ExitStatus {
        let old = try Gazetteer(url: URL(fileURLWithPath: arguments.positionals[0]))
        let new = try Gazetteer(url: URL(fileURLWithPath: arguments.positionals[1]))
        var options = GazetteerDiff.Options()
        options.landPoints = try arguments[\.land]
        let geojsonPath = try arguments[\.geojson], pointsPath = try arguments[\.points]
        let sink = try geojsonPath.map { try ChangedPointsGeoJSON(url: URL(fileURLWithPath: $0)) }
        options.changedPoints = sink
        let console = console
        options.progress = { console.err("diff: \($0)") }
        var rejected = 0
        if let path = pointsPath {
            let reader = UserPointReader(reader: try RecordReader(path: path, format: nil, columns: BatchResolution.columns))
            options.userPoints = {
                try reader.next { line, reason in rejected += 1; console.err("\(reader.name):\(line): rejected: \(reason)") }
            }
        }
        let report: DiffReport
        do { report = try GazetteerDiff(old: old, new: new).run(options) } catch {
            sink?.abandon()
            throw error
        }
        try sink?.finish()
        if arguments[\.json] {
            try console.json(report)
        } else if arguments[\.markdown] {
            console.out(ReleaseNotes.markdown(report))
        } else {
            Self.summary(report, console)
        }
        if let sink { console.err("\(sink.features) changed point(s) written to \(geojsonPath ?? "")") }
        if rejected > 0 {
            console.err("\(rejected) row(s) of \(pointsPath ?? "") rejected")
            return .partialBatch
        }
        return .success
    }

    static func summary(_ report: DiffReport, _ console: Console) {
        console.out("old \(report.old.gazetteer) (\(report.old.path))")
        console.out("new \(report.new.gazetteer) (\(report.new.path))")
        let changedSources = report.sources.filter(\.changed).map(\.name)
        console.out("sources: " + (changedSources.isEmpty ? "the same \(report.sources.count)" : "changed \(changedSources.joined(separator: ", "))"))
        let c = report.places.counts
        console.out("places: \(c.added) added, \(c.removed) removed, \(c.renamed) renamed, \(c.moved) moved > 1 km, \(c.reparented) re-parented")
        console.out("boundaries: \(report.boundaries.areaChanged.count) area changes > 0.1%, \(report.boundaries.decisionsChanged.count) decisions changed")
        for set in report.answers {
            let levels = AnswerLevel.allCases.compactMap { level in set.byLevel[level].map { "\(level) \($0)" } }
            console.out("answers, \(set.set): \(set.changed) of \(set.points) changed" + (levels.isEmpty ? "" : " (\(levels.joined(separator: ", ")))"))
            if let s = set.sections {
                console.out("  city: \(s.answeringTheirCityAfter) of \(s.points) section points now answer their city (\(s.answeringTheirCityBefore) before)")
            }
            for t in ReleaseNotes.notable(set.transitions).prefix(5) { console.out("  " + ReleaseNotes.describe(t)) }
        }
    }
}

/// The user's points for `diff --points`, a block at a time; a row that is not a coordinate is
/// reported and counted, never silently dropped.
final class UserPointReader {
    let reader: RecordReader
    var name: String { reader.name }
    private var done = false
    /// Where `;` separates fields, the comma is the decimal mark; known once the first row is read.
    private var decimalComma: Bool?

    init(reader: RecordReader) { self.reader = reader }

    func next(rejecting: (Int, String) -> Void) throws -> [Coordinate]? {
        guard !done else { return nil }
        var block: [Coordinate] = []
        while block.count < BatchResolution.blockSize {
            do {
                guard try reader.nextValues({ line, values in
                    guard let lat = values[0], let lon = values[1] else { throw RejectedRecord(line: line, reason: "expected lat and lon") }
                    if self.decimalComma == nil { self.decimalComma = reader.format == .csv && reader.separator == ";" }
                    do { block.append(try CoordinateParser.parse(lat, lon, decimalComma: self.decimalComma!)) } catch {
                        throw RejectedRecord(line: line, reason: "\(error)")
                    }
                }) else { done = true; break }
            } catch let row as RejectedRecord {
                rejecting(row.line, row.reason)
            }
        }
        return block.isEmpty && done ? nil : block
    }
}
