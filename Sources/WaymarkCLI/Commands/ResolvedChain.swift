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

/// Turns rowids into named entries, remembering the places it has read.
final class ChainNamer {
    let lookup: PlaceLookup
    private var cache: [Int: GazetteerPlace] = [:]

    init(gazetteer: Gazetteer) throws { lookup = try gazetteer.makeLookup() }

    func place(_ rowid: Int?) throws -> GazetteerPlace? {
        guard let rowid else { return nil }
        if let known = cache[rowid] { return known }
        let place = try lookup.place(rowid: rowid)
        if cache.count > 50_000 { cache.removeAll() }
        cache[rowid] = place
        return place
    }

    func entry(_ level: Level) throws -> ResolvedChain.Entry? {
        guard let place = try place(level.rowid) else { return nil }
        return .init(id: place.id.description, name: place.name, decision: level.decision.rawValue,
                     meters: level.meters.map { ($0 * 10).rounded() / 10 })
    }

    func chain(_ r: Resolution) throws -> ResolvedChain {
        let label = try place(r.city.rowid)?.label ?? place(r.region.rowid)?.label ?? place(r.country.rowid)?.label
        return ResolvedChain(lat: r.coordinate.latitude, lon: r.coordinate.longitude, country: try entry(r.country),
                             region: try entry(r.region), city: try entry(r.city), airport: try entry(r.airport),
                             offshore: r.isOffshore, label: label)
    }
}
