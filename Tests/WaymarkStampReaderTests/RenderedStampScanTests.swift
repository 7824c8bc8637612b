import Foundation
import WaymarkGazetteer
import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader
import WaymarkSamples
import WaymarkStampCorpus

/// Stamps drawn by the test itself (SVG rendered by rsvg-convert, JPEGs written by ImageMagick):
/// oval, rectangular and round; turned −180° to 180°; faded; overprinted by a second ink; on a
/// patterned page; PNG and JPEG. The scan must find each stamp's country in its top three.
final class RenderedStampScanTests: XCTestCase {
    /// Made once for the class (loading the models is the slow part). Neither is thread-safe, and
    /// XCTest runs a class's tests one after another, never two at once.
    nonisolated(unsafe) static let shared: (TesseractEngine, StampMatcher)? = {
        guard let engine = try? TesseractEngine(), let matcher = StampMatcherTests.matcher else { return nil }
        return (engine, matcher)
    }()

    func scanner() throws -> StampScanner {
        try TestTier.requireFull("renders and scans 40 stamps")
        try TestTool.require(.gazetteer, .tesseractEnglish, .rsvgConvert, .imageMagick, .fonts)
        let (engine, matcher) = try XCTUnwrap(Self.shared, "tesseract (tesseract-ocr-eng) and the gazetteer are needed")
        return StampScanner(engine: engine, matcher: matcher)
    }

