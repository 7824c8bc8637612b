import Foundation
import WaymarkGazetteer
import WaymarkOCR
import WaymarkSamples
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// The generated corpus (`StampCorpus`, in WaymarkStampCorpus): airports by their local names, ports,
/// border posts, country endonyms and damaged names from every continent and many scripts. The
/// texts run in every tier; the rendered images only with WAYMARK_TEST_TIER=full (they take
/// minutes). `waymark-bench stamp-corpus` prints the same figures with every miss.
final class StampCorpusTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    /// The target's one matcher (building one takes most of the time).
    static var matcher: StampMatcher? { StampMatcherTests.matcher }

    func testTheCorpusIsLargeAndVaried() {
        let cases = StampCorpus.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 300)
        XCTAssertGreaterThanOrEqual(Set(cases.map(\.country)).count, 80)
        XCTAssertGreaterThanOrEqual(Set(cases.map(\.script)).count, 10)
        XCTAssertGreaterThanOrEqual(StampCorpus.images().count, 200)
        // Every condition the images are made under occurs.
        let conditions = Set(StampCorpus.images().flatMap(\.conditions))
        for condition in ["curved", "frame_round", "frame_oval", "frame_rectangle", "frame_doubleOval", "faded", "uneven_ink", "overlap", "page", "partial", "upside_down", "turned"] {
            XCTAssertTrue(conditions.contains(condition), condition)
        }
        // The pad set holds the black and the blotchy ink, and the neighbour's cut corner, that the first set does not.
        let padConditions = Set(StampCorpus.padImages().flatMap(\.conditions))
        for condition in ["black_ink", "coloured_ink", "blotchy", "page", "curved", "frame_round", "frame_rectangle", "turned", "neighbour", "faded"] {
            XCTAssertTrue(padConditions.contains(condition), condition)
        }
        XCTAssertFalse(conditions.contains("black_ink") || conditions.contains("blotchy") || conditions.contains("neighbour"))
        // The photo set holds the page lit from one side, the red date band and the desk under
        // the page, a pale one beyond the cover's edge among them.
        let photoConditions = Set(StampCorpus.photoImages().flatMap(\.conditions))
        for condition in ["lit_from_one_side", "black_ink_red_date", "coloured_ink", "faded", "page", "turned", "frame_round", "frame_rectangle", "on_a_desk",
                          "beyond_the_cover"] {
            XCTAssertTrue(photoConditions.contains(condition), condition)
        }
        XCTAssertFalse(conditions.contains("lit_from_one_side") || conditions.contains("black_ink_red_date"))
        // The worn set holds old stamps worn past any the other sets hold, in black and coloured
        // ink, on a patterned page and on a plain one, in every frame.
        let wornImages = StampCorpus.wornImages()
        XCTAssertTrue(wornImages.allSatisfy { $0.conditions.contains("worn") && $0.specimen.wornInk })
        XCTAssertEqual(Set(wornImages.map(\.specimen.ink)), Set(StampSpecimen.Ink.allCases))
        XCTAssertEqual(Set(wornImages.map(\.specimen.shape)), Set(StampSpecimen.Shape.allCases))
        XCTAssertEqual(Set(wornImages.map(\.specimen.patternedPage)), [true, false])
        XCTAssertTrue(wornImages.contains { $0.conditions.contains("curved") })
        let otherSets = StampCorpus.images() + StampCorpus.padImages() + StampCorpus.photoImages()
        XCTAssertFalse(otherSets.contains { $0.specimen.wornInk || $0.conditions.contains("worn") })
    }

    /// A worn stamp is drawn worn: its ink takes up to half its strength and breaks into specks.
    /// Rendered, the stamp's darkest ink is paler than the same stamp's fresh, far less of it is
    /// inked, and it lies in many more pieces (the full tier only).
    func testAWornStampIsDrawnPaleAndSpecked() throws {
        try TestTier.requireFull("rendered worn stamp")
        try TestTool.require(.rsvgConvert, .imageMagick, .fonts)
        var specimen = try XCTUnwrap(StampCorpus.wornImages().first { $0.specimen.ink == .black && !$0.specimen.patternedPage }).specimen
        specimen.format = "png"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("worn-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func inkLevels(_ specimen: StampSpecimen) throws -> (darkest: Int, inked: Int, parts: Int) {
            let gray = try ImageLoader().load(StampSpecimenRenderer.render(specimen, into: directory)).luminance
            return (Int(gray.pixels.min() ?? 255), gray.pixels.filter { $0 < 200 }.count, gray.darkPartCount(stoppingPast: 100_000))
        }
        let worn = try inkLevels(specimen)
        specimen.wornInk = false
        specimen.name += "-fresh"
        let fresh = try inkLevels(specimen)
        // Fresh black ink is near black; worn ink keeps at most about half its strength.
        XCTAssertLessThan(fresh.darkest, 80)
        XCTAssertGreaterThan(worn.darkest, 100)
        // Blotches and specks leave far fewer pixels inked than the fresh stamp has.
        XCTAssertLessThan(Double(worn.inked), Double(fresh.inked) * 0.5)
        // Specks break the strokes into many more pieces than the fresh stamp's letters and
        // frame (blotches alone, a few letters wide, would not).
        print("worn stamp: darkest \(worn.darkest), inked \(worn.inked), parts \(worn.parts); fresh: \(fresh.darkest), \(fresh.inked), \(fresh.parts)")
        XCTAssertGreaterThan(worn.parts, fresh.parts * 4)
    }

    func testTheCorpusTextsMeetTheirFloorsAndNoWrongAnswerIsStrong() throws {
        let matcher = try XCTUnwrap(Self.matcher, "the gazetteer is needed")
        var tally = StampCorpusTally()
        // The fast tier reads every third text (a fixed sample across every category and script).
        let step = TestTier.sample(full: 1, fast: 3)
        for c in StampCorpus.cases().enumerated().filter({ $0.offset % step == 0 }).map(\.element) {
            tally.add(c, categories: [c.category], suggestions: try matcher.suggest(c.text), label: c.text.replacingOccurrences(of: "\n", with: " / "))
        }
        print("Stamp corpus texts:\n\(tally.report)")
        XCTAssertEqual(tally.all.strongWrong, 0, "a wrong top candidate must never be scored strong")
        // Floors a little under the measured figures, so that a regression fails here: the whole
        // corpus's (docs/performance.md) in the full tier, the third's in the fast one (country
        // first 96.0%, top 3 96.0%, airport first 92.5%, top 3 94.4%, mode 98.8% when set).
        let full = TestTier.isFull
        XCTAssertGreaterThanOrEqual(tally.all.countryFirstShare, full ? 0.97 : 0.95)
        XCTAssertGreaterThanOrEqual(tally.all.countryTop3Share, full ? 0.97 : 0.95)
        XCTAssertGreaterThanOrEqual(tally.all.airportFirstShare, full ? 0.93 : 0.91)
        XCTAssertGreaterThanOrEqual(tally.all.airportTop3Share, full ? 0.95 : 0.93)
        XCTAssertGreaterThanOrEqual(tally.all.modeShare, full ? 0.98 : 0.97)
    }

    /// A set of corpus texts suggested one by one and tallied by category, its report printed.
    static func tally(_ cases: [StampCorpusCase], with matcher: StampMatcher, name: String) throws -> StampCorpusTally {
        var tally = StampCorpusTally()
        for c in cases {
            tally.add(c, categories: [c.category], suggestions: try matcher.suggest(c.text), label: c.text.replacingOccurrences(of: "\n", with: " / "))
        }
        print("Stamp corpus, \(name):\n\(tally.report)")
        return tally
    }

    /// Tallies a set reported on its own, and checks its size, that no wrong answer is strong, and
    /// the floors under its measured rates (docs/performance.md).
    static func checkSet(_ cases: [StampCorpusCase], name: String, count: Int,
                         floors: [(KeyPath<StampCorpusTally.Rates, Double>, Double)], file: StaticString = #filePath, line: UInt = #line) throws {
        let tally = try Self.tally(cases, with: XCTUnwrap(Self.matcher, "the gazetteer is needed", file: file, line: line), name: name)
        XCTAssertEqual(tally.all.cases, count, file: file, line: line)
        XCTAssertEqual(tally.all.strongWrong, 0, file: file, line: line)
        for (rate, floor) in floors { XCTAssertGreaterThanOrEqual(tally.all[keyPath: rate], floor, file: file, line: line) }
    }

    func testTheSecondSetMeetsItsFloorsAndNoWrongAnswerIsStrong() throws {
        // Floors under the measured 21 of 24.
        try Self.checkSet(StampCorpus.secondSet(), name: "second set", count: 24, floors: [(\.countryFirstShare, 0.8), (\.airportTop3Share, 0.8)])
    }

    func testTheRenderedCorpusHasItsCountryInTheTopThree() throws {
        // Every eleventh image keeps CI within its time. Eleven shares no factor with the
        // cycles the corpus draws its shapes, inks and damage from (2 to 7), so the sample has
        // every condition in about its share; `waymark-bench stamp-corpus` reads all 220.
        // The sample has its country first for 18 of 20 and in the top 3 for 19.
        try checkScanned(StampCorpus.images().enumerated().filter { $0.offset % 11 == 0 }.map(\.element), as: "corpus images",
                         countryFirst: 0.72, countryTop3: 0.72)
    }

    /// Stamps as a pad leaves them (`StampCorpus.padImages`): black ink, blotchy ink. Every third
    /// image, rendered and scanned: the full tier only. The sample (none beside a neighbour) has
    /// its country first for 13 of 14 and in the top 3 for 14 (docs/performance.md).
    func testThePadSetSampleMeetsItsFloors() throws {
        try checkScanned(StampCorpus.padImages().enumerated().filter { $0.offset % 3 == 0 }.map(\.element), as: "pad set",
                         countryFirst: 0.85, countryTop3: 0.9)
    }

    /// Stamps photographed on a page lit from one side (`StampCorpus.photoImages`), every other
    /// one black with a red date band, every third page on a desk: all 30, rendered and scanned,
    /// the full tier only. They have their country first for 25 and in the top 3 for 25 (main
    /// before `PhotoSurround` read a wooden desk as red ink, and before `CoverEdge` a cover's
    /// burgundy edge beyond which a pale desk shows: 1 of those 5 first, against 4;
    /// docs/performance.md).
    func testThePhotoSetMeetsItsFloors() throws {
        try checkScanned(StampCorpus.photoImages(), as: "photo set", countryFirst: 0.7, countryTop3: 0.75)
    }

    /// Old stamps worn to a third to a half of their ink, blotched and specked
    /// (`StampCorpus.wornImages`), two in three on a patterned page: all 40, rendered and
    /// scanned, the full tier only. The worst the reader does: the set has its country first for
    /// 5 of 40 and in the top 3 for 7 (main before `WornInk` the same, one stamp gained and one
    /// lost; docs/performance.md); read mostly as junk, it must at least never be suggested
    /// strongly and wrongly.
    func testTheWornSetMeetsItsFloors() throws {
        try checkScanned(StampCorpus.wornImages(), as: "worn set", countryFirst: 0.1, countryTop3: 0.15)
    }

    /// A faded stamp photographed beside a fresher one whose corner the picture cuts off (the pad
    /// set's coloured stamps with a neighbour): the stamp's own ink is read first, not the
    /// corner's, for at least 6 of the 7 (main before `StampScanner.photographedStampFirst`: 3).
    /// The full tier only.
    func testAFadedStampIsReadBeforeItsNeighboursCutCorner() throws {
        try TestTier.requireFull("rendered pad set")
        let images = StampCorpus.padImages().filter { $0.conditions.contains("neighbour") && $0.conditions.contains("faded") }
        XCTAssertEqual(images.count, 7)
        let ownInkFirst = try scans(images).filter { image, scan in scan.reads.first?.separation == "\(image.specimen.ink.rawValue)_ink" }
        XCTAssertGreaterThanOrEqual(ownInkFirst.count, 6, "read in their own ink first: \(ownInkFirst.map(\.image.specimen.name))")
    }

    /// `images` rendered and scanned (the full tier only): no strong and wrong answer, and the
    /// country first and in the top 3 for at least the given shares.
    func checkScanned(_ images: [StampCorpusImage], as name: String, countryFirst: Double, countryTop3: Double,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        try TestTier.requireFull("rendered \(name)")
        let tally = try scanned(images, as: name)
        XCTAssertEqual(tally.all.strongWrong, 0, file: file, line: line)
        XCTAssertGreaterThanOrEqual(tally.all.countryFirstShare, countryFirst, file: file, line: line)
        XCTAssertGreaterThanOrEqual(tally.all.countryTop3Share, countryTop3, file: file, line: line)
    }

    /// `images` rendered and scanned with one engine, tallied by condition (the report printed).
    func scanned(_ images: [StampCorpusImage], as name: String) throws -> StampCorpusTally {
        var tally = StampCorpusTally()
        for (image, scan) in try scans(images) {
            tally.add(image.stamp, categories: image.conditions, suggestions: scan.suggestions, label: image.specimen.name)
        }
        print("Stamp \(name):\n\(tally.report)")
        return tally
    }

    /// `images` rendered and scanned with one engine.
    func scans(_ images: [StampCorpusImage]) throws -> [(image: StampCorpusImage, scan: StampScanner.Scan)] {
        try TestTool.require(.tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        let matcher = try XCTUnwrap(Self.matcher, "the gazetteer is needed")
        let scanner = StampScanner(engine: try TesseractEngine(), matcher: matcher)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try images.map { image in (image, try scanner.scan(StampSpecimenRenderer.render(image.specimen, into: directory))) }
    }
}
