import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkResolver
import WaymarkSamples
import WaymarkReference

/// Country answers are those of the full-resolution Natural Earth rings, for every coordinate:
/// the fast resolver (simplified rings, full resolution near their edges), the reference resolver
/// (full resolution only) and the plain full-resolution ring test agree everywhere we look.
final class ExactBorderTests: XCTestCase {
    var gazetteer: Gazetteer!
    var fast: FastResolver!
    var lookup: PlaceLookup!
    /// Made by the first test that needs it and kept: XCTest runs a class's tests one after another.
    nonisolated(unsafe) static var plainTest: FullResolutionCountries?

    override func setUpWithError() throws {
        gazetteer = try GazetteerFixture.open()
        fast = try FastResolver(gazetteer: gazetteer)
        lookup = try gazetteer.makeLookup()
    }

    var plain: FullResolutionCountries {
        get throws {
            if let known = Self.plainTest { return known }
            let made = try FullResolutionCountries(gazetteer: gazetteer)
            Self.plainTest = made
            return made
        }
    }

    func code(_ rowid: Int?) throws -> String? { try rowid.flatMap { try lookup.place(rowid: $0)?.id.code } }

    /// The country a resolver decides by containment alone (nil for offshore and open water).
    func contained<Source: CandidateSource>(_ c: Coordinate, _ source: Source) throws -> Int? {
        let level = try ResolutionRules.country(c, using: source)
        return level.decision == .contained ? level.rowid : nil
    }

    /// The four points of issue 10, each a few metres to a few dozen metres from a border. The
    /// expected countries were found with an independent even-odd test written in Python over
    /// the Natural Earth 1:10m admin-0 shapefile as fetched (547,488 vertices, every ring of each
    /// unit): Niagara gorge lies in USA about 2 m from the border; the Geneva airport point in
    /// CHE about 50 m; Basel's northern edge in FRA about 70 m; St Peter's Square in VAT about
    /// 30 m. Simplified rings gave CA, FR, DE and IT. The Geneva point now lies in Ornex's
    /// border-town patch (`BorderTownPatches`: Natural Earth's line puts that French village in
    /// Switzerland), so all three resolvers must give France there, the patch over the ring
    /// that lies 50 m away.
    func testPointsMetresFromABorderGetTheCountryOfTheFullResolutionRings() throws {
        let cases: [(String, Double, Double, String)] = [
            ("Niagara gorge", 43.0950, -79.0616, "US"), ("north of Geneva airport, in Ornex's patch", 46.2735, 6.0942, "FR"),
            ("Basel's northern edge", 47.5999, 7.5915, "FR"), ("St Peter's Square", 41.9033, 12.4530, "VA"),
        ]
        let reference = ReferenceResolver(gazetteer: gazetteer)
        for (name, lat, lon, expected) in cases {
            let c = Coordinate(latitude: lat, longitude: lon)
            let answer = try fast.resolve(c)
            XCTAssertEqual(try code(answer.country.rowid), expected, name)
            XCTAssertEqual(answer.country.decision, .contained, name)
            XCTAssertEqual(try code(try reference.resolve(c).country.rowid), expected, name)
            XCTAssertEqual(try code(try plain.country(at: c)), expected, name)
        }
    }

    func assertSameCountries(_ points: [Coordinate], withReference: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let reference = ReferenceResolver(gazetteer: gazetteer)
        let fastCountries = try fast.resolve(points).map { $0.country.decision == .contained ? $0.country.rowid : nil }
        var differences: [String] = []
        for (i, c) in points.enumerated() {
            let expected = try plain.country(at: c)
            if fastCountries[i] != expected { differences.append("\(c.latitude),\(c.longitude): fast \(fastCountries[i].map(String.init) ?? "-") plain \(expected.map(String.init) ?? "-")") }
            if withReference, let r = try contained(c, reference), r != expected || fastCountries[i] != r {
                differences.append("\(c.latitude),\(c.longitude): reference \(r)")
            }
        }
        XCTAssertTrue(differences.isEmpty, "\(differences.count) of \(points.count) differ:\n" + differences.prefix(10).joined(separator: "\n"), file: file, line: line)
    }

    /// Seeded points within 2 km of the full-resolution borders, one on each side of a randomly
    /// picked source vertex. The bench runs 200,000 (`waymark-bench exactness`); the full tier
    /// 20,000, the first 2,000 also against the reference; the fast tier a tenth of each.
    func testTwentyThousandPointsWithinTwoKilometresOfBordersGetThePlainFullResolutionAnswer() throws {
        let points = SampleCoordinates.nearBorders(of: try plain.polygons, count: TestTier.sample(full: 20_000, fast: 2_000), seed: 10, offsetMeters: 2_000)
        try assertSameCountries(points, withReference: false)
        try assertSameCountries(Array(points.prefix(TestTier.sample(full: 2_000, fast: 200))), withReference: true)
    }

    /// The committed border probes and named places.
    func testTheBorderProbeSetGetsThePlainFullResolutionAnswer() throws {
        try assertSameCountries(try GazetteerFixture.borderPoints() + GazetteerFixture.namedPoints().map(\.coordinate), withReference: true)
    }
}
