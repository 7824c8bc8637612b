import Foundation
import WaymarkAtlas
import WaymarkGazetteer

/// What every atlas command shares: where the atlas and the gazetteer are.
struct AtlasContext {
    let arguments: Arguments

    func atlas() throws -> AtlasStore { try AtlasStore(url: AtlasStore.location(explicitPath: arguments.value("atlas"))) }
    func gazetteer() throws -> Gazetteer { try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer"))) }

    /// The gazetteer's identity for snapshots: the sha256 recorded beside it, else its path.
    static func identity(of gazetteer: Gazetteer) -> String {
        let record = gazetteer.url.appendingPathExtension("sha256")
        return (try? String(contentsOf: record, encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? gazetteer.url.path
    }

    /// A place and its ancestors as snapshots, most specific first.
    static func chain(for id: PlaceID, in gazetteer: Gazetteer) throws -> [PlaceSnapshot] {
        let lookup = try gazetteer.makeLookup()
        guard let place = try lookup.place(id: id) else { throw Arguments.UsageError("no place \(id) in \(gazetteer.url.path)") }
        let identity = identity(of: gazetteer)
        var chain = [PlaceSnapshot(place, gazetteer: identity)]
        for ancestor in [place.city?.id, place.region?.id, place.country?.id, place.continent?.id].compactMap({ $0 }) {
            if let parent = try lookup.place(id: ancestor) { chain.append(PlaceSnapshot(parent, gazetteer: identity)) }
        }
        return chain
    }
}

/// `waymark mark ID [--date YYYY-MM-DD ...]`
struct MarkCommand: WaymarkCommand {
    static let name = "mark"
    static let summary = "Mark a place you have been, optionally on given days"
    static let help = """
        Usage: waymark mark ID [--date YYYY-MM-DD[,YYYY-MM-DD...]] [--atlas PATH] [--gazetteer PATH]

        Records the place (e.g. city:2988507, country:JP) in your atlas with a readable snapshot of
        its name and ancestry, and each given day as manual presence for it and everything above it.
        The atlas is --atlas PATH, else $WAYMARK_ATLAS, else ~/.local/share/waymark/atlas.sqlite.
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer", "date"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one place ID") }
    }

    func run() throws -> Int32 {
        guard let id = PlaceID(arguments.positionals[0]) else { throw Arguments.UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        let days = try (arguments.value("date") ?? "").split(separator: ",").map { text -> LocalDay in
            do { return try LocalDay(date: String(text)) } catch { throw Arguments.UsageError("--date: \(error)") }
        }
        let context = AtlasContext(arguments: arguments)
        let chain = try AtlasContext.chain(for: id, in: try context.gazetteer())
        let atlas = try context.atlas()
        try atlas.mark(chain, days: days)
        console.out("marked \(chain[0].label) [\(id)]" + (days.isEmpty ? "" : " on " + days.map(\.date).joined(separator: ", ")))
        return ExitStatus.success
    }
}

/// `waymark unmark ID`
struct UnmarkCommand: WaymarkCommand {
    static let name = "unmark"
    static let summary = "Remove a hand-made mark and its manual days"
    static let help = """
        Usage: waymark unmark ID [--atlas PATH]

        Removes the mark and the days you added by hand; presence from photos, flights and imports
        stays. Exits 1 if the place was not marked. Needs no gazetteer.
        """
    static let valueOptions: Set<String> = ["atlas"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one place ID") }
    }

    func run() throws -> Int32 {
        guard let id = PlaceID(arguments.positionals[0]) else { throw Arguments.UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        let removed = try AtlasContext(arguments: arguments).atlas().unmark(id)
        console.out(removed ? "unmarked \(id)" : "\(id) was not marked")
        return removed ? ExitStatus.success : ExitStatus.failure
    }
}

/// `waymark export [--output FILE]`
struct ExportCommand: WaymarkCommand {
    static let name = "export"
    static let summary = "Write the atlas as self-contained JSON"
    static let help = """
        Usage: waymark export [--output FILE] [--include-identity] [--atlas PATH]

        Writes every place (with its snapshot), mark, day of presence, indexed photo, passport book
        and stamp as JSON that needs no gazetteer to read, to FILE (written to a temporary name and
        renamed) or standard output. Books' identity pages (holder, document number, birth date)
        stay out unless --include-identity is given.
        """
    static let valueOptions: Set<String> = ["atlas", "output"]
    static let flagOptions: Set<String> = ["include-identity", "help"]

    let io: CommandIO

    func run() throws -> Int32 {
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let data = try AtlasExport.encoder().encode(try atlas.export(includeIdentity: arguments.flag("include-identity")))
        guard let output = arguments.value("output") else {
            console.out(String(decoding: data, as: UTF8.self))
            return ExitStatus.success
        }
        let url = URL(fileURLWithPath: output)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw Arguments.UsageError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        console.out("exported to \(url.path)")
        return ExitStatus.success
    }
}

/// `waymark stats [--year YYYY]`
struct StatsCommand: WaymarkCommand {
    static let name = "stats"
    static let summary = "Passport statistics and achievements"
    static let help = """
        Usage: waymark stats [--year YYYY] [--json] [--atlas PATH] [--gazetteer PATH]

        Counts the countries, regions, cities, airports and continents in your atlas; the share of
        the world's countries (the gazetteer's supported list) and of each visited country's
        regions; first and last visit per country; countries by year; and achievements with the
        day each was earned. Without a gazetteer the shares are left out.
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer", "year"]

    let io: CommandIO

    func run() throws -> Int32 {
        let context = AtlasContext(arguments: arguments)
        var totals: AtlasStatistics.Totals?
        if let gazetteer = try? context.gazetteer() {
            let db = gazetteer.connection
            let supported = try db.scalarInt("SELECT count(*) FROM country_info WHERE supported = 1") ?? 0
            var perCountry: [String: Int] = [:]
            let s = try db.prepare("SELECT c.code, count(*) FROM place r JOIN place c ON c.rowid = r.country WHERE r.kind = 2 GROUP BY c.code")
            while try s.step() { perCountry["country:\(s.text(0) ?? "")"] = s.int(1) }
            totals = AtlasStatistics.Totals(supportedCountries: supported, regionsPerCountry: perCountry)
        }
        let stats = try AtlasStatistics(atlas: try context.atlas(), year: try arguments.int("year"), totals: totals)
        if arguments.flag("json") {
            try console.json(stats)
            return ExitStatus.success
        }
        console.out("\(stats.countries) countries, \(stats.regions) regions, \(stats.cities) cities, \(stats.airports) airports"
                    + (stats.year.map { " in \($0)" } ?? ""))
        if let share = stats.worldShare { console.out(String(format: "%.1f%% of the world's countries", share * 100)) }
        console.out("continents: " + (stats.continents.isEmpty ? "none" : stats.continents.joined(separator: ", ")))
        for visit in stats.countryVisits {
            let share = visit.regionShare.map { String(format: ", %.0f%% of its regions", $0 * 100) } ?? ""
            console.out("  \(visit.name): \(visit.days) day(s), first \(visit.firstVisit), last \(visit.lastVisit)\(share)")
        }
        for achievement in stats.achievements { console.out("★ \(achievement.title) — \(achievement.earnedOn)") }
        return ExitStatus.success
    }
}

/// `waymark exclude PATH [--undo]`
struct ExcludeCommand: WaymarkCommand {
    static let name = "exclude"
    static let summary = "Take a photo off the map (or put it back with --undo)"
    static let help = """
        Usage: waymark exclude PHOTO_PATH [--undo] [--atlas PATH]

        The photo stays in the index (a re-import does not bring it back) but its days no longer
        count in statistics. Exits 1 if the atlas has no photo at that path.
        """
    static let valueOptions: Set<String> = ["atlas"]
    static let flagOptions: Set<String> = ["undo", "help"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one photo path") }
    }

    func run() throws -> Int32 {
        let path = URL(fileURLWithPath: arguments.positionals[0]).standardizedFileURL.resolvingSymlinksInPath().path
        let undo = arguments.flag("undo")
        let changed = try AtlasContext(arguments: arguments).atlas().setExcluded(!undo, path: path)
        console.out(changed ? (undo ? "back on the map: \(path)" : "off the map: \(path)") : "no indexed photo at \(path)")
        return changed ? ExitStatus.success : ExitStatus.failure
    }
}
