import Foundation
import WaymarkGeo

/// Points sorted by latitude for nearest-neighbour queries.
///
/// The search starts at the query's latitude and widens both ways until the latitude gap alone
/// exceeds the best distance found, since no point farther in latitude can be nearer. Inside the
/// window, a longitude gap rejects most points with one comparison (in sparse regions such as
/// Siberia the window holds cities across the region's width), and a lower bound on the
/// haversine term that needs no trigonometry discards most of the rest, and an upper bound as
/// cheap shrinks the window; the survivors are ranked by the haversine term and then by rowid,
/// exactly as a brute-force scan ranks them, so both return the same point. A point is one
/// 32-byte record, two to a cache line.
///
/// Query: O(log n + points in the latitude window). Build: O(n log n), one cosine per point.
final class NearestPoints {
    struct Point {
        var latitude: Double
        var longitude: Double
        var cosine: Double
        /// Also the tie-break: the build numbers places in order of importance, so a tie at equal
        /// distance goes to the larger place.
        var rowid: Int32
    }

    /// The points, in memory that `block` owns: the whole block, or a run of it where a region's
    /// list shares its country's grouped cities (`CityCatalog.inRegion`). A buffer rather than an
    /// array slice, whose every search paid for finding its storage.
    let points: UnsafeBufferPointer<Point>
    private let block: PointBlock
    /// For the lists searched within a small limit (airports within 9 km, towns within 25 km).
    private let occupied: OccupiedCells?
    /// For long lists: the first index at or above each 0.25° latitude step, so a query jumps
    /// close to its start instead of binary-searching a large array (a cache miss per probe).
    private let bucketStarts: [Int32]
    private let bucketBase: Double
    static let bucketsPerDegree = 4.0

    /// With `OccupiedCells`: the resolver builds its list of towns outside countries this way
    /// (and its airports, from their stored order, with the same map), and searches them within
    /// a few kilometres.
    convenience init(_ input: [(rowid: Int, coordinate: Coordinate)]) {
        self.init(input.map { Point(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude,
                                    cosine: SphericalDistance.cosine(of: $0.coordinate.latitude), rowid: Int32($0.rowid)) }, cells: true)
    }

    /// - Parameter unsorted: in any order.
    convenience init(_ unsorted: [Point], cells: Bool = false) {
        self.init(sortedByLatitude: unsorted.sorted { ($0.latitude, $0.rowid) < ($1.latitude, $1.rowid) }, cells: cells)
    }

    /// Points already in ascending latitude (the gazetteer stores country lists that way, and a
    /// filtered sorted list stays sorted), so no sort is needed. Points of equal latitude may come
    /// in any order: a search ranks by distance, then rowid.
    convenience init(sortedByLatitude points: [Point], cells: Bool = false) {
        let block = PointBlock(points)
        self.init(sortedByLatitude: UnsafeBufferPointer(block.buffer), in: block, cells: cells)
    }

