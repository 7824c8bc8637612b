import WaymarkGazetteer
import WaymarkStampCorpus
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// What a stamp's layout says beyond its words, on the real gazetteer: a Schengen stamp (the
/// state's sign, the crossing point's name, the date) naming a town with an airline airport is
/// the airport's; BORDER in an authority's name is no land crossing, and its other words no town;
/// a month's name between a date's numbers is no code, and an article there is one; an airport
/// word (abbreviated too) names the town on its own line; a state's title is no town; and the
/// Thai, Lao and Chinese border and pier words cut from a run.
final class StampLayoutTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func testASchengenStampNamingATownWithAnAirlineAirportIsTheAirports() throws {
        for (text, iata) in [("HAMBURG\nD\n12.03.19", "HAM"), ("STOCKHOLM ARLANDA\nS\n30.06.18", "ARN"), ("FARO\nP\n02.09.19", "FAO"),
                             ("ROMA FIUMICINO\nI\n05.05.15", "FCO"),
                             // Weeze Airport is also called "Düsseldorf Regional"; Düsseldorf's own
                             // airport is the larger one.
                             ("DÜSSELDORF\nD\n14.11.18", "DUS")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
        }
        // Named by its town alone, the airport is inferred, not read: never strong.
        for text in ["HAMBURG\nD\n12.03.19", "FARO\nP\n02.09.19"] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertNotEqual(top.strength, .strong, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "airport_town" && $0.detail.contains("border stamp") }, text)
        }
    }

    /// The border authority's name says which state struck the stamp as its sign does
    /// (`AuthorityCountries`): a town named by its own language's name (LISBOA, an alternate name
    /// to GeoNames), dated, beside Portugal's border service is Lisbon's airport's stamp.
    func testTheBorderAuthoritysNameStandsForTheStatesSign() throws {
        let lisbon = try XCTUnwrap(try suggest("LISBOA\n02.02.24\nSEF 08").candidates.first)
        XCTAssertEqual(lisbon.chain.airport?.id.code, "LIS")
        XCTAssertEqual(lisbon.mode, .air)
        // Without it, the town read by another name is the town.
        XCTAssertNil(try suggest("LISBOA\n02.02.24").candidates.first?.chain.airport)
        // Another state's authority does not make it the airport's: Poland's guard beside Lisbon.
        XCTAssertNotEqual(try suggest("LISBOA\n02.02.24\nSTRAŻ GRANICZNA").candidates.first?.chain.airport?.id.code, "LIS")
    }

    /// An authority's words name no place: "HOMELAND" of HOMELAND SECURITY was Homeland,
    /// California, ahead of the airport the stamp's code names.
    func testAnAuthoritysWordsAreNoTown() throws {
        let jfk = try suggest("U.S. DEPARTMENT OF HOMELAND SECURITY\nADMITTED\nJUN 06 2017\nJFK 4123").candidates
        XCTAssertEqual(jfk.first?.chain.airport?.id.code, "JFK")
        XCTAssertFalse(jfk.contains { $0.chain.city?.name == "Homeland" }, "\(jfk.map(\.chain))")
        XCTAssertFalse(try suggest("GARDA NATIONAL IMMIGRATION BUREAU\nROSSLARE EUROPORT").candidates.contains { $0.chain.country?.id.code != "IE" })
    }

    /// An article between two numbers links no words: "340 DEN 2187" on a United States
    /// admission stamp is Denver's code, while DEN HAAG stays The Hague.
    func testAnArticleBetweenNumbersIsAnAirportsCode() throws {
        let denver = try XCTUnwrap(try suggest("U.S. IMMIGRATION\n340 DEN 2187\nSEP 18 2023\nADMITTED\nCLASS B2").candidates.first)
        XCTAssertEqual(denver.chain.airport?.id.code, "DEN")
        XCTAssertEqual(try suggest("ARRIVAL\nDEN HAAG\n12.03.2019").candidates.first?.chain.city?.name, "The Hague")
    }

    /// Abbreviated airport words say "airport" ("APT", Malay "LTA" for lapangan terbang
    /// antarabangsa): the town beside one brings its airport, by air.
    func testAnAbbreviatedAirportWordSaysAirport() throws {
        for (text, iata) in [("MALAYSIA\nLTA PULAU PINANG\nKETIBAAN\n28 MAY 2023", "PEN"), ("KENYA\nMOMBASA APT\nARRIVAL", "MBA")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.airport?.id.code, iata, text)
            XCTAssertEqual(top.mode, .air, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "airport_town" && $0.detail.contains("an airport word is read") }, text)
        }
        // Alone on its line, three letters are as likely junk: "LTA |" says nothing.
        XCTAssertNotEqual(try suggest("LTA |\nINGRESO\n12-NOV-2022").mode, .air)
    }

    /// The airport word names the town on its own line: SHANNON AIRPORT, not London, Kentucky,
    /// which GeoNames also calls "Landon" ("PERMITTED TO LAND ON CONDITION" on another line).
    /// Two names of one airport on two lines ("NARITA", "成田空港") both keep it.
    func testTheTownOnTheAirportWordsLineIsTheAirports() throws {
        let shannon = try suggest("SHANNON AIRPORT\nPERMITTED TO LAND ON CONDITION\n30 APR 2022").candidates
        XCTAssertEqual(shannon.first?.chain.airport?.id.code, "SNN")
        let narita = try XCTUnwrap(try suggest("LANDING PERMISSION\nNARITA (3)\n成田空港\n14 MAY 2016").candidates.first)
        XCTAssertEqual(narita.chain.airport?.id.code, "NRT")
        XCTAssertEqual(narita.strength, .strong)
    }

    /// The words of a state's title before its name are no town: "DE GUATEMALA" of REPÚBLICA DE
    /// GUATEMALA was an alternate name of Guatemala City, whose airport came before La Mesilla's
    /// road crossing.
    func testAStatesTitleBeforeItsNameIsNoTown() throws {
        let mesilla = try suggest("REPÚBLICA DE GUATEMALA\nLA MESILLA\nINGRESO\n12-NOV-2022")
        XCTAssertEqual(mesilla.candidates.first?.chain.country?.id.code, "GT")
        XCTAssertNil(mesilla.candidates.first?.chain.airport)
        XCTAssertFalse(mesilla.candidates.contains { $0.evidence.contains { $0.text == "DE GUATEMALA" } })
        XCTAssertEqual(mesilla.candidates.first?.mode, .land)
        // A state's formal name holding another's is still read whole: Taiwan's, not China.
        XCTAssertEqual(try suggest("REPUBLIC OF CHINA\nARRIVAL\n2024.01.09").candidates.first?.chain.country?.id.code, "TW")
    }

    func testTheLayoutNeedsTheSignTheDateAndATownOffALandBorder() throws {
        // No date: a town's name and a letter are not yet a stamp's layout.
        let undated = try XCTUnwrap(try suggest("HAMBURG\nD").candidates.first)
        XCTAssertNil(undated.chain.airport)
        XCTAssertEqual(undated.chain.city?.name, "Hamburg")
        // Another country's sign: not the state that struck it (Storskog, Vantaa's district, under N).
        let foreign = try suggest("HAMBURG\nA\n12.03.19").candidates
        XCTAssertFalse(foreign.first?.chain.airport?.id.code == "HAM", "Austria's sign does not make Hamburg's airport the crossing")
        // Narva lies on Estonia's land border, and Görlitz on Germany's: the layout is the road's.
        for text in ["NARVA\nEST\n01.08.16", "GÖRLITZ\nD\n26.11.98"] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertNil(top.chain.airport, text)
            XCTAssertEqual(top.mode, .land, text)
        }
    }

    func testBorderInAnAuthoritysNameIsNoLandCrossing() throws {
        for text in ["U.S. CUSTOMS AND BORDER PROTECTION\nNEWARK, NJ\nADMITTED\nFEB 14 2016", "UK BORDER\nMANCHESTER\n02 MAR 2018",
                     "AUSTRALIAN BORDER FORCE\nSYDNEY\n03 JAN 2019"] {
            let suggestions = try suggest(text)
            XCTAssertNotEqual(suggestions.mode, .land, text)
            XCTAssertFalse(suggestions.candidates.contains { $0.mode == .land }, text)
        }
        // The sign before BORDER names its authority's country: Dover in England, not a Dover
        // with an airline airport nearby in the United States.
        let dover = try XCTUnwrap(try suggest("UK BORDER\nDOVER\nLEAVE TO ENTER\n22 AUG 2014").candidates.first)
        XCTAssertEqual(dover.chain.country?.id.code, "GB")
        XCTAssertEqual(dover.chain.city?.name, "Dover")
        XCTAssertTrue(dover.evidence.contains { $0.signal == "vehicle_sign" && $0.text == "UK" })
        // BORDER alone still says over land.
        XCTAssertEqual(try suggest("BORDER\nNAMANGA\nEAK\n12.03.2019").mode, .land)
        XCTAssertEqual(try suggest("KING HUSSEIN BRIDGE\nDEPARTURE\n12.03.2019").mode, .land)
    }

    func testAMonthsNameBetweenADatesNumbersIsNoCode() throws {
        // AGO is Angola's alpha-3 code, MAR Morocco's, MRT Mauritania's (MRT is March in Dutch).
        for (text, code) in [("ENTRADA\nBOLIVIA\n06 AGO 2014", "AO"), ("ARRIVAL\nSRI LANKA\n04 MAR 2014", "MA"),
                             ("ENTRY\nCANADA\nMAR 04 2014", "MA"), ("AANKOMST\nNEDERLAND\n12 MRT 2015", "MR")] {
            let candidates = try suggest(text).candidates
            XCTAssertFalse(candidates.isEmpty, text)
            XCTAssertFalse(candidates.contains { $0.chain.country?.id.code == code }, text)
            XCTAssertFalse(candidates.contains { $0.evidence.contains { $0.signal == "country_code" } }, text)
        }
        // The code on a line of its own, above the date, is still Morocco's.
        let alone = try suggest("MAR\n12.03.2019").candidates
        XCTAssertEqual(alone.first?.chain.country?.id.code, "MA")
    }

    func testBorderAndPierWordsAreCutFromARunOfAnUnspacedScript() throws {
        XCTAssertEqual(UnspacedScripts.pieces("ด่านหนองคาย"), ["ด่าน", "หนองคาย"])
        XCTAssertEqual(UnspacedScripts.pieces("外港碼頭"), ["外港", "碼頭"])
        let nongKhai = try XCTUnwrap(try suggest("ด่านหนองคาย\nขาเข้า\n2018.02.02").candidates.first)
        XCTAssertEqual(nongKhai.chain.country?.id.code, "TH")
        XCTAssertEqual(nongKhai.chain.city?.name, "Nong Khai")
        XCTAssertEqual(nongKhai.mode, .land)
        XCTAssertEqual(try suggest("入境\n蛇口码头\n2016.06.06").mode, .sea)
    }

    func testTheLayoutSetMeetsItsFloorsAndNoWrongAnswerIsStrong() throws {
        try StampCorpusTests.checkSet(StampCorpus.layoutSet(), name: "layout set", count: 43,
                                      floors: [(\.countryFirstShare, 0.97), (\.airportFirstShare, 0.9), (\.modeShare, 0.95)])
    }
}
