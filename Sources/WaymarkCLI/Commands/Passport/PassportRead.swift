import Foundation
import WaymarkOCR
import WaymarkPassport
import WaymarkCommandKit

/// `waymark passport read --mrz TEXT` / `waymark passport read IMAGE`
struct PassportRead: WaymarkCommand {
    static let name = "read"
    static let summary = "Read an MRZ, typed or in a photo: every field, check digit and repair"
    static let operands = ["--mrz TEXT", "IMAGE"]
    static let discussion = """
        Reads an MRZ (TD1, TD2, TD3, MRV-A, MRV-B; lines separated by newlines or a typed \\n, or
        one run of 90, 72 or 88 characters): every field, every check digit, each OCR repair (O/0,
        I/1, B/8, S/5, Z/2, G/6; see docs/passport.md for when one is made) and each problem.
        Exits 0 only for a clean read (status valid: every check digit agrees with the MRZ as
        read); 3 when they agree only after the repairs listed (status repaired); 1 when a check
        fails or the reading is doubtful (a letter alone among a name's fillers), showing why;
        2 when the text has no MRZ shape.

        IMAGE: a photo or scan of the identity page (JPEG, PNG, TIFF, …). Its lines are levelled
        and read by tesseract with its dictionaries off and only A-Z, 0-9 and < allowed; the MRZ
        is the lowest run of lines of an MRZ's shape, handed to the same parser. When the first
        reading runs fillers together, the MRZ (monospaced) is cut into its character cells and
        read again. What OCR read is shown too. Exits 1 when the image cannot be read or holds no MRZ
        (never a guess); else as for --mrz (0 valid, 3 repaired, 1 doubtful or failing). Needs the Debian packages tesseract-ocr and tesseract-ocr-eng.
        """
    struct Options: CommandOptions {
        var mrz = Option.value("mrz", "TEXT", help: "the MRZ text")
        var today = BookOptions.today
        var json = Option.json
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        let image = arguments.positionals.count == 1
        guard arguments.positionals.count <= 1 else { throw UsageError("give one IMAGE, or the MRZ text with --mrz") }
        guard image != arguments.isGiven(\.mrz) else { throw UsageError("give the MRZ text with --mrz TEXT, or one IMAGE, not both") }
    }

    func run() throws -> ExitStatus {
        let today = try arguments[\.today]
        let output: ReadingOutput
        if let text = try arguments[\.mrz] {
            output = ReadingOutput(try Self.parse(text, today: today))
        } else {
            let result = try Self.read(image: arguments.positionals[0], today: today)
            output = ReadingOutput(result.reading, ocr: result.ocr)
        }
        if arguments[\.json] { try console.json(output) } else { console.out(Self.describe(output.reading, ocr: output.ocr)) }
        return Self.exitStatus(output.reading.status)
    }

    /// valid 0, repaired 3 (usable, but not as read), doubtful and invalid 1.
    static func exitStatus(_ status: MRZReading.Status) -> ExitStatus {
        switch status {
        case .valid: return .success
        case .repaired: return .partialBatch
        case .doubtful, .invalid: return .failure
        }
    }

    /// Parses MRZ text against `today` (default: the current UTC day); a text of no MRZ shape is
    /// a usage error naming the shape.
    static func parse(_ text: String, today: String?) throws -> MRZReading {
        do { return try parser(today: today).parse(text.replacingOccurrences(of: "\\n", with: "\n")) } catch let error as MRZShapeError {
            throw UsageError("--mrz: \(error)")
        }
    }

    /// Reads the MRZ in an image; an unreadable image, a page without an MRZ, or lines that are
    /// not an MRZ's shape are failures naming the file.
    static func read(image path: String, today: String?) throws -> MRZImageReader.Result {
        do {
            return try MRZImageReader(parser: parser(today: today)).read(path)
        } catch let error as MRZImageReader.ReadError {
            throw CommandFailure(error.description)
        } catch let error as OCRError {
            throw CommandFailure(error.description)
        } catch let error as MRZShapeError {
            throw CommandFailure("\(path): the lines read are not an MRZ: \(error)")
        }
    }

    static func parser(today: String?) -> MRZParser {
        MRZParser(calendar: MRZCalendar(today: today ?? String(ISO8601DateFormatter().string(from: Date()).prefix(10))))
    }

    /// The reading with `valid` spelled out for scripts, and what OCR read when it came from an image.
    struct ReadingOutput: Encodable {
        var valid: Bool
        var status: MRZReading.Status
        var reading: MRZReading
        var mrzInformation: String?
        var ocr: MRZImageReader.OCR?
        init(_ reading: MRZReading, ocr: MRZImageReader.OCR? = nil) {
            valid = reading.isValid; status = reading.status; self.reading = reading; mrzInformation = reading.mrzInformation; self.ocr = ocr
        }
    }

    static func describe(_ r: MRZReading, ocr: MRZImageReader.OCR? = nil) -> String {
        var lines: [String] = []
        if let ocr {
            lines.append("\(ocr.image): read by tesseract (turned \(ocr.rotationDegrees)°, confidence \(ocr.confidence)); the MRZ lines as read:")
            lines += ocr.mrzLines.map { "  \($0)" }
        }
        let verdict: String
        switch r.status {
        case .valid: verdict = "all check digits agree"
        case .repaired: verdict = "REPAIRED: the check digits agree only after \(r.repairs.count) change\(r.repairs.count == 1 ? "" : "s") to what was read (listed below)"
        case .doubtful: verdict = "DOUBTFUL: the check digits agree, but a part no check digit covers looks misread"
        case .invalid: verdict = "FAILS its checks"
        }
        lines.append("\(r.format.displayName) MRZ: " + verdict)
        let fields: [(String, String)] = [
            ("document code", r.documentCode), ("issuing state", r.issuingState), ("surname", r.surname),
            ("given names", r.givenNames + (r.nameMayBeTruncated ? " (may be cut short)" : "")), ("document number", r.documentNumber),
            ("nationality", r.nationality), ("birth date", r.birthDate.date ?? "\(r.birthDate.printed) (unknown)"), ("sex", r.sex),
            ("expiry date", r.expiryDate.date ?? "\(r.expiryDate.printed) (not a date)"), ("optional data", r.optionalData),
        ] + (r.optionalData2.map { [("optional data 2", $0)] } ?? [])
        for (name, value) in fields { lines.append("  \(name.padding(toLength: 16, withPad: " ", startingAt: 0))\(value)") }
        for check in r.checks {
            lines.append("  check \(check.check.rawValue): printed \(check.printed), computed \(check.computed.map(String.init) ?? "-"): \(check.passed ? "ok" : "FAILS")")
        }
        for repair in r.repairs {
            let how = repair.verifiedBy.isEmpty ? "by field type only (no check digit covers it)" : "the \(repair.verifiedBy.map(\.rawValue).joined(separator: ", ")) check then agrees"
            lines.append("  repaired line \(repair.line) column \(repair.column) (\(repair.field.rawValue)): \(repair.read) → \(repair.replacedBy), \(how)")
        }
        for problem in r.problems { lines.append("  problem: \(problem.message)") }
        for doubt in r.doubts { lines.append("  doubt: \(doubt.message)") }
        return lines.joined(separator: "\n")
    }
}
