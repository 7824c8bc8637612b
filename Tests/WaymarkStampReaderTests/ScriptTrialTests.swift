import Foundation
@testable import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader
import WaymarkSamples

/// The trial of the script models: the lines the Latin model read unsurely are cut out, read by
/// every script's model, and the model that reads its own letters best is chosen; a model that
/// reads them surely ends the trial.
final class ScriptTrialTests: XCTestCase {
    func box(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int, confidence: Double = 40) -> TesseractEngine.TextBox {
        TesseractEngine.TextBox(text: "x", left: left, top: top, right: right, bottom: bottom, confidence: confidence)
    }

    /// The sample holds the boxes' pixels and `pad` round them, in a white margin; ink outside
    /// them is left out, between them too.
    func testTheSampleHoldsTheUnsureLinesWithTheirPadInAWhiteMargin() throws {
        // 100 × 60, pixel value = its column (below 250: all ink), so each kept pixel shows where it came from.
        let image = GrayImage(width: 100, height: 60, pixels: (0..<60).flatMap { _ in (0..<100).map { UInt8($0) } })
        let sample = try XCTUnwrap(image.cropped(to: [box(20, 10, 29, 14), box(40, 30, 49, 34)], pad: 2, margin: 5))
        // Columns 18…51, rows 8…36, plus 5 white each side.
        XCTAssertEqual(sample.width, 34 + 10)
        XCTAssertEqual(sample.height, 29 + 10)
        XCTAssertEqual(sample.pixels[5 * sample.width + 5], 18)
        XCTAssertEqual(sample.pixels[(sample.height - 6) * sample.width + sample.width - 6], 51)
        XCTAssertTrue(sample.pixels.prefix(5 * sample.width).allSatisfy { $0 == 255 })
        XCTAssertTrue((0..<sample.height).allSatisfy { sample.pixels[$0 * sample.width + 4] == 255 })
        // Inside the boxes and their pad the image shows; between them (column 35, row 20;
        // column 22, row 33) a frame's piece or a speck would lie, and it is white.
        func pixel(_ x: Int, _ y: Int) -> UInt8 { sample.pixels[(y - 8 + 5) * sample.width + (x - 18 + 5)] }
        XCTAssertEqual(pixel(25, 12), 25)
        XCTAssertEqual(pixel(51, 36), 51)
        XCTAssertEqual(pixel(31, 16), 31)
        XCTAssertEqual(pixel(32, 12), 255)
        XCTAssertEqual(pixel(35, 20), 255)
        XCTAssertEqual(pixel(22, 33), 255)
        // Boxes at the border are cut to the image; boxes wholly outside it give nothing.
        let edge = try XCTUnwrap(image.cropped(to: [box(90, 50, 120, 70)], pad: 3, margin: 1))
        XCTAssertEqual(edge.width, 13 + 2)
        XCTAssertEqual(edge.height, 13 + 2)
        XCTAssertNil(image.cropped(to: [box(200, 10, 210, 20)], pad: 3, margin: 1))
        XCTAssertNil(image.cropped(to: [], pad: 3, margin: 1))
    }

    /// A model's reading is junk without a known word and under the confidence a second reading
    /// needs; the Latin reading settles which way up the ink was read by a line read surely with
    /// letters or by a date's shape, neither of which a reading upside down holds.
    func testJunkAndASettledWayUp() {
        let junk = TesseractEngine.Reading(text: "द्ाम्टलणछ", confidence: 19)
        XCTAssertTrue(StampScanner.readsJunk(junk, .init(knownWords: 0, quality: 59)))
        XCTAssertFalse(StampScanner.readsJunk(junk, .init(knownWords: 1, quality: 59)))
        XCTAssertFalse(StampScanner.readsJunk(.init(text: "מעבר", confidence: StampScanner.leastSecondReadingConfidence), .init(knownWords: 0, quality: 59)))
        func line(_ text: String, _ confidence: Double) -> TesseractEngine.TextBox {
            TesseractEngine.TextBox(text: text, left: 0, top: 0, right: 100, bottom: 20, confidence: confidence)
        }
        XCTAssertTrue(StampScanner.wayUpIsSettled([line("CIT WL", 32), line("ARRIVAL", 92)]))
        XCTAssertTrue(StampScanner.wayUpIsSettled([line("CIT WL", 32), line("03.04.2023", 60)]))
        XCTAssertFalse(StampScanner.wayUpIsSettled([line("CIT WL", 32), line("EZOZ'70'E0", 40)]))
        XCTAssertFalse(StampScanner.wayUpIsSettled([line("1029", 95)]), "digits alone, surely read, are no date's shape")
    }

