import WaymarkOCR

/// A passport page photographed on a table shows the table round the page, along one side or
/// all four. The table is darker than the paper and often tinted (wood is brown, which passes
/// for red ink), so a separation would take it for the stamp's ink: a wide, bold "ink" reaching
/// the edges, read as nothing. A side of the picture is table when it is much darker than the
/// paper (`tableDarkness`), nearly all of it (`tableSideShare`: a stamp running off the picture
/// or a page's pattern cover a side only in part), and its dark ends in a step at the page's
/// edge (`endsSharply`: a page lit from one side darkens along that side too, but slowly). The
/// dark pieces touching such sides are painted the paper's colour before the inks are
/// separated. A picture with no such side is returned as it is, after one look at its sides.
enum PhotoSurround {
    /// The least share of a side's outermost pixels darker than the cut for the side to be table.
    static let tableSideShare = 0.9
    /// A table side is at most this share of the paper's brightness on average: a vignette or a
    /// binding's shadow darkens a page's edge less.
    static let tableDarkness = 0.7
    /// How many pixels deep a side is looked at.
    static let sideDepth = 2
    /// The table's edge is blurred into the paper: what is painted over is grown by this much.
    static let grow = 3
    /// A "table" covering more of the picture than this is the page itself, dark: left alone.
    static let mostOfPicture = 0.6

    /// `rgb` with the table round the page painted the paper's colour.
    ///
    ///     let page = PhotoSurround.painted(rgb)  // a photo on a brown desk: the desk now paper
    static func painted(_ rgb: RGBImage) -> RGBImage {
        let luminance = rgb.luminance
        let w = luminance.width, h = luminance.height
        guard w > 4 * sideDepth, h > 4 * sideDepth else { return rgb }
        // The paper is most of the picture: its brightness is the median's.
        let paper = GrayImage.median(luminance.histogram())
        let sides: [[Int]] = [
            (0..<sideDepth).flatMap { y in (0..<w).map { y * w + $0 } },
            (0..<sideDepth).flatMap { y in (0..<w).map { (h - 1 - y) * w + $0 } },
            (0..<sideDepth).flatMap { x in (0..<h).map { $0 * w + x } },
            (0..<sideDepth).flatMap { x in (0..<h).map { $0 * w + (w - 1 - x) } },
        ]
        // A side is table when it is much darker than the paper on average, and nearly all of
        // it is darker than halfway to the paper (a stamp running off the picture, or a page's
        // pattern, darkens a side only in part).
        var tableSides: [(pixels: [Int], cut: Int)] = []
        for (number, side) in sides.enumerated() {
            let mean = side.reduce(0) { $0 + Int(luminance.pixels[$1]) } / side.count
            guard Double(mean) <= Double(paper) * tableDarkness else { continue }
            let cut = (mean + paper) / 2
            if Double(side.filter { Int(luminance.pixels[$0]) <= cut }.count) >= Double(side.count) * tableSideShare,
               endsSharply(luminance, side: number, cut: cut, paper: paper) {
                tableSides.append((side, cut))
            }
        }
        guard let cut = tableSides.map(\.cut).max() else { return rgb }
        var seed = [UInt8](repeating: 255, count: w * h)
        for side in tableSides { for i in side.pixels where Int(luminance.pixels[i]) <= cut { seed[i] = 0 } }
        guard let table = Leptonica.piecesTouched(by: GrayImage(width: w, height: h, pixels: seed), in: luminance,
                                                   threshold: cut, grow: grow) else { return rgb }
        let covered = table.pixels.filter { $0 == 0 }.count
        guard Double(covered) <= Double(w * h) * mostOfPicture else { return rgb }
        let colour = paperColour(rgb, outside: table, lighterThan: cut, luminance: luminance)
        var out = rgb
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<(w * h) where table.pixels[i] == 0 { (p[3 * i], p[3 * i + 1], p[3 * i + 2]) = colour }
        }
        return out
    }

    /// Whether the dark along a side (0 top, 1 bottom, 2 left, 3 right) ends in a step, as a
    /// table ends at the page's edge: walking in from the side across `edgeProbes` lines, the
    /// first pixel lighter than `cut` is followed, `edgeWidth` pixels on, by one at least halfway
    /// from the cut to the paper, on most of the lines that cross. A page lit from one side is
    /// dark along that side too, but it lightens slowly.
    static func endsSharply(_ luminance: GrayImage, side: Int, cut: Int, paper: Int) -> Bool {
        let w = luminance.width, h = luminance.height
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
            return Int(luminance.pixels[y * w + x])
        }
        var crossings = 0, steps = 0
        for probe in 1...edgeProbes {
            let position = along * probe / (edgeProbes + 1)
            guard let depth = (0..<(across / 2)).first(where: { value($0, position) > cut }), depth + width < across else { continue }
            crossings += 1
            if value(depth + width, position) >= cut + (paper - cut) / 2 { steps += 1 }
        }
        return crossings > 0 && steps * 2 > crossings
    }

    /// Lines walked in from a side to find the table's edge.
    static let edgeProbes = 9
    /// How far past the table's edge the paper is reached (or a hundredth of the picture).
    static let edgeWidth = 6

    /// The median colour of the light pixels off the table: the paper's.
    static func paperColour(_ rgb: RGBImage, outside table: GrayImage, lighterThan threshold: Int, luminance: GrayImage) -> (UInt8, UInt8, UInt8) {
        var histograms = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3)
        let step = max(1, table.pixels.count / 20_000)
        for i in stride(from: 0, to: table.pixels.count, by: step) where table.pixels[i] != 0 && Int(luminance.pixels[i]) > threshold {
            for c in 0..<3 { histograms[c][Int(rgb.pixels[3 * i + c])] += 1 }
        }
        let (red, green, blue) = (GrayImage.median(histograms[0]), GrayImage.median(histograms[1]), GrayImage.median(histograms[2]))
        return (UInt8(red), UInt8(green), UInt8(blue))
    }
}
