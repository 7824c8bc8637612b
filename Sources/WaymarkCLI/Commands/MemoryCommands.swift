import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkFiles
import WaymarkGazetteer
import WaymarkMemories
import WaymarkPhotoImport
import WaymarkResolver
import WaymarkCommandKit

/// Shared by `on-this-day` and `open`: builds a day's report and records it as shown, where the
/// atlas can be written (one the user may only read is still shown, and stays unread).
struct OnThisDayPresenter {
    let console: Console

    func report(_ date: LocalDay, atlas: AtlasStore) throws -> OnThisDayReport {
        let finder = OnThisDay(atlas: atlas)
        let report = try finder.report(for: date)
        if !report.memories.isEmpty && atlas.canWrite { try finder.markShown(date) }
        return report
    }

    func print(_ report: OnThisDayReport) {
        guard !report.memories.isEmpty else {
            console.out("No memories on \(report.date).")
            let nearest = [report.previousDateWithMemories.map { "\($0) (before)" }, report.nextDateWithMemories.map { "\($0) (after)" }].compactMap { $0 }
            console.out(nearest.isEmpty ? "The atlas has no memories on any date yet." : "Nearest dates with memories: " + nearest.joined(separator: ", "))
            return
        }
        console.out("On this day, \(report.date)" + (report.includesLeapDay ? " (with 29 February, which \(report.date.year) does not have)" : "")
                    + (report.unread ? " — new" : ""))
        for memory in report.memories {
            let days = report.includesLeapDay ? " · " + memory.dates.map(\.monthDay.spelledOut).joined(separator: " and ") : ""
            console.out("  \(memory.year) · \(memory.yearsAgo) year\(memory.yearsAgo == 1 ? "" : "s") ago\(days) · \(memory.headline)")
            if !memory.chips.isEmpty { console.out("      " + memory.chips.map(\.name).joined(separator: " · ")) }
            console.out("      sources: " + memory.sources.joined(separator: ", ") + " · \(memory.gallery.count) photo\(memory.gallery.count == 1 ? "" : "s")")
            for photo in memory.gallery {
                // On a merged 28/29 February each photo says its day, not only its time.
                let when = photo.timeText(withDay: report.includesLeapDay)
                let place = photo.placeFrom == .photo ? "" : "  (\(photo.placeFrom == .sameDay ? "no position; that day: " + photo.place : photo.place))"
                console.out("        \(when)  \(photo.path)\(place)")
            }
        }
    }
}

/// `waymark on-this-day [--date …]`, and the group of `waymark on-this-day upcoming`.
struct OnThisDayCommand: WaymarkCommand {
    static let name = "on-this-day"
    static let summary = "Memories of this calendar day in earlier years; upcoming reminders"
    static let discussion = """
        Shows one memory per earlier year with evidence on the same month and day (each piece of
        evidence's own local date), newest first: the most specific places of the day as the
        headline, the rest of their chains, the sources, and the day's photos with local times
        (excluded photos and photos without a trusted capture time left out; a photo without a
        position is shown with the places that day's other evidence names, or "place unknown"). The default date is
        today in this machine's time zone; MM-DD means this year. 29 February's memories show on
        28 February in common years, each memory and photo labelled with its day. A quiet day names the nearest dates before and after with
        memories. Showing a day's memories records them as read (`unread` in --json) where the
        atlas can be written; one this user may only read is shown and left as it is. Exits 1 when
        the atlas does not exist.
        """
    struct Options: AtlasOptions {
        var date = Option.value("date", "YYYY-MM-DD|MM-DD", help: "the day (default: today in this machine's time zone)")
        var atlas = Option.atlas
        var json = Option.json
    }
    static let subcommands: [any WaymarkCommand.Type] = [UpcomingCommand.self]
    static let runsWithoutSubcommand = true

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected '\(arguments.positionals[0])': the subcommand is `upcoming`, or give the day with --date")
        }
    }

    func run() throws -> ExitStatus {
        let today = try LocalDay.today()
        var date = today
        if let text = try arguments[\.date] {
            do { date = try LocalDay(dayOrMonthDay: text, year: today.year) } catch { throw UsageError("--date: \(error)") }
        }
        let presenter = OnThisDayPresenter(console: console)
        let report = try presenter.report(date, atlas: try AtlasContext(arguments: arguments).atlas(.readOnly))
        if arguments[\.json] { try console.json(report) } else { presenter.print(report) }
        return .success
    }
}

