import WaymarkOCR

/// A passport page photographed on a light desk shows the cover's edge round the page: a dark
/// band (burgundy, navy, green or black) between the page and the desk. The band is as dark as
/// a stamp's ink and, red or blue, is read as the stamp's ink: a long stroke along the picture,
/// read as nothing, while the stamp itself waits. `PhotoSurround` paints a desk darker than the
/// page; this desk is about as light as the page, so only the band tells them apart.
///
/// The picture is cut into blocks, and the light blocks are joined into pieces across their
/// sides: the band splits the desk's piece from the page's. The page is the largest piece. A
/// piece is desk when it touches the picture's edge, is not a speck (`leastDesk`) and its
/// colour differs from the page's (`deskColourDistance`): a stamp's frame running off a tightly
/// cropped picture also splits the paper in two, but both are the same paper. The desk, the
/// band (the dark walked into from the desk while the walk stays wide, `paintedBlocks`) and the
/// band's blurred edge are painted the page's median colour. A picture where the light is one
/// piece (no cover edge, or a dark desk `PhotoSurround` has painted) is returned as it is.
/// O(pixels).
enum CoverEdge {
    /// Blocks are this many pixels a side; a block is dark when its darkest pixel is.
    static let blockSide = 2
    /// A block is dark at most this share of the paper's brightness: the cover's band is darker
    /// still, and a desk or a page in shadow is lighter.
    static let darkShare = 0.45
    /// The page's piece covers at least this share of the picture, or nothing is painted.
    static let leastPage = 0.3
    /// A desk's piece covers at least this share of the picture.
    static let leastDesk = 0.005
    /// The least distance (RGB, 0–255 each) between a desk's median colour and the page's. The
    /// palest desks differ from the page by 14–21, the paper on either side of a stamp's frame by
    /// a few units.
    static let deskColourDistance = 12.0
    /// How many blocks deep the band is painted from the desk: a cover's edge is a few pixels to
    /// a few tens wide, and a stamp or a pen's stroke that touches the band keeps what lies past.
    static let deepestBand = 16
    /// A step into the dark that reaches fewer than this share of the blocks the widest step
    /// reached has left the band: it runs along a stamp's frame or a stroke touching the band.
    static let bandEnds = 0.25
    /// The band's blurred edge on the page's side: painted this many blocks past the band.
    static let fringe = 2

