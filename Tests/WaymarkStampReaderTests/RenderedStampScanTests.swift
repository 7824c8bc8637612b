import Foundation
import WaymarkGazetteer
import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader
import WaymarkSamples

/// Stamps drawn by the test itself (SVG rendered by rsvg-convert, JPEGs written by ImageMagick):
/// oval, rectangular and round; turned −180° to 180°; faded; overprinted by a second ink; on a
/// patterned page; PNG and JPEG. The scan must find each stamp's country in its top three.
final class RenderedStampScanTests: XCTestCase {
    /// Made once for the class (loading the models is the slow part). Neither is thread-safe, and
    /// XCTest runs a class's tests one after another, never two at once.
    nonisolated(unsafe) static let shared: (TesseractEngine, StampMatcher)? = {
        guard let engine = try? TesseractEngine(), let matcher = StampMatcherTests.matcher else { return nil }
        return (engine, matcher)
    }()

    func scanner() throws -> StampScanner {
        try TestTier.requireFull("renders and scans 40 stamps")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        let (engine, matcher) = try XCTUnwrap(Self.shared, "tesseract (tesseract-ocr-eng) and the gazetteer are needed")
        return StampScanner(engine: engine, matcher: matcher)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAtLeastNineInTenRenderedStampsHaveTheirCountryInTheTopThree() throws {
        let scanner = try scanner()
        let directory = try scratch()
        let set = StampSpecimen.renderedSet()
        var found = 0, foundFirst = 0
        var lines: [String] = []
        for specimen in set {
            let path = try StampSpecimenRenderer.render(specimen, into: directory)
            let scan = try scanner.scan(path)
            let countries = scan.suggestions.candidates.prefix(3).map { $0.chain.country?.id.code }
            let ok = countries.contains(specimen.country)
            if ok { found += 1 }
            if countries.first == specimen.country { foundFirst += 1 }
            let reads = scan.reads.map { "\($0.separation) \($0.rotationDegrees)° c\($0.confidence): \($0.text.split(whereSeparator: \.isNewline).joined(separator: " / "))" }
            lines.append("\(ok ? "ok  " : "MISS") \(specimen.name) \(specimen.shape) \(specimen.ink) \(specimen.degrees)° faded=\(specimen.faded) page=\(specimen.patternedPage) over=\(specimen.overprint != nil) \(specimen.format) → \(countries.map { $0 ?? "-" }) | \(reads.joined(separator: " || "))")
        }
        print("Rendered stamps: \(found)/\(set.count) country in top 3, \(foundFirst)/\(set.count) first\n" + lines.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(Double(found) / Double(set.count), 0.9)
    }
}
