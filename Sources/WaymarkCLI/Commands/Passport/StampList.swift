import Foundation
import WaymarkAtlas
import WaymarkPassport
import WaymarkCommandKit

/// `waymark stamp list`: the gallery.
struct StampList: WaymarkCommand {
    static let name = "list"
    static let summary = "The gallery: stamps grouped by continent and country, by country, or by book"
    static let discussion = """
        Stamps grouped by continent then country (or by country, or by book then country), each
        group with its count, stamps in date order. The filters combine (--arrivals --favourites:
        favourite arrivals). --thumbnails makes any missing 256 px thumbnail (cached beside the
        atlas) and gives its path; a thumbnail that cannot be made is named on standard error,
        then counted, and the exit status is 3.
        """
    struct Options: AtlasOptions {
        var by = Option.choice("by", "continent|country|book", default: StampGallery.Grouping.continent, help: "how to group")
        var arrivals = Option.flag("arrivals", help: "entry stamps only")
        var departures = Option.flag("departures", help: "exit stamps only")
        var favourites = Option.flag("favourites", help: "favourites only")
        var thumbnails = Option.flag("thumbnails", help: "make missing thumbnails and give their paths")
        var json = Option.json
        var atlas = Option.atlas
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let grouping = try arguments[\.by]
        var directions: Set<StampRecord.Direction> = []
        if arguments[\.arrivals] { directions.insert(.arrival) }
        if arguments[\.departures] { directions.insert(.departure) }
        let atlas = try AtlasContext(arguments: arguments).atlas(.readOnly)
        let rows = try atlas.stampRows()
        var gallery = StampGallery(rows: rows, by: grouping, filter: .init(directions: directions, favouritesOnly: arguments[\.favourites]))
        var failures = 0
        if arguments[\.thumbnails] {
            let thumbnails = StampThumbnails(atlas: atlas.url)
            let images = Dictionary(rows.compactMap { row in row.stamp.image.map { (row.stamp.id, $0) } }, uniquingKeysWith: { first, _ in first })
            gallery.attachThumbnails { id in
                guard let image = images[id] else { return nil }
                do { return try thumbnails.thumbnail(for: image).path } catch {
                    failures += 1
                    console.err("waymark stamp list: stamp #\(id): \(error)")
                    return nil
                }
            }
        }
        if arguments[\.json] { try console.json(gallery) } else { console.out(gallery.text) }
        if failures > 0 {
            console.err("waymark stamp list: \(failures) thumbnail\(failures == 1 ? "" : "s") could not be made")
            return .partialBatch
        }
        return .success
    }
}
