import WaymarkGeo

/// The ground where an airport answers a coordinate: within `meters` of one of its runways (the
/// centre line from one threshold to the other), or of its reference point when OurAirports
/// gives no runway ends. Only airports travellers fly from have one: large and medium airports
/// with scheduled passenger service and an IATA code. Heliports, seaplane bases, small fields and
/// closed airports keep their codes (flight logs, stamps, search) but never answer a coordinate.
///
/// ```swift
/// let coordinate = Coordinate(latitude: 63.985, longitude: -22.6056)   // Keflavík
/// for footprint in try gazetteer.airportFootprints() where footprint.contains(coordinate) {
///     print(footprint.rowid, footprint.distance(to: coordinate))
/// }
/// ```
public struct AirportFootprint: Sendable, Equatable {
    /// A runway as its centre line, from one threshold to the other.
    public struct Runway: Sendable, Equatable {
        /// One threshold of the runway.
        public var end1: Coordinate
        /// The other threshold.
        public var end2: Coordinate
        /// A runway between the two thresholds.
        public init(end1: Coordinate, end2: Coordinate) { self.end1 = end1; self.end2 = end2 }
    }

    /// The airport's rowid in this file.
    public var rowid: Int
    /// The airport's reference point (OurAirports' coordinate).
    public var reference: Coordinate
    /// How far from a runway (or the reference point) the airport answers a coordinate:
    /// `largeAirportMeters` or `mediumAirportMeters`.
    public var meters: Double
    /// The runways the build kept (both ends known, within reach of the reference point); empty
    /// when there are none.
    public var runways: [Runway]

    /// A footprint as given; `Gazetteer.airportFootprints(latitudes:)` reads them from the file.
    public init(rowid: Int, reference: Coordinate, meters: Double, runways: [Runway]) {
        self.rowid = rowid; self.reference = reference; self.meters = meters; self.runways = runways
    }

    /// A terminal of a large airport stands up to about 1.6 km from a runway's centre line
    /// (Madrid's Terminal 4, Delhi's Terminal 3, Istanbul), so 1.8 km; a medium airport's
    /// terminal and apron lie within a few hundred metres of its runway, so 700 m keeps
    /// downtowns beside city airports out (Hallgrímskirkja is 870 m from Reykjavík's runway,
    /// the CN Tower 1.3 km from Billy Bishop's).
    public static let largeAirportMeters = 1_800.0
    /// The footprint's distance for a medium airport (see `largeAirportMeters` for why).
    public static let mediumAirportMeters = 700.0
    /// Every point of every footprint lies this close to the airport's reference point: the
    /// build keeps only runways whose ends lie within `reachMeters - meters` of it (Schiphol's
    /// Polderbaan is 7 km out; a runway 15 km away is a misplaced row). The resolver looks for
    /// airports whose reference point lies within this distance.
    public static let reachMeters = 9_000.0

    /// The footprint's distance for an airport of this OurAirports type, or nil when it never
    /// answers a coordinate.
    public static func meters(type: String, scheduled: Bool) -> Double? {
        guard scheduled else { return nil }
        switch type {
        case "large_airport": return largeAirportMeters
        case "medium_airport": return mediumAirportMeters
        default: return nil
        }
    }

    /// The distance from `c` to the nearest runway, or to the reference point without runways.
    public func distance(to c: Coordinate) -> Double {
        guard !runways.isEmpty else { return SphericalDistance.meters(c, reference) }
        let scale = SphericalDistance.longitudeScale(at: c.latitude)
        var best = Double.infinity
        for runway in runways { best = min(best, SphericalDistance.metersToSegment(c, scale, runway.end1, runway.end2)) }
        return best
    }

    /// Whether `c` lies on the airport's ground: within `meters` of a runway, or of the reference
    /// point when it has none.
    public func contains(_ c: Coordinate) -> Bool { distance(to: c) <= meters }
}
