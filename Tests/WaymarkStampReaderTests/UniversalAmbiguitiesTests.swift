import Foundation
import WaymarkSamples
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkOCR
@testable import WaymarkStampReader

/// Tesseract's table of universal ambiguities is not loaded (CTesseractForwarding's
/// universal_ambiguities.c): tesseract really calls the program's stand-in, and a stamp of each
/// script, read by fresh engines (every script's model and the script detector), reads the same
/// with the table and without it. Over many images a long-lived engine's readings can move
/// (docs/stamps.md, "Libraries").
final class UniversalAmbiguitiesTests: XCTestCase {
    override func tearDown() { TesseractEngine.loadsUniversalAmbiguities = false }

    func testTesseractAsksTheProgramForTheTableOnceAModelAndItIsSkippedByDefault() throws {
        try TestTool.require(.tesseractEnglish)
        XCTAssertFalse(TesseractEngine.loadsUniversalAmbiguities)
        let before = TesseractEngine.universalAmbiguityRequests
        _ = try TesseractEngine()
        _ = try TesseractEngine(settings: .machineReadableZone)
        XCTAssertEqual(TesseractEngine.universalAmbiguityRequests - before, 2,
                       "libtesseract must call the program's LoadUniversal (exported by Package.swift's linker setting)")
    }

    /// The first corpus image of each script, scanned by a scanner whose engines loaded the
    /// table and by one whose engines skipped it: the same reads, ink by ink, to the letter and
    /// the confidence.
    func testEveryScriptsStampReadsTheSameWithTheTableAndWithout() throws {
        try TestTier.requireFull("renders and scans a stamp of each script twice")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts, RenderedStampScanTests.scriptModels)
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        var firstOfScript: [String: StampCorpusImage] = [:]
        for image in StampCorpus.images() where firstOfScript[image.stamp.script] == nil { firstOfScript[image.stamp.script] = image }
        XCTAssertGreaterThanOrEqual(firstOfScript.count, 8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ambiguities-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try firstOfScript.keys.sorted().map { try StampSpecimenRenderer.render(firstOfScript[$0]!.specimen, into: directory) }

        func reads(loadingTheTable: Bool) throws -> [[String]] {
            TesseractEngine.loadsUniversalAmbiguities = loadingTheTable
            let scanner = StampScanner(engine: try TesseractEngine(), matcher: matcher)
            return try paths.map { path in
                try scanner.scan(path).reads.map { "\($0.separation) \($0.rotationDegrees)° \($0.confidence): \($0.text)" }
            }
        }
        let requests = TesseractEngine.universalAmbiguityRequests
        let withTable = try reads(loadingTheTable: true)
        let withoutTable = try reads(loadingTheTable: false)
        // Both scanners opened the script detector and at least one other script's model.
        XCTAssertGreaterThanOrEqual(TesseractEngine.universalAmbiguityRequests - requests, 6)
        for (index, path) in paths.enumerated() {
            XCTAssertEqual(withTable[index], withoutTable[index], (path as NSString).lastPathComponent)
        }
    }
}
