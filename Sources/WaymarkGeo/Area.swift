import Foundation

extension Ring {
    /// Area enclosed by the ring on the sphere, in square kilometres, always positive.
    /// Uses the spherical-excess line integral, exact for great-circle edges and accurate
    /// enough for ranking overlapping polygons by size.
    public var areaSquareKilometers: Double {
        guard points.count >= 3 else { return 0 }
        let radiusKm = SphericalDistance.earthRadiusMeters / 1000
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            let lon1 = previous.longitude * .pi / 180, lon2 = p.longitude * .pi / 180
            let lat1 = previous.latitude * .pi / 180, lat2 = p.latitude * .pi / 180
            sum += (lon2 - lon1) * (2 + sin(lat1) + sin(lat2))
            previous = p
        }
        return abs(sum * radiusKm * radiusKm / 2)
    }
}

extension Polygon {
    /// Outer area less the holes, in square kilometres.
    public var areaSquareKilometers: Double {
        max(0, holes.reduce(outer.areaSquareKilometers) { $0 - $1.areaSquareKilometers })
    }
}

extension MultiPolygon {
    /// The polygons' areas added up, in square kilometres (they are disjoint).
    public var areaSquareKilometers: Double {
        polygons.reduce(0) { $0 + $1.areaSquareKilometers }
    }
}
