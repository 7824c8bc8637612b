import Foundation
import WaymarkGazetteer
import WaymarkGeo
import XCTest
@testable import WaymarkResolver

/// `NearestPoints.nearest` returns exactly what a brute-force scan returns (least haversine term,
/// ties to the lower rowid), on the real city lists of every country and region, on the
/// airports, and on made-up lists with ties and points across the antimeridian.
final class NearestPointsTests: XCTestCase {
    /// SplitMix64: the same queries on every run.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// Every point scanned; written independently of the search it checks.
    func bruteForce(_ points: [NearestPoints.Point], _ c: Coordinate, within limit: Double) -> NearbyPlace? {
        let cosC = SphericalDistance.cosine(of: c.latitude)
        let limitH = limit.isFinite ? SphericalDistance.haversine(ofMeters: limit) : 2
        var best: (h: Double, rowid: Int32)?
        for p in points {
            let h = SphericalDistance.haversine(c, cosC, Coordinate(latitude: p.latitude, longitude: p.longitude), SphericalDistance.cosine(of: p.latitude))
            guard h <= limitH else { continue }
            if best == nil || (h, p.rowid) < (best!.h, best!.rowid) { best = (h, p.rowid) }
        }
        return best.map { NearbyPlace(rowid: Int($0.rowid), meters: SphericalDistance.meters(haversine: $0.h)) }
    }

    /// Queries around a list: at its points (distance zero), near them, anywhere in its box
    /// and a degree beyond, anywhere on Earth, and next to the antimeridian.
    func queries(around points: [NearestPoints.Point], count: Int, _ random: inout Seeded) -> [Coordinate] {
        guard !points.isEmpty else { return [] }
        let south = points.map(\.latitude).min()!, north = points.map(\.latitude).max()!
        let west = points.map(\.longitude).min()!, east = points.map(\.longitude).max()!
        var out: [Coordinate] = []
        for k in 0..<count {
            let p = points[Int(random.next() % UInt64(points.count))]
            switch k % 5 {
            case 0: out.append(Coordinate(latitude: p.latitude, longitude: p.longitude))
            case 1: out.append(Coordinate(latitude: min(90, max(-90, p.latitude + random.uniform(-0.3...0.3))),
                                          longitude: min(180, max(-180, p.longitude + random.uniform(-0.3...0.3)))))
            case 2: out.append(Coordinate(latitude: min(90, max(-90, random.uniform((south - 1)...(north + 1)))),
                                          longitude: min(180, max(-180, random.uniform((west - 1)...(east + 1))))))
            case 3: out.append(Coordinate(latitude: random.uniform(-90...90), longitude: random.uniform(-180...180)))
            default: out.append(Coordinate(latitude: random.uniform((south - 1)...(north + 1)).clamped(), longitude: random.next() % 2 == 0 ? random.uniform(179...180) : random.uniform(-180 ... -179)))
            }
        }
        return out
    }

