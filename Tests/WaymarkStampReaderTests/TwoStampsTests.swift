import Foundation
import WaymarkTestSupport
import XCTest
import WaymarkSamples
@testable import WaymarkStampReader

/// Two inks in one image that name places in two countries are two stamps, one over the other.
final class TwoStampsTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func testBothStampsLeadTheListAndNeitherIsStrong() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        let vienna = try matcher.suggest("FLUGHAFEN WIEN\n03.05.09\nA")
        let milan = try matcher.suggest("AEROPORTO MALPENSA\n04.07.19\nI")
        let both = try XCTUnwrap(StampScanner.twoStamps([vienna, milan]))
        XCTAssertEqual(Set(both.candidates.prefix(2).map { $0.chain.country?.id.code }), ["AT", "IT"])
        XCTAssertFalse(both.candidates.contains { $0.strength == .strong })
        // Each place once.
        XCTAssertEqual(Set(both.candidates.map(\.chain)).count, both.candidates.count)
    }

    /// Of two stamps scored alike, the one read more surely leads: specks read as "oman" at
    /// confidence 43 are no match for "REPUBLICA DOMINICANA" read at 89.
    func testOfTwoStampsScoredAlikeTheOneReadMoreSurelyLeads() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        let oman = try matcher.suggest("Lies oman |"), dominican = try matcher.suggest("REPUBLICA DOMINICANA\nMIGRACION")
        XCTAssertEqual(oman.candidates.first?.score, dominican.candidates.first?.score)
        for (confidence, lead) in [([43, 89], "DO"), ([89, 43], "OM")] {
            let both = try XCTUnwrap(StampScanner.twoStamps([oman, dominican], confidence: confidence))
            XCTAssertEqual(both.candidates.first?.chain.country?.id.code, lead, "\(confidence)")
        }
    }

    /// An ink tesseract read less surely than a second reading must be to count is mostly junk,
    /// and a code its specks spell ("RFD" standing alone, of Rockford) follows a stamp read
    /// surely ("FRONTIERA / TURNU", a Romanian village) even when it scores higher.
    func testAStampReadSurelyLeadsAnInkReadAsJunk() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        let specks = try matcher.suggest("ats\n#7 ¢\nRFD\nZoe"), turnu = try matcher.suggest("TURNU\nFRONTIERA\n13.08.2022")
        XCTAssertGreaterThan(try XCTUnwrap(specks.candidates.first).score, try XCTUnwrap(turnu.candidates.first).score)
        for (confidence, lead) in [([31, 56], "RO"), ([56, 31], "US"), ([45, 56], "US")] {
            let both = try XCTUnwrap(StampScanner.twoStamps([specks, turnu], confidence: confidence))
            XCTAssertEqual(both.candidates.first?.chain.country?.id.code, lead, "\(confidence)")
        }
    }

    func testTwoInksOfOneCountryAreNotSplit() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        XCTAssertNil(StampScanner.twoStamps([try matcher.suggest("FLUGHAFEN WIEN"), try matcher.suggest("ÖSTERREICH")]))
    }
}

extension TwoStampsTests {
    /// An ink that read only specks names nothing and takes no part; two inks of one country
    /// are one stamp's: the two stamps' countries still lead, each once.
    func testAnInkNamingNothingAndASecondInkOfOneCountryDoNotMixTheStamps() throws {
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        let vienna = try matcher.suggest("FLUGHAFEN WIEN\n03.05.09\nA")
        let specks = try matcher.suggest("—\n:\n~")
        XCTAssertTrue(specks.candidates.isEmpty)
        let austria = try matcher.suggest("ÖSTERREICH")
        let milan = try matcher.suggest("AEROPORTO MALPENSA\n04.07.19\nI")
        for inks in [[vienna, specks, milan], [vienna, austria, milan], [specks, milan, austria]] {
            let both = try XCTUnwrap(StampScanner.twoStamps(inks))
            XCTAssertEqual(Set(both.candidates.prefix(2).map { $0.chain.country?.id.code }), ["AT", "IT"])
            XCTAssertFalse(both.candidates.contains { $0.strength == .strong })
            XCTAssertEqual(Set(both.candidates.map(\.chain)).count, both.candidates.count)
        }
        // One country, however many inks, is not two stamps.
        XCTAssertNil(StampScanner.twoStamps([vienna, specks, austria]))
    }
}

extension TwoStampsTests {
    /// A faded Cyrillic stamp over a fresh Latin one that names a place only weakly (a town, no
    /// airport word): the Latin stamp is read first, the faded one later, and its Latin reading is
    /// junk; the later ink is read by the Cyrillic model too, in passes of its own, and its
    /// country is found. Without those passes it is not.
    func testALaterInkInAnotherScriptIsReadWithThatScriptsModel() throws {
        try TestTier.requireFull("renders and scans a stamp twice")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        try TestTool.require(RenderedStampScanTests.scriptModels)
        let (engine, matcher) = try XCTUnwrap(RenderedStampScanTests.shared, "tesseract (tesseract-ocr-eng) and the gazetteer are needed")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("later-ink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let specimen = StampSpecimen(name: "later-ink-ru", country: "RU", lines: ["РОССИЯ", "ВЪЕЗД", "15.03.2019"], shape: .oval, ink: .green,
                                     degrees: 40, faded: true, patternedPage: false, overprint: ["MALPENSA", "04.07.19"], format: "png")
        let path = try StampSpecimenRenderer.render(specimen, into: directory)
        func scan(laterInkScriptPasses: Int) throws -> StampScanner.Scan {
            let scanner = StampScanner(engine: engine, matcher: matcher)
            scanner.laterInkScriptPasses = laterInkScriptPasses
            return try scanner.scan(path)
        }
        // The fresh violet stamp is read first (its reading may be the ink drawn sharp,
        // `SharpInk`); the faded green one is the later ink.
        let read = try scan(laterInkScriptPasses: 2)
        let reads = read.reads.map { "\($0.separation): \($0.text)" }.joined(separator: " | ")
        XCTAssertTrue(read.reads.first?.separation.hasPrefix("violet_ink") ?? false, reads)
        XCTAssertTrue(read.reads.contains { $0.separation.hasPrefix("green_ink, ") }, reads)
        XCTAssertTrue(read.suggestions.candidates.prefix(3).contains { $0.chain.country?.id.code == "RU" }, reads)
        let latinOnly = try scan(laterInkScriptPasses: 0)
        XCTAssertFalse(latinOnly.reads.contains { $0.separation.hasPrefix("green_ink, ") },
                       latinOnly.reads.map { "\($0.separation): \($0.text)" }.joined(separator: " | "))
    }
}
