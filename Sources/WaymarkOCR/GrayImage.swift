/// An 8-bit grey image, ink dark on light, row-major: the form every OCR pipeline works on.
public struct GrayImage: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image turned half round (180°): its pixels in reverse order, exactly.
    ///
    ///     GrayImage(width: 2, height: 1, pixels: [0, 255]).turnedHalfRound().pixels  // [255, 0]
    public func turnedHalfRound() -> GrayImage {
        GrayImage(width: width, height: height, pixels: pixels.reversed())
    }

    /// Otsu's threshold and how well it splits the image: the between-class variance as a share
    /// of the total (0 = flat, 1 = two pure levels), the share of pixels on the dark side and
    /// their mean level.
    public func otsu() -> (threshold: Int, separation: Double, darkShare: Double, darkMean: Double) {
        Self.otsu(histogram())
    }

    /// How many pixels stand at each of the 256 grey levels.
    ///
    ///     GrayImage(width: 3, height: 1, pixels: [0, 0, 255]).histogram()[0]  // 2
    public func histogram() -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        histogram.withUnsafeMutableBufferPointer { h in
            pixels.withUnsafeBufferPointer { p in for v in p { h[Int(v)] += 1 } }
        }
        return histogram
    }

    /// The median level of a histogram of levels; 255 (white) when it counts nothing.
    ///
    ///     GrayImage.median([Int](repeating: 1, count: 256))  // 127
    public static func median(_ histogram: [Int]) -> Int {
        let count = histogram.reduce(0, +)
        guard count > 0 else { return 255 }
        var seen = 0
        for (level, n) in histogram.enumerated() {
            seen += n
            if seen * 2 >= count { return level }
        }
        return 255
    }

    /// Otsu's split of a histogram of grey levels.
    public static func otsu(_ histogram: [Int]) -> (threshold: Int, separation: Double, darkShare: Double, darkMean: Double) {
        let total = Double(histogram.reduce(0, +))
        guard total > 0 else { return (128, 0, 0, 255) }
        var sum = 0.0, sumSquares = 0.0
        for (v, n) in histogram.enumerated() { sum += Double(v * n); sumSquares += Double(v * v * n) }
        let mean = sum / total
        let variance = sumSquares / total - mean * mean
        guard variance > 1e-9 else { return (128, 0, 0, 255) }
        var best = (threshold: 128, between: 0.0, dark: 0.0, darkMean: 255.0)
        var weightDark = 0.0, sumDark = 0.0
        for t in 0..<255 {
            weightDark += Double(histogram[t]); sumDark += Double(t * histogram[t])
            let weightLight = total - weightDark
            guard weightDark > 0, weightLight > 0 else { continue }
            let meanDark = sumDark / weightDark, meanLight = (sum - sumDark) / weightLight
            let between = weightDark * weightLight * (meanDark - meanLight) * (meanDark - meanLight) / (total * total)
            if between > best.between { best = (t, between, weightDark / total, meanDark) }
        }
        return (best.threshold, best.between / variance, best.dark, best.darkMean)
    }
}
