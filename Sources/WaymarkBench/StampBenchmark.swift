import Foundation
import WaymarkCommandKit
import WaymarkGazetteer
import WaymarkOCR
import WaymarkStampReader
import WaymarkSamples

/// `waymark-bench stamps`: renders the 40 test stamps, scans each in one process with one engine,
/// and prints time per stamp (wall and CPU) and country accuracy, beside the reference in the
/// same run: tesseract alone on the same images (no ink separation, no levelling).
struct StampBenchmark: WaymarkCommand {
    static let name = "stamps"
    static let summary = "Stamp scan: a 100-megapixel JPEG, 40 rendered stamps against tesseract alone"
    static let discussion = """
        Renders the 40 test stamps (rsvg-convert, convert), scans each with one engine and prints
        wall and CPU time per stamp and how often the country is in the top 3, beside tesseract
        alone on the same images in the same run. First it scans a 100-megapixel JPEG and prints
        the peak memory after it. Tesseract runs on one OpenMP thread unless OMP_THREAD_LIMIT or OMP_NUM_THREADS says otherwise.
        """
    struct Options: CommandOptions {
        var json = Option.json
        var gazetteer = Option.gazetteer
    }

    let io: CommandIO<Options>

    struct Figures: Encodable {
        var hugeJPEGMegapixels: Int
        var hugeJPEGWallSeconds: Double
        var peakResidentMegabytesAfterHugeJPEG: Double
        var stamps: Int
        var engineOpenSeconds: Double
        var pipelineWallSecondsPerStamp: Double
        var pipelineCPUSecondsPerStamp: Double
        var pipelineSlowestWallSeconds: Double
        var pipelineSlowestCPUSeconds: Double
        var pipelineCountryTop3: Int
        var peakResidentMegabytes: Double
        var referenceWallSecondsPerStamp: Double
        var referenceCPUSecondsPerStamp: Double
        var referenceCountryTop3: Int
        var pipelineToReferenceTimeRatio: Double
    }

    func run() throws -> ExitStatus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-bench-stamps-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let specimens = StampSpecimen.renderedSet()
        console.err("rendering \(specimens.count) stamps with rsvg-convert and convert")
        let paths = try specimens.map { try StampSpecimenRenderer.render($0, into: folder) }
        let gazetteer = try Gazetteer(url: GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer]))
        let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026)
        var start = Date()
        let engine = try TesseractEngine()
        let open = Date().timeIntervalSince(start)
        let scanner = StampScanner(engine: engine, matcher: matcher)
        // First, while the process is small: a 100-megapixel JPEG, whose peak memory shows the
        // reduced-scale decoding (400 MB if it were decoded whole).
        let huge = folder.appendingPathComponent("huge.jpg")
        try StampSpecimen.uniformJPEG(side: 10_000).write(to: huge)
        start = Date()
        _ = try scanner.scan(huge.path)
        let hugeWall = Date().timeIntervalSince(start)
        let hugePeak = Measure.peakResidentMegabytes()
        var pipelineWall = 0.0, slowest = 0.0, slowestCPU = 0.0, pipelineFound = 0, referenceWall = 0.0, referenceFound = 0
        var cpu = Measure.cpuMilliseconds() / 1000
        for (specimen, path) in zip(specimens, paths) {
            start = Date()
            let before = Measure.cpuMilliseconds() / 1000
            let scan = try scanner.scan(path)
            let wall = Date().timeIntervalSince(start)
            slowestCPU = max(slowestCPU, Measure.cpuMilliseconds() / 1000 - before)
            pipelineWall += wall; slowest = max(slowest, wall)
            if scan.suggestions.candidates.prefix(3).contains(where: { $0.chain.country?.id.code == specimen.country }) { pipelineFound += 1 }
        }
        let pipelineCPU = Measure.cpuMilliseconds() / 1000 - cpu
        cpu = Measure.cpuMilliseconds() / 1000
        for (specimen, path) in zip(specimens, paths) {
            start = Date()
            let text = try scanner.readAsIs(path)
            referenceWall += Date().timeIntervalSince(start)
            if try matcher.suggest(text).candidates.prefix(3).contains(where: { $0.chain.country?.id.code == specimen.country }) { referenceFound += 1 }
        }
        let referenceCPU = Measure.cpuMilliseconds() / 1000 - cpu
        let n = Double(specimens.count)
        func r(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        let figures = Figures(
            hugeJPEGMegapixels: 100, hugeJPEGWallSeconds: r(hugeWall), peakResidentMegabytesAfterHugeJPEG: (hugePeak * 10).rounded() / 10,
            stamps: specimens.count, engineOpenSeconds: r(open), pipelineWallSecondsPerStamp: r(pipelineWall / n),
            pipelineCPUSecondsPerStamp: r(pipelineCPU / n), pipelineSlowestWallSeconds: r(slowest), pipelineSlowestCPUSeconds: r(slowestCPU), pipelineCountryTop3: pipelineFound,
            peakResidentMegabytes: (Measure.peakResidentMegabytes() * 10).rounded() / 10, referenceWallSecondsPerStamp: r(referenceWall / n), referenceCPUSecondsPerStamp: r(referenceCPU / n),
            referenceCountryTop3: referenceFound, pipelineToReferenceTimeRatio: r(pipelineWall / max(referenceWall, 1e-9)))
        if arguments[\.json] {
            try console.json(figures)
        } else {
            console.out("""
                100-megapixel JPEG: \(String(format: "%.2f", hugeWall)) s, peak memory after it \(figures.peakResidentMegabytesAfterHugeJPEG) MB (gazetteer matcher and engine included)
                \(specimens.count) rendered stamps, one tesseract engine (opened in \(String(format: "%.2f", open)) s)
                  pipeline (ink, levelling, OCR, matcher): \(String(format: "%.3f", figures.pipelineWallSecondsPerStamp)) s wall, \(String(format: "%.3f", figures.pipelineCPUSecondsPerStamp)) s CPU per stamp, slowest \(String(format: "%.3f", slowest)) s wall, \(String(format: "%.3f", slowestCPU)) s CPU; country in top 3: \(pipelineFound)/\(specimens.count)
                  reference (tesseract alone on the image): \(String(format: "%.3f", figures.referenceWallSecondsPerStamp)) s wall, \(String(format: "%.3f", figures.referenceCPUSecondsPerStamp)) s CPU per stamp; country in top 3: \(referenceFound)/\(specimens.count)
                  pipeline / reference time: \(String(format: "%.2f", figures.pipelineToReferenceTimeRatio)); peak memory \(figures.peakResidentMegabytes) MB
                """)
        }
        return .success
    }
}
