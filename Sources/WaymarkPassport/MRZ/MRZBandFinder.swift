import WaymarkOCR

/// Finds the MRZ's band in a page from its print alone, before any reading, and maps it back
/// to a rectangle. An MRZ is two or three lines of 30 to 44 monospaced characters, every one a
/// separate mark (each filler `<` too), which no other print on an identity page has; in a
/// photograph taken at a slant the band is a quadrilateral, its lines straight but not parallel
/// (a projective map keeps straight lines straight). So: the print's marks (connected
/// components of `MRZInkMap`'s print on white), each chained to the nearest mark of its size
/// to its right; the chains of 20 marks or more are text lines, each fitted by least squares
/// through its marks' centres; the line of the most marks and the lines as wide next to it (at
/// most three, a line's height or so apart) are the band. The first and last lines' fits, cut
/// where their first and last marks lie, are the quadrilateral, and the projective map that
/// sends it to a rectangle of equally spaced lines is applied (`MRZStraightening`).
enum MRZBandFinder {
    /// One mark of print: its box, centre and size in pixels.
    struct Mark {
        var left: Int, top: Int, right: Int, bottom: Int
        var x: Double, y: Double
        var height: Int { bottom - top }
        var width: Int { right - left }
    }

    /// A line of marks and the straight line through their centres.
    struct Line {
        var marks: [Mark]
        var slope: Double, intercept: Double
        func y(_ x: Double) -> Double { slope * x + intercept }
        var left: Double { Double(marks.map(\.left).min()!) }
        var right: Double { Double(marks.map(\.right).max()!) }
        var middleY: Double { y((left + right) / 2) }
        var height: Double { Double(marks.map(\.height).sorted()[marks.count / 2]) }
    }

    /// Marks in a chain at least: fewer than an MRZ line's 30 characters, as a few may touch.
    static let minimumMarks = 20

    /// The straightened band and how many lines it holds; nil when no band of MRZ lines is found.
    /// `print` is the image's print on white (`MRZInkMap`), the same size, when the caller has it
    /// already; else it is made here.
    static func band(_ image: GrayImage, print: GrayImage? = nil) -> (image: GrayImage, lines: Int)? {
        guard image.width >= 40, image.height >= 20, image.pixels.count == image.width * image.height else { return nil }
        let print = print.flatMap { $0.width == image.width && $0.height == image.height ? $0 : nil } ?? MRZInkMap.printOnWhite(image)
        let marks = self.marks(print)
        let lines = self.lines(marks)
        guard let band = self.band(lines) else { return nil }
        return straightened(image, band).map { ($0, band.count) }
    }

    /// Connected dark components of character size (8-connected, flood filled).
    static func marks(_ image: GrayImage) -> [Mark] {
        let w = image.width, h = image.height
        var seen = [Bool](repeating: false, count: w * h)
        var marks: [Mark] = []
        var stack: [Int] = []
        let maximumHeight = max(12, h / 8)
        image.pixels.withUnsafeBufferPointer { p in
            for start in 0..<(w * h) where p[start] < 128 && !seen[start] {
                seen[start] = true
                stack.append(start)
                var left = w, right = 0, top = h, bottom = 0, count = 0, sx = 0, sy = 0
                while let i = stack.popLast() {
                    let x = i % w, y = i / w
                    count += 1; sx += x; sy += y
                    left = min(left, x); right = max(right, x + 1); top = min(top, y); bottom = max(bottom, y + 1)
                    for dy in -1...1 {
                        let ny = y + dy
                        guard ny >= 0, ny < h else { continue }
                        for dx in -1...1 {
                            let nx = x + dx
                            guard nx >= 0, nx < w else { continue }
                            let j = ny * w + nx
                            if p[j] < 128 && !seen[j] { seen[j] = true; stack.append(j) }
                        }
                    }
                }
                let height = bottom - top, width = right - left
                // A run of fillers blurred into one mark is as long as many characters.
                guard count >= 6, height >= 5, height <= maximumHeight, width <= 30 * height else { continue }
                marks.append(Mark(left: left, top: top, right: right, bottom: bottom, x: Double(sx) / Double(count), y: Double(sy) / Double(count)))
            }
        }
        return marks
    }

