import WaymarkOCR

/// Evens out ink that a pad left blotchy: strong in one part of a stamp, pale in another.
///
/// Otsu's one threshold (`InkSeparation.cleaned`) keeps the dark part of such a stamp and turns
/// the pale part white, letters and all. Here every tile of `tile` pixels is lifted by the ratio
/// of the stamp's typical ink to the darkest ink in the tile, at most `greatestLift` times, so a
/// pale letter comes out about as dark as a dark one. Tiles whose darkest pixel is fainter than
/// `faintestInk` of the typical ink are left as they are: they hold paper, grain, or a page's
/// pale printed pattern, which a lift would turn into ink; so are tiles far from any strong ink
/// (the page around the stamp). The lift is interpolated between tile centres, so a letter
/// crossing tiles keeps its strokes whole.
///
/// Reading an evened ink costs tesseract passes, so the scanner only reads one when everything
/// else read gives nothing or only a weak candidate, and only when evening brought ink back
/// (`evenedSeparation`, `StampScanner.scan`).
///
///     // A plane whose left letter is dark (40) and right letter pale (190), on paper (250):
///     let evened = BlotchyInk.evened(plane, inkLevel: 40)
///     // The pale letter's pixels are now about 250 − 3 × 60 = 70: dark enough for Otsu.
enum BlotchyInk {
    /// Tile side in pixels: under a letter's height at the scanner's scale (at most 1,200 px a
    /// side), so a pale letter beside a dark one gets a lift of its own.
    static let tile = 16
    /// A tile whose darkest pixel is fainter than this share of the typical ink is paper.
    static let faintestInk = 0.25
    /// The most a tile is lifted: past it, grain and JPEG noise would turn to ink.
    static let greatestLift = 3.0
    /// Only tiles within this many tiles of strong ink are lifted: about a line of lettering.
    static let reach = 3

    /// `plane` (dark ink on light paper) with its pale ink lifted towards `inkLevel`, the level
    /// of the stamp's typical ink (Otsu's dark class mean). Paper is the plane's median level,
    /// taken from `histogram` (the plane's own, `GrayImage.histogram`) when the caller has it.
    static func evened(_ plane: GrayImage, inkLevel: Double, histogram: [Int]? = nil) -> GrayImage {
        let w = plane.width, h = plane.height
        guard w > 0, h > 0 else { return plane }
        // The median level is the paper's: ink covers a small part of a stamp's picture.
        let paper = GrayImage.median(histogram ?? plane.histogram())
        let fullInk = Double(paper) - inkLevel
        // A plane with no ink darker than its paper has nothing to even.
        guard fullInk > 10 else { return plane }
        let lifts = tileLifts(plane, paper: paper, fullInk: fullInk)
        let across = (w + tile - 1) / tile, down = (h + tile - 1) / tile
        var out = plane
        plane.pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    let (y0, y1, fy) = between(y, count: down)
                    for x in 0..<w {
                        let (x0, x1, fx) = between(x, count: across)
                        let top = lifts[y0 * across + x0] * (1 - fx) + lifts[y0 * across + x1] * fx
                        let bottom = lifts[y1 * across + x0] * (1 - fx) + lifts[y1 * across + x1] * fx
                        let lift = top * (1 - fy) + bottom * fy
                        let ink = Double(max(0, paper - Int(source[y * w + x])))
                        target[y * w + x] = UInt8(max(0, min(255, (Double(paper) - ink * lift).rounded())))
                    }
                }
            }
        }
        return out
    }

    /// `separation` evened and cleaned again, named "…, evened"; nil when evening adds less than
    /// `leastGain` to its ink: a stamp whose ink is even has no pale part to bring back, and
    /// reading it again would cost passes for the same words.
    static func evenedSeparation(_ separation: InkSeparation.Separation) -> InkSeparation.Separation? {
        var evened = separation
        // One count of the plane's levels gives both its ink level (Otsu) and its paper (the median).
        let histogram = separation.plane.histogram()
        let inkLevel = GrayImage.otsu(histogram).darkMean
        evened.image = InkSeparation.cleaned(Self.evened(separation.plane, inkLevel: inkLevel, histogram: histogram))
        evened.name += ", evened"
        let before = inkPixels(separation.image), after = inkPixels(evened.image)
        return Double(after - before) >= leastGain * Double(max(1, before)) ? evened : nil
    }

    /// The least share of ink evening must add for the evened ink to be read.
    static let leastGain = 0.1

    static func inkPixels(_ image: GrayImage) -> Int {
        image.pixels.withUnsafeBufferPointer { p in p.reduce(0) { $0 + ($1 < 255 ? 1 : 0) } }
    }

    /// Each tile's lift: the typical ink over the tile's darkest ink, between 1 and
    /// `greatestLift`; 1 for a tile holding no ink, and for a tile farther than `reach` tiles from
    /// any tile holding strong ink (half the typical ink or more): a page's pattern away from the
    /// stamp stays as pale as it is.
    static func tileLifts(_ plane: GrayImage, paper: Int, fullInk: Double) -> [Double] {
        let w = plane.width, h = plane.height
        let across = (w + tile - 1) / tile, down = (h + tile - 1) / tile
        var darkestInk = [Double](repeating: 0, count: across * down)
        plane.pixels.withUnsafeBufferPointer { p in
            for ty in 0..<down {
                for tx in 0..<across {
                    var darkest = 255
                    for y in (ty * tile)..<min(h, ty * tile + tile) {
                        for x in (tx * tile)..<min(w, tx * tile + tile) { darkest = min(darkest, Int(p[y * w + x])) }
                    }
                    darkestInk[ty * across + tx] = Double(paper - darkest)
                }
            }
        }
        var lifts = [Double](repeating: 1, count: across * down)
        for ty in 0..<down {
            for tx in 0..<across {
                let ink = darkestInk[ty * across + tx]
                guard ink >= fullInk * faintestInk else { continue }
                let nearStrongInk = (max(0, ty - reach)...min(down - 1, ty + reach)).contains { y in
                    (max(0, tx - reach)...min(across - 1, tx + reach)).contains { x in darkestInk[y * across + x] >= fullInk / 2 }
                }
                if nearStrongInk { lifts[ty * across + tx] = min(greatestLift, fullInk / ink) }
            }
        }
        return lifts
    }

    /// The two tile centres a pixel lies between along one axis, and how far it is from the first.
    static func between(_ position: Int, count: Int) -> (Int, Int, Double) {
        let t = min(max(Double(position) / Double(tile) - 0.5, 0), Double(count - 1))
        let first = Int(t)
        return (first, min(first + 1, count - 1), t - Double(first))
    }

}
