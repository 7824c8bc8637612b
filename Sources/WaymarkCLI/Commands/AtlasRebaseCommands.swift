import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotos
import WaymarkResolver
import WaymarkCommandKit

/// What `atlas check` and `atlas rebase` take.
struct AtlasRebaseOptions: AtlasAndGazetteerOptions {
    var json = Option.json
    var atlas = Option.atlas
    var gazetteer = Option.gazetteer
}

/// `waymark atlas check|rebase`: what a gazetteer build changes in this atlas, and applying it.
struct AtlasCommand: WaymarkCommand {
    static let name = "atlas"
    static let summary = "What the gazetteer in use changes in your atlas (check), and applying it (rebase)"
    static let subcommands: [any WaymarkCommand.Type] = [AtlasCheck.self, AtlasRebase.self]
    let io: CommandIO<NoOptions>
}

/// The two share everything but whether they write.
private enum AtlasRebaseRun {
    static func run(_ arguments: Arguments<AtlasRebaseOptions>, _ console: Console, apply: Bool) throws -> ExitStatus {
        let context = try AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let atlas = try context.atlas(apply ? .readWriteExisting : .readOnly)
        let rebase = PhotoRebase(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer),
                                 namer: try PlaceNamer(gazetteer: gazetteer), gazetteerIdentity: gazetteer.identity)
        let summary = try rebase.run(apply: apply)
        if arguments[\.json] { try console.json(summary); return .success }
        console.out("\(summary.checkedPhotos) photo(s) with a position checked against gazetteer \(summary.gazetteer)")
        guard summary.changedPhotos > 0 else {
            console.out("nothing changes: every photo keeps its places")
            return .success
        }
        console.out("\(summary.changedPhotos) photo(s) \(apply ? "moved" : "would move"):")
        for move in summary.moves { console.out("  \(move.level): \(move)") }
        if !apply { console.out("nothing was written; `waymark atlas rebase` applies it") }
        return .success
    }
}

/// `waymark atlas check`
struct AtlasCheck: WaymarkCommand {
    static let name = "check"
    static let summary = "Say which photos would move to other places with the gazetteer in use (writes nothing)"
    static let discussion = """
        Resolves the stored position of every indexed photo with the gazetteer (--gazetteer, else the
        default) and lists what would change, grouped by the place it would answer now: "city:
        Gesundbrunnen, Mitte → Berlin: 91 photos". Reads the atlas only.
        """
    typealias Options = AtlasRebaseOptions
    let io: CommandIO<Options>
    func run() throws -> ExitStatus { try AtlasRebaseRun.run(arguments, console, apply: false) }
}

/// `waymark atlas rebase`
struct AtlasRebase: WaymarkCommand {
    static let name = "rebase"
    static let summary = "Move photos to the places the gazetteer in use answers, in one transaction"
    static let discussion = """
        Does what `atlas check` lists: each changed photo gets its new places and its day there, in
        one transaction (an interrupted rebase leaves the atlas as it was). Old places keep their
        readable snapshots; marks and stamps are not touched. Running it again changes nothing.
        """
    typealias Options = AtlasRebaseOptions
    let io: CommandIO<Options>
    func run() throws -> ExitStatus { try AtlasRebaseRun.run(arguments, console, apply: true) }
}
