import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPassport
import WaymarkCommandKit

/// `waymark stamp edit ID …`
struct StampEdit: WaymarkCommand {
    static let name = "edit"
    static let summary = "Change a stamp's fields; its day of presence moves with it"
    static let operands = ["ID"]
    static let discussion = """
        Changes the given fields; the stamp's day of presence moves with it, and no other evidence
        changes. A new --place takes that place's whole chain. Needs the gazetteer only for a new
        place or level. --book none, --page none and --note '' clear. A new --image has its
        thumbnails made then, as `stamp add` does. Exits 1 if there is no stamp ID.
        """
    struct Options: AtlasAndGazetteerOptions {
        var fields = StampFields()
        var notFavourite = Option.flag("not-favourite", help: "no longer a favourite")
        var json = Option.json
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1, Int(arguments.positionals[0]) != nil else { throw UsageError("give one stamp number: stamp edit ID") }
    }

    func run() throws -> ExitStatus {
        let fields = arguments.group(\.fields)
        let id = Int(arguments.positionals[0])!
        let context = try AtlasContext(arguments: arguments)
        let atlas = try context.atlas(.readWriteExisting)
        guard var stamp = try atlas.stamp(id) else { throw CommandFailure("there is no stamp \(id) in \(atlas.url.path)") }
        var lazyGazetteer: Gazetteer?
        let gazetteer = { () throws -> Gazetteer in
            if let lazyGazetteer { return lazyGazetteer }
            let opened = try context.gazetteer()
            lazyGazetteer = opened
            return opened
        }
        var chain: StampChain
        if let placeText = try fields[\.place] {
            guard let place = PlaceID(placeText) else { throw UsageError("'\(placeText)' is not a place ID (kind:code)") }
            chain = try StampOptions.chain(of: place, in: try gazetteer())
        } else {
            let snapshots = try stamp.chain.compactMap { try atlas.snapshot($0) }
            guard let stored = StampChain(snapshots) else { throw CommandFailure("stamp \(id) has no place in the atlas") }
            chain = stored
        }
        try StampOptions.applyLevels(fields, to: &chain, gazetteer: gazetteer)
        if fields[\.favourite] && arguments[\.notFavourite] { throw UsageError("--favourite or --not-favourite, not both") }
        if fields[\.favourite] { stamp.favourite = true }
        if arguments[\.notFavourite] { stamp.favourite = false }
        try StampOptions.apply(fields, to: &stamp)
        if fields.isGiven(\.image), !fields.isGiven(\.root), let image = stamp.image {
            stamp.imageRoot = StampImageReader.root(of: image.path, among: try atlas.stampRoots()) ?? URL(fileURLWithPath: image.path).deletingLastPathComponent().path
        }
        chain.apply(to: &stamp)
        try atlas.updateStamp(stamp, chain: chain.snapshots)
        if fields.isGiven(\.image) {
            StampOptions.prepareThumbnails(stamp.image.map { [$0] } ?? [], atlas: atlas.url, command: "stamp edit", console: console)
        }
        if arguments[\.json] {
            try console.json(StampOptions.Saved(id: id, created: false, stamp: stamp, chain: chain))
        } else {
            console.out("stamp #\(id) on \(stamp.date) marks:\n\(chain.text)\nsaved")
        }
        return .success
    }
}