    func assertSearchMatchesScan(_ list: NearestPoints, queries: Int, _ random: inout Seeded, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var mismatches: [String] = []
        let limits: [Double] = [.infinity, 25_000, 300_000]
        for (k, c) in self.queries(around: Array(list.points), count: queries, &random).enumerated() {
            let limit = limits[k % limits.count]
            let found = list.nearest(to: NearestPoints.Probe(c), within: limit), expected = bruteForce(Array(list.points), c, within: limit)
            if found != expected { mismatches.append("\(name) at \(c.latitude),\(c.longitude) within \(limit): \(String(describing: found)) vs scan \(String(describing: expected))") }
        }
        XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) differ:\n" + mismatches.prefix(10).joined(separator: "\n"), file: file, line: line)
        return queries
    }

    func testSearchEqualsScanOnEveryCountryAndRegionCityList() throws {
        let gazetteer = try GazetteerFixture.open()
        let catalog = try CityCatalog(gazetteer: gazetteer, sectionParents: try gazetteer.citySectionParents())
        var random = Seeded(state: 10)
        var checked = 0
        for country in try gazetteer.countriesWithCities() {
            let list = try catalog.inCountry(country)
            checked += assertSearchMatchesScan(list, queries: 40, &random, "country \(country)")
        }
        for pair in try gazetteer.regionCountryPairs() {
            checked += assertSearchMatchesScan(try catalog.inRegion(pair.region), queries: 8, &random, "region \(pair.region)")
        }
        XCTAssertGreaterThan(checked, 10_000)
    }

    func testSearchEqualsScanOnAirports() throws {
        let airports = NearestPoints(try GazetteerFixture.open().points(of: .airport).map { ($0.rowid, $0.coordinate) })
        var random = Seeded(state: 11)
        XCTAssertGreaterThan(airports.points.count, 1000)
        _ = assertSearchMatchesScan(airports, queries: 3000, &random, "airports")
    }

    /// Lists built from coordinates keep `OccupiedCells`, and a search within a small limit may
    /// end on it: points a little way across whole-degree lines, the antimeridian and near the
    /// poles from their queries, within 5 and 25 km, give what a scan gives.
    func testSearchEqualsScanWithinSmallLimitsAcrossCellEdges() {
        var random = Seeded(state: 12)
        var input: [(rowid: Int, coordinate: Coordinate)] = []
        var queries: [Coordinate] = []
        var corners = [(0.0, 180.0), (0.0, -180.0), (89.0, 10.0), (-89.0, -170.0), (65.0, 179.0)]
        for _ in 0..<300 { corners.append((Double(Int(random.next() % 161) - 80), Double(Int(random.next() % 361) - 180))) }
        for (latitude, longitude) in corners {
            for _ in 0..<3 {
                input.append((input.count + 1, Coordinate(latitude: min(90, max(-90, latitude + random.uniform(-0.03...0.03))),
                                                          longitude: wrapped(longitude + random.uniform(-0.03...0.03)))))
            }
            for _ in 0..<8 {
                queries.append(Coordinate(latitude: min(90, max(-90, latitude + random.uniform(-0.08...0.08))),
                                          longitude: wrapped(longitude + random.uniform(-0.08...0.08))))
            }
        }
        let list = NearestPoints(input)
        var found = 0
        for (k, c) in queries.enumerated() {
            let limit = k % 2 == 0 ? 5_000.0 : 25_000.0
            let expected = bruteForce(Array(list.points), c, within: limit)
            XCTAssertEqual(list.nearest(to: NearestPoints.Probe(c), within: limit), expected, "at \(c.latitude),\(c.longitude) within \(limit)")
            if expected != nil { found += 1 }
        }
        // Both outcomes occur: some queries find a point, and some end on empty cells.
        XCTAssertGreaterThan(found, queries.count / 10)
        XCTAssertLessThan(found, queries.count * 9 / 10)
    }

    private func wrapped(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : (longitude < -180 ? longitude + 360 : longitude)
    }

    /// Equal distances everywhere: duplicated positions, points mirrored about the query's
    /// meridian and across the antimeridian, all in one cell and in neighbouring cells.
    func testTiesGoToTheLowerRowidAndTheAntimeridianIsCrossed() {
        var input: [(rowid: Int, coordinate: Coordinate)] = []
        var rowid = 500
        for latitude in stride(from: -1.0, through: 1.0, by: 0.125) {
            for longitude in [-180.0, -179.75, -179.5, 179.5, 179.75, 180.0, -0.5, 0, 0.5, 10, -10] {
                for _ in 0..<3 {
                    input.append((rowid, Coordinate(latitude: latitude, longitude: longitude)))
                    rowid -= 1
                }
            }
        }
        let list = NearestPoints(input)
        var random = Seeded(state: 12)
        var queries: [Coordinate] = []
        for latitude in stride(from: -1.5, through: 1.5, by: 0.0625) {
            for longitude in [-180.0, -179.875, 179.875, 180.0, -0.25, 0.25, 0, 5, 95, -95, 90, -90] {
                queries.append(Coordinate(latitude: latitude, longitude: longitude))
            }
        }
        for _ in 0..<500 { queries.append(Coordinate(latitude: random.uniform(-3...3), longitude: random.uniform(-180...180))) }
        for c in queries {
            XCTAssertEqual(list.nearest(to: NearestPoints.Probe(c)), bruteForce(Array(list.points), c, within: .infinity), "at \(c.latitude),\(c.longitude)")
        }
        // Across the antimeridian: 179.9° E is 0.2° from 179.9° W, far nearer than 10° W.
        let far = NearestPoints([(1, Coordinate(latitude: 0, longitude: 179.9)), (2, Coordinate(latitude: 0, longitude: -10))])
        XCTAssertEqual(far.nearest(to: NearestPoints.Probe(Coordinate(latitude: 0, longitude: -179.9)))?.rowid, 1)
    }

    /// Made-up lists of every length (a plain window below 64 points, buckets above) mixing points
    /// anywhere, near both poles, on both sides of the antimeridian, in a dense cluster, on a grid
    /// of exact binary fractions (queried from grid positions, so many points tie exactly) and
    /// exact duplicates under other rowids: the search returns what the scan returns, with and
    /// without limits.
    func testSearchEqualsScanOnSeededListsWithTiesPolesAndTheAntimeridian() {
        var random = Seeded(state: 13)
        func grid(_ random: inout Seeded) -> Coordinate {
            // Multiples of 0.25° around 40° N on the antimeridian, and around the equator at 0°.
            let row = Double(Int(random.next() % 17) - 8) * 0.25, column = Double(Int(random.next() % 17) - 8) * 0.25
            guard random.next() % 2 == 0 else { return Coordinate(latitude: row, longitude: column) }
            let longitude = 180 + column
            return Coordinate(latitude: 40 + row, longitude: longitude > 180 ? longitude - 360 : longitude)
        }
        var checked = 0
        for count in [1, 2, 7, 40, 63, 64, 65, 300, 2000, 20_000] {
            var coordinates: [Coordinate] = []
            while coordinates.count < count {
                switch random.next() % 6 {
                case 0: coordinates.append(Coordinate(latitude: random.uniform(-90...90), longitude: random.uniform(-180...180)))
                case 1: coordinates.append(Coordinate(latitude: random.uniform(85...90) * (random.next() % 2 == 0 ? 1 : -1), longitude: random.uniform(-180...180)))
                case 2: coordinates.append(Coordinate(latitude: random.uniform(-60...60),
                                                      longitude: random.next() % 2 == 0 ? random.uniform(178...180) : random.uniform(-180 ... -178)))
                case 3: coordinates.append(Coordinate(latitude: 45 + random.uniform(-2...2), longitude: 10 + random.uniform(-3...3)))
                case 4: coordinates.append(grid(&random))
                default: coordinates.append(coordinates.isEmpty ? grid(&random) : coordinates[Int(random.next() % UInt64(coordinates.count))])
                }
            }
            // Distinct rowids in an order unrelated to position, so ties are not settled by list order.
            let rowids = (0..<count).map { (key: random.next(), rowid: $0 + 1) }.sorted { $0.key < $1.key }.map(\.rowid)
            let list = NearestPoints(zip(rowids, coordinates).map { (rowid: $0, coordinate: $1) })
            var queries = self.queries(around: Array(list.points), count: min(400, 20 * count), &random)
            for _ in 0..<100 {
                let g = grid(&random)
                queries.append(Coordinate(latitude: g.latitude + 0.125, longitude: g.longitude))
                queries.append(Coordinate(latitude: g.latitude, longitude: g.longitude == 180 ? -179.875 : g.longitude + 0.125))
            }
            queries += [Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 180),
                        Coordinate(latitude: 89.999, longitude: -180), Coordinate(latitude: -89.5, longitude: 37)]
            var mismatches: [String] = []
            for (k, c) in queries.enumerated() {
                let limit = [Double.infinity, 25_000, 300_000, 3_000_000][k % 4]
                let found = list.nearest(to: NearestPoints.Probe(c), within: limit), expected = bruteForce(Array(list.points), c, within: limit)
                if found != expected { mismatches.append("\(count) points, at \(c.latitude),\(c.longitude) within \(limit): \(String(describing: found)) vs scan \(String(describing: expected))") }
                checked += 1
            }
            XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) differ:\n" + mismatches.prefix(10).joined(separator: "\n"))
        }
        XCTAssertGreaterThan(checked, 3000)
    }

    /// The search's windows come from `asinUpperBound`: never below asin but for rounding (a few
    /// units in the last place, which the callers' slack of 1e-9 covers), so no point that could
    /// win is left out of a window, and within a hair of it, so the windows do not grow.
    func testAsinUpperBoundIsAtLeastAsinAndClose() {
        var random = Seeded(state: 4)
        var samples: [Double] = [0, 1, 0.25, 0.25.nextDown, 0.25.nextUp, 1e-300, 1.0.nextDown]
        for _ in 0..<100_000 { samples.append(random.uniform(0...1)) }
        for _ in 0..<100_000 { samples.append(pow(10, random.uniform(-12...0))) }
        for s in samples {
            let bound = NearestPoints.asinUpperBound(s), exact = asin(s)
            XCTAssertGreaterThanOrEqual(bound * (1 + 1e-15), exact, "s = \(s)")
            XCTAssertLessThanOrEqual(bound, exact * (1 + 1e-4) + 1e-300, "s = \(s)")
        }
    }
}

private extension Double {
    func clamped() -> Double { Swift.min(90, Swift.max(-90, self)) }
}
