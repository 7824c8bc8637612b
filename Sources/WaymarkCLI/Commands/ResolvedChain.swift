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

    /// Distances are shown to the decimetre.
    static func roundedMeters(_ meters: Double) -> Double { (meters * 10).rounded() / 10 }
}

/// Turns rowids into named entries, remembering the places it has read.
final class ChainNamer {
    let lookup: PlaceLookup
    /// For batches: every place's name read in one scan (`forBatch`), instead of a query per place.
    private var table: PlaceNameTable?
    private var cache: [Int: GazetteerPlace] = [:]

    init(gazetteer: Gazetteer) throws { lookup = try gazetteer.makeLookup() }

    /// A namer for many points: names come from one scan of the place table. Entries and labels
    /// need only IDs, names and region codes, which the table holds.
    static func forBatch(gazetteer: Gazetteer) throws -> ChainNamer {
        let namer = try ChainNamer(gazetteer: gazetteer)
        namer.table = try gazetteer.makePlaceNameTable()
        return namer
    }

    func place(_ rowid: Int?) throws -> GazetteerPlace? {
        guard let rowid else { return nil }
        if let table { return table.place(rowid: rowid) }
        if let known = cache[rowid] { return known }
        let place = try lookup.place(rowid: rowid)
        if cache.count > 50_000 { cache.removeAll() }
        cache[rowid] = place
        return place
    }

    func entry(_ level: Level) throws -> ResolvedChain.Entry? {
        guard let place = try place(level.rowid) else { return nil }
        return .init(id: place.id.description, name: place.name, decision: level.decision.rawValue,
                     meters: level.meters.map(ResolvedChain.roundedMeters))
    }

    func chain(_ r: Resolution) throws -> ResolvedChain {
        ResolvedChain(lat: r.coordinate.latitude, lon: r.coordinate.longitude, country: try entry(r.country),
                      region: try entry(r.region), city: try entry(r.city), airport: try entry(r.airport),
                      offshore: r.isOffshore, label: try label(r))
    }

    /// The label of the answer's most precise place, with the answer's own region and country
    /// as its ancestors (not the ones its GeoNames codes name): a city that lies in West Panamá
    /// is labelled with West Panamá even where GeoNames files it under Panamá. The wording
    /// follows `GazetteerPlace.label`.
    func label(_ r: Resolution) throws -> String? {
        let country = try place(r.country.rowid), region = try place(r.region.rowid)
        guard var subject = try place(r.city.rowid) ?? region ?? country else { return nil }
        if subject.kind == .city || subject.kind == .region {
            subject.country = country.map { PlaceReference(id: $0.id, name: $0.name) }
        }
        if subject.kind == .city {
            subject.region = region.map { PlaceReference(id: $0.id, name: $0.name) }
            subject.regionISO = region?.codes.iso3166_2
        }
        return subject.label
    }
}
