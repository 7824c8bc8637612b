import WaymarkOCR

/// The page's print on white, whatever lies around it. A page photographed on a dark table, or
/// a tinted and low-contrast one, fools a global threshold: the table is counted as ink, and the
/// levelling then squares up the table's edge rather than the lines. A grey closing (the
/// brightest value over a window, then the darkest) fills every dark mark narrower than the
/// window — strokes of print — and leaves broad dark areas (a table, a photo) as they are; the
/// closing less the image (the black top-hat) is the print alone. It is stretched to full
/// contrast and drawn dark on white.
enum MRZInkMap {
    /// Wider than any stroke of an MRZ character at the working size (a 44-character line in
    /// 2,000 pixels has strokes of 4–6), narrower than a table's edge region is wide.
    static let window = 15

    static func printOnWhite(_ image: GrayImage, window: Int = window) -> GrayImage {
        let w = image.width, h = image.height
        guard w >= 3, h >= 3, image.pixels.count == w * h else { return image }
        let closed = minimumFilter(maximumFilter(image.pixels, w, h, window), w, h, window)
        var hat = [Int](repeating: 0, count: w * h)
        var histogram = [Int](repeating: 0, count: 256)
        for i in 0..<(w * h) {
            let v = Int(closed[i]) - Int(image.pixels[i])
            hat[i] = v
            histogram[v] += 1
        }
        // The strongest print sets full black: the 99.5th percentile of the top-hat, so a few
        // extreme pixels do not wash the rest out.
        var seen = 0, strong = 255
        let target = (w * h) - (w * h) / 200
        for value in 0..<256 {
            seen += histogram[value]
            if seen >= target { strong = max(value, 24); break }
        }
        var out = [UInt8](repeating: 255, count: w * h)
        for i in 0..<(w * h) {
            out[i] = UInt8(clamping: 255 - hat[i] * 255 / strong)
        }
        return GrayImage(width: w, height: h, pixels: out)
    }

    /// The brightest value over a `size` square at each pixel (van Herk / Gil-Werman: three
    /// comparisons a pixel whatever the size), rows then columns.
    static func maximumFilter(_ pixels: [UInt8], _ w: Int, _ h: Int, _ size: Int) -> [UInt8] {
        filter(pixels, w, h, size, max)
    }

    static func minimumFilter(_ pixels: [UInt8], _ w: Int, _ h: Int, _ size: Int) -> [UInt8] {
        filter(pixels, w, h, size, min)
    }

    static func filter(_ pixels: [UInt8], _ w: Int, _ h: Int, _ size: Int, _ pick: (UInt8, UInt8) -> UInt8) -> [UInt8] {
        var rows = pixels
        var line = [UInt8](repeating: 0, count: max(w, h))
        for y in 0..<h {
            for x in 0..<w { line[x] = pixels[y * w + x] }
            let filtered = filter1D(line, count: w, size: size, pick)
            for x in 0..<w { rows[y * w + x] = filtered[x] }
        }
        var out = rows
        for x in 0..<w {
            for y in 0..<h { line[y] = rows[y * w + x] }
            let filtered = filter1D(line, count: h, size: size, pick)
            for y in 0..<h { out[y * w + x] = filtered[y] }
        }
        return out
    }

    /// One line: each value replaced by `pick` over the `size` values centred on it (the ends
    /// take what lies inside).
    static func filter1D(_ values: [UInt8], count n: Int, size: Int, _ pick: (UInt8, UInt8) -> UInt8) -> [UInt8] {
        let r = size / 2, k = 2 * r + 1
        // Padded with the edge values, so the window never reads outside.
        let padded = n + 2 * r
        var f = [UInt8](repeating: 0, count: padded)
        for i in 0..<padded { f[i] = values[min(max(i - r, 0), n - 1)] }
        var forward = f, backward = f
        for i in 1..<padded where i % k != 0 { forward[i] = pick(forward[i - 1], f[i]) }
        if padded >= 2 {
            for i in stride(from: padded - 2, through: 0, by: -1) where (i + 1) % k != 0 { backward[i] = pick(backward[i + 1], f[i]) }
        }
        var out = [UInt8](repeating: 0, count: n)
        for i in 0..<n {
            // Window f[i ... i + 2r] in padded coordinates.
            out[i] = pick(backward[i], forward[i + 2 * r])
        }
        return out
    }
}
