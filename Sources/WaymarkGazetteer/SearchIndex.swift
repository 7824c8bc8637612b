import WaymarkGeo
import WaymarkSQLite

/// The queries search runs against the gazetteer: full-text candidates per kind, the short-prefix
/// table, a candidate's summary and its alternate names. Prepared once and reused; not for
/// sharing between threads.
///
/// ```swift
/// let index = try gazetteer.makeSearchIndex()
/// if let cities = index.blocks[.city] {
///     for rowid in try index.matches("\"reykjavik\"*", in: cities, limit: 5) {
///         print(try index.summary(of: rowid)?.name ?? "")
///     }
/// }
/// ```
public final class SearchIndex {
    /// What ranking needs about one place, read in one row.
    public struct Summary: Sendable {
        /// The place's rowid in this file (rowids change between builds; `PlaceID`s do not).
        public var rowid: Int
        /// The place's level in the hierarchy.
        public var kind: PlaceKind
        /// The place's name as stored.
        public var name: String
        /// The place's `Importance` score, the tie-breaker between equal matches.
        public var importance: Double
        /// Where the place lies; nil when the gazetteer has no point for it.
        public var coordinate: Coordinate?
        /// The place's own code (ISO alpha-2, admin-1 key, IATA, geonameid).
        public var code: String?
        /// The ISO alpha-2 code of the place's country (a country's own code for a country).
        public var countryCode: String?
        /// The name of the place's country.
        public var countryName: String?
        /// The name of the place's region.
        public var regionName: String?
        /// The ISO 3166-2 code of the place's region.
        public var regionISO: String?
        /// A region's own ISO 3166-2 code.
        public var ownISO: String?
        /// A country's ISO alpha-3 code.
        public var iso3: String?
        /// An airport's ICAO code.
        public var icao: String?
        /// An airport's served city.
        public var cityName: String?
        /// The municipality OurAirports gives for an airport.
        public var municipality: String?
    }

    /// Each kind's rows form one contiguous block of rowids, ordered by importance.
    public let blocks: [PlaceKind: ClosedRange<Int>]
    private let ftsQuery: Statement
    private let prefixTop: Statement
    private let alternates: Statement
    private let summary: Statement

    init(database: Database) throws {
        blocks = try Self.kindBlocks(database)
        ftsQuery = try database.prepare(
            "SELECT rowid FROM place_search WHERE place_search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ?")
        prefixTop = try database.prepare("SELECT place FROM prefix_top WHERE prefix = ? ORDER BY rank")
        alternates = try database.prepare("SELECT name FROM place_name WHERE place = ?")
        summary = try database.prepare(PlaceLookup.columns + " WHERE p.rowid = ?")
    }

    /// Each kind's block of rowids, found by probing the block edges by rowid: the rowids of one
    /// kind are contiguous, so "the first place at or after rowid x is of this kind" holds up to
    /// the block's last rowid and not after it. A few dozen lookups, where grouping the whole
    /// table by kind reads every place on every start-up of search and the stamp reader.
    static func kindBlocks(_ database: Database) throws -> [PlaceKind: ClosedRange<Int>] {
        let next = try database.prepare("SELECT rowid, kind FROM place WHERE rowid >= ? ORDER BY rowid LIMIT 1")
        func place(from rowid: Int) throws -> (rowid: Int, kind: Int)? {
            next.reset()
            try next.bind([.integer(rowid)])
            return try next.step() ? (next.int(0), next.int(1)) : nil
        }
        let highest = try database.prepare("SELECT max(rowid) FROM place")
        guard try highest.step(), !highest.isNull(0) else { return [:] }
        let last = highest.int(0)
        var blocks: [PlaceKind: ClosedRange<Int>] = [:]
        var cursor = try place(from: Int(Int64.min))
        while let first = cursor {
            var low = first.rowid, high = last
            while low < high {
                let middle = low + (high - low + 1) / 2
                if try place(from: middle)?.kind == first.kind { low = middle } else { high = middle - 1 }
            }
            if let kind = PlaceKind(rawValue: first.kind) {
                let block = blocks[kind].map { min($0.lowerBound, first.rowid)...max($0.upperBound, low) } ?? first.rowid...low
                blocks[kind] = block
            }
            cursor = low == last ? nil : try place(from: low + 1)
        }
        return blocks
    }

    /// Rowids in `block` matching the FTS5 `expression`, in rowid (importance) order, at most `limit`.
    public func matches(_ expression: String, in block: ClosedRange<Int>, limit: Int) throws -> [Int] {
        ftsQuery.reset()
        try ftsQuery.bind([.text(expression), .integer(block.lowerBound), .integer(block.upperBound), .integer(limit)])
        var rows: [Int] = []
        while try ftsQuery.step() { rows.append(ftsQuery.int(0)) }
        return rows
    }

