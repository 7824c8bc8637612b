import Foundation
import WaymarkOCR

/// Reads the MRZ of a photographed identity page: the image is loaded in bounded memory, its
/// lines levelled, read by tesseract with its dictionaries off and only the MRZ's characters
/// allowed, and the MRZ's lines are picked from what was read by their shape alone. The parser
/// then does the rest (check-digit driven repairs only); nothing is guessed here — no line is
/// padded, cut or invented, and a page without MRZ-shaped lines is an error.
///
/// ```swift
/// let reader = try MRZImageReader(parser: MRZParser(calendar: MRZCalendar(today: "2026-12-04")))
/// let result = try reader.read("page.jpg")
/// print(result.reading.status, result.ocr.rotationDegrees)
/// ```
public final class MRZImageReader {
    /// The English model, limited to the MRZ's characters, with its dictionaries off.
    public let engine: TesseractEngine
    /// Reads the lines found into an `MRZReading`.
    public let parser: MRZParser
    /// An MRZ line of 44 characters stays legible (each character ~40 pixels wide) at this size.
    var loader = ImageLoader(workingSide: 2000)

    /// - Parameter dataDirectory: the tessdata folder; nil: $TESSDATA_PREFIX, else Debian's.
    public init(parser: MRZParser, dataDirectory: String? = nil) throws {
        self.parser = parser
        engine = try TesseractEngine(languages: "eng", dataDirectory: dataDirectory, settings: .machineReadableZone)
    }

    /// What tesseract read and which lines were taken as the MRZ.
    public struct OCR: Codable, Equatable, Sendable {
        /// The image's path, as given.
        public var image: String
        /// The size worked on, after any reduction.
        public var width: Int
        /// The height worked on, after any reduction.
        public var height: Int
        /// Clockwise degrees the image was turned to level its lines.
        public var rotationDegrees: Double
        /// True when the reading kept is the second, of the MRZ's characters set apart (a first
        /// reading ran fillers together).
        public var charactersSpread: Bool
        /// Tesseract passes made (a cell read alone counts as one).
        public var passes: Int
        /// Every line of the reading the MRZ lines were taken from (the straightened band, or the
        /// whole page), spaces removed, top to bottom.
        public var text: [String]
        /// The lines taken as the MRZ, as read.
        public var mrzLines: [String]
        /// Tesseract's mean word confidence in that reading, 0…100.
        public var confidence: Int
    }

    /// What one image gave: how it was read, and the MRZ read from it.
    public struct Result: Sendable {
        /// How the image was read.
        public var ocr: OCR
        /// The MRZ, whatever its status.
        public var reading: MRZReading
    }

    /// Why no MRZ could be read from an image.
    public enum ReadError: Error, CustomStringConvertible, Equatable {
        /// The file is not a readable image (or tesseract cannot start).
        case image(OCRError)
        /// No run of lines has an MRZ's shape; `lines` is what was read.
        case noMRZ(String, lines: [String])

        /// The error in words, naming the file and what was read.
        public var description: String {
            switch self {
            case .image(let error): return error.description
            case .noMRZ(let path, let lines):
                let read = lines.isEmpty ? "no text read" : "read \(lines.count) line\(lines.count == 1 ? "" : "s"), none of them an MRZ's: " + lines.map { "'\($0)'" }.joined(separator: ", ")
                return "\(path): no MRZ found (an MRZ is 3 lines of 30 characters, or 2 of 36 or 44, of A-Z, 0-9 and <); \(read)"
            }
        }
    }

