import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// The matcher's signals one by one, on the real gazetteer.
final class StampMatcherTests: XCTestCase {
    /// Shared by every test of the target (building a matcher takes most of their time); not
    /// thread-safe, and XCTest runs tests one after another.
    nonisolated(unsafe) static let matcher: StampMatcher? = try? StampMatcher(gazetteer: InstalledGazetteer.open(), referenceYear: 2026)

    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(Self.matcher, "the gazetteer is needed").suggest(text)
    }

    func testAFadedBrokenIcelandicAirportWordStillSuggestsKeflavikByAir() throws {
        let s = try suggest("KEFLAVIKURFLUGVOLI UR\n14.08.15")
        let top = try XCTUnwrap(s.candidates.first)
        XCTAssertEqual(top.chain.airport?.id, PlaceID(kind: .airport, code: "KEF"))
        XCTAssertEqual(top.chain.country?.id.code, "IS")
        XCTAssertEqual(top.mode, .air)
        XCTAssertTrue(top.evidence.contains { $0.signal == "airport_word" })
    }

    /// An airport's or a country's name in Greek or Cyrillic letters of seven or more is read with
    /// one letter misread, as a Latin one is: the Cyrillic model's "ШЕРЕМЕТЖЕВО" (Ж for Ь) is
    /// Sheremetyevo, weighed as a misread name; two letters misread are not.
    func testAGreekOrCyrillicNameWithOneLetterMisreadStillNamesItsAirport() throws {
        let top = try XCTUnwrap(try suggest("РОССИЯ\nШЕРЕМЕТЖЕВО\nВЪЕЗД\n9.23").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "SVO")
        let name = try XCTUnwrap(top.evidence.first { $0.signal == "airport_name" })
        XCTAssertTrue(name.detail.contains("one letter misread"), name.detail)
        XCTAssertLessThan(name.weight, try XCTUnwrap(try suggest("РОССИЯ\nШЕРЕМЕТЬЕВО\nВЪЕЗД\n9.23").candidates.first?.evidence
            .first { $0.signal == "airport_name" }).weight)
        XCTAssertFalse(try suggest("ШЕРЕМЕТЖЕВУ\nВЪЕЗД").candidates.contains { $0.chain.airport?.id.code == "SVO" })
    }

    func testAnIATACodeStandingAloneNamesItsAirportAndItsChain() throws {
        let top = try XCTUnwrap(try suggest("JFK\nAPR 02 2019").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "JFK")
        XCTAssertEqual(top.chain.country?.id.code, "US")
        XCTAssertNotNil(top.chain.city)
        XCTAssertEqual(top.evidence.first?.signal, "iata_code")
    }

    func testTwoLetterWordsInsideASentenceAreNotCountries() throws {
        // "IS", "IT", "DE", "NO" are ISO codes, but here they are words.
        let s = try suggest("THIS IS IT NO ENTRY DE")
        XCTAssertFalse(s.candidates.contains { $0.evidence.contains { $0.signal == "country_code" || $0.signal == "vehicle_sign" } })
    }

    func testAVehicleSignStandingAloneNamesItsCountry() throws {
        let s = try suggest("D\n12.03.2011")
        XCTAssertEqual(s.candidates.first?.chain.country?.id.code, "DE")
        XCTAssertEqual(s.candidates.first?.evidence.first?.signal, "vehicle_sign")
        XCTAssertNotEqual(s.candidates.first?.strength, .strong, "one sign alone is not strong")
    }

    /// A code beside the marks OCR makes of specks and frame lines ("PA‘", "CY |!") is junk, not
    /// a sign: a stamp prints its sign on a clean line. It is read as a code inside a line is, so
    /// the town the stamp names comes first; a sign beside a date's dots, in round brackets or in
    /// a ring of stars still counts.
    func testACodeBesideSpecksMarksIsNoSign() throws {
        let sepang = try suggest("PA‘\n03 MAY 2017\nSEPANG")
        XCTAssertEqual(sepang.candidates.first?.chain.country?.id.code, "MY")
        XCTAssertFalse(sepang.candidates.contains { $0.chain.country?.id.code == "PA" })
        let bali = try suggest("BALI\nKEDAT.\n12 AUG 2016\nCY |!")
        XCTAssertEqual(bali.candidates.first?.chain.country?.id.code, "ID")
        XCTAssertFalse(bali.candidates.contains { $0.evidence.contains { $0.signal == "vehicle_sign" } })
        // A Schengen stamp prints its sign in a ring of stars, which OCR may read as "*" or "+".
        for text in ["D\n12.03.2011", "(D)\n12.03.2011", "D 12.03.2011", "* D *\n12.03.2011", "+ D +\n12.03.2011"] {
            XCTAssertEqual(try suggest(text).candidates.first?.evidence.first?.signal, "vehicle_sign", text)
        }
    }

    func testEndonymsAndTownsAcrossScriptsAndBrokenLines() throws {
        XCTAssertEqual(try suggest("ΕΛΛΑΔΑ\n22.08.2010").candidates.first?.chain.country?.id.code, "GR")
        XCTAssertEqual(try suggest("DEUTSCHLAND").candidates.first?.chain.country?.id.code, "DE")
        let split = try XCTUnwrap(try suggest("FLUGHAFEN MÜN\nCHEN\n11.10.16").candidates.first)
        XCTAssertEqual(split.chain.airport?.id.code, "MUC")
    }

    func testATownNamedLikeAnAirportIsTheTownWithoutAnAirportWord() throws {
        let top = try XCTUnwrap(try suggest("D\nGRENZÜBERGANG\nFRANKFURT (ODER)\n20.07.2004").candidates.first)
        XCTAssertNil(top.chain.airport)
        XCTAssertEqual(top.chain.city?.name, "Frankfurt (Oder)")
        XCTAssertEqual(top.mode, .land)
    }

    func testNumericDatesAreReadDayFirstAndTwoDigitYearsTakeAPlausibleCentury() {
        let parser = StampDateParser(referenceYear: 2026)
        XCTAssertEqual(parser.dates(in: "04.07.19").first?.iso, "2019-07-04")
        XCTAssertEqual(parser.dates(in: "04/07/19").first?.iso, "2019-07-04")
        XCTAssertEqual(parser.dates(in: "04-07-2019").first?.iso, "2019-07-04")
        XCTAssertEqual(parser.dates(in: "01.08.97").first?.iso, "1997-08-01")
        XCTAssertEqual(parser.dates(in: "01.08.27").first?.iso, "2027-08-01", "the reference year + 1 is still plausible")
        XCTAssertEqual(parser.dates(in: "01.08.28").first?.iso, nil, "1928 is before any stamp this reads, 2028 is in the future")
        XCTAssertEqual(parser.dates(in: "14 AUG 2015").first?.iso, "2015-08-14")
        XCTAssertEqual(parser.dates(in: "APR 02 2019").first?.iso, "2019-04-02")
        XCTAssertEqual(parser.dates(in: "2017.10.03").first?.iso, "2017-10-03")
        XCTAssertEqual(parser.dates(in: "12.VIII.2009").first?.iso, "2009-08-12")
        XCTAssertEqual(parser.dates(in: "1I.1O.16").first?.iso, "2016-10-11", "OCR's I and O inside numbers")
        XCTAssertEqual(parser.dates(in: "12/25/2018").first?.reading, "month_first", "only when day-first is impossible")
        XCTAssertEqual(parser.dates(in: "31.02.2019").first?.iso, nil, "no 31 February")
    }

    /// Spaces where the dots faded, or where the stamp prints none: day first ("14 08 15"), or a
    /// four-digit year first ("2023 08 27"). A number that is no plausible year starts no date.
    func testSpacedNumericDatesAreReadDayFirstOrYearFirst() {
        let parser = StampDateParser(referenceYear: 2026)
        XCTAssertEqual(parser.dates(in: "14 08 15").first?.iso, "2015-08-14")
        XCTAssertEqual(parser.dates(in: "2023 08 27").first?.iso, "2023-08-27")
        XCTAssertEqual(parser.dates(in: "ARRIVAL 2019 12 01").first?.reading, "year_first")
        XCTAssertNil(parser.dates(in: "2023 13 27").first, "no 13th month")
        XCTAssertNil(parser.dates(in: "1234 08 27").first, "1234 is no stamp's year")
    }

    /// A month's name that begins with a letter like a digit (O, I, l) is still a name after a
    /// day and a dash, dot or slash: "19-OCT-2020" is 19 October, not "19-0CT". Digits read as
    /// those letters inside a number are still repaired ("1O.1O.2016").
    func testAMonthsNameStartingWithALetterLikeADigitIsReadAfterTheDay() {
        let parser = StampDateParser(referenceYear: 2026)
        XCTAssertEqual(parser.dates(in: "19-OCT-2020").first?.iso, "2020-10-19")
        XCTAssertEqual(parser.dates(in: "19.OCT.2020").first?.iso, "2020-10-19")
        XCTAssertEqual(parser.dates(in: "19/OCT/20").first?.iso, "2020-10-19")
        XCTAssertEqual(parser.dates(in: "03-IUNIE-2019").first?.iso, "2019-06-03", "Romanian iunie")
        XCTAssertEqual(parser.dates(in: "1O.1O.2016").first?.iso, "2016-10-10")
    }

    /// OCR loses the space between a day and its year after a month's name ("APR 032023"): two
    /// digits of day and four of year still make the date. A month and a year alone do not.
    func testADayRunOnIntoItsYearAfterAMonthsNameIsStillADate() {
        let parser = StampDateParser(referenceYear: 2026)
        XCTAssertEqual(parser.dates(in: "APR 032023").first?.iso, "2023-04-03")
        XCTAssertEqual(parser.dates(in: "JUN 122019").first?.iso, "2019-06-12")
        XCTAssertNil(parser.dates(in: "APR 2023").first)
        XCTAssertNil(parser.dates(in: "APR 322023").first, "no 32 April")
    }

    /// A numeric date's shape, read whatever its numbers: the scanner keeps the way up whose
    /// date reads as one (`StampScanner.readEitherWayUp`). Digits turned upside down read as
    /// letters and marks.
    func testADatesShapeIsReadWhetherOrNotItsNumbersMakeADate() {
        for line in ["92.18.2923", "20.06. 2024", "2024.06.11", "14-07-2023", "02/10/23"] {
            XCTAssertTrue(StampDateParser.holdsNumericDateShape(line), line)
        }
        for line in ["EZUT OT Ze", "EZOZ'90'0Z", "2.3.45", "9.23", "bo.09.9v0bk", "JFK 4310"] {
            XCTAssertFalse(StampDateParser.holdsNumericDateShape(line), line)
        }
    }

    func testNoScoreIsACertaintyAndNothingReadGivesNoCandidates() throws {
        let s = try suggest("BUNDESPOLIZEI\nD\nFRANKFURT/M. FLUGHAFEN\nFRA\n02.04.19\nDEUTSCHLAND")
        XCTAssertEqual(s.candidates.first?.chain.airport?.id.code, "FRA")
        XCTAssertEqual(s.candidates.first?.strength, .strong)
        XCTAssertTrue(s.candidates.allSatisfy { $0.score < 1 })
        XCTAssertTrue(try suggest("").candidates.isEmpty)
        XCTAssertTrue(try suggest("%%%% ---- 0000").candidates.isEmpty)
    }

    func testAHugeOrHostileTextIsCutNotRefused() throws {
        // The matcher reads every word of the 4,000 characters it keeps: the slow part.
        try TestTier.requireFull("the matcher on 500,000 characters of words (testOnlyTheFirstFourThousandCharactersAreRead checks the cut)")
        let s = try suggest(String(repeating: "ZZZZ QQQQ ", count: 50_000))
        XCTAssertLessThanOrEqual(s.candidates.count, 5)
    }

    /// The cut itself, cheaply: 4,000 characters of signs (no words to read), then a stamp's
    /// words. Past the cut they are not read; moved inside it, the same words name JFK.
    func testOnlyTheFirstFourThousandCharactersAreRead() throws {
        let stamp = "\nJFK\nAPR 02 2019"
        let signs = String(repeating: "%%%% ---- ", count: 400)
        XCTAssertEqual(signs.count, StampText.maximumCharacters)
        XCTAssertTrue(try suggest(signs + String(repeating: stamp, count: 1_000)).candidates.isEmpty)
        let inside = String(signs.dropFirst(stamp.count)) + stamp
        XCTAssertEqual(try suggest(inside).candidates.first?.chain.airport?.id.code, "JFK")
    }
}

