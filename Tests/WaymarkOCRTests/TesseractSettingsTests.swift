import Foundation
import WaymarkSamples
import WaymarkTestSupport
import XCTest
@testable import WaymarkOCR

/// The engine's settings reach tesseract: free text keeps its dictionaries and every character,
/// and reads no line a second time inverted; an MRZ engine loads no dictionary and answers only in
/// A–Z, 0–9 and `<`.
final class TesseractSettingsTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.tesseractEnglish) }

    func testFreeTextKeepsTheDictionariesAndTheMRZSettingsTurnThemOff() throws {
        let free = try TesseractEngine()
        XCTAssertEqual(free.boolVariable("load_system_dawg"), true)
        XCTAssertEqual(free.stringVariable("tessedit_char_whitelist"), "")
        let mrz = try TesseractEngine(settings: .machineReadableZone)
        XCTAssertEqual(mrz.boolVariable("load_system_dawg"), false)
        XCTAssertEqual(mrz.boolVariable("load_freq_dawg"), false)
        XCTAssertEqual(mrz.stringVariable("tessedit_char_whitelist"), "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")
        XCTAssertEqual(free.boolVariable("tessedit_do_invert"), false)
        XCTAssertEqual(mrz.boolVariable("tessedit_do_invert"), true, "tesseract's own default")
    }

    /// A stamp engine reads dark ink on light paper only: the same stamp light on dark is read only
    /// by an engine that reads its lines inverted too, and dark on light both read it alike.
    func testAStampEngineReadsNoLineInverted() throws {
        try TestTool.require(.rsvgConvert, .imageMagick, .fonts)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inverted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let specimen = StampSpecimen(name: "level-pl", country: "PL", lines: ["POLSKA", "TERESPOL", "WYJAZD"], shape: .rectangle,
                                     ink: .black, degrees: 0, faded: false, patternedPage: false, overprint: nil, format: "png")
        let stamp = try ImageLoader().load(try StampSpecimenRenderer.render(specimen, into: directory)).luminance
        var lightOnDark = stamp
        lightOnDark.pixels = stamp.pixels.map { 255 - $0 }
        let (stampEngine, invertingEngine) = (try TesseractEngine(), try TesseractEngine(settings: TesseractEngine.Settings(layout: .sparseText)))
        for engine in [stampEngine, invertingEngine] {
            XCTAssertTrue(engine.read(stamp).text.contains("TERESPOL"), engine.read(stamp).text)
        }
        XCTAssertTrue(invertingEngine.read(lightOnDark).text.contains("TERESPOL"), invertingEngine.read(lightOnDark).text)
        XCTAssertFalse(stampEngine.read(lightOnDark).text.contains("TERESPOL"), stampEngine.read(lightOnDark).text)
    }

    func testLuminanceWeighsTheChannelsAsRec601() {
        let image = RGBImage(width: 3, height: 1, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        XCTAssertEqual(image.luminance.pixels, [76, 149, 29])
    }
}