    /// Every model reads Latin letters and digits too: only letters outside ASCII tell a model
    /// that read its own script from one that read the Latin lines or nothing.
    /// A page's guilloche read as text gives dozens of unsure lines of junk; every script model
    /// would read it for seconds, and it is no stamp in another script: no other script is tried.
    func testAPagesPatternReadAsDozensOfUnsureLinesIsTriedInNoOtherScript() {
        func lines(_ n: Int) -> [TesseractEngine.TextBox] {
            (0..<n).map { TesseractEngine.TextBox(text: "SS SAN", left: 0, top: $0 * 20, right: 200, bottom: $0 * 20 + 16, confidence: 40) }
        }
        XCTAssertTrue(StampScanner.readsLikeAStamp(unsure: StampScanner.unsureLines(lines(6))))
        XCTAssertTrue(StampScanner.readsLikeAStamp(unsure: StampScanner.unsureLines(lines(StampScanner.mostUnsureLines))))
        XCTAssertFalse(StampScanner.readsLikeAStamp(unsure: StampScanner.unsureLines(lines(80))))
        // Lines read surely are no part of the count: a long Latin reading is still a stamp's.
        let sure = (0..<40).map { TesseractEngine.TextBox(text: "ENTRY", left: 0, top: $0 * 20, right: 200, bottom: $0 * 20 + 16, confidence: 95) }
        XCTAssertTrue(StampScanner.readsLikeAStamp(unsure: StampScanner.unsureLines(sure + lines(3))))
    }

    func testAModelIsJudgedByTheLettersOfItsOwnScript() {
        let reading = { (text: String, confidence: Int) in TesseractEngine.Reading(text: text, confidence: confidence) }
        XCTAssertEqual(StampScanner.scriptQuality(reading("ASPONOPT 12.05.2019", 95)), 0)
        XCTAssertEqual(StampScanner.scriptQuality(reading("", 95)), 0)
        XCTAssertGreaterThan(StampScanner.scriptQuality(reading("АЭРОПОРТ", 60)), StampScanner.scriptQuality(reading("АЭ 12.05.2019", 90)))
        // Surer of as many letters, or as sure of more, is better.
        XCTAssertGreaterThan(StampScanner.scriptQuality(reading("ລາວ ເຂົ້າ", 80)), StampScanner.scriptQuality(reading("ລາວ ເຂົ້າ", 50)))
        XCTAssertGreaterThan(StampScanner.scriptQuality(reading("საქართველო", 70)), StampScanner.scriptQuality(reading("სა", 70)))
    }

    /// A reading sure of its script ends the trial: letters outside ASCII, two at least, read
    /// surely. Latin and digits, one letter (a speck read as a letter) or junk read unsurely do not.
    func testAReadingIsSureOfItsScriptWithTwoLettersOfItsOwnReadSurely() {
        let reading = { (text: String, confidence: Int) in TesseractEngine.Reading(text: text, confidence: confidence) }
        XCTAssertTrue(StampScanner.readsOwnScriptSurely(reading("АЭРОПОРТ", 90)))
        XCTAssertTrue(StampScanner.readsOwnScriptSurely(reading("入境 12.05.2019", StampScanner.sureOfScript)))
        XCTAssertFalse(StampScanner.readsOwnScriptSurely(reading("ASPONOPT 12.05.2019", 96)))
        XCTAssertFalse(StampScanner.readsOwnScriptSurely(reading("", 95)))
        XCTAssertFalse(StampScanner.readsOwnScriptSurely(reading("ก 12.05.2019", 95)))
        XCTAssertFalse(StampScanner.readsOwnScriptSurely(reading("ไดฉับ๑ )ไไร๑", StampScanner.sureOfScript - 1)))
    }

