@testable import WaymarkOCR

/// Pictures drawn pixel by pixel for the scanner's tests.
extension RGBImage {
    /// A `width` × `height` picture whose pixel at (x, y) is `colour(x, y)`, drawn row by row
    /// from the top left (a drawing that draws noise as it goes gets it in that order).
    ///
    ///     let grey = RGBImage.drawn(width: 4, height: 3) { _, _ in (128, 128, 128) }
    static func drawn(width: Int, height: Int, _ colour: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)) -> RGBImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = 3 * (y * width + x)
                (pixels[i], pixels[i + 1], pixels[i + 2]) = colour(x, y)
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// The colour at (x, y), as [red, green, blue].
    func colour(_ x: Int, _ y: Int) -> [UInt8] {
        let i = 3 * (y * width + x)
        return Array(pixels[i..<(i + 3)])
    }
}
