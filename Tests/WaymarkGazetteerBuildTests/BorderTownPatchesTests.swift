import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkGazetteerBuild

/// A town that a generalised line puts just across the border is put back in its own country,
/// with the strip between its country's land and a little past it; the towns across the line
/// keep their side, and a town far inside the other country, or on a line drawn by politics,
/// stays where the ring puts it.
///
/// The world: Westland (WL) west of longitude 0.5, Eastland (EL) east of it, at the equator,
/// where 0.001° is 111 m. The real border is a river at longitude 0.515: Westburg, at 0.51, is a
/// town of Westland that the line puts in Eastland, 1.1 km from Westland's land; Ostheim, at
/// 0.52, is Eastland's town across the river.
final class BorderTownPatchesTests: XCTestCase {
    let rows = [("WL", MiniWorld.square(-1, -1, 0.5, 1)), ("EL", MiniWorld.square(0.5, -1, 2, 1))].map { code, polygon in
        BoundaryRow(level: 0, place: PlaceID(kind: .country, code: code), countryCode: code, sourceRef: code, decision: .naturalEarth,
                    source: polygon, stored: polygon, areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: polygon.boundingBox!)
    }
    let westburg = MiniWorld.city(1, "Westburg", 0.0, 0.51, "WL", "01", population: 10_000)
    let ostheim = MiniWorld.city(2, "Ostheim", 0.0, 0.52, "EL", "01", population: 10_000)

    func rule(maximumOffset: Double = 2_000, kept: [[String]] = []) -> ProductLayer.BorderTowns {
        .init(maximumOffsetMeters: maximumOffset, keptLines: kept.map { .init(countries: $0, reason: "politics") }, reason: "generalised lines")
    }

    /// The country a point resolves to once the patches are added.
    func country(at lat: Double, _ lon: Double, patches: [BoundaryRow]) -> String {
        PolygonLayer(rows + patches, useSource: true).decision(at: Coordinate(latitude: lat, longitude: lon))
    }

    func testATownJustAcrossAGeneralisedLineIsInItsOwnCountryAndTheTownAcrossTheRiverInItsOwn() {
        let outcome = BorderTownPatches(rule: rule(), countries: rows).patches(for: [westburg, ostheim])
        XCTAssertEqual(outcome.boundaries.map(\.sourceRef), ["town:1"])
        XCTAssertEqual(outcome.boundaries.first?.decision, .productLayer)
        XCTAssertEqual(outcome.corrections.map(\.kind), ["border_town"])
        XCTAssertEqual(outcome.corrections.first?.result, "WL")
        let patches = outcome.boundaries
        XCTAssertEqual(country(at: 0, 0.51, patches: patches), "country:WL", "the town itself")
        XCTAssertEqual(country(at: 0, 0.505, patches: patches), "country:WL", "the strip between its land and the town")
        XCTAssertEqual(country(at: 0.004, 0.513, patches: patches), "country:WL", "its quarter by the river, nearer to it than to Ostheim")
        XCTAssertEqual(country(at: 0, 0.52, patches: patches), "country:EL", "the town across the river")
        XCTAssertEqual(country(at: 0, 0.516, patches: patches), "country:EL", "within Westburg's reach but nearer to Ostheim")
        XCTAssertEqual(country(at: 0.05, 0.51, patches: patches), "country:EL", "5 km along the line: beyond the town's reach")
    }

    func testWithNoTownAcrossTheLineThePatchEndsALittlePastTheTown() {
        let patches = BorderTownPatches(rule: rule(), countries: rows).patches(for: [westburg]).boundaries
        // Reach for 10,000 people: 500 m + √10,000 × 2.5 m = 750 m past the town.
        XCTAssertEqual(country(at: 0, 0.516, patches: patches), "country:WL", "670 m past the town")
        XCTAssertEqual(country(at: 0, 0.518, patches: patches), "country:EL", "890 m past the town")
    }

    func testATownFartherFromItsLandThanTheLimitOrOnAKeptLineKeepsTheRingsAnswer() {
        XCTAssertTrue(BorderTownPatches(rule: rule(maximumOffset: 1_000), countries: rows).patches(for: [westburg]).boundaries.isEmpty,
                      "1.1 km from its land, the limit 1 km")
        XCTAssertTrue(BorderTownPatches(rule: rule(kept: [["EL", "WL"]]), countries: rows).patches(for: [westburg]).boundaries.isEmpty,
                      "a line kept as drawn")
        let inside = MiniWorld.city(3, "Westdorf", 0.0, 0.2, "WL", "01", population: 500)
        XCTAssertTrue(BorderTownPatches(rule: rule(), countries: rows).patches(for: [inside, ostheim]).boundaries.isEmpty,
                      "towns inside their own country's ring")
    }

    func testTheProductLayerRejectsABorderTownRuleWithoutALimitOrWithAThreeCountryLine() throws {
        var layer = ProductLayer()
        layer.borderTowns = rule(maximumOffset: 0)
        XCTAssertThrowsError(try layer.validate(file: "layer.json"))
        layer.borderTowns = rule(kept: [["AA", "BB", "CC"]])
        XCTAssertThrowsError(try layer.validate(file: "layer.json"))
        layer.borderTowns = rule()
        XCTAssertNoThrow(try layer.validate(file: "layer.json"))
    }
}
