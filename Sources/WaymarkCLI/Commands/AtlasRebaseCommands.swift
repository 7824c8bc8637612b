import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPhotoImport
import WaymarkResolver
import WaymarkCommandKit

/// What `atlas check` and `atlas rebase` take.
typealias AtlasRebaseOptions = AtlasGazetteerJSONOptions

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
        let before = summary.gazetteerBefore.map { $0 == summary.gazetteer ? "the same build" : "gazetteer \($0)" } ?? "no recorded gazetteer"
        console.out("checked against gazetteer \(summary.gazetteer) (the atlas was last resolved with \(before))")
        console.out("\(summary.checkedPhotos) photo(s) with a position, \(summary.checkedSnapshots) place snapshot(s)")
        let verb = apply ? "moved" : "would move"
        if summary.changedPhotos > 0 {
            console.out("\(summary.changedPhotos) photo(s) \(verb):")
            for move in summary.moves { console.out("  \(move.level): \(move) on \(move.days) day(s)") }
        }
        if !summary.changedSnapshots.isEmpty {
            console.out("\(summary.changedSnapshots.count) place(s) \(apply ? "renamed or filed anew" : "would be renamed or filed anew") (an old name is kept as history):")
            for change in summary.changedSnapshots {
                if change.nameBefore != change.name || change.labelBefore != change.label {
                    console.out("  \(change.id): \(change.labelBefore) → \(change.label)\(usedBy(change.users))")
                } else {
                    let chain = { (parents: [PlaceReference]) in parents.map(\.name).joined(separator: " · ") }
                    console.out("  \(change.id): \(change.name), in \(chain(change.parentsBefore)) → \(chain(change.parents))\(usedBy(change.users))")
                }
            }
            if summary.refiledEvidence > 0 {
                console.out("\(summary.refiledEvidence) day(s) marked, stamped or flown there \(apply ? "filed" : "would be filed") under the new parents")
            }
        }
        for (title, places) in [("gained", summary.placesGained), ("lost (no evidence left)", summary.placesLost),
                                ("not in this gazetteer (kept as they are)", summary.missingPlaces)] where !places.isEmpty {
            console.out("places \(title): " + places.map { "\($0.name) (\($0.id))\(usedBy($0.users))" }.joined(separator: ", "))
        }
        if summary.changedPhotos == 0 && summary.changedSnapshots.isEmpty {
            console.out("nothing changes: every photo keeps its places and every place its name")
        }
        if !apply { console.out("nothing was written; `waymark atlas rebase` applies it") }
        return .success
    }

    /// " (2 marks, 1 stamp)", or "" when nothing but photos shows the place.
    static func usedBy(_ users: PlaceUsers) -> String {
        let parts = [(users.marks, "mark"), (users.stamps, "stamp"), (users.flights, "flight")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}

/// `waymark atlas check`
struct AtlasCheck: WaymarkCommand {
    static let name = "check"
    static let summary = "Say what would change in your atlas with the gazetteer in use (writes nothing)"
    static let discussion = """
        Resolves the stored position of every indexed photo with the gazetteer (--gazetteer, else the
        default) and lists what would change, grouped by the place it would answer now: "city:
        Gesundbrunnen, Mitte → Berlin: 91 photos on 12 days". Reads every place snapshot (what marks,
        stamps, flights and photos show) against it and lists those it names or files differently
        (an airport now in another region: the days marked, stamped or flown there go with it), the
        places it lacks, and the places the atlas would gain or lose. Reads the atlas only.
        """
    typealias Options = AtlasRebaseOptions
    let io: CommandIO<Options>
    func run() throws -> ExitStatus { try AtlasRebaseRun.run(arguments, console, apply: false) }
}

/// `waymark atlas rebase`
struct AtlasRebase: WaymarkCommand {
    static let name = "rebase"
    static let summary = "Apply what `atlas check` lists, in one transaction, keeping every old name"
    static let discussion = """
        Does what `atlas check` lists: each changed photo gets its new places and its day there,
        each renamed place its new name, each place filed anew its new parents (with the days
        marked, stamped or flown there), and the atlas records the gazetteer build it now uses, in
        one transaction (an interrupted rebase leaves the atlas as it was). Every old name is kept
        as the place's history ("formerly Gesundbrunnen"); old places keep their readable
        snapshots; marks, stamps and flights keep their places. Running it again changes nothing.
        """
    typealias Options = AtlasRebaseOptions
    let io: CommandIO<Options>
    func run() throws -> ExitStatus { try AtlasRebaseRun.run(arguments, console, apply: true) }
}

extension AtlasContext {
    /// Says on standard error, once per command (each calls this once, after opening both), that
    /// the atlas was last resolved with another gazetteer build than the one in use, and what to
    /// run; a writing command on an atlas with no record records the build in use.
    static func noteGazetteer(atlas: AtlasStore, gazetteer: Gazetteer, console: Console) {
        guard let recorded = try? atlas.recordedGazetteer() else {
            if atlas.access != .readOnly, atlas.canWrite { try? atlas.recordGazetteer(gazetteer.identity) }
            return
        }
        guard recorded != gazetteer.identity else { return }
        console.err("note: this atlas was last resolved with gazetteer \(recorded.prefix(12)), the gazetteer in use is \(gazetteer.identity.prefix(12)); "
                    + "`waymark atlas check` shows what would change, `waymark atlas rebase` applies it")
    }
}
