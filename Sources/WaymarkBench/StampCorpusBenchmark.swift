import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkOCR
import WaymarkSamples
import WaymarkStampCorpus
import WaymarkStampReader

/// `waymark-bench stamp-corpus`: the stamp reader on the generated corpus (`StampCorpus`): every
/// text through the matcher, then the rendered images through the scanner, with the rates by
/// category and every miss listed.
struct StampCorpusBenchmark: WaymarkCommand {
    static let name = "stamp-corpus"
    static let summary = "Stamp reader on the generated corpus: rates by category, misses listed"
    static let discussion = """
        Suggests every corpus text (airports by their local names, ports, border posts, country
        endonyms, damaged names; many scripts), then renders the corpus images (rsvg-convert,
        convert) and scans each with one engine. Prints the rates by category, the misses, and
        the scan's wall and CPU time per stamp. With --process, also scans every eleventh image
        (--process-every) with the given waymark binaries, one whole process an image. Run with OMP_THREAD_LIMIT=1 for one core.
        """
    struct Options: CommandOptions {
        var images = Option.int("images", default: 220, in: 0...10_000, help: "how many images to render and scan (0 for texts only)")
        var gazetteer = Option.gazetteer
        var processes = Option.repeated("process", "WAYMARK", help: "also scan images with this waymark binary, one whole process (stamp scan --json) an image, timed; give main's and this build's to compare them in one run")
        var processEvery = Option.int("process-every", default: 11, in: 1...10_000, help: "the whole processes scan every Nth image (every eleventh: the full-tier test's sample)")
        var keepImages: Option<String?> = .value("keep-images", "DIR", help: "render the images into DIR and keep them there (to look at the misses)")
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let imageCount = try arguments[\.images]
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026)
        var texts = StampCorpusTally()
        var start = Date()
        let cases = StampCorpus.cases()
        for c in cases {
            let categories = [c.category, "script_\(c.script)"], label = c.text.replacingOccurrences(of: "\n", with: " / ")
            do {
                texts.add(c, categories: categories, suggestions: try matcher.suggest(c.text), label: label)
            } catch {
                texts.add(c, categories: categories, error: error, label: label)
            }
        }
        console.out("== texts (\(String(format: "%.1f", Date().timeIntervalSince(start) * 1000 / Double(cases.count))) ms a text)\n\(texts.report)")
        var second = StampCorpusTally()
        for c in StampCorpus.secondSet() {
            let label = c.text.replacingOccurrences(of: "\n", with: " / ")
            do { second.add(c, categories: [c.category], suggestions: try matcher.suggest(c.text), label: label) } catch { second.add(c, categories: [c.category], error: error, label: label) }
        }
        console.out("== second set (StampCorpusSecondSet)\n\(second.report)")
        guard imageCount > 0 else { return .success }
        let kept = try arguments[\.keepImages].map { URL(fileURLWithPath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-stamp-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        let set = StampCorpus.images(count: imageCount)
        console.err("rendering \(set.count) stamps with rsvg-convert and convert")
        let paths = try set.map { try StampSpecimenRenderer.render($0.specimen, into: folder) }
        let scanner = StampScanner(engine: try TesseractEngine(), matcher: matcher)
        var images = StampCorpusTally()
        var wall = 0.0, slowest = 0.0
        let cpu = Measure.cpuMilliseconds() / 1000
        for (image, path) in zip(set, paths) {
            start = Date()
            let scanned = Result { try scanner.scan(path) }
            let seconds = Date().timeIntervalSince(start)
            wall += seconds; slowest = max(slowest, seconds)
            guard case .success(let scan) = scanned else {
                if case .failure(let error) = scanned { images.add(image.stamp, categories: image.conditions, error: error, label: image.specimen.name) }
                continue
            }
            let read = scan.reads.map { "(\($0.separation) \($0.confidence)) " + $0.text.split(whereSeparator: \.isNewline).joined(separator: " / ") }.joined(separator: " || ")
            images.add(image.stamp, categories: image.conditions, suggestions: scan.suggestions,
                       label: "\(image.specimen.name) \(image.specimen.degrees)° \(image.stamp.text.replacingOccurrences(of: "\n", with: " / ")) → read \(read)")
        }
        let n = Double(set.count)
        console.out("""
            == images: \(String(format: "%.3f", wall / n)) s wall, \(String(format: "%.3f", (Measure.cpuMilliseconds() / 1000 - cpu) / n)) s CPU a stamp, slowest \(String(format: "%.3f", slowest)) s
            \(images.report)
            """)
        let every = try arguments[\.processEvery]
        for binary in try arguments[\.processes] {
            console.err("scanning every \(every == 1 ? "" : "\(every)th ")stamp with \(binary), one process each")
            var scans = StampProcessScans(binary: binary)
            for (n, (image, path)) in zip(set, paths).enumerated() where n % every == 0 { try scans.scan(path, country: image.stamp.country) }
            console.out("== whole processes: \(scans.line)")
        }
        return .success
    }
}
