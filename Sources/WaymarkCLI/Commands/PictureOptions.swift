import Foundation
import WaymarkAtlas
import WaymarkFiles
import WaymarkPictures
import WaymarkCommandKit

/// The options every picture command shares, declared once: theme, format and where the file goes.
struct PictureOptions {
    enum Format: String { case svg, png }

    static let theme = Option.value("theme", "light|dark", help: "colours: light (default) or dark, both with WCAG AA text contrast")
    static let format = Option.value("format", "svg|png", help: "default: png when --out ends in .png, else svg; the SVG is the PNG's exact preview")
    static let out = Option.value("out", "FILE", help: "where to write, whole or not at all (a temporary file, then renamed)")

    let theme: Theme
    let format: Format
    let out: URL?

    /// Reads --theme (light), --format (from --out's extension, else svg) and --out.
    init(_ arguments: Arguments) throws {
        let themeName = arguments.value(Self.theme) ?? "light"
        guard let name = Theme.Name(rawValue: themeName) else { throw Arguments.UsageError("--theme is light or dark, got '\(themeName)'") }
        theme = Theme.named(name)
        out = arguments.value(Self.out).map { URL(fileURLWithPath: $0) }
        if let text = arguments.value(Self.format) {
            guard let format = Format(rawValue: text) else { throw Arguments.UsageError("--format is svg or png, got '\(text)'") }
            self.format = format
        } else {
            format = out.map { $0.pathExtension.lowercased() == "png" ? .png : .svg } ?? .svg
        }
        if format == .png && out == nil { throw Arguments.UsageError("a PNG needs --out FILE.png") }
        if arguments.flag(.json) && out == nil { throw Arguments.UsageError("--json describes the file written: give --out FILE") }
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