    /// Reads the MRZ of the image at `path`.
    ///
    /// - Throws: `ReadError.image` for a file that is no readable image, `ReadError.noMRZ` when no
    ///   lines have an MRZ's shape.
    public func read(_ path: String) throws -> Result {
        let rgb: RGBImage
        do { rgb = try loader.load(path) } catch let error as OCRError { throw ReadError.image(error) }
        var attempt = Attempt(path: path, width: rgb.width, height: rgb.height)
        let gray = rgb.luminance
        // First the page as photographed; when that gives no clean reading, its print alone on
        // white (a dark table, a tinted or faint page: `MRZInkMap`), levelled anew. The print is
        // made once: the band finder looks for the band's marks in it on either pass.
        let print = MRZInkMap.printOnWhite(gray)
        if let result = try read(gray, print: print, &attempt) { return result }
        if !attempt.settled, let result = try read(print, print: nil, &attempt) { return result }
        // No clean reading: the best of the MRZ's shape (repaired, then doubtful, then the first
        // failing one) is shown with its repairs or failing fields; else lines of nearly its shape
        // are handed to the parser, which names the shape it got; else there is no MRZ.
        if var best = attempt.best {
            best.ocr.passes = attempt.passes
            return best
        }
        if let misshapen = attempt.misshapen { _ = try parser.parse(misshapen.joined(separator: "\n")) }
        throw ReadError.noMRZ(path, lines: attempt.firstLines ?? [])
    }

    /// What the readings of one image have found so far.
    struct Attempt {
        var path: String
        var width: Int, height: Int
        var passes = 0
        var best: Result?
        var misshapen: [String]?
        var firstLines: [String]?
        /// Every reading of the MRZ made so far whose check digits agree, and every second
        /// reading: a reading is judged against all of them, so that one reading that disagreed
        /// once cannot be passed over by a later reading that happens to agree with itself; and
        /// the reading kept so far is judged against each new one.
        var evidence: [[String]] = []
        /// Two readings have disagreed where no check digit settles it. Every later reading is
        /// judged against both, agrees with one of them at most there, and so is doubtful too:
        /// reading on cannot give a clean reading, and is not done.
        var settled = false
    }

    /// Levels `gray` and reads it: first the MRZ's band alone, found by its print and
    /// straightened (`MRZBandFinder`), then the whole page (turned half round too when no
    /// MRZ-like line is seen). Returns a clean reading if one is found; other readings are kept
    /// in `attempt`. `print` is `gray`'s print on white (`MRZInkMap`), levelled with it for the
    /// band finder; nil when `gray` is a print on white itself.
    func read(_ gray: GrayImage, print: GrayImage?, _ attempt: inout Attempt) throws -> Result? {
        let angle = RotationEstimator.levellingAngle(gray)
        let level = Leptonica.rotated(gray, degrees: angle)
        if let band = MRZBandFinder.band(level, print: print.map { Leptonica.rotated($0, degrees: angle) } ?? level) {
            // The band's lines cannot tell up from down either: read turned half round when
            // no MRZ-like lines were seen.
            for turn in [0.0, 180.0] {
                let upright = turn == 0 ? band.image : Leptonica.rotated(band.image, degrees: turn)
                let (result, located) = try readBand(upright, rotation: Self.rotation(angle + turn), &attempt)
                if let result { return result }
                if located || attempt.settled { break }
            }
        }
        // The levelling cannot tell up from down: a page read upside down has no MRZ-like lines.
        for turn in [0.0, 180.0] where !attempt.settled {
            let upright = turn == 0 ? level : Leptonica.rotated(level, degrees: turn)
            let rotation = Self.rotation(angle + turn)
            attempt.passes += 1
            let (reading, boxes) = engine.readBoxes(upright, level: .line)
            let lines = boxes.map { Self.compact($0.text) }.filter { !$0.isEmpty }
            if attempt.firstLines == nil { attempt.firstLines = lines }
            let page = Page(rotation: rotation, text: lines, confidence: reading.confidence)
            let lineBoxes = boxes.filter { !Self.compact($0.text).isEmpty }
            if let result = try consider(lines, spread: false, page, source: (upright, lineBoxes), &attempt), result.reading.isValid { return result }
            // Read again with the MRZ's characters set apart, if its lines were seen.
            guard let located = MRZLineFinder.locate(in: lineBoxes) else { continue }
            if attempt.settled { break }
            if let result = try readCells(upright, located, page, &attempt) { return result }
            if attempt.settled { break }
            // A slanted photo: the band mapped back to a rectangle and read again, whole, then
            // cell by cell.
            if let band = MRZStraightening.straighten(upright, lines: located.lines),
               let result = try readBand(band, rotation: rotation, &attempt).result { return result }
            // The MRZ was seen this way up: the page is not upside down.
            break
        }
        return nil
    }

    /// What a reading of a page was made from, for its `OCR` record.
    struct Page {
        var rotation: Double
        var text: [String]
        var confidence: Int
    }

