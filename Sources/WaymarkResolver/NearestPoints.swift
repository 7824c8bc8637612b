import WaymarkGeo

/// Points sorted by latitude for nearest-neighbour queries. The search starts at the query's
/// latitude and widens both ways until the latitude gap alone exceeds the best distance found,
/// since no point farther in latitude can be nearer. Distances are haversine metres, ties go to
/// the lower tie-break value, so it returns exactly what a brute-force scan returns.
///
/// Query: O(log n + points in the latitude window).
struct NearestPoints {
    private(set) var latitudes: [Double] = []
    private(set) var longitudes: [Double] = []
    private(set) var rowids: [Int] = []
    private(set) var tieBreaks: [Int] = []

    init(_ points: [(rowid: Int, coordinate: Coordinate, tieBreak: Int)]) {
        let sorted = points.sorted { ($0.coordinate.latitude, $0.tieBreak) < ($1.coordinate.latitude, $1.tieBreak) }
        latitudes = sorted.map(\.coordinate.latitude)
        longitudes = sorted.map(\.coordinate.longitude)
        rowids = sorted.map(\.rowid)
        tieBreaks = sorted.map(\.tieBreak)
    }

    var count: Int { rowids.count }

    static let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180

    func nearest(to c: Coordinate, within limit: Double = .infinity, accept: (Int) -> Bool = { _ in true }) -> NearbyPlace? {
        guard !rowids.isEmpty else { return nil }
        var lo = 0, hi = latitudes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if latitudes[mid] < c.latitude { lo = mid + 1 } else { hi = mid }
        }
        var best: NearbyPlace?
        var up = lo, down = lo - 1
        // A small margin keeps rounding in the bound from pruning a point the brute force would keep.
        func gap(_ i: Int) -> Double { abs(latitudes[i] - c.latitude) * Self.metersPerDegree * 0.999_999 - 0.01 }
        func bound() -> Double { min(limit, best?.meters ?? .infinity) }
        while up < latitudes.count || down >= 0 {
            var progressed = false
            if up < latitudes.count, gap(up) <= bound() {
                consider(up, c, limit, accept, &best); up += 1; progressed = true
            }
            if down >= 0, gap(down) <= bound() {
                consider(down, c, limit, accept, &best); down -= 1; progressed = true
            }
            if !progressed { break }
        }
        return best
    }

    private func consider(_ i: Int, _ c: Coordinate, _ limit: Double, _ accept: (Int) -> Bool, _ best: inout NearbyPlace?) {
        guard accept(rowids[i]) else { return }
        let d = SphericalDistance.meters(c, Coordinate(latitude: latitudes[i], longitude: longitudes[i]))
        guard d <= limit else { return }
        best = ResolutionRules.nearer(best, NearbyPlace(rowid: rowids[i], meters: d, tieBreak: tieBreaks[i]))
    }
}
