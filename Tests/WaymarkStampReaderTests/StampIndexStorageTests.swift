import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// The stamp matcher's index of names, left in the index cache by the first process on a
/// gazetteer, is the index the matcher builds from the same file; a copy it cannot use (damaged,
/// made from another gazetteer) is built again, never read wrong, and a cache that cannot be
/// written costs time, not answers.
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

    /// An empty cache folder of this test's own.
    func emptyCache() -> StampIndexCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-index-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return StampIndexCache(folder: folder)
    }

    /// A copy of the fixture gazetteer this test may change.
    func gazetteerCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-index-world-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(at: FixtureWorld.url(), to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        return copy
    }

    func testTheEncodedIndexIsTheBuiltIndexAndReadsBackWhole() throws {
        let gazetteer = try FixtureWorld.open()
        let built = try StampPlaceIndex(gazetteer: gazetteer)
        XCTAssertFalse(built.airports.isEmpty)
        let bytes = try StampIndexStorage.encode(built)
        XCTAssertEqual(try StampIndexStorage.encode(StampPlaceIndex(gazetteer: gazetteer)), bytes, "the builder makes the same index every time")
        let decoded = try StampIndexStorage.decode(bytes, lookups: built.lookups)
        XCTAssertEqual(try StampIndexStorage.encode(decoded), bytes, "reading the copy back loses nothing")
        XCTAssertEqual(decoded.airports, built.airports)
        XCTAssertEqual(decoded.countryKeys, built.countryKeys)
        XCTAssertEqual(decoded.airportNameKeys, built.airportNameKeys)
        XCTAssertEqual(decoded.airportConsonantKeys, built.airportConsonantKeys)
        XCTAssertEqual(decoded.longestKey, built.longestKey)
        XCTAssertEqual(decoded.damaged("FLAVIKURFLUGVOLL".lowercased()), built.damaged("FLAVIKURFLUGVOLL".lowercased()))
    }

    func testTheFirstMatcherLeavesItsIndexAndTheNextDecodesItToTheSameAnswers() throws {
        let cache = emptyCache()
        let first = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: cache)
        XCTAssertEqual(first.indexOrigin, .built(reason: "no stamp index is cached for this gazetteer yet"))
        XCTAssertNil(first.cacheProblem)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
        XCTAssertEqual(files.filter { $0.hasSuffix(".stampindex") }.count, 1, "\(files)")
        let second = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: cache)
        XCTAssertEqual(second.indexOrigin, .cached)
        let uncached = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026)
        XCTAssertEqual(uncached.indexOrigin, .built(reason: "no index cache was given"))
        let texts = try Self.texts()
        let fromCache = try answers(second, texts), fromNames = try answers(uncached, texts)
        XCTAssertGreaterThan(fromCache.filter { $0.contains("airport:KEF") }.count, 0, "the fixture world answers some of them")
        for (n, text) in texts.enumerated() { XCTAssertEqual(fromCache[n], fromNames[n], text) }
    }

    func testACopyThisReaderCannotUseIsBuiltAgainWithTheReasonSaidAndMadeGood() throws {
        let texts = Array(try Self.texts().prefix(18))
        let expected = try answers(StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026), texts)
        let cache = emptyCache()
        _ = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: cache)
        let file = cache.file(for: StampIndexCache.key(of: try FixtureWorld.open()))
        let good = try Data(contentsOf: file)
        let damages: [(name: String, bytes: Data, reason: String)] = [
            ("cut short", good.prefix(good.count - 40), "cannot be read (the stored stamp index is cut short)"),
            ("a byte after the end", good + Data([0]), "cannot be read (the stored stamp index has bytes after its last table)"),
            ("another gazetteer's key", Data("WMSC".utf8) + good.dropFirst(5), "was made from another gazetteer or by another waymark"),
            ("not a copy at all", Data("not an index".utf8), "was made from another gazetteer or by another waymark"),
        ]
        for damage in damages {
            try damage.bytes.write(to: file)
            let matcher = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: cache)
            guard case .built(let reason) = matcher.indexOrigin else { XCTFail("\(damage.name): read a damaged copy"); continue }
            XCTAssertTrue(reason.hasSuffix(damage.reason), "\(damage.name): \(reason)")
            XCTAssertEqual(try answers(matcher, texts), expected, damage.name)
            XCTAssertEqual(try Data(contentsOf: file), good, "\(damage.name): the copy is written again whole")
        }
    }

    func testAGazetteerChangedInPlaceGetsAnIndexOfItsOwn() throws {
        let cache = emptyCache()
        let world = try gazetteerCopy()
        _ = try StampMatcher(gazetteer: Gazetteer(url: world), referenceYear: 2026, indexCache: cache)
        XCTAssertEqual(try StampMatcher(gazetteer: Gazetteer(url: world), referenceYear: 2026, indexCache: cache).indexOrigin, .cached)
        // Another program rewrites the file at the same path.
        try Database(path: world.path, mode: .readWrite).execute("UPDATE airport_name SET name = name")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: world.path)
        let after = try StampMatcher(gazetteer: Gazetteer(url: world), referenceYear: 2026, indexCache: cache)
        XCTAssertEqual(after.indexOrigin, .built(reason: "no stamp index is cached for this gazetteer yet"))
    }

    func testACacheThatCannotBeWrittenCostsTimeNotAnswers() throws {
        let texts = Array(try Self.texts().prefix(18))
        let blocked = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-index-blocked-\(UUID().uuidString)")
        try Data("a file where the cache folder would be".utf8).write(to: blocked)
        addTeardownBlock { try? FileManager.default.removeItem(at: blocked) }
        let matcher = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: StampIndexCache(folder: blocked))
        let problem = try XCTUnwrap(matcher.cacheProblem)
        XCTAssertTrue(problem.contains(blocked.path), problem)
        XCTAssertEqual(try Data(contentsOf: blocked), Data("a file where the cache folder would be".utf8), "the file in the way is not touched")
        XCTAssertEqual(try answers(matcher, texts), try answers(StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026), texts))
    }

    func testTheCacheKeepsItsNewestCopiesOnly() throws {
        let cache = emptyCache()
        try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
        let old = (0..<StampIndexCache.copiesKept).map { cache.folder.appendingPathComponent("old-\($0).stampindex") }
        for (n, url) in old.enumerated() {
            try Data([1]).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(-3600 * (n + 1)))], ofItemAtPath: url.path)
        }
        let unrelated = cache.folder.appendingPathComponent("notes.txt")
        try Data([2]).write(to: unrelated)
        _ = try StampMatcher(gazetteer: FixtureWorld.open(), referenceYear: 2026, indexCache: cache)
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: cache.folder.path))
        XCTAssertEqual(kept.filter { $0.hasSuffix(".stampindex") }.count, StampIndexCache.copiesKept)
        XCTAssertFalse(kept.contains(old.last!.lastPathComponent), "the oldest copy goes")
        XCTAssertTrue(kept.contains(cache.file(for: StampIndexCache.key(of: try FixtureWorld.open())).lastPathComponent), "the new copy stays")
        XCTAssertTrue(kept.contains("notes.txt"), "only copies are removed")
    }

    func testALayoutWithOtherTablesIsRefused() throws {
        let bytes = try StampIndexStorage.encode(StampPlaceIndex(gazetteer: FixtureWorld.open()))
        let names = StampPlaceIndex.storedTables.map(\.name)
        XCTAssertThrowsError(try StampIndexReader(bytes, tables: names + ["airportFerryKeys"])) { error in
            XCTAssertTrue("\(error)".contains("this waymark's matcher has"), "\(error)")
        }
        XCTAssertNoThrow(try StampIndexReader(bytes, tables: names))
    }

    /// Every property of the index is a listed table, so none is left empty in a cached copy.
    func testEveryTableTheBuilderFillsIsStored() throws {
        let index = try StampPlaceIndex(gazetteer: FixtureWorld.open())
        let properties = Mirror(reflecting: index).children.compactMap(\.label).filter { $0 != "lookups" }
        XCTAssertEqual(Set(properties), Set(StampPlaceIndex.storedTables.map(\.name)))
        XCTAssertEqual(properties.count, StampPlaceIndex.storedTables.count)
        XCTAssertNoThrow(try StampIndexStorage.checkCoverage(of: index))
    }

    /// On the real gazetteer, the index read back from its encoding is the index built.
    func testTheInstalledGazetteersIndexReadsBackWhole() throws {
        try TestTier.requireFull("builds the real gazetteer's stamp index (seconds in a debug build)")
        let built = try StampPlaceIndex(gazetteer: InstalledGazetteer.open())
        let bytes = try StampIndexStorage.encode(built)
        XCTAssertEqual(try StampIndexStorage.encode(StampIndexStorage.decode(bytes, lookups: built.lookups)), bytes)
    }
}
