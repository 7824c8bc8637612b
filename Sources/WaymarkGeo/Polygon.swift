/// A closed ring of coordinates. The closing vertex is implicit: `points.first` is not repeated
/// at the end, whatever the source format did.
public struct Ring: Hashable, Sendable {
    public var points: [Coordinate]

    /// Builds a ring, dropping a repeated closing vertex if present.
    public init(points: [Coordinate]) {
        var points = points
        if points.count > 1, points.first == points.last { points.removeLast() }
        self.points = points
    }

    public var boundingBox: BoundingBox? { BoundingBox(enclosing: points) }

    /// Twice the signed planar area in degree space; positive when counter-clockwise
    /// (longitude as x, latitude as y).
    public var signedDoubleArea: Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            sum += previous.longitude * p.latitude - p.longitude * previous.latitude
            previous = p
        }
        return sum
    }

    public var isClockwise: Bool { signedDoubleArea < 0 }
}

/// One outer ring with zero or more holes.
public struct Polygon: Hashable, Sendable {
    public var outer: Ring
    public var holes: [Ring]

    public init(outer: Ring, holes: [Ring] = []) {
        self.outer = outer
        self.holes = holes
    }

    public var boundingBox: BoundingBox? { outer.boundingBox }

    public var vertexCount: Int { holes.reduce(outer.points.count) { $0 + $1.points.count } }

    public var rings: [Ring] { [outer] + holes }
}

/// Several disjoint polygons that form one feature (a country with islands).
public struct MultiPolygon: Hashable, Sendable {
    public var polygons: [Polygon]

    public init(polygons: [Polygon]) { self.polygons = polygons }

    public var boundingBox: BoundingBox? {
        polygons.compactMap(\.boundingBox).reduce(nil) { partial, box in partial.map { $0.union(box) } ?? box }
    }

    public var vertexCount: Int { polygons.reduce(0) { $0 + $1.vertexCount } }
}