    /// What each pass read, for a failing assertion's message.
    static func described(_ reads: [StampScanner.Read]) -> String {
        reads.map { "\($0.separation): \($0.text)" }.joined(separator: " | ")
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAtLeastNineInTenRenderedStampsHaveTheirCountryInTheTopThree() throws {
        let scanner = try scanner()
        let directory = try scratch()
        let set = StampSpecimen.renderedSet()
        var found = 0, foundFirst = 0
        var lines: [String] = []
        for specimen in set {
            let path = try StampSpecimenRenderer.render(specimen, into: directory)
            let scan = try scanner.scan(path)
            let countries = scan.suggestions.candidates.prefix(3).map { $0.chain.country?.id.code }
            let ok = countries.contains(specimen.country)
            if ok { found += 1 }
            if countries.first == specimen.country { foundFirst += 1 }
            let reads = scan.reads.map { "\($0.separation) \($0.rotationDegrees)° c\($0.confidence): \($0.text.split(whereSeparator: \.isNewline).joined(separator: " / "))" }
            lines.append("\(ok ? "ok  " : "MISS") \(specimen.name) \(specimen.shape) \(specimen.ink) \(specimen.degrees)° faded=\(specimen.faded) page=\(specimen.patternedPage) over=\(specimen.overprint != nil) \(specimen.format) → \(countries.map { $0 ?? "-" }) | \(reads.joined(separator: " || "))")
        }
        print("Rendered stamps: \(found)/\(set.count) country in top 3, \(foundFirst)/\(set.count) first\n" + lines.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(Double(found) / Double(set.count), 0.9)
    }

    /// Two round stamps whose names run only along the ring: the state's name above, the
    /// crossing below, the date across the middle.
    static let ringStamps: [(country: String, lines: [String])] = [
        ("HR", ["REPUBLIKA HRVATSKA", "12.05.19", "ZAGREB"]),
        ("FI", ["SUOMI FINLAND", "03.07.18", "VAALIMAA"]),
    ]

    /// Each of `ringStamps` drawn as a PNG (turned and inked as `looks` says, in order) and
    /// scanned, with its country and its reads joined into one line for a failing assertion.
    func scanRingStamps(_ looks: [(degrees: Double, ink: StampSpecimen.Ink)], name: String, faded: Bool, overprint: [String]?) throws
        -> [(country: String, scan: StampScanner.Scan, reads: String)] {
        let scanner = try scanner()
        let directory = try scratch()
        return try zip(Self.ringStamps, looks).map { stamp, look in
            let specimen = StampSpecimen(name: "\(name)-\(stamp.country.lowercased())", country: stamp.country, lines: stamp.lines, shape: .round,
                                         ink: look.ink, degrees: look.degrees, faded: faded, patternedPage: false, overprint: overprint,
                                         format: "png", curved: true)
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            return (stamp.country, scan, Self.described(scan.reads))
        }
    }

    /// Round stamps whose only names run along the ring, letter by letter on the curve (the upper
    /// line with its letters' tops outward, the lower with them inward), at any angle: read by
    /// unwrapping the ring, since the plain reading sees only the date in the middle.
    func testARoundStampWhoseNamesRunAlongItsRingIsRead() throws {
        for (country, scan, reads) in try scanRingStamps([(40, .blue), (-125, .violet)], name: "ring", faded: false, overprint: nil) {
            XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, country, reads)
            XCTAssertTrue(scan.reads.contains { $0.separation.contains("ring") }, reads)
        }
    }

    /// A ring lettered most of the way round, closely (the authority above, the airport below,
    /// in a plain bold face, as Brazil's federal police print them): the letters' feet, and the
    /// lower line's tops, make rows of the strip that are ink along most of it, as a frame's line
    /// is. They are the letters' own, and the airport named only on the ring is read whole.
    func testARingLetteredCloselyAllRoundIsReadWithItsLettersWhole() throws {
        let scanner = try scanner()
        let directory = try scratch()
        func arc(_ text: String, radius: Double, top: Bool) -> String {
            let letters = Array(text), step = 44.0 * 0.74 / radius, middle = Double(letters.count - 1) / 2
            return letters.enumerated().filter { $0.element != " " }.map { i, letter in
                let degrees = (Double(i) - middle) * step * (top ? 1 : -1) * 180 / .pi
                return "<text transform=\"rotate(\(degrees)) translate(0 \(top ? -radius : radius + 33))\" text-anchor=\"middle\" "
                    + "font-family=\"Noto Sans\" font-weight=\"bold\" font-size=\"44\">\(letter)</text>"
            }.joined()
        }
        for (degrees, ink) in [(15, "#b0282f"), (-60, "#24408e")] {
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#f7f3e8"/>
                <g transform="translate(400 400) rotate(\(degrees))" fill="\(ink)" stroke="\(ink)">
                <circle r="320" fill="none" stroke-width="8"/><circle r="222" fill="none" stroke-width="4"/>
                <g stroke="none">\(arc("POLÍCIA FEDERAL • BRASIL", radius: 258, top: true))\(arc("AEROPORTO GUARULHOS SP", radius: 255, top: false))
                <text y="-10" text-anchor="middle" font-family="Noto Sans" font-weight="bold" font-size="52">ENTRADA</text>
                <text y="60" text-anchor="middle" font-family="Noto Sans" font-weight="bold" font-size="44">10 DEZ 2016</text></g></g></svg>
                """
            let svgFile = directory.appendingPathComponent("ring-\(degrees).svg"), png = directory.appendingPathComponent("ring-\(degrees).png")
            try svg.write(to: svgFile, atomically: true, encoding: .utf8)
            try StampSpecimenRenderer.run("rsvg-convert", ["-o", png.path, svgFile.path], package: "librsvg2-bin")
            let scan = try scanner.scan(png.path)
            let reads = Self.described(scan.reads)
            XCTAssertEqual(scan.suggestions.candidates.first?.chain.airport?.id.code, "GRU", reads)
            XCTAssertTrue(scan.reads.contains { $0.separation.contains("ring") && $0.text.contains("GUARULHOS") }, reads)
        }
    }

    /// A faded round stamp whose names run only along its ring, overprinted by a fresh stamp in
    /// another ink that names nothing: the fresh ink is read first as the stamp's own, and the
    /// faded one after it, so the faded one's ring is unwrapped and read too.
    func testTheRingOfAStampUnderAnotherInkIsReadToo() throws {
        for (country, scan, reads) in try scanRingStamps([(30, .violet), (-20, .blue)], name: "ring-under", faded: true,
                                                          overprint: ["IMMIGRATION", "OFFICER 117"]) {
            XCTAssertTrue(scan.suggestions.candidates.prefix(2).contains { $0.chain.country?.id.code == country }, reads)
            XCTAssertTrue(scan.reads.contains { $0.separation.contains("ring") }, reads)
        }
    }
}

extension RenderedStampScanTests {
    /// A worn black stamp whose date is struck in red from a pad of its own: the red date splits
    /// most cleanly and is read first, digits alone, so the black ink (in a plain channel) is read
    /// as the stamp's own, and the stamp's country is first.
    func testABlackStampWithARedDateIsReadFromItsBlackInk() throws {
        let scanner = try scanner()
        let directory = try scratch()
        let stamps: [(country: String, lines: [String], shape: StampSpecimen.Shape, degrees: Double)] = [
            ("PL", ["POLSKA", "TERESPOL", "14.06.2021", "WYJAZD"], .rectangle, 8),
            ("HR", ["HRVATSKA", "SPLIT", "21.07.2023", "IZLAZ"], .oval, -23),
        ]
        for stamp in stamps {
            let specimen = StampSpecimen(name: "date-band-\(stamp.country.lowercased())", country: stamp.country, lines: stamp.lines, shape: stamp.shape,
                                         ink: .black, degrees: stamp.degrees, faded: true, patternedPage: false, overprint: nil, format: "png",
                                         dateInk: .red)
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            let reads = Self.described(scan.reads)
            XCTAssertEqual(scan.reads.first?.separation, "red_ink", reads)
            XCTAssertFalse(scan.reads.first?.text.contains(where: \.isLetter) ?? true, reads)
            XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, stamp.country, reads)
        }
    }
}

extension RenderedStampScanTests {
    /// A black stamp on a page photographed lit from one side, darkening to the right until the
    /// paper there is darker than the stamp's faded ink at the left: the page is evened before
    /// the ink is split from it, and the stamp's country is first.
    func testAStampOnAPageLitFromOneSideIsRead() throws {
        let scanner = try scanner()
        let directory = try scratch()
        let stamps: [(country: String, lines: [String], degrees: Double)] = [
            ("PL", ["POLSKA", "TERESPOL", "14.06.2021", "WYJAZD"], 8),
            ("HR", ["HRVATSKA", "SPLIT", "21.07.2023", "IZLAZ"], -23),
        ]
        for stamp in stamps {
            let specimen = StampSpecimen(name: "lit-\(stamp.country.lowercased())", country: stamp.country, lines: stamp.lines, shape: .rectangle,
                                         ink: .black, degrees: stamp.degrees, faded: true, patternedPage: false, overprint: nil, format: "jpg",
                                         litFromOneSide: true)
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            let reads = Self.described(scan.reads)
            XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, stamp.country, reads)
        }
    }
}

extension RenderedStampScanTests {
    /// The script detector's data and the Arabic, Cyrillic and Greek models.
    static let scriptModels = TestTool(name: "tesseract's script detection and Arabic, Russian and Greek data",
                                       install: "sudo apt-get install -y tesseract-ocr-osd tesseract-ocr-ara tesseract-ocr-rus tesseract-ocr-ell") {
        let data = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? TesseractEngine.debianDataDirectory
        return ["osd", "ara", "rus", "ell"].allSatisfy { FileManager.default.fileExists(atPath: "\(data)/\($0).traineddata") }
    }

    /// Tesseract's Armenian model.
    static let armenianModel = TestTool(name: "tesseract's Armenian data", install: "sudo apt-get install -y tesseract-ocr-hye") {
        let data = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? TesseractEngine.debianDataDirectory
        return FileManager.default.fileExists(atPath: "\(data)/hye.traineddata")
    }

    /// Stamps whose names are in another script beside a date and a code in Latin letters: the
    /// detector sees only what the Latin model could not read, and that script's model reads it.
    /// Cyrillic capitals, which the detector takes for Latin, are read with the Cyrillic model.
    func testNamesInAnotherScriptBesideLatinDigitsAreReadWithThatScriptsModel() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels)
        let directory = try scratch()
        // The reading's ink names the script the detector saw, or the Cyrillic and Greek models
        // ("rus+ell") when it took the capitals for Latin.
        let stamps: [(country: String, lines: [String], degrees: Double, scripts: [String])] = [
            ("EG", ["وصول", "القاهرة", "12.03.2019", "EG"], 33, ["Arabic"]),
            ("RU", ["ВЪЕЗД", "АЭРОПОРТ КАЗАНЬ", "05.06.2017", "RUS"], -64, ["Cyrillic", "Greek", "rus+ell"]),
        ]
        for stamp in stamps {
            let specimen = StampSpecimen(name: "script-\(stamp.country.lowercased())", country: stamp.country, lines: stamp.lines, shape: .rectangle,
                                         ink: .blue, degrees: stamp.degrees, faded: false, patternedPage: false, overprint: nil, format: "png")
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            let reads = Self.described(scan.reads)
            XCTAssertTrue(scan.reads.contains { read in stamp.scripts.contains { read.separation.hasSuffix(", \($0)") } }, reads)
            XCTAssertTrue(scan.suggestions.candidates.prefix(3).contains { $0.chain.country?.id.code == stamp.country }, reads)
        }
    }

    /// A round stamp whose names run along its ring in Cyrillic capitals: the Latin model reads
    /// the unwrapped ring as look-alikes ("NYHKT MPONYCKA BPECT"), no script detector sees a
    /// strip, so that way up is read by the Cyrillic and Greek models too.
    func testARingInCyrillicCapitalsIsReadByTheCyrillicModel() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels)
        let directory = try scratch()
        let specimen = StampSpecimen(name: "ring-by", country: "BY", lines: ["РЭСПУБЛІКА БЕЛАРУСЬ", "03.06.2014", "ПУНКТ ПРОПУСКА БРЕСТ"], shape: .round,
                                     ink: .violet, degrees: -20, faded: false, patternedPage: false, overprint: nil, format: "png", curved: true)
        let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
        let reads = Self.described(scan.reads)
        XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, "BY", reads)
        XCTAssertTrue(scan.reads.contains { $0.separation.contains("ring") && $0.separation.hasSuffix(ScriptReaders.latinLookalikes) }, reads)
    }

    /// A Cyrillic stamp that names its country in Latin letters too: the Latin model names the
    /// country surely, and reads its Cyrillic name as look-alike letters ("KA3AKCTAH"), which
    /// shows the stamp is in Cyrillic. So the Cyrillic model reads it as well, and the airport
    /// town written only in Cyrillic is read.
    func testACountryNamedInLatinBesideItsCyrillicNameDoesNotEndTheReading() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels)
        let directory = try scratch()
        let specimen = StampSpecimen(name: "lookalike-kz", country: "KZ", lines: ["ҚАЗАҚСТАН", "KAZAKHSTAN", "АЛМАТЫ", "КІРУ ENTRY", "05.05.2019"],
                                     shape: .rectangle, ink: .red, degrees: 5, faded: false, patternedPage: false, overprint: nil, format: "png")
        let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
        let reads = Self.described(scan.reads)
        XCTAssertEqual(scan.suggestions.candidates.first?.chain.airport?.id.code, "ALA", reads)
    }
}

extension RenderedStampScanTests {
    /// A stamp whose only words are Arabic, beside a date: with the date whitened, the Latin
    /// model's leftovers are too few characters for the script detector, which then judges the
    /// whole image; the Arabic model reads it and the country is found. The stamp is the
    /// generated corpus's (round, uneven ink, turned −128°), drawn by its own generator.
    func testAStampWithArabicWordsAloneBesideItsDateIsReadWithTheArabicModel() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels)
        let directory = try scratch()
        let image = StampCorpus.images()[124]
        XCTAssertEqual(image.stamp.script, "Arabic")
        let scan = try scanner.scan(try StampSpecimenRenderer.render(image.specimen, into: directory))
        let reads = Self.described(scan.reads)
        XCTAssertTrue(scan.reads.contains { $0.separation.hasSuffix(", Arabic") }, reads)
        XCTAssertTrue(scan.suggestions.candidates.prefix(3).contains { $0.chain.country?.id.code == image.stamp.country }, reads)
    }
}

extension RenderedStampScanTests {
    /// A stamp in a script the Latin model cannot read, turned about half round: the Latin model
    /// reads junk either way up, and the way up kept is the one whose date reads as a date, so
    /// the script's model reads the stamp upright and its country is found.
    func testAStampInAnotherScriptTurnedHalfRoundIsReadTheWayUpItsDateReads() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels, Self.armenianModel)
        let directory = try scratch()
        // Armenian's capitals read by the Latin model as "<UBUUSUL / Q4UP LNB": on a patterned
        // page the Latin model read more junk letters with the stamp upside down than upright.
        let lines = ["ՀԱՅԱՍՏԱՆ", "ԶՎԱՐԹՆՈՑ", "ՄՈՒՏՔ", "27.09.2023"]
        for (degrees, faded) in [(172.0, true), (-175.0, false)] {
            let specimen = StampSpecimen(name: "turned-am-\(Int(degrees))", country: "AM", lines: lines, shape: .rectangle,
                                         ink: .blue, degrees: degrees, faded: faded, patternedPage: true, overprint: nil, format: "png")
            let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
            let reads = scan.reads.map { "\($0.separation) \($0.rotationDegrees)°: \($0.text.split(separator: "\n").joined(separator: " / "))" }
                .joined(separator: " | ")
            XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, "AM", reads)
        }
    }
}

extension RenderedStampScanTests {
    /// A faint stamp in uneven ink on a patterned page, with no date in figures: upside down the
    /// Latin model reads more junk letters, and more surely, than upright, and no date's shape
    /// settles the way up. The way up kept is the one whose reading spells whole words the
    /// matcher knows ("TALLINNA", "SADAM"), so the stamp is read upright and Estonia is found.
    func testAFaintStampWithoutADateInFiguresIsReadTheWayUpItsWordsSpell() throws {
        let scanner = try scanner()
        let directory = try scratch()
        let specimen = StampSpecimen(name: "tallinn-harbour", country: "EE", lines: ["EESTI", "TALLINNA SADAM", "SISSE", "12 MAI 2003"],
                                     shape: .rectangle, ink: .red, degrees: 25, faded: true, patternedPage: true, overprint: nil,
                                     format: "png", unevenInk: true)
        let scan = try scanner.scan(try StampSpecimenRenderer.render(specimen, into: directory))
        let reads = scan.reads.map { "\($0.separation) \($0.rotationDegrees)°: \($0.text.split(separator: "\n").joined(separator: " / "))" }
            .joined(separator: " | ")
        let first = try XCTUnwrap(scan.reads.first)
        XCTAssertEqual(first.rotationDegrees, -25, accuracy: 5, "read upright: \(reads)")
        XCTAssertEqual(scan.suggestions.candidates.first?.chain.country?.id.code, "EE", reads)
    }
}

extension RenderedStampScanTests {
    /// A harbour's name in Arabic between a country's code and a date, all in one bold face (the
    /// generated corpus's stamp, turned −102°, drawn by its own generator): the Latin model reads
    /// the code and the date surely and sees no line in the Arabic word, and the Arabic model,
    /// reading the whole stamp, finds no line there either. Read as a line of its own, cut from
    /// the ink the sure lines leave (`UnreadLines`), the word names the harbour.
    func testAnArabicLineTheLayoutAnalysisMissesIsReadAsALineOfItsOwn() throws {
        let scanner = try scanner()
        try TestTool.require(Self.scriptModels)
        let directory = try scratch()
        let image = StampCorpus.images()[6]
        XCTAssertEqual(image.stamp.text, "OM\nميناء صلالة\n15-03-2012")
        let scan = try scanner.scan(try StampSpecimenRenderer.render(image.specimen, into: directory))
        let reads = Self.described(scan.reads)
        XCTAssertTrue(scan.reads.contains { $0.separation.hasSuffix(", Arabic") && $0.text.contains("صلالة") }, reads)
        let first = try XCTUnwrap(scan.suggestions.candidates.first, reads)
        XCTAssertEqual(first.chain.country?.id.code, "OM", reads)
        XCTAssertEqual(first.mode, .sea, reads)
    }
}
