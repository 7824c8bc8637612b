import Foundation
import WaymarkAtlas
import WaymarkPassport

/// `waymark stamp list [--by continent|country|book] [--arrivals|--departures|--favourites] [--json]`
enum StampList: Subcommand {
    static let name = "list"
    static let usage = """
        waymark stamp list [--by continent|country|book] [--arrivals] [--departures] [--favourites]
                           [--thumbnails] [--json] [--atlas PATH]
            The gallery: stamps grouped by continent then country (or by country, or by book then
            country), each group with its count, stamps in date order. The filters combine
            (--arrivals --favourites: favourite arrivals). --thumbnails makes any missing 256 px
            thumbnail (cached beside the atlas) and gives its path; a thumbnail that cannot be made
            is counted on standard error and the exit status is 3.
        """
    static let valueOptions: Set<String> = ["by", "atlas"]
    static let flagOptions: Set<String> = ["arrivals", "departures", "favourites", "thumbnails", "json"]

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1 else { throw Arguments.UsageError("`stamp list` takes options only") }
        let grouping = try SubcommandGroup.choice(arguments, "by", StampGallery.Grouping.self) ?? .continent
        var directions: Set<StampRecord.Direction> = []
        if arguments.flag("arrivals") { directions.insert(.arrival) }
        if arguments.flag("departures") { directions.insert(.departure) }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        var gallery = StampGallery(rows: try atlas.stampRows(), by: grouping,
                                   filter: .init(directions: directions, favouritesOnly: arguments.flag("favourites")))
        var failures = 0
        if arguments.flag("thumbnails") {
            let thumbnails = StampThumbnails(atlas: atlas.url)
            let images = Dictionary(try atlas.stampRows().compactMap { row in row.stamp.image.map { (row.stamp.id, $0) } }, uniquingKeysWith: { a, _ in a })
            gallery.attachThumbnails { id in
                guard let image = images[id] else { return nil }
                do { return try thumbnails.thumbnail(for: image).path } catch {
                    failures += 1
                    console.err("waymark stamp list: stamp #\(id): \(error)")
                    return nil
                }
            }
        }
        if arguments.flag("json") { try SubcommandGroup.json(gallery, to: console) } else { console.out(gallery.text) }
        if failures > 0 {
            console.err("waymark stamp list: \(failures) thumbnail\(failures == 1 ? "" : "s") could not be made")
            return 3
        }
        return ExitStatus.success
    }
}
