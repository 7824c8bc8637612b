import Foundation
import WaymarkGeo
@testable import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
import WaymarkSamples

/// `TextFolding.keyEquals` decides whether a name's key equals a given key without Foundation's
/// folding when the name's ASCII letters and digits cannot all be found, in order, in the key.
/// That rests on folding keeping every ASCII letter (lower-cased) and digit of a text in order;
/// these tests check it on every name in the gazetteer (places and alternate names) and on
/// crafted text that folding changes the most, and check that `keyEquals` answers as comparing
/// the folded keys does.
final class KeyComparisonTests: XCTestCase {
    /// Text where folding does the most: combining marks after ASCII letters, letters that fold
    /// to several (ß, ligatures, ŉ), the Turkish dotted and dotless i, Greek final sigma,
    /// full-width and half-width forms, Hangul syllables and their jamo, scripts without ASCII.
    static let crafted: [String] = [
        "Straße", "STRASSE", "strasse", "Ǆemal", "DŽemal", "ﬁnal", "final", "ŉa", "na",
        "İstanbul", "istanbul", "Istanbul", "ıstanbul", "IĞDIR", "Iğdır",
        "ΣΊΣΥΦΟΣ", "σίσυφος", "σίσυφοσ", "Σ", "ς",
        "Ｔｏｋｙｏ", "tokyo", "ＴＯＫＹＯ１２", "tokyo12", "ﾄｳｷｮｳ", "トウキョウ", "ﾊﾟﾘ", "パリ",
        "서울", "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", "seoul",
        "e\u{301}", "é", "e", "a\u{30A}", "å", "Å", "\u{212B}", "a", "K", "\u{212A}", "k",
        "o\u{308}\u{301}", "ő", "o", "i\u{307}", "i\u{345}", "A\u{338}", "a\u{20DD}", "1\u{20E3}", "1",
        "Ⅻ", "xii", "½", "12", "²", "2", "ℌ", "h", "ǰ", "j\u{30C}", "j",
        "Москва", "Moskva", "москва", "Αθήνα", "Athina", "北京", "Beijing", "القاهرة", "Cairo",
        "São Paulo", "sao paulo", "Sao Paulo", "Nā‘ālehu", "Hawaii", "naalehu", "Île-de-France", "iledefrance",
        "Zürich 2", "zurich2", "Đà Nẵng", "Da Nang", "Łódź", "lodz", "Ærø", "aero", "Œuvre", "oeuvre", "Þórshöfn", "thorshofn",
        "", " ", "'", "St. John's", "stjohns", "Misato, Saitama", "saitama", "a,b", "ab",
    ]

    func testFoldingKeepsTheASCIILettersAndDigitsOfEveryGazetteerName() throws {
        try TestTier.requireFull("folds every name of the gazetteer")
        let gazetteer = try InstalledGazetteer.open()
        var names = 0, nonASCII = 0
        for sql in ["SELECT name FROM place", "SELECT name FROM place_name"] {
            let statement = try gazetteer.database.prepare(sql)
            while try statement.step() {
                guard let name = statement.text(0) else { continue }
                names += 1
                guard name.utf8.contains(where: { $0 >= 0x80 }) else { continue }
                nonASCII += 1
                let key = TextFolding.unicodeKey(name)
                if !Self.isSubsequence(TextFolding.asciiAlphanumerics(name), of: key) { XCTFail("\(name) folds to \(key)") }
                XCTAssertTrue(Self.keyEquals(name, key), name)
            }
        }
        XCTAssertGreaterThan(names, 800_000, "every place and alternate name")
        XCTAssertGreaterThan(nonASCII, 100_000)
    }

    func testCraftedTextKeepsItsASCIILettersAndDigitsAndComparesAsItsKey() {
        let keys = Self.crafted.map(TextFolding.key)
        for (name, key) in zip(Self.crafted, keys) {
            XCTAssertTrue(Self.isSubsequence(TextFolding.asciiAlphanumerics(name), of: TextFolding.unicodeKey(name)), "\(Array(name.unicodeScalars))")
            for other in keys {
                XCTAssertEqual(Self.keyEquals(name, other), key == other, "\(Array(name.unicodeScalars)) against \(other)")
            }
        }
        // Every ASCII letter and digit followed by every combining diacritical mark.
        for byte in UInt8(0x30)..<0x7B where (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
            for mark in 0x300...0x36F {
                let text = String(decoding: [byte], as: UTF8.self) + String(UnicodeScalar(mark)!)
                XCTAssertTrue(Self.isSubsequence(TextFolding.asciiAlphanumerics(text), of: TextFolding.unicodeKey(text)), "\(byte) \(mark)")
            }
        }
    }

