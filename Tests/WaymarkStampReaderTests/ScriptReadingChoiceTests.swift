import Foundation
@testable import WaymarkOCR
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// How the scanner chooses among other scripts' readings of a stamp: a model shown its own
/// script reads words the matcher knows as written, a wrong model reads junk; and a stamp's
/// airport, port or border word that one country alone prints names that country. The words
/// are public knowledge (airport names, country names, the words for entry and airport).
final class ScriptReadingChoiceTests: XCTestCase {
    func matcher() throws -> StampMatcher {
        try TestTool.require(.gazetteer)
        return try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
    }

    /// Names and stamp words in their own scripts are known as written; junk a wrong model
    /// reads, Latin letters, and names read with a letter wrong are not.
    func testAReadingsKnownWordsAreNamesAndStampWordsInTheirOwnLetters() throws {
        let matcher = try matcher()
        // An airport word and Muscat; "entry" and Jordan's name.
        XCTAssertEqual(try matcher.wordsKnownAsWritten("مطار مسقط"), 2)
        XCTAssertEqual(try matcher.wordsKnownAsWritten("الأردن\nدخول\n15-07-2008"), 2)
        XCTAssertEqual(try matcher.wordsKnownAsWritten("中国\n入境"), 2)
        // Japan's name with "country" after it: a name may carry an ending.
        XCTAssertEqual(try matcher.wordsKnownAsWritten("日本国"), 1)
        XCTAssertEqual(try matcher.wordsKnownAsWritten("ລາວ\nເຂົ້າ"), 2)
        // What the Thai and Armenian models read from an Arabic stamp.
        XCTAssertEqual(try matcher.wordsKnownAsWritten("ไดฉับ๑ )ไไร๑"), 0)
        XCTAssertEqual(try matcher.wordsKnownAsWritten("800Հ-(0-9Լ\n««6Ր"), 0)
        // Latin letters tell no script from another: every model reads them.
        XCTAssertEqual(try matcher.wordsKnownAsWritten("MUSCAT AIRPORT\nARRIVAL"), 0)
        // Abu Dhabi and Lahore with a letter misread (ن for ب, ب for ہ).
        XCTAssertEqual(try matcher.wordsKnownAsWritten("أنوظبي\nلابور"), 0)
    }

    /// Which way up a stamp was read is told by its whole words the matcher knows: stamp words
    /// of five letters or more and names of seven or more, in any script. What a stamp read
    /// upside down spells is not counted: junk, a small town's name ("CASSIS", "SLON") or two
    /// junk words run together ("SIT ia", Sitia).
    func testTheWayUpAStampWasReadIsToldByWholeWordsItSpells() throws {
        let matcher = try matcher()
        XCTAssertEqual(try matcher.longWordsKnownAsWritten("EESTI\nTALLINNA SADAM\nSISSE"), 2, "Tallinn and the harbour word")
        XCTAssertEqual(try matcher.longWordsKnownAsWritten("ARRIVAL\nАЭРОПОРТ ШЕРЕМЕТЬЕВО"), 3, "arrival, airport and Sheremetyevo")
        for junk in ["Tt WYOYS VNNITIVE", "CASSIS. \\\nSLON", "IT vor (ISTT Ad OfahOd\n4 SIT ia:"] {
            XCTAssertEqual(try matcher.longWordsKnownAsWritten(junk), 0, junk)
        }
    }

