import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPassport

/// `waymark stamp add --place ID --date YYYY-MM-DD …`
struct StampAdd: WaymarkCommand {
    static let name = "add"
    static let summary = "Save a stamp and its day of presence on the place's whole chain"
    static let discussion = """
        Shows the whole chain the stamp marks (an airport marks its city, region, country and
        continent too; each level can be changed or cleared), then saves the stamp and one day of
        presence (source `stamp`) on that chain. --dry-run shows without saving. --image keeps a
        reference to the image (path, size, time, SHA-256), never its bytes; --root names the
        library folder it lives under (default: its folder). Saving the same stamp twice keeps
        one. The method defaults to air for an airport.
        """
    static let dryRun = Option.flag("dry-run", help: "show the chain and the stamp without saving")
    static let options: [Option] = [StampOptions.place] + StampOptions.fields + [dryRun, .json, .atlas, .gazetteer]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError("`stamp add` takes options only") }
    }

    func run() throws -> ExitStatus {
        guard let placeText = arguments.value(StampOptions.place) else { throw Arguments.UsageError("give the stamp's place: --place ID") }
        guard let id = PlaceID(placeText) else { throw Arguments.UsageError("'\(placeText)' is not a place ID (kind:code)") }
        guard arguments.value(StampOptions.date) != nil else { throw Arguments.UsageError("give the stamp's date: --date YYYY-MM-DD") }
        let context = AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        var chain = try StampOptions.chain(of: id, in: gazetteer)
        try StampOptions.applyLevels(arguments, to: &chain, gazetteer: { gazetteer })
        var stamp = StampRecord(place: id, date: "", favourite: arguments.flag(StampOptions.favourite))
        try StampOptions.apply(arguments, to: &stamp)
        if stamp.method == nil, id.kind == .airport { stamp.method = .air }
        if let image = stamp.image, stamp.imageRoot == nil { stamp.imageRoot = URL(fileURLWithPath: image.path).deletingLastPathComponent().path }
        chain.apply(to: &stamp)

        let json = arguments.flag(.json)
        if !json { console.out("stamp on \(stamp.date) marks:\n\(chain.text)") }
        if arguments.flag(Self.dryRun) {
            if json { try console.json(StampOptions.Saved(id: 0, created: false, stamp: stamp, chain: chain)) } else { console.out("(dry run: nothing saved)") }
            return .success
        }
        let saved = try context.atlas().addStamp(stamp, chain: chain.snapshots)
        stamp.id = saved.id
        if json {
            try console.json(StampOptions.Saved(id: saved.id, created: saved.created, stamp: stamp, chain: chain))
        } else {
            console.out(saved.created ? "saved stamp #\(saved.id)" : "already saved as stamp #\(saved.id); nothing added")
        }
        return .success
    }
}
