import WaymarkGazetteer
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// Port and border stamps on the real gazetteer: the namesake on the country's outline, the
/// language of the port and border words, and names a stamp shortens.
final class StampPortsAndBordersTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text + "\n12.03.2019")
    }

    func testAPortWordPrefersTheNamesakeOnTheCoast() throws {
        // Dover in England is on the Channel; Dover in Delaware is 10 km from Delaware Bay and
        // Dover in New Hampshire farther from the sea.
        let top = try XCTUnwrap(try suggest("PORT OF DOVER").candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "GB")
        XCTAssertEqual(top.chain.city?.name, "Dover")
        XCTAssertEqual(top.mode, .sea)
        XCTAssertTrue(top.evidence.contains { $0.signal == "near_outline" && $0.weight > 0 })
    }

    func testATownReadAloneGetsNoOutlineBonus() throws {
        // Only namesakes are told apart: Kehl has none, and its candidate carries no such evidence.
        let kehl = try XCTUnwrap(try suggest("GRENZÜBERGANG\nKEHL\nD").candidates.first)
        XCTAssertEqual(kehl.chain.city?.name, "Kehl")
        XCTAssertFalse(kehl.evidence.contains { $0.signal == "near_outline" })
    }

    func testTheBorderWordsLanguageSaysWhichCountriesCanPrintIt() throws {
        // UMAN is one letter from OMAN, and T is Thailand's car sign.
        let tecun = try XCTUnwrap(try suggest("FRONTERA\nTECÚN UMÁN\nGCA").candidates.first)
        XCTAssertEqual(tecun.chain.country?.id.code, "GT")
        let oman = try suggest("FRONTERA\nTECÚN UMÁN\nGCA").candidates.first { $0.chain.country?.id.code == "OM" }
        if let oman { XCTAssertTrue(oman.evidence.contains { $0.signal == "mode_word_language" }) }
        let ipsala = try XCTUnwrap(try suggest("SINIR KAPISI\nİPSALA\nT").candidates.first)
        XCTAssertEqual(ipsala.chain.country?.id.code, "TR")
        XCTAssertEqual(ipsala.chain.city?.name, "İpsala")
        XCTAssertEqual(ipsala.mode, .land)
        // Romanian writes FRONTIERĂ, folded as Italian's FRONTIERA: a Romanian crossing is not
        // weighed down for it.
        let nadlac = try XCTUnwrap(try suggest("FRONTIERA\nNADLAC\n13.08.2022").candidates.first)
        XCTAssertEqual(nadlac.chain.country?.id.code, "RO")
        XCTAssertFalse(nadlac.evidence.contains { $0.signal == "mode_word_language" })
    }

    /// An entry word is in the stamp's language too: "ENTRADA / LIBERIA" is the Costa Rican town
    /// (and its airport), not the country of Liberia, which prints English. An entry word used
    /// everywhere (ARRIVAL) says nothing, and a country an airport word weighed down already is not
    /// weighed down twice for the same language.
    func testTheEntryWordsLanguageSaysWhichCountriesCanPrintIt() throws {
        let entrada = try suggest("ENTRADA\nLIBERIA")
        XCTAssertEqual(entrada.candidates.first?.chain.country?.id.code, "CR")
        let liberia = try XCTUnwrap(entrada.candidates.first { $0.chain.country?.id.code == "LR" })
        XCTAssertTrue(liberia.evidence.contains { $0.signal == "direction_word_language" })
        XCTAssertEqual(try suggest("ARRIVAL\nLIBERIA").candidates.first?.chain.country?.id.code, "LR")
        let airport = try suggest("ENTRADA\nAEROPUERTO\nLIBERIA").candidates.first { $0.chain.country?.id.code == "LR" }
        if let airport {
            XCTAssertTrue(airport.evidence.contains { $0.signal == "airport_word_language" })
            XCTAssertFalse(airport.evidence.contains { $0.signal == "direction_word_language" })
        }
    }

    func testWordsUsedEverywhereSayNothingOfTheCountry() {
        func evidence(_ words: [String]) -> [StampEvidence] { words.map { StampEvidence(signal: "mode_word", text: $0, detail: "", weight: 0) } }
        XCTAssertNil(FrontierWordLanguages.countries(printing: evidence(["PORT", "BORDER", "FERRY", "PASO"])))
        let frontera = FrontierWordLanguages.countries(printing: evidence(["FRONTERA"]))?.countries ?? []
        XCTAssertTrue(frontera.contains("GT") && frontera.contains("ES"))
        XCTAssertFalse(frontera.contains("OM"))
        XCTAssertEqual(FrontierWordLanguages.countries(printing: evidence(["FRONTIERA"]))?.countries, ["IT", "SM", "VA", "CH", "RO", "MD"])
        XCTAssertEqual(FrontierWordLanguages.countries(printing: evidence(["SATAMA", "HAMN"]))?.countries, ["FI", "SE", "AX"])
    }

    /// A stamp that prints no border or airport word, naming a town on a land border that no
    /// airline airport serves, was struck at that crossing: by land, inferred. A town inland, a
    /// town across a strait from another country, and a town with an airport keep their modes.
    func testATownOnALandBorderWithoutAnAirportIsCrossedByLand() throws {
        for text in ["AUSREISE\nGÖRLITZ\n26.11.98", "TERESPOL\n02.05.2019", "ENTRY\nNARVA\n2019.05.02"] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertNil(top.chain.airport, text)
            XCTAssertEqual(top.mode, .land, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "mode_place" && $0.detail.contains("land border") }, text)
        }
        let inland = try XCTUnwrap(try suggest("EINREISE\nFULDA\n2019.05.02").candidates.first)
        XCTAssertEqual(inland.chain.city?.name, "Fulda")
        XCTAssertEqual(inland.mode, .unknown, "Fulda lies far from any border")
        let strait = try XCTUnwrap(try suggest("ENTRY\nHELSINGØR\n2019.05.02").candidates.first)
        XCTAssertEqual(strait.chain.country?.id.code, "DK")
        XCTAssertEqual(strait.mode, .unknown, "Sweden is across the Øresund, not a land border")
        let withAirport = try XCTUnwrap(try suggest("ENTRÉE\nSTRASBOURG\n2019.05.02").candidates.first)
        XCTAssertNotEqual(withAirport.mode, .land, "Strasbourg, on the Rhine, has an airline airport")
    }

    /// The stamp's mode is what its words say, else its first answer's: a stamp naming only an
    /// airport's town was struck at the airport, and one naming only a crossing's town at the road.
    func testTheStampsModeIsItsWordsElseItsFirstAnswers() throws {
        let narita = try suggest("NARITA")
        XCTAssertEqual(narita.candidates.first?.chain.airport?.id.code, "NRT")
        XCTAssertEqual(narita.mode, .air, "no word says so; the first answer is an airport")
        XCTAssertEqual(try suggest("TERESPOL").mode, .land, "a town on a land border with no airline airport")
        XCTAssertEqual(try suggest("PORT OF DOVER").mode, .sea, "the words")
        XCTAssertEqual(try suggest("EINREISE\nFULDA").mode, .unknown, "neither the words nor the first answer say")
    }

    /// A harbour's name written as one word with its sea word (Finnish -SATAMA, Estonian -SADAM,
    /// Swedish -HAMNEN, Danish and Norwegian -HAVNEN) says the stamp was struck at a port, even
    /// with its first letter lost; a town named for its harbour (-HAVN, København) does not.
    func testAHarboursNameEndingInItsSeaWordIsBySea() throws {
        XCTAssertEqual(try suggest("HELSINKI LÄNSISATAMA").mode, .sea)
        XCTAssertEqual(try suggest("HELSINKI ÄNSISATAMA").mode, .sea)
        XCTAssertEqual(try suggest("TALLINN VANASADAM").mode, .sea)
        XCTAssertEqual(try suggest("STOCKHOLM VÄRTAHAMNEN").mode, .sea)
        XCTAssertNotEqual(try suggest("KØBENHAVN").mode, .sea)
        XCTAssertNotEqual(try suggest("KØBENHAVNS LUFTHAVN").mode, .sea)
    }

    /// A village that is a land border crossing, named on a stamp, is where the stamp was struck:
    /// it outweighs a letter read alone that nothing bears out (Sarpi, Georgia's crossing to
    /// Turkey, beside an "E", Spain's sign). A town large enough to weigh as much by its name is
    /// not lifted over a larger namesake abroad (Calais, France, not the crossing at Calais,
    /// Maine), and a stamp that names the neighbour is the neighbour's ("NAMANGA / EAK": Kenya's
    /// side of the crossing the gazetteer files under Tanzania's Namanga).
    func testACrossingsVillageOutweighsALetterReadAlone() throws {
        let sarpi = try XCTUnwrap(try suggest("SARPI\nE").candidates.first)
        XCTAssertEqual(sarpi.chain.country?.id.code, "GE")
        XCTAssertTrue(sarpi.evidence.contains { $0.signal == "crossing_name" && $0.weight > 0 })
        let calais = try XCTUnwrap(try suggest("CALAIS").candidates.first)
        XCTAssertEqual(calais.chain.country?.id.code, "FR")
        XCTAssertEqual(try suggest("BORDER\nNAMANGA\nEAK").candidates.first?.chain.country?.id.code, "KE")
    }

    /// A crossing's town printed with its own airport's code is that airport's stamp: Detroit is
    /// a road crossing to Windsor, but "DETROIT, MI (DTW)" is its airport's. Without the code
    /// the road's crossing stays first.
    func testACrossingsTownPrintedWithItsAirportsCodeIsTheAirports() throws {
        let coded = try XCTUnwrap(try suggest("CBP\nADMITTED\nDETROIT, MI (DTW)\nJUN 14 2018").candidates.first)
        XCTAssertEqual(coded.chain.airport?.id.code, "DTW")
        XCTAssertEqual(coded.mode, .air)
        let uncoded = try XCTUnwrap(try suggest("CBP\nADMITTED\nDETROIT, MI\nJUN 14 2018").candidates.first)
        XCTAssertNil(uncoded.chain.airport)
        XCTAssertEqual(uncoded.mode, .land)
    }

    func testTheBorderPolicesNameSaysNothingOfTheWayIn() throws {
        // The Italian and Romanian border police stamp at airports as at roads: their names'
        // border words are no land word, and "POLIZIA" is no misread "Polīvia" (Bolivia).
        let fiumicino = try XCTUnwrap(try suggest("POLIZIA DI FRONTIERA\nFIUMICINO\nI 112").candidates.first)
        XCTAssertEqual(fiumicino.chain.airport?.id.code, "FCO")
        XCTAssertEqual(fiumicino.mode, .air)
        let romania = try suggest("ROMÂNIA\nPOLIȚIA DE FRONTIERĂ\nIEȘIRE")
        XCTAssertEqual(romania.mode, .unknown)
        XCTAssertFalse(romania.candidates.contains { $0.chain.country?.id.code == "BO" })
        XCTAssertFalse(try suggest("POLIZIA DI STATO\nAEROPORTO MALPENSA").candidates.contains { $0.chain.country?.id.code == "BO" })
        // A border word of its own still says the stamp was struck on land, and a country's name
        // misread by one letter is still read.
        XCTAssertEqual(try suggest("VALICO DI FRONTIERA\nCOMO").mode, .land)
        XCTAssertEqual(try suggest("BOLIVTA\nMIGRACION").candidates.first?.chain.country?.id.code, "BO")
    }

    func testPortAndBorderWordsOfMoreLanguages() throws {
        // Greek λιμένας, Malay feri, English quay, Spanish fronterizo; Tajik фурудгоҳ (airport).
        XCTAssertEqual(try suggest("ΛΙΜΕΝΑΣ ΠΕΙΡΑΙΑ\nΑΝΑΧΩΡΗΣΗ").mode, .sea)
        XCTAssertEqual(try suggest("TERMINAL FERI ANTARABANGSA\nMASUK").mode, .sea)
        XCTAssertEqual(try suggest("HARWICH PARKESTON QUAY").mode, .sea)
        XCTAssertEqual(try suggest("KINGS WHARF\nSUVA\nARRIVAL").mode, .sea)
        XCTAssertEqual(try suggest("DOVER (EASTERN DOCKS)\n18 AUG 2018").mode, .sea)
        XCTAssertEqual(try suggest("COMPLEJO FRONTERIZO\nENTRADA").mode, .land)
        // Slovak HRANICA (Czech HRANICE): Slovakia's, even beside a Czech village's other name
        // (NEMECKE, of Sněžné) read from the crossing's worn name.
        let slovak = try suggest("Wine NEMECKE\nHRANICA\n21.11.23")
        XCTAssertEqual(slovak.candidates.first?.chain.country?.id.code, "SK")
        XCTAssertEqual(slovak.mode, .land)
        XCTAssertEqual(try suggest("ФУРУДГОҲИ ДУШАНБЕ\nВУРУД").candidates.first?.chain.airport?.id.code, "DYU")
        // "PERMITTED TO LAND" is leave to come ashore, by sea or air: no land word.
        let rosslare = try suggest("ROSSLARE EUROPORT\nPERMITTED TO LAND")
        XCTAssertEqual(rosslare.candidates.first?.chain.city?.name, "Rosslare")
        XCTAssertEqual(rosslare.mode, .sea)
        XCTAssertNotEqual(try suggest("PERMITTED TO LAND").mode, .land)
        // "DIRECCIÓN NACIONAL DE MIGRACIÓN" is Uruguay's authority, not the Dominican Republic's
        // Distrito Nacional.
        let colonia = try suggest("DIRECCIÓN NACIONAL DE MIGRACIÓN\nPUERTO DE COLONIA\nENTRADA").candidates
        XCTAssertEqual(colonia.first?.chain.country?.id.code, "UY")
        XCTAssertFalse(colonia.contains { $0.chain.country?.id.code == "DO" })
    }

    func testAPortWordThatIsARegionsNameIsTheWordWhenItsLineNamesAPlace() throws {
        // PORTO is Portugal's region as well as the Italian for port; its line names Ancona.
        let ancona = try suggest("PORTO DI ANCONA").candidates
        XCTAssertEqual(ancona.first?.chain.city?.name, "Ancona")
        XCTAssertFalse(ancona.contains { $0.evidence.contains { $0.signal == "region_name" } })
        XCTAssertEqual(try suggest("PORTO").candidates.first?.chain.country?.id.code, "PT")
    }

    func testAPortOrBorderWordReadAsAnInlandVillageIsNoTown() throws {
        // Priechod is a village in the middle of Slovakia; Vyšné Nemecké is not in GeoNames' cities500.
        let s = try suggest("HRANIČNÝ PRIECHOD\nVYŠNÉ NEMECKÉ\nSK")
        XCTAssertEqual(s.candidates.first?.chain.country?.id.code, "SK")
        XCTAssertFalse(s.candidates.contains { $0.chain.city?.name == "Priechod" })
    }

    func testAPortOrBorderWordReadWholeIsNoMisreadTown() throws {
        // KAPISI (gate) with its P put back as R is one of Kars's alternate names, and Kars has an airport.
        XCTAssertFalse(try suggest("HUDUT KAPISI").candidates.contains { $0.chain.city?.name == "Kars" })
        let istanbul = try XCTUnwrap(try suggest("HUDUT KAPISI\nİSTANBUL HAVALİMANI").candidates.first)
        XCTAssertEqual(istanbul.chain.airport?.id.code, "IST")
    }

    func testATownsAirportOverTheBorderIsItsOnlyWhenNamedAfterIt() throws {
        // Gibraltar's airport lies 8 km from Algeciras, in another state; EuroAirport, in France,
        // is named after Basel, whose airport it is.
        XCTAssertFalse(try suggest("ALGECIRAS").candidates.contains { $0.chain.airport?.id.code == "GIB" })
        XCTAssertEqual(try suggest("ALGECIRAS").candidates.first?.chain.country?.id.code, "ES")
        XCTAssertEqual(try suggest("ARRIVAL\nBASEL").candidates.first?.chain.airport?.id.code, "BSL")
    }

    func testNamesTheStampShortens() throws {
        // A three-letter port town beside a port word (Bar, not Bar in Ukraine inland), a name
        // beginning with an article, one the gazetteer writes with "Ciudad", a Persian port word.
        for (text, country, town, mode) in [("MNE\nLUKA BAR", "ME", "Bar", EntryMode.sea), ("TN\nPORT LA GOULETTE", "TN", "La Goulette", .sea),
                                            ("FRONTERA\nTECÚN UMÁN\nGCA", "GT", "Ciudad Tecún Umán", .land),
                                            ("IR\nبندر بندرعباس", "IR", "Bandar Abbas", .sea)] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, country, text)
            XCTAssertEqual(top.chain.city?.name, town, text)
            XCTAssertEqual(top.mode, mode, text)
        }
    }

    func testAOneStopBorderPostIsALandCrossing() throws {
        // Both countries' officers sit at one road crossing; OSBP alone is the only mode word.
        let namanga = try suggest("IMMIGRATION\nNAMANGA OSBP\nENTRY")
        XCTAssertEqual(namanga.candidates.first?.mode, .land)
        XCTAssertTrue(namanga.candidates.first?.evidence.contains { $0.signal == "mode_word" && $0.text == "OSBP" } ?? false)
        // NAMANGA is one letter short of Namangan, whose airport a border stamp without the word named first.
        XCTAssertEqual(namanga.candidates.first?.chain.city?.name, "Namanga")
        XCTAssertNil(namanga.candidates.first?.chain.airport)
    }

    func testAPortWordReadWholeIsNoLongerNamesRemains() throws {
        // BANDARI (Swahili, port) is what is left of no name of the United States.
        let tanga = try suggest("BANDARI YA TANGA\nARRIVAL")
        XCTAssertEqual(tanga.candidates.first?.chain.city?.name, "Tanga")
        XCTAssertEqual(tanga.candidates.first?.mode, .sea)
        XCTAssertFalse(tanga.candidates.contains { $0.evidence.contains { $0.text == "BANDARI" && $0.signal == "country_name" } })
    }

    func testTheOfficersNumberIsNoAirportCode() throws {
        // "OFF. 31" is the officer's number; OFF is also the code of Offutt Air Force Base, in the country named.
        let stamp = try suggest("UNITED STATES\nADMITTED\nOFF. 31")
        XCTAssertFalse(stamp.candidates.contains { $0.evidence.contains { $0.signal == "iata_code" } })
        XCTAssertNil(stamp.candidates.first?.chain.airport)
    }
}

