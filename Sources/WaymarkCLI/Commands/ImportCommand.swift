import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotos
import WaymarkResolver

/// `waymark import atlas FILE` and `waymark import photos DIR`.
struct ImportCommand: WaymarkCommand {
    static let name = "import"
    static let summary = "Index photos, import travel histories (flight logs, GPX, Google), or read an export back"
    static let help = """
        Usage: waymark import atlas FILE [--atlas PATH]
               waymark import photos DIR [--atlas PATH] [--gazetteer PATH] [--json]

        `atlas` reads a `waymark export` file back into the atlas in one transaction, adding what is
        not there yet.

        `photos` reads GPS position and capture time from the metadata of every JPEG, HEIC/HEIF,
        TIFF and raw-in-TIFF file under DIR (pixels are never decoded), resolves each position and
        records a day of presence per photo. Unchanged files are skipped on the next run; changed
        or deleted ones update the index. Work is committed in batches, so an interrupted import
        loses nothing already committed and a rerun completes it. Files that cannot be used
        (corrupt, empty, not images, unreadable, over 2 GB, symbolic links) are counted with a
        reason and skipped. Progress goes to standard error: a bar on a terminal, periodic lines in
        a pipe. Exit status 0 also when some files were skipped.

        Travel histories (see docs/imports.md):
               waymark import flights|gpx|google FILE... [--atlas PATH] [--gazetteer PATH] [--json]
               waymark import FILE... [--atlas PATH] [--gazetteer PATH] [--json]
               waymark import list [--atlas PATH] [--json]
               waymark import remove ID [--atlas PATH] [--json]

        `flights` reads OpenFlights, myFlightradar24 and Flighty CSV exports: each airport is matched
        by IATA or ICAO code, the departure airport counts on the local departure date, the arrival
        airport on the local arrival date, and the flight is stored with its great-circle distance.
        `gpx` reads GPX 1.0/1.1 track points, route points and waypoints; `google` reads Google
        location history (Records.json, semantic YYYY_MONTH.json, Android Timeline.json, iOS
        location-history.json). A bare FILE has its format detected. Days are local: each point's
        UTC instant is read on the clock of the city it resolves to.
        Each file is one import, known by its sha256: the same file twice adds nothing, and an
        interrupted import is completed by running it again. `list` shows the imports; `remove ID`
        takes back one import's days and flights and nothing else.
        Refused values (times before 1900 or after next year, coordinates off the globe, unknown
        airport codes, points without a time, a damaged file's unread rest) are listed on standard
        error with file and line or JSON path, counted, and the good rows kept; the exit status is
        then 3. A progress line goes to standard error.
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard let first = arguments.positionals.first else {
            throw Arguments.UsageError("expected `waymark import atlas FILE`, `photos DIR`, `flights|gpx|google FILE...`, `FILE...`, `list` or `remove ID`")
        }
        if ["atlas", "photos"].contains(first), arguments.positionals.count != 2 {
            throw Arguments.UsageError("expected `waymark import \(first) \(first == "atlas" ? "FILE" : "DIR")`")
        }
    }

    func run() throws -> Int32 {
        guard ["atlas", "photos"].contains(arguments.positionals[0]) else { return try TravelImportCommand(io: io).run() }
        let context = AtlasContext(arguments: arguments)
        let target = arguments.positionals[1]
        if arguments.positionals[0] == "atlas" {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: target)) } catch {
                throw Arguments.UsageError("cannot read \(target): \(error.localizedDescription)")
            }
            let export: AtlasExport
            do { export = try JSONDecoder().decode(AtlasExport.self, from: data) } catch {
                throw Arguments.UsageError("\(target) is not a Waymark atlas export: \(error)")
            }
            try context.atlas().importExport(export)
            console.out("imported \(export.places.count) places, \(export.marks.count) marks, \(export.evidence.count) days of evidence, \(export.photos.count) photos")
            return ExitStatus.success
        }
        let gazetteer = try context.gazetteer()
        let importer = PhotoImporter(atlas: try context.atlas(), resolver: try FastResolver(gazetteer: gazetteer),
                                     lookup: try gazetteer.makeLookup(), gazetteerIdentity: AtlasContext.identity(of: gazetteer),
                                     progress: ImportProgress(write: console.err))
        let summary = try importer.importFolder(URL(fileURLWithPath: target))
        if arguments.flag("json") { try console.json(summary) } else { console.out(summary.description) }
        return ExitStatus.success
    }
}
