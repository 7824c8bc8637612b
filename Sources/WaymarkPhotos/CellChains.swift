import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// The place chain of the ~100 m cell holding a position, from memory, from the atlas's cell
/// cache (kept per gazetteer build), or from the resolver at the cell's centre, which is then
/// cached. The photo import and Then & Now's labels share it, so a place reads the same in both.
public final class CellChains {
    /// Cells of 0.001° (about 110 m north–south).
    public static let cellsPerDegree = 1000.0

    let atlas: AtlasStore
    let resolver: FastResolver
    let lookup: PlaceLookup
    public let gazetteerIdentity: String
    private var snapshots: [Int: PlaceSnapshot] = [:]
    private var chains: [String: [PlaceSnapshot]] = [:]
    private var continents: [PlaceID: PlaceSnapshot] = [:]
    /// Places whose snapshot has already been written.
    private var saved = Set<PlaceID>()

    public init(atlas: AtlasStore, resolver: FastResolver, lookup: PlaceLookup, gazetteerIdentity: String) {
        self.atlas = atlas; self.resolver = resolver; self.lookup = lookup; self.gazetteerIdentity = gazetteerIdentity
    }

    /// The chain, most specific first, and whether it came from a cache rather than the resolver.
    public func chain(at c: Coordinate) throws -> (chain: [PlaceSnapshot], fromCache: Bool) {
        let row = (c.latitude * Self.cellsPerDegree).rounded(.down), column = (c.longitude * Self.cellsPerDegree).rounded(.down)
        let cell = "\(Int(row)):\(Int(column))"
        if let known = chains[cell] { return (known, true) }
        if let ids = try atlas.cachedChain(gazetteer: gazetteerIdentity, cell: cell) {
            let chain = try ids.compactMap { try atlas.snapshot($0) }
            if chain.count == ids.count {
                chains[cell] = chain
                return (chain, true)
            }
        }
        let center = Coordinate(latitude: min(90, (row + 0.5) / Self.cellsPerDegree), longitude: min(180, (column + 0.5) / Self.cellsPerDegree))
        let resolution = try resolver.resolve(center)
        var chain: [PlaceSnapshot] = []
        for rowid in [resolution.airport.rowid, resolution.city.rowid, resolution.region.rowid, resolution.country.rowid].compactMap({ $0 }) {
            if let snapshot = try snapshot(rowid) { chain.append(snapshot) }
        }
        if let continent = chain.last?.continent {
            if continents[continent.id] == nil, let place = try lookup.place(id: continent.id) {
                continents[continent.id] = PlaceSnapshot(place, gazetteer: gazetteerIdentity)
            }
            if let snapshot = continents[continent.id] { chain.append(snapshot) }
        }
        for snapshot in chain where saved.insert(snapshot.id).inserted { try atlas.save(snapshot) }
        try atlas.cacheChain(chain.map(\.id), gazetteer: gazetteerIdentity, cell: cell)
        chains[cell] = chain
        return (chain, false)
    }

    func snapshot(_ rowid: Int) throws -> PlaceSnapshot? {
        if let known = snapshots[rowid] { return known }
        guard let place = try lookup.place(rowid: rowid) else { return nil }
        let snapshot = PlaceSnapshot(place, gazetteer: gazetteerIdentity)
        snapshots[rowid] = snapshot
        return snapshot
    }
}
