import WaymarkOCR

/// A passport page photographed on a table shows the table round the page, along one side or
/// all four, and often a board or a cover between the two. The table is darker than the paper,
/// or of another hue (wood is brown, which passes for red ink), so a separation would take it
/// for the stamp's ink: a wide, bold "ink" reaching the edges, read as nothing. A side of the
/// picture is table when it is much darker than the paper or far from its hue
/// (`tableDarkness`, in brightness or in `hueLikeness`), nearly all of it (`tableSideShare`: a
/// stamp running off the picture or a page's pattern cover a side only in part), and that ends
/// in a step at the page's edge (`endsSharply`: a page lit from one side darkens along that
/// side too, but slowly). The pieces touching such sides that are as dark, or as far from the
/// paper's hue, are painted the paper's colour before the inks are separated. Hue is what holds
/// a light wooden board on a dark table to the table: by brightness alone the board is as
/// light as a page in shadow. A page lit from one side keeps the paper's hue however dark it
/// gets, so hue never takes its shaded half for table. A picture with no such side is returned
/// as it is, after one look at its sides.
enum PhotoSurround {
    /// The least share of a side's outermost pixels darker than the cut for the side to be table.
    static let tableSideShare = 0.9
    /// A table side is at most this share of the paper's brightness (or of its hue's likeness)
    /// on average: a vignette or a binding's shadow darkens a page's edge less.
    static let tableDarkness = 0.7
    /// How many pixels deep a side is looked at.
    static let sideDepth = 2
    /// The table's edge is blurred into the paper: what is painted over is grown by this much.
    static let grow = 3
    /// A "table" covering more of the picture than this is the page itself, dark: left alone.
    static let mostOfPicture = 0.6
    /// The paper's colour is that of the picture's lighter pixels, those at or above this
    /// quantile of brightness: on a table the page can be less than half of the picture.
    static let paperQuantile = 0.6
    /// How much a difference in hue (the sum of the differences of the channels' shares of a
    /// pixel's brightness) takes from `hueLikeness`: a brown board (0.3) is nothing like paper, a
    /// light brown table (0.15) a third like it, a page's grey pattern (0.03) nearly paper.
    static let hueScale = 1_000.0

