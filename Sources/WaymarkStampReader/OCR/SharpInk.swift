import WaymarkOCR

/// An ink's letters drawn sharp from a plain channel. An ink's plane (`InkSeparation`) is made of
/// its colour: how much more of one colour a pixel holds than of the others. JPEG keeps colour
/// at half the resolution of brightness, in coarse steps, so a faint or thin-lettered stamp's
/// plane comes out in blocks, its letters broken and run together ("PAS LANs" of PEÑAS BLANCAS),
/// while the same letters are whole in the brightness. So the ink's plane says where the ink is
/// (its cleaned ink, grown by `reach` pixels) and the channel that ink darkens most says what it
/// looks like: the green channel for red and violet ink, the red one for blue and green ink. The
/// channel is kept there and split again by Otsu's threshold among those pixels alone; the rest
/// is paper. A page's print outside the ink's reach stays out, as it does from the ink's plane.
///
/// Reading it costs tesseract passes, so the scanner reads it only when everything else read
/// gives nothing or only a weak candidate (`StampScanner.scan`).
///
///     let sharp = SharpInk.separation(of: redInk, in: rgb)  // "red_ink, sharp": the green channel where the red ink is
enum SharpInk {
    /// How far round the ink's plane the channel is kept, in pixels: past a letter's blocky
    /// edge, where its pale part is.
    static let reach = 6

    /// The channel each ink darkens most: its colour's opposite.
    static let channelOfInk: [String: Int] = ["red_ink": 1, "violet_ink": 1, "blue_ink": 0, "green_ink": 0]

    /// `separation` (an ink's) drawn from the channel its ink darkens most, where its plane
    /// holds ink; nil for a plain channel, or an ink with nothing in it.
    static func separation(of separation: InkSeparation.Separation, in rgb: RGBImage) -> InkSeparation.Separation? {
        guard let channel = channelOfInk[separation.name], rgb.width == separation.image.width, rgb.height == separation.image.height
        else { return nil }
        let w = rgb.width, h = rgb.height
        let near = grown(separation.image.pixels.map { $0 < 255 }, width: w, height: h, by: reach)
        var histogram = [Int](repeating: 0, count: 256)
        var kept = [UInt8](repeating: 255, count: w * h)
        rgb.pixels.withUnsafeBufferPointer { p in
            for i in 0..<(w * h) where near[i] {
                kept[i] = p[3 * i + channel]
                histogram[Int(kept[i])] += 1
            }
        }
        guard histogram.reduce(0, +) > 0 else { return nil }
        let threshold = GrayImage.otsu(histogram).threshold
        for i in kept.indices where Int(kept[i]) > threshold { kept[i] = 255 }
        return InkSeparation.Separation(name: "\(separation.name), sharp", image: GrayImage(width: w, height: h, pixels: kept),
                                        contrast: separation.contrast)
    }

    /// `mask` grown by `radius` pixels every way (a square): a running count along the rows,
    /// then along the columns. O(pixels).
    static func grown(_ mask: [Bool], width w: Int, height h: Int, by radius: Int) -> [Bool] {
        var rows = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            var count = 0
            // The window round x is x - radius ... x + radius.
            for x in 0..<min(w, radius) where mask[y * w + x] { count += 1 }
            for x in 0..<w {
                if x + radius < w, mask[y * w + x + radius] { count += 1 }
                if x - radius - 1 >= 0, mask[y * w + x - radius - 1] { count -= 1 }
                rows[y * w + x] = count > 0
            }
        }
        var out = [Bool](repeating: false, count: w * h)
        for x in 0..<w {
            var count = 0
            for y in 0..<min(h, radius) where rows[y * w + x] { count += 1 }
            for y in 0..<h {
                if y + radius < h, rows[(y + radius) * w + x] { count += 1 }
                if y - radius - 1 >= 0, rows[(y - radius - 1) * w + x] { count -= 1 }
                out[y * w + x] = count > 0
            }
        }
        return out
    }
}
