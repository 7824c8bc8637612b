import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkPassport
import WaymarkRendering
import WaymarkCommandKit

/// The options that set a stamp's fields and chain: one group, declared by `stamp add` and
/// `stamp edit` where it stands in their help.
struct StampFields: CommandOptions {
    var place: Option<String?> = .value("place", "ID", help: "the place stamped (airport:NRT, city:2988507, country:JP …)")
    var date: Option<LocalDay?> = .localDay("date", help: "the stamp's day")
    var arrival: Option<Bool> = .flag("arrival", help: "an entry stamp")
    var departure: Option<Bool> = .flag("departure", help: "an exit stamp")
    var method: Option<StampRecord.Method?> = .choice("method", "air|sea|land|rail", help: "how you crossed (default air for an airport)")
    var book: Option<String?> = .value("book", "NAME|none", help: "the passport book it is in")
    var page: Option<String?> = .value("page", "N|none", help: "the page it is on")
    var favourite: Option<Bool> = .flag("favourite", help: "mark it a favourite")
    var note: Option<String?> = .value("note", "TEXT", help: "a note ('' clears it)", emptyClears: true)
    var image: Option<String?> = .value("image", "PATH", help: "a scan or photo of it (a reference is kept, never the bytes)")
    var root: Option<String?> = .value("root", "DIR", help: "the library folder the image lives under (default: its folder)")
    var city: Option<String?> = .value("city", "ID|none", help: "the city level of its chain (none clears it)")
    var region: Option<String?> = .value("region", "ID|none", help: "the region level of its chain")
    var country: Option<String?> = .value("country", "ID|none", help: "the country level of its chain")
    var continent: Option<String?> = .value("continent", "ID|none", help: "the continent level of its chain")

    /// The chain levels, each with the option that sets it.
    static var levels: [(option: KeyPath<StampFields, Option<String?>>, kind: PlaceKind)] {
        [(\.city, .city), (\.region, .region), (\.country, .country), (\.continent, .continent)]
    }
}

/// What `stamp add` and `stamp edit` share: the options that set a stamp's fields and chain.
enum StampOptions {

    /// Makes the thumbnails of stamps just recorded (the cards' and the report's), so that a card
    /// or a report only reads them. The stamp is saved either way: an image libvips cannot read is
    /// named on standard error, and the card or report that needs it names it again.
    static func prepareThumbnails(_ images: [StampRecord.Image], atlas: URL, command: String, console: Console) {
        guard !images.isEmpty else { return }
        let problems = AtlasPictures.prepareStampThumbnails(images, atlas: atlas)
        for problem in problems { console.err("waymark \(command): \(problem)") }
        if !problems.isEmpty {
            console.err("waymark \(command): \(problems.count) thumbnail\(problems.count == 1 ? "" : "s") could not be made; the stamp\(problems.count == 1 ? " is" : "s are") saved")
        }
    }

    /// Applies the field options to `stamp`.
    static func apply(_ arguments: Arguments<StampFields>, to stamp: inout StampRecord) throws {
        if let date = try arguments[\.date] { stamp.date = date }
        if let book = try arguments[\.book] { stamp.book = book == "none" ? nil : book }
        if arguments[\.arrival] && arguments[\.departure] { throw UsageError("a stamp is --arrival or --departure, not both") }
        if arguments[\.arrival] { stamp.direction = .arrival }
        if arguments[\.departure] { stamp.direction = .departure }
        if let method = try arguments[\.method] { stamp.method = method }
        if let page = try arguments[\.page] {
            guard page == "none" || Int(page).map({ $0 > 0 }) == true else { throw UsageError("--page needs a page number or none, got '\(page)'") }
            stamp.page = Int(page)
        }
        if let note = try arguments[\.note] { stamp.note = note.isEmpty ? nil : note }
        if let image = try arguments[\.image] {
            do { stamp.image = try StampImageReader.reference(image) } catch { throw CommandFailure("--image: \(error)") }
        }
        if let root = try arguments[\.root] {
            stamp.imageRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        }
        if let image = stamp.image, let root = stamp.imageRoot, StampImageReader.root(of: image.path, among: [root]) == nil {
            throw UsageError("--root \(root) does not hold \(image.path)")
        }
    }

    /// Sets the chain levels given as options (`--city ID` or `--city none`). A level the rest
    /// of the chain does not lie in (`--place airport:VIE --country country:JP`) is refused.
    static func applyLevels(_ arguments: Arguments<StampFields>, to chain: inout StampChain, gazetteer: () throws -> Gazetteer) throws {
        var changed = Set<PlaceKind>()
        for (option, kind) in StampFields.levels {
            guard let value = try arguments[option] else { continue }
            changed.insert(kind)
            if value == "none" { try levelChange { try chain.set(kind, to: nil) }; continue }
            guard let id = PlaceID(value) else { throw UsageError("--\(arguments.declaration(option).name): '\(value)' is not a place ID") }
            try setLevel(kind, to: id, in: &chain, gazetteer: try gazetteer())
        }
        if let conflict = chain.conflict(changed: changed) {
            throw UsageError("\(conflict); give levels that contain each other, or clear one with none")
        }
    }

    /// Sets one level of `chain` to the place `id`, named as the gazetteer names it.
    static func setLevel(_ kind: PlaceKind, to id: PlaceID, in chain: inout StampChain, gazetteer: Gazetteer) throws {
        let snapshot = try AtlasContext.chain(for: id, in: gazetteer)[0]
        try levelChange { try chain.set(kind, to: snapshot) }
    }

    private static func levelChange(_ body: () throws -> Void) throws {
        do { try body() } catch let error as StampChain.LevelError { throw UsageError(error.description) }
    }

    /// The chain of a place from the gazetteer.
    static func chain(of id: PlaceID, in gazetteer: Gazetteer) throws -> StampChain {
        guard let chain = StampChain(try AtlasContext.chain(for: id, in: gazetteer)) else { throw CommandFailure("no place \(id) in \(gazetteer.url.path)") }
        return chain
    }

    /// What `stamp add --json` and `stamp edit --json` print.
    struct Saved: Encodable {
        var id: Int
        var created: Bool
        var stamp: StampRecord
        var chain: [Level]

        init(id: Int, created: Bool, stamp: StampRecord, chain: StampChain) {
            self.id = id; self.created = created; self.stamp = stamp
            self.chain = chain.snapshots.map { Level(level: $0.id.kind.idPrefix, id: $0.id, name: $0.name) }
        }
    }

    struct Level: Encodable {
        var level: String
        var id: PlaceID
        var name: String
    }
}
