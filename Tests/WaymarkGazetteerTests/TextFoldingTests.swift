import WaymarkGeo
@testable import WaymarkGazetteer
import XCTest
import WaymarkSamples

/// How names compare: plain ASCII text takes a shortcut past Foundation, which must give the key
/// Foundation's folding gives (letters folded to lower case, digits kept, everything else
/// dropped) for every ASCII character, alone and in seeded random strings.
final class TextFoldingTests: XCTestCase {
    func testPlainASCIIKeysEqualFoundationsFolding() {
        for byte in UInt8(0)..<0x80 {
            let text = String(decoding: [byte], as: UTF8.self)
            XCTAssertEqual(TextFolding.key(text), TextFolding.unicodeKey(text), "character \(byte)")
        }
        var random = SeededGenerator(seed: 2026_12_01)
        for _ in 0..<20_000 {
            let length = Int(random.next() % 31)
            let text = String(decoding: (0..<length).map { _ in UInt8(random.next() % 0x80) }, as: UTF8.self)
            XCTAssertEqual(TextFolding.key(text), TextFolding.unicodeKey(text), "\(Array(text.utf8))")
        }
        XCTAssertEqual(TextFolding.key("St. John's"), "stjohns")
        XCTAssertEqual(TextFolding.key(""), "")
    }

    func testTextThatIsNotPlainASCIIIsFoldedByFoundation() {
        XCTAssertEqual(TextFolding.key("Île-de-France"), "iledefrance")
        XCTAssertEqual(TextFolding.key("São Paulo"), TextFolding.key("sao paulo"))
        XCTAssertEqual(TextFolding.key("Zürich 2"), "zurich2")
    }
}
