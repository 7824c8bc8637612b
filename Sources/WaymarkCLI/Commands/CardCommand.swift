import Foundation
import WaymarkAtlas
import WaymarkPictures

/// `waymark card`: share cards, one rendering path for every kind.
struct CardCommand: WaymarkCommand {
    static let name = "card"
    static let summary = "Draw a share card as PNG or SVG"
    static let discussion = """
        Then & Now and stamp-mosaic cards are not available yet.
        """
    static let subcommands: [any WaymarkCommand.Type] = [StatsCardCommand.self]
    let io: CommandIO
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
    static let aspect = Option.value("aspect", "1:1|4:5|9:16", help: "the card's shape, default 1:1")
    static let options: [Option] = [aspect, PictureOptions.theme, PictureOptions.format, PictureOptions.out, .json, .atlas, .gazetteer]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError("unexpected '\(arguments.positionals[0])'") }
        guard arguments.value(PictureOptions.out) != nil else { throw Arguments.UsageError("give --out FILE") }
    }

    func run() throws -> ExitStatus {
        let options = try PictureOptions(arguments)
        let aspectText = arguments.value(Self.aspect) ?? "1:1"
        guard let aspect = CardAspect(rawValue: aspectText) else { throw Arguments.UsageError("--aspect is 1:1, 4:5 or 9:16, got '\(aspectText)'") }
        let context = AtlasContext(arguments: arguments)
        let card = try AtlasPictures(atlas: try context.atlas(.readOnly), gazetteer: try context.gazetteer()).statsCard(theme: options.theme, aspect: aspect)
        let bytes = try options.write(svg: card.svg, width: card.width, height: card.height, console: console)
        guard let out = options.out else { return .success }
        if arguments.flag(.json) {
            try console.json(PictureOptions.Written(out: out.path, format: options.format.rawValue, width: card.width, height: card.height, bytes: bytes))
        } else {
            console.err("wrote \(out.path) (\(card.width)×\(card.height), \(bytes) bytes)")
        }
        return .success
    }
}
