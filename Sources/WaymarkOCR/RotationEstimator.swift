import Foundation

/// Finds the angle that makes an image's lines of text horizontal. The cheap score is the
/// sharpness of the ink's projection across the lines (sum of squared row counts): lines of
/// text give tall, narrow peaks only when they lie level. A coarse search over every 3° of the
/// half-turn, then a fine one at 0.25°; the remaining 180° ambiguity is settled by OCR.
public enum RotationEstimator {
    /// Ink pixels used at most (sampled evenly): enough for the profile, cheap at any size.
    static let maximumPoints = 12_000

    /// `levellingAngle`, overruled by the letters' own when they lie another way. A stamp's
    /// frame, ring or a pen's stroke is one long piece whose straight edge makes a sharper
    /// profile than a few short lines of letters, and can level the frame instead of the text,
    /// up to a quarter turn off (a frame photographed in perspective, a stamp struck turned in
    /// its frame). So the ink in pieces no larger than a letter (`letterShare` of the picture's
    /// shorter side) is levelled too, and when it lies more than `lettersDisagree` off the whole
    /// ink's angle, its angle is taken. Otherwise the whole ink's is: the frame's edge, parallel
    /// to the text, sharpens the fine angle. When the letters hold less than `leastLetterInk` of
    /// the ink (letters run together into one piece), the whole ink is levelled alone.
    public static func textLevellingAngle(_ image: GrayImage) -> Double {
        let threshold = image.otsu().threshold
        let whole = levellingAngle(image, threshold: threshold)
        let largest = max(8, Int(Double(min(image.width, image.height)) * letterShare))
        guard let letters = Leptonica.smallPieces(image, threshold: threshold, largest: largest),
              Double(inkCount(letters, below: 255)) >= Double(inkCount(image, below: threshold + 1)) * leastLetterInk else {
            return whole
        }
        let byLetters = levellingAngle(letters)
        let apart = abs((byLetters - whole + 270).truncatingRemainder(dividingBy: 180) - 90)
        return apart > lettersDisagree ? byLetters : whole
    }

    /// The largest letter, as a share of the picture's shorter side.
    static let letterShare = 1.0 / 6
    /// The least share of the ink the letters hold for them alone to be levelled.
    static let leastLetterInk = 0.3
    /// Degrees the letters' angle lies off the whole ink's before it is taken instead.
    static let lettersDisagree = 10.0

    static func inkCount(_ image: GrayImage, below limit: Int) -> Int {
        image.pixels.withUnsafeBufferPointer { p in p.reduce(0) { $0 + (Int($1) < limit ? 1 : 0) } }
    }

    /// Degrees to rotate the image clockwise to level its text, in (-90, 90].
    public static func levellingAngle(_ image: GrayImage) -> Double {
        levellingAngle(image, threshold: image.otsu().threshold)
    }

    /// `levellingAngle` of the ink at or below `threshold` (Otsu's, worked out once by the caller).
    static func levellingAngle(_ image: GrayImage, threshold: Int) -> Double {
        var xs: [Double] = [], ys: [Double] = []
        let cx = Double(image.width) / 2, cy = Double(image.height) / 2
        let limit = UInt8(clamping: threshold)
        image.pixels.withUnsafeBufferPointer { p in
            var inkCount = 0
            for v in p where v <= limit { inkCount += 1 }
            let stride = max(1, inkCount / maximumPoints)
            var seen = 0
            for i in p.indices where p[i] <= limit {
                seen += 1
                if seen % stride == 0 { xs.append(Double(i % image.width) - cx); ys.append(Double(i / image.width) - cy) }
            }
        }
        guard xs.count > 20 else { return 0 }
        let binWidth = 2.0
        let half = Double(image.width + image.height) / 2
        let binCount = Int(2 * half / binWidth) + 2
        func score(_ degrees: Double) -> Double {
            // The row each point would fall in after rotating the image clockwise by `degrees`.
            let t = degrees * .pi / 180, s = sin(t), c = cos(t)
            var bins = [Int](repeating: 0, count: binCount)
            for i in xs.indices {
                let row = Int(((xs[i] * s + ys[i] * c) + half) / binWidth)
                if row >= 0 && row < binCount { bins[row] += 1 }
            }
            return bins.reduce(0.0) { $0 + Double($1 * $1) }
        }
        var best = 0.0, bestScore = -1.0
        for step in -29...30 {
            let angle = Double(step) * 3
            let value = score(angle)
            if value > bestScore { (best, bestScore) = (angle, value) }
        }
        let coarse = best
        for step in -12...12 {
            let angle = coarse + Double(step) * 0.25
            let value = score(angle)
            if value > bestScore { (best, bestScore) = (angle, value) }
        }
        var result = best
        while result <= -90 { result += 180 }
        while result > 90 { result -= 180 }
        return result
    }
}
