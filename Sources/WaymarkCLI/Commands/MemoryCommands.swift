import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkMemories
import WaymarkPhotos
import WaymarkResolver

/// Snake_case JSON for the memory commands (`years_ago`, `place_ids`), pretty and key-sorted.
enum MemoriesJSON {
    static func write<T: Encodable>(_ value: T, to console: Console) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        console.out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// Shared by `on-this-day` and `open`: prints a report and records it as shown.
struct OnThisDayPresenter {
    let console: Console
    let json: Bool

    func show(_ date: MemoryDate, atlas: AtlasStore) throws -> Int32 {
        let finder = OnThisDay(atlas: atlas)
        let report = try finder.report(for: date)
        if !report.memories.isEmpty { try finder.markShown(date) }
        if json {
            try MemoriesJSON.write(report, to: console)
            return ExitStatus.success
        }
        guard !report.memories.isEmpty else {
            console.out("No memories on \(report.date).")
            let nearest = [report.previousDateWithMemories.map { "\($0) (before)" }, report.nextDateWithMemories.map { "\($0) (after)" }].compactMap { $0 }
            console.out(nearest.isEmpty ? "The atlas has no memories on any date yet." : "Nearest dates with memories: " + nearest.joined(separator: ", "))
            return ExitStatus.success
        }
        console.out("On this day, \(report.date)" + (report.unread ? " — new" : ""))
        for memory in report.memories {
            console.out("  \(memory.year) · \(memory.yearsAgo) year\(memory.yearsAgo == 1 ? "" : "s") ago · \(memory.headline)")
            if !memory.chips.isEmpty { console.out("      " + memory.chips.map(\.name).joined(separator: " · ")) }
            console.out("      sources: " + memory.sources.joined(separator: ", ") + " · \(memory.gallery.count) photo\(memory.gallery.count == 1 ? "" : "s")")
            for photo in memory.gallery { console.out("        \(photo.localTime.dropFirst(11).prefix(5))  \(photo.path)") }
        }
        return ExitStatus.success
    }
}

/// `waymark on-this-day [--date …]` and `waymark on-this-day upcoming [--days N] [--ics FILE]`
struct OnThisDayCommand: WaymarkCommand {
    static let name = "on-this-day"
    static let summary = "Memories of this calendar day in earlier years; upcoming reminders"
    static let help = """
        Usage: waymark on-this-day [--date YYYY-MM-DD|MM-DD] [--json] [--atlas PATH]
               waymark on-this-day upcoming [--days N] [--ics FILE] [--json] [--atlas PATH]

        Shows one memory per earlier year with evidence on the same month and day (each piece of
        evidence's own local date), newest first: the most specific places of the day as the
        headline, the rest of their chains, the sources, and the day's photos with local times
        (excluded photos and photos without a trusted capture time left out). The default date is
        today in this machine's time zone; MM-DD means this year. 29 February's memories show on
        28 February in common years. A quiet day names the nearest dates before and after with
        memories. Showing a day's memories records them as read (`unread` in --json).

        `upcoming` (only when `waymark reminders enable` was run) lists the dates in the next N
        days (default 30, today included) with memories, each with its notification text and a
        waymark://on-this-day/MM-DD link; --ics FILE also writes them as an RFC 5545 calendar of
        all-day events with a 09:00 alarm, whose UIDs stay the same on re-export.
        """
    static let valueOptions: Set<String> = ["atlas", "date", "days", "ics"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty || arguments.positionals == ["upcoming"] else {
            throw Arguments.UsageError("expected `waymark on-this-day` or `waymark on-this-day upcoming`")
        }
        let upcoming = arguments.positionals == ["upcoming"]
        if upcoming && arguments.value("date") != nil { throw Arguments.UsageError("--date is for a single day, not `upcoming`") }
        if !upcoming && (arguments.value("days") != nil || arguments.value("ics") != nil) {
            throw Arguments.UsageError("--days and --ics go with `waymark on-this-day upcoming`")
        }
    }

    func run() throws -> Int32 {
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let today = MemoryDate.today()
        if arguments.positionals == ["upcoming"] { return try upcoming(atlas, from: today) }
        var date = today
        if let text = arguments.value("date") {
            do { date = try MemoryDate(parsing: text, defaultYear: today.year) } catch { throw Arguments.UsageError("--date: \(error)") }
        }
        return try OnThisDayPresenter(console: console, json: arguments.flag("json")).show(date, atlas: atlas)
    }

