import Foundation
import WaymarkAtlas
import WaymarkCalendar
import WaymarkFiles
import WaymarkGazetteer
import WaymarkCommandKit

/// What every atlas command shares: where the atlas and the gazetteer are.
/// Options of a command that opens the atlas.
protocol AtlasOptions: CommandOptions {
    var atlas: Option<String?> { get }
}

/// Options of a command that opens the atlas and the gazetteer.
protocol AtlasAndGazetteerOptions: AtlasOptions {
    var gazetteer: Option<String?> { get }
}

/// The options of a command that takes nothing but the atlas, the gazetteer and --json
/// (`atlas check`, `atlas rebase`, `import photos`, `open`).
struct AtlasGazetteerJSONOptions: AtlasAndGazetteerOptions {
    var atlas = Option.atlas
    var gazetteer = Option.gazetteer
    var json = Option.json
}

/// The atlas and gazetteer a command names (--atlas, --gazetteer), else the default ones.
struct AtlasContext {
    let atlasPath: String?
    let gazetteerPath: String?

    init<Options: AtlasOptions>(arguments: Arguments<Options>) throws {
        atlasPath = try arguments[\.atlas]
        gazetteerPath = nil
    }

    init<Options: AtlasAndGazetteerOptions>(arguments: Arguments<Options>) throws {
        atlasPath = try arguments[\.atlas]
        gazetteerPath = try arguments[\.gazetteer]
    }

    /// Read-only commands pass `.readOnly` (they never create an atlas, and read one they may not
    /// write); commands that only change what is there pass `.readWriteExisting`.
    func atlas(_ access: AtlasStore.Access = .readWrite) throws -> AtlasStore {
        try AtlasStore(url: AtlasStore.location(explicitPath: atlasPath), access: access)
    }
    func gazetteer() throws -> Gazetteer { try Gazetteer(url: GazetteerLocation.resolve(explicitPath: gazetteerPath)) }

    /// A place and its ancestors as snapshots, most specific first.
    static func chain(for id: PlaceID, in gazetteer: Gazetteer) throws -> [PlaceSnapshot] {
        guard let chain = try PlaceNamer(gazetteer: gazetteer).chain(for: id) else {
            throw CommandFailure("no place \(id) in \(gazetteer.url.path); find its ID with `waymark search`")
        }
        let identity = gazetteer.identity
        return chain.map { PlaceSnapshot($0, gazetteer: identity) }
    }
}

/// `waymark mark ID [--date YYYY-MM-DD ...]`
struct MarkCommand: WaymarkCommand {
    static let name = "mark"
    static let summary = "Mark a place you have been, optionally on given days"
    static let operands = ["ID"]
    static let discussion = """
        Records the place (e.g. city:2988507, country:JP) in your atlas with a readable snapshot of
        its name and ancestry, and each given day as manual presence for it and everything above it.
        """
    struct Options: AtlasAndGazetteerOptions {
        var date = Option.value("date", "YYYY-MM-DD[,...]", help: "the days you were there, comma-separated")
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one place ID") }
    }

