import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotos
import WaymarkResolver

/// `waymark import atlas FILE` and `waymark import photos DIR`.
struct ImportCommand: WaymarkCommand {
    static let name = "import"
    static let summary = "Read an exported atlas back, or index a folder of photos"
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
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 2, ["atlas", "photos"].contains(arguments.positionals[0]) else {
            throw Arguments.UsageError("expected `waymark import atlas FILE` or `waymark import photos DIR`")
        }
    }

    func run() throws -> Int32 {
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
