import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// A resolution with names attached, as `waymark resolve` prints it (`--json` encodes it).
public struct ResolvedChain: Encodable, Sendable {
    /// One level: the place's ID and name, the rule that chose it, and its distance where one counts.
    public struct Entry: Encodable, Sendable {
        public var id: String
        public var name: String
        public var decision: String
        public var meters: Double?
    }

    public var lat: Double
    public var lon: Double
    public var country: Entry?
    public var region: Entry?
    public var city: Entry?
    /// The section of the city ("Mitte" in Berlin), when the nearest place is one.
    public var locality: Entry?
    public var airport: Entry?
    public var offshore: Bool
    public var label: String?

    /// Distances are shown to the decimetre.
    public static func roundedMeters(_ meters: Double) -> Double { (meters * 10).rounded() / 10 }
}

extension ResolvedChain {
    /// The resolution with its places named by the shared `PlaceNamer`.
    public init(_ r: Resolution, namer: PlaceNamer) throws {
        func entry(_ level: Level) throws -> Entry? {
            guard let place = try namer.named(rowid: level.rowid) else { return nil }
            return Entry(id: place.id.description, name: place.name, decision: level.decision.rawValue,
                         meters: level.meters.map(Self.roundedMeters))
        }
        self.init(lat: r.coordinate.latitude, lon: r.coordinate.longitude, country: try entry(r.country), region: try entry(r.region),
                  city: try entry(r.city), locality: try entry(r.locality), airport: try entry(r.airport), offshore: r.isOffshore,
                  label: try namer.label(r))
    }
}
