import Foundation
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// Stamps in scripts written without spaces run the place and the airport or port word together
/// ("北京首都国际机场", "인천공항", "ท่าอากาศยานภูเก็ต", "釜山港"): the run is cut at the stamp's
/// own words and read as the same stamp written with spaces. An aircraft sign beside a name is
/// read as the word "airport". The airports' names and countries are public knowledge.
final class UnspacedScriptsTests: XCTestCase {
    // MARK: Cutting a run (no gazetteer needed)

    func testARunIsCutWhereAnAirportWordStandsInIt() {
        XCTAssertEqual(UnspacedScripts.pieces("北京首都国际机场"), ["北京首都", "国际机场"])
        XCTAssertEqual(UnspacedScripts.pieces("関西国際空港"), ["関西", "国際空港"])
        XCTAssertEqual(UnspacedScripts.pieces("인천국제공항"), ["인천", "국제공항"])
        // The airport word first, "international" after it, then the name.
        XCTAssertEqual(UnspacedScripts.pieces("ท่าอากาศยานนานาชาติภูเก็ต"), ["ท่าอากาศยานนานาชาติ", "ภูเก็ต"])
        XCTAssertEqual(UnspacedScripts.pieces("ព្រលានយន្តហោះសៀមរាប"), ["ព្រលានយន្តហោះ", "សៀមរាប"])
        XCTAssertEqual(UnspacedScripts.pieces("ရန်ကုန်လေဆိပ်"), ["ရန်ကုန်", "လေဆိပ်"])
    }

    func testAOneLetterPortWordIsCutOnlyAfterANameOfTwoLettersOrMore() {
        XCTAssertEqual(UnspacedScripts.pieces("釜山港"), ["釜山", "港"])
        XCTAssertEqual(UnspacedScripts.pieces("인천항"), ["인천", "항"])
        // The letter ends these names itself: Hong Kong, Pohang.
        XCTAssertEqual(UnspacedScripts.pieces("香港"), ["香港"])
        XCTAssertEqual(UnspacedScripts.pieces("포항"), ["포항"])
        // Inside an airport word it is that word's ("空港").
        XCTAssertEqual(UnspacedScripts.pieces("成田空港"), ["成田", "空港"])
        XCTAssertEqual(UnspacedScripts.pieces("香港國際機場"), ["香港", "國際機場"])
    }

    func testWordsOfOtherScriptsAndNamesAloneComeBackWhole() {
        XCTAssertEqual(UnspacedScripts.pieces("KEFLAVIKURFLUGVOLLUR"), ["KEFLAVIKURFLUGVOLLUR"])
        XCTAssertEqual(UnspacedScripts.pieces("北京"), ["北京"])
        XCTAssertEqual(UnspacedScripts.pieces("机场"), ["机场"])
        // "International" inside a name, with no airport word beside it, stays in the name.
        XCTAssertEqual(UnspacedScripts.pieces("国际大厦"), ["国际大厦"])
    }

    func testAnAircraftSignCountsOnlyBesideAWord() {
        XCTAssertTrue(UnspacedScripts.airSignBesideName("✈ 北京"))
        XCTAssertTrue(UnspacedScripts.airSignBesideName("D ✈ MÜNCHEN"))
        XCTAssertTrue(UnspacedScripts.airSignBesideName("인천✈"))
        XCTAssertFalse(UnspacedScripts.airSignBesideName("✈ 12.03.19"))
        XCTAssertFalse(UnspacedScripts.airSignBesideName("✈"))
    }

    // MARK: Reading stamps (the installed gazetteer)

    func suggest(_ text: String) throws -> StampSuggestions {
        try TestTool.require(.gazetteer)
        return try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func testAnAirportRunTogetherWithItsTownIsThatTownsAirport() throws {
        // Beijing Capital, Incheon, Phuket, Phnom Penh, Vientiane (Wattay).
        for (text, iata) in [("入境\n北京首都国际机场", "PEK"), ("입국\n인천국제공항", "ICN"), ("ขาเข้า\nท่าอากาศยานนานาชาติภูเก็ต", "HKT"),
                             ("ព្រលានយន្តហោះភ្នំពេញ", "PNH"), ("ສະໜາມບິນສາກົນວຽງຈັນ", "VTE")] {
            let s = try suggest(text)
            XCTAssertEqual(s.candidates.first?.chain.airport?.id.code, iata, text)
            XCTAssertEqual(s.mode, .air, text)
        }
    }

    /// A Japanese stamp names an airport by its town in kanji, which the Chinese reading of the
    /// characters does not spell: the town, read by its kanji name, leads to the airline airport
    /// beside it (Haneda's, in the district it is named after) or named after it (Sendai Airport
    /// lies in Natori, 14 km away; Mt. Fuji Shizuoka Airport in Shimada, 25 km). Two characters
    /// are a whole name in these scripts, not a short alternate name.
    func testAJapaneseTownReadInKanjiBesideTheAirportWordIsItsAirport() throws {
        for (text, iata) in [("羽田空港", "HND"), ("仙台空港", "SDJ"), ("静岡空港", "FSZ")] {
            let top = try XCTUnwrap(try suggest("上陸許可\n" + text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "airport_town" }, text)
        }
    }

    func testAPortLetterEndingARunMakesItAPortStampOfTheTown() throws {
        let s = try suggest("입국\n부산항")
        XCTAssertEqual(s.mode, .sea)
        XCTAssertEqual(s.candidates.first?.chain.city?.name, "Busan")
        XCTAssertNil(s.candidates.first?.chain.airport)
    }

    func testAnAircraftSignBesideATownNamesItsAirport() throws {
        XCTAssertEqual(try suggest("入境\n✈ 北京\n2019.03.12").candidates.first?.chain.airport?.id.code, "PEK")
        // Without the sign (and undated) the same town is the town, its airport below it.
        XCTAssertNil(try suggest("北京").candidates.first?.chain.airport)
    }

    func testTheUnspacedSetMeetsItsFloorsAndNoWrongAnswerIsStrong() throws {
        try TestTool.require(.gazetteer)
        try StampCorpusTests.checkSet(StampCorpus.unspacedSet(), name: "unspaced set", count: 46,
                                      floors: [(\.countryFirstShare, 0.93), (\.airportTop3Share, 0.9), (\.modeShare, 0.95)])
    }
}
