import WaymarkOCR

/// Separates a stamp's ink from the page. Stamps are blue, violet, red or green over a printed,
/// often patterned page: each candidate turns one ink (or one colour channel) dark and the rest
/// light, and the candidates are ranked by how cleanly Otsu's threshold splits them.
enum InkSeparation {
    struct Separation: Sendable {
        /// `red_channel`, `blue_ink`, … : what was kept.
        var name: String
        var image: GrayImage
        /// Otsu's between-class share of the variance × how dark the ink class is (0…1), lowered
        /// for the plain channels: what separations are ranked by.
        var contrast: Double
        /// The separation before cleaning: its pale ink too, for `BlotchyInk` to even.
        var plane: GrayImage

        init(name: String, image: GrayImage, contrast: Double, plane: GrayImage? = nil) {
            (self.name, self.image, self.contrast, self.plane) = (name, image, contrast, plane ?? image)
        }
    }

    /// How far the chroma of an ink is stretched before it is clipped.
    static let chromaGain = 3

    /// The separations of `rgb`, the cleanest split first; an ink's plane of blotches
    /// (`withoutBlotches`) has no contrast.
    static func candidates(_ rgb: RGBImage) -> [Separation] {
        withoutBlotches(separations(rgb)).sorted { $0.contrast != $1.contrast ? $0.contrast > $1.contrast : $0.name < $1.name }
    }

    /// Every channel and ink plane of `rgb`, cleaned, with its contrast, in no order.
    static func separations(_ rgb: RGBImage) -> [Separation] {
        let n = rgb.width * rgb.height
        let names = ["red_channel", "green_channel", "blue_channel", "luminance", "blue_ink", "red_ink", "green_ink", "violet_ink"]
        var planes = [[UInt8]](repeating: [UInt8](repeating: 255, count: n), count: names.count)
        func ink(_ excess: Int) -> UInt8 { UInt8(255 - max(0, min(255, excess * chromaGain))) }
        rgb.pixels.withUnsafeBufferPointer { p in
            for c in planes.indices {
                planes[c].withUnsafeMutableBufferPointer { out in
                    for i in 0..<n {
                        let r = Int(p[3 * i]), g = Int(p[3 * i + 1]), b = Int(p[3 * i + 2])
                        switch c {
                        case 0: out[i] = UInt8(r)
                        case 1: out[i] = UInt8(g)
                        case 2: out[i] = UInt8(b)
                        case 3: out[i] = RGBImage.luma(r, g, b)
                        // How much more of one colour than the others: ink is saturated, paper,
                        // black print and a pale pattern are not.
                        case 4: out[i] = ink(b - (r + g) / 2)
                        case 5: out[i] = ink(r - (g + b) / 2)
                        case 6: out[i] = ink(g - (r + b) / 2)
                        default: out[i] = ink((r + b) / 2 - g)
                        }
                    }
                }
            }
        }
        let channels = Array(zip(names, planes))
        return channels.map { name, pixels in
            // The plain channels hold the paper, as lit; an ink's chroma does not.
            let raw = GrayImage(width: rgb.width, height: rgb.height, pixels: pixels)
            let plane = name.hasSuffix("_ink") ? raw : UnevenLight.evened(raw)
            let image = cleaned(plane)
            let split = image.otsu()
            // Ink covers a small part of the picture: a "split" that darkens most of it is the
            // background, not ink.
            let plausible = split.darkShare > 0.002 && split.darkShare < 0.45
            // A clean split of a faint signal is still faint: weigh by how dark the ink is. The
            // plain channels hold every ink and the page's print at once, so an ink of its own
            // is preferred at equal contrast.
            let depth = (255 - split.darkMean) / 255
            let preference = name.hasSuffix("_ink") ? 1.0 : 0.85
            return Separation(name: name, image: image, contrast: plausible ? split.separation * depth * preference : 0, plane: plane)
        }
    }

    /// The separations with an ink's plane of blotches set to no contrast. JPEG keeps colour in
    /// blocks of 16 pixels, so a page's tint, lit unevenly, splits in an ink's plane into
    /// blotches as wide as the blocks, with a contrast a stamp's ink would have; the stamp's own
    /// letters, in every plain channel, are strokes a few pixels wide. An ink covering more than
    /// `blotchShare` of the picture (more than a stamp's letters do), in strokes `blotchRatio`
    /// times as wide as the plain channels' or over `blotchRatio` times as much of the picture
    /// (their medians), is no ink: a stamp's ink is dark in the plain channels too, and a tint's
    /// speckle, which they leave as paper, is not.
    static func withoutBlotches(_ separations: [Separation]) -> [Separation] {
        let plain = separations.filter { !$0.name.hasSuffix("_ink") && $0.contrast > 0 }
        guard !plain.isEmpty else { return separations }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let lettering = median(plain.map { strokeWidth($0.image) }), covered = median(plain.map { inkShare($0.image) })
        return separations.map { separation in
            let share = inkShare(separation.image)
            guard separation.name.hasSuffix("_ink"), separation.contrast > 0, share > blotchShare,
                  strokeWidth(separation.image) > lettering * blotchRatio || share > covered * blotchRatio else { return separation }
            var blotches = separation
            blotches.contrast = 0
            return blotches
        }
    }