    /// `points`, sorted as above, lie in `block`, which the list keeps. `cells`: keep which 1°
    /// cells hold a point (8 KB), for a list searched within a small limit.
    init(sortedByLatitude points: UnsafeBufferPointer<Point>, in block: PointBlock, cells: Bool = false) {
        for i in points.indices.dropFirst() { precondition(points[i - 1].latitude <= points[i].latitude, "points not sorted by latitude") }
        self.points = points
        self.block = block
        occupied = cells ? OccupiedCells(points) : nil
        if points.count >= 64, let first = points.first, let last = points.last {
            let bucketBase = (first.latitude * Self.bucketsPerDegree).rounded(.down)
            self.bucketBase = bucketBase
            let buckets = Int((last.latitude * Self.bucketsPerDegree).rounded(.down) - bucketBase) + 2
            // Bucket b starts at the first point at or above its lower edge, (base + b) / 4°, an
            // exact double, as is latitude × 4, so this is the point whose rounded-down
            // latitude × 4 first reaches base + b. The points are sorted, so one pass over them
            // with a comparison each finds every start.
            var starts = [Int32](repeating: Int32(points.count), count: buckets)
            var i = 0
            for b in 0..<buckets {
                let edge = (bucketBase + Double(b)) / Self.bucketsPerDegree
                while i < points.count, points[i].latitude < edge { i += 1 }
                starts[b] = Int32(i)
            }
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

    static let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180

    /// The latitude difference (degrees) whose haversine term is `h`, widened slightly so that
    /// rounding never prunes a point that could still win.
    static func degrees(ofHaversine h: Double) -> Double {
        guard h < 1 else { return 360 }
        return 2 * asinUpperBound(min(1, h.squareRoot())) * 180 / .pi * (1 + 1e-9) + 1e-12
    }

    /// asin(s), or a hair more, for 0 ≤ s ≤ 1: the gaps only need to be no smaller than the true
    /// ones, and they are recomputed each time the best distance shrinks (on the land set twice a
    /// search, two arcsines each), where the library's asin was a tenth of the search. Below 0.25 (distances
    /// under 3,000 km) from the series asin s = s + s³/6 + 3s⁵/40 + 15s⁷/336 + …, whose
    /// coefficients from the third on are positive and at most 3/40, so the rest of it is at most
    /// (3/40)·s⁵/(1 − s²); the relative excess is below 0.08·s⁶ (2e-5 at the cut-off, 1e-19 at
    /// 10 km), and the callers' slack of 1e-9 covers rounding as it did for asin.
    @inline(__always)
    static func asinUpperBound(_ s: Double) -> Double {
        guard s < 0.25 else { return asin(s) }
        let s2 = s * s
        return s + s * s2 * (1.0 / 6 + 0.075 * s2 / (1 - s2))
    }

    /// The longitude difference (degrees) beyond which no point of the latitude window
    /// (within `gapDegrees` of the query) can have a haversine term of `h` or less, widened so
    /// that rounding never prunes a point that could still win; 360 where it cannot prune.
    ///
    /// h ≥ cos φq · cos φ · sin²(Δλ/2), and over the window cos φ ≥ cos(|φq| + gap) ≥ cos φq − gap
    /// (in radians: the cosine's slope is at most 1), so Δλ > 2 asin √(h / (cos φq · that))
    /// means the point is farther. Computed when the bound changes, about twice a search.
    static func longitudeGap(ofHaversine h: Double, _ cosC: Double, _ gapDegrees: Double) -> Double {
        let cosLowest = (cosC - gapDegrees * .pi / 180) * (1 - 1e-9) - 1e-12
        guard cosLowest > 0 else { return 360 }
        let ratio = h / (cosC * cosLowest)
        guard ratio < 1 else { return 360 }
        return 2 * asinUpperBound(ratio.squareRoot()) * 180 / .pi * (1 + 1e-9) + 1e-9
    }

    /// A lower bound on sin(x) for 0 ≤ x ≤ π/2, from the alternating Taylor series; its error is
    /// below x⁵/120, so it prunes almost as well as the sine itself.
    @inline(__always)
    static func sineLowerBound(_ x: Double) -> Double { x - x * x * x / 6 }

    /// A query point with what every search from it needs, computed once per point rather than
    /// once per list searched.
    struct Probe {
        let coordinate: Coordinate
        let cosine: Double

        init(_ c: Coordinate) {
            coordinate = c
            cosine = SphericalDistance.cosine(of: c.latitude)
        }
    }

    /// A distance limit with what a search derives from it, computed once for a limit that every
    /// point uses (the airports' 9 km) rather than once per search.
    struct Limit {
        let meters: Double
        /// The haversine term of `meters` (2, beyond any distance, for no limit).
        let haversine: Double
        /// `degrees(ofHaversine:)` of it: the latitude window of a search that finds nothing nearer.
        let degrees: Double

        init(meters: Double) {
            self.meters = meters
            haversine = meters.isFinite ? SphericalDistance.haversine(ofMeters: meters) : 2
            degrees = NearestPoints.degrees(ofHaversine: haversine)
        }

        static let none = Limit(meters: .infinity)
    }

    func nearest(to probe: Probe, within limit: Double) -> NearbyPlace? {
        nearest(to: probe, within: Limit(meters: limit))
    }

    func nearest(to probe: Probe, within limit: Limit = .none) -> NearbyPlace? {
        guard !points.isEmpty else { return nil }
        let p = points
        var search = Search(p, probe, limit)
        // Most land points have no airport within the limit, nor one in the cells that distance reaches.
        if let occupied, !occupied.mayHold(near: probe.coordinate, latitudeGap: search.gapDegrees, longitudeGap: search.longitudeGap) {
            return nil
        }
        // The latitude gap bounds the distance from below: stop a direction once it exceeds
        // the window of the bound (the best distance found, or the limit).
        let lo = lowerBound(probe.coordinate.latitude, p), latitude = probe.coordinate.latitude
        var up = lo, down = lo - 1
        while up < p.count, p[up].latitude - latitude <= search.gapDegrees { search.consider(up); up += 1 }
        while down >= 0, latitude - p[down].latitude <= search.gapDegrees { search.consider(down); down -= 1 }
        return search.answer()
    }

    /// One search's state, as a struct with mutating methods: local functions capturing local
    /// variables are as fast only while the compiler can prove the captures never escape.
    private struct Search {
        let p: UnsafeBufferPointer<Point>
        let c: Coordinate
        let cosC: Double
        let limitH: Double
        /// No point with a haversine term above `bound` can win: it starts at the limit and
        /// becomes the least upper bound on the term of a point visited so far.
        var bound: Double
        /// The latitude difference whose term is `bound`, and the longitude difference beyond
        /// which no point within that latitude difference has a term within `bound`.
        var gapDegrees: Double
        var longitudeGap: Double
        /// 360° − `longitudeGap`: an unfolded longitude difference d has a folded one within the
        /// gap when d ≤ gap or d ≥ 360° − gap, two comparisons where folding took three steps.
        var farLongitude: Double
        /// The bound the three windows above were computed from (at least `bound`).
        var gapBound: Double
        /// The best point whose exact term is known, and one pending point whose term is known
        /// only to lie between two bounds. Its exact term (two sines) is computed only when the
        /// bounds of two points overlap, and at the end; so a search pays for it about once,
        /// where computing it for each point nearer than the last cost three or four a search.
        var bestH = Double.infinity, bestIndex = -1
        var pending = -1, pendingLow = 0.0

        init(_ p: UnsafeBufferPointer<Point>, _ probe: Probe, _ limit: Limit) {
            self.p = p
            c = probe.coordinate
            cosC = probe.cosine
            limitH = limit.haversine
            bound = limitH
            gapDegrees = limit.degrees
            longitudeGap = NearestPoints.longitudeGap(ofHaversine: bound, cosC, gapDegrees)
            farLongitude = 360 - longitudeGap
            gapBound = bound
        }

        /// Ranks point i by its exact term, then its rowid, as a brute-force scan does.
        mutating func settle(_ i: Int) {
            let h = SphericalDistance.haversine(c, cosC, Coordinate(latitude: p[i].latitude, longitude: p[i].longitude), p[i].cosine)
            guard h <= limitH else { return }
            if bestIndex < 0 || h < bestH || (h == bestH && p[i].rowid < p[bestIndex].rowid) {
                bestH = h
                bestIndex = i
            }
        }

        @inline(__always)
        mutating func consider(_ i: Int) {
            // The haversine term's halves are sin²(Δφ/2) and sin²(Δλ/2), with Δλ folded into
            // [0°, 180°] (the sine squared is the same). For 0 ≤ x ≤ π/2, x − x³/6 ≤ sin x ≤ x,
            // so putting the one or the other for each sine gives a lower and an upper bound on
            // the term; the slack of 1e-9 (relative) and 1e-15 widens both past the rounding of
            // the term as `SphericalDistance.haversine` computes it.
            var dLongitude = abs(p[i].longitude - c.longitude)
            // Most points of a wide latitude window fail on longitude alone. (Rounding in
            // 360° − gap moves the test by far less than the gap's slack.)
            guard dLongitude <= longitudeGap || dLongitude >= farLongitude else { return }
            if dLongitude > 180 { dLongitude = 360 - dLongitude }
            let dLatitude = abs(p[i].latitude - c.latitude)
            let halfRadian = Double.pi / 360
            let xLat = dLatitude * halfRadian, xLon = dLongitude * halfRadian
            let sLat = NearestPoints.sineLowerBound(xLat), sLon = NearestPoints.sineLowerBound(xLon)
            let cosines = cosC * p[i].cosine
            let low = (sLat * sLat + cosines * sLon * sLon) * (1 - 1e-9) - 1e-15
            // Farther than a point already seen (or the limit): cannot win.
            guard low <= bound else { return }
            let high = (xLat * xLat + cosines * xLon * xLon) * (1 + 1e-9) + 1e-15
            // A pending point whose lower bound is above this one's upper bound is farther than
            // this one and cannot win; otherwise either could be nearer (or they tie), so the
            // pending one is settled exactly before this one takes its place.
            if pending >= 0 && high >= pendingLow { settle(pending) }
            pending = i
            pendingLow = low
            // The winner's term is at most this point's, so at most `high`. (A point beyond the
            // limit has `high` above it, so it never lowers the bound.)
            if high < bound {
                bound = high
                // The windows are recomputed (two square roots and arcsines) only once the bound
                // has halved since they were: windows computed for a larger bound hold every
                // point within that bound, so every point within this one, and the lower-bound
                // test above uses the bound itself. On the land set this skips more in recomputing than the wider
                // windows cost in points visited.
                guard high < gapBound * 0.5 else { return }
                gapBound = high
                gapDegrees = NearestPoints.degrees(ofHaversine: bound)
                longitudeGap = NearestPoints.longitudeGap(ofHaversine: bound, cosC, gapDegrees)
                farLongitude = 360 - longitudeGap
            }
        }

        mutating func answer() -> NearbyPlace? {
            if pending >= 0 { settle(pending) }
            guard bestIndex >= 0 else { return nil }
            return NearbyPlace(rowid: Int(p[bestIndex].rowid), meters: SphericalDistance.meters(haversine: bestH))
        }
    }

    /// Calls `body` with the index of every point within `limit` of the probe (by the haversine
    /// term, as a scan compares it), in latitude order. For a small limit: the latitude window
    /// of the limit is visited whole.
    @inline(__always)
    func forEach(within limit: Limit, of probe: Probe, _ body: (Int) throws -> Void) rethrows {
        guard !points.isEmpty else { return }
        let c = probe.coordinate
        let longitudeGap = NearestPoints.longitudeGap(ofHaversine: limit.haversine, probe.cosine, limit.degrees)
        if let occupied, !occupied.mayHold(near: c, latitudeGap: limit.degrees, longitudeGap: longitudeGap) { return }
        let p = points
        var i = lowerBound(c.latitude - limit.degrees, p)
        while i < p.count, p[i].latitude - c.latitude <= limit.degrees {
            var dLongitude = abs(p[i].longitude - c.longitude)
            if dLongitude > 180 { dLongitude = 360 - dLongitude }
            if dLongitude <= longitudeGap,
               SphericalDistance.haversine(c, probe.cosine, Coordinate(latitude: p[i].latitude, longitude: p[i].longitude), p[i].cosine) <= limit.haversine {
                try body(i)
            }
            i += 1
        }
    }

    /// The `count` nearest points, nearest first (ties to the lower rowid). A full scan: for
    /// explanations, not for the hot path.
    func ranked(from c: Coordinate, count: Int) -> [NearbyPlace] {
        let cosC = SphericalDistance.cosine(of: c.latitude)
        return points.map { p in (h: SphericalDistance.haversine(c, cosC, Coordinate(latitude: p.latitude, longitude: p.longitude), p.cosine), rowid: p.rowid) }
            .sorted { ($0.h, $0.rowid) < ($1.h, $1.rowid) }
            .prefix(count)
            .map { NearbyPlace(rowid: Int($0.rowid), meters: SphericalDistance.meters(haversine: $0.h)) }
    }
}
