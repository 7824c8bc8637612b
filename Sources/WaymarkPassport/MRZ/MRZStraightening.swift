import Foundation
import WaymarkOCR

/// A page photographed at a slant: its MRZ lines are not parallel and its band is a trapezoid,
/// so no single turn levels them all. The band is mapped back to a rectangle: each line's centre
/// line is fitted through the middle of its ink, slice by slice; the first line's and the last
/// line's ends make a quadrilateral, and the projective map (a homography, ICAO's band being a
/// flat rectangle) that sends it to a rectangle of the same lines, equally spaced, is applied.
enum MRZStraightening {
    /// The straightened band holding `lines` (line boxes of a first reading, top to bottom);
    /// nil when the lines are too few, too short or hold too little ink to fit.
    static func straighten(_ image: GrayImage, lines: [TesseractEngine.TextBox]) -> GrayImage? {
        guard lines.count >= 2, image.width > 8, image.height > 8, image.pixels.count == image.width * image.height else { return nil }
        let threshold = UInt8(clamping: image.otsu().threshold)
        var fits: [CentreLine] = []
        for box in lines {
            guard let fit = centreLine(image, box: box, threshold: threshold) else { return nil }
            fits.append(fit)
        }
        return rectified(image, first: fits.first!, last: fits.last!, lines: lines.count)
    }

    /// A line's centre line (`y = slope · x + intercept`) and where its ink begins and ends.
    typealias CentreLine = (slope: Double, intercept: Double, left: Double, right: Double)

    /// The band between its first and last lines' centre lines, cut where each line's ink
    /// begins and ends, mapped to a rectangle of `lines` equally spaced lines.
    static func rectified(_ image: GrayImage, first: CentreLine, last: CentreLine, lines: Int) -> GrayImage? {
        func y(_ fit: CentreLine, _ x: Double) -> Double { fit.slope * x + fit.intercept }
        let source = [(first.left, y(first, first.left)), (first.right, y(first, first.right)),
                      (last.right, y(last, last.right)), (last.left, y(last, last.left))]
        let width = max(first.right - first.left, last.right - last.left)
        let spacing = ((source[3].1 - source[0].1) + (source[2].1 - source[1].1)) / 2 / Double(lines - 1)
        guard lines >= 2, width >= 40, spacing >= 6 else { return nil }
        return warp(image, source: source, width: width, spacing: spacing, lines: lines)
    }

    /// The quadrilateral `source` (top left, top right, bottom right, bottom left: the first
    /// line's ends, then the last line's) mapped to a rectangle `width` wide holding `lines`
    /// lines `spacing` apart, with `spacing` of paper all round.
    static func warp(_ image: GrayImage, source: [(Double, Double)], width: Double, spacing: Double, lines: Int) -> GrayImage? {
        let margin = spacing
        let destination = [(margin, margin), (margin + width, margin), (margin + width, margin + spacing * Double(lines - 1)),
                           (margin, margin + spacing * Double(lines - 1))]
        guard let map = homography(from: destination, to: source) else { return nil }
        let outWidth = Int(width + 2 * margin), outHeight = Int(spacing * Double(lines - 1) + 2 * margin)
        guard outWidth > 0, outHeight > 0, outWidth * outHeight < 16_000_000 else { return nil }
        var out = [UInt8](repeating: 255, count: outWidth * outHeight)
        image.pixels.withUnsafeBufferPointer { p in
            for oy in 0..<outHeight {
                for ox in 0..<outWidth {
                    let (sx, sy) = apply(map, Double(ox), Double(oy))
                    out[oy * outWidth + ox] = sample(p, image.width, image.height, sx, sy)
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, pixels: out)
    }

    /// The line through the middle of a line's ink: the mean ink row of each of 12 slices of its
    /// box, fitted by least squares; and where its ink begins and ends.
    static func centreLine(_ image: GrayImage, box: TesseractEngine.TextBox, threshold: UInt8)
        -> CentreLine? {
        let left = max(0, box.left), right = min(image.width, box.right), top = max(0, box.top), bottom = min(image.height, box.bottom)
        guard right - left >= 24, bottom - top >= 4 else { return nil }
        let slices = 12
        var points: [(Double, Double)] = []
        var inkLeft = right, inkRight = left
        for slice in 0..<slices {
            let from = left + (right - left) * slice / slices, to = left + (right - left) * (slice + 1) / slices
            var sum = 0.0, count = 0
            for y in top..<bottom {
                for x in from..<to where image.pixels[y * image.width + x] <= threshold {
                    sum += Double(y); count += 1
                    inkLeft = min(inkLeft, x); inkRight = max(inkRight, x + 1)
                }
            }
            if count >= 3 { points.append((Double(from + to) / 2, sum / Double(count))) }
        }
        guard points.count >= 4, inkRight > inkLeft else { return nil }
        let n = Double(points.count)
        let mx = points.map(\.0).reduce(0, +) / n, my = points.map(\.1).reduce(0, +) / n
        let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx
        return (slope, my - slope * mx, Double(inkLeft), Double(inkRight))
    }

    /// The 3 × 3 projective map (last entry 1) sending each `from` point to its `to` point.
    static func homography(from: [(Double, Double)], to: [(Double, Double)]) -> [Double]? {
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y) = from[i], (u, v) = to[i]
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        // Gaussian elimination with partial pivoting on the 8 × 9 augmented matrix.
        for column in 0..<8 {
            guard let pivot = (column..<8).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            for row in 0..<8 where row != column {
                let factor = a[row][column] / a[column][column]
                if factor != 0 { for k in column..<9 { a[row][k] -= factor * a[column][k] } }
            }
        }
        return (0..<8).map { a[$0][8] / a[$0][$0] } + [1]
    }

    static func apply(_ h: [Double], _ x: Double, _ y: Double) -> (Double, Double) {
        let w = h[6] * x + h[7] * y + h[8]
        return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)
    }

    /// Bilinear sample; white outside the image.
    static func sample(_ p: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ x: Double, _ y: Double) -> UInt8 {
        guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(width - 1), y < Double(height - 1) else { return 255 }
        let x0 = Int(x), y0 = Int(y)
        let fx = x - Double(x0), fy = y - Double(y0)
        let i = y0 * width + x0
        let top = Double(p[i]) * (1 - fx) + Double(p[i + 1]) * fx
        let bottom = Double(p[i + width]) * (1 - fx) + Double(p[i + width + 1]) * fx
        return UInt8(clamping: Int((top * (1 - fy) + bottom * fy).rounded()))
    }
}
