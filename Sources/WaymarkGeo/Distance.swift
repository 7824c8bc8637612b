import Foundation

/// Distances on a sphere of the mean Earth radius. Good to about 0.5 %, which is far below the
/// uncertainty of the data they compare.
public enum SphericalDistance {
    /// The mean Earth radius (IUGG), in metres.
    public static let earthRadiusMeters = 6_371_008.8

    /// Great-circle distance in metres (haversine).
    public static func meters(_ a: Coordinate, _ b: Coordinate) -> Double {
        meters(haversine: haversine(a, cosine(of: a.latitude), b, cosine(of: b.latitude)))
    }

    /// cos(latitude), the factor `haversine` needs; callers comparing many distances compute it
    /// once per point.
    @inline(__always)
    public static func cosine(of latitude: Double) -> Double { cos(latitude * .pi / 180) }

    /// The haversine term h = sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2). It grows with distance, so
    /// nearest-neighbour searches compare it directly and take `meters(haversine:)` of the winner
    /// only. Every resolver uses this one function, so they rank candidates identically.
    @inline(__always)
    public static func haversine(_ a: Coordinate, _ cosA: Double, _ b: Coordinate, _ cosB: Double) -> Double {
        let sinLat = sin((b.latitude - a.latitude) * .pi / 360)
        let sinLon = sin((b.longitude - a.longitude) * .pi / 360)
        return sinLat * sinLat + cosA * cosB * sinLon * sinLon
    }

    /// The great-circle distance in metres whose haversine term is `h`.
    public static func meters(haversine h: Double) -> Double {
        2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    /// The haversine term of a distance in metres, for turning a distance limit into a bound on h.
    public static func haversine(ofMeters meters: Double) -> Double {
        let s = sin(min(.pi / 2, meters / (2 * earthRadiusMeters)))
        return s * s
    }

    /// Distance in metres from `point` to the segment a–b, measured in a local equirectangular
    /// projection centred on `point`. Accurate for the short segments of a boundary.
    /// A longitude difference brought into [-180, 180].
    @inline(__always)
    static func wrapped(_ degrees: Double) -> Double {
        degrees > 180 ? degrees - 360 : (degrees < -180 ? degrees + 360 : degrees)
    }

    /// The boxes holding every point within `meters` of `c`: one, or two where the distance
    /// reaches across the antimeridian (boxes never wrap, so the far side gets its own).
    public static func boxes(around c: Coordinate, meters: Double) -> [BoundingBox] {
        let dLat = meters / (earthRadiusMeters * .pi / 180) * 1.01
        let cosLat = max(0.01, cos(min(89.9, abs(c.latitude) + dLat) * .pi / 180))
        let dLon = min(180, dLat / cosLat)
        let south = max(-90, c.latitude - dLat), north = min(90, c.latitude + dLat)
        var boxes = [BoundingBox(minLatitude: south, minLongitude: max(-180, c.longitude - dLon),
                                 maxLatitude: north, maxLongitude: min(180, c.longitude + dLon))]
        if c.longitude - dLon < -180 {
            boxes.append(BoundingBox(minLatitude: south, minLongitude: max(c.longitude - dLon + 360, c.longitude + dLon), maxLatitude: north, maxLongitude: 180))
        } else if c.longitude + dLon > 180 {
            boxes.append(BoundingBox(minLatitude: south, minLongitude: -180, maxLatitude: north, maxLongitude: min(c.longitude + dLon - 360, c.longitude - dLon)))
        }
        return boxes
    }

    /// Distance in metres from `point` to the segment a–b, in a plane around the point where a
    /// degree of longitude is `longitudeScale(at:)` degrees of latitude: accurate to well under
    /// a percent at the tens of kilometres it is used for.
    public static func metersToSegment(_ point: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Double {
        metersToSegment(point, longitudeScale(at: point.latitude), a, b)
    }

    /// The factor that turns degrees of longitude into degrees of latitude at `latitude`.
    @inline(__always)
    public static func longitudeScale(at latitude: Double) -> Double { cos(latitude * .pi / 180) }

    /// `metersToSegment(_:_:_:)` with the point's `longitudeScale` computed once by the caller.
    @inline(__always)
    public static func metersToSegment(_ point: Coordinate, _ scale: Double, _ a: Coordinate, _ b: Coordinate) -> Double {
        let metersPerDegree = earthRadiusMeters * .pi / 180
        // Longitude differences are taken the short way round, so land just across the
        // antimeridian is near; segments themselves never cross it (polygons are cut there).
        let ax = wrapped(a.longitude - point.longitude) * scale, ay = a.latitude - point.latitude
        let bx = wrapped(b.longitude - point.longitude) * scale, by = b.latitude - point.latitude
        return PlanarGeometry.distanceFromOrigin(toSegmentFrom: (ax, ay), to: (bx, by)) * metersPerDegree
    }
}

/// Plain Euclidean helpers in degree space (longitude as x, latitude as y).
public enum PlanarGeometry {
    /// Distance from (0, 0) to the segment a–b.
    public static func distanceFromOrigin(toSegmentFrom a: (Double, Double), to b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 { t = max(0, min(1, -(a.0 * dx + a.1 * dy) / lengthSquared)) }
        let px = a.0 + t * dx, py = a.1 + t * dy
        return (px * px + py * py).squareRoot()
    }

    /// Distance in degrees from `p` to the segment a–b.
    public static func distance(from p: Coordinate, toSegment a: Coordinate, _ b: Coordinate) -> Double {
        distanceFromOrigin(toSegmentFrom: (a.longitude - p.longitude, a.latitude - p.latitude),
                           to: (b.longitude - p.longitude, b.latitude - p.latitude))
    }
}

extension Ring {
    /// Shortest distance in metres from `c` to any edge of the ring.
    public func metersToBoundary(from c: Coordinate) -> Double {
        guard !points.isEmpty else { return .infinity }
        var best = Double.infinity
        let scale = SphericalDistance.longitudeScale(at: c.latitude)
        var previous = points[points.count - 1]
        for p in points {
            best = min(best, SphericalDistance.metersToSegment(c, scale, previous, p))
            previous = p
        }
        return best
    }

    /// Shortest distance in degrees (planar) from `c` to any edge of the ring.
    public func degreesToBoundary(from c: Coordinate) -> Double {
        guard !points.isEmpty else { return .infinity }
        var best = Double.infinity
        var previous = points[points.count - 1]
        for p in points {
            best = min(best, PlanarGeometry.distance(from: c, toSegment: previous, p))
            previous = p
        }
        return best
    }
}

extension Polygon {
    /// Shortest distance in metres from `c` to any ring of the polygon, holes included.
    public func metersToBoundary(from c: Coordinate) -> Double {
        rings.reduce(Double.infinity) { min($0, $1.metersToBoundary(from: c)) }
    }

    /// Shortest distance in degrees (planar) from `c` to any ring of the polygon, holes included.
    public func degreesToBoundary(from c: Coordinate) -> Double {
        rings.reduce(Double.infinity) { min($0, $1.degreesToBoundary(from: c)) }
    }
}

extension MultiPolygon {
    /// Shortest distance in metres from `c` to the boundary of any of the polygons.
    public func metersToBoundary(from c: Coordinate) -> Double {
        polygons.reduce(Double.infinity) { min($0, $1.metersToBoundary(from: c)) }
    }
}
