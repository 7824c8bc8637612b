extension Ring {
    /// Even-odd crossing test. A point exactly on an edge may land on either side, but always the
    /// same side for the same input, which is all the audit and resolver need.
    public func contains(_ c: Coordinate) -> Bool {
        let x = c.longitude, y = c.latitude
        var inside = false
        var j = points.count - 1
        for i in 0..<points.count {
            let pi = points[i], pj = points[j]
            if (pi.latitude > y) != (pj.latitude > y) {
                let crossX = (pj.longitude - pi.longitude) * (y - pi.latitude) / (pj.latitude - pi.latitude) + pi.longitude
                if x < crossX { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}

extension Polygon {
    /// Inside the outer ring and outside every hole.
    public func contains(_ c: Coordinate) -> Bool {
        guard outer.contains(c) else { return false }
        return !holes.contains { $0.contains(c) }
    }
}

extension MultiPolygon {
    /// True when any of the polygons contains `c`.
    public func contains(_ c: Coordinate) -> Bool {
        polygons.contains { $0.contains(c) }
    }
}
