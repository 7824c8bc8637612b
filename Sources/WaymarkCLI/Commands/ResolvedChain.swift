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
    var airport: Entry?
    var offshore: Bool
    var label: String?
}

extension ResolvedChain {
    /// The resolution with its places named by the shared `PlaceNamer`.
    init(_ r: Resolution, namer: PlaceNamer) throws {
        func entry(_ level: Level) throws -> Entry? {
            guard let place = try namer.place(rowid: level.rowid) else { return nil }
            return Entry(id: place.id.description, name: place.name, decision: level.decision.rawValue,
                         meters: level.meters.map { ($0 * 10).rounded() / 10 })
        }
        let label = try namer.place(rowid: r.city.rowid)?.label ?? namer.place(rowid: r.region.rowid)?.label ?? namer.place(rowid: r.country.rowid)?.label
        self.init(lat: r.coordinate.latitude, lon: r.coordinate.longitude, country: try entry(r.country), region: try entry(r.region),
                  city: try entry(r.city), airport: try entry(r.airport), offshore: r.isOffshore, label: label)
    }
}
