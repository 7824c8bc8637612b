import Foundation
import WaymarkGeo

/// Points sorted by latitude for nearest-neighbour queries.
///
/// The search starts at the query's latitude and widens both ways until the latitude gap alone
/// exceeds the best distance found, since no point farther in latitude can be nearer. Inside the
/// window, a chord length from precomputed unit vectors (no trigonometry) discards points that
/// cannot win; the survivors are ranked by the haversine term and then the tie-break, exactly
/// as a brute-force scan ranks them, so both return the same point.
///
/// Query: O(log n + points in the latitude window).
struct NearestPoints {
    private(set) var latitudes: [Double] = []
    private(set) var longitudes: [Double] = []
    private(set) var rowids: [Int] = []
    private(set) var tieBreaks: [Int] = []
    private var cosines: [Double] = []
    private var unit: [Double] = []        // x, y, z per point

    init(_ points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)]) {
        let sorted = points.sorted { ($0.coordinate.latitude, $0.tieBreak) < ($1.coordinate.latitude, $1.tieBreak) }
        latitudes = sorted.map(\.coordinate.latitude)
        longitudes = sorted.map(\.coordinate.longitude)
        rowids = sorted.map(\.rowid)
        tieBreaks = sorted.map(\.tieBreak)
        cosines = latitudes.map(SphericalDistance.cosine(of:))
        unit.reserveCapacity(sorted.count * 3)
        for p in sorted { unit.append(contentsOf: Self.unitVector(p.coordinate)) }
    }

    var count: Int { rowids.count }

    func coordinate(_ i: Int) -> Coordinate { Coordinate(latitude: latitudes[i], longitude: longitudes[i]) }

    static let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180

    static func unitVector(_ c: Coordinate) -> [Double] {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        return [cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat)]
    }

    func nearest(to c: Coordinate, within limit: Double = .infinity) -> NearbyPlace? {
        guard !rowids.isEmpty else { return nil }
        var lo = 0, hi = latitudes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if latitudes[mid] < c.latitude { lo = mid + 1 } else { hi = mid }
        }
        let q = Self.unitVector(c)
        let cosC = SphericalDistance.cosine(of: c.latitude)
        let limitH = limit.isFinite ? SphericalDistance.haversine(ofMeters: limit) : 2
        var bestH = Double.infinity, bestIndex = -1
        // h = chord² / 4 exactly; the slack absorbs the two formulas' different rounding.
        func mayWin(_ i: Int) -> Bool {
            let dx = unit[i * 3] - q[0], dy = unit[i * 3 + 1] - q[1], dz = unit[i * 3 + 2] - q[2]
            let h = (dx * dx + dy * dy + dz * dz) / 4
            return h <= min(bestH, limitH) * (1 + 1e-9) + 1e-15
        }
        func consider(_ i: Int) {
            guard mayWin(i) else { return }
            let h = SphericalDistance.haversine(c, cosC, coordinate(i), cosines[i])
            guard h <= limitH else { return }
            if bestIndex < 0 || h < bestH || (h == bestH && tieBreaks[i] < tieBreaks[bestIndex]) {
                bestH = h; bestIndex = i
            }
        }
        // The latitude gap bounds the distance from below; stop a direction once it exceeds the best.
        func gapH(_ i: Int) -> Double {
            let s = sin(abs(latitudes[i] - c.latitude) * .pi / 360)
            return s * s * (1 - 1e-9)
        }
        var up = lo, down = lo - 1
        while up < latitudes.count, gapH(up) <= min(bestH, limitH) { consider(up); up += 1 }
        while down >= 0, gapH(down) <= min(bestH, limitH) { consider(down); down -= 1 }
        // The upward pass ran with a looser bound at first; what it skipped cannot beat the best.
        guard bestIndex >= 0 else { return nil }
        return NearbyPlace(rowid: rowids[bestIndex], meters: SphericalDistance.meters(haversine: bestH), tieBreak: tieBreaks[bestIndex])
    }
}
