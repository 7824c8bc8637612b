import Foundation
import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkSearch
import WaymarkSamples

/// Whatever arrives in the search field, the answer is a list (maybe empty): never a crash, never
/// an SQLite error.
final class HostileInputTests: XCTestCase {
    var search: PlaceSearch!

    override func setUpWithError() throws {
        search = try PlaceSearch(gazetteer: try SearchFixture.open())
    }

    func results(_ text: String, limit: Int = 10) -> [SearchResult]? {
        do { return try search.search(SearchQuery(text: text, limit: limit)) } catch {
            XCTFail("'\(text.prefix(40))' threw \(error)")
            return nil
        }
    }

    func testEmptyAndBlankQueriesGiveNoResults() {
        XCTAssertEqual(results("")?.count, 0)
        XCTAssertEqual(results("   \t\n ")?.count, 0)
    }

    func testFTSSyntaxIsNeverInterpreted() {
        for text in ["\"", "\"\"\"", "'", "*", "NEAR(", "NEAR(a b, 2)", "AND OR NOT", "col:value", "name : paris",
                     "'; DROP TABLE place; --", "^paris", "paris*", "(paris", "{name}: x", "a + b", "-paris", "\u{0}"] {
            XCTAssertNotNil(results(text), text)
        }
        XCTAssertEqual(results("\"paris\"")?.first?.place.id.description, "city:2988507")
        XCTAssertEqual(results("paris*")?.first?.place.id.description, "city:2988507")
    }

    func testATenKilobyteQueryIsAnsweredQuickly() {
        let long = String(repeating: "paris ", count: 1_700)
        let start = Date()
        XCTAssertNotNil(results(long))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "a huge query must be capped, not searched whole")
    }

    func testEmojiRightToLeftAndMixedScriptsAreSafe() {
        for text in ["🏖️", "paris 🇫🇷", "القاهرة", "תל אביב", "\u{202E}sirap", "東京 tokyo", "zürich\u{301}"] {
            XCTAssertNotNil(results(text), text)
        }
    }

    func testInvalidUTF8DecodedLossilyStillSearches() {
        let bytes: [UInt8] = [0x70, 0x61, 0xFF, 0xFE, 0x72, 0x69, 0x73]
        XCTAssertNotNil(results(String(decoding: bytes, as: UTF8.self)))
    }

    func testALimitOfZeroOrLessGivesAnEmptyList() {
        XCTAssertEqual(results("paris", limit: 0)?.count, 0)
        XCTAssertEqual(results("paris", limit: -1)?.count, 0)
        XCTAssertEqual(results("paris", limit: 1)?.count, 1)
    }

    /// Seeded random strings over a hostile alphabet: FTS operators, quotes, punctuation,
    /// combining marks, other scripts, control characters.
    func testTheNormaliserSurvivesFuzzing() {
        let alphabet = Array("aZ09 \"'*:^(){}[]+-.,;NEARORANDNOT\u{0}\u{7}\u{301}ßüΑθήνα東京القاهرة🏖️\t\n\\/") + ["AND", "NEAR(", "OR"].flatMap(Array.init)
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let length = Int(rng.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            let words = QueryNormalizer.words(text)
            for word in words {
                XCTAssertFalse(word.contains("\""), text)
                XCTAssertFalse(word.isEmpty, text)
            }
            let expression = QueryNormalizer.ftsExpression(QueryNormalizer.indexWords(text), prefix: true)
            XCTAssertEqual(expression.unicodeScalars.filter { $0 == "\"" }.count % 2, 0, text)
            XCTAssertNotNil(results(text), text)
        }
    }
}
