import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkOCR
import WaymarkPassport
import WaymarkStampReader
import WaymarkCommandKit

/// `waymark stamp add --place ID --date YYYY-MM-DD …` / `stamp add --from-scan IMAGE --pick N …`
struct StampAdd: WaymarkCommand {
    static let name = "add"
    static let summary = "Save a stamp and its day of presence on the place's whole chain"
    static let operands = ["--place ID --date YYYY-MM-DD", "--from-scan IMAGE --pick N"]
    static let discussion = """
        Shows the whole chain the stamp marks (an airport marks its city, region, country and
        continent too; each level can be changed or cleared), then saves the stamp and one day of
        presence (source `stamp`) on that chain. --dry-run shows without saving. --image keeps a
        reference to the image (path, size, time, SHA-256), never its bytes; --root names the
        library folder it lives under (default: its folder). The image's thumbnails (the cards'
        256 px one and the report's) are made then, beside the atlas, so cards and the report only
        read them; one libvips cannot make is named on standard error and the stamp is saved.
        Saving the same stamp twice keeps one. The method defaults to air for an airport.

        --from-scan IMAGE --pick N runs the scan of `stamp scan IMAGE` (same --lang and
        --reference-year) and takes its candidate N, numbered as `stamp scan` prints them: its
        place with the levels the scan gave it, its date, direction and entry mode. The image is
        kept as with --image. Any option given (--place, --date, --arrival, --method, --city …)
        overrides what the scan read. A scan with no candidates, or N out of range, exits 1; a
        malformed N exits 2.
        """
    struct Options: AtlasAndGazetteerOptions, StampMatcherOptions {
        var fields = StampFields()
        var fromScan = Option.value("from-scan", "IMAGE", help: "scan this stamp image (as `stamp scan`) and take a candidate")
        var pick = Option.value("pick", "N", help: "with --from-scan: the candidate's number, as `stamp scan` prints it")
        var lang = StampScanCommand.lang
        var referenceYear = StampCommand.referenceYear
        var dryRun = Option.flag("dry-run", help: "show the chain and the stamp without saving")
        var json = Option.json
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("`stamp add` takes options only") }
        if try arguments[\.fromScan] != nil {
            guard let text = try arguments[\.pick] else { throw UsageError("--from-scan needs --pick N, the candidate's number as `stamp scan` prints it") }
            guard let number = Int(text), number > 0 else { throw UsageError("--pick needs a candidate number (1, 2, …), got '\(text)'") }
        } else {
            if let option = arguments.firstGiven([\.pick, \.lang, \.referenceYear]) {
                throw UsageError("--\(option.name) goes with --from-scan IMAGE")
            }
            guard arguments.group(\.fields).isGiven(\.place) else { throw UsageError("give the stamp's place: --place ID, or --from-scan IMAGE --pick N") }
        }
    }

    func run() throws -> ExitStatus {
        let fields = arguments.group(\.fields)
        let context = try AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let picked = try scanPick()
        let id: PlaceID
        if let placeText = try fields[\.place] {
            guard let given = PlaceID(placeText) else { throw UsageError("'\(placeText)' is not a place ID (kind:code)") }
            id = given
        } else {
            id = picked!.pick.place
        }
        var chain = try StampOptions.chain(of: id, in: gazetteer)
        // The scan's own levels, unless another place was given: its chain is that place's.
        if let pick = picked?.pick, pick.place == id {
            for (kind, level) in pick.levels.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where chain.levels[kind]?.id != level {
                try StampOptions.setLevel(kind, to: level, in: &chain, gazetteer: gazetteer)
            }
        }
        try StampOptions.applyLevels(fields, to: &chain, gazetteer: { gazetteer })
        guard let date = try fields[\.date] ?? picked?.pick.date else {
            throw UsageError(picked.map { "candidate \($0.number) of \($0.image) has no date: give it with --date YYYY-MM-DD" } ?? "give the stamp's date: --date YYYY-MM-DD")
        }
        var stamp = StampRecord(place: id, date: date, favourite: fields[\.favourite])
        if let picked {
            stamp.direction = picked.pick.direction
            stamp.method = picked.pick.method
            do { stamp.image = try StampImageReader.reference(picked.image) } catch { throw CommandFailure("--from-scan: \(error)") }
        }
        try StampOptions.apply(fields, to: &stamp)
        if stamp.method == nil, id.kind == .airport { stamp.method = .air }
        if let image = stamp.image, stamp.imageRoot == nil { stamp.imageRoot = URL(fileURLWithPath: image.path).deletingLastPathComponent().path }
        chain.apply(to: &stamp)
        // Everything is checked before the chain is shown: a stamp shown is a stamp saved.
        let dryRun = arguments[\.dryRun]
        let atlas = dryRun ? nil : try context.atlas()
        if let book = stamp.book {
            let books = try atlas ?? context.atlas(.readOnly)
            guard try books.book(named: book) != nil else {
                throw CommandFailure("there is no book named '\(book)' in \(books.url.path); add it with `waymark book add`, or see `waymark book list`")
            }
        }

        let json = arguments[\.json]
        if !json { console.out("stamp on \(stamp.date) marks:\n\(chain.text)") }
        guard let atlas else {
            if json { try console.json(StampOptions.Saved(id: 0, created: false, stamp: stamp, chain: chain)) } else { console.out("(dry run: nothing saved)") }
            return .success
        }
        let saved = try atlas.addStamp(stamp, chain: chain.snapshots)
        stamp.id = saved.id
        StampOptions.prepareThumbnails(stamp.image.map { [$0] } ?? [], atlas: atlas.url, command: "stamp add", console: console)
        if json {
            try console.json(StampOptions.Saved(id: saved.id, created: saved.created, stamp: stamp, chain: chain))
        } else {
            console.out(saved.created ? "saved stamp #\(saved.id)" : "already saved as stamp #\(saved.id); nothing added")
        }
        return .success
    }

    /// With --from-scan: the scan of `stamp scan` and the candidate picked, shown on standard error.
    func scanPick() throws -> (image: String, number: Int, pick: ScanCandidateStamp)? {
        guard let image = try arguments[\.fromScan], let number = try arguments[\.pick].flatMap({ Int($0) }) else { return nil }
        let engine = try TesseractEngine(languages: try arguments[\.lang])
        let scan = try StampScanner(engine: engine, matcher: try StampCommandSupport.matcher(arguments, console: console)).scan(image)
        let pick = try ScanCandidateStamp(number: number, of: scan.suggestions, image: image)
        let candidate = scan.suggestions.candidates[number - 1]
        console.err("\(image): candidate \(number) of \(scan.suggestions.candidates.count): date \(candidate.date?.iso ?? "unknown"), mode \(candidate.mode.rawValue), direction \(candidate.direction.rawValue)")
        return (image, number, pick)
    }
}
