import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkStampReader

/// The matcher with the index decoded from the cache against one that builds its index from the
/// names: the same texts must get the same answers, candidates, scores, evidence and dates alike.
enum IndexComparison {
    /// The number of texts whose answers differ; each is printed.
    static func run(gazetteer: Gazetteer, texts: [String], console: Console) throws -> Int {
        // The first matcher leaves a copy when there was none; the second must decode it.
        _ = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026, indexCache: .standard())
        let stored = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026, indexCache: .standard())
        guard stored.indexOrigin == .cached else {
            throw CommandFailure("--compare-index needs a cached stamp index: \(stored.cacheProblem ?? String(describing: stored.indexOrigin))")
        }
        let cpu = Measure.cpuMilliseconds()
        let built = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026)
        console.out("== the same index built from the names: \(String(format: "%.3f", (Measure.cpuMilliseconds() - cpu) / 1000)) s CPU")
        var differing = 0
        for text in texts {
            let a = String(reflecting: try stored.suggest(text)), b = String(reflecting: try built.suggest(text))
            guard a != b else { continue }
            differing += 1
            console.out("differs: \(text.debugDescription)\n  cached: \(a)\n  built:  \(b)")
        }
        console.out("== cached index against built: \(texts.count) texts, \(differing) answers differ")
        return differing
    }

    /// The texts of the golden set's TSV (four comment lines, a header, then the text in the sixth
    /// column with \n between lines).
    static func goldenTexts(_ path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path), let content = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read \(path)")
        }
        return try content.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().enumerated().map { n, line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 6 else { throw CommandFailure("\(path): row \(n + 1) has \(fields.count) fields, not 6") }
            return fields[5].replacingOccurrences(of: "\\n", with: "\n")
        }
    }
}
