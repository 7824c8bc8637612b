import WaymarkAtlas
import WaymarkCommandKit

/// `waymark stamp remove ID`
struct StampRemove: WaymarkCommand {
    static let name = "remove"
    static let summary = "Remove a stamp and its day of presence"
    static let operands = ["ID"]
    static let discussion = """
        Removes the stamp and its day of presence; other evidence for the same places stays.
        Exits 1 if there is no such stamp. The image file is never touched.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1, Int(arguments.positionals[0]) != nil else { throw UsageError("give one stamp number: stamp remove ID") }
    }

    func run() throws -> ExitStatus {
        let id = Int(arguments.positionals[0])!
        let atlas = try AtlasContext(arguments: arguments).atlas(.readWriteExisting)
        do { try atlas.removeStamp(id) } catch let error as AtlasStore.StampError { throw CommandFailure("\(atlas.url.path): \(error)") }
        console.out("removed stamp #\(id)")
        return .success
    }
}
