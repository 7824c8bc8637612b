import Foundation
import WaymarkGeo
import WaymarkRendering
import WaymarkSamples

/// Photo-like JPEGs for the picture benchmarks: smooth colour gradients under a seeded fine
/// texture, so that a 12-megapixel file compresses and decodes like a photograph (megabytes, not
/// the few kilobytes of a flat colour). Encoded by libvips.
enum SyntheticImageFiles {
    static func jpeg(width: Int, height: Int, seed: UInt64, quality: Int = 90) throws -> Data {
        var generator = SeededGenerator(seed: seed)
        let tint = (Int(generator.next() % 128), Int(generator.next() % 128), Int(generator.next() % 128))
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var noise = generator.next()
        rgb.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                let gy = y * 127 / height
                for x in 0..<width {
                    let gx = x * 127 / width
                    // xorshift: a cheap per-pixel texture of ±16 levels.
                    noise ^= noise << 13; noise ^= noise >> 7; noise ^= noise << 17
                    let n = Int(noise & 31) - 16
                    let i = (y * width + x) * 3
                    pixels[i] = UInt8(clamping: tint.0 + gx + n)
                    pixels[i + 1] = UInt8(clamping: tint.1 + gy + n)
                    pixels[i + 2] = UInt8(clamping: tint.2 + (gx + gy) / 2 + n)
                }
            }
        }
        return try EmbeddedImage.encodeJPEG(rgb: rgb, width: width, height: height, quality: quality)
    }
}
