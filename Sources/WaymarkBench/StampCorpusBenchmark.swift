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
        endonyms, damaged names; many scripts), then renders the corpus images, the pad set's
        (black and blotchy ink), the photo set's (a page lit from one side, black stamps with
        a red date band) and the worn set's (old stamps worn to a third to a half of their ink;
        rsvg-convert, convert) and scans each with one engine. Prints the rates
        by category, the misses, and the scan's wall and CPU time per stamp. With --process, also
        scans every eleventh image of the four sets (--process-every) with the given waymark
        binaries, one whole process an image. Tesseract runs on one OpenMP thread unless OMP_THREAD_LIMIT or OMP_NUM_THREADS says otherwise.
        """
    struct Options: CommandOptions {
        var images = Option.int("images", default: 220, in: 0...10_000, help: "how many images to render and scan (0 for texts only)")
        var padImages = Option.int("pad-images", default: 40, in: 0...10_000, help: "how many images of the pad set (black and blotchy ink) to render and scan after them")
        var photoImages = Option.int("photo-images", default: 30, in: 0...10_000,
                                     help: "how many images of the photo set (a page lit from one side; black stamps with a red date band) to render and scan after them")
        var wornImages = Option.int("worn-images", default: 40, in: 0...10_000,
                                    help: "how many images of the worn set (old stamps: the ink a third to a half of its strength, blotched and specked) to render and scan after them")
        var gazetteer = Option.gazetteer
        var processes = Option.repeated("process", "WAYMARK", help: "also scan images with this waymark binary, one whole process (stamp scan --json) an image, timed; give main's and this build's to compare them in one run (BINARY=GAZETTEER gives it that gazetteer)")
        var processEvery = Option.int("process-every", default: 11, in: 1...10_000, help: "the whole processes scan every Nth image (every eleventh: the full-tier test's sample)")
        var keepImages: Option<String?> = .value("keep-images", "DIR", help: "render the images into DIR and keep them there (to look at the misses)")
        var compareIndex = Option.flag("compare-index", help: "also check that the index decoded from the index cache and the index built from the gazetteer's names give every corpus text (and every --golden text) the same answer")
        var golden: Option<String?> = .value("golden", "TSV", help: "with --compare-index, also the texts of this golden set (Tests/WaymarkStampReaderTests/Fixtures/golden-stamps.tsv)")
        var processTexts = Option.int("process-texts", default: 0, in: 0...100, help: "with --process, first run `stamp suggest --json --text \"FLUGHAFEN WIEN\"` this many times with each binary, the binaries alternating")
    }

    let io: CommandIO<Options>

    func run() throws -> ExitStatus {
        let imageCount = try arguments[\.images]
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let cpu = Measure.cpuMilliseconds()
        let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026, indexCache: .standard())
        let origin: String
        switch matcher.indexOrigin {
        case .cached: origin = "decoded from the index cache"
        case .built(let reason): origin = "built from the names (\(reason))"
        }
        console.out("== the matcher's index: \(origin), \(String(format: "%.3f", (Measure.cpuMilliseconds() - cpu) / 1000)) s CPU")
        var texts = StampCorpusTally()
        let start = Date()
        let cases = StampCorpus.cases()
        if arguments[\.compareIndex] {
            let differing = try IndexComparison.run(gazetteer: gazetteer, texts: cases.map(\.text) + (try arguments[\.golden].map(IndexComparison.goldenTexts) ?? []),
                                                    console: console)
            guard differing == 0 else { return .failure }
        }
        for c in cases {
            let categories = [c.category, "script_\(c.script)"], label = c.text.replacingOccurrences(of: "\n", with: " / ")
            do {
                texts.add(c, categories: categories, suggestions: try matcher.suggest(c.text), label: label)
            } catch {
                texts.add(c, categories: categories, error: error, label: label)
            }
        }
        console.out("== texts (\(String(format: "%.1f", Date().timeIntervalSince(start) * 1000 / Double(cases.count))) ms a text)\n\(texts.report)")
        let sets = [("second set (StampCorpusSecondSet)", StampCorpus.secondSet()), ("unspaced scripts (StampCorpusUnspacedSet)", StampCorpus.unspacedSet()),
                    ("layouts (StampCorpusLayoutSet)", StampCorpus.layoutSet())]
        for (name, cases) in sets {
            var tally = StampCorpusTally()
            for c in cases {
                let label = c.text.replacingOccurrences(of: "\n", with: " / ")
                do { tally.add(c, categories: [c.category], suggestions: try matcher.suggest(c.text), label: label) } catch { tally.add(c, categories: [c.category], error: error, label: label) }
            }
            console.out("== \(name)\n\(tally.report)")
        }
        let padCount = try arguments[\.padImages], photoCount = try arguments[\.photoImages], wornCount = try arguments[\.wornImages]
        guard imageCount + padCount + photoCount + wornCount > 0 else { return .success }
        let kept = try arguments[\.keepImages].map { URL(fileURLWithPath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-stamp-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        let imageSets = [("images", StampCorpus.images(count: imageCount)), ("pad set (StampCorpus.padImages)", StampCorpus.padImages(count: padCount)),
                         ("photo set (StampCorpus.photoImages)", StampCorpus.photoImages(count: photoCount)),
                         ("worn set (StampCorpus.wornImages)", StampCorpus.wornImages(count: wornCount))]
        console.err("rendering \(imageSets.map(\.1.count).reduce(0, +)) stamps with rsvg-convert and convert")
        let rendered = try imageSets.map { name, set in (name, set, try set.map { try StampSpecimenRenderer.render($0.specimen, into: folder) }) }
        let scanner = StampScanner(engine: try TesseractEngine(), matcher: matcher)
        for (name, set, paths) in rendered where !set.isEmpty {
            console.out(scanReport(name, set: set, paths: paths, scanner: scanner))
        }
        let every = try arguments[\.processEvery]
        let binaries = try arguments[\.processes]
        guard !binaries.isEmpty else { return .success }
        // The binaries alternate, stamp by stamp, so that a change in the machine's load falls on all alike.
        var suggests = binaries.map(StampProcessScans.init)
        for _ in 0..<(try arguments[\.processTexts]) {
            for i in suggests.indices { try suggests[i].suggest("FLUGHAFEN WIEN") }
        }
        for s in suggests where s.stamps > 0 { console.out("== whole `stamp suggest` processes: \(s.line)") }
        console.err("scanning every \(every == 1 ? "" : "\(every)th ")stamp with \(binaries.joined(separator: ", ")), one process each, alternating")
        var scans = binaries.map(StampProcessScans.init)
        for (n, (image, path)) in zip(rendered.flatMap(\.1), rendered.flatMap(\.2)).enumerated() where n % every == 0 {
            for i in scans.indices { try scans[i].scan(path, country: image.stamp.country) }
        }
        for s in scans { console.out("== whole `stamp scan` processes: \(s.line)") }
        return .success
    }

    /// Scans every image of `set` with one scanner: the rates by condition, the misses, and the
    /// wall and CPU time a stamp.
    func scanReport(_ name: String, set: [StampCorpusImage], paths: [String], scanner: StampScanner) -> String {
        var images = StampCorpusTally()
        var wall = 0.0, slowest = 0.0
        let cpu = Measure.cpuMilliseconds()
        for (image, path) in zip(set, paths) {
            let start = Date()
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
        return """
            == \(name): \(String(format: "%.3f", wall / n)) s wall, \(String(format: "%.3f", (Measure.cpuMilliseconds() - cpu) / 1000 / n)) s CPU a stamp, slowest \(String(format: "%.3f", slowest)) s
            \(images.report)
            """
    }
}
