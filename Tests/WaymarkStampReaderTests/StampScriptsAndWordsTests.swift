import Foundation
import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// Names written in scripts the airport sources do not use, airport words that say which
/// country printed them, names worn short, and names written with or without a prefix. The
/// texts are not the corpus's: each airport's name and country are public knowledge.
final class StampScriptsAndWordsTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func topAirport(_ text: String) throws -> String? {
        try suggest(text).candidates.first?.chain.airport?.id.code
    }

    func testArabicAndLatinSpellingsOfANameShareTheirConsonants() {
        XCTAssertEqual(AbjadConsonants.skeleton(latin: "abdulaziz"), "bdlz")
        XCTAssertEqual(AbjadConsonants.skeleton(abjad: StampText.fold("عبدالعزيز")), "bdlz")
        // A final ة or h writes a vowel; kh is one letter.
        XCTAssertEqual(AbjadConsonants.skeleton(latin: "jeddah"), AbjadConsonants.skeleton(abjad: StampText.fold("جدة")))
        XCTAssertEqual(AbjadConsonants.skeleton(latin: "khalid"), AbjadConsonants.skeleton(abjad: StampText.fold("خالد")))
        XCTAssertEqual(AbjadConsonants.skeleton(latin: "gurion"), AbjadConsonants.skeleton(abjad: "גוריון"))
        XCTAssertNil(AbjadConsonants.script(of: "ΑΘΗΝΑ"))
    }

    func testAnAirportNamedInArabicOrHebrewLettersIsFoundByItsConsonants() throws {
        // King Khalid International (Riyadh), King Fahd International (Dammam), Ben Gurion (Tel Aviv).
        XCTAssertEqual(try topAirport("دخول\nمطار الملك خالد\n12.03.2019"), "RUH")
        XCTAssertEqual(try topAirport("مطار الملك فهد الدولي\n2019-03-12"), "DMM")
        XCTAssertEqual(try topAirport("כניסה\nנמל התעופה בן גוריון\n12.03.19"), "TLV")
        // Without the article too ("an airport", נמל תעופה): an airport word, not the port word נמל.
        XCTAssertEqual(try topAirport("כניסה\nנמל תעופה בן גוריון\n12.03.19"), "TLV")
        XCTAssertEqual(try suggest("כניסה\nנמל תעופה בן גוריון\n12.03.19").mode, .air)
    }

    func testConsonantsAloneNameNothingWithoutAnAirportWord() throws {
        let s = try suggest("خالد\n12.03.2019")
        XCTAssertFalse(s.candidates.contains { $0.evidence.contains { $0.detail.hasPrefix("the consonants") } })
    }

    func testACheckpointNamedForItsTownAndAviationIsTheTownsAirport() throws {
        // "-АВИА" names the airport's checkpoint; КПП (checkpoint) alone is read as a road's.
        for (text, airport) in [("РОССИЯ\nКПП СОЧИ-АВИА\nВЪЕЗД\n12.03.2019", "AER"), ("ҚАЗАҚСТАН\nКПП АЛМАТЫ-АВИА\n12.03.2019", "ALA")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, airport, text)
            XCTAssertEqual(top.mode, .air, text)
        }
        XCTAssertEqual(try suggest("РОССИЯ\nКПП СОЧИ\nВЪЕЗД\n12.03.2019").candidates.first?.mode, .land)
    }

    func testTheAirportWordsLanguagePrefersTheCountriesThatPrintIt() throws {
        // San José is Costa Rica's capital and a Californian city; "AEROPUERTO" is Spanish.
        let top = try XCTUnwrap(try suggest("ENTRADA\nAEROPUERTO SAN JOSÉ\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "CR")
        XCTAssertEqual(AirportWordLanguages.countries(printing: "aeroporto")?.contains("BR"), true)
        XCTAssertNil(AirportWordLanguages.countries(printing: "airport"), "English says nothing about the country")
    }

    /// Every airport word a stamp may print says which countries print it when only a few do:
    /// "SÂN BAY" is Vietnamese, "飛行場" Japanese, "ӘУЕЖАЙ" Kazakh.
    func testEveryNationalAirportWordNamesTheCountriesThatPrintIt() {
        XCTAssertEqual(AirportWordLanguages.countries(printing: "sanbay"), ["VN"])
        XCTAssertEqual(AirportWordLanguages.countries(printing: StampText.fold("飛行場")), ["JP"])
        XCTAssertEqual(AirportWordLanguages.countries(printing: StampText.fold("әуежай")), ["KZ"])
        XCTAssertEqual(AirportWordLanguages.countries(printing: "uwanjawandege"), ["TZ", "KE", "UG"])
    }

    /// A stamp names its own country's places in its own script or in Latin letters: a town read
    /// only by its name in a script its country never writes is another script's junk ("ЗАМ ВАУ",
    /// the Cyrillic model's reading of the Vietnamese airport word SÂN BAY, spells Wau's Russian
    /// name) and counts half. A name in a script its country writes counts whole.
    func testATownReadOnlyInAScriptItsCountryNeverWritesCountsHalf() throws {
        XCTAssertTrue(NameScripts.isForeign("ВАУ", in: "SS"))
        XCTAssertFalse(NameScripts.isForeign("ВАУ", in: "RU"))
        XCTAssertFalse(NameScripts.isForeign("WAU", in: "SS"))
        XCTAssertFalse(NameScripts.isForeign("成田", in: "JP"))
        XCTAssertTrue(NameScripts.isForeign("成田", in: "FR"))
        let stamp = try suggest("SÂN BAY\nЗАМ ВАУ\n13-08-2015")
        XCTAssertEqual(stamp.candidates.first?.chain.country?.id.code, "VN")
        let wau = try XCTUnwrap(stamp.candidates.first { $0.chain.country?.id.code == "SS" })
        XCTAssertTrue(wau.evidence.contains { $0.signal == "name_script" && $0.text == "ВАУ" })
        let sheremetyevo = try XCTUnwrap(try suggest("АЭРОПОРТ ШЕРЕМЕТЬЕВО\n13.08.2015").candidates.first)
        XCTAssertEqual(sheremetyevo.chain.airport?.id.code, "SVO")
        XCTAssertFalse(sheremetyevo.evidence.contains { $0.signal == "name_script" })
    }

    func testAShortNameWornToFourLettersBesideAnAirportWordNamesTheOneAirportItFits() throws {
        // Košice with its first two letters lost.
        XCTAssertEqual(try topAirport("VSTUP\nLETISKO ŠICE\n12.03.2019"), "KSC")
        // Four letters without an airport word name no worn airport.
        XCTAssertNotEqual(try topAirport("ŠICE\n12.03.2019"), "KSC")
    }

    func testTwoLettersOfACyrillicNameNameALargeTown() throws {
        XCTAssertEqual(try suggest("ВЫЕЗД\nОШ\n12.03.2019").candidates.first?.chain.country?.id.code, "KG")
    }

    func testANameEndingInsideAWordIsMeasuredInLettersInEveryScript() throws {
        // A name may end inside a long word, but the start of a short word is no name:
        // "ГРАНИЦА" (border, 7 letters) does not name Grans, nor "ΛΙΜΑΝΙ" (port, 6 letters) Lima,
        // though each is more than 10 bytes of UTF-8.
        XCTAssertFalse(try suggest("ГРАНИЦА\n12.03.2019").candidates.contains { $0.chain.country?.id.code == "FR" })
        XCTAssertFalse(try suggest("ΛΙΜΑΝΙ\n12.03.2019").candidates.contains { $0.chain.country?.id.code == "PE" })
        // "เชียงใหม่" (Chiang Mai) is 9 letters and 27 bytes: run together with "นานาชาติ"
        // (international) it is still found.
        XCTAssertEqual(try topAirport("ขาเข้า\nท่าอากาศยานเชียงใหม่นานาชาติ\n12.03.2019"), "CNX")
    }

    func testAPlaceWrittenWithOrWithoutItsPrefix() throws {
        // GeoNames holds Muharraq as "محرق", Siem Reap as "ក្រុងសៀមរាប" (town of Siem Reap).
        XCTAssertEqual(try suggest("دخول\nالمحرق\n12.03.2019").candidates.first?.chain.country?.id.code, "BH")
        XCTAssertEqual(try suggest("ចូល\nសៀមរាប\n12.03.2019").candidates.first?.chain.country?.id.code, "KH")
        XCTAssertEqual(PlaceNamePrefixes.spellings("محرق").count, 2)
    }
}

extension StampScriptsAndWordsTests {
    func testAPortWordThatIsATownGivesWayToTheTownItsLineNames() throws {
        // "PORTO" is a port word and Portugal's second city; the line names Olbia's port.
        let top = try XCTUnwrap(try suggest("PORTO OLBIA\n12.03.2019").candidates.first)
        XCTAssertEqual(top.chain.city?.name, "Olbia")
        XCTAssertEqual(top.mode, .sea)
    }

    func testAGreekPlaceNamedInTheGenitiveIsThePlace() throws {
        XCTAssertEqual(GreekGenitives.genitives(of: "αθηνα"), ["αθηνασ", "αθηνων"])
        XCTAssertEqual(GreekGenitives.nominatives(of: "θεσσαλονικησ"), ["θεσσαλονικη"])
        XCTAssertEqual(GreekGenitives.nominatives(of: "ροδου"), ["ροδοσ", "ροδο"])
        XCTAssertEqual(GreekGenitives.nominatives(of: "athens"), [])
        // Airport of Athens, of Thessaloniki, of Heraklion; port of Corfu: each place in the
        // genitive its stamp prints, the nominative its name is.
        XCTAssertEqual(try topAirport("ΑΕΡΟΛΙΜΕΝΑΣ ΑΘΗΝΩΝ\nΑΝΑΧΩΡΗΣΗ\n11.05.19"), "ATH")
        XCTAssertEqual(try topAirport("ΑΕΡΟΛΙΜΕΝΑΣ ΘΕΣΣΑΛΟΝΙΚΗΣ\n11.05.19"), "SKG")
        XCTAssertEqual(try topAirport("ΑΕΡΟΛΙΜΕΝΑΣ ΗΡΑΚΛΕΙΟΥ\n11.05.19"), "HER")
        let corfu = try XCTUnwrap(try suggest("ΛΙΜΑΝΙ ΚΕΡΚΥΡΑΣ\n11.05.19").candidates.first)
        XCTAssertEqual(corfu.chain.city?.name, "Corfu")
        XCTAssertEqual(corfu.mode, .sea)
    }

    /// A place whose name is plural (-οι, -αι, -ες) has its genitive in -ων: "ΣΥΝΟΡΙΑΚΟΣ
    /// ΣΤΑΘΜΟΣ ΕΥΖΩΝΩΝ" is the border station of Evzonoi (Εύζωνοι), and ΣΥΝΟΡΙΑΚΟΣ a border word.
    func testAGreekPluralPlaceNameInTheGenitiveIsThePlace() throws {
        XCTAssertEqual(GreekGenitives.genitives(of: "ευζωνοι"), ["ευζωνων"])
        XCTAssertTrue(GreekGenitives.nominatives(of: "ευζωνων").contains("ευζωνοι"))
        let evzonoi = try XCTUnwrap(try suggest("ΣΥΝΟΡΙΑΚΟΣ ΣΤΑΘΜΟΣ ΕΥΖΩΝΩΝ\n29.12.2020\nΕΙΣΟΔΟΣ").candidates.first)
        XCTAssertEqual(evzonoi.chain.country?.id.code, "GR")
        XCTAssertEqual(evzonoi.mode, .land)
    }

    func testASmallLetterRomanizationBySyllableIsNoTownsName() throws {
        XCTAssertTrue(CityNames.isRomanizedBySyllable("ba li"))
        XCTAssertTrue(CityNames.isRomanizedBySyllable("guang zhou"))
        XCTAssertFalse(CityNames.isRomanizedBySyllable("Den Haag"))
        XCTAssertFalse(CityNames.isRomanizedBySyllable("łomna"))
        XCTAssertFalse(CityNames.isRomanizedBySyllable("서울 특별시"))
        // GeoNames holds "ba li" among Paris's names and "guang zhou" among Gwangju's (Korea):
        // run together they are Bali and Guangzhou, which are what the stamps name.
        let bali = try suggest("KEDATANGAN\nBALI\n12.03.2019").candidates
        XCTAssertEqual(bali.first?.chain.country?.id.code, "ID")
        XCTAssertFalse(bali.contains { $0.chain.country?.id.code == "FR" })
        let guangzhou = try suggest("GUANGZHOU\n12.03.2019").candidates
        XCTAssertEqual(guangzhou.first?.chain.city?.name, "Guangzhou")
        XCTAssertFalse(guangzhou.contains { $0.chain.country?.id.code == "KR" })
        // A town's own name of two words in capitals is still read.
        XCTAssertEqual(try suggest("ARRIVAL\nDEN HAAG\n12.03.2019").candidates.first?.chain.city?.name, "The Hague")
    }

    func testAWordThatOnlySaysWhatKindOfPlaceNamesNoAirport() throws {
        XCTAssertTrue(StampVocabulary.onlyDescribeAPlace(["pulau"]))
        XCTAssertTrue(StampVocabulary.onlyDescribeAPlace(["isla", "sur"]))
        XCTAssertFalse(StampVocabulary.onlyDescribeAPlace(["pulau", "pangkor"]))
        XCTAssertFalse(StampVocabulary.onlyDescribeAPlace([]))
        // "Pulau" (island) is what is left of Pulau Pangkor Airport's name without its town, but
        // it begins every Malay island's name: the island read after it names the airport.
        XCTAssertEqual(try topAirport("LAPANGAN TERBANG\nPULAU LANGKAWI\n12.03.2019"), "LGK")
        XCTAssertEqual(try suggest("AIRPORT\nPULAU BINTAN\n12.03.2019").candidates.first?.chain.country?.id.code, "ID")
        XCTAssertFalse(try suggest("AIRPORT\nPULAU BINTAN\n12.03.2019").candidates.contains { $0.chain.airport?.id.code == "PKG" })
    }
}
