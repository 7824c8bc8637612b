import Foundation
import WaymarkGazetteer
import WaymarkStamps

/// `waymark stamp suggest`: stamp text to ranked place candidates. Saves nothing.
struct StampSuggestCommand: StampSubcommand {
    static let name = "suggest"
    static let usage = "suggest [--text TEXT | --text-file FILE | -] [--json] [--gazetteer PATH]"
    static let summary = "rank places a stamp's text may name (nothing is saved)"
    static let details = """
        suggest reads stamp text (OCR lines or typed) from --text, --text-file or standard input (-)
        and prints ranked candidates: the place chain (country, region, city, airport, with stable
        IDs), the date, the entry mode (air/sea/land/unknown), the direction (arrival/departure/
        unknown), a score below 1 with a strength (weak/moderate/strong), and the evidence for each.
        No candidate is a certainty; none may be right. Two-digit years are widened to the century
        that puts them at or before the current year + 1 (--reference-year Y fixes that year).
          --json   the JSON shape in docs/cli.md ("stamp suggest")
        """
    static let valueOptions: Set<String> = ["text", "text-file", "gazetteer", "reference-year"]
    static let flagOptions: Set<String> = ["json"]

    static func run(_ arguments: Arguments, words: [String], console: Console) throws -> Int32 {
        let sources = [arguments.value("text") != nil, arguments.value("text-file") != nil, words == ["-"]].filter { $0 }.count
        guard sources == 1, words.isEmpty || words == ["-"] else {
            throw Arguments.UsageError("give exactly one of --text TEXT, --text-file FILE or - (standard input)")
        }
        let text: String
        if let given = arguments.value("text") {
            text = given
        } else if let file = arguments.value("text-file") {
            guard let data = FileManager.default.contents(atPath: file) else { throw StampCommandError.unreadable(file) }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let matcher = try StampCommandSupport.matcher(arguments)
        let suggestions = try matcher.suggest(text)
        if arguments.flag("json") {
            try console.json(StampSuggestionsOutput(suggestions))
        } else {
            StampCommandSupport.print(suggestions, console: console)
        }
        return ExitStatus.success
    }
}

enum StampCommandError: Error, CustomStringConvertible {
    case unreadable(String)
    var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path)"
        }
    }
}

/// What `suggest` and `scan` share: the matcher's setup and the way candidates are printed.
enum StampCommandSupport {
    static func matcher(_ arguments: Arguments) throws -> StampMatcher {
        let year: Int
        if let text = arguments.value("reference-year") {
            guard let value = Int(text), (1950...9999).contains(value) else { throw Arguments.UsageError("--reference-year needs a year, got '\(text)'") }
            year = value
        } else {
            year = Calendar(identifier: .gregorian).component(.year, from: Date())
        }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: arguments.value("gazetteer")))
        return try StampMatcher(gazetteer: gazetteer, referenceYear: year)
    }

    static func print(_ suggestions: StampSuggestions, console: Console, indent: String = "") {
        if suggestions.candidates.isEmpty {
            console.out(indent + "no place suggested (date: \(suggestions.dates.first?.iso ?? "none"), mode: \(suggestions.mode.rawValue), direction: \(suggestions.direction.rawValue))")
            return
        }
        for (rank, c) in suggestions.candidates.enumerated() {
            let chain = [c.chain.airport, c.chain.city, c.chain.region, c.chain.country].compactMap { $0 }
            let names = chain.map { "\($0.name) [\($0.id)]" }.joined(separator: ", ")
            console.out(indent + "\(rank + 1). \(names)  score \(String(format: "%.2f", c.score)) (\(c.strength.rawValue))")
            console.out(indent + "   date \(c.date?.iso ?? "unknown"), mode \(c.mode.rawValue), direction \(c.direction.rawValue)")
            for e in c.evidence where e.weight > 0 {
                console.out(indent + "   + \(e.signal) \"\(e.text)\": \(e.detail) (\(String(format: "%.2f", e.weight)))")
            }
        }
    }
}