    /// The trial reads with every installed model and keeps the best score, unless a reading
    /// is sure: then it stops there. A scored reading that ends the trial (a known word read
    /// worn) stops it too, with the best reading so far, unsure. A sample no model's reading is
    /// scored on chooses none. Every script's model is in the trial once.
    func testTheTrialKeepsTheBestModelAndStopsAtTheFirstSureOne() throws {
        try TestTool.require(.tesseractEnglish, RenderedStampScanTests.scriptModels)
        let scripts = try ScriptReaders()
        let blank = GrayImage(width: 120, height: 40, pixels: [UInt8](repeating: 255, count: 120 * 40))
        let installed = ScriptReaders.models.filter { scripts.engine(languages: $0) != nil }
        XCTAssertEqual(ScriptReaders.models.sorted(), Set(ScriptReaders.languages.values).sorted())
        XCTAssertGreaterThanOrEqual(installed.count, 2, "the Arabic and the Cyrillic and Greek models")
        var read = 0
        XCTAssertNil(scripts.trial(blank, score: { _ -> Double? in read += 1; return nil }, isSure: { _ in false }))
        XCTAssertEqual(read, installed.count)
        // Scores rising with each model read: the last is best.
        read = 0
        XCTAssertEqual(scripts.trial(blank, score: { _ in read += 1; return Double(read) }, isSure: { _ in false })?.language, installed.last)
        // The second model's reading is sure: no model after it reads.
        read = 0
        var judged = 0
        let sure = scripts.trial(blank, score: { _ in read += 1; return 100 }, isSure: { _ in judged += 1; return judged == 2 })
        XCTAssertEqual(sure?.language, installed[1])
        XCTAssertEqual(judged, 2)
        // The third model's reading ends the trial: no model after it reads, and the second
        // model's reading, scored above it, wins unsure.
        XCTAssertGreaterThan(installed.count, 3)
        read = 0
        let ended = scripts.trial(blank, score: { _ in read += 1; return read == 2 ? 10 : Double(read) }, isSure: { _ in false },
                                  ends: { _, _ in read == 3 })
        XCTAssertEqual(read, 3)
        XCTAssertEqual(ended?.language, installed[1])
        XCTAssertEqual(ended?.sure, false)
    }

    /// Tesseract's Chinese and Japanese models, the last two of the trial.
    static let hanModels = TestTool(name: "tesseract's Chinese and Japanese data",
                                    install: "sudo apt-get install -y tesseract-ocr-chi-sim tesseract-ocr-jpn") {
        let data = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? TesseractEngine.debianDataDirectory
        return ["chi_sim", "jpn"].allSatisfy { FileManager.default.fileExists(atPath: "\(data)/\($0).traineddata") }
    }

    /// The Japanese model reads Han letters too: a known Han word read by the Chinese model
    /// ("空港" on a Japanese stamp) does not end the trial before the Japanese model reads.
    func testAHanWordReadByTheChineseModelLeavesTheJapaneseModelToRead() throws {
        try TestTool.require(.tesseractEnglish, RenderedStampScanTests.scriptModels, Self.hanModels)
        let scripts = try ScriptReaders()
        let blank = GrayImage(width: 120, height: 40, pixels: [UInt8](repeating: 255, count: 120 * 40))
        let installed = ScriptReaders.models.filter { scripts.engine(languages: $0) != nil }
        let han = try XCTUnwrap(installed.firstIndex(of: "chi_sim"))
        XCTAssertEqual(installed.last, "jpn")
        var read = 0
        let winner = scripts.trial(blank, score: { _ in read += 1; return read == han + 1 ? 10 : 0 }, isSure: { _ in false },
                                   ends: { _, _ in read == han + 1 })
        XCTAssertEqual(read, installed.count, "the Japanese model read after the Chinese one")
        XCTAssertEqual(winner?.language, "chi_sim", "its reading still scored best")
    }
}

extension ScriptTrialTests {
    /// A scanner with the script models, for tests that render stamps and read them with every
    /// model; skips unless the full tier runs with `models` installed.
    func scannerWithScripts(_ models: [String]) throws -> (scanner: StampScanner, scripts: ScriptReaders, directory: URL) {
        try TestTier.requireFull("renders and reads stamps with every script model")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        let data = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? TesseractEngine.debianDataDirectory
        guard (["osd"] + models).allSatisfy({ FileManager.default.fileExists(atPath: "\(data)/\($0).traineddata") }) else {
            throw XCTSkip("needs tesseract-ocr-{\((["osd"] + models).joined(separator: ","))}")
        }
        let (engine, matcher) = try XCTUnwrap(RenderedStampScanTests.shared, "tesseract and the gazetteer are needed")
        let scanner = StampScanner(engine: engine, matcher: matcher)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return (scanner, try XCTUnwrap(scanner.scripts), directory)
    }

