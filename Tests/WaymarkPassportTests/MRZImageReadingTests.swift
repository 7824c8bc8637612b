import Foundation
import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkPassport
import WaymarkSamples

/// Identity pages drawn by the test itself (SVG rendered by rsvg-convert, JPEGs written by
/// ImageMagick) with the ICAO 9303 specimens' MRZs in a monospaced font: the fields read from the
/// image must be the specimen's printed values. A damaged image and a page without an MRZ are
/// errors, never a guess.
final class MRZImageReadingTests: XCTestCase {
    /// Made once for the class (loading the models is the slow part); not thread-safe, and XCTest
    /// runs a class's tests one after another.
    nonisolated(unsafe) static let reader: MRZImageReader? = try? MRZImageReader(parser: MRZParser(calendar: MRZCalendar(today: "2026-11-30")))

    override func setUpWithError() throws { try TestTool.require(.tesseractEnglish, .rsvgConvert, .imageMagick, .fonts) }

    func reader() throws -> MRZImageReader {
        try XCTUnwrap(Self.reader, "tesseract and its English data (tesseract-ocr-eng) are needed")
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrz-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func read(_ specimen: MRZSpecimen) throws -> MRZImageReader.Result {
        let path = try StampSpecimenRenderer.render(specimen, into: try scratch())
        return try reader().read(path)
    }

    func lines(_ mrz: String) -> [String] { mrz.split(separator: "\n").map(String.init) }

    /// The holder of ICAO 9303's specimens, as its Part 4 and Part 5 print her.
    func assertAnnaMariaEriksson(_ r: MRZReading, file: StaticString = #filePath, line: UInt = #line) {
        // Valid, or repaired with each change listed (OCR reads a 0 as O now and then).
        XCTAssertTrue(r.status.isAccepted, "\(r.status): \(r.problems) \(r.doubts)", file: file, line: line)
        XCTAssertEqual(r.issuingState, "UTO", file: file, line: line)
        XCTAssertEqual(r.surname, "ERIKSSON", file: file, line: line)
        XCTAssertEqual(r.givenNames, "ANNA MARIA", file: file, line: line)
        XCTAssertEqual(r.nationality, "UTO", file: file, line: line)
        XCTAssertEqual(r.birthDate.date, "1974-08-12", file: file, line: line)
        XCTAssertEqual(r.sex, "F", file: file, line: line)
        XCTAssertEqual(r.expiryDate.date, "2012-04-15", file: file, line: line)
    }

    func testThePassportSpecimensFieldsAreReadFromAPhotoOfItsPage() throws {
        let result = try read(MRZSpecimen(name: "td3", lines: lines(ICAOSpecimens.td3)))
        let r = result.reading
        XCTAssertEqual(r.format, .td3)
        XCTAssertEqual(r.documentCode, "P")
        XCTAssertEqual(r.documentNumber, "L898902C3")
        XCTAssertEqual(r.optionalData, "ZE184226B")
        assertAnnaMariaEriksson(r)
        XCTAssertEqual(r.lines, lines(ICAOSpecimens.td3), "after the check-digit repairs, the MRZ as printed")
        XCTAssertEqual(result.ocr.mrzLines, r.linesRead)
        XCTAssertEqual(result.ocr.rotationDegrees, 0, accuracy: 0.5)
    }

    func testTheIdentityCardSpecimensThreeLinesAreReadFromAPhoto() throws {
        try TestTier.requireFull("reads a photographed identity card (the passport page is read in the fast tier)")
        let r = try read(MRZSpecimen(name: "td1", lines: lines(ICAOSpecimens.td1))).reading
        XCTAssertEqual(r.format, .td1)
        XCTAssertEqual(r.documentCode, "I")
        XCTAssertEqual(r.documentNumber, "D23145890")
        assertAnnaMariaEriksson(r)
        XCTAssertEqual(r.lines, lines(ICAOSpecimens.td1))
    }

    func testATurnedNoisyJPEGOfThePageIsLevelledAndReadTheSame() throws {
        try TestTier.requireFull("reads a turned, noisy photo of the page")
        let result = try read(MRZSpecimen(name: "td3-turned-noisy", lines: lines(ICAOSpecimens.td3), degrees: 6, noisy: true, format: "jpg"))
        // Turning the page 6° clockwise is undone by turning it 6° back.
        XCTAssertEqual(result.ocr.rotationDegrees, -6, accuracy: 1)
        // Read as printed. The noise makes a rendering of the band read ERIKSSON's I as L, which
        // no check digit can settle: the reading is then doubtful with the place named, and never
        // accepted with a name it cannot vouch for.
        let r = result.reading
        XCTAssertEqual(r.documentNumber, "L898902C3")
        XCTAssertEqual(r.birthDate.date, "1974-08-12")
        XCTAssertEqual(r.expiryDate.date, "2012-04-15")
        if r.status.isAccepted {
            assertAnnaMariaEriksson(r)
        } else {
            XCTAssertEqual(r.status, .doubtful, "\(r.problems)")
            XCTAssertFalse(r.doubts.isEmpty)
            XCTAssertTrue(r.doubts.allSatisfy { $0.field == .name }, "\(r.doubts)")
        }
    }

    func testAPageUpsideDownIsReadTheRightWayUp() throws {
        try TestTier.requireFull("reads an upside-down page")
        let result = try read(MRZSpecimen(name: "td3-upside-down", lines: lines(ICAOSpecimens.td3), degrees: 180))
        assertAnnaMariaEriksson(result.reading)
        XCTAssertEqual(abs(result.ocr.rotationDegrees), 180, accuracy: 1)
    }

    func testAMisprintedCheckDigitIsShownFailingNeverFixed() throws {
        try TestTier.requireFull("reads a page with a misprinted check digit (MRZRepairTests checks the same on typed text)")
        // The birth date's check digit printed as 3 instead of 2: no repair can make it agree.
        let damaged = lines(ICAOSpecimens.td3.replacingOccurrences(of: "7408122F", with: "7408123F"))
        let r = try read(MRZSpecimen(name: "td3-bad-check", lines: damaged)).reading
        XCTAssertEqual(r.status, .invalid)
        XCTAssertEqual(r.failingChecks, [.birthDate, .composite])
        XCTAssertEqual(r.birthDate.printed, "740812", "the date as printed; only the check digit is wrong")
    }

    func testAPageWithoutAnMRZSaysSoInsteadOfGuessing() throws {
        try TestTier.requireFull("reads a page without an MRZ (`passport read` of one runs in the fast tier: ImageToRecordCommandTests)")
        let path = try StampSpecimenRenderer.render(MRZSpecimen(name: "no-mrz", lines: []), into: try scratch())
        XCTAssertThrowsError(try reader().read(path)) { error in
            guard case .noMRZ(let named, _)? = error as? MRZImageReader.ReadError else { return XCTFail("\(error)") }
            XCTAssertEqual(named, path)
            XCTAssertTrue("\(error)".contains("no MRZ found"), "\(error)")
        }
    }

    func testADamagedImageIsRefusedNamingTheFile() throws {
        let directory = try scratch()
        let path = try StampSpecimenRenderer.render(MRZSpecimen(name: "whole", lines: lines(ICAOSpecimens.td3), format: "jpg"), into: directory)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let cut = directory.appendingPathComponent("cut.jpg").path
        try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: cut))
        XCTAssertThrowsError(try reader().read(cut)) { error in
            guard case .image(.corrupt(let named, _))? = error as? MRZImageReader.ReadError else { return XCTFail("\(error)") }
            XCTAssertEqual(named, cut)
        }
    }

    func testTheMRZEngineReadsWithoutDictionariesAndOnlyMRZCharacters() throws {
        let engine = try reader().engine
        XCTAssertEqual(engine.boolVariable("load_system_dawg"), false)
        XCTAssertEqual(engine.boolVariable("load_freq_dawg"), false)
        XCTAssertEqual(engine.stringVariable("tessedit_char_whitelist"), "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")
    }

    /// Read cell by cell, every line has its exact length and the runs of fillers come out whole.
    /// (Digits read alone are less sure than in a whole line — a 7 may read as T — which is why
    /// the reader keeps a line the whole-line reading got to its exact length.)
    func testCutIntoItsCellsEveryLineIsReadToItsExactLength() throws {
        let path = try StampSpecimenRenderer.render(MRZSpecimen(name: "cells", lines: lines(ICAOSpecimens.td1)), into: try scratch())
        let image = try ImageLoader(workingSide: 2000).load(path).luminance
        let engine = try reader().engine
        let located = try XCTUnwrap(MRZLineFinder.locate(in: engine.readBoxes(image, level: .line).boxes))
        XCTAssertEqual(located.characters, 30)
        XCTAssertEqual(located.lines.count, 3)
        let spread = try XCTUnwrap(MRZCellReader.spread(image, lines: located.lines, characters: 30))
        XCTAssertEqual(spread.cells.count, 30)
        let grid = MRZCellReader.read(spread, engine: engine).lines
        XCTAssertEqual(grid.map(\.count), [30, 30, 30])
        let printed = lines(ICAOSpecimens.td1)
        XCTAssertEqual(grid[0], printed[0])
        XCTAssertEqual(grid[2], printed[2])
        XCTAssertTrue(grid[1].hasSuffix("UTO<<<<<<<<<<<6") || grid[1].hasSuffix("UT0<<<<<<<<<<<6"), grid[1])
    }

    /// A page photographed from near its top edge: the top drawn 14% narrower each side, on a
    /// grey table. Its band is found from its print alone, before any reading, and mapped back
    /// to a rectangle whose two lines read as the specimen's MRZ.
    func testAPagePhotographedAtASlantHasItsBandFoundAndStraightenedBeforeReading() throws {
        try TestTier.requireFull("reads a page photographed at a slant")
        var page = MRZSpecimen(name: "td3-slant", lines: lines(ICAOSpecimens.td3), surround: "#4a4640")
        page.mrzFontSize = MRZSpecimen.spanningSize(for: page.lines)
        let directory = try scratch()
        let png = try StampSpecimenRenderer.render(page, into: directory)
        let w = Double(MRZSpecimen.width), h = Double(MRZSpecimen.height)
        let corners = "0,0 \(Int(w * 0.14)),0  \(Int(w)),0 \(Int(w * 0.86)),0  \(Int(w)),\(Int(h)) \(Int(w)),\(Int(h))  0,\(Int(h)) 0,\(Int(h))"
        let photo = directory.appendingPathComponent("td3-slant.jpg").path
        try StampSpecimenRenderer.run("convert", [png, "-virtual-pixel", "background", "-background", "#4a4640", "-distort", "Perspective", corners,
                                                  "-quality", "85", photo], package: "imagemagick")
        let image = try ImageLoader(workingSide: 2000).load(photo).luminance
        let band = try XCTUnwrap(MRZBandFinder.band(image), "the band is found")
        XCTAssertEqual(band.lines, 2)
        XCTAssertGreaterThan(band.image.width, 4 * band.image.height, "a band of two long lines, not the page")
        // Read whole, the band is the MRZ's two lines and nothing else (a run of fillers may come
        // out a few fillers short: the reader then reads the band cell by cell).
        let read = try reader().engine.readBoxes(band.image, level: .line).boxes.map { MRZImageReader.compact($0.text) }.filter { !$0.isEmpty }
        XCTAssertEqual(read.count, 2, "\(read)")
        XCTAssertTrue(read.first?.hasPrefix("P<UTOERIKSSON<<ANNA<MARIA<<") == true, "\(read)")
        XCTAssertTrue(read.last?.hasPrefix("L898902C36") == true, "\(read)")
        let r = try reader().read(photo).reading
        assertAnnaMariaEriksson(r)
        XCTAssertEqual(r.documentNumber, "L898902C3")
    }

    func testTheLowestRunOfMRZShapedLinesIsTaken() {
        let td3 = lines(ICAOSpecimens.td3)
        XCTAssertEqual(MRZLineFinder.mrzLines(in: ["PASSPORT", "ERIKSSON"] + td3)?.lines, td3)
        XCTAssertEqual(MRZLineFinder.mrzLines(in: lines(ICAOSpecimens.td1) + ["X"])?.lines, lines(ICAOSpecimens.td1))
        // A filler lost by OCR: still the MRZ's lines, not of its exact shape.
        let short = [td3[0], String(td3[1].dropLast(3)) + "10"]
        XCTAssertEqual(MRZLineFinder.mrzLines(in: short)?.lines, short)
        XCTAssertEqual(MRZLineFinder.mrzLines(in: short)?.exact, false)
        XCTAssertNil(MRZLineFinder.mrzLines(in: ["PASSPORT", "UTOPIA", "ERIKSSON ANNA MARIA"]))
        XCTAssertNil(MRZLineFinder.mrzLines(in: [String(repeating: "A", count: 44), String(repeating: "B", count: 44)]), "no filler: not an MRZ")
    }
}