/// `stamp suggest --json`, and the per-image part of `stamp scan --json`.
struct StampSuggestionsOutput: Encodable {
    struct Place: Encodable {
        var id: String
        var name: String
        init?(_ reference: PlaceReference?) {
            guard let reference else { return nil }
            id = reference.id.description; name = reference.name
        }
    }
    struct Chain: Encodable {
        var country: Place?
        var region: Place?
        var city: Place?
        var airport: Place?
    }
    struct DateRead: Encodable {
        var date: String
        var text: String
        var reading: String
        init(_ d: StampDate) { date = d.iso; text = d.text; reading = d.reading }
    }
    struct Evidence: Encodable {
        var signal: String
        var text: String
        var detail: String
        var weight: Double
    }
    struct Candidate: Encodable {
        var rank: Int
        var chain: Chain
        var date: String?
        var mode: String
        var direction: String
        var score: Double
        var strength: String
        var evidence: [Evidence]
    }
    var candidates: [Candidate]
    var dates: [DateRead]
    var mode: String
    var direction: String

    init(_ s: StampSuggestions, extraEvidence: [Evidence] = []) {
        candidates = s.candidates.enumerated().map { i, c in
            Candidate(rank: i + 1,
                      chain: Chain(country: Place(c.chain.country), region: Place(c.chain.region), city: Place(c.chain.city), airport: Place(c.chain.airport)),
                      date: c.date?.iso, mode: c.mode.rawValue, direction: c.direction.rawValue, score: c.score, strength: c.strength.rawValue,
                      evidence: c.evidence.map { Evidence(signal: $0.signal, text: $0.text, detail: $0.detail, weight: $0.weight) } + extraEvidence)
        }
        dates = s.dates.map(DateRead.init)
        mode = s.mode.rawValue
        direction = s.direction.rawValue
    }
}

/// `waymark stamp scan`: stamp images to OCR text and ranked place candidates. Saves nothing.
struct StampScanCommand: StampSubcommand {
    static let name = "scan"
    static let usage = "scan IMAGE... [--lang L] [--json] [--gazetteer PATH]"
    static let summary = "read stamp images (tesseract) and rank the places they may name"
    static let details = """
        scan reads each image (JPEG, PNG, TIFF, …; a huge JPEG is decoded at reduced scale, other
        formats over 40 megapixels are refused), picks the ink with the most contrast (blue,
        violet, red or green stamps over a printed page), levels the text (coarse search over
        every 3° of a half-turn, fine to 0.25°, upside down settled by OCR), reads it with
        tesseract and runs the matcher over all text read. One engine serves every image.
          --lang L   tesseract languages, e.g. eng (default) or eng+deu+rus; each needs its
                     Debian package tesseract-ocr-<lang>
          --json     the JSON shape in docs/cli.md ("stamp scan")
        Exit status: 0 every image read; 1 none could be read; 3 some could not (each named on
        standard error).
        """
    static let valueOptions: Set<String> = ["gazetteer", "lang", "reference-year"]
    static let flagOptions: Set<String> = ["json"]

    struct ImageOutput: Encodable {
        struct Read: Encodable {
            var ink: String
            var contrast: Double
            var rotation_degrees: Double
            var text: String
            var confidence: Int
        }
        var image: String
        var width: Int
        var height: Int
        var reads: [Read]
        var suggestions: StampSuggestionsOutput
    }

    static func run(_ arguments: Arguments, words: [String], console: Console) throws -> Int32 {
        guard !words.isEmpty else { throw Arguments.UsageError("give one or more IMAGE files") }
        let engine = try TesseractEngine(languages: arguments.value("lang") ?? "eng")
        let scanner = StampScanner(engine: engine, matcher: try StampCommandSupport.matcher(arguments))
        var outputs: [ImageOutput] = []
        var failed = 0
        for (n, path) in words.enumerated() {
            if words.count > 1 { console.err("scanning \(n + 1)/\(words.count): \(path)") }
            let scan: StampScanner.Scan
            do { scan = try scanner.scan(path) } catch let error as StampScanError {
                console.err("waymark stamp scan: \(error)")
                failed += 1
                continue
            }
            if arguments.flag("json") {
                outputs.append(ImageOutput(
                    image: path, width: scan.width, height: scan.height,
                    reads: scan.reads.map { .init(ink: $0.separation, contrast: $0.contrast, rotation_degrees: $0.rotationDegrees, text: $0.text, confidence: $0.confidence) },
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
        if arguments.flag("json") { try console.json(outputs) }
        if failed > 0 { console.err("waymark stamp scan: \(failed) of \(words.count) images could not be read") }
        return failed == 0 ? ExitStatus.success : failed == words.count ? ExitStatus.failure : 3
    }
}
