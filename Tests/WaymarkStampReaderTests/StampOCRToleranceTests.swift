import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// What OCR makes of real stamps: Cyrillic and Greek capitals read as Latin look-alikes or with a
/// sign for a letter, Chinese names in the other form of characters, Thai, Lao and Khmer names run
/// together with the word "country", and specks read as letters. The texts are not the corpus's:
/// each country's name in its own language is public knowledge.
final class StampOCRToleranceTests: XCTestCase {
    func suggest(_ text: String) throws -> StampSuggestions {
        try TestTool.require(.gazetteer)
        return try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func topCountry(_ text: String) throws -> String? {
        try suggest(text).candidates.first?.chain.country?.id.code
    }

    // MARK: Look-alike letters

    func testAReadLetterMayBeAnyLetterItLooksLike() {
        let names = LookAlikeCountryNames(countryKeys: ["србија": ["RS"], "srbija": ["RS"], "nemecko": ["DE"], "ελλαδα": ["GR"], "беларусь": ["BY"]])
        // The Latin model's reading of Србија, and the Cyrillic model's with "]" for "Ј".
        XCTAssertEqual(names.matches("CPBUJA").map(\.code), ["RS"])
        XCTAssertEqual(names.matches("СРБИ]А").map(\.code), ["RS"])
        // Greek with Latin capitals mixed in.
        XCTAssertEqual(names.matches("ΕΛΛAΔA").map(\.code), ["GR"])
        // A name of seven letters or more may have one letter unlike besides.
        XCTAssertEqual(names.matches("БЕЛАРУСЪ").map(\.unlike), [1])
        XCTAssertTrue(names.matches("NEMECKÉ").isEmpty, "a Latin word against a Latin name is the matcher's own misread rule")
        XCTAssertTrue(names.matches("СРБИЛА").isEmpty, "six letters with one unlike is no reading")
        // What is read as written is no look-alike reading.
        XCTAssertTrue(names.matches("Србија").isEmpty)
        XCTAssertTrue(names.matches("CPBUJAX").isEmpty)
        // A Latin word with letters no Cyrillic or Greek capital looks like is not compared at all.
        XCTAssertTrue(LookAlikeCountryNames.mayNameAnotherAlphabet("CPBUJA"))
        XCTAssertFalse(LookAlikeCountryNames.mayNameAnotherAlphabet("FREIBURG"), "F and G look like no Cyrillic or Greek capital")
        XCTAssertTrue(LookAlikeCountryNames.mayNameAnotherAlphabet("СРБИ]А"))
    }

    /// A country named in look-alike letters tells the scanner the Latin model read a Cyrillic
    /// or Greek stamp, so its town and airport are still to read with that script's model, however
    /// surely the country is named beside it in Latin ("KAZAKHSTAN"). A country named in its own
    /// letters, or in Latin, tells nothing of the kind.
    func testACountryInLookAlikeLettersShowsTheStampIsInAnotherAlphabet() throws {
        try TestTool.require(.gazetteer)
        let matcher = try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed")
        XCTAssertTrue(matcher.namesACountryInLookAlikeLetters("KA3AKCTAH\nKAZAKHSTAN\nAJIMATbI SYEKAMbI\n05.05.2019"))
        XCTAssertTrue(matcher.namesACountryInLookAlikeLetters("YKPAIHA\nBOPUChVIb"))
        XCTAssertFalse(matcher.namesACountryInLookAlikeLetters("KAZAKHSTAN\nALMATY AIRPORT\n05.05.2019"))
        XCTAssertFalse(matcher.namesACountryInLookAlikeLetters("ҚАЗАҚСТАН\nАЛМАТЫ"))
        XCTAssertNotEqual(try suggest("KA3AKCTAH\nKAZAKHSTAN\n05.05.2019").candidates.first?.strength, .weak,
                          "the Latin reading alone names the country surely: only the look-alike name sends the scan on")
    }

    func testACountryReadInLatinLookAlikesIsSuggestedButNeverStrong() throws {
        // Казахстан as the Latin model reads it: З as 3, Х as X, С as C, Н as H.
        let top = try XCTUnwrap(try suggest("KA3AXCTAH\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "KZ")
        XCTAssertNotEqual(top.strength, .strong)
        XCTAssertTrue(top.evidence.contains { $0.signal == "country_name" && $0.detail.contains("look-alike") })
    }

    func testACountryNameInTwoWordsWithLatinLettersOrASignMixedInIsFound() throws {
        XCTAssertEqual(try topCountry("ЦPHA ГOPA\nУЛАЗ\n12.03.2019"), "ME")
        XCTAssertEqual(try topCountry("СЕВЕРНА МАКЕДОНИ]А\nВЛЕЗ\n12.03.2019"), "MK")
    }

    func testALookAlikeReadingCountsLessThanTheNameReadAsWritten() throws {
        let repaired = try XCTUnwrap(try suggest("ΕΛΛAΔA\n12.03.2019").candidates.first)
        let written = try XCTUnwrap(try suggest("ΕΛΛΑΔΑ\n12.03.2019").candidates.first)
        XCTAssertEqual(repaired.chain.country?.id.code, "GR")
        XCTAssertLessThan(repaired.score, written.score)
    }

    // MARK: Chinese, Thai, Lao and Khmer names

    func testTraditionalAndSimplifiedCharactersAreOneName() throws {
        XCTAssertEqual(HanVariants.simplified("臺灣"), "台湾")
        XCTAssertNil(HanVariants.simplified("台湾"), "already simplified")
        XCTAssertNil(HanVariants.simplified("TAIWAN"))
        XCTAssertEqual(try topCountry("臺灣\n出境\n2019.03.12"), "TW")
    }

    func testTheWordCountryRunTogetherWithTheNameIsCutOff() throws {
        let text = StampText("ປະເທດລາວ")
        XCTAssertEqual(text.tokens.map(\.original), ["ປະເທດ", "ລາວ"])
        XCTAssertEqual(try topCountry("ປະເທດລາວ\nເຂົ້າ\n12.03.2019"), "LA")
        XCTAssertEqual(try topCountry("ប្រទេសកម្ពុជា\nចូល\n12.03.2019"), "KH")
    }

    func testATerritoryNamedInItsOwnScriptIsTheTerritoryNotItsAirport() throws {
        // 香港 is Hong Kong's own name; read in Latin letters it is also the town, whose airport
        // an entry stamp would otherwise bring first, by air.
        let top = try XCTUnwrap(try suggest("香港\n出境\n2019.03.12").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "HK")
        XCTAssertNil(top.chain.airport)
        XCTAssertEqual(top.mode, .unknown)
    }

    // MARK: OCR noise

    func testADigitInsideAWordIsTheCapitalItLooksLike() throws {
        XCTAssertEqual(DigitsReadAsLetters.repaired("ANC0NA"), "ANCONA")
        XCTAssertEqual(DigitsReadAsLetters.repaired("CALA1S"), "CALAIS")
        XCTAssertEqual(DigitsReadAsLetters.repaired("g0teborg"), "goteborg")
        XCTAssertEqual(DigitsReadAsLetters.repaired("FAR0"), "FARO")
        XCTAssertEqual(DigitsReadAsLetters.repaired("G1R1Ş"), "GIRIŞ")
        // Numbers with a letter or two misread are left to the date reader.
        for number in ["2O16", "FE8", "B2", "0347", "12O3", "A320", "AB10"] { XCTAssertEqual(DigitsReadAsLetters.repaired(number), number) }
        let calais = try XCTUnwrap(try suggest("CALA1S PORT\n18-07-17").candidates.first)
        XCTAssertEqual(calais.chain.city?.name, "Calais")
        XCTAssertEqual(calais.chain.country?.id.code, "FR")
        XCTAssertTrue(calais.evidence.contains { $0.text == "CALA1S" }, "the evidence shows what was read")
        XCTAssertEqual(try suggest("AEROPORTO DE FAR0\n12.03.2019").candidates.first?.chain.airport?.id.code, "FAO")
        let ancona = try XCTUnwrap(try suggest("PORTO DI ANC0NA\n22.08.16").candidates.first)
        XCTAssertEqual(ancona.chain.city?.name, "Ancona")
    }

    /// A sans-serif I and l are one stroke: a small l among capitals is the I of its word
    /// ("REPUBLIC OF FlJI" is Fiji), while words in small letters, or with other small letters,
    /// keep their l's.
    func testASmallLAmongCapitalsIsAnI() throws {
        XCTAssertEqual(DigitsReadAsLetters.repaired("FlJI"), "FIJI")
        XCTAssertEqual(DigitsReadAsLetters.repaired("MlAMl"), "MIAMI")
        for word in ["Al", "Almaty", "lll", "Ml", "FlJl"] { XCTAssertEqual(DigitsReadAsLetters.repaired(word), word) }
        let fiji = try XCTUnwrap(try suggest("REPUBLIC OF FlJI\nVISITOR PERMIT\n03 AUG 2023").candidates.first)
        XCTAssertEqual(fiji.chain.country?.id.code, "FJ")
        XCTAssertTrue(fiji.evidence.contains { $0.text.contains("FlJI") }, "the evidence shows what was read")
    }

    /// A bar between two capitals is an I read as a frame's line ("TALL|NN" is Tallinn); beside
    /// a word, or between a capital and a space, it is the frame's line.
    /// A worn rim takes a word's last letters: "AIRPOR" is still the airport word, so "CHANGI"
    /// read as written beside it is Singapore's airport, not a longer misread name ("CHANGI
    /// AIRPOR" resembles Changhai Airport, in China) nor a Chinese town called Changi.
    func testAnAirportWordThatLostItsLastLettersIsStillTheAirportWord() throws {
        XCTAssertEqual(StampContext.wornAirportStem("airpor"), "airport")
        XCTAssertEqual(StampContext.wornAirportStem("aeropor"), "aeroport")
        XCTAssertNil(StampContext.wornAirportStem("airpo"), "five letters begin other words")
        XCTAssertNil(StampContext.wornAirportStem("airport"), "a stem as read is no worn one")
        let changi = try suggest("CHANGI AIRPOR\n12 MAR 2019")
        XCTAssertEqual(changi.candidates.first?.chain.airport?.id.code, "SIN", "\(changi.candidates.map(\.chain))")
        XCTAssertEqual(changi.mode, .air)
    }

    func testABarBetweenTwoCapitalsIsAnI() throws {
        XCTAssertEqual(DigitsReadAsLetters.keepingMarksReadAsI("TALL|NN"), "TALL\u{01C3}NN")
        for text in ["CY |!", "| HELSINKI |", "PASS|port"] { XCTAssertEqual(DigitsReadAsLetters.keepingMarksReadAsI(text), text) }
        let tallinn = try XCTUnwrap(try suggest("VÄLJUMINE\nTALL|NN\n12.03.2019").candidates.first)
        XCTAssertEqual(tallinn.chain.country?.id.code, "EE")
        XCTAssertEqual(tallinn.chain.city?.name, "Tallinn")
    }

    /// "NO 9588" is the stamp's number, not Norway's code; NO standing alone still is.
    func testNOBeforeANumberIsTheStampsNumber() throws {
        XCTAssertFalse(try suggest("HYRJE\nNO 9588\n01.12.18").candidates.contains { $0.chain.country?.id.code == "NO" })
        XCTAssertTrue(try suggest("NO\nOSLO\n01.12.18").candidates.contains { $0.chain.country?.id.code == "NO" })
    }

    /// OCR reads a worn I as "!", and a stamp prints no exclamation marks: touching a capital,
    /// the mark is the I of its word ("VAAL!MAA" is Vaalimaa, not VAAL and MAA), and the evidence
    /// shows the word as read.
    func testAnExclamationMarkTouchingACapitalIsAnI() throws {
        XCTAssertEqual(DigitsReadAsLetters.keepingMarksReadAsI("VAAL!MAA"), "VAAL\u{01C3}MAA")
        XCTAssertEqual(DigitsReadAsLetters.repaired("VAAL\u{01C3}MAA"), "VAALIMAA")
        XCTAssertEqual(DigitsReadAsLetters.keepingMarksReadAsI("KUSADAS! L!MAN!"), "KUSADAS\u{01C3} L\u{01C3}MAN\u{01C3}")
        // Beside small letters, or alone, it is a mark.
        for text in ["Welcome!", "! 12.03.2019", "ok!"] { XCTAssertEqual(DigitsReadAsLetters.keepingMarksReadAsI(text), text) }
        let vaalimaa = try XCTUnwrap(try suggest("SUOMI FINLAND\nVAAL!MAA\n12.03.2019").candidates.first)
        XCTAssertEqual(vaalimaa.chain.country?.id.code, "FI")
        XCTAssertEqual(vaalimaa.mode, .land)
        XCTAssertTrue(vaalimaa.evidence.contains { $0.signal == "crossing_name" && $0.text == "VAAL\u{01C3}MAA" })
        XCTAssertEqual(try suggest("KUSADAS! L!MAN!\nGIRIS\n26.05.2025").candidates.first?.chain.city?.name, "Kuşadası")
    }

    func testAShortWordWithASmallLetterBeforeACapitalIsNoise() {
        XCTAssertTrue(OCRNoise.isNoise("cA"))
        XCTAssertTrue(OCRNoise.isNoise("aNe"))
        XCTAssertFalse(OCRNoise.isNoise("CA"))
        XCTAssertFalse(OCRNoise.isNoise("Da"))
        XCTAssertFalse(OCRNoise.isNoise("McAllen"), "a long word is judged by its letters, not its case")
    }

    /// A name pieced from a short word in small letters and a capitalized word after it is specks
    /// read beside a word ("a Mur" beside a Bhutanese stamp's junk is no Amur airport, "et ON" no
    /// Eton); the same letters in capitals, or typed all small, are still the name.
    func testANamePiecedFromASmallWordAndACapitalizedOneIsNoise() throws {
        XCTAssertTrue(OCRNoise.breaksTheCase("a", before: "Mur"))
        XCTAssertTrue(OCRNoise.breaksTheCase("et", before: "ON"))
        XCTAssertFalse(OCRNoise.breaksTheCase("de", before: "la"))
        XCTAssertFalse(OCRNoise.breaksTheCase("SAN", before: "JOSE"))
        XCTAssertFalse(OCRNoise.breaksTheCase("Alt", before: "Ona"), "a word with a capital is print")
        let junk = try suggest("Qu et ON\na Mur BS\nPARO")
        XCTAssertFalse(junk.candidates.contains { $0.chain.airport?.id.code == "NLI" || $0.chain.city?.name == "Eton" }, "\(junk.candidates.map(\.chain))")
        XCTAssertEqual(junk.candidates.first?.chain.country?.id.code, "BT", "Paro, read whole, is what is left")
        for printed in ["ETON\nARRIVAL", "eton\narrival"] {
            XCTAssertEqual(try suggest(printed).candidates.first?.chain.city?.name, "Eton", printed)
        }
    }

    func testALoneLetterCountsLessThanATownReadWhole() throws {
        // Kufstein is Austrian; "I" (Italy's sign) is what a speck or a worn sign reads as.
        XCTAssertEqual(try topCountry("GRENZE\nKUFSTEIN\n12.03.2019\nI"), "AT")
        // Alone, the letter still names its country.
        XCTAssertEqual(try topCountry("EINREISE\n12.03.2019\nI"), "IT")
    }

    func testAWornNameDoesNotBeginWithALoneLetterOfAnotherLine() throws {
        // "N" above "PORT" is not what is left of Albuquerque's "Sunport".
        let s = try suggest("T N\nPORT\n12.03.2019")
        XCTAssertFalse(s.candidates.contains { $0.chain.airport != nil })
    }

    func testThePassportPagesHeadingsAreNoPlace() throws {
        // "ENDORSEMENTS" ends in a village's name, "PAGE" is a town in Arizona.
        XCTAssertTrue(try suggest("ENDORSEMENTS\n12.03.2019").candidates.isEmpty)
        XCTAssertTrue(try suggest("VISAS\nPAGE 12").candidates.isEmpty)
    }

    func testAWordRepeatingOneOrTwoLettersIsAPatternNotAName() throws {
        XCTAssertTrue(OCRNoise.isNoise("IIIII"))
        XCTAssertTrue(OCRNoise.isNoise("لالال"))
        XCTAssertTrue(OCRNoise.isNoise("NANANA"))
        XCTAssertFalse(OCRNoise.isNoise("LALA"), "four letters may be a name (Lala, in the Philippines)")
        XCTAssertFalse(OCRNoise.isNoise("ABABC"))
        XCTAssertFalse(OCRNoise.isNoise("MISSISSIPPI"))
        // A hatched ring read as letters names no place, though a town's name begins it (ياي,
        // Yei in South Sudan, an alternate name).
        XCTAssertTrue(try suggest("ياياي\n12.03.2019").candidates.isEmpty)
    }

    // MARK: Latin letters misread

    func testALatinLetterMayBePutBackAsTheLetterItIsMisreadFor() {
        XCTAssertTrue(LatinMisreadLetters.readings(of: "salzburc").contains("salzburg"))
        XCTAssertTrue(LatinMisreadLetters.readings(of: "bratts1ava").isEmpty, "a sign is no letter here")
        XCTAssertTrue(LatinMisreadLetters.readings(of: "zagrfb").contains("zagreb"))
        XCTAssertFalse(LatinMisreadLetters.readings(of: "zagrfb").contains("zagrfa"), "A and B do not look alike")
        XCTAssertTrue(LatinMisreadLetters.readings(of: "parlc").isEmpty, "five letters with one changed name a village anywhere")
        XCTAssertTrue(LatinMisreadLetters.readings(of: "cтpaнa").isEmpty, "Latin letters only")
    }

    func testATownReadWithALookAlikeLetterIsFoundForLessThanAsPrinted() throws {
        // Bratislava with I read as T, Zagreb with E read as F, Salzburg with G read as C.
        for (read, printed, country) in [("BRATTSLAVA", "BRATISLAVA", "SK"), ("ZAGRFB", "ZAGREB", "HR"), ("SALZBURC", "SALZBURG", "AT")] {
            let repaired = try XCTUnwrap(try suggest("GRENZE\n\(read)\n12.03.2019").candidates.first, read)
            let exact = try XCTUnwrap(try suggest("GRENZE\n\(printed)\n12.03.2019").candidates.first, printed)
            XCTAssertEqual(repaired.chain.country?.id.code, country, read)
            XCTAssertEqual(repaired.chain.city?.id, exact.chain.city?.id, read)
            XCTAssertLessThan(repaired.score, exact.score, read)
            XCTAssertNotEqual(repaired.strength, .strong, read)
            XCTAssertTrue(repaired.evidence.contains { $0.detail.contains("look-alike") }, read)
        }
        // A word that names a town as read is that town, not repaired into another.
        let asRead = try XCTUnwrap(try suggest("GRENZE\nBRATISLAVA\n12.03.2019").candidates.first)
        XCTAssertFalse(asRead.evidence.contains { $0.detail.contains("look-alike") })
    }

    /// A speck read as a letter inside a long name, or a faded letter lost inside it, leaves the
    /// name one letter longer or shorter: a name of 8+ letters is read through it, for less than
    /// as printed. Not at an end, which a worn rim takes (`damagedNames`), and not a shorter name.
    func testALongNameWithALetterAddedOrLostInsideIsStillTheName() throws {
        for (read, printed, iata) in [("SUVARNABHOUMI", "SUVARNABHUMI", "BKK"), ("SCHIPPHOL", "SCHIPHOL", "AMS"), ("SCHPHOL", "SCHIPHOL", "AMS")] {
            let repaired = try XCTUnwrap(try suggest("ARRIVAL\n\(read)\n12.03.2019").candidates.first, read)
            let exact = try XCTUnwrap(try suggest("ARRIVAL\n\(printed)\n12.03.2019").candidates.first, printed)
            XCTAssertEqual(repaired.chain.airport?.id.code, iata, read)
            XCTAssertLessThan(repaired.score, exact.score, read)
        }
        XCTAssertTrue(StampSignalReader.differByOneInsideLetter(longer: Array("schipphol".utf8), 0, 9, shorter: Array("schiphol".utf8)[...]))
        XCTAssertFalse(StampSignalReader.differByOneInsideLetter(longer: Array("schipholx".utf8), 0, 9, shorter: Array("schiphol".utf8)[...]), "a letter after the end")
        XCTAssertFalse(StampSignalReader.differByOneInsideLetter(longer: Array("xschiphol".utf8), 0, 9, shorter: Array("schiphol".utf8)[...]), "a letter before the start")
    }

    /// An airport's other name (Katunayake International, Bandaranaike International Apt) is read
    /// through a letter lost as its own name is, and OCR often loses one to a space ("KATUN
    /// YAKE", "BANDARANAI E"); before, those read as Miyakejima's town.
    func testAnAirportsOtherNameWithALetterLostIsStillTheAirport() throws {
        let top = try XCTUnwrap(try suggest("BANDARANAI E INT. AIRPORT\nARRIVED\n22 FEB 2024\nKATUN YAKE").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "CMB")
        XCTAssertTrue(top.evidence.contains { $0.signal == "airport_name" && $0.text == "KATUN YAKE" })
    }

    /// A place called by the airport word itself ("Airport", in Hawaii) is not what a split
    /// airport word names: "AIR PORT" is the word, and the stamp's town is the place.
    func testASplitAirportWordIsNoTown() throws {
        let top = try XCTUnwrap(try suggest("COCHIN INTL AIR PORT\nARRIVAL").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "COK")
        XCTAssertTrue(CityNames.isAirportWord("airport"))
        XCTAssertTrue(CityNames.isAirportWord("aeropuerto"))
        XCTAssertFalse(CityNames.isAirportWord("porto"))
    }

    /// A word mixing a script written without spaces with Latin letters ("王eu", "JANE過OO") is a
    /// model's junk, left unromanized: "內還王eu" romanized spelt Hailang's airport with a letter
    /// misread, above the airport the Latin reading named.
    func testJunkMixingHanAndLatinLettersIsNotRomanized() throws {
        let text = "DPF GALEAO\nRtO DE JANEIRO\n23 JAN\nCRLICLA 内還王eu\nRIO DE JANE過OO"
        XCTAssertEqual(try XCTUnwrap(try suggest(text).candidates.first).chain.country?.id.code, "BR")
        XCTAssertTrue(StampRomanization.mixesUnspacedWithLatin("内還王eu"))
        XCTAssertFalse(StampRomanization.mixesUnspacedWithLatin("北京"))
        XCTAssertFalse(StampRomanization.mixesUnspacedWithLatin("ΑΘΗΝΑ"))
    }

    /// The Chinese model reads a Taiwanese stamp's 機場 as 机场, so either word counts for every
    /// place that writes Chinese; and a syllable transliterated from Han ("xióng" of 高雄) is no
    /// name worn at an end (Bijie Feixiong's): 高雄 机场 is Kaohsiung's airport.
    func testKaohsiungsAirportWordReadInSimplifiedCharactersIsKaohsiungs() throws {
        for text in ["高雄 机场", "高雄機場", "中华民\n图\n高雄贺降机场\n113.03.05"] {
            XCTAssertEqual(try suggest(text).candidates.first?.chain.airport?.id.code, "KHH", text)
        }
        XCTAssertEqual(try suggest("北京 机场").candidates.first?.chain.airport?.id.code, "PEK")
    }

    /// An ending is an inflection only when shorter than half the name: "AITIAKI" (junk read from
    /// ATTARI) is not Haiti's "Aiti" with three letters after it.
    func testAnEndingAsLongAsHalfTheNameIsNoInflection() throws {
        XCTAssertFalse(try suggest("AITIAKI\nDEPARTURE").candidates.contains { $0.chain.country?.id.code == "HT" })
        XCTAssertEqual(try suggest("ΕΛΛΑΔΑΣ\nΑΝΑΧΩΡΗΣΗ").candidates.first?.chain.country?.id.code, "GR")
    }

    /// After a state's title only a country's name can stand, so a worn one is read there with
    /// one letter misread as anything or two as their look-alikes (M for N, M for W, B for R):
    /// for less than the name as printed, and never where two countries' names are as near.
    func testACountrysNameAfterAStatesTitleIsReadThroughTwoLookAlikeLetters() throws {
        for (read, country) in [("REPUBLIC OF KEMYA", "KE"), ("REPUELIC OF ZAMDIA", "ZM"), ("REPUBLIC OF UGAMDA", "UG"),
                                ("REPUBLIC OF RMAMDA", "RW"), ("…IC OF BOTSMANA", "BW"), ("RÉPUBLIQUE DU SEMEGAL", "SN")] {
            let top = try XCTUnwrap(try suggest("\(read)\n12.03.2019").candidates.first, read)
            XCTAssertEqual(top.chain.country?.id.code, country, read)
            XCTAssertTrue(top.evidence.contains { $0.signal == "country_name" && $0.weight < StampSignalReader.Weight.countryName }, read)
        }
        // Not without the title: elsewhere two letters misread name some country by chance.
        XCTAssertNotEqual(try topCountry("RMAMDA\n12.03.2019"), "RW")
        // Nor a word two unlike letters from every name (GAMBIA and RUSSIA, S for M and B, G for R and A for U).
        XCTAssertNil(try suggest("REPUBLIC OF GASSIA").candidates.first { $0.evidence.contains { $0.detail.contains("state's title") } })
    }

    /// A worn ring breaks a title's OF and the name after it: OF with one letter misread ("UF")
    /// still links the title, and a name broken in two on its line ("BP UTAN") is read whole,
    /// over a village named by one of its halves (Utan, in Jakarta). A short word that is no
    /// link with one letter misread ("XY") links nothing.
    func testACountrysNameAfterAWornTitleAndBrokenInTwoIsStillTheCountry() throws {
        let top = try XCTUnwrap(try suggest("KINGDOM UF BP UTAN\n10 APR 2018").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "BT")
        XCTAssertTrue(top.evidence.contains { $0.signal == "country_name" && $0.text == "BP UTAN" && $0.detail.contains("state's title") }, "\(top.evidence)")
        XCTAssertEqual(try topCountry("REPUBLIC UF RMAMDA\n12.03.2019"), "RW")
        XCTAssertNotEqual(try topCountry("REPUBLIC XY RMAMDA\n12.03.2019"), "RW")
    }

    /// A six-letter airport name read with one look-alike letter is put back as towns' names are
    /// (names of seven letters or more are matched with any one letter unlike): KANSAI with its I
    /// read as T, CHANGI with its G read as C. A repair: less than the name read as printed.
    func testASixLetterAirportNameReadWithALookAlikeLetterIsFoundForLess() throws {
        for (read, printed, iata) in [("KANSAT", "KANSAI", "KIX"), ("CHANCI", "CHANGI", "SIN")] {
            let repaired = try XCTUnwrap(try suggest("ARRIVAL\n\(read)\n2017.10.21").candidates.first, read)
            let exact = try XCTUnwrap(try suggest("ARRIVAL\n\(printed)\n2017.10.21").candidates.first, printed)
            XCTAssertEqual(repaired.chain.airport?.id.code, iata, read)
            XCTAssertEqual(exact.chain.airport?.id.code, iata, printed)
            XCTAssertLessThan(repaired.score, exact.score, read)
            XCTAssertTrue(repaired.evidence.contains { $0.signal == "airport_name" && $0.detail.contains("one letter misread") }, read)
        }
    }

    /// An airport's name read as written is not undone by a longer reading that only resembles
    /// another's: "CHANGI AIRPORT" is one letter from a name of Changhai's airport, in China, and
    /// is still Singapore Changi. A longer misread reading that adds more of a name still wins
    /// ("CARLOS" of four airports' names gives way to "CARLOS IBÁÑEZ DEL CA", worn).
    func testAnAirportsNameReadAsWrittenOutranksALongerMisreadOne() throws {
        XCTAssertEqual(try suggest("CHANGI AIRPORT\nADMITTED\nSEP 06 2020").candidates.first?.chain.airport?.id.code, "SIN")
        XCTAssertEqual(try suggest("ENTRADA\nAEROPUERTO CARLOS IBÁÑEZ DEL CA\n08 JUN 2009").candidates.first?.chain.airport?.id.code, "PUQ")
    }

    /// An airline town's name with letters lost at an end to a blotch's edge ("AMBURG") is the
    /// town, worth less for the letters lost, and on an entry stamp its airport: Hamburg,
    /// Manchester and Barcelona, worn at the start or the end.
    func testAnAirlineTownWornAtAnEndIsThatTownAndOnAnEntryStampItsAirport() throws {
        for (text, town, iata) in [("EINREISE\nAMBURG\nD\n15-11-2010", "Hamburg", "HAM"), ("ARRIVAL\nMANCHESTE\n14 AUG 2015", "Manchester", "MAN"),
                                   ("ENTRADA\nARCELONA\nE\n30.06.17", "Barcelona", "BCN")] {
            let s = try suggest(text)
            let top = try XCTUnwrap(s.candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertNotEqual(top.strength, .strong, text)
            let worn = try XCTUnwrap(s.candidates.first { $0.chain.airport == nil && $0.chain.city?.name == town }, text)
            XCTAssertTrue(worn.evidence.contains { $0.signal == "city_name" && $0.detail.contains("lost at the") }, text)
        }
        // A transliteration's syllables are not worn names: 中 read as "zhōng" is not Bazhong.
        let chinese = try suggest("中国边检\n北京首都\n2018.04.12")
        XCTAssertFalse(chinese.candidates.contains { $0.evidence.contains { $0.detail.contains("lost at the") } })
        // Nor is a word that names a town as read repaired into a longer one.
        let whole = try XCTUnwrap(try suggest("EINREISE\nHAMBURG\nD").candidates.first)
        XCTAssertFalse(whole.evidence.contains { $0.detail.contains("lost at the") })
    }

    func testAPortOrBorderWordReadWithOneLetterWrongStillSaysTheMode() {
        XCTAssertEqual(StampContext(StampText("RORDER\n12.03.2019")).mode, .land)
        // Only a look-alike: a town one unlike letter from a border word is the town (GARITA).
        XCTAssertEqual(StampContext(StampText("NARITA\n12.03.2019")).mode, .unknown)
        XCTAssertEqual(StampContext(StampText("GRANTCA\n12.03.2019")).mode, .land)
        XCTAssertEqual(StampContext(StampText("HARBOLR\n12.03.2019")).mode, .unknown, "L is no look-alike of U")
        XCTAssertEqual(StampContext(StampText("SEEHAFFN\n12.03.2019")).mode, .sea)
        XCTAssertNil(StampContext.misreadModeWord("border"), "a word read as written is no repair")
        XCTAssertNil(StampContext.misreadModeWord("rorde"), "five letters are too few to repair")
        // Half a vote: a word read as written outweighs it.
        XCTAssertEqual(StampContext(StampText("RORDER\nAIRPORT\n12.03.2019")).mode, .air)
    }

    /// A port or border word that lost one letter at the stamp's worn edge still says the mode,
    /// for half a vote, as a misread one does: five letters of six or more are left.
    func testAPortOrBorderWordWornByOneLetterAtAnEndStillSaysTheMode() {
        for (text, mode) in [("SATAM\nFIN\n01.09.24", EntryMode.sea), ("ATAMA TURKU\n01.09.24", .sea), ("RANICA\nTERESPOL\n12.03.2019", .land),
                             ("FRONTER\n2021.12.22", .land), ("ELABUHAN KLANG\n01.09.24", .sea)] {
            let context = StampContext(StampText(text))
            XCTAssertEqual(context.mode, mode, text)
            XCTAssertTrue(context.modeEvidence.contains { $0.signal == "mode_word_misread" && $0.detail.contains("lost at an end") }, text)
        }
        XCTAssertNil(StampContext.wornModeWord("hafe"), "four letters are too few to read worn")
        XCTAssertNil(StampContext.wornModeWord("satama"), "a word read as written is no repair")
        XCTAssertNil(StampContext.wornModeWord("atam"), "two letters lost are too many")
        XCTAssertEqual(StampContext(StampText("SATAM\nAIRPORT\n12.03.2019")).mode, .air, "a word read as written outweighs it")
    }

    /// An entry or exit word that lost one letter at the stamp's worn edge ("ADMITTE", "EPARTED")
    /// still says which way, for half a vote, and that the stamp is a border stamp: so a US
    /// admission stamp naming Atlanta is its airport's, as with the word whole.
    func testAnEntryOrExitWordWornByOneLetterAtAnEndStillSaysTheWayAndTheStampsKind() throws {
        for (text, direction) in [("ADMITTE\nATLANTA, GA\nAUG 0 3 2016", StampDirection.arrival), ("EPARTED\n12 MAR 2019", .departure),
                                  ("EINREIS\n12.03.2019", .arrival), ("USREISE\n12.03.2019", .departure)] {
            let context = StampContext(StampText(text))
            XCTAssertEqual(context.direction, direction, text)
            XCTAssertTrue(context.readsLikeBorderStamp, text)
            XCTAssertTrue(context.directionEvidence.contains { $0.signal == "direction_word_misread" && $0.detail.contains("lost at an end") }, text)
        }
        let atlanta = try XCTUnwrap(try suggest("ADMITTE\nATLANTA, GA\nC1ASS B2\nAUG 0 3 2016").candidates.first)
        XCTAssertEqual(atlanta.chain.airport?.id.code, "ATL")
        XCTAssertEqual(atlanta.mode, .air)
        XCTAssertNotEqual(atlanta.strength, .strong, "a town's airport inferred is never strong")
        XCTAssertNil(StampContext.wornDirectionWord("admitted"), "a word read as written is no repair")
        XCTAssertNil(StampContext.wornDirectionWord("alida"), "SALIDA is too short a word to read worn")
        XCTAssertNil(StampContext.wornDirectionWord("admitt"), "two letters lost are too many")
        // Half a vote: a word read as written outweighs it.
        XCTAssertEqual(StampContext(StampText("EPARTED\nARRIVAL\n12.03.2019")).direction, .arrival)
    }
}
