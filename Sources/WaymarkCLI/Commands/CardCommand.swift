import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkMemories
import WaymarkRendering
import WaymarkCommandKit

/// `waymark card`: share cards, one rendering path for every kind.
struct CardCommand: WaymarkCommand {
    static let name = "card"
    static let summary = "Draw a share card as PNG or SVG"
    static let discussion = """
        Every card is SVG written by Waymark and, as PNG, that SVG rendered by librsvg: `--format
        svg` is the PNG's exact preview. 1080 pixels wide: 1:1 is 1080×1080, 4:5 is 1080×1350,
        9:16 is 1080×1920. Light and dark themes; long names end in "…" at a whole character. A
        card stays on this machine: it is only written to FILE.
        """
    static let subcommands: [any WaymarkCommand.Type] = [StatsCardCommand.self, ThenAndNowCardCommand.self, OnThisDayCardCommand.self,
                                                          CountryStampCardCommand.self, ContinentStampCardCommand.self]
    let io: CommandIO<NoOptions>
}

/// The options every card declares (a card with more, like `card on-this-day`, declares `CardOptions` as a group beside its own).
protocol CardOptionDeclarations: PictureOptionDeclarations, AtlasAndGazetteerOptions {
    var aspect: Option<String> { get }
}

/// What every card command shares: its options, reading them, and writing the card.
struct CardOptions: CardOptionDeclarations {
    static var aspectOption: Option<String> { .value("aspect", "1:1|4:5|9:16", default: "1:1", help: "the card's shape") }

    var aspect = CardOptions.aspectOption
    var theme = PictureOptions.theme
    var format = PictureOptions.format
    var out = PictureOptions.out
    var json = Option.json
    var atlas = Option.atlas
    var gazetteer = Option.gazetteer

    static func requireOut<O: CardOptionDeclarations>(_ arguments: Arguments<O>) throws {
        guard arguments.isGiven(\.out) else { throw UsageError("give --out FILE") }
    }

    static func aspect<O: CardOptionDeclarations>(_ arguments: Arguments<O>) throws -> CardAspect {
        let text = try arguments[\.aspect]
        guard let aspect = CardAspect(rawValue: text) else { throw UsageError("--aspect is 1:1, 4:5 or 9:16, got '\(text)'") }
        return aspect
    }

    /// Writes the card (PNG or SVG) and says what was written, as text on standard error or
    /// with --json on standard output.
    static func write<O: CardOptionDeclarations>(svg: String, width: Int, height: Int, options: PictureOptions, arguments: Arguments<O>, console: Console) throws {
        let bytes = try options.write(svg: svg, width: width, height: height, console: console)
        guard let out = options.out else { return }
        if arguments[\.json] {
            try console.json(PictureOptions.Written(out: out.path, format: options.format.rawValue, width: width, height: height, bytes: bytes))
        } else {
            console.err("wrote \(out.path) (\(width)×\(height), \(bytes) bytes)")
        }
    }

    /// What a card command's drawing is given: the pictures of the atlas, the atlas and gazetteer
    /// they read, and the theme and shape asked for.
    struct Drawing {
        var pictures: AtlasPictures
        var atlas: AtlasStore
        var gazetteer: Gazetteer
        var theme: Theme
        var aspect: CardAspect
    }

    /// One card drawn, and what could not be read for it.
    struct Drawn {
        var svg: String
        var width: Int
        var height: Int
        var problems: [String] = []
    }

    /// What every card command's run does around its own drawing: reads --theme, --format,
    /// --aspect and --out, opens the atlas (`access`) and the gazetteer, writes the card, names
    /// on standard error each thing that could not be read and then `unreadable(count)`, and
    /// exits 3 when there was any (the card is written all the same).
    static func draw<O: CardOptionDeclarations>(_ arguments: Arguments<O>, command: String, console: Console, access: AtlasStore.Access = .readOnly,
                                                unreadable: (Int) -> String = { "\($0) thing(s) could not be read" },
                                                _ body: (Drawing) throws -> Drawn) throws -> ExitStatus {
        let options = try PictureOptions(arguments)
        let aspect = try Self.aspect(arguments)
        let context = try AtlasContext(arguments: arguments)
        let atlas = try context.atlas(access)
        let gazetteer = try context.gazetteer()
        let card = try body(Drawing(pictures: AtlasPictures(atlas: atlas, gazetteer: gazetteer), atlas: atlas, gazetteer: gazetteer, theme: options.theme, aspect: aspect))
        for problem in card.problems { console.err("waymark card \(command): \(problem)") }
        try write(svg: card.svg, width: card.width, height: card.height, options: options, arguments: arguments, console: console)
        guard card.problems.isEmpty else {
            console.err("waymark card \(command): \(unreadable(card.problems.count))")
            return .partialBatch
        }
        return .success
    }
}