    /// A blue rectangular stamp of `lines` rendered and read by the Latin model, and the trial's
    /// sample of it: the lines read unsurely, cut out of the ink with the sure ones whitened.
    func trialSample(_ lines: [String], named name: String, _ scanner: StampScanner, in directory: URL) throws
        -> (sample: GrayImage, upright: GrayImage, lines: [TesseractEngine.TextBox]) {
        let specimen = StampSpecimen(name: name, country: "", lines: lines, shape: .rectangle, ink: .blue,
                                     degrees: 0, faded: false, patternedPage: false, overprint: nil, format: "png")
        let rgb = try scanner.loader.load(try StampSpecimenRenderer.render(specimen, into: directory))
        let ink = try XCTUnwrap(InkSeparation.candidates(rgb).first)
        let (_, upright, read) = try scanner.read(ink)
        let unread = upright.whitened(read.filter { $0.confidence >= StampScanner.readConfidently })
        let sample = try XCTUnwrap(StampScanner.unsureSample(unread, unsure: StampScanner.unsureLines(read)), "\(read)")
        return (sample, upright, read)
    }

    /// Stamps in scripts the detector misnames on a stamp's few letters (Lao called Bengali,
    /// Georgian and Armenian called Arabic, Bengali called Greek), beside a date the Latin model
    /// reads surely: the Latin reading's unsure lines, cut out and read by every model, choose
    /// the stamp's own script's model.
    func testTheTrialChoosesTheModelOfTheScriptTheStampIsWrittenIn() throws {
        let (scanner, scripts, directory) = try scannerWithScripts(["lao", "kat", "hye", "ben"])
        let stamps: [(language: String, lines: [String])] = [
            ("lao", ["ລາວ", "ເຂົ້າ", "12.03.2019"]),
            ("kat", ["საქართველო", "შესვლა", "05.06.2017"]),
            ("hye", ["ՀԱՅԱՍՏԱՆ", "ՄՈՒՏՔ", "21.09.2018"]),
            ("ben", ["বাংলাদেশ", "আগমন", "14.02.2020"]),
        ]
        for stamp in stamps {
            let (sample, upright, lines) = try trialSample(stamp.lines, named: "trial-\(stamp.language)", scanner, in: directory)
            XCTAssertLessThan(sample.width * sample.height, upright.width * upright.height)
            let winner = try XCTUnwrap(scripts.trial(sample, score: scanner.trialRank, isSure: StampScanner.readsOwnScriptSurely))
            XCTAssertEqual(winner.language, stamp.language, "\(winner.reading.text) | Latin lines: \(lines.map { "\($0.text) c\(Int($0.confidence))" })")
        }
    }

    /// A stamp the Latin model read upside down, whose script the detector misnamed: no model
    /// reads its sample as it stands, so the trial reads it turned half round too
    /// (`trialWinner` with `eitherWayUp`), where the stamp's own model reads it, and says so.
    func testASampleReadUpsideDownIsTriedTurnedHalfRoundToo() throws {
        let (scanner, scripts, directory) = try scannerWithScripts(["heb"])
        let (sample, _, _) = try trialSample(["מעבר יצחק רבין", "אילת", "כניסה", "03.04.2023"], named: "trial-heb-turned", scanner, in: directory)
        let upsideDown = sample.turnedHalfRound()
        let asItStands = try scanner.trialWinner(scripts, upsideDown, upsideDown: false, eitherWayUp: false)
        XCTAssertNotEqual(asItStands?.winner.language, "heb", "read upside down, the Hebrew model is not the one chosen")
        let eitherWay = try XCTUnwrap(try scanner.trialWinner(scripts, upsideDown, upsideDown: false, eitherWayUp: true))
        XCTAssertEqual(eitherWay.winner.language, "heb", eitherWay.winner.reading.text)
        XCTAssertTrue(eitherWay.turned)
    }
}
