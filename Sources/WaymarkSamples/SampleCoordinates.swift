import Foundation
import WaymarkGeo

/// Deterministic coordinate sets for the equivalence tests and the benchmarks.
public enum SampleCoordinates {
    /// Uniform on the sphere (not on the lat/lon square), so the poles are not oversampled.
    public static func uniform(count: Int, seed: UInt64) -> [Coordinate] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let lat = asin(2 * rng.unit() - 1) * 180 / .pi
            let lon = rng.unit() * 360 - 180
            return Coordinate(latitude: lat, longitude: lon)
        }
    }

    /// Uniform points that lie on land (inside a country polygon, by `isLand`).
    public static func land(count: Int, seed: UInt64, isLand: (Coordinate) throws -> Bool) rethrows -> [Coordinate] {
        var rng = SeededGenerator(seed: seed)
        var points: [Coordinate] = []
        points.reserveCapacity(count)
        while points.count < count {
            let c = Coordinate(latitude: asin(2 * rng.unit() - 1) * 180 / .pi, longitude: rng.unit() * 360 - 180)
            if try isLand(c) { points.append(c) }
        }
        return points
    }

    /// A photo library of one person: most photos around home, the rest on trips, taken in bursts
    /// of a few shots within metres of each other, with exact repeats (a tripod, a phone that did
    /// not refresh its fix).
    public static func photoLibrary(count: Int, seed: UInt64) -> [Coordinate] {
        var rng = SeededGenerator(seed: seed)
        let home = Coordinate(latitude: 48.8566, longitude: 2.3522)
        let trips: [Coordinate] = [
            .init(latitude: 41.9028, longitude: 12.4964), .init(latitude: 40.7128, longitude: -74.0060),
            .init(latitude: 35.6762, longitude: 139.6503), .init(latitude: 46.2044, longitude: 6.1432),
            .init(latitude: 43.7384, longitude: 7.4246), .init(latitude: 32.5149, longitude: -117.0382),
            .init(latitude: 42.3314, longitude: -83.0458), .init(latitude: 47.6779, longitude: 9.1732),
            .init(latitude: -33.8688, longitude: 151.2093), .init(latitude: 64.1466, longitude: -21.9426),
            .init(latitude: -18.1248, longitude: 178.4501), .init(latitude: 52.5200, longitude: 13.4050),
        ]
        var points: [Coordinate] = []
        points.reserveCapacity(count)
        while points.count < count {
            let atHome = rng.unit() < 0.6
            let center = atHome ? home : trips[Int(rng.next() % UInt64(trips.count))]
            let spread = atHome ? 0.15 : 0.3
            var spot = Coordinate(latitude: center.latitude + (rng.unit() - 0.5) * spread,
                                  longitude: center.longitude + (rng.unit() - 0.5) * spread)
            let burst = 1 + Int(rng.next() % 12)
            for shot in 0..<burst where points.count < count {
                if shot > 0 && rng.unit() < 0.7 {
                    // A step of up to ~20 m.
                    spot = Coordinate(latitude: spot.latitude + (rng.unit() - 0.5) * 0.0004,
                                      longitude: spot.longitude + (rng.unit() - 0.5) * 0.0004)
                }
                points.append(spot)
            }
        }
        return points
    }
}

extension SampleCoordinates {
    /// Points within about `offsetMeters` of stored borders: for boundary vertices picked with a
    /// seeded generator, one point on each side along the normal of the border there. These are
    /// where resolvers go wrong, so the equivalence tests lean on them.
    public static func nearBorders(of polygons: [Polygon], count: Int, seed: UInt64, offsetMeters: Double) -> [Coordinate] {
        var rng = SeededGenerator(seed: seed)
        let rings = polygons.flatMap(\.rings).filter { $0.points.count >= 3 }
        let totalVertices = rings.reduce(0) { $0 + $1.points.count }
        guard totalVertices > 0 else { return [] }
        var points: [Coordinate] = []
        while points.count < count {
            var pick = Int(rng.next() % UInt64(totalVertices))
            var ringIndex = 0
            while pick >= rings[ringIndex].points.count { pick -= rings[ringIndex].points.count; ringIndex += 1 }
            let pts = rings[ringIndex].points
            let here = pts[pick], previous = pts[(pick + pts.count - 1) % pts.count], next = pts[(pick + 1) % pts.count]
            let scale = max(0.05, cos(here.latitude * .pi / 180))
            var nx = -(next.latitude - previous.latitude), ny = (next.longitude - previous.longitude) * scale
            let length = (nx * nx + ny * ny).squareRoot()
            guard length > 0 else { continue }
            nx /= length; ny /= length
            let degrees = offsetMeters * (0.2 + 0.8 * rng.unit()) / (SphericalDistance.earthRadiusMeters * .pi / 180)
            for side in [-1.0, 1.0] where points.count < count {
                let lat = min(90, max(-90, here.latitude + ny * degrees * side))
                let lon = min(180, max(-180, here.longitude + nx * degrees * side / scale))
                points.append(Coordinate(latitude: (lat * 1e6).rounded() / 1e6, longitude: (lon * 1e6).rounded() / 1e6))
            }
        }
        return points
    }
}
