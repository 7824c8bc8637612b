import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// A resolution with names attached, as `waymark resolve` prints it.
struct ResolvedChain: Encodable {
    struct Entry: Encodable {
        var id: String
        var name: String
        var decision: String
        var meters: Double?
    }

    var lat: Double
    var lon: Double
    var country: Entry?
    var region: Entry?
    var city: Entry?
    /// The section of the city ("Mitte" in Berlin), when the nearest place is one.
    var locality: Entry?
    var airport: Entry?
    var offshore: Bool
    var label: String?

    /// Distances are shown to the decimetre.
    static func roundedMeters(_ meters: Double) -> Double { (meters * 10).rounded() / 10 }
}

extension ResolvedChain {
    /// The resolution with its places named by the shared `PlaceNamer`.
    init(_ r: Resolution, namer: PlaceNamer) throws {
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
