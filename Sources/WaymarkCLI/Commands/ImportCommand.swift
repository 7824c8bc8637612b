import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotos
import WaymarkResolver

/// `waymark import`: things brought into the atlas.
struct ImportCommand: WaymarkCommand {
    static let name = "import"
    static let summary = "Read an exported atlas back, or index a folder of photos"
    static let subcommands: [any WaymarkCommand.Type] = [ImportAtlasCommand.self, ImportPhotosCommand.self]
    let io: CommandIO
}

/// `waymark import atlas FILE`
struct ImportAtlasCommand: WaymarkCommand {
    static let name = "atlas"
    static let summary = "Read a `waymark export` file back into the atlas"
    static let operands = ["FILE"]
    static let discussion = """
        Reads a `waymark export` file back into the atlas in one transaction, adding what is not
        there yet.
        """
    static let options: [Option] = [.atlas]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one export FILE") }
    }

    func run() throws -> ExitStatus {
        let target = arguments.positionals[0]
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: target)) } catch {
            throw CommandFailure("cannot read \(target): \(error.localizedDescription)")
        }
        let export: AtlasExport
        do { export = try AtlasExport.decoder().decode(AtlasExport.self, from: data) } catch {
            throw CommandFailure("\(target) is not a Waymark atlas export: \(error)")
        }
        try AtlasContext(arguments: arguments).atlas().importExport(export)
        console.out("imported \(export.places.count) places, \(export.marks.count) marks, \(export.evidence.count) days of evidence, \(export.photos.count) photos")
        return .success
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
        images, unreadable, over 2 GB, symbolic links) are counted with a reason and skipped.
        Progress goes to standard error: a bar on a terminal, periodic lines in a pipe. Exit status
        0 also when some files were skipped.
        """
    static let options: [Option] = [.atlas, .gazetteer, .json]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one photo folder DIR") }
    }

    func run() throws -> ExitStatus {
        let context = AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let importer = PhotoImporter(atlas: try context.atlas(), resolver: try FastResolver(gazetteer: gazetteer),
                                     lookup: try gazetteer.makeLookup(), gazetteerIdentity: AtlasContext.identity(of: gazetteer),
                                     progress: ImportProgress(write: console.err))
        let summary = try importer.importFolder(URL(fileURLWithPath: arguments.positionals[0]))
        if arguments.flag(.json) { try console.json(summary) } else { console.out(summary.description) }
        return .success
    }
}
