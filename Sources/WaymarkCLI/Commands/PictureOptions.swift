import Foundation
import WaymarkAtlas
import WaymarkPictures

/// The options every picture command shares: theme, format and where the file goes.
struct PictureOptions {
    enum Format: String { case svg, png }

    let theme: Theme
    let format: Format
    let out: URL?

    /// Reads --theme (light), --format (from --out's extension, else svg) and --out.
    init(_ arguments: Arguments, defaultFormat: Format = .svg) throws {
        let themeName = arguments.value("theme") ?? "light"
        guard let name = Theme.Name(rawValue: themeName) else { throw Arguments.UsageError("--theme is light or dark, got '\(themeName)'") }
        theme = Theme.named(name)
        out = arguments.value("out").map { URL(fileURLWithPath: $0) }
        if let text = arguments.value("format") {
            guard let format = Format(rawValue: text) else { throw Arguments.UsageError("--format is svg or png, got '\(text)'") }
            self.format = format
        } else {
            format = out.map { $0.pathExtension.lowercased() == "png" ? .png : .svg } ?? defaultFormat
        }
        if format == .png && out == nil { throw Arguments.UsageError("a PNG needs --out FILE.png") }
    }

    /// Writes the SVG, or its PNG rendering, to --out (atomically) or standard output.
    /// Returns the bytes written.
    func write(svg: String, width: Int, height: Int, console: Console) throws -> Int {
        let data = format == .png ? try Rasteriser.png(svg: svg, width: width, height: height) : Data(svg.utf8)
        guard let out else {
            console.out(svg)
            return data.count
        }
        try AtomicFile.write(data, to: out)
        return data.count
    }

    /// What a picture command reports with --json.
    struct Written: Encodable {
        var out: String?
        var format: String
        var width: Int
        var height: Int
        var bytes: Int
        var visited: Int?
        var transitOnly: Int?
        var notVisited: Int?

        enum CodingKeys: String, CodingKey {
            case out, format, width, height, bytes, visited
            case transitOnly = "transit_only", notVisited = "not_visited"
        }
    }
}
