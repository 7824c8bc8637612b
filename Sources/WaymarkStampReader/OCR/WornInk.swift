import WaymarkOCR

/// Keeps the faintest ink of a stamp worn down on an old page.
///
/// A worn stamp's strokes are broken into specks and thinned in blotches to a fraction of its
/// best ink. Otsu's threshold (`InkSeparation.cleaned`) falls between the few strong strokes and
/// everything else, and keeps only the strong ones: a worn stamp's letters come out as scattered
/// fragments, which tesseract reads as junk. `BlotchyInk` lifts pale tiles towards the typical
/// ink, but only near strong ink and at most threefold, and tesseract then splits the evened
/// image again by its own Otsu threshold. Here every pixel darker than the paper by
/// `keptDepth` of the typical ink's depth is ink, and the plane is made two-level (ink black,
/// the rest white), so that no later threshold cuts it again.
///
///     // Paper at 250, the typical ink at 150: every pixel at 230 or darker is kept, black.
///     let worn = WornInk.separation(of: mainInk)
enum WornInk {
    /// The share of the typical ink's depth below the paper from which a pixel is ink.
    static let keptDepth = 0.2

    /// `separation`'s plane cut at `keptDepth`, two-level, named "…, worn"; nil when the plane has
    /// no ink darker than its paper; when the cut adds less ink to Otsu's than evening must
    /// (`BlotchyInk.leastGain`: a stamp in sharp, even ink, whose letters' edges alone come back,
    /// and whose reading again would cost a pass for the same words); or when the ink so kept
    /// reaches every edge of the picture (a page's print, which the lower threshold keeps with
    /// the stamp). O(pixels).
    static func separation(of separation: InkSeparation.Separation) -> InkSeparation.Separation? {
        let histogram = separation.plane.histogram()
        // The median level is the paper's: ink covers a small part of a stamp's picture.
        let paper = Double(GrayImage.median(histogram))
        let depth = paper - GrayImage.otsu(histogram).darkMean
        guard depth > 10 else { return nil }
        let threshold = paper - depth * keptDepth
        var image = separation.plane
        image.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices { p[i] = Double(p[i]) <= threshold ? 0 : 255 }
        }
        guard Double(BlotchyInk.inkPixels(image)) >= (1 + BlotchyInk.leastGain) * Double(max(1, BlotchyInk.inkPixels(separation.image))),
              !InkSeparation.reachesEveryEdge(image) else { return nil }
        var worn = separation
        worn.image = image
        worn.name += ", worn"
        return worn
    }
}