    /// `rgb` with the table round the page painted the paper's colour.
    ///
    ///     let page = PhotoSurround.painted(rgb)  // a photo on a brown desk: the desk now paper
    static func painted(_ rgb: RGBImage) -> RGBImage {
        let luminance = rgb.luminance
        let w = luminance.width, h = luminance.height
        guard w > 4 * sideDepth, h > 4 * sideDepth else { return rgb }
        // The paper is most of the picture, or the page lit from one side is: its brightness is the median's.
        let paper = GrayImage.median(luminance.histogram())
        let paperColour = paperColour(rgb, luminance: luminance)
        let hue = hueLikeness(rgb, paper: paperColour)
        let sides: [[Int]] = [
            (0..<sideDepth).flatMap { y in (0..<w).map { y * w + $0 } },
            (0..<sideDepth).flatMap { y in (0..<w).map { (h - 1 - y) * w + $0 } },
            (0..<sideDepth).flatMap { x in (0..<h).map { $0 * w + x } },
            (0..<sideDepth).flatMap { x in (0..<h).map { $0 * w + (w - 1 - x) } },
        ]
        var darkCut: Int?, hueCut: Int?
        var tableSides: [[Int]] = []
        for (number, side) in sides.enumerated() {
            let dark = tableCut(luminance, side: side, number: number, paper: paper)
            let hued = tableCut(hue, side: side, number: number, paper: 255)
            if let dark { darkCut = max(darkCut ?? 0, dark) }
            if let hued { hueCut = max(hueCut ?? 0, hued) }
            if dark != nil || hued != nil { tableSides.append(side) }
        }
        guard !tableSides.isEmpty else { return rgb }
        // Beside a dark table, a board as far from the paper's hue as a table side must be is
        // table too; beside a brown one, a board as much darker than the paper.
        let hueLimit = hueCut ?? Int(255 * tableDarkness), darkLimit = darkCut ?? Int(Double(paper) * tableDarkness)
        var mask = [UInt8](repeating: 255, count: w * h)
        for i in mask.indices where Int(luminance.pixels[i]) <= darkLimit || Int(hue.pixels[i]) <= hueLimit { mask[i] = 0 }
        var seed = [UInt8](repeating: 255, count: w * h)
        for side in tableSides { for i in side where mask[i] == 0 { seed[i] = 0 } }
        guard let table = Leptonica.piecesTouched(by: GrayImage(width: w, height: h, pixels: seed), in: GrayImage(width: w, height: h, pixels: mask),
                                                   threshold: 0, grow: grow) else { return rgb }
        let covered = table.pixels.filter { $0 == 0 }.count
        guard Double(covered) <= Double(w * h) * mostOfPicture else { return rgb }
        var out = rgb
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<(w * h) where table.pixels[i] == 0 { (p[3 * i], p[3 * i + 1], p[3 * i + 2]) = paperColour }
        }
        return out
    }

    /// The cut below which a side's pixels are table in `image` (brightness, or `hueLikeness`),
    /// or nil when the side is no table: much darker than `paper` on average, nearly all of it
    /// darker than halfway to the paper, ending in a step (`endsSharply`).
    static func tableCut(_ image: GrayImage, side: [Int], number: Int, paper: Int) -> Int? {
        let mean = side.reduce(0) { $0 + Int(image.pixels[$1]) } / side.count
        guard Double(mean) <= Double(paper) * tableDarkness else { return nil }
        let cut = (mean + paper) / 2
        guard Double(side.filter { Int(image.pixels[$0]) <= cut }.count) >= Double(side.count) * tableSideShare,
              endsSharply(image, side: number, cut: cut, paper: paper) else { return nil }
        return cut
    }

    /// How near each pixel's hue is to the paper's: 255 for the paper's, less by `hueScale` times
    /// the sum of the differences of the channels' shares of the pixel's brightness. Shares do
    /// not change as light falls off, so a page in shadow keeps the paper's hue.
    static func hueLikeness(_ rgb: RGBImage, paper: (UInt8, UInt8, UInt8)) -> GrayImage {
        let paperSum = max(1.0, Double(Int(paper.0) + Int(paper.1) + Int(paper.2)))
        let (pr, pg, pb) = (Double(paper.0) / paperSum, Double(paper.1) / paperSum, Double(paper.2) / paperSum)
        var out = [UInt8](repeating: 255, count: rgb.width * rgb.height)
        rgb.pixels.withUnsafeBufferPointer { p in
            for i in out.indices {
                let (r, g, b) = (Double(p[3 * i]), Double(p[3 * i + 1]), Double(p[3 * i + 2]))
                let sum = max(1.0, r + g + b)
                let difference = abs(r / sum - pr) + abs(g / sum - pg) + abs(b / sum - pb)
                out[i] = UInt8(255 - min(255, Int(difference * hueScale)))
            }
        }
        return GrayImage(width: rgb.width, height: rgb.height, pixels: out)
    }

    /// Whether the table along a side (0 top, 1 bottom, 2 left, 3 right) ends in a step, as a
    /// table ends at the page's edge: walking in from the side across `edgeProbes` lines of
    /// `image` (brightness, or `hueLikeness`), the first pixel lighter than `cut` is followed,
    /// `edgeWidth` pixels on, by one at least halfway from the cut to the paper, or as much
    /// lighter than the pixel as far before it as the cut is from the paper (the table ends at a
    /// board, itself darker than the page), on most of the lines that cross. A page lit from one
    /// side is dark along that side too, but it lightens slowly.
    static func endsSharply(_ image: GrayImage, side: Int, cut: Int, paper: Int) -> Bool {
        let w = image.width, h = image.height
        let across = side < 2 ? h : w, along = side < 2 ? w : h
        let width = max(edgeWidth, across / 100)
        func value(_ depth: Int, _ position: Int) -> Int {
            let (x, y): (Int, Int)
            switch side {
            case 0: (x, y) = (position, depth)
            case 1: (x, y) = (position, h - 1 - depth)
            case 2: (x, y) = (depth, position)
            default: (x, y) = (w - 1 - depth, position)
            }
            return Int(image.pixels[y * w + x])
        }
        var crossings = 0, steps = 0
        for probe in 1...edgeProbes {
            let position = along * probe / (edgeProbes + 1)
            guard let depth = (0..<(across / 2)).first(where: { value($0, position) > cut }), depth + width < across else { continue }
            crossings += 1
            let after = value(depth + width, position)
            if after >= cut + (paper - cut) / 2 || after - value(max(0, depth - width), position) >= paper - cut { steps += 1 }
        }
        return crossings > 0 && steps * 2 > crossings
    }

    /// Lines walked in from a side to find the table's edge.
    static let edgeProbes = 9
    /// How far past the table's edge the paper is reached (or a hundredth of the picture).
    static let edgeWidth = 6

    /// The paper's colour: the median colour, channel by channel, of the pixels at least as
    /// bright as `paperQuantile` of the picture.
    static func paperColour(_ rgb: RGBImage, luminance: GrayImage) -> (UInt8, UInt8, UInt8) {
        let histogram = luminance.histogram()
        var seen = 0, floor = 255
        let below = Int(Double(luminance.pixels.count) * paperQuantile)
        for (level, n) in histogram.enumerated() {
            seen += n
            if seen > below { floor = level; break }
        }
        var histograms = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3)
        let step = max(1, luminance.pixels.count / 20_000)
        for i in stride(from: 0, to: luminance.pixels.count, by: step) where Int(luminance.pixels[i]) >= floor {
            for c in 0..<3 { histograms[c][Int(rgb.pixels[3 * i + c])] += 1 }
        }
        let (red, green, blue) = (GrayImage.median(histograms[0]), GrayImage.median(histograms[1]), GrayImage.median(histograms[2]))
        return (UInt8(red), UInt8(green), UInt8(blue))
    }
}