    func run() throws -> ExitStatus {
        guard let id = PlaceID(arguments.positionals[0]) else { throw UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        let days = try (try arguments[\.date]?.split(separator: ",", omittingEmptySubsequences: false) ?? []).map { text -> LocalDay in
            do { return try LocalDay.plausible(String(text)) } catch { throw UsageError("--date: \(error)") }
        }
        let context = try AtlasContext(arguments: arguments)
        let gazetteer = try context.gazetteer()
        let chain = try AtlasContext.chain(for: id, in: gazetteer)
        let atlas = try context.atlas()
        AtlasContext.noteGazetteer(atlas: atlas, gazetteer: gazetteer, console: console)
        try atlas.mark(chain, days: days)
        console.out("marked \(chain[0].label) [\(id)]" + (days.isEmpty ? "" : " on " + days.map(\.description).joined(separator: ", ")))
        return .success
    }
}

/// `waymark unmark ID`
struct UnmarkCommand: WaymarkCommand {
    static let name = "unmark"
    static let summary = "Remove a hand-made mark and its manual days"
    static let operands = ["ID"]
    static let discussion = """
        Removes the mark and the days you added by hand; presence from photos, flights and imports
        stays. Exits 1 if the place was not marked or there is no atlas (none is created). Needs no
        gazetteer.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one place ID") }
    }

    func run() throws -> ExitStatus {
        guard let id = PlaceID(arguments.positionals[0]) else { throw UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        let removed = try AtlasContext(arguments: arguments).atlas(.readWriteExisting).unmark(id)
        console.out(removed ? "unmarked \(id)" : "\(id) was not marked")
        return removed ? .success : .failure
    }
}

/// `waymark export [--output FILE]`
struct ExportCommand: WaymarkCommand {
    static let name = "export"
    static let summary = "Write the atlas as self-contained JSON"
    static let discussion = """
        Writes every place (with its snapshot), mark, day of presence, indexed photo, passport book
        and stamp as JSON that needs no gazetteer to read, to FILE (written to a temporary name and
        renamed; a FIFO or device is written into) or standard output. Books' identity pages
        (holder, document number, birth date) stay out unless --include-identity is given; a FILE
        that creates is readable by its owner only (0600).
        """
    struct Options: AtlasOptions {
        var output = Option.value("output", "FILE", help: "write to FILE (atomically) instead of standard output")
        var includeIdentity = Option.flag("include-identity", help: "include the books' identity pages (they stay out by default)")
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        let includeIdentity = arguments[\.includeIdentity]
        let data = try AtlasExport.encoder().encode(try atlas.export(includeIdentity: includeIdentity))
        guard let output = try arguments[\.output] else {
            console.out(String(decoding: data, as: UTF8.self))
            return .success
        }
        let url = URL(fileURLWithPath: output)
        // The export could as well go to standard output, so a FIFO or device is written into.
        try AtomicFile.write(data, to: url, option: "--output", newFileMode: includeIdentity ? AtomicFile.ownerOnlyMode : AtomicFile.sharedMode,
                             special: .writeInto)
        console.out("exported to \(url.path)")
        return .success
    }
}

/// `waymark stats [--year YYYY]`
struct StatsCommand: WaymarkCommand {
    static let name = "stats"
    static let summary = "Passport statistics and achievements"
    static let discussion = """
        Counts the countries visited and, apart, the countries seen only at airports (transit
        only), the regions, cities, airports and continents in your atlas, the flights imported
        from flight logs and the great-circle distance flown; the share of the world's countries
        (visited ones over the gazetteer's supported countries, whose number is printed) and of
        each visited country's regions; first and last visit per country, in English name order;
        countries by year; and achievements with the day each was first earned (with --year, those
        first earned in that year). Reads the atlas only: a missing atlas is an error, never created.
        When no gazetteer is named and none is installed, the shares are left out (said on
        standard error); a named gazetteer that cannot be read is an error.
        """
    struct Options: AtlasAndGazetteerOptions {
        var year = Option.int("year", "YYYY", in: 1900...9999, help: "only the days of this year")
        var json = Option.json
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        _ = try arguments[\.year]
    }

    func run() throws -> ExitStatus {
        let context = try AtlasContext(arguments: arguments)
        let atlas = try context.atlas(.readOnly)
        var totals: GazetteerTotals?
        do {
            totals = try context.gazetteer().totals()
        } catch Gazetteer.OpenError.missing(let url) where !arguments.isGiven(\.gazetteer)
                    && ProcessInfo.processInfo.environment[GazetteerLocation.environmentVariable] == nil {
            // No gazetteer named and none installed: the counts stand alone, and we say so.
            console.err("no gazetteer at \(url.path): the shares of countries and regions are left out")
        }
        let stats = try AtlasStatistics(atlas: atlas, year: try arguments[\.year], totals: totals)
        if arguments[\.json] {
            try console.json(stats)
            return .success
        }
        console.out("\(stats.countries) countries" + (stats.transitOnlyCountries > 0 ? " · \(stats.transitOnlyCountries) transit only" : "")
                    + ", \(stats.regions) regions, \(stats.cities) cities, \(stats.airports) airports" + (stats.year.map { " in \($0)" } ?? ""))
        if stats.flights > 0 { console.out(String(format: "%d flights, %.0f km flown", stats.flights, stats.distanceFlownKilometers)) }
        if let share = stats.worldShare, let world = stats.worldCountries {
            console.out(String(format: "%.1f%% of the world's %d countries (the gazetteer's supported countries; transit only not counted)", share * 100, world))
        }
        console.out("continents: " + (stats.continents.isEmpty ? "none" : stats.continents.joined(separator: ", ")))
        for visit in stats.countryVisits {
            let share = visit.regionShare.map { String(format: ", %.0f%% of its regions", $0 * 100) } ?? ""
            console.out("  \(visit.name): \(visit.days) day(s), first \(visit.firstVisit), last \(visit.lastVisit)\(share)" + (visit.transitOnly ? ", transit only" : ""))
        }
        for achievement in stats.achievements { console.out("★ \(achievement.title) — first earned \(achievement.earnedOn)") }
        return .success
    }
}

/// `waymark exclude PATH [--undo]`
struct ExcludeCommand: WaymarkCommand {
    static let name = "exclude"
    static let summary = "Take a photo off the map (or put it back with --undo)"
    static let operands = ["PHOTO_PATH"]
    static let discussion = """
        The photo stays in the index (a re-import does not bring it back) but its days no longer
        count in statistics. Exits 1 if the atlas has no photo at that path.
        """
    struct Options: AtlasOptions {
        var undo = Option.flag("undo", help: "put the photo back on the map")
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one photo path") }
    }

    func run() throws -> ExitStatus {
        let path = URL(fileURLWithPath: arguments.positionals[0]).standardizedFileURL.resolvingSymlinksInPath().path
        let undo = arguments[\.undo]
        let changed = try AtlasContext(arguments: arguments).atlas(.readWriteExisting).setExcluded(!undo, path: path)
        console.out(changed ? (undo ? "back on the map: \(path)" : "off the map: \(path)") : "no indexed photo at \(path)")
        return changed ? .success : .failure
    }
}
