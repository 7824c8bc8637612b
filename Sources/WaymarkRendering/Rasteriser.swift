import CRsvgPangoForwarding
import Foundation

/// An image in memory: straight (not premultiplied) RGBA, row by row, top row first.
public struct RasterImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), `width` pixels a row.
    public var pixels: [UInt8]

    /// The pixel in column `x` and row `y`, counted from the top-left corner; both must lie inside
    /// the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Why an SVG could not become pixels, or a PNG could not be written or read.
public enum RasterError: Error, CustomStringConvertible {
    /// librsvg could not parse or draw the SVG; the reason is its own.
    case svg(String)
    /// cairo could not encode or decode the PNG.
    case png(String)
    /// A width or height outside 1...16384 pixels.
    case size(Int, Int)
    /// librsvg, cairo or GLib could not be opened (the reason names the library and its package).
    case library(String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .svg(let why): return "the SVG could not be rendered: \(why)"
        case .png(let why): return "PNG: \(why)"
        case .size(let w, let h): return "\(w)×\(h) pixels is not a size a picture can have (1 to 16384 each way)"
        case .library(let why): return why
        }
    }
}

/// SVG to pixels through librsvg and cairo, Debian's maintained SVG renderer (the one GNOME,
/// libvips and ImageMagick use). Everything the PNG shows comes from the SVG we wrote, so the
/// `--format svg` output is the preview of the PNG.
public enum Rasteriser {
    /// Renders `svg` onto a transparent `width` × `height` canvas, scaled to fill it.
    public static func render(svg: String, width: Int, height: Int) throws -> RasterImage {
        let surface = try drawn(svg: svg, width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        return image(of: surface)
    }

    /// Renders `svg` and encodes it as PNG: exactly the pixels `render(svg:width:height:)` gives.
    ///
    /// ```swift
    /// let map = try pictures.worldMap(theme: .light, width: 2048)
    /// try Rasteriser.png(svg: map.svg, width: map.width, height: map.height).write(to: url, options: .atomic)
    /// ```
    /// - Throws: `RasterError` when librsvg or cairo cannot be opened (naming the Debian package
    ///   to install), cannot parse the SVG or cannot encode the image.
    public static func png(svg: String, width: Int, height: Int) throws -> Data {
        let surface = try drawn(svg: svg, width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.png(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    /// Decodes a PNG (ours, or a browser's screenshot) with cairo.
    public static func decodePNG(_ data: Data) throws -> RasterImage {
        try openLibraries()
        final class Source { let bytes: [UInt8]; var offset = 0; init(_ d: Data) { bytes = [UInt8](d) } }
        let source = Source(data)
        // cairo reads through an unretained pointer to `source`: keep it alive for the whole call
        // (an optimised build may otherwise release it after its last use in Swift, before cairo reads).
        let surface = withExtendedLifetime(source) { cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard source.offset + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: n) }
            source.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque()) }
        guard let surface else { throw RasterError.png("cairo could not read it") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.png(String(cString: cairo_status_to_string(status))) }
        return image(of: surface)
    }

    private static func drawn(svg: String, width: Int, height: Int) throws -> OpaquePointer {
        guard (1...16384).contains(width), (1...16384).contains(height) else { throw RasterError.size(width, height) }
        try openLibraries()
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(svg.utf8)
        let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle else { throw RasterError.svg(message(error)) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RasterError.size(width, height)
        }
        guard let cr = cairo_create(surface) else { cairo_surface_destroy(surface); throw RasterError.size(width, height) }
        defer { cairo_destroy(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            cairo_surface_destroy(surface)
            throw RasterError.svg(message(error))
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// librsvg and cairo are opened by the first picture, not linked (docs/pictures.md): opened
    /// here, a missing one is an error naming it rather than an abort in the first call.
    private static func openLibraries() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard waymark_rasteriser_open(&message, message.count) != 0 else { return }
        throw RasterError.library(message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// cairo keeps premultiplied ARGB in native-endian 32-bit words; this unpremultiplies to RGBA.
    private static func image(of surface: OpaquePointer) -> RasterImage {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return RasterImage(width: width, height: height, pixels: pixels) }
        data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { base in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let a = word >> 24, i = (y * width + x) * 4
                    func channel(_ shift: UInt32) -> UInt8 {
                        let c = (word >> shift) & 0xff
                        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                    }
                    pixels[i] = channel(16); pixels[i + 1] = channel(8); pixels[i + 2] = channel(0); pixels[i + 3] = UInt8(a)
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
