import Foundation
import WaymarkOCR

/// The frame of a round or oval stamp, found from its ink, and the band of text inside it
/// unwrapped into a straight strip.
///
/// Round and oval stamps set their first and last lines along the frame, letter by letter on a
/// curve; tesseract reads lines, not arcs, so that text is lost to a plain reading. The frame is
/// an ellipse (a circle is one) at any size and tilt: it is fitted to the outermost ink in every
/// direction from the stamp's middle (borne out by ink beside it: a speck of the page's print
/// is no outline), the points that do not lie on it (a letter standing proud, a crop, a second
/// stamp) are dropped and the fit made again. A second fit starts from the circle most of the
/// outline lies on, for two stamps struck over each other, whose outline is two arcs; the fit
/// more of the outline lies on is the frame. The band just inside it is then sampled along
/// curves parallel to the frame, so a letter keeps its height all the way round, even on a flat
/// oval.
///
///     if let ring = StampRing.find(in: ink) {
///         let strip = ring.unwrapped(ink)       // text with its tops outward reads upright
///         let other = Leptonica.rotated(strip, degrees: 180)  // text with its tops inward
///     }
struct StampRing: Equatable {
    var centreX: Double
    var centreY: Double
    /// The half-axes, major first, in pixels.
    var semiMajor: Double
    var semiMinor: Double
    /// The major axis's direction, radians clockwise from the image's x axis.
    var tilt: Double

    /// Directions the outermost ink is looked for in.
    static let directions = 90
    /// Ink points used at most (sampled evenly): enough for the outline at any size.
    static let maximumPoints = 40_000
    /// A point further than this share of the radius from the fitted frame is not on it.
    static let onFrame = 0.08
    /// The share of directions whose outermost ink must lie on the frame: less, and the ink is
    /// not held by a round or oval frame.
    static let leastFrameShare = 0.6
    /// Flatter ellipses than this are not stamp frames (and their inner curves fold over).
    static let flattest = 3.0
    /// Frames smaller than this (the half minor axis, in pixels) hold no readable ring of text.
    static let smallestRadius = 40.0
    /// How deep the band read runs inward from the frame, as a share of the half minor axis:
    /// deep enough for a line of letters inside a double frame, not so deep that the straight
    /// lines in the middle are swept in whole.
    static let bandDepth = 0.3
    /// How deep the band may run when its planned inner edge cuts through a line of letters
    /// (`bandRows`), as a share of the half minor axis.
    static let deepestBand = 0.45

    /// The frame of the ink in `image` (ink dark, the rest white), or nil when the ink does not
    /// lie inside a round or oval outline.
    static func find(in image: GrayImage) -> StampRing? {
        let (xs, ys) = inkPoints(image)
        guard xs.count > 200 else { return nil }
        // Start from the middle of the ink's extent; each fit moves the centre to the frame's.
        let cx = (quantile(xs, 0.02) + quantile(xs, 0.98)) / 2
        let cy = (quantile(ys, 0.02) + quantile(ys, 0.98)) / 2
        let outline = outermost(xs, ys, cx: cx, cy: cy)
        guard outline.count >= directions / 2 else { return nil }
        // The whole outline fitted, or the circle most of it lies on, refitted to its own
        // points: two stamps struck over each other make one outline of two arcs, and a fit to
        // all of it lies on neither frame.
        let candidates = [fitWhole(outline, xs, ys, cx: cx, cy: cy), mostCommonCircle(outline).flatMap { refitted($0, xs, ys) }]
        let scored = candidates.compactMap { $0 }.map { ring -> (ring: StampRing, onIt: Int) in
            let outline = outermost(xs, ys, cx: ring.centreX, cy: ring.centreY)
            return (ring, outline.filter { ring.distanceShare(x: $0.0, y: $0.1) < onFrame }.count)
        }
        // The first candidate wins ties: the order is fixed, so the answer is the same in every process.
        guard let (ring, onIt) = scored.reduce(nil as (ring: StampRing, onIt: Int)?, { best, next in
            best.map { next.onIt > $0.onIt ? next : $0 } ?? next
        }) else { return nil }
        guard Double(onIt) >= leastFrameShare * Double(directions), ring.semiMinor >= smallestRadius,
              ring.semiMajor / ring.semiMinor <= flattest else { return nil }
        return ring
    }

