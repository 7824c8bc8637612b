/// Tesseract's sparse-text layout makes a block of every speck it cannot join to a line, and its
/// paragraph pass compares every block with every other: quadratic, a known tesseract defect
/// fixed upstream after the release Debian ships. An image of paper grain (a pale colour channel
/// of a faded stamp can be one) held tens of thousands of specks and kept one `stamp scan` busy
/// for minutes.
/// So before tesseract sees an image its dark parts are counted, on the split tesseract itself
/// makes (Otsu's): past `TextSpecks.mostParts` the smallest are whitened, and an image that
/// still holds more is no text at all and is not read.
public enum TextSpecks {
    /// More dark parts than any text an image here holds: a stamp holds tens, a passport page a
    /// few hundred.
    public static let mostParts = 2_000
    /// The specks whitened in an image holding too many parts: smaller than any letter's stroke
    /// at the scale images are read.
    public static let speckArea = 8

    /// `image` as tesseract may be given it: unchanged when it holds at most `mostParts` dark
    /// parts; with its specks whitened when that brings it down to `mostParts`; nil when it is
    /// grain through and through. O(pixels).
    ///
    ///     guard let readable = TextSpecks.bounded(image) else { return nothing }
    public static func bounded(_ image: GrayImage) -> GrayImage? {
        let parts = image.darkParts(whiteningSmallerThan: speckArea)
        if parts.count <= mostParts { return image }
        return parts.kept <= mostParts ? parts.image : nil
    }
}

extension GrayImage {
    /// The dark connected parts (8-connected, on Otsu's split) of the image: how many there
    /// are, how many have at least `smallest` pixels, and the image with the others whitened.
    ///
    ///     let parts = image.darkParts(whiteningSmallerThan: 8)
    ///     parts.count  // 41 on a stamp's levelled ink
    public func darkParts(whiteningSmallerThan smallest: Int) -> (count: Int, kept: Int, image: GrayImage) {
        let threshold = UInt8(clamping: otsu().threshold)
        var seen = [Bool](repeating: false, count: pixels.count)
        var stack: [Int] = []
        var members: [Int] = []
        var out = pixels
        var count = 0, kept = 0
        for start in pixels.indices where pixels[start] <= threshold && !seen[start] {
            seen[start] = true
            stack.append(start)
            members.removeAll(keepingCapacity: true)
            while let p = stack.popLast() {
                members.append(p)
                let x = p % width, y = p / width
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) {
                        let q = ny * width + nx
                        if pixels[q] <= threshold && !seen[q] { seen[q] = true; stack.append(q) }
                    }
                }
            }
            count += 1
            if members.count < smallest { for p in members { out[p] = 255 } } else { kept += 1 }
        }
        return (count, kept, GrayImage(width: width, height: height, pixels: out))
    }
}
