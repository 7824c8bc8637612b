import Foundation
import WaymarkAtlas
import WaymarkPictures

/// `waymark card stats [--aspect 1:1|4:5|9:16] [--theme light|dark] [--format svg|png] --out FILE`
struct CardCommand: WaymarkCommand {
    static let name = "card"
    static let summary = "Draw a share card (passport statistics) as PNG or SVG"
    static let help = """
        Usage: waymark card stats [--aspect 1:1|4:5|9:16] [--theme light|dark] [--format svg|png]
                                  --out FILE [--json] [--atlas PATH] [--gazetteer PATH]

        Draws the passport statistics card: countries, share of the world, regions, cities,
        airports, continents, the countries with the most days (as many as the shape holds), a
        small world map and the years covered. 1080 pixels wide: 1:1 is 1080×1080, 4:5 is
        1080×1350, 9:16 is 1080×1920. Long names end in "…" at a whole character. The PNG is the
        SVG rendered by librsvg, so `--format svg` is its exact preview. The card stays on this
        machine: it is only written to FILE.

          --aspect 1:1|4:5|9:16  default 1:1
          --theme light|dark     default light
          --format svg|png       default: png when FILE ends in .png, else svg
          --json                 print {out, format, width, height, bytes}

        Then & Now and stamp-mosaic cards are not available yet.
        """
    static let valueOptions: Set<String> = ["atlas", "gazetteer", "aspect", "format", "theme", "out"]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals == ["stats"] else {
            throw Arguments.UsageError("expected `waymark card stats` (then-and-now, country and continent cards are not available yet)")
        }
        guard arguments.value("out") != nil else { throw Arguments.UsageError("give --out FILE") }
    }

    func run() throws -> Int32 {
        let options = try PictureOptions(arguments)
        let aspectText = arguments.value("aspect") ?? "1:1"
        guard let aspect = CardAspect(rawValue: aspectText) else { throw Arguments.UsageError("--aspect is 1:1, 4:5 or 9:16, got '\(aspectText)'") }
        let context = AtlasContext(arguments: arguments)
        let card = try AtlasPictures(atlas: try context.atlas(), gazetteer: try context.gazetteer()).statsCard(theme: options.theme, aspect: aspect)
        let bytes = try options.write(svg: card.svg, width: card.width, height: card.height, console: console)
        if arguments.flag("json") {
            try console.json(PictureOptions.Written(out: options.out?.path, format: options.format.rawValue, width: card.width,
                                                    height: card.height, bytes: bytes))
        } else if let out = options.out {
            console.err("wrote \(out.path) (\(card.width)×\(card.height), \(bytes) bytes)")
        }
        return ExitStatus.success
    }
}