    /// How many times the plain channels' an ink's strokes must be as wide, or the picture it
    /// covers as large, for the ink to be a tint's blotches or specks.
    static let blotchRatio = 2.5
    /// The least share of the picture an ink's blotches cover.
    static let blotchShare = 0.15

    /// Everything lighter than the ink turned white. When Otsu's first split darkens a large part
    /// of the picture (a pale pattern, a faded stamp over a tinted page), the split is made again
    /// inside the dark part, which separates the ink from the pattern.
    static func cleaned(_ image: GrayImage) -> GrayImage {
        var split = image.otsu()
        if split.darkShare > 0.25 {
            var histogram = [Int](repeating: 0, count: 256)
            image.pixels.withUnsafeBufferPointer { p in for v in p where Int(v) <= split.threshold { histogram[Int(v)] += 1 } }
            split.threshold = GrayImage.otsu(histogram).threshold
        }
        let threshold = UInt8(clamping: split.threshold)
        var out = image
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices where p[i] > threshold { p[i] = 255 }
        }
        return out
    }

    /// The share of `a`'s ink pixels that are ink in `b` too.
    static func overlap(_ a: GrayImage, _ b: GrayImage) -> Double {
        var inkA = 0, both = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in pa.indices where pa[i] < 255 {
                    inkA += 1
                    if pb[i] < 255 { both += 1 }
                }
            }
        }
        return inkA == 0 ? 1 : Double(both) / Double(inkA)
    }

    /// Whether the ink reaches all four edges of the picture (within `edgeShare` of its side): a
    /// page's printed pattern does, a stamp does not. A stamp partly off the page is cut by one
    /// or two edges, and a stamp photographed close still leaves paper at a corner's sides.
    static func reachesEveryEdge(_ image: GrayImage) -> Bool {
        edgesReached(image, every: true)
    }

    /// Whether the ink reaches any edge of the picture (within `edgeShare` of its side).
    static func reachesAnEdge(_ image: GrayImage) -> Bool {
        edgesReached(image, every: false)
    }

    /// Whether ink lies within `edgeShare` of every side of the picture, or of any side. A side's
    /// band is reached when it is inked at least `edgeDensity` as densely as the whole picture: a
    /// page's pattern is as dense at the edges as anywhere, while a faded stamp's ink plane holds
    /// specks of the paper's grain and JPEG's noise everywhere, a few hundredths as dense as the
    /// stamp, and those do not make a stamp the page. The bands are counted first: a band with no
    /// ink at all (every side) or none with any (any side) settles it without the pass over the
    /// whole picture that its density takes. O(pixels).
    private static func edgesReached(_ image: GrayImage, every: Bool) -> Bool {
        let w = image.width, h = image.height
        guard w > 0, h > 0 else { return false }
        let mx = max(1, Int(Double(w) * edgeShare)), my = max(1, Int(Double(h) * edgeShare))
        let bands = [(0..<mx, 0..<h), ((w - mx)..<w, 0..<h), (0..<w, 0..<my), (0..<w, (h - my)..<h)]
        let inkInBands = image.pixels.withUnsafeBufferPointer { p in
            bands.map { xs, ys in
                var ink = 0
                for y in ys { for x in xs where p[y * w + x] < 255 { ink += 1 } }
                return ink
            }
        }
        if every ? inkInBands.contains(0) : !inkInBands.contains(where: { $0 > 0 }) { return false }
        let share = inkShare(image)
        let reached = zip(bands, inkInBands).map { band, ink in
            ink >= max(1, Int((Double(band.0.count * band.1.count) * share * edgeDensity).rounded(.up)))
        }
        return every ? reached.allSatisfy { $0 } : reached.contains(true)
    }

    /// How densely, against the whole picture, a side's band must be inked to count as reached
    /// (`edgesReached`).
    static let edgeDensity = 0.1

    /// The share of the picture the ink covers.
    static func inkShare(_ image: GrayImage) -> Double {
        guard !image.pixels.isEmpty else { return 0 }
        var ink = 0
        image.pixels.withUnsafeBufferPointer { p in for v in p where v < 255 { ink += 1 } }
        return Double(ink) / Double(image.pixels.count)
    }

    /// How near an edge of the picture ink must come to reach it: 2% of the side.
    static let edgeShare = 0.02

    /// The typical width of the ink's strokes in pixels: twice the ink's area over its edge
    /// (the ink pixels with a paper pixel beside them). A stamp's lettering is a few pixels
    /// wide; a page's printed pattern of hairlines is one or two.
    static func strokeWidth(_ image: GrayImage) -> Double {
        var ink = 0, edge = 0
        let w = image.width, h = image.height
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                for x in 0..<w where p[y * w + x] < 255 {
                    ink += 1
                    let i = y * w + x
                    if x == 0 || x == w - 1 || y == 0 || y == h - 1 || p[i - 1] == 255 || p[i + 1] == 255 || p[i - w] == 255 || p[i + w] == 255 {
                        edge += 1
                    }
                }
            }
        }
        return edge == 0 ? 0 : 2 * Double(ink) / Double(edge)
    }
}