    /// The ellipse fitted to `outline` (the outline seen from (cx, cy)) and again without the
    /// points off it, three times, each time to the outline seen from the last fit's centre.
    static func fitWhole(_ outline: [(Double, Double)], _ xs: [Double], _ ys: [Double], cx: Double, cy: Double) -> StampRing? {
        var (cx, cy) = (cx, cy)
        var ring: StampRing?
        for pass in 0..<3 {
            let outline = pass == 0 ? outline : outermost(xs, ys, cx: cx, cy: cy)
            guard outline.count >= directions / 2, var fitted = fit(outline, cx: cx, cy: cy) else { return nil }
            let inliers = outline.filter { fitted.distanceShare(x: $0.0, y: $0.1) < onFrame }
            if inliers.count >= 12, let refit = fit(inliers, cx: fitted.centreX, cy: fitted.centreY) { fitted = refit }
            (cx, cy) = (fitted.centreX, fitted.centreY)
            ring = fitted
        }
        return ring
    }

    /// The circle through three outline points a third of the way round from each other that
    /// the most outline points lie on (within `onFrame`), tried from every point in turn.
    static func mostCommonCircle(_ outline: [(Double, Double)]) -> StampRing? {
        let n = outline.count
        var best: (ring: StampRing, count: Int)?
        for i in 0..<n {
            guard let circle = circle(through: outline[i], outline[(i + n / 3) % n], outline[(i + 2 * n / 3) % n]) else { continue }
            let count = outline.filter { circle.distanceShare(x: $0.0, y: $0.1) < onFrame }.count
            if count > best?.count ?? -1 { best = (circle, count) }
        }
        return best?.ring
    }

    /// The ellipse fitted three times to the outline points lying on `start`, seen from its centre
    /// (each fit the next one's start); nil when too few lie on it.
    static func refitted(_ start: StampRing, _ xs: [Double], _ ys: [Double]) -> StampRing? {
        var ring = start
        for _ in 0..<3 {
            let outline = outermost(xs, ys, cx: ring.centreX, cy: ring.centreY)
            let onIt = outline.filter { ring.distanceShare(x: $0.0, y: $0.1) < onFrame }
            guard onIt.count >= 12, let fitted = fit(onIt, cx: ring.centreX, cy: ring.centreY) else { return nil }
            ring = fitted
        }
        return ring
    }

