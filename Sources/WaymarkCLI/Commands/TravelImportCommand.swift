import Foundation
import WaymarkAtlas
import WaymarkImports
import WaymarkPhotos

extension ExitStatus {
    /// A batch ran, but some of its input was refused or a file stopped early.
    static let partialBatch: Int32 = 3
}

/// The travel-history forms of `waymark import`: `flights|gpx|google FILE...`, a bare `FILE...`
/// (format detected), `list` and `remove ID`.
struct TravelImportCommand {
    let io: CommandIO
    var arguments: Arguments { io.arguments }
    var console: Console { io.console }

    static let kinds = Set(TravelHistoryKind.allCases.map(\.rawValue))

    func run() throws -> Int32 {
        let words = arguments.positionals
        switch words[0] {
        case "list": return try list()
        case "remove": return try remove(words)
        default:
            let kind = TravelHistoryKind(rawValue: words[0])
            let files = kind == nil ? words : Array(words.dropFirst())
            guard !files.isEmpty else { throw Arguments.UsageError("give at least one file to import") }
            return try importFiles(files, kind: kind)
        }
    }

    func importFiles(_ files: [String], kind: TravelHistoryKind?) throws -> Int32 {
        let context = AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let importer = TravelImporter(atlas: try context.atlas(), gazetteer: gazetteer, gazetteerIdentity: AtlasContext.identity(of: gazetteer),
                                      progress: ImportProgress(write: console.err))
        var summaries: [TravelImportSummary] = []
        var status = ExitStatus.success
        var failed = false
        for file in files {
            let summary: TravelImportSummary
            do { summary = try importer.importFile(URL(fileURLWithPath: file).standardizedFileURL, as: kind) } catch {
                // One bad file does not stop the others; the batch then exits 1.
                console.err("waymark import: \(file): \(error)")
                failed = true
                continue
            }
            summaries.append(summary)
            for problem in summary.problems { console.err("\(problem.location): \(problem.reason): \(problem.value)") }
            if summary.isPartial {
                status = ExitStatus.partialBatch
                let counts = summary.rejected.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
                console.err("\(file): " + (counts.isEmpty ? "" : "rejected " + counts.joined(separator: ", "))
                            + (summary.stoppedAt.map { (counts.isEmpty ? "" : "; ") + "stopped early at \($0)" } ?? ""))
            }
            if !arguments.flag("json") { console.out(summary.description) }
        }
        if arguments.flag("json") { try console.json(summaries) }
        return failed ? ExitStatus.failure : status
    }

    func list() throws -> Int32 {
        let imports = try AtlasContext(arguments: arguments).atlas().imports()
        if arguments.flag("json") { try console.json(imports); return ExitStatus.success }
        if imports.isEmpty { console.out("no imports"); return ExitStatus.success }
        for record in imports {
            let state = record.finishedAt == nil ? "interrupted" : "complete"
            console.out("\(record.id)  \(record.format)  \(state)  \(record.pointsRead) read, \(record.evidence) place-days, "
                        + "\(record.flights) flights, \(record.rejected) rejected  \(record.file)")
        }
        return ExitStatus.success
    }

    func remove(_ words: [String]) throws -> Int32 {
        guard words.count == 2, let id = Int(words[1]) else { throw Arguments.UsageError("expected `waymark import remove ID` (see `waymark import list`)") }
        guard let record = try AtlasContext(arguments: arguments).atlas().removeImport(id) else {
            console.err("waymark import: no import \(id) (see `waymark import list`)")
            return ExitStatus.failure
        }
        if arguments.flag("json") { try console.json(record) } else {
            console.out("removed import \(id) (\(record.file)): \(record.evidence) place-days, \(record.flights) flights")
        }
        return ExitStatus.success
    }
}
