import Foundation
import WaymarkOCR

/// Reads stamps from images: load (bounded memory), separate the ink, level the text, OCR it,
/// and hand every text read to the matcher. Suggests only; nothing is stored.
public final class StampScanner {
    public let engine: TesseractEngine
    public let matcher: StampMatcher
    var loader = ImageLoader()
    /// Ink separations read per image: the best, and the best one whose ink lies mostly elsewhere
    /// (a second stamp overlapping the first), if there is one.
    public var separationsRead = 2
    /// A reading at least this confident is not tried upside down.
    public var confidentEnough = 75

    /// The other scripts' engines, chosen by what each image holds; nil without the
    /// script-detection data, when only `engine` reads.
    public var scripts: ScriptReaders?

    public init(engine: TesseractEngine, matcher: StampMatcher) {
        self.engine = engine
        self.matcher = matcher
        scripts = try? ScriptReaders(dataDirectory: engine.dataDirectory)
    }

    /// One OCR pass: which ink, at which angle, what was read and how sure tesseract was.
    public struct Read: Sendable {
        public var separation: String
        public var contrast: Double
        /// Clockwise degrees the image was turned to level the text.
        public var rotationDegrees: Double
        public var text: String
        public var confidence: Int
    }

    public struct Scan: Sendable {
        public var path: String
        /// Size after loading (and any reduction): what the pipeline worked on.
        public var width: Int
        public var height: Int
        public var reads: [Read]
        public var suggestions: StampSuggestions
    }

    public func scan(_ path: String) throws -> Scan {
        let rgb = try loader.load(path)
        passesLeft = maximumPasses
        var reads: [Read] = []
        var used: [GrayImage] = []
        let separations = InkSeparation.candidates(rgb)
        let best = separations.first?.contrast ?? 0
        for separation in separations where separation.contrast > 0 {
            guard used.count < separationsRead, passesLeft > 0 else { break }
            // A second ink must be a stamp in its own right, not the page's pattern.
            if !reads.isEmpty && separation.contrast < best * Self.secondInkContrast { break }
            // Two channels that keep the same ink read the same text: the next read is the
            // best separation whose ink is mostly somewhere else (a second, overlapping stamp).
            if used.contains(where: { InkSeparation.overlap(separation.image, $0) > Self.sameInkOverlap }) { continue }
            used.append(separation.image)
            let (read, upright) = read(separation)
            reads.append(read)
            if used.count == 1, let other = otherScript(upright) {
                var second = read
                (second.text, second.confidence, second.separation) = (other.reading.text, other.reading.confidence, "\(read.separation), \(other.script)")
                reads.append(second)
            }
        }
        let text = reads.map(\.text).joined(separator: "\n")
        var suggestions = try matcher.suggest(text)
        for i in suggestions.candidates.indices {
            suggestions.candidates[i].evidence += reads.map {
                StampEvidence(signal: "ocr_text", text: $0.text.trimmingCharacters(in: .whitespacesAndNewlines),
                              detail: "\($0.separation), turned \(String(format: "%.1f", $0.rotationDegrees))°, confidence \($0.confidence)", weight: 0)
            }
        }
        return Scan(path: path, width: rgb.width, height: rgb.height, reads: reads, suggestions: suggestions)
    }

    /// A second separation is read only with at least this share of the best one's contrast.
    static let secondInkContrast = 0.6
    /// Separations sharing more than this share of their ink see the same stamp.
    static let sameInkOverlap = 0.5

    /// Below this confidence a reading is tried again with worn specks filled.
    public var wornBelow = 60
    /// Tesseract passes per image at most (each ~0.2–0.3 s on one core): bounds the time a
    /// hopeless image costs.
    public var maximumPasses = 5
    private var passesLeft = 0

    /// Reads one separation, levelled and framed; returns the reading and the image the way up
    /// it was read.
    func read(_ separation: InkSeparation.Separation) -> (Read, upright: GrayImage) {
        let angle = RotationEstimator.levellingAngle(separation.image)
        let rotated = Leptonica.rotated(separation.image, degrees: angle)
        let level = rotated.framed(margin: max(Self.leastMargin, max(rotated.width, rotated.height) / Self.marginDivisor))
        var (reading, flipped) = readEitherWayUp(level)
        var used = level
        if reading.confidence < wornBelow, passesLeft > 0 {
            let filledImage = Leptonica.filledSpecks(level)
            let (filled, filledFlipped) = readEitherWayUp(filledImage)
            if Self.quality(filled) > Self.quality(reading) { (reading, flipped, used) = (filled, filledFlipped, filledImage) }
        }
        var turned = angle + (flipped ? 180 : 0)
        if turned > 180 { turned -= 360 }
        let read = Read(separation: separation.name, contrast: (separation.contrast * 1000).rounded() / 1000,
                        rotationDegrees: (turned * 100).rounded() / 100, text: reading.text, confidence: reading.confidence)
        return (read, flipped ? Leptonica.rotated(used, degrees: 180) : used)
    }

    /// The white margin round the ink: at least this many pixels, or the image's longer side
    /// divided by `marginDivisor`.
    static let leastMargin = 24
    static let marginDivisor = 16

    /// The image read again by the engine of the script it holds, when that is not Latin.
    func otherScript(_ upright: GrayImage) -> (script: String, reading: TesseractEngine.Reading)? {
        guard passesLeft > 0, let scripts, let script = scripts.script(of: upright), let other = scripts.engine(for: script) else { return nil }
        passesLeft -= 1
        return (script, other.read(upright))
    }

    /// Level lines can still be upside down: the cheap score cannot tell, OCR can. The image is
    /// read turned half round too when the first reading is not confident.
    func readEitherWayUp(_ level: GrayImage) -> (TesseractEngine.Reading, flipped: Bool) {
        passesLeft -= 1
        let reading = engine.read(level)
        guard reading.confidence < confidentEnough, passesLeft > 0 else { return (reading, false) }
        passesLeft -= 1
        let turned = engine.read(Leptonica.rotated(level, degrees: 180))
        return Self.quality(turned) > Self.quality(reading) ? (turned, true) : (reading, false)
    }

    /// Confidence weighted by how much was read: an upside-down pass reads a few confident dots.
    static func quality(_ r: TesseractEngine.Reading) -> Double {
        Double(r.confidence) * log(2 + Double(r.text.filter(\.isLetter).count))
    }
}

extension StampScanner {
    /// Tesseract alone on the loaded image's luminance, no ink separation and no levelling: the
    /// reference the benchmark measures the pipeline against.
    public func readAsIs(_ path: String) throws -> String {
        engine.read(try loader.load(path).luminance).text
    }
}
