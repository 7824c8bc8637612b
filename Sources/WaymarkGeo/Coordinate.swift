/// A position on the WGS 84 ellipsoid, in decimal degrees.
public struct Coordinate: Hashable, Sendable, Codable {
    /// Degrees north of the equator; negative south.
    public var latitude: Double
    /// Degrees east of Greenwich; negative west.
    public var longitude: Double

    /// A coordinate as given; nothing is checked or wrapped (`isValid` says whether it is one).
    ///
    /// ```swift
    /// let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
    /// let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    /// let km = SphericalDistance.meters(paris, tokyo) / 1000
    /// ```
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// True when both values are finite and inside ±90 / ±180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}

/// An axis-aligned box in degrees. Boxes never wrap the antimeridian: Natural Earth already
/// cuts every polygon there, so a box with `minLongitude > maxLongitude` cannot occur.
public struct BoundingBox: Hashable, Sendable, Codable {
    /// The southern edge, in degrees.
    public var minLatitude: Double
    /// The western edge, in degrees.
    public var minLongitude: Double
    /// The northern edge, in degrees.
    public var maxLatitude: Double
    /// The eastern edge, in degrees.
    public var maxLongitude: Double

    /// A box of these edges, taken as given.
    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding every coordinate; `nil` for an empty sequence.
    public init?<S: Sequence>(enclosing coordinates: S) where S.Element == Coordinate {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        var box = BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude,
                              maxLatitude: first.latitude, maxLongitude: first.longitude)
        while let next = iterator.next() { box.expand(toInclude: next) }
        self = box
    }

    /// Grows the box just enough to hold `c`.
    public mutating func expand(toInclude c: Coordinate) {
        minLatitude = Swift.min(minLatitude, c.latitude)
        maxLatitude = Swift.max(maxLatitude, c.latitude)
        minLongitude = Swift.min(minLongitude, c.longitude)
        maxLongitude = Swift.max(maxLongitude, c.longitude)
    }

    /// The smallest box holding both.
    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(minLatitude: Swift.min(minLatitude, other.minLatitude),
                    minLongitude: Swift.min(minLongitude, other.minLongitude),
                    maxLatitude: Swift.max(maxLatitude, other.maxLatitude),
                    maxLongitude: Swift.max(maxLongitude, other.maxLongitude))
    }

    /// True when `c` lies inside the box or on its edge.
    public func contains(_ c: Coordinate) -> Bool {
        c.latitude >= minLatitude && c.latitude <= maxLatitude
            && c.longitude >= minLongitude && c.longitude <= maxLongitude
    }

    /// True when the boxes share a point (touching edges count).
    public func intersects(_ other: BoundingBox) -> Bool {
        minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }

    /// The box grown by `degrees` on every side.
    public func expanded(by degrees: Double) -> BoundingBox {
        BoundingBox(minLatitude: minLatitude - degrees, minLongitude: minLongitude - degrees,
                    maxLatitude: maxLatitude + degrees, maxLongitude: maxLongitude + degrees)
    }

    /// The point midway between the edges.
    public var center: Coordinate {
        Coordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }
}
