import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotoImport
import WaymarkResolver
import WaymarkCommandKit

/// `waymark import`: things brought into the atlas.
struct ImportCommand: WaymarkCommand {
    static let name = "import"
    static let summary = "Index photos, import travel histories (flight logs, GPX, Google), or read an export back"
    static let discussion = """
        `waymark import FILE...` detects each travel history's format; `flights`, `gpx` and
        `google` name it. Each travel-history file is one import that `list` shows and `remove`
        takes back.
        """
    static let subcommands: [any WaymarkCommand.Type] = [
        ImportAtlasCommand.self, ImportPhotosCommand.self, ImportFlightsCommand.self, ImportGPXCommand.self,
        ImportGoogleCommand.self, ImportListCommand.self, ImportRemoveCommand.self,
    ]
    static let operandCommand: (any WaymarkCommand.Type)? = ImportDetectedCommand.self
    let io: CommandIO<NoOptions>
}

/// `waymark import atlas FILE`
struct ImportAtlasCommand: WaymarkCommand {
    static let name = "atlas"
    static let summary = "Read a `waymark export` file back into the atlas"
    static let operands = ["FILE"]
    static let discussion = """
        Reads a `waymark export` file back into the atlas in one transaction, adding what is not
        there yet, and says how much was added. The whole file is checked first and nothing is
        written if any of it is wrong: an unknown format or a newer version, dates before 1900 or
        after next year, coordinates off the globe, times that are not times, evidence naming
        places the file does not describe. Each problem is named.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one export FILE") }
    }

    func run() throws -> ExitStatus {
        let target = arguments.positionals[0]
        // Everything is checked before the atlas is opened: a bad file creates or changes nothing.
        // A file is checked as a stream before it is read whole: a 200 MB name is refused in
        // bounded memory.
        let export: AtlasExport
        do {
            if Self.isRegularFile(target) {
                try AtlasExport.checkShape(ofFileAt: URL(fileURLWithPath: target))
            }
            let data = try InputFile.read(target)
            export = try AtlasExport.read(data)
            let problems = export.problems()
            guard problems.isEmpty else { throw AtlasStore.InvalidExport(problems: problems) }
        } catch let invalid as AtlasStore.InvalidExport {
            throw CommandFailure("\(target): \(invalid)")
        }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let recorded = try atlas.recordedGazetteer()
        let added = try atlas.importExport(export)
        // An export resolved with another gazetteer build imports whole; the user is told, as its
        // places keep the names that build gave them until `atlas rebase`.
        if let theirs = export.gazetteer, let ours = recorded ?? Gazetteer.identity(at: GazetteerLocation.resolve(explicitPath: nil)), theirs != ours {
            console.err("note: the export was resolved with gazetteer \(theirs.prefix(12)), this atlas with \(ours.prefix(12)); "
                        + "`waymark atlas check` shows what the gazetteer in use would change, `waymark atlas rebase` applies it")
        }
        if arguments[\.json] {
            try console.json(added)
        } else {
            console.out("added \(added.places) places, \(added.marks) marks, \(added.evidence) days of evidence, \(added.photos) photos, "
                        + "\(added.imports) travel imports, \(added.flights) flights, \(added.books) books, \(added.stamps) stamps "
                        + "(the file lists \(export.places.count), \(export.marks.count), \(export.evidence.count), \(export.photos.count), "
                        + "\(export.imports?.count ?? 0), \(export.flights?.count ?? 0), \(export.books?.count ?? 0), \(export.stamps?.count ?? 0))")
        }
        return .success
    }
}

extension ImportAtlasCommand {
    /// A FIFO or standard input can be read once only: only a regular file is checked first.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

/// `waymark import photos DIR`
struct ImportPhotosCommand: WaymarkCommand {
    static let name = "photos"
    static let summary = "Index a folder of photos: GPS and capture time, resolved, one day of presence each"
    static let operands = ["DIR"]
    static let discussion = """
        Reads GPS position and capture time from the metadata of every JPEG, HEIC/HEIF, TIFF and
        raw-in-TIFF file under DIR (pixels are never decoded), resolves each position and records a
        day of presence per photo. Unchanged files are skipped on the next run; changed or deleted
        ones update the index. Work is committed in batches, so an interrupted import loses nothing
        already committed and a rerun completes it. Files that cannot be used (corrupt, empty, not
        images, unreadable, over 2 GB, symbolic links, unreadable folders) are skipped: each is
        named on standard error with its reason, then the count, also on later runs while it stays
        unchanged. A photo without GPS is not skipped: it is indexed (with its day, if it has a
        date). Progress goes to standard error: a bar on a terminal, periodic lines in a pipe.

        Exit status: 0 every file was used; 1 an error (no folder, no gazetteer); 2 bad usage;
        3 some files were skipped (everything else was indexed).
        """
    typealias Options = AtlasGazetteerJSONOptions

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one photo folder DIR") }
    }

    func run() throws -> ExitStatus {
        let context = try AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let atlas = try context.atlas()
        AtlasContext.noteGazetteer(atlas: atlas, gazetteer: gazetteer, console: console)
        let importer = PhotoImporter(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer),
                                     namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity,
                                     progress: ImportProgress(write: console.err))
        let summary = try importer.importFolder(URL(fileURLWithPath: arguments.positionals[0]))
        if arguments[\.json] { try console.json(summary) } else { console.out(summary.description) }
        guard summary.isPartial else { return .success }
        for file in summary.skippedFiles { console.err("\(file.path): skipped: \(file.reason)") }
        console.err("\(summary.skippedFiles.count) file(s) skipped")
        return .partialBatch
    }
}