/// The border authority's name, or a condition of entry, says whose stamp it is
/// (`AuthorityCountries`), as weakly as a one-letter sign.
extension StampPortsAndBordersTests {
    func testTheBorderAuthoritysNameNamesItsCountry() throws {
        for (text, country) in [("SEF\nENTRADA\n071", "PT"), ("STRAŻ GRANICZNA\n0427", "PL"), ("JABATAN IMIGRESEN\n0427", "MY"),
                                ("RAJAVARTIOLAITOS\n0427", "FI"), ("KONINKLIJKE MARECHAUSSEE\n0427", "NL"),
                                ("LANDING PERMISSION\n0427", "JP"), ("BORDER SERVICES AGENCY\n1417", "CA"),
                                ("POLICÍA DE INVESTIGACIONES\n0427", "CL"),
                                // Ireland's Garda immigration bureau (its first word was Gardena,
                                // California), Turkey's police (Guinea), the Czech foreigners'
                                // police, Bulgaria's border police, "U.S. IMMIGRATION" (nothing).
                                ("GARDA NATIONAL IMMIGRATION BUREAU\nPERMITTED TO LAND\n05 JUL 2021", "IE"),
                                ("EMNİYET GENEL MÜDÜRLÜĞÜ\nÇIKIŞ\n04.09.2015", "TR"), ("CIZINECKÁ POLICIE\nVSTUP\n12.03.2019", "CZ"),
                                ("ГРАНИЧНА ПОЛИЦИЯ\nВХОД\n12.03.2019", "BG"), ("U.S. IMMIGRATION\nADMITTED\nCLASS B2", "US"),
                                // A long name with one letter misread is still read.
                                ("Leave to snter for six wontes:", "GB"), ("BUNDESPOLIZEL\n12.03.2019", "DE")] {
            let top = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(top.chain.country?.id.code, country, text)
            XCTAssertTrue(top.evidence.contains { $0.signal == "authority_name" }, text)
        }
        // Names several countries' authorities use name none: Brazil's, Mexico's and Argentina's police.
        XCTAssertFalse(try suggest("POLICIA FEDERAL\nENTRADA").candidates.contains { $0.evidence.contains { $0.signal == "authority_name" } })
        // A short one is read whole only: "KMAK" is not the Netherlands' KMAR.
        XCTAssertFalse(try suggest("KMAK\n0427").candidates.contains { $0.evidence.contains { $0.signal == "authority_name" } })
        // Nor Mexico's and Honduras's immigration institute.
        XCTAssertFalse(try suggest("INSTITUTO NACIONAL DE MIGRACIÓN\nSALIDA").candidates.contains { $0.evidence.contains { $0.signal == "authority_name" } })
    }