    func upcoming(_ atlas: AtlasStore, from today: MemoryDate) throws -> Int32 {
        let days = try arguments.int("days") ?? 30
        guard (1...366).contains(days) else { throw Arguments.UsageError("--days must be 1 to 366, got \(days)") }
        let list = try Reminders(atlas: atlas).upcoming(from: today, days: days)
        if let path = arguments.value("ics") {
            let url = URL(fileURLWithPath: path)
            do { try Data(CalendarExport.ics(list, stamp: Date()).utf8).write(to: url, options: .atomic) } catch {
                throw Reminders.WriteError(path: url.path, reason: error.localizedDescription)
            }
            if !arguments.flag("json") { console.err("wrote \(list.count) event\(list.count == 1 ? "" : "s") to \(url.path)") }
        }
        if arguments.flag("json") {
            try MemoriesJSON.write(list, to: console)
        } else if list.isEmpty {
            console.out("No memories in the next \(days) days.")
        } else {
            for item in list { console.out("\(item.date)  \(item.text)  \(item.link)") }
        }
        return ExitStatus.success
    }
}

extension Reminders {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }
}

/// `waymark reminders enable|disable|status`
struct RemindersCommand: WaymarkCommand {
    static let name = "reminders"
    static let summary = "Turn On This Day reminders on or off (off by default)"
    static let help = """
        Usage: waymark reminders enable|disable|status [--atlas PATH]

        Reminders are opt-in and recorded in the atlas: until enabled, `waymark on-this-day
        upcoming` lists and schedules nothing.
        """
    static let valueOptions: Set<String> = ["atlas"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1, ["enable", "disable", "status"].contains(arguments.positionals[0]) else {
            throw Arguments.UsageError("expected `waymark reminders enable`, `disable` or `status`")
        }
    }

    func run() throws -> Int32 {
        let reminders = Reminders(atlas: try AtlasContext(arguments: arguments).atlas())
        switch arguments.positionals[0] {
        case "enable": try reminders.setEnabled(true)
        case "disable": try reminders.setEnabled(false)
        default: break
        }
        console.out(try reminders.isEnabled ? "reminders are on" : "reminders are off")
        return ExitStatus.success
    }
}

/// `waymark then-and-now [--limit N] [--min-years N]`
struct ThenAndNowCommand: WaymarkCommand {
    static let name = "then-and-now"
    static let summary = "Places you photographed years apart, longest span first"
    static let help = """
        Usage: waymark then-and-now [--limit N] [--min-years N] [--json] [--atlas PATH] [--gazetteer PATH]

        Finds spots (cells about 280 m wide, or two touching cells with the photos within 280 m)
        whose oldest and newest kept photos are at least N whole years apart (default 2), longest
        span first, at most one per 1 km, and names each spot's city and country with the
        gazetteer (through the atlas's cell cache; left out without a gazetteer). --limit N
        (default 10, at most 100). The result is kept in the atlas until an import or an
        exclusion changes the photos.
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer", "limit", "min-years"]

    let io: CommandIO

    func run() throws -> Int32 {
        let limit = try arguments.int("limit") ?? 10
        let minYears = try arguments.int("min-years") ?? 2
        guard (1...ThenAndNow.kept).contains(limit) else { throw Arguments.UsageError("--limit must be 1 to \(ThenAndNow.kept), got \(limit)") }
        guard minYears >= 1 else { throw Arguments.UsageError("--min-years must be at least 1, got \(minYears)") }
        let context = AtlasContext(arguments: arguments)
        let atlas = try context.atlas()
        var (result, fromMemo) = try ThenAndNow(atlas: atlas).result(minYears: minYears)
        result.pairs = Array(result.pairs.prefix(limit))
        if let gazetteer = try? context.gazetteer() {
            let cells = CellChains(atlas: atlas, resolver: try FastResolver(gazetteer: gazetteer), lookup: try gazetteer.makeLookup(),
                                   gazetteerIdentity: AtlasContext.identity(of: gazetteer))
            result.pairs = try atlas.transaction { try ThenAndNow.labelled(result.pairs) { try cells.chain(at: $0).chain } }
        } else {
            console.err("no gazetteer: spots are not named (--gazetteer PATH)")
        }
        if arguments.flag("json") {
            struct Output: Encodable { var fromMemo: Bool; var result: ThenAndNowResult }
            try MemoriesJSON.write(Output(fromMemo: fromMemo, result: result), to: console)
            return ExitStatus.success
        }
        if result.pairs.isEmpty { console.out("No spot photographed \(minYears) or more years apart yet.") }
        for pair in result.pairs {
            let place = [pair.city?.name, pair.country?.name].compactMap { $0 }.joined(separator: ", ")
            console.out("\(pair.years) years · \(place.isEmpty ? String(format: "%.5f, %.5f", pair.now.lat, pair.now.lon) : place)")
            console.out("    then \(pair.then.localTime)  \(pair.then.path)")
            console.out("    now  \(pair.now.localTime)  \(pair.now.path)")
        }
        return ExitStatus.success
    }
}

/// `waymark place ID`
struct PlaceCommand: WaymarkCommand {
    static let name = "place"
    static let summary = "A place's story: visits, days per year, sources, photos"
    static let help = """
        Usage: waymark place ID [--json] [--atlas PATH]