    /// The Cyrillic and Greek models read a Latin stamp as look-alike junk: such a reading of a
    /// stamp the Latin model read confidently, holding no word known as written, is the Latin one
    /// again and is not kept (its letters spell places the stamp never named). A Cyrillic stamp's own
    /// reading holds known words and is kept; so is a reading of other letters, or beside an
    /// unsure Latin reading.
    func testALookAlikeCopyOfAConfidentLatinReadingIsNotKept() throws {
        let matcher = try matcher()
        func latin(_ text: String, _ confidence: Int) -> StampScanner.Read {
            StampScanner.Read(separation: "blue_ink", contrast: 0.5, rotationDegrees: 0, text: text, confidence: confidence)
        }
        let harwich = latin("IMMIGRATION OFFICER\nHARWICH\n(521)\n19 AUG 2023", 94)
        let copy = "ΙΜΜΙΟΒΑΤΙΟΝ ОРАСЕЯ\nНАРУЛСН\n{521\n19 А00 2023"
        XCTAssertTrue(try StampScanner.readsTheLatinAgain(copy, latin: harwich, matcher: matcher))
        XCTAssertFalse(try StampScanner.readsTheLatinAgain(copy, latin: latin(harwich.text, 70), matcher: matcher), "an unsure Latin reading")
        XCTAssertFalse(try StampScanner.readsTheLatinAgain("БЕЛАРУСЬ\nВЪЕЗД\nБРЕСТ", latin: latin("BENAPYCb\nBbE3A\nBPECT", 88), matcher: matcher),
                       "a Cyrillic stamp's own reading holds known words")
        XCTAssertFalse(try StampScanner.readsTheLatinAgain("مطار مسقط الدولي", latin: latin("MUSCAT INTERNATIONAL AIRPORT", 90), matcher: matcher))
    }

    /// What the Latin model makes of Cyrillic capitals reads as look-alikes, and sends the
    /// stamp (or a ring's strip, which no script detector sees) to the Cyrillic and Greek models
    /// even without the trial: most of its long words hold only letters a Cyrillic capital looks
    /// like, and are no stamp word. A Latin stamp's words mostly hold a letter with no such
    /// look-alike, and those that hold none are mostly stamp words.
    func testCyrillicCapitalsReadAsLatinLookAlikesAreToldFromLatinWords() {
        func lines(_ texts: String...) -> [TesseractEngine.TextBox] {
            texts.map { TesseractEngine.TextBox(text: $0, left: 0, top: 0, right: 100, bottom: 20, confidence: 40) }
        }
        XCTAssertTrue(StampScanner.readsAsLookAlikeCapitals(lines("NYHKT MPONYCKA BPECT")), "ПУНКТ ПРОПУСКА БРЕСТ")
        XCTAssertTrue(StampScanner.readsAsLookAlikeCapitals(lines("PEITYEIIIKA CP5H}", "AEPOAP\" M BE MOUIA TECA", "YJIAS", "16.05.2015")),
                      "РЕПУБЛИКА СРБИЈА / АЕРОДРОМ НИКОЛА ТЕСЛА / УЛАЗ")
        XCTAssertFalse(StampScanner.readsAsLookAlikeCapitals(lines("POLICIA FEDERAL BRASIL SOHINYWND")), "F, G, L: Latin words")
        XCTAssertFalse(StampScanner.readsAsLookAlikeCapitals(lines("AEROPORTO GUARULHOS TISWUYE")), "AEROPORTO is a stamp word")
        XCTAssertFalse(StampScanner.readsAsLookAlikeCapitals(lines("BORDER POST")), "stamp words, however their letters look")
        XCTAssertFalse(StampScanner.readsAsLookAlikeCapitals(lines("NYHKT")), "one word is too few")
    }

    /// Known words rank a reading first, before how much it read how surely: junk read surely
    /// loses to a name read unsurely.
    func testKnownWordsOutrankConfidence() {
        let junk = StampScanner.ReadingRank(knownWords: 0, quality: 170)
        let named = StampScanner.ReadingRank(knownWords: 1, quality: 60)
        XCTAssertLessThan(junk, named)
        XCTAssertLessThan(StampScanner.ReadingRank(knownWords: 1, quality: 60), StampScanner.ReadingRank(knownWords: 1, quality: 61))
    }

