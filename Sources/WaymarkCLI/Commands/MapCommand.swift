import Foundation
import WaymarkAtlas
import WaymarkPictures

/// `waymark map [--country CC] [--format svg|png] [--theme light|dark] [--width PX] [--out FILE]`
struct MapCommand: WaymarkCommand {
    static let name = "map"
    static let summary = "Draw the visited countries (or a country's regions) as SVG or PNG"
    static let help = """
        Usage: waymark map [--country CC] [--format svg|png] [--theme light|dark] [--width PX]
                           [--out FILE] [--json] [--atlas PATH] [--gazetteer PATH]

        Draws the world on an Equal Earth projection with each country coloured by visit state
        (visited; transit only, when all its evidence is at airports; not visited), with a legend.
        With --country CC, draws that country's regions instead, fitted to its extent (across the
        antimeridian for Fiji, Russia or the United States). Same atlas and gazetteer, same bytes.

          --country CC          ISO 3166 alpha-2 code (FR, JP, US)
          --format svg|png      default: png when --out ends in .png, else svg
          --theme light|dark    default light
          --width PX            200 to 8192, default 1200; the height follows the map
          --out FILE            written whole (temporary file, then renamed); SVG goes to
                                standard output without it, a PNG needs it
          --json                print {out, format, width, height, bytes, visited,
                                transit_only, not_visited} instead of nothing
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer", "country", "format", "theme", "width", "out"]

    let io: CommandIO

    func run() throws -> Int32 {
        let options = try PictureOptions(arguments)
        let width = try arguments.int("width") ?? 1200
        guard AtlasPictures.widths.contains(width) else { throw Arguments.UsageError("--width is 200 to 8192 pixels, got \(width)") }
        let context = AtlasContext(arguments: arguments)
        let pictures = AtlasPictures(atlas: try context.atlas(), gazetteer: try context.gazetteer())
        let map = try arguments.value("country").map { try pictures.countryMap(code: $0, theme: options.theme, width: width) }
            ?? pictures.worldMap(theme: options.theme, width: width)
        let bytes = try options.write(svg: map.svg, width: map.width, height: map.height, console: console)
        if arguments.flag("json") {
            try console.json(PictureOptions.Written(out: options.out?.path, format: options.format.rawValue, width: map.width, height: map.height,
                                                    bytes: bytes, visited: map.counts[.visited] ?? 0,
                                                    transitOnly: map.counts[.transitOnly] ?? 0, notVisited: map.counts[.notVisited] ?? 0))
        } else if let out = options.out {
            console.err("wrote \(out.path) (\(map.width)×\(map.height), \(bytes) bytes)")
        }
        return ExitStatus.success
    }
}
