import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver
import WaymarkTestSupport
import XCTest
@testable import WaymarkStampReader

/// The table of land border crossings (`BorderCrossings`), checked against the gazetteer's own
/// borders and towns, and what a stamp naming a crossing is read as.
final class BorderCrossingTableTests: XCTestCase {
    override func setUpWithError() throws { try TestTool.require(.gazetteer) }

    /// The point `meters` from `c` towards `bearing` degrees (flat near the point: enough for 12 km).
    func offset(_ c: Coordinate, meters: Double, bearing: Double) -> Coordinate {
        let b = bearing * .pi / 180
        let dLat = meters * cos(b) / 111_320
        let dLon = meters * sin(b) / (111_320 * cos(c.latitude * .pi / 180))
        return Coordinate(latitude: c.latitude + dLat, longitude: c.longitude + dLon)
    }

    func testEveryCrossingLiesOnItsCountrysBorderWithItsNeighbourAndIsFiledUnderOneOfItsTowns() throws {
        let gazetteer = try InstalledGazetteer.open()
        let resolver = try FastResolver(gazetteer: gazetteer)
        let places = try gazetteer.makeLookup()
        var countryCodes: [Int: String] = [:]
        func countries(near point: Coordinate, rings: [Double]) throws -> Set<String> {
            var points = [point]
            for meters in rings { for bearing in stride(from: 0.0, to: 360, by: 22.5) { points.append(offset(point, meters: meters, bearing: bearing)) } }
            var found = Set<String>()
            for resolution in try resolver.resolve(points) {
                // A causeway's or a river mouth's post may resolve offshore, to the country whose coast is nearest.
                guard let rowid = resolution.country.rowid else { continue }
                if countryCodes[rowid] == nil { countryCodes[rowid] = try places.place(rowid: rowid)?.id.code }
                if let code = countryCodes[rowid] { found.insert(code) }
            }
            return found
        }
        XCTAssertGreaterThanOrEqual(BorderCrossings.all.count, 400)
        var seen = Set<String>()
        for crossing in BorderCrossings.all {
            let label = "\(crossing.name) (\(crossing.country))"
            XCTAssertTrue(seen.insert(crossing.country + "|" + crossing.name).inserted, "\(label) is listed twice")
            XCTAssertNotEqual(crossing.country, crossing.neighbour, label)
            // The post: in its own country, or within 2 km of it (a river line's post).
            XCTAssertTrue(try countries(near: crossing.coordinate, rings: [1_000, 2_000]).contains(crossing.country), "\(label) lies away from its country")
            // The neighbour: across the border, within 12 km.
            XCTAssertTrue(try countries(near: crossing.coordinate, rings: [1_000, 3_000, 5_000, 8_000, 12_000]).contains(crossing.neighbour),
                          "\(label) lies away from \(crossing.neighbour)")
            // The town: a town of the post's country, within 45 km.
            let town = try XCTUnwrap(try PlaceID(crossing.town).flatMap { try places.place(id: $0) }, "\(label): no town \(crossing.town)")
            XCTAssertEqual(town.id.kind, .city, label)
            XCTAssertEqual(town.country?.id.code, crossing.country, "\(label): \(town.name) is in another country")
            XCTAssertEqual(town.name, crossing.townName, label)
            let point = try XCTUnwrap(town.coordinate, label)
            XCTAssertLessThanOrEqual(SphericalDistance.meters(point, crossing.coordinate), 45_000, "\(label): \(town.name) is too far")
            // Every name is long enough to be read as one.
            for name in crossing.names { XCTAssertTrue(StampPlaceIndex.isNameKey(StampText.key(name)), "\(label): \(name) is too short to read") }
        }
    }

    func suggest(_ text: String) throws -> StampSuggestions {
        try XCTUnwrap(StampMatcherTests.matcher, "the gazetteer is needed").suggest(text)
    }

    func testAStampNamingACrossingIsItsTownCrossedOverLand() throws {
        let kapikule = try XCTUnwrap(try suggest("KAPIKULE\nGİRİŞ\nTR\n19.08.16").candidates.first)
        XCTAssertEqual(kapikule.chain.country?.id.code, "TR")
        XCTAssertEqual(kapikule.chain.city?.name, "Edirne")
        XCTAssertEqual(kapikule.mode, .land)
        XCTAssertTrue(kapikule.evidence.contains { $0.signal == "crossing_name" && $0.weight > 0 && $0.detail.contains("Bulgaria") })
        XCTAssertNotEqual(kapikule.strength, .strong, "a crossing's name and a sign are two facts, not five")
        // In its own script: Horgoš on Serbia's side.
        let horgos = try XCTUnwrap(try suggest("СРБИЈА\nХОРГОШ\nИЗЛАЗ\n13.07.15").candidates.first)
        XCTAssertEqual(horgos.chain.country?.id.code, "RS")
        XCTAssertEqual(horgos.mode, .land)
    }

