import XCTest
@testable import WaymarkGazetteerBuild

final class CitySectionsTests: XCTestCase {
    func city(_ id: Int, _ name: String, _ lat: Double, _ lon: Double, population: Int, country: String = "FR", admin1: String = "11") -> SourceCity {
        SourceCity(geonameID: id, name: name, latitude: lat, longitude: lon, countryCode: country, admin1: admin1,
                   population: population, timezone: "Europe/Paris", alternateNames: [])
    }

    func testNumberedSectionsNearABiggerCityAreItsSections() {
        let paris = city(1, "Paris", 48.853, 2.349, population: 2_138_551)
        let cities = [
            paris,
            city(2, "Paris 16 Passy", 48.857, 2.270, population: 159_386),
            city(3, "Paris 13e Arrondissement", 48.83, 2.36, population: 181_000),
            city(4, "Paris 04 Hôtel-de-Ville", 48.854, 2.357, population: 27_000),
            city(5, "Budapest XI. kerület", 47.47, 19.05, population: 139_000, country: "HU"),
            city(6, "Budapest", 47.498, 19.04, population: 1_741_041, country: "HU"),
            city(7, "Zürich (Kreis 3)", 47.37, 8.51, population: 46_018, country: "CH"),
            city(8, "Zürich", 47.367, 8.55, population: 415_367, country: "CH"),
        ]
        let sections = CitySections.find(cities)
        XCTAssertEqual(sections.mapValues(\.parent.geonameID), [2: 1, 3: 1, 4: 1, 5: 6, 7: 8])
        XCTAssertEqual(Set(sections.values.map(\.evidence)), [.numbered])
    }

    func testNeighboursFarTownsAndUnnumberedNamesAreNotSections() {
        let cities = [
            city(1, "Paris", 48.853, 2.349, population: 2_138_551),
            city(2, "Paris 16 Passy", 33.66, -95.55, population: 25_000, country: "US"),   // another country
            city(3, "Paris Charles", 49.0, 2.1, population: 1_000),                         // not a number, 24 km out
            city(4, "Paris 12", 45.0, 2.3, population: 1_000),                              // 430 km away
            city(5, "Miami", 25.77, -80.19, population: 441_003, country: "US"),
            city(6, "Miami Gardens", 25.94, -80.25, population: 113_187, country: "US"),
            city(7, "Lyon 07", 45.75, 4.84, population: 82_573),                            // Lyon itself is not listed
        ]
        XCTAssertTrue(CitySections.find(cities, features: [3: .init(code: "PPL")]).isEmpty)
    }

    // Berlin's real figures (GeoNames): the city, two of its Ortsteile, and Potsdam, a city of its
    // own next door in another Land.
    let berlin = SourceCity(geonameID: 2950159, name: "Berlin", latitude: 52.52437, longitude: 13.41053, countryCode: "DE", admin1: "16",
                            population: 3_426_354, timezone: "Europe/Berlin", alternateNames: [])

    func testAPlaceGeoNamesMarksAsASectionIsPartOfTheLargeCityNearIt() {
        let mitte = city(6545310, "Mitte", 52.52003, 13.40489, population: 102_338, country: "DE", admin1: "16")
        let tempelhof = city(2823538, "Tempelhof", 52.46667, 13.4, population: 61_769, country: "DE", admin1: "16")
        let potsdam = city(2852458, "Potsdam", 52.39886, 13.06566, population: 184_754, country: "DE", admin1: "11")
        let sections = CitySections.find([berlin, mitte, tempelhof, potsdam],
                                         features: [6545310: .init(code: "PPLX"), 2823538: .init(code: "PPLX"), 2950159: .init(code: "PPLC"), 2852458: .init(code: "PPLA")])
        XCTAssertEqual(sections.mapValues(\.parent.geonameID), [6545310: 2950159, 2823538: 2950159])
        XCTAssertEqual(sections[6545310]?.evidence, .featureCode)
    }

    func testSeatsAndPlacesInAnotherRegionAreNeverSections() {
        // Frederiksberg (PPLA2) lies inside Copenhagen; Jersey City is across the Hudson in New Jersey.
        let copenhagen = city(2618425, "Copenhagen", 55.67594, 12.56553, population: 1_153_615, country: "DK", admin1: "17")
        let frederiksberg = city(2621942, "Frederiksberg", 55.67938, 12.53463, population: 95_029, country: "DK", admin1: "17")
        let newYork = city(5128581, "New York City", 40.71427, -74.00597, population: 8_804_190, country: "US", admin1: "NY")
        let jerseyCity = city(5099836, "Jersey City", 40.72816, -74.07764, population: 264_290, country: "US", admin1: "NJ")
        let hoboken = city(5099133, "Hoboken", 40.74399, -74.03236, population: 53_635, country: "US", admin1: "NJ")
        let sections = CitySections.find([copenhagen, frederiksberg, newYork, jerseyCity, hoboken],
                                         features: [2621942: .init(code: "PPLA2", district: "DK.17.147"), 2618425: .init(code: "PPLC", district: "DK.17.101"),
                                                    5099836: .init(code: "PPLA2"), 5128581: .init(code: "PPL")])
        XCTAssertTrue(sections.isEmpty, "\(sections)")
    }