/// Damaged names, other scripts, local words for airports, ports and borders.
final class StampLocalNameTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func testANameThatLostItsLastLettersStillNamesItsAirportWithLessWeight() throws {
        let worn = try XCTUnwrap(try suggest("AANKOMST\nLUCHTHAVEN EINDHOV").candidates.first)
        XCTAssertEqual(worn.chain.airport?.id.code, "EIN")
        let whole = try XCTUnwrap(try suggest("AANKOMST\nLUCHTHAVEN EINDHOVEN").candidates.first)
        XCTAssertEqual(whole.chain.airport?.id.code, "EIN")
        XCTAssertLessThan(worn.score, whole.score)
    }

    func testANameThatLostItsFirstLettersStillNamesItsAirport() throws {
        // "FUHLSBÜTTEL" alone would name the airport (it lies there), so the town is the worn word.
        let top = try XCTUnwrap(try suggest("FLUGHAFEN\nAMBURG").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "HAM")
        XCTAssertTrue(top.evidence.contains { $0.detail.contains("lost at the start") })
    }

    /// A town's name at the start of a longer word beside an airport word ("VARNA" of
    /// VARNABHUMI) is no reading of the word: the airport word is the next word, not the rest of
    /// this one. The word is Suvarnabhumi's name with two letters lost at the start.
    func testATownAtTheStartOfALongerWordGivesWayToTheNameTheWordIsWhatIsLeftOf() throws {
        for text in ["VARNABHUMI AIRPORT", "VARNABHUMI AIRPORT\n28.03.2023"] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, "BKK", "\(text): \(top.chain)")
            XCTAssertTrue(top.evidence.contains { $0.detail.contains("lost at the start") }, text)
        }
        // The airport word run into the town's name still names the town's airport.
        XCTAssertEqual(try suggest("KEFLAVIKURFLUGVOLLUR").candidates.first?.chain.airport?.id.code, "KEF")
    }

    /// The longest reading is the one meant: a word inside a country's name is that name's, and a
    /// word that only says where an airport lies in its town (SOUTH, CENTRAL) names no airport.
    func testAWordInsideACountrysNameOrADirectionAloneNamesNoOtherPlace() throws {
        let southAfrica = try suggest("REPUBLIC OF SOUTH AFRICA\nARRIVAL\n2011-09-14")
        XCTAssertEqual(southAfrica.candidates.first?.chain.country?.id.code, "ZA")
        XCTAssertFalse(southAfrica.candidates.contains { $0.evidence.contains { $0.text == "SOUTH" } }, "\(southAfrica.candidates.map(\.chain))")
        let papua = try suggest("PAPUA NEW GUINEA\nENTRY")
        XCTAssertEqual(papua.candidates.first?.chain.country?.id.code, "PG")
        XCTAssertFalse(papua.candidates.contains { $0.chain.country?.id.code == "GN" }, "Guinea is a word of the longer name")
        let docks = try suggest("EASTERN DOCKS\n19 JUL 2005")
        XCTAssertFalse(docks.candidates.contains { $0.chain.airport != nil }, "\(docks.candidates.map(\.chain))")
    }

    /// And the other way round: a word of a country's longer name read inside a town's name of
    /// more words is the town's. TANAH (land, in Malay) is a word of Thailand's name in Malay,
    /// and of Tanah Merah, a ferry terminal's town; CIUDAD of Ciudad del Vaticano and of CIUDAD
    /// DE MÉXICO.
    func testAWordOfACountrysNameInsideATownsNameNamesNoCountry() throws {
        let ferry = try suggest("TANAH MERAH FERRY TERMINAL\nDEPARTED\n29 MAR 2024")
        XCTAssertFalse(ferry.candidates.contains { $0.chain.country?.id.code == "TH" }, "\(ferry.candidates.map(\.chain))")
        let mexico = try suggest("MÉXICO\nAEROPUERTO INTERNACIONAL\nCIUDAD DE MÉXICO\n15/01/2017")
        XCTAssertEqual(mexico.candidates.first?.chain.country?.id.code, "MX")
        XCTAssertFalse(mexico.candidates.contains { $0.chain.country?.id.code == "VA" }, "\(mexico.candidates.map(\.chain))")
    }

    /// A short ending after a country's name is an inflection ("ÍSLANDS", of Iceland), unless the
    /// whole word is a town's name: GENEVA is Geneva, not Guinea's "Gene" and an ending; MALTEPE
    /// (Istanbul) is not Malta's "Malte", CILEGON (Java) not Chile's Italian "Cile".
    func testACountrysNameWithAnEndingGivesWayToATownNamedByTheWholeWord() throws {
        for (text, country) in [("ARRIVÉE\nGENEVA", "CH"), ("MALTEPE\n12.03.19", "TR"), ("CILEGON", "ID")] {
            let s = try suggest(text)
            XCTAssertEqual(s.candidates.first?.chain.country?.id.code, country, "\(text): \(s.candidates.map(\.chain))")
        }
        XCTAssertEqual(try suggest("ÍSLANDS\n12.03.19").candidates.first?.chain.country?.id.code, "IS", "an inflected name alone still names its country")
    }

    /// A word that is both one word of an airport's longer name and the town the airport lies
    /// by is one fact, not two: "MOSCOW" on an entry stamp is Moscow's airports, not Pullman
    /// Moscow Regional Airport (Idaho), while an airport called by its own place's name alone
    /// ("EZEIZA", "NARITA") still ranks first.
    func testOneWordOfAnAirportsLongerNameAndItsTownCountOnce() throws {
        let moscow = try suggest("ARRIVAL\nMOSCOW\n12.03.19")
        XCTAssertEqual(moscow.candidates.first?.chain.country?.id.code, "RU", "\(moscow.candidates.map(\.chain))")
        for (text, airport) in [("ARRIVAL\nEZEIZA\n12.03.19", "EZE"), ("ARRIVAL\nNARITA\n12.03.19", "NRT")] {
            XCTAssertEqual(try suggest(text).candidates.first?.chain.airport?.id.code, airport, text)
        }
    }

    /// The same words read as a namesake elsewhere in a country are a rival reading, not a second
    /// fact: the United States' many Manchesters, each near an airport, do not outrank the airport
    /// the words name, and none of them lends weight to the others.
    func testNamesakesOfTheSameWordsInOneCountryLendNothingToEachOther() throws {
        let s = try suggest("MANCHESTER AIRPORT")
        XCTAssertEqual(s.candidates.first?.chain.airport?.id.code, "MAN")
        for candidate in s.candidates {
            XCTAssertFalse(candidate.evidence.contains { $0.detail.hasPrefix("same country:") && $0.text == "MANCHESTER" },
                           "\(candidate.chain) borrows from a namesake of its own words")
        }
        // Other words still lend: the capital read on its own line supports the country's airport.
        let keflavik = try XCTUnwrap(try suggest("KEFLAVIK\nREYKJAVIK").candidates.first)
        XCTAssertEqual(keflavik.chain.airport?.id.code, "KEF")
        XCTAssertTrue(keflavik.evidence.contains { $0.detail.hasPrefix("same country:") && $0.text == "REYKJAVIK" }, "\(keflavik.evidence)")
    }

    func testTheAuthoritysOwnWordsNameNoPlace() throws {
        // FORCE, GENERAL, CENTRAL are all that is left of three airports' names without their
        // towns (Naknek Air Force Base, General Villamil, Iwo Jima's Central Field); on a stamp
        // they are the authority's.
        let dover = try suggest("UK BORDER FORCE\nDOVER\n12 MAR 2019").candidates
        XCTAssertEqual(dover.first?.chain.country?.id.code, "GB")
        XCTAssertFalse(dover.contains { $0.evidence.contains { $0.text == "FORCE" } })
        XCTAssertEqual(try suggest("DIRECTORATE GENERAL OF IMMIGRATION\nREPUBLIC OF INDONESIA").candidates.first?.chain.country?.id.code, "ID")
        XCTAssertFalse(try suggest("CENTRAL IMMIGRATION OFFICE\nGUYANA").candidates.contains { $0.evidence.contains { $0.text == "CENTRAL" } })
        // A port word is no word of an airport's name alone: AEROPORTO DO PORTO is Porto's
        // airport, not Porto Santo's nor Pemba's (its town was Porto Amélia).
        let porto = try suggest("AEROPORTO DO PORTO\nENTRADA\n12.03.2019").candidates
        XCTAssertEqual(porto.first?.chain.airport?.id.code, "OPO")
        XCTAssertFalse(porto.contains { ["PXO", "POL"].contains($0.chain.airport?.id.code) }, "\(porto.map(\.chain))")
        XCTAssertEqual(try suggest("PORTO SANTO\nAEROPORTO").candidates.first?.chain.airport?.id.code, "PXO")
    }

    func testATownReadInsideALargerTownsNameGivesWayToIt() throws {
        // "HAAG" is a town in Upper Austria by Linz's airport; DEN HAAG is The Hague.
        let hague = try suggest("ARRIVAL\nDEN HAAG\n12.03.2019").candidates
        XCTAssertEqual(hague.first?.chain.city?.name, "The Hague")
        XCTAssertFalse(hague.contains { $0.chain.country?.id.code == "AT" }, "\(hague.map(\.chain))")
        // A smaller town's name read across the words does not take them: PORT HALIFAX and PULAU
        // PINANG are Halifax's port and Penang's airport, whatever villages bear those names.
        XCTAssertEqual(try suggest("CDN\nPORT HALIFAX\n2017.04.22").candidates.first?.chain.city?.name, "Halifax")
        XCTAssertEqual(try suggest("MASUK\nLAPANGAN TERBANG PULAU PINANG\n08 JUN 2021").candidates.first?.chain.airport?.id.code, "PEN")
    }

    func testAnImmigrationStampNamingATownOffTheLandBordersIsItsAirports() throws {
        // The United Kingdom's and Australia's stamps name the authority and the port of entry,
        // not the way in: a town with an airline airport and no land border is its airport.
        // So do stamps that name the border police instead: Brazil's Polícia Federal, Germany's
        // Bundespolizei, Argentina's Dirección Nacional de Migraciones.
        for (text, iata) in [("IMMIGRATION OFFICER\nBIRMINGHAM\n(1234)\n12 MAR 2019", "BHX"),
                             ("DEPARTMENT OF IMMIGRATION\nCAIRNS\n12 MAR 2019", "CNS"),
                             ("POLICIA FEDERAL\nGUARULHOS\n12 DEZ 2023", "GRU"), ("BUNDESPOLIZEI\nHAMBURG\n05.12.21", "HAM"),
                             ("DIRECCION NACIONAL DE MIGRACIONES\nEZEIZA\n05.12.21", "EZE")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
            XCTAssertNotEqual(top.strength, .strong, text)
        }
        // On a land border the same stamp is the road crossing's; a town read by another of its
        // names ("NAMANGA" is one of Namangan's, in Uzbekistan) brings no airport on its own.
        XCTAssertNil(try suggest("IMMIGRATION\nTIJUANA\n12 MAR 2019").candidates.first?.chain.airport)
        XCTAssertNil(try suggest("DEPARTMENT OF IMMIGRATION\nNAMANGA\n07 JUL 2018").candidates.first?.chain.airport)
        // The authority's name of two words begins no town's: "ПОГРАНИЧНЫЙ КОНТРОЛЬ" is border
        // control, though Пограничный alone is a town in Primorsky Krai.
        let moscow = try suggest("ФСБ РОССИИ\nПОГРАНИЧНЫЙ КОНТРОЛЬ\nШЕРЕМЕТЬЕВО\nВЪЕЗД\n14.03.2019").candidates
        XCTAssertEqual(moscow.first?.chain.airport?.id.code, "SVO")
        XCTAssertFalse(moscow.contains { $0.chain.city?.name == "Pogranichnyy" })
        XCTAssertEqual(try suggest("ПОГРАНИЧНЫЙ\n14.03.2019").candidates.first?.chain.city?.name, "Pogranichnyy")
    }

    func testAnEntryStampNamingATownWithAnAirlineAirportSuggestsTheAirportByAirButNeverStrongly() throws {
        let top = try XCTUnwrap(try suggest("ARRIVAL\nMANCHESTER\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "MAN")
        XCTAssertEqual(top.mode, .air)
        XCTAssertNotEqual(top.strength, .strong)
        // Without an entry word or a date the town itself comes first.
        XCTAssertNil(try suggest("MANCHESTER").candidates.first?.chain.airport)
    }

    /// A stamp naming only its country and an airport word ("STATE OF QATAR / INT'L AIRPORT")
    /// was struck at the country's airport when the country has one large airline airport; a
    /// country with several names none, and a town read beside the airport word names its own.
    func testACountrysNameBesideAnAirportWordNamesItsOneLargeAirport() throws {
        for (text, iata) in [("STATE OF QATAR\nINTL AIRPORT\nDEPARTURE", "DOH"), ("MAURITIUS\nINT'L AIRPORT\nARRIVAL\n17 SEP 2023", "MRU")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
            XCTAssertNotEqual(top.strength, .strong, text)
        }
        XCTAssertNil(try suggest("STATE OF QATAR\nDEPARTURE").candidates.first?.chain.airport, "no airport word")
        XCTAssertNil(try suggest("UNITED ARAB EMIRATES\nAIRPORT\nARRIVAL").candidates.first?.chain.airport, "four large airports")
        XCTAssertEqual(try suggest("CYPRUS\nPAPHOS AIRPORT\nARRIVAL").candidates.first?.chain.airport?.id.code, "PFO")
    }

    /// A stamp prints its own airport's code beside its own town: a code read inside a line that
    /// names another country's airport gives way to a town read whole on that line, and a code
    /// of one of the town's airports makes that airport the border stamp's.
    func testACodeOnATownsLineAgreesWithTheTownOrGivesWay() throws {
        let dakar = try XCTUnwrap(try suggest("ADD DAKAR\nARAVEE").candidates.first)
        XCTAssertEqual(dakar.chain.country?.id.code, "SN", "not Addis Ababa's code")
        let addis = try XCTUnwrap(try suggest("ADD DAKAR\nARAVEE").candidates.first { $0.chain.airport?.id.code == "ADD" })
        XCTAssertTrue(addis.evidence.contains { $0.signal == "iata_code" && $0.detail.hasSuffix("a town of another country is read whole on its line") })
        XCTAssertEqual(try suggest("ADD\nARRIVAL").candidates.first?.chain.airport?.id.code, "ADD", "alone, the code is Addis Ababa's")
        for text in ["ARRIVAL\nLONDON LHR", "LONDON LHR\n12.03.2019"] {
            XCTAssertEqual(try suggest(text).candidates.first?.chain.airport?.id.code, "LHR", text)
        }
        // A large town read by another of its names counts as read whole: "TANGER" is Tangier,
        // and MED beside it is Tanger Med, its port, not Madinah's airport.
        let tanger = try XCTUnwrap(try suggest("PORT TANGER MED\n06 08 2015").candidates.first)
        XCTAssertEqual(tanger.chain.country?.id.code, "MA")
        XCTAssertEqual(tanger.mode, .sea)
    }

    /// An article between two words of a line is a word of the name, not an airport's code:
    /// LOS of PASO LOS LIBERTADORES is not Lagos's, LAS of LAS AMÉRICAS not Las Vegas's. Alone,
    /// LAS is still the code.
    func testAnArticleInsideANameIsNoCode() throws {
        XCTAssertFalse(try suggest("PASO LOS LIBERTADORES\n2015.12.20\nENTRADA").candidates.contains { $0.chain.airport?.id.code == "LOS" })
        let americas = try suggest("AEROPUERTO DE LAS AMERICAS\nSALIDA\n12.03.2019")
        XCTAssertEqual(americas.candidates.first?.chain.airport?.id.code, "SDQ")
        XCTAssertFalse(americas.candidates.contains { $0.chain.airport?.id.code == "LAS" })
        XCTAssertEqual(try suggest("LAS\n12.03.2019").candidates.first?.chain.airport?.id.code, "LAS")
    }

    /// A word of a town's name read whole across its line is the name's, not an airport's code:
    /// "ROO" of QUINTANA ROO (Mexico's state, and two of its towns) is not Rondonópolis's airport
    /// in Brazil, "SAN" of SAN FRANCISCO not San Diego's. A name broken over two lines keeps the
    /// code printed above its town ("MAD / RID").
    func testAWordOfATownsNameReadWholeIsNotACode() throws {
        let quintanaRoo = try suggest("QUINTANA ROO\nENTRADA\n15 ENE 2019")
        XCTAssertEqual(quintanaRoo.candidates.first?.chain.country?.id.code, "MX")
        XCTAssertFalse(quintanaRoo.candidates.contains { $0.chain.airport?.id.code == "ROO" })
        XCTAssertFalse(try suggest("SAN FRANCISCO\nSFO\nNOV 11 2016").candidates.contains { $0.chain.airport?.id.code == "SAN" })
        XCTAssertEqual(try suggest("ROO\nENTRADA").candidates.first?.chain.airport?.id.code, "ROO", "alone, the code is Rondonópolis's")
        let madrid = try XCTUnwrap(try suggest("AEROPUER TO MAD\nRID\nE\n12-05-16").candidates.first)
        XCTAssertEqual(madrid.chain.airport?.id.code, "MAD")
        XCTAssertTrue(madrid.evidence.contains { $0.signal == "iata_code" && $0.text == "MAD" })
    }

    /// United States admission stamps print the state's code after the town ("MIAMI, FL"): a
    /// town followed on its line by the code the gazetteer files its region under is named
    /// twice, and outweighs a letter read beside it as a country's sign.
    func testATownBesideItsRegionsCodeCountsMore() throws {
        XCTAssertEqual(try suggest("A\nMIAMI").candidates.first?.chain.country?.id.code, "AT", "the premise: a sign of one letter")
        let miami = try XCTUnwrap(try suggest("A\nMIAMI, FL").candidates.first)
        XCTAssertEqual(miami.chain.city?.name, "Miami")
        XCTAssertEqual(miami.chain.region?.id.code, "US.FL")
        XCTAssertTrue(miami.evidence.contains { $0.signal == "city_name" && $0.detail.hasSuffix("beside its region's code FL") })
        // Another region's code adds nothing.
        let other = try XCTUnwrap(try suggest("A\nMIAMI, GA").candidates.first { $0.chain.city?.name == "Miami" })
        XCTAssertFalse(other.evidence.contains { $0.detail.contains("region's code") })
    }

    /// A passport's stamps are border stamps: one that only dates a town read by its own name,
    /// away from every land border, was struck at the town's airline airport, as one with an
    /// entry word was. On a land border the same stamp is the road crossing's, and a port stamp
    /// prints its port word.
    func testADatedStampNamingATownOffTheLandBordersIsItsAirports() throws {
        for (text, iata) in [("NEW ZEALAND\nAUCKLAND\nVISITOR\n02 JAN 2023", "AKL"), ("LIMA - PERU\n09 OCT 2023", "LIM"),
                             ("MANCHESTER\n12.03.2019", "MAN")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
            XCTAssertNotEqual(top.strength, .strong, text)
            // The date is what makes it the airport's.
            let undated = text.split(separator: "\n").dropLast().joined(separator: "\n")
            XCTAssertNil(try suggest(undated).candidates.first?.chain.airport, undated)
        }
        XCTAssertNil(try suggest("TIJUANA\n12 MAR 2019").candidates.first?.chain.airport)
        XCTAssertNil(try suggest("PORT OF AUCKLAND\n02 JAN 2023").candidates.first?.chain.airport)
    }

    /// A town read where its name ends inside a longer word is a guess at that word: on an exit
    /// stamp it does not bring its airport up as the stamp's. "ARANYA" (a Japanese reading of
    /// Alanya, in Turkey) begins ARANYAPRATHE, the Thai crossing to Cambodia worn by one letter.
    func testATownReadAtTheStartOfALongerWordIsNoEntryStampsAirport() throws {
        let s = try suggest("DEPARTED\nARANYAPRATHE\n12 MAR 2019")
        XCTAssertEqual(s.candidates.first?.chain.country?.id.code, "TH")
        XCTAssertEqual(s.candidates.first?.mode, .land)
        let alanya = try XCTUnwrap(s.candidates.firstIndex { $0.chain.airport == nil && $0.chain.city?.name == "Alanya" })
        let gazipasa = try XCTUnwrap(s.candidates.firstIndex { $0.chain.airport?.id.code == "GZP" })
        XCTAssertLessThan(alanya, gazipasa, "the town read, not its airport")
        XCTAssertFalse(s.candidates[gazipasa].evidence.contains { $0.detail.contains("a border stamp naming a town") })
    }

    func testCyrillicAirportNamesAreReadRomanized() throws {
        let top = try XCTUnwrap(try suggest("АЭРОПОРТ ДОМОДЕДОВО\n12.03.19").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "DME")
        XCTAssertEqual(top.mode, .air)
    }

    /// A short country's name found only in a transliteration is junk read in another script:
    /// the Japanese model's "シン" from a worn Nepalese stamp is "shin", one of China's names, and
    /// must not outweigh the sign the stamp prints. Names romanized at length still count.
    func testAShortCountrysNameReadOnlyInLatinLettersIsNoCountry() throws {
        let s = try suggest("ARRIVAL\n15-07-2014\nNP\nイン\nシン")
        XCTAssertEqual(s.candidates.first?.chain.country?.id.code, "NP")
        XCTAssertFalse(s.candidates.contains { $0.evidence.contains { $0.signal == "country_name" && $0.detail.contains("Latin letters") } })
        XCTAssertEqual(try suggest("АЭРОПОРТ ДОМОДЕДОВО\n12.03.19").candidates.first?.chain.airport?.id.code, "DME")
    }

    func testCountryEndonymsInTheirOwnLanguageAndScript() throws {
        for (text, code) in [("SUOMI", "FI"), ("HRVATSKA", "HR"), ("ΕΛΛΑΔΑ", "GR"), ("ÍSLAND", "IS"), ("POLSKA", "PL")] {
            XCTAssertEqual(try suggest(text + "\n01.02.2020").candidates.first?.chain.country?.id.code, code, text)
        }
    }

    func testPortAndBorderWordsInManyLanguagesSetTheMode() throws {
        for (text, mode) in [("SATAMA TURKU", EntryMode.sea), ("OSTA LIEPAJA", .sea), ("LIMANI KUSADASI", .sea), ("GRANICA TERESPOL", .land),
                             ("HATARATKELO ROSZKE", .land), ("RAJA TORNIO", .land), ("PASO FRONTERIZO\nPASO DE LOS LIBRES", .land)] {
            XCTAssertEqual(try suggest(text + "\n01.02.2020").mode, mode, text)
        }
    }

    func testAWordTheFullTextIndexCutsAtItsMarksDoesNotFailTheStamp() throws {
        XCTAssertNoThrow(try suggest("ARRIVAL\nजयपुर\n01.02.2020"))
    }

    func testTheTownAnAirportLiesInNamesTheAirport() throws {
        // Schwechat holds Vienna's airport, Tullamarine Melbourne's; OurAirports files both
        // under the city they serve.
        for (text, code) in [("FLUGHAFEN SCHWECHAT\n12.03.2019", "VIE"), ("ARRIVAL\nAIRPORT TULLAMARINE\n12.03.2019", "MEL")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, code, text)
            XCTAssertEqual(top.mode, .air, text)
        }
    }

    func testANameWornAtBothEndsStillNamesItsAirport() throws {
        let top = try XCTUnwrap(try suggest("LUCHTHAVEN\nINDHOVE").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "EIN")
        XCTAssertTrue(top.evidence.contains { $0.detail.contains("lost at both ends") })
    }

    func testOneWordOfACountrysLongerNameNamesIt() throws {
        for (text, code) in [("السعودية", "SA"), ("الإمارات", "AE")] {
            XCTAssertEqual(try suggest(text + "\nدخول\n01.02.2020").candidates.first?.chain.country?.id.code, code, text)
        }
    }

    /// The short names countries style themselves by on their stamps, which the gazetteer's names
    /// lack (`CountryShortNames`): KOREA is South Korea's, not a town in Ivory Coast; DPR KOREA
    /// North Korea's; LAO PDR is Laos, not Laoag's airport; DR CONGO is not its neighbour.
    func testTheShortNamesCountriesStyleThemselvesByNameThem() throws {
        for (text, code) in [("KOREA IMMIGRATION SERVICE", "KR"), ("REPUBLIC OF KOREA", "KR"), ("DPR KOREA", "KP"),
                             ("LAO PDR", "LA"), ("DR CONGO", "CD"), ("CONGO", "CG"), ("KYRGYZ REPUBLIC", "KG"),
                             ("КЫРГЫЗСКАЯ РЕСПУБЛИКА", "KG")] {
            XCTAssertEqual(try suggest(text + "\nENTRY\n01.02.2020").candidates.first?.chain.country?.id.code, code, text)
        }
    }

    /// Names in a country's own language that the gazetteer's 100 names for it leave out
    /// (`CountryShortNames`) name the country in full, as its other names do: Macao's 澳門 outranks
    /// a stray "PA" read beside it, and 中華民國 is Taiwan, not Huamin, a town in China. "REPUBLIC
    /// OF CHINA" is Taiwan too, and China's own long name, which holds it, is China.
    func testACountrysOwnNameTheGazetteerLeftOutNamesIt() throws {
        for (text, code) in [("澳門", "MO"), ("澳门", "MO"), ("한국", "KR"), ("中華民國", "TW"), ("中华民国", "TW"),
                             ("REPUBLIC OF CHINA", "TW"), ("PEOPLE'S REPUBLIC OF CHINA", "CN"), ("中华人民共和国", "CN")] {
            let top = try XCTUnwrap(try suggest("PA\n" + text + "\n入境\n08 JUN 2015").candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, code, text)
            // Read whole, as one name (the apostrophe is read as a space).
            XCTAssertTrue(top.evidence.contains { $0.signal == "country_name" && $0.text.filter(\.isLetter) == text.filter(\.isLetter) }, text)
        }
    }

    /// The formal names states give themselves (`OfficialCountryNames`) name them, read whole:
    /// their words name other places alone ("ESTADOS UNIDOS" of Mexico's name is the United
    /// States, "РОССИЙСКАЯ" a town in Italy, "BUNDESREPUBLIK" Bünde, "CUMHURİYETİ" a town in
    /// Turkey), and an adjective ("HELLENIC", "ΚΥΠΡΙΑΚΗ") named nothing.
    func testTheFormalNameAStateGivesItselfNamesIt() throws {
        for (text, code) in [("ESTADOS UNIDOS MEXICANOS", "MX"), ("РОССИЙСКАЯ ФЕДЕРАЦИЯ", "RU"), ("ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ", "GR"),
                             ("HELLENIC REPUBLIC", "GR"), ("ΚΥΠΡΙΑΚΗ ΔΗΜΟΚΡΑΤΙΑ", "CY"), ("BUNDESREPUBLIK DEUTSCHLAND", "DE"),
                             ("TÜRKİYE CUMHURİYETİ", "TR"), ("SCHWEIZERISCHE EIDGENOSSENSCHAFT", "CH"), ("REPÚBLICA PORTUGUESA", "PT"),
                             ("الجمهورية العربية السورية", "SY"), ("조선민주주의인민공화국", "KP")] {
            let top = try XCTUnwrap(try suggest(text + "\n12.03.2019").candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, code, text)
            XCTAssertNil(top.chain.city, text)
        }
    }

    /// A country's name read whole is the country: neither a stamp word (РОССИЯ was one, and was
    /// read only as "Росси" with an ending) nor a town whose name begins the word ("ROMAN·IA" is
    /// Roman, a town in Romania) comes before it.
    func testACountrysNameReadWholeIsTheCountry() throws {
        for (text, code) in [("РОССИЯ", "RU"), ("ROMANIA", "RO"), ("ROMÂNIA", "RO")] {
            let s = try suggest(text + "\nRO\n12.07.18")
            let top = try XCTUnwrap(s.candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, code, text)
            XCTAssertNil(top.chain.city, text)
            XCTAssertEqual(top.evidence.first { $0.signal == "country_name" }?.weight, StampSignalReader.Weight.countryName, text)
        }
    }

    /// A region's name read whole names the region and its country: Sabah and Sarawak keep their
    /// own immigration, and islands print their own name where a town's would stand. A short
    /// region's name outweighs a foreign village's ("BALI" is also Bāli in West Bengal).
    func testARegionsNameReadWholeNamesTheRegionAndItsCountry() throws {
        for (text, code, region) in [("SABAH\nIMMIGRATION\n12 JAN 2019", "MY", "Sabah"), ("SARAWAK\nMASUK\n03.04.2018", "MY", "Sarawak"),
                                     ("BALI\n12 AUG 2016", "ID", "Bali"), ("TASMANIA\nARRIVAL", "AU", "Tasmania"),
                                     ("NEW SOUTH WALES\nARRIVAL", "AU", "New South Wales")] {
            let s = try suggest(text)
            let top = try XCTUnwrap(s.candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, code, text)
            XCTAssertEqual(top.chain.region?.name, region, text)
            XCTAssertNil(top.chain.city, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "region_name" && $0.weight > 0 }, text)
        }
        // What is read inside a name of several words as another country's gives way: "WALES" is
        // a word of Wallis and Futuna's name, and a region of the United Kingdom.
        let wales = try suggest("NEW SOUTH WALES\nARRIVAL").candidates
        XCTAssertEqual(Set(wales.compactMap(\.chain.country?.id.code)), ["AU"])
        // Read alone, the region's name is the region's, not a word of one of another country's
        // alternates ("Wales à Fùwtuwnà"); a word of the name a country goes by stays beside it
        // ("ZEALAND" may be what is left of NEW ZEALAND).
        let walesAlone = try suggest("IMMIGRATION\nWALES\n12.03.2019").candidates
        XCTAssertEqual(walesAlone.first?.chain.region?.name, "Wales")
        XCTAssertFalse(walesAlone.contains { $0.chain.country?.id.code == "WF" })
        let zealand = try suggest("ZEALAND\n12.03.2019").candidates.compactMap(\.chain.country?.id.code)
        XCTAssertTrue(zealand.prefix(2).contains("NZ") && zealand.prefix(2).contains("DK"), "\(zealand)")
    }

    /// A name that regions of several countries hold, a country's name, and a region named like a
    /// town of its own country read by the town's own name name no region; a town of the region's
    /// own country read inside its name keeps its place ("PINANG", Penang's airport town).
    func testARegionNamedLikeManyRegionsACountryOrItsOwnTownNamesNoRegion() throws {
        for text in ["CENTRAL\nARRIVAL", "WESTERN\n12.07.18", "PUNJAB\n12.07.18", "MEXICO\nENTRADA", "MOSCOW\n12.07.18"] {
            XCTAssertFalse(try suggest(text).candidates.contains { $0.evidence.contains { $0.signal == "region_name" } }, text)
        }
        XCTAssertEqual(try suggest("MOSCOW\n12.07.18").candidates.first?.chain.city?.name, "Moscow")
        let penang = try XCTUnwrap(try suggest("MASUK\nLAPANGAN TERBANG PULAU PINANG\n08 JUN 2021").candidates.first)
        XCTAssertEqual(penang.chain.airport?.id.code, "PEN")
    }

    /// A code standing alone counts in full only where the rest of the stamp bears it out: one
    /// triple of capitals in four is some airport's code, and OCR makes triples of specks
    /// (`LoneAirportCodes`). Alone, it still names its airport, but weakly.
    func testACodeStandingAloneCountsInFullOnlyWhereTheStampBearsItOut() throws {
        for (text, iata) in [("HHN\n12.03.19", "HHN"), ("JFK\nAPR 02 2019", "JFK"), ("DXB\nARRIVAL\n12.07.18", "DXB")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.strength, .weak, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "iata_code" && $0.detail.contains("nothing else on the stamp bears it out") }, text)
        }
        // Nor does a name pieced together from specks in the code's country bear it out: "a a
        // La" spells 'A'ala, in Honolulu.
        let specks = try XCTUnwrap(try suggest("HNL\na a La\n12.03.19").candidates.first { $0.chain.airport?.id.code == "HNL" })
        XCTAssertEqual(specks.strength, .weak)
        XCTAssertTrue(specks.evidence.contains { $0.signal == "iata_code" && $0.detail.contains("nothing else on the stamp bears it out") })
        // The code of an airport with no airline service (Ivishak, closed; Luke, an air force
        // base) is no border stamp's, alone or read in a line of junk ("LUF Tp" of LUFTHAVN).
        XCTAssertFalse(try suggest("IVH\n12.03.19").candidates.contains { $0.chain.airport != nil })
        XCTAssertFalse(try suggest("ARRIVAL IVH 02\n12.03.19").candidates.contains { $0.chain.airport != nil })
        XCTAssertFalse(try suggest("WANeS LUF Tp\n19 JUN 22").candidates.contains { $0.chain.airport?.id.code == "LUF" })
        // Its name borne out by the stamp, it is named.
        XCTAssertEqual(try suggest("LUKE AFB LUF\n19 JUN 22").candidates.first?.chain.airport?.id.code, "LUF")
        // An air word or ✈, its country's name, its town: the code counts in full.
        for (text, iata) in [("✈ JFK\nAPR 02 2019", "JFK"), ("AIRPORT\nSVO\n12.07.18", "SVO"), ("MOSCOW\nSVO\n12.07.18", "SVO"),
                             ("JFK\nUNITED STATES\nAPR 02 2019", "JFK")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertNotEqual(top.strength, .weak, text)
            XCTAssertEqual(top.evidence.first { $0.signal == "iata_code" }?.weight, StampSignalReader.Weight.iataAlone, text)
        }
    }

    /// A month's short name standing alone on a stamp dated elsewhere is its airport's code (the
    /// date has its month): GRU (São Paulo), DEZ being the month; AUG (Augusta), JAN
    /// (Jackson). Inside a date, or on a stamp with no date, it is still the month.
    func testAMonthsNameStandingAloneOnADatedStampIsACode() throws {
        for (text, iata) in [("ENTRADA\n10 DEZ 2016\nGRU", "GRU"), ("ARRIVAL\n12.03.19\nAUG", "AUG"), ("ADMITTED\nJAN\n2019-05-01", "JAN")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.evidence.first { $0.signal == "iata_code" }?.weight, StampSignalReader.Weight.iataInLine,
                           "\(text): borne out by nothing else, it weighs as a code in a line")
        }
        XCTAssertFalse(try suggest("ENTRADA\n10 GRU 2016").candidates.contains { $0.chain.airport != nil })
        XCTAssertFalse(try suggest("GRU").candidates.contains { $0.chain.airport != nil })
        // Its air word bears it out.
        let borne = try XCTUnwrap(try suggest("AEROPORTO\nGRU\n10 DEZ 2016").candidates.first)
        XCTAssertEqual(borne.chain.airport?.id.code, "GRU")
        XCTAssertEqual(borne.evidence.first { $0.signal == "iata_code" }?.weight, StampSignalReader.Weight.iataAlone)
    }

    /// Three capitals in a date's month place, between its day and its year, are the month read
    /// wrong ("10 AER 2015": APR), not an airport's code (AER, Sochi); between numbers that are
    /// no day and year they are still a code ("340 DEN 2187", a United States admission stamp).
    func testThreeCapitalsInADatesMonthPlaceAreNoCode() throws {
        for text in ["ARRIVAL\n10 AER 2015", "ENTRY\n3 LHR 2019"] {
            XCTAssertFalse(try suggest(text).candidates.contains { $0.chain.airport != nil }, text)
        }
        XCTAssertEqual(try suggest("ADMITTED\n340 DEN 2187").candidates.first?.chain.airport?.id.code, "DEN")
        XCTAssertEqual(try suggest("ARRIVAL\n10 APR 2015\nAER").candidates.first?.chain.airport?.id.code, "AER")
    }

    /// Three capitals that are the ISO code of a country the stamp names in words are that
    /// country's code when the airport they would name lies abroad ("MNG 14" beside MONGOLIA is
    /// Mongolia's, not Maningrida's airport in Australia); an airport in that country keeps its
    /// code (MEX beside MÉXICO is Mexico City's airport).
    func testACountrysThreeLetterCodeBesideItsNameIsNoForeignAirport() throws {
        let mongolia = try suggest("MONGOLIA\nOPOX MNG 14\n2017.09.12")
        XCTAssertEqual(mongolia.candidates.first?.chain.country?.id.code, "MN")
        XCTAssertFalse(mongolia.candidates.contains { $0.chain.airport?.id.code == "MNG" }, "\(mongolia.candidates.map(\.chain))")
        XCTAssertTrue(try XCTUnwrap(mongolia.candidates.first).evidence.contains { $0.signal == "country_code" && $0.detail.contains("which the stamp names too") })
        XCTAssertEqual(try suggest("AEROPUERTO INTERNACIONAL\nMEX\nMÉXICO").candidates.first?.chain.airport?.id.code, "MEX")
        // A word of the country's name read is the name, counted once: LAO of LAO P.D.R.
        let laos = try XCTUnwrap(try suggest("LAO P D R\nTHANALENG\nCHECKPOINT").candidates.first)
        XCTAssertEqual(laos.chain.country?.id.code, "LA")
        XCTAssertFalse(laos.evidence.contains { $0.signal == "country_code" }, "\(laos.evidence)")
    }

    /// A long word that names nothing may be an airline town's name with any one letter read
    /// wrong, not only a look-alike ("ZANZIGAR": Zanzibar, its B read as G). The town is found,
    /// marked as read with a letter wrong, and counts less than its name read whole. A word of
    /// seven letters is not repaired so: one letter changed in it names some town everywhere.
    func testALongAirlineTownsNameWithAnyOneLetterReadWrongIsTheTown() throws {
        let repaired = try XCTUnwrap(try suggest("BANDARI YA ZANZIGAR\nENTRY").candidates.first)
        XCTAssertEqual(repaired.chain.city?.name, "Zanzibar")
        XCTAssertTrue(repaired.evidence.contains { $0.detail.contains("ZANZIGAR with one letter read wrong") }, "\(repaired.evidence)")
        let whole = try XCTUnwrap(try suggest("BANDARI YA ZANZIBAR\nENTRY").candidates.first)
        XCTAssertEqual(whole.chain.city?.name, "Zanzibar")
        XCTAssertLessThan(repaired.score, whole.score)
        XCTAssertFalse(try suggest("KARACHU\nARRIVAL").candidates.contains { $0.chain.city?.name == "Karachi" })
    }

    /// An airport word that an airport named beside it takes does not bear out a code standing
    /// alone in another country: "PAS" (Paros) read from specks does not outrank Chiang Mai's
    /// airport named, worn, beside the word; the same code and word without that name count in
    /// full.
    func testAnAirportWordTakenByAnAirportNamedBesideItBearsOutNoOtherCode() throws {
        let chiangMai = try suggest("IMMIGRATION\nPAS\nCHIANG ve A\nIRPORT\n03 JAN 2024").candidates
        XCTAssertEqual(chiangMai.first?.chain.country?.id.code, "TH")
        let paros = try XCTUnwrap(chiangMai.first { $0.chain.airport?.id.code == "PAS" })
        XCTAssertEqual(paros.evidence.first { $0.signal == "iata_code" }?.weight, StampSignalReader.Weight.iataInLine)
        let alone = try XCTUnwrap(try suggest("IMMIGRATION\nPAS\nAIRPORT\n03 JAN 2024").candidates.first)
        XCTAssertEqual(alone.chain.airport?.id.code, "PAS")
        XCTAssertEqual(alone.evidence.first { $0.signal == "iata_code" }?.weight, StampSignalReader.Weight.iataAlone)
    }

    /// Two capitals standing alone count in full only where the rest of the stamp bears them
    /// out: one pair of capitals in three is some country's ISO code, and OCR makes pairs of a
    /// page's curls (`LoneCountryCodes`). A town's name read whole outweighs a pair nothing
    /// bears out; a town of the code's country bears it out, and a vehicle sign is no such code.
    func testTwoCapitalsStandingAloneCountInFullOnlyWhereTheStampBearsThemOut() throws {
        let narita = try suggest("SN\nNARITA\n16.JUN 2024")
        XCTAssertEqual(narita.candidates.first?.chain.city?.name, "Narita")
        let senegal = try XCTUnwrap(narita.candidates.first { $0.chain.city == nil && $0.chain.country?.id.code == "SN" })
        XCTAssertEqual(senegal.evidence.first { $0.signal == "country_code" }?.weight, StampSignalReader.Weight.unsupportedPairCode)
        // Still more than a sign of one letter: "NP" beside a speck read as "A" is Nepal first.
        XCTAssertEqual(try suggest("A\nARRIVAL\nNP").candidates.first?.chain.country?.id.code, "NP")
        let dakar = try XCTUnwrap(try suggest("SN\nDAKAR\n16.JUN 2024").candidates.first { $0.chain.city == nil && $0.chain.country?.id.code == "SN" })
        XCTAssertEqual(dakar.evidence.first { $0.signal == "country_code" }?.weight, StampSignalReader.Weight.countryCode)
        let poland = try XCTUnwrap(try suggest("PL\nNARITA\n16.JUN 2024").candidates.first { $0.chain.city == nil && $0.chain.country?.id.code == "PL" })
        XCTAssertEqual(poland.evidence.first { $0.signal == "vehicle_sign" }?.weight, StampSignalReader.Weight.vehicleSign)
    }

    /// Without an airport word, an airport's name read on one word of a town's longer name
    /// ("FALLS", Falls International Airport in Minnesota) gives way to the town.
    func testAnAirportNamedByOneWordOfATownsLongerNameGivesWayToTheTown() throws {
        let candidates = try suggest("VICTORIA FALLS\n14 FEB 2024").candidates
        XCTAssertTrue(candidates.prefix(2).contains { $0.chain.city?.name == "Victoria Falls" && $0.chain.country?.id.code == "ZW" },
                      "\(candidates.map(\.chain))")
        XCTAssertFalse(candidates.contains { $0.chain.airport?.id.code == "INL" })
        // With an airport word the airport's own name is read as it is.
        let falls = try XCTUnwrap(try suggest("FALLS AIRPORT\n14 FEB 2024").candidates.first)
        XCTAssertEqual(falls.chain.airport?.id.code, "INL")
    }

    /// A town read where it ends inside a word gives way to a town whose name is the whole word:
    /// "BAGRATASHEN" is the Armenian border village, not Bagra in India read from its first letters.
    func testATownReadInsideAWordGivesWayToTheTownNamedByTheWholeWord() throws {
        let candidates = try suggest("BAGRATASHEN\n25.09.2023").candidates
        XCTAssertEqual(candidates.first?.chain.city?.name, "Bagratashen")
        XCTAssertFalse(candidates.contains { $0.chain.country?.id.code == "IN" }, "\(candidates.map(\.chain))")
    }

    /// An airport word of seven letters or more read with one look-alike letter ("ATRPORT") is
    /// still the airport word, half a vote for air: the town beside it brings its airport, and no
    /// town called "Airport" (in Hawaii) is read from it.
    func testAnAirportWordWithOneLookAlikeLetterMisreadIsStillTheAirportWord() throws {
        let top = try XCTUnwrap(try suggest("CAIRO ATRPORT\n14 FEB 2024").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "CAI")
        XCTAssertEqual(top.mode, .air)
        XCTAssertTrue(top.evidence.contains { $0.signal == "airport_word_misread" && $0.text == "ATRPORT" })
        XCTAssertEqual(StampContext.misreadAirportStem(in: "atrport"), "airport")
        XCTAssertEqual(StampContext.misreadAirportStem(in: "aeropcrt"), "aeroport")
        // Shorter stems are not repaired ("FLUGV" of FLUGVÖLLUR is five letters), nor a word that holds one.
        XCTAssertNil(StampContext.misreadAirportStem(in: "flugueg"))
        XCTAssertNil(StampContext.misreadAirportStem(in: "airport"))
    }

    func testOnAPortStampAnAirportNamedLikeTheTownGivesWayToTheTown() throws {
        let top = try XCTUnwrap(try suggest("N\nHAVN KRISTIANSAND\n01.02.2020").candidates.first)
        XCTAssertNil(top.chain.airport)
        XCTAssertEqual(top.chain.city?.name, "Kristiansand")
        XCTAssertEqual(top.mode, .sea)
    }

    // MARK: Airports by their other names (OurAirports keywords, airportsdata), parts of names, other scripts

    func testAnAirportIsFoundByTheDistrictItsOtherNamesGive() throws {
        // Zagreb Airport is "Pleso" in OurAirports' keywords, the district it stands in.
        let top = try XCTUnwrap(try suggest("ZRAČNA LUKA PLESO\n12.03.2014").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "ZAG")
        XCTAssertEqual(top.mode, .air)
    }

    func testAnOtherNameThatIsOnlyAPlaceNamesTheAirportOnlyBesideAnAirportWord() throws {
        // "Idlewild", JFK's name until 1963, is among its keywords without an airport word: a
        // loose tag names the airport only where the stamp says airport.
        XCTAssertNotEqual(try suggest("IDLEWILD\n12.03.2014").candidates.first?.chain.airport?.id.code, "JFK")
        XCTAssertEqual(try suggest("IDLEWILD AIRPORT\n12.03.2014").candidates.first?.chain.airport?.id.code, "JFK")
    }

    /// A name whose town ended a person's name ("Juan De Ayolas Airport", in Ayolas) leaves only
    /// the given name once the town is cut: "JUAN" names no airport, and AEROP. JUAN G. GOMEZ is
    /// one of the airports named after a Gómez, not Paraguay's.
    func testAGivenNameLeftWhenTheTownIsCutNamesNoAirport() throws {
        let gomez = try suggest("AEROP. JUAN G. GOMEZ\nENTRADA\n11 FEB 2024").candidates
        XCTAssertFalse(gomez.contains { $0.chain.airport?.id.code == "AYO" }, "\(gomez.map(\.chain))")
        XCTAssertTrue(gomez.first?.chain.airport?.name.contains("Gomez") == true, "\(gomez.map(\.chain))")
    }

    func testTheLastWordsOfALongAirportNameBesideAnAirportWordNameIt() throws {
        // Comodoro Arturo Merino Benítez, Santiago de Chile, without its title.
        let top = try XCTUnwrap(try suggest("AEROPUERTO ARTURO MERINO BENÍTEZ\n12.03.2014").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "SCL")
        XCTAssertTrue(top.evidence.contains { $0.detail.hasPrefix("part of the name") })
    }

    /// Stamps print an airport's long name by its first or last words alone, without the word
    /// airport ("NGURAH RAI", Bali's; "DANIEL ODUBER", Liberia's in Costa Rica). Read together the
    /// words name the airport, and a word of them that is also a code ("RAI", Praia's) is the
    /// name's word, not a code.
    func testTheFirstWordsOfALongAirportNameNameItWithoutAnAirportWord() throws {
        for (text, iata) in [("NGURAH RAI", "DPS"), ("NGURAH RAI\nINDONESIA\n17/11/17\nKEDATANGAN", "DPS"), ("DANIEL ODUBER\nENTRADA", "LIR")] {
            let candidates = try suggest(text).candidates
            XCTAssertEqual(candidates.first?.chain.airport?.id.code, iata, "\(text): \(candidates.map(\.chain))")
            XCTAssertFalse(candidates.contains { $0.chain.airport?.id.code == "RAI" }, "\(text): RAI is a word of the name")
        }
    }

    /// Worn, the words come apart ("TP! NGURAH RAIL" on the ring, "4H RAI" where the first word
    /// lost its letters): "RAI" is still a word of the airport the stamp names, not Praia's code.
    func testAWordOfANamedAirportReadApartFromItIsNoCode() throws {
        let candidates = try suggest("4H RAI\n03 JUN 2019\nTP! NGURAH RAIL").candidates
        XCTAssertEqual(candidates.first?.chain.airport?.id.code, "DPS", "\(candidates.map(\.chain))")
        XCTAssertFalse(candidates.contains { $0.chain.airport?.id.code == "RAI" }, "\(candidates.map(\.chain))")
        // The code of the named airport itself still counts.
        let coded = try suggest("NGURAH\nDPS 0341\n03 JUN 2019").candidates.first
        XCTAssertTrue(coded?.evidence.contains { $0.signal == "iata_code" } == true, "\(String(describing: coded?.evidence))")
    }

    func testACountryNameBesideAnAirportWordIsTheAirportCalledByItButNeverStrong() throws {
        let top = try XCTUnwrap(try suggest("MALTA AIRPORT\n12.03.2014").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "MLA")
        XCTAssertNotEqual(top.strength, .strong, "the airport is inferred from the country's name")
        // A country's name that is also a town with its own airport (Salvador da Bahia) does not
        // name the country's airport this way.
        let salvador = try suggest("AEROPORTO SALVADOR\n12.03.2014").candidates.flatMap(\.evidence)
        XCTAssertFalse(salvador.contains { $0.detail.hasPrefix("the country's name and an airport word") })
    }

    func testAnEntryWordCutByAnApostropheStillMakesATownsAirportTheEntryPoint() throws {
        let top = try XCTUnwrap(try suggest("В'ЇЗД\nОДЕСА\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "ODS")
        XCTAssertEqual(top.direction, .arrival)
    }

    func testARomanizedReadingDoesNotTakeATownAbroadOverTheTownReadAsWritten() throws {
        // ICU spells जयपुर "jayapura", which is Jayapura in Indonesia.
        let top = try XCTUnwrap(try suggest("ARRIVAL\nजयपुर हवाई अड्डा\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "IN")
        XCTAssertEqual(top.chain.airport?.id.code, "JAI")
    }

    func testLaoSpellingsAndLongThaiNamesAreFound() throws {
        // ວຽງຈັນ with the ligature ໜ in the airport word; สุราษฎร์ธานี is 36 bytes.
        XCTAssertEqual(try suggest("ສະໜາມບິນ ວຽງຈັນ\n12.03.2019").candidates.first?.chain.airport?.id.code, "VTE")
        XCTAssertEqual(try suggest("ขาเข้า\nท่าอากาศยาน สุราษฎร์ธานี\n12.03.2019").candidates.first?.chain.airport?.id.code, "URT")
    }
}

extension StampMatcherTests {
    /// Border stamps name an airport by its town and the place it lies in, on one line
    /// ("VENEZIA TESSERA", "KRAKOW BALICE"): the pair names the airport, as an airport word
    /// would, even without a date or a sign. The same two towns on lines of their own, undated,
    /// are two places read, and the airport is not put first for them.
    func testATownAndThePlaceItsAirportLiesInNameTheAirport() throws {
        for (text, iata, place) in [("VENEZIA TESSERA\n12.03.2024", "VCE", "TESSERA"), ("KRAKOW BALICE\n09:", "KRK", "BALICE")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "airport_town" && $0.detail.contains("named with \(place)") }, text)
        }
        XCTAssertNil(try suggest("VENEZIA\nTESSERA").candidates.first?.chain.airport)
    }

    /// The town may be named by a short exonym (WIEN, Vienna's German name, four letters): it
    /// brings only the airports serving it, so the pair still agrees on one.
    func testATownsShortOtherNameAndThePlaceItsAirportLiesInNameTheAirport() throws {
        let top = try XCTUnwrap(try suggest("WIEN-SCHWECHAT\nA 0821").candidates.first)
        XCTAssertEqual(top.chain.airport?.id.code, "VIE")
        XCTAssertTrue(top.evidence.contains { $0.signal == "airport_town" && $0.detail.contains("named with WIEN") })
        // Schwechat alone is the town.
        XCTAssertNil(try suggest("SCHWECHAT\nA 0821").candidates.first?.chain.airport)
    }
}

extension StampMatcherTests {
    /// Names a country's stamps print for its airport, which the airport sources do not hold
    /// (`AirportNamesOnStamps`): KLIA is Kuala Lumpur International, AICM Mexico City's, 関西空港
    /// (beside Japan's landing permission) Kansai's.
    func testAnAirportsNamesThatStampsPrintAndTheSourcesLackNameIt() throws {
        for (text, iata) in [("IMIGRESEN MALAYSIA\nKLIA\nMASUK\n14 FEB 2025", "KUL"), ("MIGRACIÓN\nAICM\n09 ENE 2025", "MEX"),
                             ("BUREAU OF IMMIGRATION\nNAIA\nARRIVAL\n04 MAR 2025", "MNL"), ("上陸許可\n関西空港\n2018.11.05", "KIX")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
        }
        // Every airport the table names is in the gazetteer: a code that went missing would name nothing.
        for (name, iata) in AirportNamesOnStamps.iataByName {
            XCTAssertTrue(try suggest(name.uppercased() + "\n12.03.2019").candidates.contains { $0.chain.airport?.id.code == iata }, name)
        }
    }
}
