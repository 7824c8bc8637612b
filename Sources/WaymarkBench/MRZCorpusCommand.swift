import Foundation
import WaymarkCommandKit
import WaymarkSamples

/// `waymark-bench mrz-corpus --out DIR`: draws the MRZ corpus (`MRZCorpus`) into DIR, with
/// `pages.json` listing each page, its variant and its specimen's truth, and `typos.txt` holding
/// every one-check-digit typo of the ICAO specimens and of the corpus's own (lines joined by `|`).
struct MRZCorpusCommand: WaymarkCommand {
    static let name = "mrz-corpus"
    static let summary = "Draw the MRZ benchmark's pages and typed typos into a folder"
    static let discussion = """
        Draws every specimen of the MRZ corpus in every variant (rsvg-convert, convert) into
        --out, and writes pages.json (each page with its variant and its specimen's fields), paths.txt
        (the pages' paths, one a line) and
        typos.txt (every check digit of the ICAO specimens and of the corpus's specimens replaced
        by each other digit, one MRZ a line, its lines joined by '|'). Seeded: the same files each run.
        """
    struct Options: CommandOptions {
        var out = Option.value("out", "DIR", help: "the folder to draw into (created)")
        var specimens = Option.int("specimens", default: 32, in: 5...1000, help: "how many specimens")
        var variants = Option.value("variants", "LIST", help: "only these variants, comma-separated (default all)")
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        guard let out = try arguments[\.out] else { throw UsageError("give --out DIR") }
        let count = try arguments[\.specimens]
        let folder = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let specimens = MRZCorpus.specimens(count: count)
        console.err("drawing \(specimens.count) specimens into \(out)")
        var variants = MRZCorpus.Variant.allCases
        if let list = try arguments[\.variants] {
            variants = try list.split(separator: ",").map { name in
                guard let variant = MRZCorpus.Variant(rawValue: String(name)) else {
                    throw UsageError("--variants: no variant '\(name)' (\(MRZCorpus.Variant.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return variant
            }
        }
        let pages = try MRZCorpus.render(specimens, variants: variants, into: folder)
        try Data(try WaymarkBenchJSON.encoder.encode(pages)).write(to: folder.appendingPathComponent("pages.json"))
        try (pages.map(\.path).joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("paths.txt"), atomically: true, encoding: .utf8)
        var typos: [String] = []
        for (lines, format) in MRZBenchmark.icaoSpecimens + specimens.filter(\.checkDigitsAgree).map({ ($0.lines, $0.format) }) {
            typos += MRZCorpus.checkDigitTypos(of: lines, format: format)
        }
        try (typos.map { $0.replacingOccurrences(of: "\n", with: "|") }.joined(separator: "\n") + "\n")
            .write(to: folder.appendingPathComponent("typos.txt"), atomically: true, encoding: .utf8)
        console.out("\(pages.count) pages, \(typos.count) typed typos in \(out)")
        return .success
    }
}

enum WaymarkBenchJSON {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static var lineEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}
