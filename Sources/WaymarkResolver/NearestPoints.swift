import Foundation
import WaymarkGeo

/// Points sorted by latitude for nearest-neighbour queries.
///
/// The search starts at the query's latitude and widens both ways until the latitude gap alone
/// exceeds the best distance found, since no point farther in latitude can be nearer. Inside the
/// window, a chord length from precomputed unit vectors (no trigonometry) discards points that
/// cannot win; the survivors are ranked by the haversine term and then the tie-break, exactly as
/// a brute-force scan ranks them, so both return the same point. Each point's data sits in one
/// record, so a candidate costs one cache line.
///
/// Query: O(log n + points in the latitude window).
final class NearestPoints {
    struct Point {
        var latitude: Double
        var longitude: Double
        var cosine: Double
        var x: Double, y: Double, z: Double
        var rowid: Int
        var tieBreak: Int
    }

    let points: [Point]
    /// For long lists: the first index at or above each 0.25° latitude step, so a query jumps
    /// close to its start instead of binary-searching a large array (a cache miss per probe).
    private let bucketStarts: [Int32]
    private let bucketBase: Double
    static let bucketsPerDegree = 4.0

    init(_ input: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)]) {
        points = input.sorted { ($0.coordinate.latitude, $0.tieBreak) < ($1.coordinate.latitude, $1.tieBreak) }.map { p in
            let v = Self.unitVector(p.coordinate)
            return Point(latitude: p.coordinate.latitude, longitude: p.coordinate.longitude,
                         cosine: SphericalDistance.cosine(of: p.coordinate.latitude), x: v.0, y: v.1, z: v.2,
                         rowid: p.rowid, tieBreak: p.tieBreak)
        }
        if points.count >= 64, let first = points.first, let last = points.last {
            let bucketBase = (first.latitude * Self.bucketsPerDegree).rounded(.down)
            self.bucketBase = bucketBase
            let buckets = Int((last.latitude * Self.bucketsPerDegree).rounded(.down) - bucketBase) + 2
            var starts = [Int32](repeating: Int32(points.count), count: buckets)
            for i in stride(from: points.count - 1, through: 0, by: -1) {
                starts[Int((points[i].latitude * Self.bucketsPerDegree).rounded(.down) - bucketBase)] = Int32(i)
            }
            for b in stride(from: buckets - 2, through: 0, by: -1) { starts[b] = min(starts[b], starts[b + 1]) }
            bucketStarts = starts
        } else {
            bucketStarts = []
            bucketBase = 0
        }
    }

    /// The first index whose latitude is at least `latitude`.
    @inline(__always)
    func lowerBound(_ latitude: Double, _ p: UnsafeBufferPointer<Point>) -> Int {
        var lo = 0, hi = p.count
        if !bucketStarts.isEmpty {
            let b = Int(min(max((latitude * Self.bucketsPerDegree).rounded(.down) - bucketBase, 0), Double(bucketStarts.count - 1)))
            lo = Int(bucketStarts[b])
            hi = b + 1 < bucketStarts.count ? Int(bucketStarts[b + 1]) : p.count
            if lo > 0 && p[lo - 1].latitude >= latitude { lo = 0 }   // query below the first bucket
        }
        while lo < hi {
            let mid = (lo + hi) / 2
            if p[mid].latitude < latitude { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    var count: Int { points.count }

    static let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180

    static func unitVector(_ c: Coordinate) -> (Double, Double, Double) {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
    }

    /// The latitude difference (degrees) whose haversine term is `h`, widened slightly so that
    /// rounding never prunes a point that could still win.
    static func degrees(ofHaversine h: Double) -> Double {
        guard h < 1 else { return 360 }
        return 2 * asin(min(1, h.squareRoot())) * 180 / .pi * (1 + 1e-9) + 1e-12
    }

    func nearest(to c: Coordinate, within limit: Double = .infinity) -> NearbyPlace? {
        guard !points.isEmpty else { return nil }
        return points.withUnsafeBufferPointer { p in
            let lo = lowerBound(c.latitude, p)
            let q = Self.unitVector(c)
            let cosC = SphericalDistance.cosine(of: c.latitude)
            let limitH = limit.isFinite ? SphericalDistance.haversine(ofMeters: limit) : 2
            var bestH = Double.infinity, bestIndex = -1
            var bound = limitH
            var gapDegrees = Self.degrees(ofHaversine: bound)

            func consider(_ i: Int) {
                // h = chord² / 4 exactly; the slack absorbs the two formulas' different rounding.
                let dx = p[i].x - q.0, dy = p[i].y - q.1, dz = p[i].z - q.2
                guard (dx * dx + dy * dy + dz * dz) / 4 <= bound * (1 + 1e-9) + 1e-15 else { return }
                let h = SphericalDistance.haversine(c, cosC, Coordinate(latitude: p[i].latitude, longitude: p[i].longitude), p[i].cosine)
                guard h <= limitH else { return }
                if bestIndex < 0 || h < bestH || (h == bestH && p[i].tieBreak < p[bestIndex].tieBreak) {
                    bestH = h
                    bestIndex = i
                    if bestH < bound { bound = bestH; gapDegrees = Self.degrees(ofHaversine: bound) }
                }
            }
            // The latitude gap bounds the distance from below: stop a direction once it exceeds
            // the best distance found (or the limit).
            var up = lo, down = lo - 1
            while up < p.count, abs(p[up].latitude - c.latitude) <= gapDegrees { consider(up); up += 1 }
            while down >= 0, abs(p[down].latitude - c.latitude) <= gapDegrees { consider(down); down -= 1 }
            guard bestIndex >= 0 else { return nil }
            return NearbyPlace(rowid: p[bestIndex].rowid, meters: SphericalDistance.meters(haversine: bestH), tieBreak: p[bestIndex].tieBreak)
        }
    }
}
