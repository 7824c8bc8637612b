import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkRendering

final class ProjectionTests: XCTestCase {
    /// The Equal Earth paper gives the world's width-to-height ratio as about 2.05:1.
    func testEqualEarthWorldIsAbout205TimesAsWideAsItIsTall() {
        XCTAssertEqual(EqualEarth.maxX / EqualEarth.maxY, 2.0546, accuracy: 0.001)
        XCTAssertEqual(EqualEarth().project(latitude: 0, longitude: 0).x, 0)
        XCTAssertEqual(EqualEarth().project(latitude: -90, longitude: 0).y, -EqualEarth.maxY, accuracy: 1e-12)
    }

    /// Equal-area: a band of the globe between two latitudes has an area proportional to the
    /// difference of their sines, so the projected band must too.
    func testEqualEarthKeepsAreasInProportionAtEveryLatitude() {
        let projection = EqualEarth()
        func projectedArea(_ south: Double, _ north: Double) -> Double {
            var ring: [(Double, Double)] = []
            for step in 0...200 { ring.append(projection.project(latitude: south, longitude: -20 + Double(step) * 0.2)) }
            for step in 0...200 { ring.append(projection.project(latitude: south + Double(step) * (north - south) / 200, longitude: 20)) }
            for step in 0...200 { ring.append(projection.project(latitude: north, longitude: 20 - Double(step) * 0.2)) }
            for step in 0...200 { ring.append(projection.project(latitude: north - Double(step) * (north - south) / 200, longitude: -20)) }
            var sum = 0.0
            for (a, b) in zip(ring, ring.dropFirst() + [ring[0]]) { sum += a.0 * b.1 - b.0 * a.1 }
            return abs(sum) / 2
        }
        func sphereShare(_ south: Double, _ north: Double) -> Double { sin(north * .pi / 180) - sin(south * .pi / 180) }
        let equator = projectedArea(0, 10) / sphereShare(0, 10)
        for (south, north) in [(30.0, 40.0), (60, 70), (-80, -70), (45, 47)] {
            XCTAssertEqual(projectedArea(south, north) / sphereShare(south, north), equator, accuracy: equator * 0.002, "\(south)…\(north)")
        }
    }

    /// Lambert azimuthal equal-area on the unit sphere keeps areas exactly: a cell between two
    /// latitudes and two longitudes covers Δλ · (sin φ₂ − sin φ₁) of the sphere, and its
    /// projection must cover the same, near the centre and far from it.
    func testLambertAzimuthalKeepsAreasExactly() {
        let projection = LambertAzimuthal(centreLatitude: 62, centralMeridian: 100)
        func cell(_ south: Double, _ west: Double, size: Double) -> (projected: Double, sphere: Double) {
            var ring: [(Double, Double)] = []
            let n = 100
            for i in 0...n { ring.append(projection.project(latitude: south, longitude: west + size * Double(i) / Double(n))) }
            for i in 0...n { ring.append(projection.project(latitude: south + size * Double(i) / Double(n), longitude: west + size)) }
            for i in 0...n { ring.append(projection.project(latitude: south + size, longitude: west + size - size * Double(i) / Double(n))) }
            for i in 0...n { ring.append(projection.project(latitude: south + size - size * Double(i) / Double(n), longitude: west)) }
            var sum = 0.0
            for (a, b) in zip(ring, ring.dropFirst() + [ring[0]]) { sum += a.0 * b.1 - b.0 * a.1 }
            let sphere = size * .pi / 180 * (sin((south + size) * .pi / 180) - sin(south * .pi / 180))
            return (abs(sum) / 2, sphere)
        }
        for (south, west) in [(60.0, 98.0), (45, 35), (70, 175), (42, -170), (10, 60)] {
            let c = cell(south, west, size: 4)
            XCTAssertEqual(c.projected, c.sphere, accuracy: c.sphere * 0.001, "cell at \(south), \(west)")
        }
        let centre = projection.project(latitude: 62, longitude: 100)
        XCTAssertEqual(centre.x, 0, accuracy: 1e-12)
        XCTAssertEqual(centre.y, 0, accuracy: 1e-12)
        XCTAssertGreaterThan(projection.project(latitude: 62, longitude: 110).x, 0, "east is to the right")
        XCTAssertGreaterThan(projection.project(latitude: 70, longitude: 100).y, 0, "north is up")
    }

    func testTheMapEdgeGoesInTheWidestEmptyStretchOfLongitude() {
        XCTAssertEqual(CentralMeridian.opposite(toWidestGapIn: [(170, 180), (-180, -175)]), 177.5)
        XCTAssertEqual(CentralMeridian.opposite(toWidestGapIn: [(-10, 10)]), 0)
        XCTAssertEqual(CentralMeridian.opposite(toWidestGapIn: [(-180, 180)]), 0)
        XCTAssertEqual(CentralMeridian.opposite(toWidestGapIn: []), 0)
    }

    /// Fiji, Russia, the United States, New Zealand and Kiribati straddle ±180°: a fitted map
    /// must keep each whole, so the vertices' longitudes relative to the map's centre must span
    /// no more than the narrowest arc that covers the country (worked out separately from the
    /// stored bounding boxes: FJ 7.19°, RU 171.4°, US 120.63°, NZ 18.0°, KI 38.7°), not ~360°.
    func testCountriesAcrossTheAntimeridianStayInOnePiece() throws {
        let gazetteer = try InstalledGazetteer.open()
        for (code, arc) in [("FJ", 7.19), ("RU", 171.4), ("US", 120.63), ("NZ", 18.0), ("KI", 38.7)] {
            let polygons = try gazetteer.regionOutlines(of: PlaceID(kind: .country, code: code), namer: try PlaceNamer(gazetteer: gazetteer)).map(\.polygon)
            XCTAssertFalse(polygons.isEmpty, code)
            let frame = MapFrame.fitting(polygons, width: 1000, height: 1000, margin: 0)
            var low = Double.infinity, high = -Double.infinity
            for polygon in polygons { for c in polygon.outer.points {
                let l = frame.projection.relativeLongitude(c.longitude)
                low = min(low, l); high = max(high, l)
            } }
            XCTAssertLessThanOrEqual(high - low, arc + 0.01, "\(code) spans \(high - low)° around \(frame.projection.centralMeridian)°")
        }
    }
}
