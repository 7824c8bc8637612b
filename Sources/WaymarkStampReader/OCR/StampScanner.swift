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
    /// script-detection data, when only `engine` reads. Opened when first needed: loading the
    /// detector is a cost a stamp read surely in Latin letters does not pay.
    public var scripts: ScriptReaders? {
        if !scriptsOpened { (openScripts, scriptsOpened) = (try? ScriptReaders(dataDirectory: engine.dataDirectory), true) }
        return openScripts
    }
    private var openScripts: ScriptReaders?
    private var scriptsOpened = false

    public init(engine: TesseractEngine, matcher: StampMatcher) {
        self.engine = engine
        self.matcher = matcher
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
            // A first reading that already names a place with some weight (moderate or strong)
            // is in Latin letters: the script detector and another model would only cost time.
            if used.count == 1, try Self.isWeak(matcher.suggest(read.text)), let other = otherScript(upright) {
                var second = read
                (second.text, second.confidence, second.separation) = (other.reading.text, other.reading.confidence, "\(read.separation), \(other.script)")
                reads.append(second)
            }
        }
        var suggestions = try matcher.suggest(reads.map(\.text).joined(separator: "\n"))
        // Curved text along a round or oval frame is lost to the plain reading: when that found
        // nothing sure, the ring inside the frame is unwrapped and read too.
        if readsRings, Self.isWeak(suggestions), let first = separations.first(where: { $0.contrast > 0 }) {
            let ringReads = readRing(first)
            if !ringReads.isEmpty {
                reads += ringReads
                suggestions = try matcher.suggest(reads.map(\.text).joined(separator: "\n"))
            }
        }
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

    /// Whether round and oval frames are unwrapped when the plain reading is weak.
    public var readsRings = true
    /// A line read from an unwrapped ring counts only at least this confident: the strip read
    /// one way up holds the text set the other way up too, which tesseract reads as junk.
    public var ringLineConfidence = 60.0

    /// Nothing suggested, or only weakly.
    static func isWeak(_ suggestions: StampSuggestions) -> Bool {
        (suggestions.candidates.first?.strength ?? .weak) == .weak
    }

    /// The ring inside a round or oval frame, unwrapped and read both ways up: text whose letters
    /// stand with their tops outward (a round stamp's upper line) reads upright in the strip,
    /// text with its tops inward (the lower line) in the strip turned half round. Two passes,
    /// none when the ink has no such frame.
    func readRing(_ separation: InkSeparation.Separation) -> [Read] {
        guard let ring = StampRing.find(in: separation.image), let strip = ring.unwrapped(separation.image) else { return [] }
        let framed = strip.framed(margin: Self.leastMargin)
        var out: [Read] = []
        for (turn, name) in [(0.0, "ring, tops outward"), (180.0, "ring, tops inward")] {
            // Turned half round: the pixels in reverse order.
            let image = turn == 0 ? framed : GrayImage(width: framed.width, height: framed.height, pixels: framed.pixels.reversed())
            let (reading, lines) = engine.readBoxes(image, level: .line)
            let kept = lines.filter { $0.confidence >= ringLineConfidence && $0.text.contains(where: \.isLetter) }
            guard !kept.isEmpty else { continue }
            out.append(Read(separation: "\(separation.name), \(name)", contrast: (separation.contrast * 1000).rounded() / 1000,
                            rotationDegrees: 0, text: kept.map(\.text).joined(separator: "\n") + "\n", confidence: reading.confidence))
        }
        return out
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