/// `waymark card stats [--aspect 1:1|4:5|9:16] [--theme light|dark] [--format svg|png] --out FILE`
struct StatsCardCommand: WaymarkCommand {
    static let name = "stats"
    static let summary = "The passport statistics card"
    static let discussion = """
        Draws the passport statistics card: countries, share of the world, regions, cities,
        airports, continents, the countries with the most days (as many as the shape holds), a
        small world map and the years covered. 1080 pixels wide: 1:1 is 1080×1080, 4:5 is
        1080×1350, 9:16 is 1080×1920. Long names end in "…" at a whole character. The PNG is the
        SVG rendered by librsvg, so `--format svg` is its exact preview. The card stays on this
        machine: it is only written to FILE. Reads the atlas only. Exits 2 without --out or for a
        bad option value, 1 for a missing gazetteer or a file that cannot be written.
        """
    typealias Options = CardOptions

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
        try CardOptions.requireOut(arguments)
    }

    func run() throws -> ExitStatus {
        try CardOptions.draw(arguments, command: Self.name, console: console) { drawing in
            let card = try drawing.pictures.statsCard(theme: drawing.theme, aspect: drawing.aspect)
            return CardOptions.Drawn(svg: card.svg, width: card.width, height: card.height)
        }
    }
}

/// `waymark card then-and-now N [--aspect …] [--theme …] [--format svg|png] --out FILE`
struct ThenAndNowCardCommand: WaymarkCommand {
    static let name = "then-and-now"
    static let summary = "The N-th Then & Now pair as a card: both photos, years, place and span"
    static let operands = ["N"]
    static let discussion = """
        Draws the N-th spot of `waymark then-and-now` (1 is the longest span; the same list, with
        spans of at least two years): the two photos decoded from their files (JPEG, or HEIC
        where the installed libvips reads it) by libvips and turned upright by their EXIF
        orientation, each with its date, the place (the gazetteer's city and country) and the
        span in years. Side by side on 1:1, one above the other on 4:5 and 9:16. Keeps the Then &
        Now list and the cell cache in the atlas as `then-and-now` does. Exits 2 without --out or
        for a bad N or option value; 1 when there is no N-th spot, a photo cannot be read, the
        atlas or gazetteer is missing, or the file cannot be written.
        """
    typealias Options = CardOptions

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give the spot's number N, as `waymark then-and-now` lists them") }
        guard let n = Int(arguments.positionals[0]), (1...ThenAndNow.kept).contains(n) else {
            throw UsageError("N is a spot's number, 1 to \(ThenAndNow.kept), got '\(arguments.positionals[0])'")
        }
        try CardOptions.requireOut(arguments)
    }

    func run() throws -> ExitStatus {
        let n = Int(arguments.positionals[0])!
        return try CardOptions.draw(arguments, command: Self.name, console: console, access: .readWriteExisting) { drawing in
            let pairs = try ThenAndNowSpots.list(atlas: drawing.atlas, gazetteer: drawing.gazetteer, minYears: 2, limit: n).result.pairs
            guard n <= pairs.count else {
                throw CommandFailure(pairs.isEmpty ? "no spot was photographed two or more years apart yet (see `waymark then-and-now`)"
                                                   : "there are \(pairs.count) Then & Now spots, not \(n) (see `waymark then-and-now`)")
            }
            let card = try drawing.pictures.thenAndNowCard(pairs[n - 1], theme: drawing.theme, aspect: drawing.aspect)
            return CardOptions.Drawn(svg: card.svg, width: card.width, height: card.height)
        }
    }
}

