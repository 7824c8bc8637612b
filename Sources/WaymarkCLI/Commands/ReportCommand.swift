import Foundation
import WaymarkCalendar
import WaymarkAtlas
import WaymarkFiles
import WaymarkGazetteer
import WaymarkMemories
import WaymarkRendering
import WaymarkCommandKit

/// `waymark report --out atlas.html [--date YYYY-MM-DD]`
struct ReportCommand: WaymarkCommand {
    static let name = "report"
    static let summary = "Write the atlas as one self-contained, offline HTML file"
    static let discussion = """
        Writes one HTML file with everything inline and no network request of any kind (its
        Content-Security-Policy forbids them; images are data: URIs inside the file): your
        statistics, the world map as SVG with each country's name on hover, On This Day for the
        date (default today), the Then & Now spots (as `waymark then-and-now` lists them, at most
        10) with small thumbnails (made by `import photos` in the cache beside the atlas, or here
        where missing), the countries with their days, achievements, a timeline of countries by
        year, and the stamp gallery grouped by continent and country with thumbnails (made by
        `stamp add` in the caches beside the atlas, or here where missing; a stamp whose image
        file is gone or was edited since never shows an old one). It needs no script and
        opens the same from a USB stick. Light or dark follows the reader's system setting. Same
        atlas, gazetteer, photos and date, same bytes. Never marks memories as shown; keeps the
        Then & Now list and cell cache in the atlas when the atlas can be written. Exits 2
        without --out or for a bad date, 1 for a missing gazetteer or a file that cannot be
        written, 3 when a photo or stamp image could not be read (each named on standard error;
        the report is still written, without that thumbnail).
        """
    struct Options: AtlasAndGazetteerOptions {
        var out = Option.value("out", "FILE.html", help: "where to write, whole or not at all (a temporary file, then renamed)")
        var date = Option.value("date", "YYYY-MM-DD", help: "the day for On This Day (default today)")
        var json = Option.json
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }
    /// Then & Now spots in the report: the command's own default list.
    static let spots = 10

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
        guard try arguments[\.out] != nil else { throw UsageError("give --out FILE.html") }
    }

    struct Written: Encodable {
        var out: String
        var bytes: Int
        var thenAndNow: Int
        var stamps: Int
        var unreadableImages: Int
    }

    func run() throws -> ExitStatus {
        let out = URL(fileURLWithPath: try arguments[\.out]!)
        let today = try LocalDay.today()
        let date: LocalDay
        if let text = try arguments[\.date] {
            do { date = try LocalDay(dayOrMonthDay: text, year: today.year) } catch { throw UsageError("--date: \(error)") }
        } else {
            date = today
        }
        let context = try AtlasContext(arguments: arguments)
        let atlas = try context.atlas(.readOnly)
        let gazetteer = try context.gazetteer()
        let pairs = try ThenAndNowSpots.list(atlas: atlas, gazetteer: gazetteer, minYears: 2, limit: Self.spots).result.pairs
        let report = try AtlasPictures(atlas: atlas, gazetteer: gazetteer).report(onThisDay: date, thenAndNow: pairs)
        let html = Data(report.html.utf8)
        try AtomicFile.write(html, to: out, option: "--out")
        for problem in report.problems { console.err("waymark report: \(problem)") }
        if arguments[\.json] {
            try console.json(Written(out: out.path, bytes: html.count, thenAndNow: pairs.count, stamps: try atlas.stampRows().count,
                                     unreadableImages: report.problems.count))
        } else {
            console.err("wrote \(out.path) (\(html.count) bytes)")
        }
        guard report.problems.isEmpty else {
            console.err("waymark report: \(report.problems.count) image\(report.problems.count == 1 ? "" : "s") could not be read; the report shows those without a thumbnail")
            return .partialBatch
        }
        return .success
    }
}
