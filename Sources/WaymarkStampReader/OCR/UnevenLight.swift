import WaymarkOCR

/// A photographed page lit unevenly (darker towards a corner, a binding's shadow) has paper as
/// dark at one side as the ink at the other: Otsu's one threshold then keeps the page's texture
/// where it is dark and loses pale letters where it is bright. The paper's brightness is
/// estimated from the lightest pixels of coarse blocks (ink is dark and thin, paper is light
/// and everywhere), smoothed, and each pixel is divided by it: the paper comes out evenly white
/// and the ink keeps its darkness relative to the paper around it. A plane lit evenly (a scan,
/// a rendered stamp) is left as it is.
enum UnevenLight {
    /// The side of the blocks whose lightest pixel is taken for the paper.
    static let block = 16
    /// Planes whose paper varies by less than this (grey levels, between the smoothed blocks'
    /// lightest and darkest) are lit evenly enough.
    static let unevenBy = 24

    /// `plane` divided by its paper's brightness, or `plane` itself when it is lit evenly.
    /// O(pixels).
    ///
    ///     let even = UnevenLight.evened(plane)  // paper 255 everywhere, ink relative to it
    static func evened(_ plane: GrayImage) -> GrayImage {
        let w = plane.width, h = plane.height
        let bw = (w + block - 1) / block, bh = (h + block - 1) / block
        guard bw >= 3, bh >= 3 else { return plane }
        var lightest = [Int](repeating: 0, count: bw * bh)
        plane.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                let row = (y / block) * bw
                for x in 0..<w {
                    let b = row + x / block
                    lightest[b] = max(lightest[b], Int(p[y * w + x]))
                }
            }
        }
        // A block all ink (a bold letter, a blotch) takes its neighbours' paper: the median of
        // the blocks around it, which on paper darkening evenly is the block's own. The estimate
        // is then smoothed so no block's edge shows.
        var paper = [Int](repeating: 0, count: bw * bh)
        var around: [Int] = []
        for by in 0..<bh {
            for bx in 0..<bw {
                around.removeAll(keepingCapacity: true)
                for y in max(0, by - 1)...min(bh - 1, by + 1) { for x in max(0, bx - 1)...min(bw - 1, bx + 1) { around.append(lightest[y * bw + x]) } }
                around.sort()
                paper[by * bw + bx] = around[around.count / 2]
            }
        }
        for _ in 0..<2 {
            var smoothed = paper
            for by in 0..<bh {
                for bx in 0..<bw {
                    var sum = 0, n = 0
                    for y in max(0, by - 1)...min(bh - 1, by + 1) { for x in max(0, bx - 1)...min(bw - 1, bx + 1) { sum += paper[y * bw + x]; n += 1 } }
                    smoothed[by * bw + bx] = sum / n
                }
            }
            paper = smoothed
        }
        guard let brightest = paper.max(), let darkest = paper.min(), brightest - darkest >= unevenBy, darkest > 0 else { return plane }
        var out = plane
        out.pixels.withUnsafeMutableBufferPointer { o in
            for y in 0..<h {
                // Bilinear between block centres.
                let fy = max(0, min(Double(bh - 1), (Double(y) + 0.5) / Double(block) - 0.5))
                let y0 = Int(fy), y1 = min(bh - 1, y0 + 1), ty = fy - Double(y0)
                for x in 0..<w {
                    let fx = max(0, min(Double(bw - 1), (Double(x) + 0.5) / Double(block) - 0.5))
                    let x0 = Int(fx), x1 = min(bw - 1, x0 + 1), tx = fx - Double(x0)
                    let top = Double(paper[y0 * bw + x0]) * (1 - tx) + Double(paper[y0 * bw + x1]) * tx
                    let bottom = Double(paper[y1 * bw + x0]) * (1 - tx) + Double(paper[y1 * bw + x1]) * tx
                    let background = max(1, top * (1 - ty) + bottom * ty)
                    let i = y * w + x
                    o[i] = UInt8(min(255, Double(o[i]) * 255 / background))
                }
            }
        }
        return out
    }
}
