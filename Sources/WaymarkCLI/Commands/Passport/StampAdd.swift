import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkPassport

/// What `stamp add` and `stamp edit` share: the options that set a stamp's fields and chain.
enum StampOptions {
    static let fieldValues: Set<String> = ["date", "book", "method", "page", "note", "image", "root", "city", "region", "country", "continent",
                                           "atlas", "gazetteer"]
    static let levelOptions: [(option: String, kind: PlaceKind)] = [("city", .city), ("region", .region), ("country", .country), ("continent", .continent)]

    /// Applies the field options to `stamp`.
    static func apply(_ arguments: Arguments, to stamp: inout StampRecord) throws {
        if let date = try SubcommandGroup.day(arguments) { stamp.date = date }
        if let book = arguments.value("book") { stamp.book = book == "none" ? nil : book }
        if arguments.flag("arrival") && arguments.flag("departure") { throw Arguments.UsageError("a stamp is --arrival or --departure, not both") }
        if arguments.flag("arrival") { stamp.direction = .arrival }
        if arguments.flag("departure") { stamp.direction = .departure }
        if let method = try SubcommandGroup.choice(arguments, "method", StampRecord.Method.self) { stamp.method = method }
        if let page = arguments.value("page") {
            guard page == "none" || Int(page).map({ $0 > 0 }) == true else { throw Arguments.UsageError("--page needs a page number or none, got '\(page)'") }
            stamp.page = Int(page)
        }
        if let note = arguments.value("note") { stamp.note = note.isEmpty ? nil : note }
        if let image = arguments.value("image") {
            do { stamp.image = try StampImageReader.reference(image) } catch { throw Arguments.UsageError("--image: \(error)") }
        }
        if let root = arguments.value("root") {
            stamp.imageRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        }
        if let image = stamp.image, let root = stamp.imageRoot, StampImageReader.root(of: image.path, among: [root]) == nil {
            throw Arguments.UsageError("--root \(root) does not hold \(image.path)")
        }
    }

    /// Sets the chain levels given as options (`--city ID` or `--city none`).
    static func applyLevels(_ arguments: Arguments, to chain: inout StampChain, gazetteer: () throws -> Gazetteer) throws {
        for (option, kind) in levelOptions {
            guard let value = arguments.value(option) else { continue }
            if value == "none" { try levelChange { try chain.set(kind, to: nil) }; continue }
            guard let id = PlaceID(value) else { throw Arguments.UsageError("--\(option): '\(value)' is not a place ID") }
            let snapshot = try AtlasContext.chain(for: id, in: try gazetteer())[0]
            try levelChange { try chain.set(kind, to: snapshot) }
        }
    }

    private static func levelChange(_ body: () throws -> Void) throws {
        do { try body() } catch let error as StampChain.LevelError { throw Arguments.UsageError(error.description) }
    }

    struct Saved: Encodable {
        var id: Int
        var created: Bool
        var stamp: StampRecord
        var chain: [Level]
    }

    struct Level: Encodable {
        var level: String
        var id: PlaceID
        var name: String
    }

    static func levels(_ chain: StampChain) -> [Level] {
        chain.snapshots.map { Level(level: $0.id.kind.idPrefix, id: $0.id, name: $0.name) }
    }
}

/// `waymark stamp add --place ID --date YYYY-MM-DD …`
enum StampAdd: Subcommand {
    static let name = "add"
    static let usage = """
        waymark stamp add --place ID --date YYYY-MM-DD [--arrival|--departure] [--method air|sea|land|rail]
                          [--book NAME] [--page N] [--favourite] [--note TEXT] [--image PATH [--root DIR]]
                          [--city ID|none] [--region ID|none] [--country ID|none] [--continent ID|none]
                          [--dry-run] [--json] [--atlas PATH] [--gazetteer PATH]
            Shows the whole chain the stamp marks (an airport marks its city, region, country and
            continent too; each level can be changed or cleared), then saves the stamp and one day
            of presence (source `stamp`) on that chain. --dry-run shows without saving. --image keeps
            a reference to the image (path, size, time, SHA-256), never its bytes; --root names the
            library folder it lives under (default: its folder). Saving the same stamp twice keeps
            one. The method defaults to air for an airport.
        """
    static let valueOptions: Set<String> = StampOptions.fieldValues.union(["place"])
    static let flagOptions: Set<String> = ["arrival", "departure", "favourite", "dry-run", "json"]

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("`stamp add` takes options only") }
        guard let placeText = arguments.value("place") else { throw Arguments.UsageError("give the stamp's place: --place ID") }
        guard let id = PlaceID(placeText) else { throw Arguments.UsageError("'\(placeText)' is not a place ID (kind:code)") }
        guard arguments.value("date") != nil else { throw Arguments.UsageError("give the stamp's date: --date YYYY-MM-DD") }
        let context = AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        guard var chain = StampChain(try AtlasContext.chain(for: id, in: gazetteer)) else { throw Arguments.UsageError("no place \(id)") }
        try StampOptions.applyLevels(arguments, to: &chain, gazetteer: { gazetteer })
        var stamp = StampRecord(place: id, date: "", favourite: arguments.flag("favourite"))
        try StampOptions.apply(arguments, to: &stamp)
        if stamp.method == nil, id.kind == .airport { stamp.method = .air }
        if let image = stamp.image, stamp.imageRoot == nil { stamp.imageRoot = URL(fileURLWithPath: image.path).deletingLastPathComponent().path }
        chain.apply(to: &stamp)

        if !arguments.flag("json") { console.out("stamp on \(stamp.date) marks:\n\(chain.text)") }
        if arguments.flag("dry-run") {
            if arguments.flag("json") { try SubcommandGroup.json(StampOptions.Saved(id: 0, created: false, stamp: stamp, chain: StampOptions.levels(chain)), to: console) }
            else { console.out("(dry run: nothing saved)") }
            return ExitStatus.success
        }
        let atlas = try context.atlas()
        let saved = try atlas.addStamp(stamp, chain: chain.snapshots)
        stamp.id = saved.id
        if arguments.flag("json") {
            try SubcommandGroup.json(StampOptions.Saved(id: saved.id, created: saved.created, stamp: stamp, chain: StampOptions.levels(chain)), to: console)
        } else {
            console.out(saved.created ? "saved stamp #\(saved.id)" : "already saved as stamp #\(saved.id); nothing added")
        }
        return ExitStatus.success
    }
}
