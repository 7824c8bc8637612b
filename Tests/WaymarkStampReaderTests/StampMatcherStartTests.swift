import XCTest
@testable import WaymarkStampReader

/// The shortcuts the matcher takes while it builds its index answer exactly as the plain
/// String operations they stand in for.
final class StampMatcherStartTests: XCTestCase {
    /// Names in several scripts, some written decomposed (e + combining acute, Hangul jamo),
    /// some sharing a prefix, some canonically equal but spelled differently.
    let names = [
        "keflavik", "keflavikurflugvollur", "Zürich", "Zu\u{308}rich", "zurich", "café", "cafe\u{301}", "cafeteria",
        "ελλαδα", "ελλάδα", "ελλα\u{301}δα", "россия", "роcсия", "日本", "中国", "한국", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}",
        "مصر", "قطر", "ישראל", "ประเทศไทย", "", "a", "ab", "Å", "A\u{30A}", "\u{212B}", "ǿ", "ø\u{301}", "ø",
    ]

    func testCanonicalOrderIsTheOrderStringsCompareIn() {
        let keys = names.map(CanonicalOrderKey.init)
        for (i, a) in names.enumerated() {
            for (j, b) in names.enumerated() {
                XCTAssertEqual(keys[i] < keys[j], a < b, "\(a.debugDescription) < \(b.debugDescription)")
                XCTAssertEqual(keys[i] == keys[j], a == b, "\(a.debugDescription) == \(b.debugDescription)")
            }
        }
    }

    func testSortingCanonicallyGivesTheStringSort() {
        let pairs = names.flatMap { a in names.prefix(6).map { (a, $0) } }
        let expected = pairs.enumerated().sorted { x, y in
            x.element.0 != y.element.0 ? x.element.0 < y.element.0
                : (x.element.1 != y.element.1 ? x.element.1 < y.element.1 : x.offset < y.offset)
        }.map(\.offset)
        let sorted = Array(pairs.enumerated()).sortedCanonically(by: { $0.element }, tie: { $0.offset < $1.offset }).map(\.offset)
        XCTAssertEqual(sorted, expected)
    }

    func testReversingGivesTheCharactersInReverse() {
        for text in names + ["keflavik", "a\r\nb", "cafe\u{301}", "🇮🇸is"] {
            XCTAssertEqual(Array(text.reversedCharacters.utf8), Array(String(text.reversed()).utf8), text.debugDescription)
        }
        XCTAssertEqual("keflavik".reversedCharacters, "kivalfek")
    }

    func testAirportStemsAreFoundAsFoundationFindsThem() {
        let words = ["keflavikurflugvollur", "flughafenwien", "aeropuertobarcelona", "heathrow", "аэропортвнуково", "lotniskochopina",
                     "fluglotnisk", "airpor", "havalimani", "zürichflughafen", "空港", "成田空港", "letistepraha", ""]
        for word in words {
            XCTAssertEqual(StampContext.airportStem(in: word), StampVocabulary.airportStems.first { word.contains($0) }, word)
        }
    }

    func testFoldingRespellsOnlyTheLettersItNames() {
        XCTAssertEqual(StampText.fold("Keflavíkurflugvöllur"), "keflavikurflugvollur")
        XCTAssertEqual(StampText.fold("Þórshöfn"), "thorshofn")
        XCTAssertEqual(StampText.fold("Łódź"), "lodz")
        XCTAssertEqual(StampText.fold("Straße"), "strasse")
        XCTAssertEqual(StampText.fold("Россия"), "россия")
        XCTAssertEqual(StampText.fold("日本"), "日本")
    }
}
