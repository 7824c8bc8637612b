/// Douglas–Peucker line simplification in degree space.
///
/// Every dropped vertex lies within `tolerance` degrees of the kept chord that replaced it, so a
/// point farther than `tolerance` from the original boundary keeps its inside/outside answer.
/// The gazetteer audit relies on that bound when it explains containment disagreements.
public enum DouglasPeucker {
    /// Simplifies a closed ring. A ring that would collapse below four vertices is retried with
    /// a halved tolerance, so small islands keep a recognisable shape instead of vanishing.
    public static func simplify(_ ring: Ring, tolerance: Double) -> Ring {
        let points = ring.points
        guard points.count > 4, tolerance > 0 else { return ring }
        var epsilon = tolerance
        while true {
            let kept = simplifyClosed(points, epsilon: epsilon)
            if kept.count >= 4 || epsilon < tolerance / 1024 { return Ring(points: kept.count >= 4 ? kept : points) }
            epsilon /= 2
        }
    }

    /// Simplifies every ring of the polygon with the same `tolerance`, in degrees.
    public static func simplify(_ polygon: Polygon, tolerance: Double) -> Polygon {
        Polygon(outer: simplify(polygon.outer, tolerance: tolerance),
                holes: polygon.holes.map { simplify($0, tolerance: tolerance) })
    }

    /// Splits the ring at its first vertex and the vertex farthest from it, then simplifies
    /// both halves as open chains.
    static func simplifyClosed(_ points: [Coordinate], epsilon: Double) -> [Coordinate] {
        let first = points[0]
        var farIndex = 1
        var farDistance = -1.0
        for i in 1..<points.count {
            let dx = points[i].longitude - first.longitude, dy = points[i].latitude - first.latitude
            let d = dx * dx + dy * dy
            if d > farDistance { farDistance = d; farIndex = i }
        }
        var keep = [Bool](repeating: false, count: points.count + 1)
        let closed = points + [first]
        markKept(closed, from: 0, to: farIndex, epsilon: epsilon, keep: &keep)
        markKept(closed, from: farIndex, to: points.count, epsilon: epsilon, keep: &keep)
        var result: [Coordinate] = []
        result.reserveCapacity(points.count / 4)
        for i in 0..<points.count where keep[i] { result.append(points[i]) }
        return result
    }

    /// Iterative (stack-based) so that a 100k-vertex coastline cannot overflow the call stack.
    static func markKept(_ points: [Coordinate], from start: Int, to end: Int, epsilon: Double, keep: inout [Bool]) {
        keep[start] = true
        keep[end] = true
        var stack = [(start, end)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var maxDistance = -1.0
            var index = a
            for i in (a + 1)..<b {
                let d = PlanarGeometry.distance(from: points[i], toSegment: points[a], points[b])
                if d > maxDistance { maxDistance = d; index = i }
            }
            if maxDistance > epsilon {
                keep[index] = true
                stack.append((a, index))
                stack.append((index, b))
            }
        }
    }
}

/// Rounding to a fixed grid so that stored boundaries are identical bytes on every build.
public enum CoordinateGrid {
    /// 1e-5 degrees: about 1.1 m, far finer than the 0.004 degree simplification.
    public static let unitsPerDegree = 100_000.0

    /// `degrees` as whole grid units, rounded to the nearest.
    public static func units(_ degrees: Double) -> Int { Int((degrees * unitsPerDegree).rounded()) }
    /// The degrees `units` grid units stand for.
    public static func degrees(_ units: Int) -> Double { Double(units) / unitsPerDegree }

    /// `c` with both values on the grid.
    public static func round(_ c: Coordinate) -> Coordinate {
        Coordinate(latitude: degrees(units(c.latitude)), longitude: degrees(units(c.longitude)))
    }

    /// Rounds every vertex and drops vertices that became equal to their predecessor.
    public static func round(_ ring: Ring) -> Ring {
        var out: [Coordinate] = []
        out.reserveCapacity(ring.points.count)
        for p in ring.points {
            let r = round(p)
            if out.last != r { out.append(r) }
        }
        return Ring(points: out)
    }

    /// Rounds every ring. Holes that collapse below three vertices are dropped, unless
    /// `keepingEveryRing`: country rings keep them, so that every source ring has a stored
    /// counterpart near it and `IndexedPolygon.isNearBoundary` sends points inside a tiny hole to the exact test.
    public static func round(_ polygon: Polygon, keepingEveryRing: Bool = false) -> Polygon {
        Polygon(outer: round(polygon.outer), holes: polygon.holes.map { round($0) }.filter { keepingEveryRing || $0.points.count >= 3 })
    }
}