/// `waymark card on-this-day [--date …] [--aspect …] [--theme …] [--format svg|png] --out FILE`
struct OnThisDayCardCommand: WaymarkCommand {
    static let name = "on-this-day"
    static let summary = "The day's memories as a card: its photos across the years"
    static let discussion = """
        Draws the memories of the day (default today; MM-DD means this year; 29 February's show on
        a common-year 28 February, and the card says so) as `waymark on-this-day` finds them: the
        day, how many memories from which years, and the day's photos (one from each year first,
        newest year first; 4 on 1:1, 6 on 4:5, 8 on 9:16), each with its year and place — a photo
        without a position with that day's places, or "place unknown". Never marks the memories as
        shown. Exits 2 without --out or for a bad date or option value; 1 for a day without
        memories or a file that cannot be written; 3 when a photo could not be read (named on
        standard error; the card is still written).
        """
    struct Options: CommandOptions {
        var date = Option.value("date", "YYYY-MM-DD|MM-DD", help: "the day (default: today in this machine's time zone)")
        var card = CardOptions()
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
        try CardOptions.requireOut(arguments.group(\.card))
    }

    func run() throws -> ExitStatus {
        let today = try LocalDay.today()
        var date = today
        if let text = try arguments[\.date] {
            do { date = try LocalDay(dayOrMonthDay: text, year: today.year) } catch { throw UsageError("--date: \(error)") }
        }
        return try CardOptions.draw(arguments.group(\.card), command: Self.name, console: console,
                                    unreadable: { "\($0) photo\($0 == 1 ? "" : "s") could not be read; their frames are empty" }) { drawing in
            let (card, problems) = try drawing.pictures.onThisDayCard(date, theme: drawing.theme, aspect: drawing.aspect)
            return CardOptions.Drawn(svg: card.svg, width: card.width, height: card.height, problems: problems)
        }
    }
}

/// The stamp mosaic of a country or a continent: `card country CC`, `card continent XX`.
protocol StampCardCommand: WaymarkCommand where Options == CardOptions {
    static var kind: PlaceKind { get }
}

extension StampCardCommand {
    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1, arguments.positionals[0].count == 2, arguments.positionals[0].allSatisfy(\.isLetter) else {
            throw UsageError(kind == .country ? "give one ISO 3166 country code, such as FR" : "give one continent code: AF, AN, AS, EU, NA, OC or SA")
        }
        try CardOptions.requireOut(arguments)
    }

    func run() throws -> ExitStatus {
        let place = PlaceID(kind: Self.kind, code: arguments.positionals[0].uppercased())
        return try CardOptions.draw(arguments, command: Self.name, console: console,
                                    unreadable: { "\($0) thumbnail\($0 == 1 ? "" : "s") could not be made; those stamps show their place and date" }) { drawing in
            let (card, problems) = try drawing.pictures.stampMosaic(of: place, theme: drawing.theme, aspect: drawing.aspect)
            return CardOptions.Drawn(svg: card.svg, width: card.width, height: card.height, problems: problems)
        }
    }
}

/// `waymark card country CC [--aspect …] [--theme …] [--format svg|png] --out FILE`
struct CountryStampCardCommand: StampCardCommand {
    static let name = "country"
    static let kind = PlaceKind.country
    static let summary = "A mosaic of one country's passport stamps"
    static let operands = ["CC"]
    static let discussion = """
        Draws the stamps whose country is CC (an ISO 3166 alpha-2 code) as a mosaic of their
        thumbnails (the 256 px cache beside the atlas, made again where missing), with the count
        of stamps, arrivals and departures, the places and the years. Tiles are as large as the
        shape allows, at least 120 px; stamps beyond that are counted on a last "+N" tile. A
        stamp without an image shows its place and date. Exits 2 without --out or for a bad
        option value; 1 for an unknown country, a country without stamps, or a file that cannot
        be written; 3 when a thumbnail could not be made (named on standard error; the card is
        still written).
        """
    let io: CommandIO<Options>
}

/// `waymark card continent XX [--aspect …] [--theme …] [--format svg|png] --out FILE`
struct ContinentStampCardCommand: StampCardCommand {
    static let name = "continent"
    static let kind = PlaceKind.continent
    static let summary = "A mosaic of one continent's passport stamps"
    static let operands = ["XX"]
    static let discussion = """
        Draws the stamps whose continent is XX (AF, AN, AS, EU, NA, OC or SA) as a mosaic of their
        thumbnails, with the count of stamps, arrivals and departures, the countries and the
        years; as `card country` otherwise. Exits 2 without --out or for a bad option value; 1 for
        an unknown continent, a continent without stamps, or a file that cannot be written; 3
        when a thumbnail could not be made.
        """
    let io: CommandIO<Options>
}
