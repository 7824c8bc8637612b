import CTesseract

/// The few Leptonica calls the OCR pipelines need, with ownership kept in Swift: decoding (JPEG at
/// a reduced scale when the image is huge), area-map scaling and rotation.
public enum Leptonica {
    /// Silences Leptonica's own messages on standard error; errors are reported by the caller.
    static let quiet: Void = { _ = setMsgSeverity(6) }()

    final class Image {
        var pix: UnsafeMutablePointer<PIX>?
        init(_ pix: UnsafeMutablePointer<PIX>) { self.pix = pix }
        deinit { pixDestroy(&pix) }
        var width: Int { Int(pixGetWidth(pix)) }
        var height: Int { Int(pixGetHeight(pix)) }
    }

    /// Leptonica's format numbers for the formats it can sniff.
    static let jpeg: Int32 = 2
    static let knownFormats: Set<Int32> = Set(1...20)

    /// An 8-bit Leptonica image from a grey image (Leptonica packs bytes big-end first in each word).
    static func image(_ gray: GrayImage) -> Image? {
        guard let pix = pixCreate(Int32(gray.width), Int32(gray.height), 8) else { return nil }
        let wpl = Int(pixGetWpl(pix))
        let data = pixGetData(pix)!
        gray.pixels.withUnsafeBufferPointer { src in
            for y in 0..<gray.height {
                let row = data + y * wpl
                for wx in 0..<wpl {
                    var word: UInt32 = 0
                    for b in 0..<4 {
                        let x = wx * 4 + b
                        let v: UInt32 = x < gray.width ? UInt32(src[y * gray.width + x]) : 255
                        word |= v << UInt32(24 - 8 * b)
                    }
                    row[wx] = word
                }
            }
        }
        return Image(pix)
    }

    static func gray(_ image: Image) -> GrayImage {
        let w = image.width, h = image.height
        let wpl = Int(pixGetWpl(image.pix))
        let data = pixGetData(image.pix)!
        var pixels = [UInt8](repeating: 255, count: w * h)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = data + y * wpl
                for x in 0..<w { out[y * w + x] = UInt8((row[x >> 2] >> UInt32(24 - 8 * (x & 3))) & 0xFF) }
            }
        }
        return GrayImage(width: w, height: h, pixels: pixels)
    }

    /// Rotates clockwise by `degrees`, growing the canvas so no corner is lost, white brought in.
    public static func rotated(_ gray: GrayImage, degrees: Double) -> GrayImage {
        guard abs(degrees) > 0.01, let source = image(gray) else { return gray }
        guard let out = pixRotate(source.pix, Float(degrees * .pi / 180), 1, 1, Int32(gray.width), Int32(gray.height)) else { return gray }
        return Leptonica.gray(Image(out))
    }

    /// The ink (values at or below `threshold`) in pieces no wider and no taller than `largest`
    /// pixels, black on white; the larger pieces (a frame, a ring, a pen's stroke, a page's
    /// pattern) whitened. Nil when Leptonica fails. Leptonica labels the connected pieces
    /// (8-connected) in one pass over the image.
    public static func smallPieces(_ gray: GrayImage, threshold: Int, largest: Int) -> GrayImage? {
        guard let source = image(gray),
              let binary = pixThresholdToBinary(source.pix, Int32(min(255, threshold + 1))).map(Image.init) else { return nil }
        var changed: Int32 = 0
        guard let small = pixSelectBySize(binary.pix, Int32(largest), Int32(largest), 8, Int32(L_SELECT_IF_BOTH), Int32(L_SELECT_IF_LTE), &changed)
            .map(Image.init), let eight = pixConvert1To8(nil, small.pix, 255, 0).map(Image.init) else { return nil }
        return Leptonica.gray(eight)
    }

    /// The pieces of `mask`'s ink (values at or below `threshold`) that `seed`'s ink touches,
    /// grown by `grow` pixels on every side, as ink (0) on white: a seed fill (8-connected).
    /// Nil when Leptonica fails.
    public static func piecesTouched(by seed: GrayImage, in mask: GrayImage, threshold: Int, grow: Int) -> GrayImage? {
        let cut = Int32(min(255, threshold + 1))
        guard let seedPix = image(seed), let maskPix = image(mask),
              let seedBinary = pixThresholdToBinary(seedPix.pix, cut).map(Image.init),
              let maskBinary = pixThresholdToBinary(maskPix.pix, cut).map(Image.init),
              let filled = pixSeedfillBinary(nil, seedBinary.pix, maskBinary.pix, 8).map(Image.init),
              let grown = pixDilateBrick(nil, filled.pix, Int32(2 * grow + 1), Int32(2 * grow + 1)).map(Image.init),
              let eight = pixConvert1To8(nil, grown.pix, 255, 0).map(Image.init) else { return nil }
        return Leptonica.gray(eight)
    }

    /// Worn ink has specks where no ink took, which break letters apart: a grey opening (the
    /// darkest value over a `size`-square, then the lightest) fills specks smaller than the square.
    public static func filledSpecks(_ gray: GrayImage, size: Int32 = 5) -> GrayImage {
        guard let source = image(gray), let out = pixOpenGray(source.pix, size, size) else { return gray }
        return Leptonica.gray(Image(out))
    }
}
