import WaymarkGazetteer
import WaymarkSQLite

/// The hierarchy, one level at a time: continents → countries → regions → cities.
///
/// Each level is read through a partial index already ordered by importance, a page at a time,
/// so a region with thousands of cities is never materialised whole.
public final class PlaceBrowser {
    public struct Page: Sendable {
        public var parent: GazetteerPlace?
        public var children: [GazetteerPlace]
        public var offset: Int
        /// Whether another page follows.
        public var hasMore: Bool
    }

    let database: Database
    let lookup: PlaceLookup

    public init(gazetteer: Gazetteer) throws {
        database = gazetteer.connection
        lookup = try gazetteer.makeLookup()
    }

    public enum BrowseError: Error, CustomStringConvertible {
        case unknownPlace(String)
        case noChildren(PlaceID)

        public var description: String {
            switch self {
            case .unknownPlace(let id): return "no place with ID \(id) (IDs look like continent:EU, country:DE, region:US.CA, city:5128581)"
            case .noChildren(let id): return "\(id) has no children to browse (cities and airports are the last level)"
            }
        }
    }

    /// Children of `parent` (nil: the continents), `limit` at a time from `offset`.
    public func children(of parent: PlaceID?, offset: Int = 0, limit: Int = 50) throws -> Page {
        let offset = max(0, offset), limit = max(0, limit)
        guard let parent else {
            return try page(nil, "SELECT rowid FROM place WHERE kind = 0 ORDER BY importance DESC, rowid", [], offset, limit)
        }
        guard let place = try lookup.place(id: parent) else { throw BrowseError.unknownPlace(parent.description) }
        let rowid = SQLiteValue.integer(place.rowid)
        switch parent.kind {
        case .continent:
            return try page(place, "SELECT rowid FROM place WHERE kind = 1 AND continent = ? ORDER BY importance DESC, rowid", [rowid], offset, limit)
        case .country:
            // Regions, then (for places without one) the cities that hang straight off the country.
            return try page(place, """
                SELECT rowid FROM (
                  SELECT rowid, 0 AS grp, importance FROM place WHERE kind = 2 AND country = ?1
                  UNION ALL
                  SELECT rowid, 1 AS grp, importance FROM place WHERE kind > 2 AND kind = 3 AND country = ?1 AND region IS NULL
                ) ORDER BY grp, importance DESC, rowid
                """, [rowid], offset, limit)
        case .region:
            return try page(place, "SELECT rowid FROM place WHERE region = ? AND kind = 3 ORDER BY importance DESC, rowid", [rowid], offset, limit)
        case .city, .airport:
            throw BrowseError.noChildren(parent)
        }
    }

    func page(_ parent: GazetteerPlace?, _ sql: String, _ values: [SQLiteValue], _ offset: Int, _ limit: Int) throws -> Page {
        let statement = try database.prepare(sql + " LIMIT ? OFFSET ?")
        try statement.bind(values + [.integer(limit + 1), .integer(offset)])
        var rowids: [Int] = []
        while try statement.step() { rowids.append(statement.int(0)) }
        let hasMore = rowids.count > limit
        let children = try rowids.prefix(limit).compactMap { try lookup.place(rowid: $0) }
        return Page(parent: parent, children: children, offset: offset, hasMore: hasMore)
    }
}
