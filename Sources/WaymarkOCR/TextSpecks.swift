/// Tesseract's sparse-text layout makes a block of every speck it cannot join to a line, and its
/// paragraph pass compares every block with every other: quadratic, a known tesseract defect
/// fixed upstream after the release Debian ships. An image of paper grain (a pale colour channel
/// of a faded stamp can be one) held tens of thousands of specks and kept one `stamp scan` busy
/// for minutes.
/// So before tesseract sees an image its dark parts are counted, on the split tesseract itself
/// makes (Otsu's), no further than one past `TextSpecks.mostParts`: most images hold far fewer
/// and go on as they are. Past it the smallest are whitened, and an image that still holds more
/// is no text at all and is not read.
public enum TextSpecks {
    /// More dark parts than any text an image here holds: a stamp holds tens, a passport page a
    /// few hundred.
    public static let mostParts = 2_000
    /// The specks whitened in an image holding too many parts: smaller than any letter's stroke
    /// at the scale images are read.
    public static let speckArea = 8

    /// `image` as tesseract may be given it: unchanged when it holds at most `mostParts` dark
    /// parts; with its specks whitened when that brings it down to `mostParts`; nil when it is
    /// grain through and through. O(pixels); only an image of too many parts is copied.
    ///
    ///     guard let readable = TextSpecks.bounded(image) else { return nothing }
    public static func bounded(_ image: GrayImage) -> GrayImage? {
        if image.darkPartCount(stoppingPast: mostParts) <= mostParts { return image }
        let parts = image.darkParts(whiteningSmallerThan: speckArea)
        return parts.kept <= mostParts ? parts.image : nil
    }
}

extension GrayImage {
    /// How many dark connected parts (8-connected, on Otsu's split) the image holds, counted no
    /// further than `limit + 1`: enough to tell an image of more than `limit` parts, without
    /// labelling every speck of grain.
    ///
    ///     image.darkPartCount(stoppingPast: 2_000)  // 41 on a stamp's levelled ink
    public func darkPartCount(stoppingPast limit: Int) -> Int {
        var count = 0
        forEachDarkPart { _ in
            count += 1
            return count <= limit
        }
        return count
    }

    /// The dark connected parts (8-connected, on Otsu's split) of the image: how many there
    /// are, how many have at least `smallest` pixels, and the image with the others whitened.
    ///
    ///     let parts = image.darkParts(whiteningSmallerThan: 8)
    ///     parts.count  // 41 on a stamp's levelled ink
    public func darkParts(whiteningSmallerThan smallest: Int) -> (count: Int, kept: Int, image: GrayImage) {
        var out = pixels
        var count = 0, kept = 0
        forEachDarkPart { members in
            count += 1
            if members.count < smallest { for p in members { out[p] = 255 } } else { kept += 1 }
            return true
        }
        return (count, kept, GrayImage(width: width, height: height, pixels: out))
    }

    /// The bounding box and size of each dark connected part (8-connected, on Otsu's split), in
    /// the order the parts' first pixels come row by row. O(pixels).
    ///
    ///     image.darkPartBoxes().count  // 41 on a stamp's levelled ink
    public func darkPartBoxes() -> [(left: Int, top: Int, right: Int, bottom: Int, pixels: Int)] {
        var boxes: [(left: Int, top: Int, right: Int, bottom: Int, pixels: Int)] = []
        forEachDarkPart { members in
            var (left, top, right, bottom) = (width, height, -1, -1)
            for p in members {
                let (x, y) = (p % width, p / width)
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
            }
            boxes.append((left, top, right, bottom, members.count))
            return true
        }
        return boxes
    }

    /// Hands the pixel indices of each dark part, in the order the parts' first pixels come
    /// row by row, to `visit`, until `visit` returns false.
    private func forEachDarkPart(_ visit: (_ members: [Int]) -> Bool) {
        let threshold = UInt8(clamping: otsu().threshold)
        var seen = [Bool](repeating: false, count: pixels.count)
        // A part's pixels, in the order they are found: also the queue of those whose
        // neighbours are still to be looked at.
        var members: [Int] = []
        pixels.withUnsafeBufferPointer { p in
            seen.withUnsafeMutableBufferPointer { seen in
                for start in p.indices where p[start] <= threshold && !seen[start] {
                    seen[start] = true
                    members.removeAll(keepingCapacity: true)
                    members.append(start)
                    var next = 0
                    while next < members.count {
                        let here = members[next]
                        next += 1
                        let x = here % width, y = here / width
                        for ny in max(0, y - 1)...min(height - 1, y + 1) {
                            for nx in max(0, x - 1)...min(width - 1, x + 1) {
                                let q = ny * width + nx
                                if p[q] <= threshold && !seen[q] { seen[q] = true; members.append(q) }
                            }
                        }
                    }
                    if !visit(members) { return }
                }
            }
        }
    }
}
