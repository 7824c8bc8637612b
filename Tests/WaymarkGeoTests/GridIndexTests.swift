import XCTest
@testable import WaymarkGeo
import WaymarkSamples

/// The package's seeded generator (shared by the WaymarkGeo test files), so a failure
/// reproduces from its seed. Never use SystemRandomNumberGenerator in these tests.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    /// Uniform in [range.lowerBound, range.upperBound].
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    mutating func coordinate(in box: BoundingBox) -> Coordinate {
        Coordinate(latitude: double(box.minLatitude...box.maxLatitude),
                   longitude: double(box.minLongitude...box.maxLongitude))
    }
}

final class GridIndexTests: XCTestCase {
    private let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)

    private func randomBox(_ rng: inout SplitMix64, maxSize: Double) -> BoundingBox {
        let lat = rng.double(-90...90), lon = rng.double(-180...180)
        let height = rng.double(0...maxSize), width = rng.double(0...maxSize)
        return BoundingBox(minLatitude: lat, minLongitude: lon,
                           maxLatitude: min(90, lat + height), maxLongitude: min(180, lon + width))
    }

    func testTheSplitMix64GeneratorIsDeterministicForASeed() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let xs = (0..<5).map { _ in a.next() }
        XCTAssertEqual(xs, (0..<5).map { _ in b.next() })
        XCTAssertNotEqual(xs, (0..<5).map { _ in c.next() })
        // Reference value of SplitMix64 for seed 0 (Vigna's reference implementation).
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
    }

    func testCandidatesAtAPointIncludeEveryBoxThatContainsIt() {
        for (seed, cellSize, maxSize) in [(1, 1.0, 20.0), (2, 0.7, 20), (3, 5.0, 20), (4, 3.3, 20), (5, 0.25, 3)] as [(UInt64, Double, Double)] {
            var rng = SplitMix64(seed: seed)
            let boxes = (0..<400).map { _ in randomBox(&rng, maxSize: rng.double(0...maxSize)) }
            let index = GridIndex(boxes: boxes, cellSize: cellSize)
            XCTAssertEqual(index.cellSize, cellSize)
            for _ in 0..<1500 {
                // Half the points are corners or edges of an existing box: the boundary cases.
                let point: Coordinate
                if rng.next() % 2 == 0 {
                    let b = boxes[Int(rng.next() % UInt64(boxes.count))]
                    let lat = [b.minLatitude, b.maxLatitude, b.center.latitude][Int(rng.next() % 3)]
                    let lon = [b.minLongitude, b.maxLongitude, b.center.longitude][Int(rng.next() % 3)]
                    point = Coordinate(latitude: lat, longitude: lon)
                } else {
                    point = rng.coordinate(in: world)
                }
                let candidates = Set(index.candidates(at: point))
                for (i, box) in boxes.enumerated() where box.contains(point) {
                    XCTAssertTrue(candidates.contains(Int32(i)),
                                  "seed \(seed): box \(i) \(box) contains \(point) but is not a candidate")
                }
            }
        }
    }

    func testCandidatesAtAPointAreAscendingAndUnique() {
        var rng = SplitMix64(seed: 5)
        let boxes = (0..<300).map { _ in randomBox(&rng, maxSize: 40) }
        let index = GridIndex(boxes: boxes, cellSize: 2)
        for _ in 0..<500 {
            let candidates = Array(index.candidates(at: rng.coordinate(in: world)))
            XCTAssertEqual(candidates, Array(Set(candidates)).sorted())
        }
    }

    func testCandidatesInABoxAreSortedUniqueAndIncludeEveryIntersectingBox() {
        var rng = SplitMix64(seed: 6)
        let boxes = (0..<300).map { _ in randomBox(&rng, maxSize: 15) }
        let index = GridIndex(boxes: boxes, cellSize: 1.5)
        for _ in 0..<300 {
            let query = randomBox(&rng, maxSize: 25)
            let candidates = index.candidates(in: query)
            XCTAssertEqual(candidates, Array(Set(candidates)).sorted(), "not sorted and unique for \(query)")
            let set = Set(candidates)
            for (i, box) in boxes.enumerated() where box.intersects(query) {
                XCTAssertTrue(set.contains(Int32(i)), "box \(i) \(box) intersects \(query) but is not a candidate")
            }
        }
    }

    func testCandidatesInABoxAreTheUnionOfTheCandidatesOfItsCells() {
        let boxes = [
            BoundingBox(minLatitude: 0.5, minLongitude: 0.5, maxLatitude: 0.6, maxLongitude: 0.6),     // cell (180, 90)
            BoundingBox(minLatitude: 1.5, minLongitude: 1.5, maxLatitude: 1.6, maxLongitude: 1.6),     // cell (181, 91)
            BoundingBox(minLatitude: 0.2, minLongitude: 0.2, maxLatitude: 1.2, maxLongitude: 1.2),     // both
            BoundingBox(minLatitude: 40, minLongitude: 40, maxLatitude: 41, maxLongitude: 41),
        ]
        let index = GridIndex(boxes: boxes, cellSize: 1)
        let query = BoundingBox(minLatitude: 0.9, minLongitude: 0.9, maxLatitude: 1.1, maxLongitude: 1.1)
        XCTAssertEqual(index.candidates(in: query), [0, 1, 2])
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 0.1, longitude: 0.1)), [0, 2])
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 1.9, longitude: 1.9)), [1, 2])
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 40.5, longitude: 40.5)), [3])
    }

    func testABoxInADistantCellIsNotACandidate() {
        let boxes = [
            BoundingBox(minLatitude: 10, minLongitude: 10, maxLatitude: 10.5, maxLongitude: 10.5),
            BoundingBox(minLatitude: -33, minLongitude: 150, maxLatitude: -32, maxLongitude: 151),
        ]
        let index = GridIndex(boxes: boxes, cellSize: 1)
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 10.2, longitude: 10.2)), [0])
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: -32.5, longitude: 150.5)), [1])
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 50, longitude: 50)), [])
        XCTAssertEqual(index.candidates(in: BoundingBox(minLatitude: 20, minLongitude: 20, maxLatitude: 30, maxLongitude: 30)), [])
    }

    func testTheWorldEdgesAtPlusMinus180And90AreIndexed() {
        let boxes = [
            BoundingBox(minLatitude: 89, minLongitude: 179, maxLatitude: 90, maxLongitude: 180),
            BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: -89, maxLongitude: -179),
            BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180),
        ]
        for cellSize in [1.0, 0.7, 7.0] {
            let index = GridIndex(boxes: boxes, cellSize: cellSize)
            XCTAssertEqual(index.candidates(at: Coordinate(latitude: 90, longitude: 180)), [0, 2])
            XCTAssertEqual(index.candidates(at: Coordinate(latitude: -90, longitude: -180)), [1, 2])
            XCTAssertEqual(index.candidates(at: Coordinate(latitude: 0, longitude: 0)), [2])
            XCTAssertEqual(index.candidates(in: world), [0, 1, 2])
        }
    }

    func testAnIndexWithoutBoxesHasNoCandidates() {
        let index = GridIndex(boxes: [])
        XCTAssertEqual(index.cellSize, 1)
        XCTAssertEqual(index.candidates(at: Coordinate(latitude: 12, longitude: 34)), [])
        XCTAssertEqual(index.candidates(in: world), [])
    }

    func testADegeneratePointBoxIsFoundAtItsOwnCoordinate() {
        let p = Coordinate(latitude: -12.34567, longitude: 98.76543)
        let index = GridIndex(boxes: [BoundingBox(enclosing: [p])!], cellSize: 0.5)
        XCTAssertEqual(index.candidates(at: p), [0])
    }
}
