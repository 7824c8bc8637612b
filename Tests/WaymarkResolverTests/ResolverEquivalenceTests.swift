import Dispatch
import Foundation
import WaymarkGazetteer
import WaymarkGeo
import WaymarkTestSupport
import XCTest
@testable import WaymarkResolver
import WaymarkSamples
import WaymarkReference

/// The fast resolver gives exactly the reference resolver's answers: same places, same
/// decisions, same distances, on the hard cases and on 20,000 random points (1,000 in the fast
/// tier: `TestTier`).
final class ResolverEquivalenceTests: XCTestCase {
    func assertEquivalent(_ points: [Coordinate], file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try FastResolver(gazetteer: try GazetteerFixture.open())
        let reference = ReferenceResolver(gazetteer: try GazetteerFixture.open())
        var mismatches: [String] = []
        for p in points {
            let a = try fast.resolve(p), b = try reference.resolve(p)
            if a != b { mismatches.append("\(p.latitude),\(p.longitude): fast \(a) vs reference \(b)") }
        }
        XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) of \(points.count) differ:\n" + mismatches.prefix(10).joined(separator: "\n"), file: file, line: line)
    }

    func testTheReferenceSetHasAtLeastFiveHundredHardPoints() throws {
        XCTAssertGreaterThanOrEqual(try GazetteerFixture.namedPoints().count + GazetteerFixture.borderPoints().count, 500)
    }

    func testFastEqualsReferenceOnNamedHardPlaces() throws {
        try assertEquivalent(try GazetteerFixture.namedPoints().map(\.coordinate))
    }

    func testFastEqualsReferenceWithinOneKilometreOfBorders() throws {
        try assertEquivalent(try GazetteerFixture.borderPoints())
    }

    /// Around towns that lie outside every country polygon (atolls the map does not draw, harbour
    /// fronts in the coastline's water), where the country may come from the nearest such town.
    func testFastEqualsReferenceAroundTownsOutsideEveryCountry() throws {
        let towns = try GazetteerFixture.open().townsOutsideCountries()
        var points: [Coordinate] = []
        for town in stride(from: 0, to: towns.count, by: TestTier.sample(full: 25, fast: 100)).map({ towns[$0].coordinate }) {
            for (dy, dx) in [(0.0, 0.0), (0.1, 0.1), (-0.2, 0.05), (0.05, -0.24)] {
                points.append(Coordinate(latitude: max(-90, min(90, town.latitude + dy)), longitude: town.longitude + dx))
            }
        }
        try assertEquivalent(points.filter(\.isValid))
    }

    func testColdAndWarmCachesGiveTheSameAnswers() throws {
        let points = try GazetteerFixture.namedPoints().map(\.coordinate) + GazetteerFixture.borderPoints()
        let resolver = try FastResolver(gazetteer: try GazetteerFixture.open())
        let cold = try points.map { try resolver.resolve($0) }
        resolver.clearAnswerCache()
        let warm = try points.map { try resolver.resolve($0) }
        let cached = try points.map { try resolver.resolve($0) }
        XCTAssertEqual(cold, warm)
        XCTAssertEqual(cold, cached)
    }

    /// `--explain` shows the same evidence from either resolver: the same candidate polygons and
    /// the same nearest cities, nearest first, the first being the chosen city (or its section).
    func testBothResolversExplainWithTheSameCandidates() throws {
        let fast = try FastResolver(gazetteer: try GazetteerFixture.open())
        let reference = ReferenceResolver(gazetteer: try GazetteerFixture.open())
        for point in try GazetteerFixture.namedPoints() {
            let (answer, fastTrace) = try fast.explain(point.coordinate)
            let referenceTrace = ResolutionTrace()
            XCTAssertEqual(try ResolutionRules.resolve(point.coordinate, using: reference, trace: referenceTrace), answer, point.label)
            XCTAssertEqual(fastTrace.cityCandidates, referenceTrace.cityCandidates, point.label)
            XCTAssertEqual(Set(fastTrace.countryCandidates.map(\.boundary)), Set(referenceTrace.countryCandidates.map(\.boundary)), point.label)
            XCTAssertEqual(Set(fastTrace.regionCandidates.map(\.boundary)), Set(referenceTrace.regionCandidates.map(\.boundary)), point.label)
            XCTAssertEqual(fastTrace.nearestAirport, referenceTrace.nearestAirport, point.label)
            // The first candidate is the nearest place: the city, or the section kept as the locality.
            if let city = answer.locality.rowid ?? answer.city.rowid {
                XCTAssertEqual(fastTrace.cityCandidates.first?.rowid, city, point.label)
                XCTAssertLessThanOrEqual(fastTrace.cityCandidates.count, ResolutionTrace.cityCandidateCount)
                XCTAssertEqual(fastTrace.cityCandidates.map(\.meters), fastTrace.cityCandidates.map(\.meters).sorted(), point.label)
            } else {
                XCTAssertTrue(fastTrace.cityCandidates.isEmpty, point.label)
            }
        }
    }

    /// A batch is visited in its own order for speed; the answers still come back in input
    /// order, each exactly what the point gets alone, on a fresh resolver and on a warm one.
    func testBatchResolutionEqualsOneAtATimeInInputOrder() throws {
        let points = try GazetteerFixture.namedPoints().map(\.coordinate) + GazetteerFixture.borderPoints()
            + SampleCoordinates.uniform(count: 20_000, seed: 7)
        let single = try FastResolver(gazetteer: try GazetteerFixture.open())
        let expected = try points.map { try single.resolve($0) }
        let batch = try FastResolver(gazetteer: try GazetteerFixture.open())
        let cold = try batch.resolve(points)
        XCTAssertEqual(cold.count, points.count)
        XCTAssertEqual(cold.map(\.coordinate), points)
        XCTAssertEqual(cold, expected)
        batch.clearAnswerCache()
        XCTAssertEqual(try batch.resolve(points), expected)
        XCTAssertEqual(try batch.resolve([]), [])
    }

    /// The city catalog builds each list from its country's stored list the first time a point
    /// needs it, and answers a city's region from the countries read so far, else from the
    /// gazetteer. Whatever order the lists are built in, every point gets the same answer: here
    /// the points of every 20th city (nearly every region and country of the world), the named
    /// places, a photo library and the border points, forwards on one resolver and backwards on
    /// another.
    func testCityListsBuiltInAnyOrderGiveTheSameAnswers() throws {
        let gazetteer = try GazetteerFixture.open()
        let cities = try gazetteer.points(of: .city).map(\.coordinate)
        let points = try Swift.stride(from: 0, to: cities.count, by: 20).map { cities[$0] }
            + GazetteerFixture.namedPoints().map(\.coordinate) + GazetteerFixture.borderPoints()
            + SampleCoordinates.photoLibrary(count: 2_000, seed: 3)
        let forwards = try FastResolver(gazetteer: try GazetteerFixture.open())
        let expected = try points.map { try forwards.resolve($0) }
        let backwards = try FastResolver(gazetteer: try GazetteerFixture.open())
        XCTAssertEqual(try points.reversed().map { try backwards.resolve($0) }, expected.reversed())
        let batch = try FastResolver(gazetteer: try GazetteerFixture.open())
        XCTAssertEqual(try batch.resolve(points), expected)
    }

    /// 20,000 points uniform on the sphere (1,000 in the fast tier), so most are at sea: the
    /// offshore and open-water rules get as much exercise as containment. Split over the machine's
    /// cores, each with its own resolvers. The reference measures offshore distances over every
    /// edge of the full-resolution coastlines, which is slow in a debug build; `waymark-bench
    /// exactness` checks 100,000 such points at the country level.
    func testFastEqualsReferenceOnTwentyThousandRandomPoints() throws {
        try TestTool.require(.gazetteer)
        let points = SampleCoordinates.uniform(count: TestTier.sample(full: 20_000, fast: 1_000), seed: 2026)
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        var failures = [String](repeating: "", count: workers)
        var counts = [Int](repeating: 0, count: workers)
        failures.withUnsafeMutableBufferPointer { failureBuffer in
            counts.withUnsafeMutableBufferPointer { countBuffer in
                // Each worker writes its own slot only, and the buffers outlive concurrentPerform.
                nonisolated(unsafe) let failureSlots = failureBuffer, countSlots = countBuffer
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    do {
                        let fast = try FastResolver(gazetteer: try GazetteerFixture.open())
                        let reference = ReferenceResolver(gazetteer: try GazetteerFixture.open())
                        var local: [String] = []
                        for i in Swift.stride(from: w, to: points.count, by: workers) {
                            let a = try fast.resolve(points[i]), b = try reference.resolve(points[i])
                            if a != b { local.append("\(points[i]): \(a) vs \(b)") }
                            countSlots[w] += 1
                        }
                        failureSlots[w] = local.prefix(5).joined(separator: "\n") + (local.isEmpty ? "" : "\n(\(local.count) in this worker)")
                    } catch {
                        failureSlots[w] = "worker \(w) failed: \(error)"
                    }
                }
            }
        }
        XCTAssertEqual(counts.reduce(0, +), points.count)
        let report = failures.filter { !$0.isEmpty }
        XCTAssertTrue(report.isEmpty, report.joined(separator: "\n"))
    }
}
