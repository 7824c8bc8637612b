import Foundation
import WaymarkAtlas
import WaymarkFiles
import WaymarkPictures

/// `waymark report --out atlas.html`
struct ReportCommand: WaymarkCommand {
    static let name = "report"
    static let summary = "Write the atlas as one self-contained, offline HTML file"
    static let discussion = """
        Writes one HTML file with everything inline and no network request of any kind (its
        Content-Security-Policy forbids them): your statistics, the world map as SVG with each
        country's name on hover, the countries with their days, achievements, and a timeline of
        countries by year. It needs no script and opens the same from a USB stick. Light or dark
        follows the reader's system setting. Same atlas and gazetteer, same bytes. Reads the
        atlas only. Exits 2 without --out, 1 for a missing gazetteer or a file that cannot be
        written.
        """
    static let out = Option.value("out", "FILE.html", help: "where to write, whole or not at all (a temporary file, then renamed)")
    static let options: [Option] = [out, .json, .atlas, .gazetteer]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError("unexpected '\(arguments.positionals[0])'") }
        guard arguments.value(out) != nil else { throw Arguments.UsageError("give --out FILE.html") }
    }

    struct Written: Encodable {
        var out: String
        var bytes: Int
    }

    func run() throws -> ExitStatus {
        let out = URL(fileURLWithPath: arguments.value(Self.out)!)
        let context = AtlasContext(arguments: arguments)
        let html = Data(try AtlasPictures(atlas: try context.atlas(.readOnly), gazetteer: try context.gazetteer()).report().utf8)
        try AtomicFile.write(html, to: out, option: "--out")
        if arguments.flag(.json) { try console.json(Written(out: out.path, bytes: html.count)) }
        else { console.err("wrote \(out.path) (\(html.count) bytes)") }
        return .success
    }
}
