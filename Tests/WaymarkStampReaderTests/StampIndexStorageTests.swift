import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// The index `waymark build` stores in the gazetteer (`stamp_index`) is the index the matcher
/// builds from the same file at start-up, and a copy it cannot use is built again, never read wrong.
final class StampIndexStorageTests: XCTestCase {
    /// Texts the fixture world can answer (its airports and countries), worn ones included, and
    /// every seventh text of the corpus and every text of the golden set, which it mostly cannot.
    static func texts() throws -> [String] {
        let own = ["KEFLAVIKURFLUGVOLLUR\n14.08.15", "FLAVIKURFLUGVOLL", "FLUGHAFEN WIEN", "WIEN SCHWECHAT", "HEATHROW\nARRIVED",
                   "NARITA 入国", "AEROPORT CHARLES DE GAULLE", "ROISSY CDG", "AEROPUERTO MADRID BARAJAS", "FIUMICINO", "ISLAND", "ÍSLAND",
                   "PORTUGAL\nPORTO", "UNITED STATES\nLOS ANGELES", "SYDNEY AUSTRALIA", "JAPAN 東京", "LONDON", "BERLIN\nDEUTSCHLAND"]
        let corpus = StampCorpus.cases().enumerated().filter { $0.offset % 7 == 0 }.map(\.element.text)
        return own + corpus + (try GoldenStampTests.cases().map(\.text))
    }

    /// Everything a suggestion holds, candidates, scores, evidence and dates, as text.
    func answers(_ matcher: StampMatcher, _ texts: [String]) throws -> [String] {
        try texts.map { String(reflecting: try matcher.suggest($0)) }
    }

    func testTheStoredIndexIsTheIndexBuiltFromTheSameGazetteer() throws {
        let gazetteer = try FixtureWorld.open()
        let stored = try XCTUnwrap(try gazetteer.storedStampIndex(), "the build stores the index")
        XCTAssertEqual(stored.format, StampIndexStorage.format)
        let built = try StampPlaceIndex(gazetteer: gazetteer)
        XCTAssertFalse(built.airports.isEmpty)
        XCTAssertEqual(try StampIndexStorage.encode(built), stored.bytes, "stored bytes are the encoded built index")
        XCTAssertEqual(try StampIndexStorage.encode(StampPlaceIndex(gazetteer: gazetteer)), stored.bytes, "the builder makes the same index every time")
        let decoded = try StampIndexStorage.decode(stored.bytes, lookups: built.lookups)
        XCTAssertEqual(try StampIndexStorage.encode(decoded), stored.bytes, "reading the copy back loses nothing")
        XCTAssertEqual(decoded.airports, built.airports)
        XCTAssertEqual(decoded.countryKeys, built.countryKeys)
        XCTAssertEqual(decoded.airportNameKeys, built.airportNameKeys)
        XCTAssertEqual(decoded.longestKey, built.longestKey)
        XCTAssertEqual(decoded.damaged("FLAVIKURFLUGVOLL".lowercased()), built.damaged("FLAVIKURFLUGVOLL".lowercased()))
    }

    func testMatchersWithTheStoredAndTheBuiltIndexAnswerAlike() throws {
        let fromStore = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026)
        let fromNames = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, storedIndex: false)
        XCTAssertEqual(fromStore.indexOrigin, .stored)
        XCTAssertEqual(fromNames.indexOrigin, .built(reason: "asked to build it"))
        let texts = try Self.texts()
        let stored = try answers(fromStore, texts), built = try answers(fromNames, texts)
        XCTAssertGreaterThan(stored.filter { $0.contains("airport:KEF") }.count, 0, "the fixture world answers some of them")
        for (n, text) in texts.enumerated() { XCTAssertEqual(stored[n], built[n], text) }
    }

    /// A copy of the fixture gazetteer, changed by `sql`, and what a matcher on it says.
    func matcher(afterChanging sql: String) throws -> (StampMatcher, [String]) {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-index-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(at: FixtureWorld.url(), to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let db = try Database(path: copy.path, mode: .readWrite)
        try db.execute(sql)
        let matcher = try StampMatcher(gazetteer: Gazetteer(url: copy), referenceYear: 2026)
        return (matcher, try answers(matcher, Array(try Self.texts().prefix(18))))
    }

    func testACopyThisReaderCannotUseIsBuiltAgainWithTheReasonSaid() throws {
        let expected = try answers(StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, storedIndex: false), Array(try Self.texts().prefix(18)))
        let cases: [(sql: String, reason: String)] = [
            ("UPDATE stamp_index SET format = format + 1", "the gazetteer's stored stamp index is format \(StampIndexStorage.format + 1), this waymark reads format \(StampIndexStorage.format)"),
            ("DELETE FROM stamp_index", "the gazetteer holds no stored stamp index"),
            ("UPDATE stamp_index SET tables = substr(tables, 1, length(tables) - 40)", "the stored stamp index is cut short"),
            ("UPDATE stamp_index SET tables = tables || x'00'", "the stored stamp index has bytes after its last table"),
            ("UPDATE stamp_index SET tables = x'00' || tables", "the stored stamp index does not start with WMSI"),
        ]
        for c in cases {
            let (matcher, answers) = try matcher(afterChanging: c.sql)
            XCTAssertEqual(matcher.indexOrigin, .built(reason: c.reason), c.sql)
            XCTAssertEqual(answers, expected, c.sql)
        }
    }

    func testALayoutWithOtherTablesIsRefused() throws {
        let stored = try XCTUnwrap(try FixtureWorld.open().storedStampIndex())
        let names = StampPlaceIndex.storedTables.map(\.name)
        XCTAssertThrowsError(try StampIndexReader(stored.bytes, tables: names + ["airportFerryKeys"])) { error in
            XCTAssertTrue("\(error)".contains("this waymark's matcher has"), "\(error)")
        }
        XCTAssertNoThrow(try StampIndexReader(stored.bytes, tables: names))
    }

    /// Every property of the index is a listed table, so none is left empty in a stored copy.
    func testEveryTableTheBuilderFillsIsStored() throws {
        let index = try StampPlaceIndex(gazetteer: FixtureWorld.open())
        let properties = Mirror(reflecting: index).children.compactMap(\.label).filter { $0 != "lookups" }
        XCTAssertEqual(Set(properties), Set(StampPlaceIndex.storedTables.map(\.name)))
        XCTAssertEqual(properties.count, StampPlaceIndex.storedTables.count)
        XCTAssertNoThrow(try StampIndexStorage.checkCoverage(of: index))
    }

    /// The installed gazetteer's copy, when it is of this format, is what this builder makes of it:
    /// a builder changed without `StampIndexStorage.format` bumped fails here.
    func testTheInstalledGazetteersCopyIsWhatThisBuilderMakes() throws {
        try TestTier.requireFull("builds the real gazetteer's stamp index (seconds in a debug build)")
        let gazetteer = try InstalledGazetteer.open()
        guard let stored = try gazetteer.storedStampIndex(), stored.format == StampIndexStorage.format else {
            throw XCTSkip("the installed gazetteer holds no stamp index of format \(StampIndexStorage.format); rebuild it")
        }
        XCTAssertEqual(try StampIndexStorage.encode(StampPlaceIndex(gazetteer: gazetteer)), stored.bytes)
    }
}
