/// A closed ring of coordinates. The closing vertex is implicit: `points.first` is not repeated
/// at the end, whatever the source format did.
public struct Ring: Hashable, Sendable {
    /// The vertices in order, the closing one not repeated.
    public var points: [Coordinate]

    /// Builds a ring, dropping a repeated closing vertex if present.
    public init(points: [Coordinate]) {
        var points = points
        if points.count > 1, points.first == points.last { points.removeLast() }
        self.points = points
    }

    /// The box of its vertices; nil for a ring with none.
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

    /// True when the vertices run clockwise (longitude as x, latitude as y).
    public var isClockwise: Bool { signedDoubleArea < 0 }
}

/// One outer ring with zero or more holes.
public struct Polygon: Hashable, Sendable {
    /// The ring that bounds the polygon.
    public var outer: Ring
    /// Rings inside `outer` whose inside is not the polygon's (lakes, enclaves).
    public var holes: [Ring]

    /// A polygon of these rings, taken as given.
    public init(outer: Ring, holes: [Ring] = []) {
        self.outer = outer
        self.holes = holes
    }

    /// The outer ring's box (holes lie inside it); nil for an empty ring.
    public var boundingBox: BoundingBox? { outer.boundingBox }

    /// Vertices of every ring.
    public var vertexCount: Int { holes.reduce(outer.points.count) { $0 + $1.points.count } }

    /// The outer ring, then the holes.
    public var rings: [Ring] { [outer] + holes }
}

/// Several disjoint polygons that form one feature (a country with islands).
public struct MultiPolygon: Hashable, Sendable {
    /// The parts.
    public var polygons: [Polygon]

    /// A feature of these parts.
    public init(polygons: [Polygon]) { self.polygons = polygons }

    /// The box holding every part; nil when no part has a vertex.
    public var boundingBox: BoundingBox? {
        polygons.compactMap(\.boundingBox).reduce(nil) { partial, box in partial.map { $0.union(box) } ?? box }
    }

    /// Vertices of every part.
    public var vertexCount: Int { polygons.reduce(0) { $0 + $1.vertexCount } }
}
