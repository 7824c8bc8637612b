import Foundation
import WaymarkAtlas
import WaymarkTravelImport
import WaymarkPhotoImport
import WaymarkCommandKit

/// What the travel-history imports share: `waymark import flights|gpx|google FILE...` and the
/// bare `waymark import FILE...`, whose format is detected.
protocol TravelImportFiles: WaymarkCommand where Options == TravelImportOptions {
    /// Nil: detect each file's kind from its name, else its first bytes.
    static var kind: TravelHistoryKind? { get }
}

extension TravelImportFiles {
    static var operands: [String] { ["FILE..."] }
    static func validate(_ arguments: Arguments<Options>) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError("give at least one file to import") }
    }

    /// Imports each file as its own import. A file that cannot be imported at all is named and
    /// the others still run (exit 1); refused values are listed with their place in the file,
    /// counted per file, and the good rows kept (exit 3).
    func run() throws -> ExitStatus {
        let context = try AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let atlas = try context.atlas()
        AtlasContext.noteGazetteer(atlas: atlas, gazetteer: gazetteer, console: console)
        let importer = TravelImporter(atlas: atlas, gazetteer: gazetteer, gazetteerIdentity: gazetteer.identity,
                                      progress: ImportProgress(write: console.err))
        var summaries: [TravelImportSummary] = []
        var status = ExitStatus.success
        var failed = 0
        for file in arguments.positionals {
            let summary: TravelImportSummary
            do { summary = try importer.importFile(URL(fileURLWithPath: file).standardizedFileURL, as: Self.kind) } catch {
                console.err("\(file): \(error)")
                failed += 1
                continue
            }
            summaries.append(summary)
            for problem in summary.problems { console.err("\(problem.location): \(problem.reason): \(problem.value)") }
            if summary.isPartial {
                status = .partialBatch
                let counts = summary.rejected.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key)" }
                console.err("\(file): " + (counts.isEmpty ? "" : "rejected " + counts.joined(separator: ", "))
                            + (summary.stoppedAt.map { (counts.isEmpty ? "" : "; ") + "stopped early at \($0)" } ?? ""))
            }
            if !arguments[\.json] { console.out(summary.description) }
        }
        if arguments[\.json] { try console.json(summaries) }
        guard failed == 0 else {
            console.err("\(failed) of \(arguments.positionals.count) files could not be imported")
            return .failure
        }
        return status
    }
}

struct TravelImportOptions: AtlasAndGazetteerOptions {
    var atlas = Option.atlas
    var gazetteer = Option.gazetteer
    var json = Option.json
}

/// The part of the help every travel import shares.
enum TravelImportHelp {
    static let common = """
        Each file is one import, known by its sha256: the same file twice adds nothing, and an
        interrupted import is completed by running it again (`waymark import list`, `remove ID`).
        Days are local: each point's UTC instant is read on the clock of the city it resolves to.
        Refused values (times before 1900 or after next year, coordinates off the globe, unknown
        airport codes, points without a time, a damaged file's unread rest) are listed on standard
        error with file and line or JSON path, counted, and the good rows kept; the exit status is
        then 3. A file that cannot be read at all is named, the others still run, and the exit
        status is 1. A progress line goes to standard error. See docs/imports.md.
        """
}

/// `waymark import flights FILE...`
struct ImportFlightsCommand: TravelImportFiles {
    static let name = "flights"
    static let summary = "Flight logs (OpenFlights, myFlightradar24, Flighty CSV): airport days and flights"
    static let kind: TravelHistoryKind? = .flights
    static let discussion = """
        Each airport is matched by IATA or ICAO code; the departure airport counts on the local
        departure date, the arrival airport on the local arrival date, and the flight is stored
        with its great-circle distance.
        """ + "\n\n" + TravelImportHelp.common
    let io: CommandIO<TravelImportOptions>
}