/// `waymark on-this-day upcoming [--days N] [--ics FILE]`
struct UpcomingCommand: WaymarkCommand {
    static let name = "upcoming"
    static let summary = "The next dates with memories; with --ics, as reminders (after `waymark reminders enable`)"
    static let discussion = """
        Lists the dates in the next N days (today included) with memories, each with its
        notification text and a waymark://on-this-day/MM-DD link, whether or not reminders are on.
        --ics FILE also writes them as an RFC 5545 calendar of all-day events with a 09:00 alarm,
        whose UIDs stay the same on re-export (so calendars update rather than duplicate); the
        file is replaced atomically. Exits 1 for --ics while reminders are off (`waymark
        reminders enable`: alarms are opt-in), or when the atlas does not exist.
        """
    struct Options: AtlasOptions {
        var days = Option.int("days", default: 30, in: 1...366, help: "how many days ahead, 1 to 366")
        var ics = Option.value("ics", "FILE", help: "also write the reminders as an iCalendar file")
        var atlas = Option.atlas
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
        _ = try arguments[\.days]
    }

    func run() throws -> ExitStatus {
        let days = try arguments[\.days]
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        let reminders = Reminders(atlas: atlas)
        let list = try reminders.upcoming(from: try LocalDay.today(), days: days)
        if let path = try arguments[\.ics] {
            let url = URL(fileURLWithPath: path)
            try AtomicFile.write(Data(try reminders.calendar(list, stamp: Date()).utf8), to: url, option: "--ics")
            console.err("wrote \(list.count) event\(list.count == 1 ? "" : "s") to \(url.path)")
        }
        if arguments[\.json] {
            try console.json(list)
        } else if list.isEmpty {
            console.out("No memories in the next \(days) days.")
        } else {
            for item in list { console.out("\(item.date)  \(item.text)  \(item.link)") }
        }
        return .success
    }
}

/// `waymark reminders enable|disable|status`
struct RemindersCommand: WaymarkCommand {
    static let name = "reminders"
    static let summary = "Turn On This Day reminders on or off (off by default)"
    static let discussion = """
        Reminders are opt-in and recorded in the atlas: until enabled, `waymark on-this-day
        upcoming` lists the coming dates but writes no calendar of alarms (--ics). Each subcommand prints `reminders are on` or
        `reminders are off`.
        """
    static let subcommands: [any WaymarkCommand.Type] = [Switch.Enable.self, Switch.Disable.self, Switch.Status.self]

    let io: CommandIO<NoOptions>

    /// The three subcommands: the same option, the same output, a different setting.
    enum Switch {
        protocol Setting: WaymarkCommand where Options == SettingOptions {
            /// The value to store, or nil to only report.
            static var setting: Bool? { get }
        }

        struct Enable: Setting {
            static let name = "enable"
            static let summary = "Turn reminders on (creates the atlas if needed)"
            static let setting: Bool? = true
            let io: CommandIO<SettingOptions>
        }

        struct Disable: Setting {
            static let name = "disable"
            static let summary = "Turn reminders off"
            static let setting: Bool? = false
            let io: CommandIO<SettingOptions>
        }

        struct Status: Setting {
            static let name = "status"
            static let summary = "Say whether reminders are on"
            static let setting: Bool? = nil
            let io: CommandIO<SettingOptions>
        }
    }
}

struct SettingOptions: AtlasOptions {
    var atlas = Option.atlas
}

extension RemindersCommand.Switch.Setting {
    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
    }

    func run() throws -> ExitStatus {
        let context = try AtlasContext(arguments: arguments)
        // Turning reminders on is the one setting worth creating an atlas for.
        let access: AtlasStore.Access = Self.setting == true ? .readWrite : Self.setting == false ? .readWriteExisting : .readOnly
        let reminders = Reminders(atlas: try context.atlas(access))
        if let setting = Self.setting { try reminders.setEnabled(setting) }
        console.out(try reminders.isEnabled ? "reminders are on" : "reminders are off")
        return .success
    }
}

/// `waymark then-and-now [--limit N] [--min-years N] [--home ID|auto]`
struct ThenAndNowCommand: WaymarkCommand {
    static let name = "then-and-now"
    static let summary = "Places you photographed years apart, numbered, your home base not filling the list"
    static let discussion = """
        Finds spots (cells about 280 m wide, or two touching cells with the photos within 280 m)
        whose oldest and newest kept photos are at least N whole years apart (June 2017 to March
        2026 is 8), at most one per 1 km, longest span first — except at your home base (the
        city with the most days, or the place set with --home), where only the longest spot
        keeps its rank and the others follow every spot away from home. Each spot is numbered:
        the N of `waymark card then-and-now N` and `waymark open waymark://then-and-now/N`. Names
        each spot's city and country with the gazetteer (through the atlas's cell cache; left
        out, with a note on standard error, when no gazetteer can be opened). The result is kept
        in the atlas, where it can be written, until an import or an exclusion changes the
        photos; an atlas this user may only read is listed unchanged, its spots by coordinates.
        Exits 1 when the atlas does not exist or --home cannot be stored.
        """
    struct Options: AtlasAndGazetteerOptions {
        var limit = Option.int("limit", default: 10, in: 1...ThenAndNow.kept, help: "at most N spots, 1 to \(ThenAndNow.kept)")
        var minYears = Option.int("min-years", default: 2, in: 1...Int.max, help: "the shortest span in whole years, at least 1")
        var home = Option.value("home", "ID|auto", help: "remember a place ID as your home base (auto: the city with the most days)")
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
        _ = try arguments[\.limit]
        _ = try arguments[\.minYears]
        if let text = try arguments[\.home], text != "auto", PlaceID(text) == nil {
            throw UsageError("--home is a place ID such as city:2950159, or auto, got '\(text)'")
        }
    }

