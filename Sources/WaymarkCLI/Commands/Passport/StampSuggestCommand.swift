import Foundation
import WaymarkStampReader
import WaymarkTextInput
import WaymarkCommandKit

/// `waymark stamp suggest`: stamp text to ranked place candidates. Saves nothing.
struct StampSuggestCommand: WaymarkCommand {
    static let name = "suggest"
    static let summary = "Rank the places a stamp's text may name (nothing is saved)"
    static let operands = ["--text TEXT", "--text-file FILE", "-"]
    static let discussion = """
        Reads stamp text (OCR lines or typed) from --text, --text-file or standard input (-) and
        prints ranked candidates: the place chain (country, region, city, airport, with stable
        IDs), the date, the entry mode (air/sea/land/unknown), the direction (arrival/departure/
        unknown), a score below 1 with a strength (weak/moderate/strong), and the evidence for
        each. No candidate is a certainty; none may be right. Two-digit years are widened to the
        century that puts them at or before the reference year + 1.

        A line that cannot be read (not UTF-8, a NUL byte) is named on standard error and left
        out; the others are still matched and the exit status is 3. Exit status: 0 also when
        nothing is suggested; 1 no gazetteer or an unreadable file; 2 command-line mistake.
        """
    struct Options: StampMatcherOptions {
        var text = Option.value("text", "TEXT", help: "the stamp's text (lines separated by newlines)")
        var textFile = Option.value("text-file", "FILE", help: "a file with the stamp's text")
        var referenceYear = StampCommand.referenceYear
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    static func validate(_ arguments: Arguments<Options>) throws {
        let stdin = arguments.positionals == ["-"]
        guard arguments.positionals.isEmpty || stdin else {
            throw UsageError("unexpected '\(arguments.positionals[0])': give the text with --text, --text-file or - (standard input)")
        }
        let sources = [try arguments[\.text] != nil, try arguments[\.textFile] != nil, stdin].filter { $0 }.count
        guard sources == 1 else { throw UsageError("give exactly one of --text TEXT, --text-file FILE or - (standard input)") }
    }

    func run() throws -> ExitStatus {
        var rejected = 0
        let stampText: String
        if let given = try arguments[\.text] {
            stampText = given
        } else {
            let path = try arguments[\.textFile] ?? "-"
            var lines: [String] = []
            do {
                let reader = try LineReader(path: path)
                while true {
                    do {
                        guard let line = try reader.next() else { break }
                        lines.append(line.text)
                    } catch let bad as RejectedRecord {
                        console.err("\(reader.name):\(bad.line): rejected: \(bad.reason)")
                        rejected += 1
                    }
                }
            } catch let failed as InputFileError {
                throw CommandFailure(failed.description)
            }
            stampText = lines.joined(separator: "\n")
        }
        let suggestions = try StampCommandSupport.matcher(arguments, console: console).suggest(stampText)
        if arguments[\.json] {
            try console.json(StampSuggestionsOutput(suggestions))
        } else {
            StampCommandSupport.print(suggestions, console: console)
        }
        guard rejected == 0 else {
            console.err("waymark stamp suggest: \(rejected) line\(rejected == 1 ? "" : "s") could not be read and \(rejected == 1 ? "was" : "were") left out")
            return .partialBatch
        }
        return .success
    }
}
