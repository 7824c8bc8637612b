import Foundation
import WaymarkOCR

/// Reads the MRZ of a photographed identity page: the image is loaded in bounded memory, its
/// lines levelled, read by tesseract with its dictionaries off and only the MRZ's characters
/// allowed, and the MRZ's lines are picked from what was read by their shape alone. The parser
/// then does the rest (check-digit driven repairs only); nothing is guessed here — no line is
/// padded, cut or invented, and a page without MRZ-shaped lines is an error.
public final class MRZImageReader {
    public let engine: TesseractEngine
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
        public var image: String
        /// The size worked on, after any reduction.
        public var width: Int
        public var height: Int
        /// Clockwise degrees the image was turned to level its lines.
        public var rotationDegrees: Double
        /// Every line read (spaces removed), top to bottom.
        public var text: [String]
        /// The lines taken as the MRZ, as read.
        public var mrzLines: [String]
        /// Tesseract's mean word confidence, 0…100.
        public var confidence: Int
    }

    public struct Result: Sendable {
        public var ocr: OCR
        public var reading: MRZReading
    }

    public enum ReadError: Error, CustomStringConvertible, Equatable {
        /// The file is not a readable image (or tesseract cannot start).
        case image(OCRError)
        /// No run of lines has an MRZ's shape; `lines` is what was read.
        case noMRZ(String, lines: [String])

        public var description: String {
            switch self {
            case .image(let error): return error.description
            case .noMRZ(let path, let lines):
                let read = lines.isEmpty ? "no text read" : "read \(lines.count) line\(lines.count == 1 ? "" : "s"), none of them an MRZ's: " + lines.map { "'\($0)'" }.joined(separator: ", ")
                return "\(path): no MRZ found (an MRZ is 3 lines of 30 characters, or 2 of 36 or 44, of A-Z, 0-9 and <); \(read)"
            }
        }
    }

    public func read(_ path: String) throws -> Result {
        let rgb: RGBImage
        do { rgb = try loader.load(path) } catch let error as OCRError { throw ReadError.image(error) }
        let gray = rgb.luminance
        let angle = RotationEstimator.levellingAngle(gray)
        let level = Leptonica.rotated(gray, degrees: angle)
        // The levelling cannot tell up from down: a page read upside down has no MRZ-shaped lines.
        var best: (OCR, [String])?
        for turn in [0.0, 180.0] {
            let reading = engine.read(turn == 0 ? level : Leptonica.rotated(level, degrees: turn))
            let lines = Self.lines(reading.text)
            var rotation = angle + turn
            if rotation > 180 { rotation -= 360 }
            let found = MRZLineFinder.mrzLines(in: lines)
            let ocr = OCR(image: path, width: rgb.width, height: rgb.height, rotationDegrees: (rotation * 100).rounded() / 100,
                          text: lines, mrzLines: found ?? [], confidence: reading.confidence)
            if let found {
                return Result(ocr: ocr, reading: try parser.parse(found.joined(separator: "\n")))
            }
            if best == nil { best = (ocr, lines) }
        }
        throw ReadError.noMRZ(path, lines: best?.1 ?? [])
    }

    /// The non-blank lines of tesseract's text, spaces removed (MRZ characters are monospaced;
    /// tesseract sometimes splits a run of fillers with a space).
    static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.filter { $0 != " " && $0 != "\t" } }.filter { !$0.isEmpty }
    }
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

    static func mrzLines(in lines: [String]) -> [String]? {
        for exact in [true, false] {
            for end in stride(from: lines.count, to: 0, by: -1) {
                for shape in shapes where end >= shape.count {
                    let run = Array(lines[(end - shape.count)..<end])
                    guard run.first?.contains("<") == true else { continue }
                    let fits = run.allSatisfy { exact ? $0.count == shape.length : abs($0.count - shape.length) <= slack }
                    if fits { return run }
                }
            }
        }
        return nil
    }
}