    /// Clockwise degrees in −180…180, to the hundredth.
    static func rotation(_ degrees: Double) -> Double {
        ((degrees > 180 ? degrees - 360 : degrees) * 100).rounded() / 100
    }

    /// Parses the MRZ lines among `candidates`, keeping the best reading in `attempt`; nil when
    /// they hold no MRZ of exact shape. `source` is the image read and the box of each candidate
    /// line in it: a reading whose check digits agree is read again from there
    /// (`MRZSecondReading`), and is doubtful where the two readings differ beyond what the
    /// check digits settle.
    func consider(_ candidates: [String], spread: Bool, _ page: Page, source: (image: GrayImage, boxes: [TesseractEngine.TextBox]),
                  _ attempt: inout Attempt) throws -> Result? {
        guard let found = MRZLineFinder.mrzLines(in: candidates) else { return nil }
        let ocr = OCR(image: attempt.path, width: attempt.width, height: attempt.height, rotationDegrees: page.rotation, charactersSpread: spread,
                      passes: attempt.passes, text: page.text, mrzLines: found.lines, confidence: page.confidence)
        guard found.exact else {
            if attempt.misshapen == nil { attempt.misshapen = found.lines }
            return nil
        }
        var result = Result(ocr: ocr, reading: try parser.parse(found.lines.joined(separator: "\n")))
        // A reading is evidence when it is a whole one: every check digit agreeing and nothing in
        // it the MRZ cannot hold (a cell read as nothing, `?`, in a name no check covers).
        if result.reading.checks.allSatisfy(\.passed), result.reading.problems.isEmpty {
            var second: [String] = []
            if source.boxes.count == candidates.count {
                attempt.passes += 1
                second = secondReading(source.image, lines: Array(source.boxes[found.range]))
            }
            let fresh = [result.reading.lines, second].filter { !$0.isEmpty }
            if result.reading.status.isAccepted {
                let doubts = self.doubts(result.reading, against: attempt.evidence + [second])
                result.reading.doubts += doubts
                if !doubts.isEmpty { attempt.settled = true }
            }
            // Disagreement is mutual: the reading kept so far (a repaired one, while a valid one
            // is looked for) is judged against this one too.
            if var best = attempt.best, best.reading.status.isAccepted {
                let doubts = self.doubts(best.reading, against: fresh)
                if !doubts.isEmpty {
                    best.reading.doubts += doubts
                    attempt.best = best
                    attempt.settled = true
                }
            }
            attempt.evidence += fresh
        }
        if attempt.best.map({ Self.rank(result.reading.status) > Self.rank($0.reading.status) }) ?? true { attempt.best = result }
        return result
    }

    /// Every doubt the readings `others` raise against `reading`, each once.
    func doubts(_ reading: MRZReading, against others: [[String]]) -> [MRZReading.Problem] {
        var doubts: [MRZReading.Problem] = []
        for other in others {
            for doubt in MRZSecondReading.doubts(reading, second: other, parser: parser) where !doubts.contains(doubt) { doubts.append(doubt) }
        }
        return doubts
    }

    /// The located MRZ lines read again with their characters set apart: a line the first
    /// reading got to its exact length is kept, the others are taken from the cells. A clean
    /// reading, or nil.
    func readCells(_ image: GrayImage, _ located: (lines: [TesseractEngine.TextBox], characters: Int), _ page: Page,
                   _ attempt: inout Attempt) throws -> Result? {
        guard let spread = MRZCellReader.spread(image, lines: located.lines, characters: located.characters) else { return nil }
        let (grid, alone) = MRZCellReader.read(spread, engine: engine)
        attempt.passes += 1 + alone
        let merged = zip(located.lines.map { Self.compact($0.text) }, grid).map { $0.count == located.characters ? $0 : $1 }
        guard let result = try consider(merged, spread: true, page, source: (image, located.lines), &attempt), result.reading.isValid else { return nil }
        return result
    }

