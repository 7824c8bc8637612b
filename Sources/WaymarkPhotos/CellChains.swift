import WaymarkAtlas
import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// The place chain of the ~100 m cell holding a position, from memory, from the atlas's cell
/// cache (kept per gazetteer build), or from the resolver at the cell's centre, named by the
/// shared `PlaceNamer` and then cached. The photo import and Then & Now's labels share it, so a
/// place reads the same in both.
public final class CellChains {
    /// Cells of 0.001° (about 110 m north–south).
    public static let cellsPerDegree = 1000.0

    let atlas: AtlasStore
    let resolver: FastResolver
    let namer: PlaceNamer
    public let gazetteerIdentity: String
    private var chains: [String: [PlaceSnapshot]] = [:]
    /// Places whose snapshot has already been written.
    private var saved = Set<PlaceID>()

    public init(atlas: AtlasStore, resolver: FastResolver, namer: PlaceNamer, gazetteerIdentity: String) {
        self.atlas = atlas; self.resolver = resolver; self.namer = namer; self.gazetteerIdentity = gazetteerIdentity
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
        let chain = try namer.chain(try resolver.resolve(center)).map { PlaceSnapshot($0, gazetteer: gazetteerIdentity) }
        for snapshot in chain where saved.insert(snapshot.id).inserted { try atlas.save(snapshot) }
        try atlas.cacheChain(chain.map(\.id), gazetteer: gazetteerIdentity, cell: cell)
        chains[cell] = chain
        return (chain, false)
    }
}