    /// The detected script's reading settles the script with a known word, read at least as
    /// surely as a second reading must be to count, or read surely at length; Bengali digits or
    /// three Cyrillic capitals read surely from a stamp in another script do not.
    func testAKnownWordOrASureReadingAtLengthSettlesTheScript() {
        let least = StampScanner.leastSecondReadingConfidence
        let worn = TesseractEngine.Reading(text: "دخول / بيروت", confidence: least)
        let junk = TesseractEngine.Reading(text: "دخول / بيروت", confidence: least - 1)
        XCTAssertTrue(StampScanner.settlesScript(worn, .init(knownWords: 2, quality: 0)), "a worn stamp's known words, read at 40")
        XCTAssertFalse(StampScanner.settlesScript(junk, .init(knownWords: 2, quality: 500)), "under 40 a reading is junk")
        XCTAssertFalse(StampScanner.settlesScript(.init(text: "ລາວ", confidence: 95), .init(knownWords: 0, quality: 500)))
        XCTAssertFalse(StampScanner.settlesScript(.init(text: "2০2০ / 65৭9", confidence: 64), .init(knownWords: 0, quality: 44)))
        XCTAssertFalse(StampScanner.settlesScript(.init(text: "ЕВЕ / {24 [.] / 08 ОСТ 2011", confidence: 60), .init(knownWords: 0, quality: 124)))
        let atLength = TesseractEngine.Reading(text: "ПРИСТАНИЩЕ БУРГАС", confidence: StampScanner.surelyRead)
        XCTAssertTrue(StampScanner.settlesScript(atLength, .init(knownWords: 0, quality: 0)))
        let unsureAtLength = TesseractEngine.Reading(text: "ПРИСТАНИЩЕ БУРГАС", confidence: StampScanner.surelyRead - 1)
        XCTAssertFalse(StampScanner.settlesScript(unsureAtLength, .init(knownWords: 0, quality: 0)),
                       "at length, without a known word, only a sure reading settles it")
    }

    /// Another script's readings of an ink are its script models' (of the ink, its evened copy or
    /// its ring); the Latin model's readings of the ink's evened and worn copies and of its ring
    /// are Latin, and an accented Latin word read in them says nothing of another script.
    func testOnlyAScriptModelsReadingOfAnInkIsAnotherScripts() throws {
        XCTAssertTrue(StampScanner.isAnotherScriptsReading("red_ink, Arabic", of: "red_ink"))
        XCTAssertTrue(StampScanner.isAnotherScriptsReading("red_ink, evened, Han", of: "red_ink"))
        XCTAssertTrue(StampScanner.isAnotherScriptsReading("red_ink, tha", of: "red_ink"), "the trial's winner")
        XCTAssertTrue(StampScanner.isAnotherScriptsReading("red_ink, ring, tops outward, rus+ell", of: "red_ink"))
        for latin in ["red_ink, evened", "red_ink, worn", "red_ink, sharp", "red_ink, ring, tops outward", "red_ink, ring, tops inward",
                      "red_ink", "blue_ink, Arabic", "red_channel, Arabic"] {
            XCTAssertFalse(StampScanner.isAnotherScriptsReading(latin, of: "red_ink"), latin)
        }
    }

    /// An image turned half round twice is itself, and its first pixel becomes its last.
    func testAnImageTurnedHalfRoundIsItsPixelsReversed() {
        let image = GrayImage(width: 3, height: 2, pixels: [0, 10, 20, 30, 40, 50])
        XCTAssertEqual(image.turnedHalfRound().pixels, [50, 40, 30, 20, 10, 0])
        XCTAssertEqual(image.turnedHalfRound().width, 3)
        XCTAssertEqual(image.turnedHalfRound().turnedHalfRound().pixels, image.pixels)
    }