/// `waymark import gpx FILE...`
struct ImportGPXCommand: TravelImportFiles {
    static let name = "gpx"
    static let summary = "GPX 1.0/1.1 tracks, routes and waypoints as days of presence"
    static let kind: TravelHistoryKind? = .gpx
    static let discussion = """
        Reads track points, route points and waypoints with their times; a file without times
        adds no days and says so.
        """ + "\n\n" + TravelImportHelp.common
    let io: CommandIO<TravelImportOptions>
}

/// `waymark import google FILE...`
struct ImportGoogleCommand: TravelImportFiles {
    static let name = "google"
    static let summary = "Google location history (Records.json, YYYY_MONTH.json, Timeline.json, location-history.json)"
    static let kind: TravelHistoryKind? = .google
    static let discussion = """
        Reads the four published shapes, streamed with bounded memory: Records.json, the semantic
        YYYY_MONTH.json, Android's Timeline.json and iOS's location-history.json.
        """ + "\n\n" + TravelImportHelp.common
    let io: CommandIO<TravelImportOptions>
}

/// `waymark import FILE...`: what `import` runs when its first word is not a subcommand.
struct ImportDetectedCommand: TravelImportFiles {
    static let name = "FILE"
    static let summary = "A travel history whose format is detected"
    static let kind: TravelHistoryKind? = nil
    static let discussion = """
        Each file's format is detected from its name (.gpx, .csv, .json), else from its first
        bytes (`<` GPX, `{` or `[` Google location history, else a flight-log CSV).
        """ + "\n\n" + TravelImportHelp.common
    let io: CommandIO<TravelImportOptions>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard let first = arguments.positionals.first else { throw UsageError("give at least one file to import") }
        // A bare word that is no file is far likelier a mistyped subcommand than a file name.
        if !first.contains("/"), !first.contains("."), !FileManager.default.fileExists(atPath: first) {
            var names: [String] = []
            for command in ImportCommand.subcommands { names.append(command.name) }
            throw UsageError("'\(first)' is neither a subcommand (\(names.joined(separator: ", "))) nor a file")
        }
    }
}

/// `waymark import list`
struct ImportListCommand: WaymarkCommand {
    static let name = "list"
    static let summary = "The travel-history imports in the atlas, oldest first"
    static let discussion = """
        One line per import: its ID (for `waymark import remove`), format, whether it finished,
        what it read and holds, and the file. An interrupted import is completed by importing the
        same file again. Reads the atlas only.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
        var json = Option.json
    }
    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let imports = try AtlasContext(arguments: arguments).atlas(.readOnly).imports()
        if arguments[\.json] { try console.json(imports); return .success }
        if imports.isEmpty { console.out("no imports"); return .success }
        for record in imports {
            let state = record.finishedAt == nil ? "interrupted" : "complete"
            console.out("\(record.id)  \(record.format)  \(state)  \(record.pointsRead) read, \(record.evidence) place-days, "
                        + "\(record.flights) flights, \(record.rejected) rejected  \(record.file)")
        }
        return .success
    }
}

/// `waymark import remove ID`
struct ImportRemoveCommand: WaymarkCommand {
    static let name = "remove"
    static let summary = "Take back one travel-history import: its days and flights, nothing else"
    static let operands = ["ID"]
    static let discussion = """
        Removes the evidence and flights of import ID (see `waymark import list`) and its record;
        marks, photos and other imports are untouched. Exits 1 if there is no such import.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
        var json = Option.json
    }
    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1, Int(arguments.positionals[0]) != nil else {
            throw UsageError("give one import ID (a number; see `waymark import list`)")
        }
    }

    func run() throws -> ExitStatus {
        let id = Int(arguments.positionals[0])!
        guard let record = try AtlasContext(arguments: arguments).atlas(.readWriteExisting).removeImport(id) else {
            throw CommandFailure("no import \(id) in the atlas (see `waymark import list`)")
        }
        if arguments[\.json] { try console.json(record) } else {
            console.out("removed import \(id) (\(record.file)): \(record.evidence) place-days, \(record.flights) flights")
        }
        return .success
    }
}