    /// Each mark chained to the nearest mark to its right of a comparable size on the same line
    /// (by the gap between them, so that a long mark of fillers run together still chains); the
    /// chains of `minimumMarks` or more, each with its fitted centre line.
    static func lines(_ marks: [Mark]) -> [Line] {
        let order = marks.indices.sorted { marks[$0].left < marks[$1].left }
        var parent = Array(marks.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        var taken = [Bool](repeating: false, count: marks.count)
        for (position, i) in order.enumerated() {
            let a = marks[i]
            var best: (index: Int, distance: Double)?
            for j in order[(position + 1)...] {
                let b = marks[j]
                let size = Double(max(a.height, b.height))
                if Double(b.left - a.right) > 1.5 * size { break }
                let ratio = Double(a.height) / Double(b.height)
                guard !taken[j], b.x > a.x, b.left > a.left, ratio > 0.35, ratio < 2.9, abs(b.y - a.y) < 0.45 * size else { continue }
                let distance = Double(max(0, b.left - a.right)) + 3 * abs(b.y - a.y)
                if best.map({ distance < $0.distance }) ?? true { best = (j, distance) }
            }
            if let best {
                taken[best.index] = true
                parent[root(i)] = root(best.index)
            }
        }
        var chains: [Int: [Mark]] = [:]
        for i in marks.indices { chains[root(i), default: []].append(marks[i]) }
        return chains.values.filter { $0.count >= minimumMarks }.compactMap(fit).sorted { $0.middleY < $1.middleY }
    }

    /// The least-squares line through the marks' centres.
    static func fit(_ marks: [Mark]) -> Line? {
        let n = Double(marks.count)
        let mx = marks.map(\.x).reduce(0, +) / n, my = marks.map(\.y).reduce(0, +) / n
        let sxx = marks.map { ($0.x - mx) * ($0.x - mx) }.reduce(0, +)
        let sxy = marks.map { ($0.x - mx) * ($0.y - my) }.reduce(0, +)
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx
        guard abs(slope) < 0.3 else { return nil }
        return Line(marks: marks, slope: slope, intercept: my - slope * mx)
    }

    /// The line of the most marks and its neighbours as wide, a line's height or so apart: two
    /// or three lines, top to bottom; nil when that line stands alone.
    static func band(_ lines: [Line]) -> [Line]? {
        guard let longest = lines.indices.max(by: { lines[$0].marks.count < lines[$1].marks.count }) else { return nil }
        let count = Double(lines[longest].marks.count), spanWidth = lines[longest].right - lines[longest].left
        func belongs(_ line: Line, beside other: Line) -> Bool {
            let gap = abs(line.middleY - other.middleY)
            let width = line.right - line.left
            // Every line of an MRZ is as wide (monospaced, all the same length); fillers run
            // together make fewer marks, so the count is only a floor.
            return Double(line.marks.count) >= 0.4 * count && width > 0.85 * spanWidth && width < 1.18 * spanWidth
                && gap < 3.2 * max(line.height, other.height) && gap > 0.8 * other.height
        }
        var from = longest, to = longest
        while to - from < 2 {
            if to + 1 < lines.count, belongs(lines[to + 1], beside: lines[to]) { to += 1 } else if from > 0, belongs(lines[from - 1], beside: lines[from]) { from -= 1 } else { break }
        }
        guard to > from else { return nil }
        return Array(lines[from...to])
    }

    /// The band mapped to a rectangle between its first and last lines' fits.
    static func straightened(_ image: GrayImage, _ band: [Line]) -> GrayImage? {
        let first = band.first!, last = band.last!
        return MRZStraightening.rectified(image, first: (first.slope, first.intercept, first.left, first.right),
                                          last: (last.slope, last.intercept, last.left, last.right), lines: band.count)
    }
}
