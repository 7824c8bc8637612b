import CTesseract
import Foundation

/// An RGB image as the pipelines read it: already scaled to at most `workingSide` pixels a side.
public struct RGBImage: Sendable {
    public var width: Int
    public var height: Int
    /// R, G, B per pixel.
    public var pixels: [UInt8]

    /// Rec. 601 luminance of each pixel.
    public var luminance: GrayImage {
        var gray = [UInt8](repeating: 255, count: width * height)
        pixels.withUnsafeBufferPointer { p in
            for i in gray.indices { gray[i] = Self.luma(Int(p[3 * i]), Int(p[3 * i + 1]), Int(p[3 * i + 2])) }
        }
        return GrayImage(width: width, height: height, pixels: gray)
    }

    /// Rec. 601 luminance.
    public static func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 { UInt8((r * 299 + g * 587 + b * 114) / 1000) }
}

/// Reads an image file with bounded memory: a huge JPEG is decoded at 1/2, 1/4 or 1/8 scale by
/// libjpeg itself; other formats above `maximumPixels` are refused before decoding. Then scaled
/// down to the working size, where all later work happens.
public struct ImageLoader: Sendable {
    /// The longest side the pipeline works at (stamps: 1200, their lettering stays 20+ pixels high).
    public var workingSide: Int
    /// The most pixels decoded at full size (32-bit RGBA: 4 bytes each).
    public var maximumPixels = 40_000_000

    public init(workingSide: Int = 1200) { self.workingSide = workingSide }

    public func load(_ path: String) throws -> RGBImage {
        try OCRLibraries.openLeptonica()
        _ = Leptonica.quiet
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw OCRError.missingFile(path) }
        guard (attributes[.size] as? NSNumber)?.intValue ?? 0 > 0 else { throw OCRError.emptyFile(path) }
        var format: Int32 = 0
        guard findFileFormat(path, &format) == 0, format != 0 else { throw OCRError.notAnImage(path) }
        var w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        guard pixReadHeader(path, &format, &w, &h, &bps, &spp, &cmap) == 0, w > 0, h > 0 else {
            throw OCRError.corrupt(path, "unreadable header")
        }
        let pixels = Int(w) * Int(h)
        var decoded: UnsafeMutablePointer<PIX>?
        if format == Leptonica.jpeg {
            var reduction: Int32 = 1
            while pixels / Int(reduction * reduction) > maximumPixels && reduction < 8 { reduction *= 2 }
            guard pixels / Int(reduction * reduction) <= maximumPixels else {
                throw OCRError.tooLarge(path, megapixels: pixels / 1_000_000, limit: maximumPixels * 64 / 1_000_000)
            }
            var warnings: Int32 = 0
            decoded = pixReadJpeg(path, 0, reduction, &warnings, 0)
            if warnings > 0 {
                if decoded != nil { pixDestroy(&decoded) }
                throw OCRError.corrupt(path, "truncated or damaged JPEG data")
            }
        } else {
            guard pixels <= maximumPixels else {
                throw OCRError.tooLarge(path, megapixels: pixels / 1_000_000, limit: maximumPixels / 1_000_000)
            }
            decoded = pixRead(path)
        }
        guard let decoded else { throw OCRError.corrupt(path, "the decoder gave up") }
        let original = Leptonica.Image(decoded)
        guard let rgbPix = pixConvertTo32(original.pix) else { throw OCRError.corrupt(path, "unsupported pixel format") }
        var rgb = Leptonica.Image(rgbPix)
        let side = max(rgb.width, rgb.height)
        if side > workingSide {
            let scale = Float(workingSide) / Float(side)
            guard let scaled = pixScaleAreaMap(rgb.pix, scale, scale) else { throw OCRError.corrupt(path, "cannot scale") }
            rgb = Leptonica.Image(scaled)
        }
        let width = rgb.width, height = rgb.height
        let wpl = Int(pixGetWpl(rgb.pix))
        let data = pixGetData(rgb.pix)!
        var out = [UInt8](repeating: 0, count: width * height * 3)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<height {
                let row = data + y * wpl
                for x in 0..<width {
                    let word = row[x]
                    let i = (y * width + x) * 3
                    o[i] = UInt8(word >> 24); o[i + 1] = UInt8((word >> 16) & 0xFF); o[i + 2] = UInt8((word >> 8) & 0xFF)
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: out)
    }
}