    /// A long authority's name read whole is no speck's chance reading: it outweighs a code that
    /// nothing on the stamp bears out ("SON" read from the ring's SHANNON is Santo's airport, in
    /// Vanuatu). A short one ("SEF") still weighs as a one-letter sign does, and gives way.
    func testALongAuthoritysNameReadWholeOutweighsACodeNothingBearsOut() throws {
        XCTAssertEqual(try suggest("GARDA NATIONAL IMMIGRATION BUREAU\nSON\n30 APR 2022").candidates.first?.chain.country?.id.code, "IE")
        XCTAssertEqual(try suggest("SEF\nSON\n30 APR 2022").candidates.first?.chain.airport?.id.code, "SON")
    }

    func testTheUnitedKingdomsConditionsOfEntryOutweighANamesakesSize() throws {
        // Portsmouth in New Hampshire has an airport; the leave to enter is the United Kingdom's,
        // and "PUBLIC FUNDS" on its own line is read though "NO RECOURSE TO" ends the line before.
        let text = "LEAVE TO ENTER FOR SIX MONTHS\nNO RECOURSE TO\nPUBLIC FUNDS\nPORTSMOUTH (1234)"
        let top = try XCTUnwrap(try suggest(text).candidates.first)
        XCTAssertEqual(top.chain.country?.id.code, "GB")
        XCTAssertEqual(top.chain.city?.name, "Portsmouth")
        // Without the conditions, the namesake with an airport comes first.
        XCTAssertEqual(try suggest("PORTSMOUTH (1234)").candidates.first?.chain.country?.id.code, "US")
    }
}