    /// The circle through three points, nil when they lie on a line.
    static func circle(through a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> StampRing? {
        let d = 2 * (a.0 * (b.1 - c.1) + b.0 * (c.1 - a.1) + c.0 * (a.1 - b.1))
        guard abs(d) > 1e-9 else { return nil }
        let (sa, sb, sc) = (a.0 * a.0 + a.1 * a.1, b.0 * b.0 + b.1 * b.1, c.0 * c.0 + c.1 * c.1)
        let x = (sa * (b.1 - c.1) + sb * (c.1 - a.1) + sc * (a.1 - b.1)) / d
        let y = (sa * (c.0 - b.0) + sb * (a.0 - c.0) + sc * (b.0 - a.0)) / d
        let r = ((a.0 - x) * (a.0 - x) + (a.1 - y) * (a.1 - y)).squareRoot()
        return StampRing(centreX: x, centreY: y, semiMajor: r, semiMinor: r, tilt: 0)
    }

    /// How far (x, y) lies from the frame along the ray from the centre, as a share of the
    /// frame's radius on that ray.
    func distanceShare(x: Double, y: Double) -> Double {
        let dx = x - centreX, dy = y - centreY
        let d = (dx * dx + dy * dy).squareRoot()
        guard d > 0 else { return 1 }
        let along = (dx * cos(tilt) + dy * sin(tilt)) / d, across = (-dx * sin(tilt) + dy * cos(tilt)) / d
        let radius = 1 / ((along * along) / (semiMajor * semiMajor) + (across * across) / (semiMinor * semiMinor)).squareRoot()
        return abs(d - radius) / radius
    }

    /// The band inside the frame as a strip: columns follow the frame clockwise, one pixel
    /// apart along the band's middle, starting in the widest gap between letters (so no word is
    /// cut in two); rows run from just outside the frame inward. Lines of the frame itself
    /// (rows that are ink most of the way along) are whitened. Nil when no such line is found:
    /// the outline is not a frame (a rectangle's corners, text alone).
    func unwrapped(_ image: GrayImage) -> GrayImage? {
        let depth = Self.bandDepth * semiMinor
        let outside = max(4, 0.04 * semiMinor)
        let planned = Int(depth + outside)
        let sampled = Int(Self.deepestBand * semiMinor + outside)
        // The frame's parameter t at one-pixel steps along the curve through the band's middle.
        let middle = depth / 2
        var steps: [Double] = []
        var t = 0.0
        while t < 2 * .pi, steps.count < 20_000 {
            steps.append(t)
            let (dx, dy) = derivative(t)
            let speed = (dx * dx + dy * dy).squareRoot()
            // Moving inward by `middle` along the normal shortens the curve by middle × curvature.
            let curvature = semiMajor * semiMinor / (speed * speed * speed)
            t += 1 / max(0.2, speed * (1 - middle * curvature))
        }
        guard steps.count > 8 else { return nil }
        let columns = steps.count
        var strip = [UInt8](repeating: 255, count: columns * sampled)
        image.pixels.withUnsafeBufferPointer { p in
            for (column, t) in steps.enumerated() {
                let (ex, ey) = point(t)
                let (nx, ny) = normal(t)
                for row in 0..<sampled {
                    let offset = outside - Double(row)
                    strip[row * columns + column] = Self.sample(p, image.width, image.height, ex + nx * offset, ey + ny * offset)
                }
            }
        }
        let rows = Self.bandRows(strip, columns: columns, planned: planned, sampled: sampled)
        strip.removeLast((sampled - rows) * columns)
        guard Self.whitenFrameLines(&strip, columns: columns, rows: rows) > 0 else { return nil }
        let start = Self.widestGap(strip, columns: columns, rows: rows)
        var rotated = [UInt8](repeating: 255, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns { rotated[row * columns + column] = strip[row * columns + (column + start) % columns] }
        }
        return GrayImage(width: columns, height: rows, pixels: rotated)
    }

    // MARK: - Geometry

    func point(_ t: Double) -> (Double, Double) {
        let a = semiMajor * cos(t), b = semiMinor * sin(t)
        return (centreX + a * cos(tilt) - b * sin(tilt), centreY + a * sin(tilt) + b * cos(tilt))
    }

    func derivative(_ t: Double) -> (Double, Double) {
        let a = -semiMajor * sin(t), b = semiMinor * cos(t)
        return (a * cos(tilt) - b * sin(tilt), a * sin(tilt) + b * cos(tilt))
    }

    /// The outward unit normal at parameter t.
    func normal(_ t: Double) -> (Double, Double) {
        let (dx, dy) = derivative(t)
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        // Clockwise on screen (y down) is increasing t, so outward is the tangent turned left.
        return (dy / length, -dx / length)
    }

    // MARK: - Fitting

    static func inkPoints(_ image: GrayImage) -> ([Double], [Double]) {
        var xs: [Double] = [], ys: [Double] = []
        image.pixels.withUnsafeBufferPointer { p in
            var ink = 0
            for v in p where v < 255 { ink += 1 }
            let stride = max(1, ink / maximumPoints)
            var seen = 0
            for i in p.indices where p[i] < 255 {
                seen += 1
                if seen % stride == 0 { xs.append(Double(i % image.width)); ys.append(Double(i / image.width)) }
            }
        }
        return (xs, ys)
    }

    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]
    }

    /// The ink point furthest from (cx, cy) in each direction that has one, of those borne out
    /// by ink beside them: at least `leastSupport` points (itself among them) within
    /// `supportDepth` of its distance, inward. A speck of the page's print left in the ink
    /// outside the frame is a point or two; the frame's line, or a letter, is many. One speck
    /// taken for the outline in a few directions pulls the fit off the frame everywhere.
    static func outermost(_ xs: [Double], _ ys: [Double], cx: Double, cy: Double) -> [(Double, Double)] {
        var bins = [[(d: Double, x: Double, y: Double)]](repeating: [], count: directions)
        for i in xs.indices {
            let dx = xs[i] - cx, dy = ys[i] - cy
            let d = (dx * dx + dy * dy).squareRoot()
            guard d > 0 else { continue }
            var bin = Int((atan2(dy, dx) + .pi) / (2 * .pi) * Double(directions))
            bin = min(directions - 1, max(0, bin))
            bins[bin].append((d, xs[i], ys[i]))
        }
        return bins.compactMap { bin -> (Double, Double)? in
            let sorted = bin.sorted { $0.d > $1.d }
            // The window of points within supportDepth of point `start`, inward, slides as `start` does.
            var end = 0
            for start in sorted.indices {
                end = max(end, start)
                while end + 1 < sorted.count, sorted[end + 1].d >= sorted[start].d * (1 - supportDepth) { end += 1 }
                if end - start + 1 >= leastSupport { return (sorted[start].x, sorted[start].y) }
            }
            return nil
        }
    }

    /// Ink points at least this many (itself among them) within `supportDepth` bear out an outline point.
    static let leastSupport = 3
    /// The depth, as a share of the distance, the points bearing out an outline point lie within.
    static let supportDepth = 0.03

    /// The ellipse through `points` by least squares on the conic A x² + B xy + C y² + D x + E y = 1
    /// (coordinates taken from (cx, cy), which lies inside it); nil when the best conic is no ellipse.
    static func fit(_ points: [(Double, Double)], cx: Double, cy: Double) -> StampRing? {
        // Coordinates scaled to about 1 keep the normal equations well conditioned.
        let scale = max(1, points.map { (($0.0 - cx) * ($0.0 - cx) + ($0.1 - cy) * ($0.1 - cy)).squareRoot() }.reduce(0, +) / Double(points.count))
        var m = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 5)
        for (px, py) in points {
            let x = (px - cx) / scale, y = (py - cy) / scale
            let row = [x * x, x * y, y * y, x, y]
            for i in 0..<5 {
                for j in 0..<5 { m[i][j] += row[i] * row[j] }
                m[i][5] += row[i]
            }
        }
        guard let c = solve(m) else { return nil }
        let (a, b, cc, d, e) = (c[0], c[1], c[2], c[3], c[4])
        let determinant = 4 * a * cc - b * b
        guard determinant > 1e-12 else { return nil }
        // The centre, where the gradient of the quadratic part cancels the linear part.
        let x0 = (b * e - 2 * cc * d) / determinant, y0 = (b * d - 2 * a * e) / determinant
        let k = 1 + a * x0 * x0 + b * x0 * y0 + cc * y0 * y0
        // Eigenvalues of [[a, b/2], [b/2, cc]]: the smaller belongs to the major axis.
        let mean = (a + cc) / 2, spread = (((a - cc) / 2) * ((a - cc) / 2) + b * b / 4).squareRoot()
        let small = mean - spread, large = mean + spread
        guard small > 0, k > 0 else { return nil }
        let tilt = abs(b) < 1e-12 ? (a <= cc ? 0 : .pi / 2) : atan2(small - a, b / 2)
        return StampRing(centreX: cx + x0 * scale, centreY: cy + y0 * scale,
                         semiMajor: (k / small).squareRoot() * scale, semiMinor: (k / large).squareRoot() * scale, tilt: tilt)
    }

    /// Gaussian elimination with partial pivoting on an augmented n × (n+1) matrix.
    static func solve(_ matrix: [[Double]]) -> [Double]? {
        var m = matrix
        let n = m.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-12 else { return nil }
            m.swapAt(col, pivot)
            for row in 0..<n where row != col {
                let f = m[row][col] / m[col][col]
                for k in col...n { m[row][k] -= f * m[col][k] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }

    // MARK: - The strip

    static func sample(_ p: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ x: Double, _ y: Double) -> UInt8 {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        guard x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height else { return 255 }
        let fx = x - Double(x0), fy = y - Double(y0)
        let i = y0 * width + x0
        let top = Double(p[i]) * (1 - fx) + Double(p[i + 1]) * fx
        let bottom = Double(p[i + width]) * (1 - fx) + Double(p[i + width + 1]) * fx
        return UInt8(clamping: Int((top * (1 - fy) + bottom * fy).rounded()))
    }

    /// Samples lighter than this are paper (the separations turn everything but ink pure white).
    static let inkBelow: UInt8 = 250

    /// A row that is ink along most of the strip is a line of the frame, not text.
    static let frameRowShare = 0.45
    /// Bold letters set all round the ring ("GARDA NATIONAL IMMIGRATION BUREAU · SHANNON
    /// AIRPORT") make rows along their serifs and bars that are ink along most of the strip too,
    /// but in runs a letter or two long, in a block of rows as deep as the letters. A row is
    /// lettered when less than `letteredRowShare` of it is ink, in runs shorter on average than
    /// the strip is deep; a lettered row inside a block of rows of letters at least
    /// `letteredBlockShare` of the strip deep is text, not frame. A row of letters is ink in
    /// short runs along at least `letterRowShare` of the strip: the rows between the bars, which
    /// the block spans, so that the few rows along the letters' feet (or, for the lower line,
    /// their tops) are not whitened as a frame's line, which cut a ring's letters in half. A
    /// frame's line is ink in long runs (broken where worn), and the few rows at its edges, or
    /// where a line crosses rows, make no such block.
    static let letteredRowShare = 0.75
    static let letteredBlockShare = 0.2
    static let letterRowShare = 0.08

    /// How many of the `sampled` rows of a strip the band keeps: `planned` (`bandDepth`), unless
    /// its innermost row runs through letters (ink along at least `cutLetterShare` of the strip)
    /// and a row further in, before `sampled`, is clear of them (ink along at most
    /// `clearRowShare`, and at most a quarter of the cut row's): then the band ends there. Large
    /// letters set close to a double frame reach further in than a fixed band, which cut their
    /// feet off and left tesseract the tops of "COLOMBIA" to read as "La". A band that cannot
    /// find the gap between the ring's line and the middle's keeps its planned depth, so the
    /// straight lines in the middle are not swept in whole.
    static func bandRows(_ strip: [UInt8], columns: Int, planned: Int, sampled: Int) -> Int {
        guard planned > 0, sampled > planned else { return min(planned, sampled) }
        func ink(_ row: Int) -> Int {
            var count = 0
            for column in 0..<columns where strip[row * columns + column] < Self.inkBelow { count += 1 }
            return count
        }
        let edge = ink(planned - 1)
        guard Double(edge) >= cutLetterShare * Double(columns) else { return planned }
        let clear = min(clearRowShare * Double(columns), Double(edge) / 4)
        for row in planned..<sampled where Double(ink(row)) <= clear { return row + 1 }
        return planned
    }

    /// A band's innermost row with ink along at least this share of the strip runs through letters.
    static let cutLetterShare = 0.01
    /// A row with ink along at most this share of the strip is clear of letters.
    static let clearRowShare = 0.005

    /// Returns how many rows were frame.
    @discardableResult
    static func whitenFrameLines(_ strip: inout [UInt8], columns: Int, rows: Int) -> Int {
        var frame = [Bool](repeating: false, count: rows)
        var lettered = [Bool](repeating: false, count: rows)
        var letters = [Bool](repeating: false, count: rows)
        for row in 0..<rows {
            var (ink, runs, inRun) = (0, 0, false)
            for column in 0..<columns {
                let isInk = strip[row * columns + column] < Self.inkBelow
                if isInk { ink += 1 }
                if isInk, !inRun { runs += 1 }
                inRun = isInk
            }
            let shortRuns = ink < rows * max(1, runs)
            frame[row] = Double(ink) >= frameRowShare * Double(columns)
            lettered[row] = frame[row] && Double(ink) < letteredRowShare * Double(columns) && shortRuns
            letters[row] = Double(ink) >= letterRowShare * Double(columns) && Double(ink) < letteredRowShare * Double(columns) && shortRuns
        }
        var start = 0
        while start < rows {
            guard letters[start] else { start += 1; continue }
            var end = start
            while end + 1 < rows, letters[end + 1] { end += 1 }
            if Double(end - start + 1) >= letteredBlockShare * Double(rows) {
                for row in start...end where lettered[row] { frame[row] = false }
            }
            start = end + 1
        }
        // The anti-aliased edge of a line lies in the rows beside it.
        let wide = (0..<rows).map { r in frame[max(0, r - 1)...min(rows - 1, r + 1)].contains(true) }
        for row in 0..<rows where wide[row] {
            for column in 0..<columns { strip[row * columns + column] = 255 }
        }
        return frame.filter { $0 }.count
    }

    /// The column in the middle of the longest run of columns without ink (around the ring).
    static func widestGap(_ strip: [UInt8], columns: Int, rows: Int) -> Int {
        var empty = [Bool](repeating: true, count: columns)
        for row in 0..<rows {
            for column in 0..<columns where strip[row * columns + column] < Self.inkBelow { empty[column] = false }
        }
        guard let firstInk = empty.firstIndex(of: false) else { return 0 }
        var best = (start: 0, length: 0), run = 0
        for step in 1...columns {
            let column = (firstInk + step) % columns
            if empty[column] {
                run += 1
                if run > best.length { best = ((column - run + 1 + columns) % columns, run) }
            } else {
                run = 0
            }
        }
        return (best.start + best.length / 2) % columns
    }
}