    /// Crossings of every continent, by the name their stamps print and nothing else of the
    /// place: the town each is filed under, crossed over land.
    func testCrossingsOnEveryContinentAreReadForTheirTowns() throws {
        for (text, country, town) in [("COMPLEJO LOS LIBERTADORES\nENTRADA\n12 ENE 2019", "CL", "Los Andes"),
                                      ("ŚWIECKO\nSTRAŻ GRANICZNA\n03.05.06", "PL", "Słubice"),
                                      ("GÜRBULAK\nGİRİŞ\n21.06.18", "TR", "Doğubayazıt"),
                                      ("KASUMBALESA\nIMMIGRATION\nENTRY", "ZM", "Chililabombwe"),
                                      ("MOHEMBO\nBOTSWANA\nADMITTED", "BW", "Shakawe")] {
            let first = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(first.chain.country?.id.code, country, text)
            XCTAssertEqual(first.chain.city?.name, town, text)
            XCTAssertEqual(first.mode, .land, text)
        }
    }

    func testACrossingNamedLikeItsTownCountsInFullOnlyWithItsCountry() throws {
        // Calais in Maine is a crossing to Canada; the French port and town outweigh it as read.
        let port = try XCTUnwrap(try suggest("CALAIS PORT\n08 07 15\nF").candidates.first)
        XCTAssertEqual(port.chain.country?.id.code, "FR")
        XCTAssertFalse(port.evidence.contains { $0.signal == "crossing_name" }, "no crossing on a port stamp")
        let plain = try XCTUnwrap(try suggest("CALAIS\nF\n08.07.15").candidates.first)
        XCTAssertEqual(plain.chain.country?.id.code, "FR")
        let maine = try suggest("CALAIS\nF\n08.07.15").candidates.first { $0.chain.country?.id.code == "US" }
        if let maine { XCTAssertTrue(maine.evidence.contains { $0.signal == "crossing_name" && $0.weight < BorderCrossingNames.weight / 5 }) }
        // Named with its country, the crossing counts: Kakavijë, Albania's post to Greece, named
        // like its village.
        let named = try XCTUnwrap(try suggest("ALBANIA\nKAKAVIJË\nHYRJE\n12.03.2019").candidates.first)
        XCTAssertEqual(named.chain.city?.name, "Kakavijë")
        XCTAssertTrue(named.evidence.contains { $0.signal == "crossing_name" && $0.weight > 0 })
        // Alone, it lifts the village's name only to what a crossing's village weighs at least.
        let alone = try XCTUnwrap(try suggest("KAKAVIJË\n12.03.2019").candidates.first)
        XCTAssertEqual(alone.chain.city?.name, "Kakavijë")
        let crossing = try XCTUnwrap(alone.evidence.first { $0.signal == "crossing_name" })
        let town = try XCTUnwrap(alone.evidence.first { $0.signal == "city_name" })
        XCTAssertEqual(crossing.weight + town.weight, BorderCrossingNames.leastCrossingTown, accuracy: 0.002)
        XCTAssertEqual(alone.mode, .land, "the mode is read all the same")
        // Nor is a crossing read beside an airport word.
        XCTAssertFalse(try suggest("AIRPORT\nKAPIKULE\n19.08.16").candidates.contains { $0.evidence.contains { $0.signal == "crossing_name" } })
    }

    func testACrossingsNameWithLettersLostAtAnEndIsReadForLess() throws {
        for text in ["APIKULE\nTR\n19.08.16", "KAPIKU\nTR\n19.08.16"] {
            let worn = try XCTUnwrap(try suggest(text).candidates.first, text)
            XCTAssertEqual(worn.chain.city?.name, "Edirne", text)
            XCTAssertEqual(worn.mode, .land, text)
            let finding = try XCTUnwrap(worn.evidence.first { $0.signal == "crossing_name" }, text)
            XCTAssertGreaterThan(finding.weight, 0, text)
            XCTAssertLessThan(finding.weight, BorderCrossingNames.weight, "\(text): a worn name counts less than a whole one")
            XCTAssertTrue(finding.detail.contains("lost"), text)
        }
        // Three letters lost, or fewer than six left, are too little to tell a crossing by.
        for text in ["IKULE\nTR\n19.08.16", "KAPI\nTR\n19.08.16"] {
            XCTAssertFalse(try suggest(text).candidates.contains { $0.evidence.contains { $0.signal == "crossing_name" } }, text)
        }
    }
}
