import Foundation
import WaymarkAtlas
import WaymarkRendering
import WaymarkCommandKit

/// `waymark map [--country CC] [--format svg|png] [--theme light|dark] [--width PX] [--out FILE]`
struct MapCommand: WaymarkCommand {
    static let name = "map"
    static let summary = "Draw the visited countries (or a country's regions) as SVG or PNG"
    static let discussion = """
        Draws the world on an Equal Earth projection with each country coloured by visit state
        (visited; transit only, when all its evidence is at airports and none is a passport stamp; not
        visited), with a legend.
        With --country CC, draws that country's regions instead, fitted to its extent (across the
        antimeridian for Fiji, Russia or the United States). Without --out the SVG goes to standard
        output; a PNG needs --out. Same atlas and gazetteer, same bytes. Reads the atlas only (a
        missing atlas is an error, never created). Exits 2 for a bad option value, 1 for an
        unknown country, a missing gazetteer or a file that cannot be written.
        """
    struct Options: PictureOptionDeclarations, AtlasAndGazetteerOptions {
        var country = Option.value("country", "CC", help: "ISO 3166 alpha-2 code (FR, JP, US): that country's regions")
        var format = PictureOptions.format
        var theme = PictureOptions.theme
        var width = Option.int("width", "PX", default: 1200, help: "200 to 8192; the height follows the map")
        var out = PictureOptions.out
        var json = Option.json
        var atlas = Option.atlas
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected '\(arguments.positionals[0])'") }
    }

    func run() throws -> ExitStatus {
        let options = try PictureOptions(arguments)
        let width = try arguments[\.width]
        guard AtlasPictures.widths.contains(width) else { throw UsageError("--width is 200 to 8192 pixels, got \(width)") }
        let context = try AtlasContext(arguments: arguments)
        let pictures = try AtlasPictures(atlas: try context.atlas(.readOnly), gazetteer: try context.gazetteer())
        let map = try arguments[\.country].map { try pictures.countryMap(code: $0, theme: options.theme, width: width) }
            ?? pictures.worldMap(theme: options.theme, width: width)
        let bytes = try options.write(svg: map.svg, width: map.width, height: map.height, console: console)
        if arguments[\.json], let out = options.out {
            try console.json(PictureOptions.Written(out: out.path, format: options.format.rawValue, width: map.width, height: map.height,
                                                    bytes: bytes, visited: map.counts[.visited] ?? 0,
                                                    transitOnly: map.counts[.transitOnly] ?? 0, notVisited: map.counts[.notVisited] ?? 0))
        } else if let out = options.out {
            console.err("wrote \(out.path) (\(map.width)×\(map.height), \(bytes) bytes)")
        }
        return .success
    }
}
