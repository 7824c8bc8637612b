import WaymarkGazetteer

/// The hierarchy, one level at a time: continents → countries → regions → cities.
///
/// Each level is read through a partial index already ordered by importance, a page at a time,
/// so a region with thousands of cities is never materialised whole.
public final class PlaceBrowser {
    /// One page of a place's children.
    public struct Page: Sendable {
        /// The place browsed; nil for the top level (the continents).
        public var parent: GazetteerPlace?
        /// Its children on this page, most important first.
        public var children: [GazetteerPlace]
        /// How many children come before this page (the offset asked for, never negative).
        public var offset: Int
        /// Whether another page follows.
        public var hasMore: Bool
    }

    let hierarchy: PlaceChildren
    let lookup: PlaceLookup

    /// A browser over `gazetteer`'s hierarchy.
    ///
    /// ```swift
    /// let browser = try PlaceBrowser(gazetteer: gazetteer)
    /// let page = try browser.children(of: PlaceID("country:DE"), limit: 20)   // its regions
    /// if page.hasMore { _ = try browser.children(of: PlaceID("country:DE"), offset: 20, limit: 20) }
    /// ```
    /// - Throws: an SQLite error when the gazetteer's tables cannot be read.
    public init(gazetteer: Gazetteer) throws {
        hierarchy = try gazetteer.makePlaceChildren()
        lookup = try gazetteer.makeLookup()
    }

    /// Why a place cannot be browsed.
    public enum BrowseError: Error, CustomStringConvertible {
        /// The gazetteer has no place of this ID.
        case unknownPlace(String)
        /// A city or an airport: the last level, with nothing below it to browse.
        case noChildren(PlaceID)

        /// The error as one sentence, with what IDs look like or why there is nothing below.
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
        var place: GazetteerPlace?
        if let parent {
            guard let found = try lookup.place(id: parent) else { throw BrowseError.unknownPlace(parent.description) }
            if parent.kind == .city || parent.kind == .airport { throw BrowseError.noChildren(parent) }
            place = found
        }
        // One more than asked, to know whether another page follows.
        let rowids = try hierarchy.children(of: place.map { ($0.rowid, $0.kind) }, offset: offset, limit: limit + 1)
        let hasMore = rowids.count > limit
        let listed = try rowids.prefix(limit).compactMap { try lookup.place(rowid: $0) }
        return Page(parent: place, children: listed, offset: offset, hasMore: hasMore)
    }
}
