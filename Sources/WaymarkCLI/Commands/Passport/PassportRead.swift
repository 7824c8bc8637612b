import Foundation
import WaymarkPassport

/// `waymark passport read --mrz TEXT`
struct PassportRead: WaymarkCommand {
    static let name = "read"
    static let summary = "Read an MRZ: every field, check digit and repair"
    static let discussion = """
        Reads an MRZ (TD1, TD2, TD3, MRV-A, MRV-B; lines separated by newlines or a typed \\n, or
        one run of 90, 72 or 88 characters): every field, every check digit, each OCR repair (O/0,
        I/1, B/8, S/5, Z/2, G/6, made only where a check digit then agrees) and each problem.
        Exits 1 when a check fails, showing the failing fields; nothing is quietly fixed; 2 when
        the text has no MRZ shape. Reading an image (`passport read IMAGE`) is not in this build:
        it needs the tesseract binding.
        """
    static let mrz = Option.value("mrz", "TEXT", help: "the MRZ text")
    static let today = BookOptions.today
    static let options: [Option] = [mrz, today, .json]

    let io: CommandIO

    static func validate(_ arguments: Arguments) throws {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError("reading an image needs the tesseract binding, not in this build; give the MRZ text with --mrz")
        }
    }

    func run() throws -> ExitStatus {
        guard let text = arguments.value(Self.mrz) else { throw Arguments.UsageError("give the MRZ text: --mrz TEXT") }
        let reading = try Self.parse(text, today: arguments.day(Self.today, plausible: false))
        if arguments.flag(.json) { try console.json(ReadingOutput(reading)) } else { console.out(Self.describe(reading)) }
        return reading.isValid ? .success : .failure
    }

    /// Parses MRZ text against `today` (default: the current UTC day); a text of no MRZ shape is
    /// a usage error naming the shape.
    static func parse(_ text: String, today: String?) throws -> MRZReading {
        let day = today ?? String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        do { return try MRZParser(calendar: MRZCalendar(today: day)).parse(text.replacingOccurrences(of: "\\n", with: "\n")) } catch let error as MRZShapeError {
            throw Arguments.UsageError("--mrz: \(error)")
        }
    }

    /// The reading with `valid` spelled out for scripts.
    struct ReadingOutput: Encodable {
        var valid: Bool
        var reading: MRZReading
        var mrzInformation: String?
        init(_ reading: MRZReading) { valid = reading.isValid; self.reading = reading; mrzInformation = reading.mrzInformation }
    }

    static func describe(_ r: MRZReading) -> String {
        var lines = ["\(r.format.displayName) MRZ: " + (r.isValid ? "all check digits agree" : "FAILS its checks")]
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
        return lines.joined(separator: "\n")
    }
}
