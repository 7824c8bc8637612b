import Foundation
import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkResolver
import WaymarkReference

/// Arrondissements and numbered districts are not the city a coordinate is in: the build records
/// them in `city_section` (`CitySections`), and a point nearest a section's point answers as its
/// city; their names are alternates of the city.
final class CitySectionTests: XCTestCase {
    func testLandmarksInNumberedSectionsResolveToTheirCity() throws {
        let gazetteer = try GazetteerFixture.open()
        let resolver = try FastResolver(gazetteer: gazetteer)
        let lookup = try gazetteer.makeLookup()
        // Coordinates of the landmarks (WGS 84), and the GeoNames city each is in.
        let landmarks: [(String, Double, Double, String)] = [
            ("Eiffel Tower", 48.85826, 2.29450, "2988507"),              // Paris, 7th arrondissement
            ("Sacré-Cœur", 48.88672, 2.34310, "2988507"),                // Paris, 18th
            ("Basilica of Notre-Dame de Fourvière", 45.76226, 4.82217, "2996944"),  // Lyon, 5th
            ("Grossmünster", 47.37012, 8.54410, "2657896"),              // Zürich, Kreis 1
        ]
        var wrong: [String] = []
        for (name, lat, lon, expected) in landmarks {
            let r = try resolver.resolve(Coordinate(latitude: lat, longitude: lon))
            let city = try r.city.rowid.flatMap { try lookup.place(rowid: $0) }
            if city?.id.code != expected { wrong.append("\(name): \(city?.label ?? "no city"), expected city:\(expected)") }
        }
        XCTAssertTrue(wrong.isEmpty, wrong.joined(separator: "\n"))
    }

    func testASectionAnswersAsItsCityAndItsNameIsAnAlternateOfTheCity() throws {
        let gazetteer = try GazetteerFixture.open()
        let lookup = try gazetteer.makeLookup()
        let passy = try XCTUnwrap(lookup.place(id: PlaceID(kind: .city, code: "2988394")), "Paris 16 Passy")
        let paris = try XCTUnwrap(lookup.place(id: PlaceID(kind: .city, code: "2988507")))
        XCTAssertEqual(try gazetteer.citySectionParents()[passy.rowid], paris.rowid)
        XCTAssertTrue(try gazetteer.alternateNames(of: paris).contains("Paris 16 Passy"))
        // Real neighbours whose names begin like a bigger city's are no sections.
        let parents = try gazetteer.citySectionParents()
        for neighbour in ["4164167", "5811729"] {  // Miami Gardens, Spokane Valley
            let place = try XCTUnwrap(lookup.place(id: PlaceID(kind: .city, code: neighbour)))
            XCTAssertNil(parents[place.rowid], place.name)
        }
    }

    func testBothResolversAnswerTheCityForASectionsOwnPoint() throws {
        let gazetteer = try GazetteerFixture.open()
        let fast = try FastResolver(gazetteer: gazetteer)
        let reference = ReferenceResolver(gazetteer: gazetteer)
        let lookup = try gazetteer.makeLookup()
        let lyon = try XCTUnwrap(lookup.place(id: PlaceID(kind: .city, code: "2996944")))
        let section = try XCTUnwrap(lookup.place(id: PlaceID(kind: .city, code: "6543973")), "Lyon 07")
        let point = try XCTUnwrap(section.coordinate)
        XCTAssertEqual(try fast.resolve(point).city.rowid, lyon.rowid)
        XCTAssertEqual(try reference.resolve(point).city.rowid, lyon.rowid)
    }
}