    /// A label's components compare as `LabelPart`s do (their keys as Strings), whether folded
    /// ahead (a region's or a country's) or not (a city's), on every pair of the crafted text.
    func testLabelBytesCompareAsLabelParts() {
        let texts = Self.crafted + ["Saitama, Misato", "Misato,", ", Seoul", "서울, 서울"]
        let names = texts.map { Array($0.utf8) }
        let keys = texts.map { text -> [UInt8] in
            var keys: [UInt8] = []
            LabelBytes.appendKeys(of: text, to: &keys)
            return keys
        }
        func withBytes(_ index: Int, _ body: (_ raw: LabelBytes, _ folded: LabelBytes) -> Void) {
            names[index].withUnsafeBufferPointer { name in
                keys[index].withUnsafeBufferPointer { body(LabelBytes(name: name, keys: nil), LabelBytes(name: name, keys: $0)) }
            }
        }
        for i in texts.indices {
            for j in texts.indices {
                let part = LabelPart(texts[i]), other = LabelPart(texts[j])
                withBytes(i) { raw, folded in
                    withBytes(j) { otherRaw, otherFolded in
                        for (a, b) in [(raw, otherFolded), (folded, otherFolded), (raw, otherRaw), (folded, otherRaw)] {
                            XCTAssertEqual(a.holds(b), part.holds(other), "\(texts[i]) holds \(texts[j])")
                            XCTAssertEqual(a.hasKey(of: b), part.hasKey(of: other), "\(texts[i]) has the key of \(texts[j])")
                        }
                    }
                }
            }
        }
    }

    /// Each city's name against its region's and its country's keys, as a label compares them, on
    /// the whole gazetteer: `keyEquals` agrees with comparing folded keys, equal or not.
    func testCityNamesCompareWithTheirRegionsAndCountriesAsTheirKeysDo() throws {
        let gazetteer = try InstalledGazetteer.open()
        var names: [Int: String] = [:]
        let statement = try gazetteer.database.prepare("SELECT rowid, name FROM place")
        while try statement.step() { names[statement.int(0)] = statement.text(1) }
        var equal = 0, compared = 0
        for city in try gazetteer.points(of: .city) {
            let name = try XCTUnwrap(names[city.rowid])
            for area in [city.region, city.country].compactMap({ $0 }) {
                let key = TextFolding.key(try XCTUnwrap(names[area]))
                let expected = TextFolding.key(name) == key
                XCTAssertEqual(Self.keyEquals(name, key), expected, "\(name) against \(key)")
                compared += 1
                if expected { equal += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 400_000)
        XCTAssertGreaterThan(equal, 1_000, "the sample must hold cities named as their regions or countries")
    }

    /// Random ASCII text, equal keys or not, compares as its keys do.
    func testASCIITextComparesAsItsKeysDo() {
        var random = SeededGenerator(seed: 2026_12_02)
        let alphabet = Array("aAbB1 .,'-".utf8)
        for _ in 0..<20_000 {
            func text() -> String { String(decoding: (0..<Int(random.next() % 6)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self) }
            let name = text(), key = TextFolding.key(text())
            XCTAssertEqual(Self.keyEquals(name, key), TextFolding.key(name) == key, "\(name) against \(key)")
        }
    }

    private static func keyEquals(_ name: String, _ key: String) -> Bool {
        var name = name, key = key
        return name.withUTF8 { name in key.withUTF8 { TextFolding.keyEquals(name, $0) } }
    }

    private static func isSubsequence(_ part: String, of whole: String) -> Bool {
        var rest = whole.unicodeScalars[...]
        for scalar in part.unicodeScalars {
            guard let found = rest.firstIndex(of: scalar) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}
