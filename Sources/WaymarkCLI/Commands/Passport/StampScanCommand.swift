import Foundation
import WaymarkOCR
import WaymarkStampReader
import WaymarkCommandKit

/// `waymark stamp scan`: stamp images to OCR text and ranked place candidates. Saves nothing.
struct StampScanCommand: WaymarkCommand {
    static let name = "scan"
    static let summary = "Read stamp images (tesseract) and rank the places they may name"
    static let operands = ["IMAGE..."]
    static let discussion = """
        Reads each image (JPEG, PNG, TIFF, …; a huge JPEG is decoded at reduced scale, other
        formats over 40 megapixels are refused), picks the ink with the most contrast (blue,
        violet, red or green stamps over a printed page), levels the text (coarse search over
        every 3° of a half-turn, fine to 0.25°, upside down settled by OCR), reads it with
        tesseract and runs the matcher over all text read. One engine serves every image.
        Languages other than eng each need their Debian package tesseract-ocr-<lang>.

        Exit status: 0 every image read; 3 some could not be read (each named on standard error,
        then the count); 1 none could be read, or tesseract or its language data is missing (the
        message names the package); 2 command-line mistake.
        """
    static var lang: Option<String> { .value("lang", "L", default: "eng", help: "tesseract languages, e.g. eng or eng+deu+rus") }
    struct Options: StampMatcherOptions {
        var lang = StampScanCommand.lang
        var referenceYear = StampCommand.referenceYear
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError("give one or more IMAGE files") }
    }

    struct ImageOutput: Encodable {
        struct Read: Encodable {
            var ink: String
            var contrast: Double
            var rotationDegrees: Double
            var text: String
            var confidence: Int
        }
        var image: String
        var width: Int
        var height: Int
        var reads: [Read]
        var suggestions: StampSuggestionsOutput
    }

    func run() throws -> ExitStatus {
        let images = arguments.positionals
        let engine = try TesseractEngine(languages: try arguments[\.lang])
        let scanner = StampScanner(engine: engine, matcher: try StampCommandSupport.matcher(arguments, console: console))
        var outputs: [ImageOutput] = []
        var failed = 0
        for (n, path) in images.enumerated() {
            if images.count > 1 { console.err("scanning \(n + 1)/\(images.count): \(path)") }
            let scan: StampScanner.Scan
            do { scan = try scanner.scan(path) } catch let error as OCRError {
                console.err("waymark stamp scan: \(error)")
                failed += 1
                continue
            }
            if arguments[\.json] {
                outputs.append(ImageOutput(
                    image: path, width: scan.width, height: scan.height,
                    reads: scan.reads.map { .init(ink: $0.separation, contrast: $0.contrast, rotationDegrees: $0.rotationDegrees, text: $0.text, confidence: $0.confidence) },
                    suggestions: StampSuggestionsOutput(scan.suggestions)))
            } else {
                console.out("\(path):")
                for read in scan.reads {
                    console.out("  read (\(read.separation), turned \(read.rotationDegrees)°, confidence \(read.confidence)): " +
                                read.text.split(whereSeparator: \.isNewline).joined(separator: " / "))
                }
                StampCommandSupport.print(scan.suggestions, console: console, indent: "  ")
            }
        }
        if arguments[\.json] { try console.json(outputs) }
        guard failed == 0 else {
            console.err("waymark stamp scan: \(failed) of \(images.count) images could not be read")
            return failed == images.count ? .failure : .partialBatch
        }
        return .success
    }
}
