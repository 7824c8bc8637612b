import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkRendering

final class TextFittingTests: XCTestCase {
    let measure = TextMeasure()
    let font = PictureFont(size: 32)

    override func setUpWithError() throws { try TestTool.require(.librsvg, .fonts) }

    /// The Noto fonts from Debian cover every script a place name is written in here.
    func testNamesInEveryScriptHaveGlyphs() {
        for name in ["Zürich", "Москва", "Αθήνα", "東京", "서울", "北京市", "القاهرة", "मुंबई", "กรุงเทพมหานคร", "ירושלים",
                     "Ἀθῆναι", "Reykjavík", "Łódź", "Thành phố Hồ Chí Minh", "Tbilisi თბილისი", "Երևան"] {
            XCTAssertEqual(measure.missingGlyphs(name, font: font), 0, name)
            XCTAssertGreaterThan(measure.width(name, font: font), 0, name)
        }
        XCTAssertGreaterThan(measure.missingGlyphs("\u{10FFFD}", font: font), 0, "a private-use character has no glyph: the check can fail")
    }

    func testEveryCountryNameInTheGazetteerRenders() throws {
        let gazetteer = try InstalledGazetteer.open()
        let names = Set(try gazetteer.countryOutlines(namer: try PlaceNamer(gazetteer: gazetteer)).compactMap(\.name))
        XCTAssertGreaterThan(names.count, 240)
        for name in names.sorted() { XCTAssertEqual(measure.missingGlyphs(name, font: font), 0, name) }
    }

    func testANameThatFitsIsLeftAlone() {
        XCTAssertEqual(measure.fitting("France", font: font, maxWidth: 500), "France")
    }

    /// A shortened name fits, ends in "…", and is cut between whole characters: never between a
    /// letter and its combining accent, inside a flag, or inside a Devanagari conjunct.
    func testLongNamesAreEllipsisedAtWholeCharactersAndFit() {
        let names = [String(repeating: "e\u{301}", count: 60),                      // é as e + combining acute
                     String(repeating: "क्षत्रि", count: 20),                      // conjuncts with virama
                     String(repeating: "🇫🇷🇯🇵", count: 20),                     // regional-indicator pairs
                     "South Georgia and the South Sandwich Islands, a very long way from anywhere"]
        for name in names {
            for maxWidth in [60.0, 150.0, 333.0] {
                let shown = measure.fitting(name, font: font, maxWidth: maxWidth)
                XCTAssertTrue(shown.hasSuffix("…"), shown)
                XCTAssertLessThanOrEqual(measure.width(shown, font: font), maxWidth)
                let kept = Array(shown.unicodeScalars.dropLast())
                let original = Array(name.unicodeScalars)
                XCTAssertEqual(Array(original.prefix(kept.count)), kept, "a prefix of the name")
                var boundaries = Set<Int>()
                var offset = 0
                for character in name { boundaries.insert(offset); offset += character.unicodeScalars.count }
                boundaries.insert(offset)
                XCTAssertTrue(boundaries.contains(kept.count), "cut inside a character: \(shown.debugDescription)")
            }
        }
    }
}