    struct Output: Encodable {
        var fromMemo: Bool
        var result: ThenAndNowResult
    }

    func run() throws -> ExitStatus {
        let limit = try arguments[\.limit]
        let minYears = try arguments[\.minYears]
        let context = try AtlasContext(arguments: arguments)
        // Read-only like `report`: the memo and the cell cache are kept only where the atlas can be written.
        let home = try arguments[\.home]
        let atlas = try context.atlas(home == nil ? .readOnly : .readWriteExisting)
        if let text = home { try ThenAndNowSpots.setHome(text == "auto" ? nil : PlaceID(text), atlas: atlas) }
        // Without a gazetteer the spots are still shown, by coordinates: the list is the atlas's.
        var gazetteer: Gazetteer?
        do { gazetteer = try context.gazetteer() } catch let error as Gazetteer.OpenError { console.err("spots are not named: \(error)") }
        let (result, fromMemo) = try ThenAndNowSpots.list(atlas: atlas, gazetteer: gazetteer, minYears: minYears, limit: limit)
        if arguments[\.json] {
            try console.json(Output(fromMemo: fromMemo, result: result))
            return .success
        }
        if result.pairs.isEmpty { console.out("No spot photographed \(minYears) or more years apart yet.") }
        for pair in result.pairs { ThenAndNowPresenter(console: console).print(pair) }
        if let home = result.home { console.out("Home base: \(home.label) [\(home.id)] (set with --home ID, or --home auto)") }
        return .success
    }
}

/// One Then & Now spot as text, numbered as `card then-and-now N` and `open` take it.
struct ThenAndNowPresenter {
    let console: Console

    func print(_ pair: ThenAndNowPair) {
        let place = [pair.city?.name, pair.country?.name].compactMap { $0 }.joined(separator: ", ")
        console.out("\(pair.number.map { "\($0). " } ?? "")\(place.isEmpty ? String(format: "%.5f, %.5f", pair.now.lat, pair.now.lon) : place)"
                    + "\(pair.atHome == true ? " (home)" : "") · \(pair.spanText)")
        console.out("    then \(pair.then.localTime)  \(pair.then.path)")
        console.out("    now  \(pair.now.localTime)  \(pair.now.path)")
    }
}

