import WaymarkGazetteer
import WaymarkGeo
import WaymarkResolver

/// Resolves positions per ~100 m cell (the cell's centre) into chains of place snapshots, as
/// every import does: from memory, else the atlas's cell cache for this gazetteer build, else
/// the resolver, named through `PlaceNamer`. What this adds to the namer is the cell: the
/// remembered answer per cell, the atlas's cache per gazetteer build, and each place's snapshot
/// written once. Newly resolved chains are written to the atlas (snapshots and cell cache), so
/// call it inside the caller's transaction. Not for sharing between threads.
public final class PlaceCells {
    /// Cells of 0.001° (about 110 m north–south).
    public static let cellsPerDegree = 1000.0

    /// A cell's resolved chain, most specific first; empty for a cell in open water.
    public struct Answer {
        /// The chain, most specific first; empty in open water.
        public var chain: [PlaceSnapshot]
        /// The city's rowid in the gazetteer, when the chain has a city (for its time zone).
        public var cityRowid: Int?
        /// True when the resolver ran; false when memory or the atlas's cache answered.
        public var resolved: Bool
    }

    let atlas: AtlasStore
    let resolver: FastResolver
    let namer: PlaceNamer
    /// The gazetteer build whose cell cache this reads and fills.
    public let gazetteerIdentity: String
    private var chains: [String: Answer] = [:]
    /// Places whose snapshot this import has already written.
    private var saved = Set<PlaceID>()

    /// Cells resolved with `resolver` and named with `namer`, both of the gazetteer build
    /// `gazetteerIdentity` names, cached in `atlas`.
    public init(atlas: AtlasStore, resolver: FastResolver, namer: PlaceNamer, gazetteerIdentity: String) {
        self.atlas = atlas; self.resolver = resolver; self.namer = namer; self.gazetteerIdentity = gazetteerIdentity
    }

    /// The cell holding `c`, as (row, column) of 0.001° steps.
    @inline(__always)
    public static func cell(of c: Coordinate) -> (row: Int, column: Int) {
        (Int((c.latitude * cellsPerDegree).rounded(.down)), Int((c.longitude * cellsPerDegree).rounded(.down)))
    }

    /// The point a cell is resolved at: its centre.
    public static func center(row: Int, column: Int) -> Coordinate {
        Coordinate(latitude: min(90, (Double(row) + 0.5) / cellsPerDegree), longitude: min(180, (Double(column) + 0.5) / cellsPerDegree))
    }

    /// The answer for the cell holding `c` (resolved at the cell's centre, not at `c`).
    /// - Throws: an SQLite error of the atlas, or the resolver's or namer's error.
    public func answer(for c: Coordinate) throws -> Answer {
        let (row, column) = Self.cell(of: c)
        return try answer(row: row, column: column)
    }

    /// The answer for the cell at (`row`, `column`) of `cell(of:)`.
    /// - Throws: an SQLite error of the atlas, or the resolver's or namer's error.
    public func answer(row: Int, column: Int) throws -> Answer {
        let cell = "\(row):\(column)"
        if var known = chains[cell] { known.resolved = false; return known }
        if let ids = try atlas.cachedChain(gazetteer: gazetteerIdentity, cell: cell) {
            let chain = try ids.compactMap { try atlas.snapshot($0) }
            if chain.count == ids.count {
                let city = try chain.first { $0.id.kind == .city }.flatMap { try namer.place(id: $0.id)?.rowid }
                let answer = Answer(chain: chain, cityRowid: city, resolved: false)
                chains[cell] = answer
                return answer
            }
        }
        let resolution = try resolver.resolve(Self.center(row: row, column: column))
        let chain = try namer.chain(resolution).map { PlaceSnapshot($0, gazetteer: gazetteerIdentity) }
        for snapshot in chain where saved.insert(snapshot.id).inserted { try atlas.save(snapshot) }
        try atlas.cacheChain(chain.map(\.id), gazetteer: gazetteerIdentity, cell: cell)
        let answer = Answer(chain: chain, cityRowid: resolution.city.rowid, resolved: true)
        chains[cell] = answer
        return answer
    }
}