    /// `rgb` with the desk beyond the cover's edge, and the edge, painted the page's colour.
    ///
    ///     let page = CoverEdge.painted(rgb)  // a page on a pale desk: the desk and the burgundy edge now paper
    static func painted(_ rgb: RGBImage) -> RGBImage {
        let luminance = rgb.luminance
        let columns = rgb.width / blockSide, rows = rgb.height / blockSide
        guard columns > 8, rows > 8 else { return rgb }
        let cut = Int(Double(GrayImage.median(luminance.histogram())) * darkShare)
        let dark = darkBlocks(luminance, columns: columns, rows: rows, cut: cut)
        let (piece, sizes) = lightPieces(dark, columns: columns, rows: rows)
        let blocks = columns * rows
        guard let page = sizes.indices.max(by: { sizes[$0] < sizes[$1] }), Double(sizes[page]) >= Double(blocks) * leastPage else { return rgb }
        var edgePieces = Set<Int32>()
        for x in 0..<columns { edgePieces.insert(piece[x]); edgePieces.insert(piece[(rows - 1) * columns + x]) }
        for y in 0..<rows { edgePieces.insert(piece[y * columns]); edgePieces.insert(piece[y * columns + columns - 1]) }
        let candidates = edgePieces.filter { $0 >= 0 && Int($0) != page && Double(sizes[Int($0)]) >= Double(blocks) * leastDesk }
        guard !candidates.isEmpty else { return rgb }
        let colours = medianColours(rgb, of: candidates.union([Int32(page)]), piece: piece, columns: columns, rows: rows)
        guard let pageColour = colours[Int32(page)] else { return rgb }
        let desks = candidates.filter { colours[$0].map { distance($0, pageColour) >= deskColourDistance } ?? false }
        guard !desks.isEmpty else { return rgb }
        let painted = paintedBlocks(desks: desks, piece: piece, dark: dark, columns: columns, rows: rows)
        let paint = (UInt8(pageColour.0.rounded()), UInt8(pageColour.1.rounded()), UInt8(pageColour.2.rounded()))
        var out = rgb
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<rgb.height {
                let row = min(y / blockSide, rows - 1) * columns
                for x in 0..<rgb.width where painted[row + min(x / blockSide, columns - 1)] {
                    let i = 3 * (y * rgb.width + x)
                    (p[i], p[i + 1], p[i + 2]) = paint
                }
            }
        }
        return out
    }

    /// Whether each block's darkest pixel is at most `cut`.
    static func darkBlocks(_ luminance: GrayImage, columns: Int, rows: Int, cut: Int) -> [Bool] {
        var dark = [Bool](repeating: false, count: columns * rows)
        luminance.pixels.withUnsafeBufferPointer { p in
            for y in 0..<(rows * blockSide) {
                let row = (y / blockSide) * columns
                for x in 0..<(columns * blockSide) where Int(p[y * luminance.width + x]) <= cut { dark[row + x / blockSide] = true }
            }
        }
        return dark
    }

    /// The light blocks joined across their sides (not their corners: a band one block wide
    /// running aslant still splits the pieces): each block's piece (-1 for a dark block) and each
    /// piece's size in blocks. O(blocks).
    static func lightPieces(_ dark: [Bool], columns: Int, rows: Int) -> (piece: [Int32], sizes: [Int]) {
        var piece = [Int32](repeating: -1, count: dark.count)
        var sizes: [Int] = []
        var stack: [Int] = []
        for start in dark.indices where !dark[start] && piece[start] < 0 {
            let label = Int32(sizes.count)
            var size = 0
            piece[start] = label
            stack.append(start)
            // Each light block not yet in a piece joins this one and is walked from in turn.
            func join(_ neighbour: Int) {
                if !dark[neighbour] && piece[neighbour] < 0 {
                    piece[neighbour] = label
                    stack.append(neighbour)
                }
            }
            while let block = stack.popLast() {
                size += 1
                let x = block % columns
                if x > 0 { join(block - 1) }
                if x < columns - 1 { join(block + 1) }
                if block >= columns { join(block - columns) }
                if block + columns < dark.count { join(block + columns) }
            }
            sizes.append(size)
        }
        return (piece, sizes)
    }

    /// The median colour of each of `pieces`, from one pixel of each of its blocks.
    static func medianColours(_ rgb: RGBImage, of pieces: Set<Int32>, piece: [Int32], columns: Int, rows: Int)
        -> [Int32: (Double, Double, Double)] {
        var histograms: [Int32: [[Int]]] = [:]
        for label in pieces { histograms[label] = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3) }
        for row in 0..<rows {
            for column in 0..<columns where pieces.contains(piece[row * columns + column]) {
                let i = 3 * (row * blockSide * rgb.width + column * blockSide)
                for c in 0..<3 { histograms[piece[row * columns + column]]![c][Int(rgb.pixels[i + c])] += 1 }
            }
        }
        return histograms.mapValues { h in (Double(GrayImage.median(h[0])), Double(GrayImage.median(h[1])), Double(GrayImage.median(h[2]))) }
    }

    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
    }

    /// The blocks to paint: the desks' pieces, the dark blocks reached from them within
    /// `deepestBand` steps through dark blocks (the band), and `fringe` blocks round the band.
    static func paintedBlocks(desks: Set<Int32>, piece: [Int32], dark: [Bool], columns: Int, rows: Int) -> [Bool] {
        var painted = piece.map { desks.contains($0) }
        // Breadth first from the desk into the dark, one step a round.
        // The band is long: each step into it reaches many blocks, until its far side. A stamp's
        // frame or a pen's stroke touching it is narrow: a step along it reaches a few. The walk
        // stops at the first step that reaches under `bandEnds` of the most any step reached.
        var front = painted.indices.filter { painted[$0] }
        var band: [Int] = []
        var most = 0
        for _ in 0..<deepestBand {
            var next: [Int] = []
            for block in front {
                for neighbour in neighbours(block, columns: columns, count: dark.count) where dark[neighbour] && !painted[neighbour] {
                    next.append(neighbour)
                }
            }
            next = Array(Set(next)).sorted()
            most = max(most, next.count)
            if next.isEmpty || Double(next.count) < Double(most) * bandEnds { break }
            for block in next { painted[block] = true }
            band += next
            front = next
        }
        for _ in 0..<fringe {
            var next: [Int] = []
            for block in band {
                for neighbour in neighbours(block, columns: columns, count: dark.count) where !painted[neighbour] {
                    painted[neighbour] = true
                    next.append(neighbour)
                }
            }
            band = next
        }
        return painted
    }

    /// A block's eight neighbours inside the grid.
    static func neighbours(_ block: Int, columns: Int, count: Int) -> [Int] {
        let x = block % columns
        var out: [Int] = []
        for dy in [-columns, 0, columns] {
            for dx in [-1, 0, 1] where (dx != 0 || dy != 0) && x + dx >= 0 && x + dx < columns {
                let n = block + dy + dx
                if n >= 0 && n < count { out.append(n) }
            }
        }
        return out
    }
}