/// `waymark place ID`
struct PlaceCommand: WaymarkCommand {
    static let name = "place"
    static let summary = "A place's story: visits, days per year, sources, photos"
    static let operands = ["ID"]
    static let discussion = """
        The place's chain, first and last visit, days per year, days per source, kept photos, and
        the places inside it you visited. Reads the atlas only and never creates one. Exits 1 for
        a place not in the atlas.
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one place ID") }
    }

    func run() throws -> ExitStatus {
        guard let id = PlaceID(arguments.positionals[0]) else { throw UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        let story = try PlaceStory(place: id, atlas: atlas)
        if arguments[\.json] { try console.json(story); return .success }
        PlaceStoryPresenter(console: console).print(story)
        return .success
    }
}

struct PlaceStoryPresenter {
    let console: Console

    func print(_ story: PlaceStory) {
        console.out(story.chain.map(\.name).joined(separator: " · "))
        console.out("\(story.days) day\(story.days == 1 ? "" : "s")" + (story.firstVisit.map { ", first \($0)" } ?? "") + (story.lastVisit.map { ", last \($0)" } ?? "")
                    + ", \(story.photoCount) photo\(story.photoCount == 1 ? "" : "s")")
        if !story.daysPerYear.isEmpty { console.out("by year: " + story.daysPerYear.map { "\($0.year) \($0.days)" }.joined(separator: ", ")) }
        if !story.sources.isEmpty { console.out("sources: " + story.sources.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
        for place in story.placesBelow { console.out("  \(place.name) [\(place.id)]: \(place.days) day\(place.days == 1 ? "" : "s"), \(place.firstVisit) – \(place.lastVisit)") }
        // The names a gazetteer rebase replaced (docs/atlas.md).
        if !story.formerNames.isEmpty { console.out("formerly " + story.formerNames.joined(separator: ", ")) }
    }
}

/// `waymark open LINK`
struct OpenCommand: WaymarkCommand {
    static let name = "open"
    static let summary = "Open a waymark:// link from a reminder or a memory"
    static let operands = ["LINK"]
    static let discussion = """
        waymark://on-this-day/MM-DD shows that day's memories this year (as `waymark on-this-day
        --date MM-DD`, and records them as read); waymark://place/ID shows the place's story (as
        `waymark place ID`); waymark://then-and-now/N shows spot N of `waymark then-and-now` (exit
        1 when there is no such spot). Any other link is a command-line mistake (exit 2).
        """
    typealias Options = AtlasGazetteerJSONOptions

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.count == 1 else { throw UsageError("give one waymark:// link") }
        do { _ = try MemoryLink(parsing: arguments.positionals[0]) } catch { throw UsageError("\(error)") }
    }

    /// The link and what it opened: exactly one of `on_this_day`, `place_story` and `then_and_now`.
    struct Output: Encodable {
        var link: String
        var onThisDay: OnThisDayReport?
        var placeStory: PlaceStory?
        var thenAndNow: ThenAndNowPair?
    }

    func run() throws -> ExitStatus {
        let link = try MemoryLink(parsing: arguments.positionals[0])
        let context = try AtlasContext(arguments: arguments)
        var output = Output(link: link.description)
        switch link {
        case .onThisDay(let monthDay):
            let date = try monthDay.day(in: try LocalDay.today().year)
            let presenter = OnThisDayPresenter(console: console)
            output.onThisDay = try presenter.report(date, atlas: try context.atlas(.readOnly))
            if !arguments[\.json] { presenter.print(output.onThisDay!) }
        case .place(let id):
            output.placeStory = try PlaceStory(place: id, atlas: try context.atlas(.readOnly))
            if !arguments[\.json] { PlaceStoryPresenter(console: console).print(output.placeStory!) }
        case .thenAndNow(let n):
            let atlas = try context.atlas(.readOnly)
            var gazetteer: Gazetteer?
            do { gazetteer = try context.gazetteer() } catch let error as Gazetteer.OpenError { console.err("the spot is not named: \(error)") }
            let pairs = try ThenAndNowSpots.list(atlas: atlas, gazetteer: gazetteer, minYears: 2, limit: n).result.pairs
            guard n <= pairs.count else { throw CommandFailure("there are \(pairs.count) Then & Now spots, not \(n) (see `waymark then-and-now`)") }
            output.thenAndNow = pairs[n - 1]
            if !arguments[\.json] { ThenAndNowPresenter(console: console).print(pairs[n - 1]) }
        }
        if arguments[\.json] { try console.json(output) }
        return .success
    }
}

/// `waymark status`
struct StatusCommand: WaymarkCommand {
    static let name = "status"
    static let summary = "What is waiting: today's memories"
    static let discussion = """
        Prints an On This Day line only when today (this machine's time zone) has memories, marked
        "new" until they are shown with `waymark on-this-day` or `waymark open`; nothing otherwise.
        Reads the atlas only and never creates one (exit 1 when it does not exist).
        """
    struct Options: AtlasOptions {
        var atlas = Option.atlas
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
    }

    struct OnThisDayLine: Encodable {
        var date: String
        var memories: Int
        var firstYear: Int
        var lastYear: Int
        var unread: Bool
        var text: String
        var link: String
    }

    /// `on_this_day` is left out on a day without memories.
    struct Status: Encodable {
        var onThisDay: OnThisDayLine?
    }

    func run() throws -> ExitStatus {
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        let today = try LocalDay.today()
        let finder = OnThisDay(atlas: atlas)
        var line: OnThisDayLine?
        if try finder.hasMemories(on: today) {
            let report = try finder.report(for: today, includeGallery: false, findNearest: false)
            let years = report.memories.map(\.year)
            let first = years.min() ?? today.year, last = years.max() ?? today.year
            let count = report.memories.count
            let text = "On this day: \(count) memor\(count == 1 ? "y" : "ies") from \(first)" + (first == last ? "" : "–\(last)")
                + (report.unread ? " — new" : "")
            line = OnThisDayLine(date: today.description, memories: count, firstYear: first, lastYear: last,
                                 unread: report.unread, text: text, link: MemoryLink.onThisDay(today).description)
        }
        if arguments[\.json] {
            try console.json(Status(onThisDay: line))
        } else if let line {
            console.out(line.text)
        }
        return .success
    }
}
