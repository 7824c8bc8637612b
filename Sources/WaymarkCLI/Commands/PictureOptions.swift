import Foundation
import WaymarkAtlas
import WaymarkFiles
import WaymarkRendering
import WaymarkCommandKit

/// The options every picture command declares: theme, format, where the file goes, and --json
/// (which describes the file written). Each command lists them among its own, in its own order.
protocol PictureOptionDeclarations: CommandOptions {
    var theme: Option<String> { get }
    var format: Option<String?> { get }
    var out: Option<String?> { get }
    var json: Option<Bool> { get }
}

/// The picture options, declared once, and their values as a command reads them.
struct PictureOptions {
    enum Format: String { case svg, png }

    static var theme: Option<String> { .value("theme", "light|dark", default: "light", help: "colours: light or dark, both with WCAG AA text contrast") }
    static var format: Option<String?> { .value("format", "svg|png", help: "default: png when --out ends in .png, else svg; the SVG is the PNG's exact preview") }
    static var out: Option<String?> { .value("out", "FILE", help: "where to write, whole or not at all (a temporary file, then renamed)") }

    let theme: Theme
    let format: Format
    let out: URL?

    /// Reads --theme, --format (from --out's extension, else svg) and --out.
    init<Options: PictureOptionDeclarations>(_ arguments: Arguments<Options>) throws {
        let themeName = try arguments[\.theme]
        guard let name = Theme.Name(rawValue: themeName) else { throw UsageError("--theme is light or dark, got '\(themeName)'") }
        theme = Theme.named(name)
        out = try arguments[\.out].map { URL(fileURLWithPath: $0) }
        if let text = try arguments[\.format] {
            guard let format = Format(rawValue: text) else { throw UsageError("--format is svg or png, got '\(text)'") }
            self.format = format
        } else {
            format = out.map { $0.pathExtension.lowercased() == "png" ? .png : .svg } ?? .svg
        }
        if format == .png && out == nil { throw UsageError("a PNG needs --out FILE.png") }
        if arguments[\.json] && out == nil { throw UsageError("--json describes the file written: give --out FILE") }
    }

    /// Writes the SVG, or its PNG rendering, to --out (atomically) or standard output.
    /// Returns the bytes written.
    func write(svg: String, width: Int, height: Int, console: Console) throws -> Int {
        let data = format == .png ? try Rasteriser.png(svg: svg, width: width, height: height) : Data(svg.utf8)
        guard let out else {
            console.out(svg)
            return data.count
        }
        // The picture could as well go to standard output, so a FIFO or device is written into.
        try AtomicFile.write(data, to: out, option: "--out", special: .writeInto)
        return data.count
    }

    /// What a picture command reports with --json: the file, and for a map how many places it
    /// drew in each state (nil for a card, so left out of its JSON).
    struct Written: Encodable {
        var out: String
        var format: String
        var width: Int
        var height: Int
        var bytes: Int
        var visited: Int?
        var transitOnly: Int?
        var notVisited: Int?
    }
}
