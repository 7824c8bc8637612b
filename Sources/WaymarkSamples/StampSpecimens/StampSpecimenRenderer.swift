import Foundation

/// Draws specimens (stamps, identity pages) to image files with the Debian tools: `rsvg-convert` (librsvg2-bin) renders
/// the SVG with the Noto fonts (fonts-noto-core), ImageMagick's `convert` (imagemagick) writes
/// the JPEGs. For the tests and the scan benchmark only.
public enum StampSpecimenRenderer {
    public struct ToolError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes `specimen` into `directory` and returns the image's path.
    public static func render(_ specimen: StampSpecimen, into directory: URL) throws -> String {
        try render(svg: specimen.svg, name: specimen.name, format: specimen.format, into: directory)
    }

    /// Writes `specimen` (an identity page) into `directory` and returns the image's path.
    public static func render(_ specimen: MRZSpecimen, into directory: URL) throws -> String {
        try render(svg: specimen.svg, name: specimen.name, format: specimen.format, into: directory, jpegQuality: specimen.noisy ? 60 : 82)
    }

    /// Renders `svg` to `name`.png, or to `name`.jpg when `format` is "jpg".
    static func render(svg text: String, name: String, format: String, into directory: URL, jpegQuality: Int = 82) throws -> String {
        let svg = directory.appendingPathComponent(name + ".svg")
        let png = directory.appendingPathComponent(name + ".png")
        try text.write(to: svg, atomically: true, encoding: .utf8)
        try run("rsvg-convert", ["-o", png.path, svg.path], package: "librsvg2-bin")
        guard format == "jpg" else { return png.path }
        let jpg = directory.appendingPathComponent(name + ".jpg")
        try run("convert", [png.path, "-quality", "\(jpegQuality)", jpg.path], package: "imagemagick")
        try? FileManager.default.removeItem(at: png)
        return jpg.path
    }

    public static func run(_ tool: String, _ arguments: [String], package: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { throw ToolError(description: "cannot run \(tool) (Debian package \(package)): \(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(description: "\(tool) failed (status \(process.terminationStatus); Debian package \(package)): \(message)")
        }
    }
}
