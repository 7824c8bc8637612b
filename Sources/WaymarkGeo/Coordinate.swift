/// A position on the WGS 84 ellipsoid, in decimal degrees.
public struct Coordinate: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double

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
    public var minLatitude: Double
    public var minLongitude: Double
    public var maxLatitude: Double
    public var maxLongitude: Double

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

    public mutating func expand(toInclude c: Coordinate) {
        minLatitude = Swift.min(minLatitude, c.latitude)
        maxLatitude = Swift.max(maxLatitude, c.latitude)
        minLongitude = Swift.min(minLongitude, c.longitude)
        maxLongitude = Swift.max(maxLongitude, c.longitude)
    }

    public func union(_ other: BoundingBox) -> BoundingBox {
        BoundingBox(minLatitude: Swift.min(minLatitude, other.minLatitude),
                    minLongitude: Swift.min(minLongitude, other.minLongitude),
                    maxLatitude: Swift.max(maxLatitude, other.maxLatitude),
                    maxLongitude: Swift.max(maxLongitude, other.maxLongitude))
    }

    public func contains(_ c: Coordinate) -> Bool {
        c.latitude >= minLatitude && c.latitude <= maxLatitude
            && c.longitude >= minLongitude && c.longitude <= maxLongitude
    }

    public func intersects(_ other: BoundingBox) -> Bool {
        minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }

    /// The box grown by `degrees` on every side.
    public func expanded(by degrees: Double) -> BoundingBox {
        BoundingBox(minLatitude: minLatitude - degrees, minLongitude: minLongitude - degrees,
                    maxLatitude: maxLatitude + degrees, maxLongitude: maxLongitude + degrees)
    }

    public var center: Coordinate {
        Coordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }
}
