import Foundation

/// The Lambert azimuthal equal-area projection on the unit sphere, centred on one point: areas
/// are exact, and shapes are truest near the centre, which suits one country (Russia, or the
/// United States with Alaska and Hawaii) better than a world projection's stretched edges.
public struct LambertAzimuthal: Sendable {
    /// The latitude of the centre, in degrees.
    public let centreLatitude: Double
    /// The longitude of the centre, in degrees; it is drawn straight up the middle.
    public let centralMeridian: Double
    private let sinCentre: Double
    private let cosCentre: Double

    /// The projection centred on (`centreLatitude`, `centralMeridian`), in degrees.
    public init(centreLatitude: Double, centralMeridian: Double) {
        self.centreLatitude = centreLatitude
        self.centralMeridian = centralMeridian
        sinCentre = sin(centreLatitude * .pi / 180)
        cosCentre = cos(centreLatitude * .pi / 180)
    }

    /// x grows east and y north of the centre. The antipode, the one point the projection cannot
    /// place, is never part of a country's map.
    @inline(__always)
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let phi = latitude * .pi / 180
        let lambda = EqualEarth(centralMeridian: centralMeridian).relativeLongitude(longitude) * .pi / 180
        let sinPhi = sin(phi), cosPhi = cos(phi), cosLambda = cos(lambda)
        let k = (2 / max(1e-12, 1 + sinCentre * sinPhi + cosCentre * cosPhi * cosLambda)).squareRoot()
        return (k * cosPhi * sin(lambda), k * (cosCentre * sinPhi - sinCentre * cosPhi * cosLambda))
    }
}

/// The projections a map is drawn in: Equal Earth for the world, Lambert azimuthal for a country.
public enum MapProjection: Sendable {
    /// The world map's.
    case equalEarth(EqualEarth)
    /// A country map's, centred on the country.
    case lambertAzimuthal(LambertAzimuthal)

    /// The longitude at the middle of the map, in degrees; the map's far edge lies opposite.
    public var centralMeridian: Double {
        switch self {
        case .equalEarth(let p): return p.centralMeridian
        case .lambertAzimuthal(let p): return p.centralMeridian
        }
    }

    /// The longitude relative to the central meridian, in [-180, 180].
    public func relativeLongitude(_ longitude: Double) -> Double {
        EqualEarth(centralMeridian: centralMeridian).relativeLongitude(longitude)
    }

    /// The point (degrees) on this projection's plane: x east, y north.
    @inline(__always)
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        switch self {
        case .equalEarth(let p): return p.project(latitude: latitude, longitude: longitude)
        case .lambertAzimuthal(let p): return p.project(latitude: latitude, longitude: longitude)
        }
    }
}
