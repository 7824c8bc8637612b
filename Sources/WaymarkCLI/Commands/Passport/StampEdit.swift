import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPassport

/// `waymark stamp edit ID …`
enum StampEdit: Subcommand {
    static let name = "edit"
    static let usage = """
        waymark stamp edit ID [--place ID] [--date YYYY-MM-DD] [--arrival|--departure] [--method M]
                              [--book NAME|none] [--page N|none] [--favourite|--not-favourite] [--note TEXT]
                              [--image PATH [--root DIR]] [--city ID|none] [--region ID|none]
                              [--country ID|none] [--continent ID|none] [--json] [--atlas PATH] [--gazetteer PATH]
            Changes the given fields; the stamp's day of presence moves with it, and no other
            evidence changes. A new --place takes that place's whole chain. Needs the gazetteer only
            for a new place or level. --note '' clears the note.
        """
    static let valueOptions: Set<String> = StampOptions.fieldValues.union(["place"])
    static let flagOptions: Set<String> = ["arrival", "departure", "favourite", "not-favourite", "json"]

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2, let id = Int(arguments.positionals[1]) else { throw Arguments.UsageError("give one stamp number: stamp edit ID") }
        let context = AtlasContext(arguments: arguments)
        let atlas = try context.atlas()
        guard var stamp = try atlas.stamp(id) else { console.err("waymark stamp edit: there is no stamp \(id)"); return ExitStatus.failure }
        var lazyGazetteer: Gazetteer?
        let gazetteer = { () throws -> Gazetteer in
            if let lazyGazetteer { return lazyGazetteer }
            let opened = try context.gazetteer()
            lazyGazetteer = opened
            return opened
        }
        var chain: StampChain
        if let placeText = arguments.value("place") {
            guard let place = PlaceID(placeText) else { throw Arguments.UsageError("'\(placeText)' is not a place ID (kind:code)") }
            guard let fresh = StampChain(try AtlasContext.chain(for: place, in: try gazetteer())) else { throw Arguments.UsageError("no place \(place)") }
            chain = fresh
        } else {
            let snapshots = try stamp.chain.compactMap { try atlas.snapshot($0) }
            guard let stored = StampChain(snapshots) else { throw Arguments.UsageError("stamp \(id) has no place in the atlas") }
            chain = stored
        }
        try StampOptions.applyLevels(arguments, to: &chain, gazetteer: gazetteer)
        if arguments.flag("favourite") && arguments.flag("not-favourite") { throw Arguments.UsageError("--favourite or --not-favourite, not both") }
        if arguments.flag("favourite") { stamp.favourite = true }
        if arguments.flag("not-favourite") { stamp.favourite = false }
        try StampOptions.apply(arguments, to: &stamp)
        if arguments.value("image") != nil, arguments.value("root") == nil, let image = stamp.image {
            stamp.imageRoot = StampImageReader.root(of: image.path, among: try atlas.stampRoots()) ?? URL(fileURLWithPath: image.path).deletingLastPathComponent().path
        }
        chain.apply(to: &stamp)
        try atlas.updateStamp(stamp, chain: chain.snapshots)
        if arguments.flag("json") {
            try SubcommandGroup.json(StampOptions.Saved(id: id, created: false, stamp: stamp, chain: StampOptions.levels(chain)), to: console)
        } else {
            console.out("stamp #\(id) on \(stamp.date) marks:\n\(chain.text)\nsaved")
        }
        return ExitStatus.success
    }
}