    func testAnUnlabelledPlaceInsideALargeCityIsItsSectionAndAFarTownIsNot() {
        // Times Square has no feature code in the 2019 list; Yonkers, 24 km north, is a PPL of 200,000.
        let newYork = city(5128581, "New York City", 40.71427, -74.00597, population: 8_804_190, country: "US", admin1: "NY")
        let timesSquare = city(6930378, "Times Square", 40.75636, -73.98644, population: 17_749, country: "US", admin1: "NY")
        let yonkers = city(5145215, "Yonkers", 40.93121, -73.89875, population: 201_116, country: "US", admin1: "NY")
        let farVillage = city(9, "Far Village", 41.20, -74.00, population: 900, country: "US", admin1: "NY")
        let sections = CitySections.find([newYork, timesSquare, yonkers, farVillage], features: [5145215: .init(code: "PPL"), 5128581: .init(code: "PPL")])
        XCTAssertEqual(sections.mapValues(\.parent.geonameID), [6930378: 5128581])
        XCTAssertEqual(sections[6930378]?.evidence, .insideLargeCity)
    }

    func testASectionOfASectionBelongsToTheCityAtTheTop() {
        // Shibakōen lies in Minato, one of Tokyo's special wards; neither has a 2019 feature code.
        let tokyo = city(1850147, "Tokyo", 35.6895, 139.69171, population: 9_733_276, country: "JP", admin1: "40")
        let minato = city(13353696, "Minato City", 35.6581, 139.7515, population: 260_486, country: "JP", admin1: "40")
        let shibakoen = city(10865322, "Shibakōen", 35.65775, 139.7476, population: 1_278, country: "JP", admin1: "40")
        let sections = CitySections.find([tokyo, minato, shibakoen], features: [1850147: .init(code: "PPLC")])
        XCTAssertEqual(sections.mapValues(\.parent.geonameID), [13353696: 1850147, 10865322: 1850147])
    }

    func testEveryOtherPlaceOfACityStateIsInTheCity() {
        let singapore = city(1880252, "Singapore", 1.28967, 103.85007, population: 5_638_700, country: "SG", admin1: "00")
        let woodlands = city(1880755, "Woodlands", 1.43801, 103.78877, population: 252_530, country: "SG", admin1: "00")
        let sections = CitySections.find([singapore, woodlands], features: [1880755: .init(code: "PPLA2")], cityStates: ["SG": singapore])
        XCTAssertEqual(sections[1880755]?.parent.geonameID, 1880252)
        XCTAssertEqual(sections[1880755]?.evidence, .cityState)
    }

    func testAPlainPlaceCloseToAVeryLargeCityIsItsSectionButNotFartherOut() {
        let seoul = city(1835848, "Seoul", 37.566, 126.9784, population: 10_349_312, country: "KR", admin1: "11")
        let yongsan = city(6800487, "Yongsan-dong", 37.5326, 126.9905, population: 12_612, country: "KR", admin1: "11")
        let outer = city(7, "Outer Town", 37.70, 127.15, population: 60_000, country: "KR", admin1: "11")
        let sections = CitySections.find([seoul, yongsan, outer], features: [6800487: .init(code: "PPL"), 7: .init(code: "PPL"), 1835848: .init(code: "PPLC")])
        XCTAssertEqual(sections.mapValues(\.parent.geonameID), [6800487: 1835848])
        XCTAssertEqual(sections[6800487]?.evidence, .dominated)
    }

    func testTheDistrictsOfACapitalAreItsSections() {
        // Warsaw's dzielnice are plain PPLs in the capital's own powiat (1465); Bangkok's khet
        // seats are PPLA2, and Bangkok has no admin-2 code of its own.
        let warsaw = city(756135, "Warsaw", 52.22977, 21.01178, population: 1_702_139, country: "PL", admin1: "78")
        let mokotow = city(764484, "Mokotów", 52.19357, 21.03458, population: 212_670, country: "PL", admin1: "78")
        let bangkok = city(1609350, "Bangkok", 13.75398, 100.50144, population: 5_104_476, country: "TH", admin1: "40")
        let bangRak = city(1619278, "Bang Rak", 13.72846, 100.52427, population: 45_000, country: "TH", admin1: "40")
        let sections = CitySections.find([warsaw, mokotow, bangkok, bangRak], features: [
            756135: .init(code: "PPLC", district: "PL.78.1465"), 764484: .init(code: "PPL", district: "PL.78.1465"),
            1609350: .init(code: "PPLC"), 1619278: .init(code: "PPLA2", district: "TH.40.1004"),
        ])
        XCTAssertEqual(sections[764484]?.parent.geonameID, 756135)
        XCTAssertEqual(sections[764484]?.evidence, .sameDistrict)
        XCTAssertEqual(sections[1619278]?.parent.geonameID, 1609350)
        XCTAssertEqual(sections[1619278]?.evidence, .districtSeat)
    }

    func testAProductLayerSectionWinsOverTheRules() {
        // Manhattan is a county seat (PPLA2) with 1.5 million people: no rule takes it for New York City's.
        let newYork = city(5128581, "New York City", 40.71427, -74.00597, population: 8_804_190, country: "US", admin1: "NY")
        let manhattan = city(5125771, "Manhattan", 40.78343, -73.96625, population: 1_487_536, country: "US", admin1: "NY")
        let features: [Int: GeoNamesFeature] = [5125771: .init(code: "PPLA2", district: "US.NY.061"), 5128581: .init(code: "PPL")]
        XCTAssertTrue(CitySections.find([newYork, manhattan], features: features).isEmpty)
        let corrected = CitySections.find([newYork, manhattan], features: features,
                                          corrections: [.init(section: 5125771, city: 5128581, reason: "a borough")])
        XCTAssertEqual(corrected[5125771]?.parent.geonameID, 5128581)
        XCTAssertEqual(corrected[5125771]?.evidence, .productLayer)
    }
}
