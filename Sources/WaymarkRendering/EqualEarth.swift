import Foundation

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018), from its published forward
/// formulas, on the unit sphere: an equal-area pseudocylindrical projection whose meridians are
/// symmetric curves. `x` grows east and `y` north; the whole world spans ±`maxX` × ±`maxY`.
public struct EqualEarth: Sendable {
    static let a1 = 1.340264, a2 = -0.081106, a3 = 0.000893, a4 = 0.003796
    static let m = 3.0.squareRoot() / 2

    /// The longitude drawn at x = 0; the map's edge lies on the opposite meridian.
    public var centralMeridian: Double

    /// The projection centred on `centralMeridian` (degrees east; 0 is Greenwich).
    public init(centralMeridian: Double = 0) { self.centralMeridian = centralMeridian }

    /// Half the width of the world: x of the edge meridian on the equator.
    public static let maxX = EqualEarth().project(latitude: 0, longitude: 180).x
    /// Half the height of the world: y of the North Pole.
    public static let maxY = EqualEarth().project(latitude: 90, longitude: 0).y

    /// The longitude relative to the central meridian, in [-180, 180].
    @inline(__always)
    public func relativeLongitude(_ longitude: Double) -> Double {
        var l = longitude - centralMeridian
        if l > 180 { l -= 360 } else if l < -180 { l += 360 }
        return l
    }

    /// The point (degrees) on the unit-sphere plane: x east, y north.
    @inline(__always)
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let lambda = relativeLongitude(longitude) * .pi / 180
        let phi = latitude * .pi / 180
        let theta = asin(Self.m * sin(phi))
        let t2 = theta * theta, t6 = t2 * t2 * t2
        let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * (9 * Self.a4 * t6 * t2 + 7 * Self.a3 * t6 + 3 * Self.a2 * t2 + Self.a1))
        let y = theta * (Self.a1 + Self.a2 * t2 + t6 * (Self.a3 + Self.a4 * t2))
        return (x, y)
    }
}

/// Where a map's edge should run so that a set of shapes is not cut: the central meridian is
/// opposite the middle of the widest stretch of longitude that no shape touches. Fiji, Russia
/// and the United States (Alaska's Aleutians) straddle ±180°, so centring on 0° would split them.
public enum CentralMeridian {
    /// - Parameter spans: each shape's (west, east) longitudes, west ≤ east, within [-180, 180].
    public static func opposite(toWidestGapIn spans: [(west: Double, east: Double)]) -> Double {
        let sorted = spans.sorted { ($0.west, $0.east) < ($1.west, $1.east) }
        guard let first = sorted.first else { return 0 }
        var merged: [(west: Double, east: Double)] = [first]
        for span in sorted.dropFirst() {
            if span.west <= merged[merged.count - 1].east { merged[merged.count - 1].east = max(merged[merged.count - 1].east, span.east) }
            else { merged.append(span) }
        }
        // Gaps between neighbours, and the one that wraps from the last span round to the first.
        var best = (start: merged[merged.count - 1].east, length: merged[0].west + 360 - merged[merged.count - 1].east)
        for (a, b) in zip(merged, merged.dropFirst()) where b.west - a.east > best.length {
            best = (a.east, b.west - a.east)
        }
        guard best.length > 0 else { return 0 }
        var centre = best.start + best.length / 2 + 180
        while centre > 180 { centre -= 360 }
        while centre <= -180 { centre += 360 }
        return (centre * 1000).rounded() / 1000
    }
}