    /// The most important places with a word beginning with this one- or two-character prefix,
    /// best first; nil when the prefix is not common enough to have a row.
    public func topPlaces(prefix: String) throws -> [Int]? {
        prefixTop.reset()
        try prefixTop.bind([.text(prefix)])
        var rows: [Int] = []
        while try prefixTop.step() { rows.append(prefixTop.int(0)) }
        return rows.isEmpty ? nil : rows
    }

    /// The alternate names (`place_name`) of the place at `rowid`, which search matches besides
    /// its name; empty when it has none.
    public func alternateNames(of rowid: Int) throws -> [String] {
        alternates.reset()
        try alternates.bind([.integer(rowid)])
        var names: [String] = []
        while try alternates.step() { if let name = alternates.text(0) { names.append(name) } }
        return names
    }

    /// What ranking needs about the place at `rowid`, nil when there is none.
    public func summary(of rowid: Int) throws -> Summary? {
        let s = summary
        s.reset()
        try s.bind([.integer(rowid)])
        guard try s.step(), let kind = PlaceKind(rawValue: s.int(1)) else { return nil }
        // Columns as `PlaceLookup.columns` lists them.
        let coordinate = s.optionalDouble(4).flatMap { lat in s.optionalDouble(5).map { Coordinate(latitude: lat, longitude: $0) } }
        return Summary(rowid: rowid, kind: kind, name: s.text(3) ?? "", importance: s.double(7), coordinate: coordinate,
                       code: s.text(2), countryCode: kind == .country ? s.text(2) : s.text(10), countryName: s.text(11),
                       regionName: s.text(13), regionISO: s.text(19), ownISO: s.text(17), iso3: s.text(16), icao: s.text(18),
                       cityName: s.text(15), municipality: s.text(20))
    }
}

/// The hierarchy one level at a time, through partial indexes already ordered by importance.
///
/// The kinds are written into the SQL from `PlaceKind` when the statements are prepared rather
/// than bound: SQLite uses a partial index (`WHERE kind = 1`) only when it can see the value.
///
/// ```swift
/// let children = try gazetteer.makePlaceChildren()
/// let continents = try children.children(of: nil, offset: 0, limit: 10)
/// if let first = continents.first {
///     print(try children.children(of: (first, .continent), offset: 0, limit: 20))   // its countries' rowids
/// }
/// ```
public final class PlaceChildren {
    private let continents: Statement
    private let countries: Statement
    private let regionsAndLooseCities: Statement
    private let citiesOfRegion: Statement

    init(database: Database) throws {
        let continent = PlaceKind.continent.rawValue, country = PlaceKind.country.rawValue
        let region = PlaceKind.region.rawValue, city = PlaceKind.city.rawValue
        continents = try database.prepare("SELECT rowid FROM place WHERE kind = \(continent) ORDER BY importance DESC, rowid LIMIT ?1 OFFSET ?2")
        countries = try database.prepare(
            "SELECT rowid FROM place WHERE kind = \(country) AND continent = ?3 ORDER BY importance DESC, rowid LIMIT ?1 OFFSET ?2")
        // Regions, then (for places without one) the cities that hang straight off the country;
        // `kind > region` matches the partial index of places without a region.
        regionsAndLooseCities = try database.prepare("""
            SELECT rowid FROM (
              SELECT rowid, 0 AS grp, importance FROM place WHERE kind = \(region) AND country = ?3
              UNION ALL
              SELECT rowid, 1 AS grp, importance FROM place WHERE kind > \(region) AND kind = \(city) AND country = ?3 AND region IS NULL
                AND rowid NOT IN (SELECT city FROM city_section)
            ) ORDER BY grp, importance DESC, rowid LIMIT ?1 OFFSET ?2
            """)
        // City sections are listed as part of their city, not beside it.
        citiesOfRegion = try database.prepare("""
            SELECT rowid FROM place WHERE region = ?3 AND kind = \(city) AND rowid NOT IN (SELECT city FROM city_section)
            ORDER BY importance DESC, rowid LIMIT ?1 OFFSET ?2
            """)
    }

    /// Rowids of the children of `parent` (nil: the continents), `limit` from `offset`, best first.
    public func children(of parent: (rowid: Int, kind: PlaceKind)?, offset: Int, limit: Int) throws -> [Int] {
        let statement: Statement
        switch parent?.kind {
        case nil: statement = continents
        case .continent: statement = countries
        case .country: statement = regionsAndLooseCities
        case .region: statement = citiesOfRegion
        case .city, .airport: return []
        }
        var values: [SQLiteValue] = [.integer(limit), .integer(offset)]
        if let parent { values.append(.integer(parent.rowid)) }
        statement.reset()
        try statement.bind(values)
        var rows: [Int] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }
}

extension Gazetteer {
    /// Prepares the search queries on this file; one per searching thread.
    public func makeSearchIndex() throws -> SearchIndex { try SearchIndex(database: database) }
    /// Prepares the hierarchy queries on this file, for browsing places level by level.
    public func makePlaceChildren() throws -> PlaceChildren { try PlaceChildren(database: database) }
}
