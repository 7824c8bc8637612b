import WaymarkTestSupport
import XCTest
@testable import WaymarkOCR

/// The engine's settings reach tesseract: free text keeps its dictionaries and every character;
/// an MRZ engine loads no dictionary and answers only in A–Z, 0–9 and `<`.
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
    }

    func testLuminanceWeighsTheChannelsAsRec601() {
        let image = RGBImage(width: 3, height: 1, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        XCTAssertEqual(image.luminance.pixels, [76, 149, 29])
    }
}
