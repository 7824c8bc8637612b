import Foundation
import WaymarkAtlas
import WaymarkGazetteer
import WaymarkCalendar

/// The stamp gallery: stamps filtered (the filters combine) and grouped, by continent then
/// country, by country, or by book then country, each group with its count and its stamps in
/// date order.
///
/// ```swift
/// let rows = try atlas.stampRows()
/// let gallery = StampGallery(rows: rows, by: .country, filter: .init(directions: [.arrival]))
/// for group in gallery.groups { print(group.name, group.count) }
/// ```
public struct StampGallery: Codable, Equatable, Sendable {
    /// How the stamps are grouped: by continent then country, by country, or by book then country.
    public enum Grouping: String, Codable, CaseIterable, Sendable { case continent, country, book }

    /// Which stamps are shown; the conditions combine.
    public struct Filter: Equatable, Sendable {
        /// Empty: either direction (and none recorded).
        public var directions: Set<StampRecord.Direction>
        /// Only stamps marked as favourites.
        public var favouritesOnly: Bool

        /// A filter; by default every stamp passes.
        public init(directions: Set<StampRecord.Direction> = [], favouritesOnly: Bool = false) {
            self.directions = directions; self.favouritesOnly = favouritesOnly
        }

        /// True when `stamp` passes every condition.
        public func admits(_ stamp: StampRecord) -> Bool {
            if favouritesOnly, !stamp.favourite { return false }
            if !directions.isEmpty, !(stamp.direction.map(directions.contains) ?? false) { return false }
            return true
        }
    }

    /// One stamp as the gallery shows it: the fields of its `StampRecord`, with its place's label.
    public struct Entry: Codable, Equatable, Sendable {
        /// The stamp's ID in the atlas.
        public var id: Int
        /// The day printed on the stamp.
        public var date: LocalDay
        /// The place picked for it.
        public var place: PlaceID
        /// That place's label ("Keflavík International Airport, Iceland").
        public var label: String
        /// The passport book it is in, when recorded.
        public var book: String?
        /// Arrival or departure, when recorded.
        public var direction: StampRecord.Direction?
        /// By air, sea, land or rail, when recorded.
        public var method: StampRecord.Method?
        /// The page of the book, when recorded.
        public var page: Int?
        /// Marked as a favourite.
        public var favourite: Bool
        /// The traveller's own note.
        public var note: String?
        /// The stamp's image file, when one is kept.
        public var image: String?
        /// The cached thumbnail's path, when thumbnails were asked for.
        public var thumbnail: String?
    }

    /// A continent, country or book, with its count and either its subgroups or its stamps.
    public struct Group: Codable, Equatable, Sendable {
        /// The place ID of a continent or country, nil for "unknown"; the book's name for books.
        public var key: String?
        /// The group's name as shown ("Iceland", "Unknown country", the book's name).
        public var name: String
        /// Stamps in the group, its subgroups' included.
        public var count: Int
        /// The countries within a continent or book; nil at the last level.
        public var groups: [Group]?
        /// The stamps, in date order, at the last level; nil above it.
        public var stamps: [Entry]?
    }

    /// How the stamps were grouped.
    public var by: Grouping
    /// Stamps shown (those the filter admitted).
    public var count: Int
    /// The top-level groups, in name order with the unknown group last.
    public var groups: [Group]

    /// Filters and groups `rows` (the atlas's stamps with their places).
    public init(rows: [StampRow], by grouping: Grouping, filter: Filter) {
        // Grouping works on row numbers: a row is large, and copying it per level costs more
        // than the grouping itself.
        let admitted = rows.indices.filter { filter.admits(rows[$0].stamp) }
        by = grouping
        count = admitted.count
        typealias Level = (StampRow) -> (key: String?, name: String)
        let continent: Level = { ($0.stamp.level(.continent)?.description, $0.continentName ?? "Unknown continent") }
        let country: Level = { ($0.stamp.level(.country)?.description, $0.countryName ?? "Unknown country") }
        let levels: [Level]
        switch grouping {
        case .continent: levels = [continent, country]
        case .country: levels = [country]
        case .book: levels = [{ ($0.stamp.book, $0.stamp.book ?? "No book") }, country]
        }
        groups = Self.group(admitted, of: rows, levels: levels[...])
    }

    private static func group(_ members: [Int], of rows: [StampRow], levels: ArraySlice<(StampRow) -> (key: String?, name: String)>) -> [Group] {
        guard let level = levels.first else { return [] }
        var buckets: [String: (key: String?, name: String, members: [Int])] = [:]
        for index in members {
            let (key, name) = level(rows[index])
            buckets[key ?? "", default: (key, name, [])].members.append(index)
        }
        // Named groups in name order, the unknown one last.
        let ordered = buckets.values.sorted { ($0.key == nil ? 1 : 0, $0.name, $0.key ?? "") < ($1.key == nil ? 1 : 0, $1.name, $1.key ?? "") }
        return ordered.map { bucket in
            let inner = levels.dropFirst()
            guard inner.isEmpty else {
                return Group(key: bucket.key, name: bucket.name, count: bucket.members.count, groups: group(bucket.members, of: rows, levels: inner), stamps: nil)
            }
            let dated = bucket.members.sorted { (rows[$0].stamp.date, rows[$0].stamp.id) < (rows[$1].stamp.date, rows[$1].stamp.id) }
            return Group(key: bucket.key, name: bucket.name, count: dated.count, groups: nil, stamps: dated.map { entry(rows[$0]) })
        }
    }

    /// Fills each stamp's thumbnail path (nil: none could be made, or the stamp has no image).
    public mutating func attachThumbnails(_ thumbnail: (Int) -> String?) {
        func fill(_ groups: inout [Group]) {
            for index in groups.indices {
                if groups[index].groups != nil { fill(&groups[index].groups!) }
                if groups[index].stamps != nil {
                    for s in groups[index].stamps!.indices { groups[index].stamps![s].thumbnail = thumbnail(groups[index].stamps![s].id) }
                }
            }
        }
        fill(&groups)
    }

    static func entry(_ row: StampRow) -> Entry {
        let s = row.stamp
        return Entry(id: s.id, date: s.date, place: s.place, label: row.placeLabel, book: s.book, direction: s.direction, method: s.method,
                     page: s.page, favourite: s.favourite, note: s.note, image: s.image?.path, thumbnail: nil)
    }

    /// The gallery as indented text: one line per group with its count, one per stamp.
    public var text: String {
        var lines = ["\(count) stamp\(count == 1 ? "" : "s")"]
        func add(_ groups: [Group], depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            for group in groups {
                lines.append("\(indent)\(group.name) (\(group.count))")
                if let inner = group.groups { add(inner, depth: depth + 1) }
                for stamp in group.stamps ?? [] {
                    var line = "\(indent)  \(stamp.date)  #\(stamp.id)  \(stamp.label)"
                    if let direction = stamp.direction { line += "  \(direction.rawValue)" }
                    if let method = stamp.method { line += " by \(method.rawValue)" }
                    if let book = stamp.book { line += "  [\(book)\(stamp.page.map { " p.\($0)" } ?? "")]" }
                    if stamp.favourite { line += "  ★" }
                    lines.append(line)
                }
            }
        }
        add(groups, depth: 0)
        return lines.joined(separator: "\n")
    }
}