        The place's chain, first and last visit, days per year, days per source, kept photos, and
        the places inside it you visited. Reads the atlas only. Exits 1 for a place not in it.
        """
    static let valueOptions: Set<String> = ["atlas"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one place ID") }
    }

    func run() throws -> Int32 {
        guard let id = PlaceID(arguments.positionals[0]) else { throw Arguments.UsageError("'\(arguments.positionals[0])' is not a place ID (kind:code)") }
        return try PlaceStoryPresenter(console: console, json: arguments.flag("json")).show(id, atlas: try AtlasContext(arguments: arguments).atlas())
    }
}

struct PlaceStoryPresenter {
    let console: Console
    let json: Bool

    func show(_ id: PlaceID, atlas: AtlasStore) throws -> Int32 {
        let story = try PlaceStory(place: id, atlas: atlas)
        if json {
            try MemoriesJSON.write(story, to: console)
            return ExitStatus.success
        }
        console.out(story.chain.map(\.name).joined(separator: " · "))
        console.out("\(story.days) day\(story.days == 1 ? "" : "s")" + (story.firstVisit.map { ", first \($0)" } ?? "") + (story.lastVisit.map { ", last \($0)" } ?? "")
                    + ", \(story.photoCount) photo\(story.photoCount == 1 ? "" : "s")")
        if !story.daysPerYear.isEmpty { console.out("by year: " + story.daysPerYear.map { "\($0.year) \($0.days)" }.joined(separator: ", ")) }
        if !story.sources.isEmpty { console.out("sources: " + story.sources.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
        for place in story.placesBelow { console.out("  \(place.name) [\(place.id)]: \(place.days) day\(place.days == 1 ? "" : "s"), \(place.firstVisit) – \(place.lastVisit)") }
        return ExitStatus.success
    }
}

/// `waymark open LINK`
struct OpenCommand: WaymarkCommand {
    static let name = "open"
    static let summary = "Open a waymark:// link from a reminder or a memory"
    static let help = """
        Usage: waymark open LINK [--json] [--atlas PATH]

        waymark://on-this-day/MM-DD shows that day's memories this year (as `waymark on-this-day
        --date MM-DD`); waymark://place/ID shows the place's story (as `waymark place ID`).
        """
    static let valueOptions: Set<String> = ["atlas"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("give one waymark:// link") }
    }

    func run() throws -> Int32 {
        let link: MemoryLink
        do { link = try MemoryLink(parsing: arguments.positionals[0]) } catch { throw Arguments.UsageError("\(error)") }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        switch link {
        case .onThisDay(let monthDay):
            let date = try MemoryDate(parsing: monthDay, defaultYear: MemoryDate.today().year)
            return try OnThisDayPresenter(console: console, json: arguments.flag("json")).show(date, atlas: atlas)
        case .place(let id):
            return try PlaceStoryPresenter(console: console, json: arguments.flag("json")).show(id, atlas: atlas)
        }
    }
}

/// `waymark status`
struct StatusCommand: WaymarkCommand {
    static let name = "status"
    static let summary = "What is waiting: today's memories"
    static let help = """
        Usage: waymark status [--json] [--atlas PATH]

        Prints an On This Day line only when today (this machine's time zone) has memories, marked
        "new" until they are shown with `waymark on-this-day` or `waymark open`. Nothing else yet.
        """
    static let valueOptions: Set<String> = ["atlas"]

    let io: CommandIO

    struct OnThisDayLine: Encodable {
        var date: String
        var memories: Int
        var firstYear: Int
        var lastYear: Int
        var unread: Bool
        var text: String
        var link: String
    }

    /// `on_this_day` is null, not missing, on a day without memories.
    struct Status: Encodable {
        var onThisDay: OnThisDayLine?
        enum CodingKeys: String, CodingKey { case onThisDay }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(onThisDay, forKey: .onThisDay)
        }
    }

    func run() throws -> Int32 {
        let atlas = try AtlasContext(arguments: arguments).atlas()
        let today = MemoryDate.today()
        let finder = OnThisDay(atlas: atlas)
        var line: OnThisDayLine?
        if try finder.hasMemories(on: today) {
            let report = try finder.report(for: today, includeGallery: false, findNearest: false)
            let years = report.memories.map(\.year)
            let count = report.memories.count
            let text = "On this day: \(count) memor\(count == 1 ? "y" : "ies") from \(years.min()!)" + (years.min() == years.max() ? "" : "–\(years.max()!)")
                + (report.unread ? " — new" : "")
            line = OnThisDayLine(date: today.description, memories: count, firstYear: years.min()!, lastYear: years.max()!,
                                 unread: report.unread, text: text, link: MemoryLink.onThisDay(today).description)
        }
        if arguments.flag("json") {
            try MemoriesJSON.write(Status(onThisDay: line), to: console)
        } else if let line {
            console.out(line.text)
        }
        return ExitStatus.success
    }
}