    /// "Airport" in Bulgarian, Japanese or Finnish names the one country that prints it, when
    /// nothing else on the stamp can be read; a word several countries print names none.
    func testAnAirportOrBorderWordOnlyOneCountryPrintsNamesThatCountry() throws {
        let matcher = try matcher()
        for (text, country) in [("ЛЕТИЩЕ\n08 JUN 2009", "BG"), ("空港\n08 OCT 2011", "JP"), ("LENTOASEMA\n2019-03-12", "FI"),
                                ("SADAM\n12.03.2019", "EE")] {
            let top = try XCTUnwrap(matcher.suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, country, text)
            XCTAssertEqual(top.strength, .weak, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "word_language" }, text)
        }
        for text in ["AEROPUERTO\n12.03.2019", "AIRPORT\n12.03.2019", "FRONTERA\n12.03.2019"] {
            XCTAssertFalse(try matcher.suggest(text).candidates.contains { $0.evidence.contains { $0.signal == "word_language" } }, text)
        }
        // A town read whole outranks the word: Sofia's airport, with the word's weight added.
        let sofia = try XCTUnwrap(matcher.suggest("ВХОД\nЛЕТИЩЕ СОФИЯ\n08 JUN 2009").candidates.first)
        XCTAssertEqual(sofia.chain.airport?.id.code, "SOF")
    }

    /// An entry or exit word in a language one country prints names it too ("上陸許可", landing
    /// permission, is Japan's; "WJAZD" Poland's; "KEBERANGKATAN" Indonesia's, where Malaysia
    /// prints BERLEPAS), and adds nothing beside an airport word that
    /// names the same country; words printed in many languages' stamps (ENTRY, ENTRADA) or by
    /// several countries (EINREISE) name none.
    func testAnEntryOrExitWordOnlyOneCountryPrintsNamesThatCountry() throws {
        let matcher = try matcher()
        for (text, country) in [("上陸許可\n2016.05.05", "JP"), ("WJAZD\n12.03.2019", "PL"), ("SAAPUNUT\n2019-03-12", "FI"),
                                ("შესვლა\n12.03.2019", "GE"), ("ขาออก\n08 JUN 2021", "TH"),
                                ("KEBERANGKATAN\n27 OCT 20", "ID"), ("KEDATANGAN\n17/11/17", "ID")] {
            let top = try XCTUnwrap(matcher.suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, country, text)
            XCTAssertEqual(top.strength, .weak, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "word_language" && $0.detail.contains("entry or exit") }, text)
        }
        for text in ["ENTRY\n12.03.2019", "ENTRADA\n12.03.2019", "EINREISE\n12.03.2019", "MASUK\n12.03.2019"] {
            XCTAssertFalse(try matcher.suggest(text).candidates.contains { $0.evidence.contains { $0.signal == "word_language" } }, text)
        }
        // An airport word and an entry word in Polish name Poland once.
        let poland = try XCTUnwrap(matcher.suggest("LOTNISKO\nWJAZD\n12.03.2019").candidates.first)
        XCTAssertEqual(poland.evidence.filter { $0.signal == "word_language" }.count, 1)
    }

    /// Every signal that adds weight to a candidate is named in docs/cli.md, where the
    /// `evidence` of `stamp suggest --json` is documented.
    func testEveryWeighingSignalIsDocumentedInTheCLIReference() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for signal in StampFinding.Signal.allCases {
            XCTAssertTrue(reference.contains("`\(signal.rawValue)`"), "docs/cli.md does not name the evidence signal \(signal.rawValue)")
        }
    }
}

extension ScriptReadingChoiceTests {
    /// What sends the scanner to a round stamp's ring besides a weak reading: a reading that
    /// names the country alone, with some weight ("LENTOASEMA" and the sign FIN: a Finnish
    /// airport, which the ring names). A reading that names a town, or a region, does not.
    func testAReadingNamingOnlyItsCountryStillHasTheRingRead() throws {
        let matcher = try matcher()
        let country = try matcher.suggest("LENTOASEMA\nFIN 31\n02.02.2025")
        XCTAssertEqual(country.candidates.first?.chain.country?.id.code, "FI")
        XCTAssertFalse(StampScanner.isWeak(country), "named with some weight: the weak rule alone would not read the ring")
        XCTAssertTrue(StampScanner.namesOnlyACountry(country))
        XCTAssertFalse(StampScanner.namesOnlyACountry(try matcher.suggest("HELSINKI-VANTAA\nLENTOASEMA\nFIN 31")))
        XCTAssertFalse(StampScanner.namesOnlyACountry(try matcher.suggest("SABAH\nMALAYSIA\n12.03.2019")))
    }
}