    /// The MRZ's lines read a second time, from another rendering of their boxes in `image`
    /// (`MRZSecondReading.rendering`): the lines of the MRZ's count found there, or none.
    func secondReading(_ image: GrayImage, lines: [TesseractEngine.TextBox]) -> [String] {
        guard let rendering = MRZSecondReading.rendering(image, lines: lines) else { return [] }
        let boxes = engine.readBoxes(rendering, level: .line).boxes
        let texts = boxes.map { Self.compact($0.text) }.filter { !$0.isEmpty }
        return MRZLineFinder.mrzLines(in: texts)?.lines ?? []
    }

    /// A straightened band read whole, then cell by cell: a clean reading if one is found, and
    /// whether MRZ-like lines were seen in it at all.
    func readBand(_ band: GrayImage, rotation: Double, _ attempt: inout Attempt) throws -> (result: Result?, located: Bool) {
        attempt.passes += 1
        let (reading, boxes) = engine.readBoxes(band, level: .line)
        let bandBoxes = boxes.filter { !Self.compact($0.text).isEmpty }
        let bandLines = bandBoxes.map { Self.compact($0.text) }
        let page = Page(rotation: rotation, text: bandLines, confidence: reading.confidence)
        if let result = try consider(bandLines, spread: false, page, source: (band, bandBoxes), &attempt), result.reading.isValid { return (result, true) }
        guard let located = MRZLineFinder.locate(in: bandBoxes) else { return (nil, false) }
        if attempt.settled { return (nil, true) }
        return (try readCells(band, located, page, &attempt), true)
    }

    /// Readings from the most to the least trustworthy, to keep the best of several attempts.
    static func rank(_ status: MRZReading.Status) -> Int {
        switch status {
        case .valid: return 3
        case .repaired: return 2
        case .doubtful: return 1
        case .invalid: return 0
        }
    }

    /// A line read, spaces removed: an MRZ has none, and tesseract sometimes splits a run of
    /// fillers with one.
    static func compact(_ line: String) -> String { line.filter { $0 != " " && $0 != "\t" } }
}

/// Picks an MRZ out of the lines read from a page, by shape only: three consecutive lines of 30
/// characters (TD1) or two of 36 (TD2, MRV-B) or 44 (TD3, MRV-A), the first holding at least
/// one filler `<` (every MRZ's first line does, after its document code). The lowest such run
/// wins, as the MRZ is the foot of the page. A run of the right count whose lengths are a few
/// characters off is still taken — the parser then names the shape it got, rather than a
/// miscounted MRZ being reported as missing.
enum MRZLineFinder {
    static let shapes: [(count: Int, length: Int)] = [(3, 30), (2, 36), (2, 44)]
    /// How far a line read may be from its MRZ length and still be taken as one of its lines.
    static let slack = 2

    /// The lines a first reading found where the MRZ is, and how many characters each holds, for
    /// a second reading: the lowest two or three consecutive lines of at least 20 characters, the
    /// first with a filler. Three lines are a TD1 (30 characters); two, a TD2 or TD3 (36 or 44,
    /// whichever the longest line read is nearer).
    static func locate(in lines: [TesseractEngine.TextBox]) -> (lines: [TesseractEngine.TextBox], characters: Int)? {
        let texts = lines.map { MRZImageReader.compact($0.text) }
        for end in stride(from: lines.count, to: 1, by: -1) {
            for count in [3, 2] where end >= count {
                let run = Array(texts[(end - count)..<end])
                guard run.allSatisfy({ $0.count >= 20 }), run[0].contains("<") else { continue }
                let longest = run.map(\.count).max()!
                let characters = count == 3 ? 30 : (abs(longest - 36) < abs(longest - 44) ? 36 : 44)
                return (Array(lines[(end - count)..<end]), characters)
            }
        }
        return nil
    }

    static func mrzLines(in lines: [String]) -> (lines: [String], range: Range<Int>, exact: Bool)? {
        for exact in [true, false] {
            for end in stride(from: lines.count, to: 0, by: -1) {
                for shape in shapes where end >= shape.count {
                    let run = Array(lines[(end - shape.count)..<end])
                    guard run.first?.contains("<") == true else { continue }
                    let fits = run.allSatisfy { exact ? $0.count == shape.length : abs($0.count - shape.length) <= slack }
                    if fits { return (run, (end - shape.count)..<end, exact) }
                }
            }
        }
        return nil
    }
}
