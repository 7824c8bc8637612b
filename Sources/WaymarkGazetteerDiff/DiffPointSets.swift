import Foundation
import WaymarkGeo
import WaymarkResolver
import WaymarkSamples

/// The seeded points a diff resolves, drawn so that anyone can draw them again.
enum DiffPointSets {
    /// Points are resolved this many at a time: large enough for the resolver's batch ordering to
    /// pay, small enough to keep memory flat on a million points.
    static let chunkSize = 16_384

    /// `count` points uniform on the sphere that lie in a country polygon of either build, drawn
    /// in the order `SampleCoordinates.land(count:seed:)` draws them, handed out a chunk at a time.
    static func land(count: Int, seed: UInt64, resolvers: TwoResolvers, _ body: ([Coordinate]) throws -> Void) throws {
        var rng = SeededGenerator(seed: seed)
        var drawn = 0
        while drawn < count {
            var candidates: [Coordinate] = []
            candidates.reserveCapacity(chunkSize * 4)
            for _ in 0..<(chunkSize * 4) {
                candidates.append(Coordinate(latitude: asin(2 * rng.unit() - 1) * 180 / .pi, longitude: rng.unit() * 360 - 180))
            }
            let drawnCandidates = candidates
            let onLand = try resolvers.both { resolver in try drawnCandidates.map { try !resolver.polygons(level: 0, containing: $0, country: nil).isEmpty } }
            var chunk: [Coordinate] = []
            for (i, point) in candidates.enumerated() where onLand.old[i] || onLand.new[i] {
                chunk.append(point)
                drawn += 1
                if drawn == count { break }
                if chunk.count == chunkSize { try body(chunk); chunk.removeAll(keepingCapacity: true) }
            }
            if !chunk.isEmpty { try body(chunk) }
        }
    }

    /// Seeded points within 1 km of either build's country and region borders, a quarter each
    /// (`SampleCoordinates.nearBorders`; seeds 7 and 8 for the old build's levels, 9 and 10 for
    /// the new one's).
    static func borderProbes(count: Int, resolvers: TwoResolvers) throws -> [Coordinate] {
        var probes: [Coordinate] = []
        for (index, resolver) in [resolvers.old, resolvers.new].enumerated() {
            for level in 0..<2 {
                let share = count / 4 + (index * 2 + level < count % 4 ? 1 : 0)
                probes += SampleCoordinates.nearBorders(of: try resolver.storedPolygons(level: level), count: share,
                                                        seed: UInt64(7 + index * 2 + level), offsetMeters: 1000)
            }
        }
        return probes
    }
}
