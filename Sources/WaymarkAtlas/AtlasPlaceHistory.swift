import WaymarkGazetteer
import WaymarkSQLite

/// A name a place was known by before a gazetteer rebase: its own earlier name (a rename), or a
/// place whose days it took over (a section now answering its city: Berlin, formerly
/// Gesundbrunnen). The former snapshot itself stays in the atlas, readable.
public struct PlaceHistoryEntry: Codable, Equatable, Hashable, Sendable {
    /// The place as the current gazetteer knows it.
    public var place: PlaceID
    /// The place as it was known before (itself after a rename, the section it took over otherwise).
    public var formerId: PlaceID
    /// What the former place was called.
    public var formerName: String
    /// The former place with its parents, as lists showed it.
    public var formerLabel: String
    /// The gazetteer build the former name was read from.
    public var gazetteer: String

    /// A former name of `place`, read from the gazetteer build `gazetteer`.
    public init(place: PlaceID, formerId: PlaceID, formerName: String, formerLabel: String, gazetteer: String) {
        self.place = place; self.formerId = formerId; self.formerName = formerName; self.formerLabel = formerLabel; self.gazetteer = gazetteer
    }
}

/// How many marks, stamps and flights name a place (a flight counts at both ends).
public struct PlaceUsers: Codable, Equatable, Sendable {
    /// Marks of the place.
    public var marks = 0
    /// Stamps that name it at any level of their chain.
    public var stamps = 0
    /// Flights from or to it.
    public var flights = 0
    /// Photos filed under it.
    public var photos = 0

    /// No uses.
    public init() {}
}

extension AtlasStore {
    /// Keeps a former name; the same entry twice is one.
    public func recordFormerName(_ entry: PlaceHistoryEntry) throws {
        try statements.statement("""
            INSERT OR IGNORE INTO place_history(place_id, former_id, former_name, former_label, gazetteer) VALUES (?, ?, ?, ?, ?)
            """).run([.text(entry.place.description), .text(entry.formerId.description), .text(entry.formerName),
                      .text(entry.formerLabel), .text(entry.gazetteer)])
    }

    /// The former names of one place, or of every place (nil), in a fixed order.
    public func placeHistory(of place: PlaceID? = nil) throws -> [PlaceHistoryEntry] {
        let s = try database.prepare("""
            SELECT place_id, former_id, former_name, former_label, gazetteer FROM place_history
            WHERE ?1 IS NULL OR place_id = ?1 ORDER BY place_id, former_name, former_id, gazetteer, former_label
            """)
        try s.bind([place.map { .text($0.description) } ?? .null])
        var entries: [PlaceHistoryEntry] = []
        while try s.step() {
            guard let id = s.text(0).flatMap(PlaceID.init), let former = s.text(1).flatMap(PlaceID.init) else { continue }
            entries.append(PlaceHistoryEntry(place: id, formerId: former, formerName: s.text(2) ?? "", formerLabel: s.text(3) ?? "",
                                             gazetteer: s.text(4) ?? ""))
        }
        return entries
    }

    /// The gazetteer build this atlas was last resolved with: recorded by a rebase or by the
    /// first command that wrote with a gazetteer; for an atlas from before the record, the build
    /// its snapshots name when they all name one. Nil when nothing says.
    public func recordedGazetteer() throws -> String? {
        if let recorded = try meta("gazetteer") { return recorded }
        let s = try database.prepare("SELECT DISTINCT gazetteer FROM place LIMIT 2")
        var found: [String] = []
        while try s.step() { if let g = s.text(0) { found.append(g) } }
        return found.count == 1 ? found[0] : nil
    }

    /// Notes the gazetteer build the atlas's snapshots now come from (after a rebase).
    /// - Throws: an SQLite error of the atlas.
    public func recordGazetteer(_ identity: String) throws { try setMeta("gazetteer", identity) }

    /// For every place a mark, a stamp, a flight or a photo names, how many of each name it.
    public func placeUsers() throws -> [PlaceID: PlaceUsers] {
        var users: [PlaceID: PlaceUsers] = [:]
        func count(_ sql: String, _ add: (inout PlaceUsers, Int) -> Void) throws {
            let s = try database.prepare(sql)
            while try s.step() {
                guard let id = s.text(0).flatMap(PlaceID.init) else { continue }
                add(&users[id, default: PlaceUsers()], s.int(1))
            }
        }
        try count("SELECT place_id, count(*) FROM mark GROUP BY place_id") { $0.marks += $1 }
        try count("""
            SELECT id, count(*) FROM (SELECT place_id AS id FROM stamp UNION ALL SELECT city_id FROM stamp UNION ALL SELECT region_id FROM stamp
              UNION ALL SELECT country_id FROM stamp UNION ALL SELECT continent_id FROM stamp) WHERE id IS NOT NULL GROUP BY id
            """) { $0.stamps += $1 }
        try count("SELECT id, count(*) FROM (SELECT from_place AS id FROM flight UNION ALL SELECT to_place FROM flight) GROUP BY id") { $0.flights += $1 }
        try count("""
            SELECT id, count(*) FROM (SELECT country_id AS id FROM photo UNION ALL SELECT region_id FROM photo UNION ALL SELECT city_id FROM photo
              UNION ALL SELECT airport_id FROM photo) WHERE id IS NOT NULL GROUP BY id
            """) { $0.photos += $1 }
        return users
    }

    /// How many pieces of evidence name a place, from photos and from anything else (marks' days,
    /// stamps, flights, imports): what decides whether moving photos away loses the place.
    public func evidenceCount(of place: PlaceID) throws -> (photos: Int, other: Int) {
        let s = try database.prepare("SELECT source = 'photo', sum(evidence) FROM place_day WHERE place_id = ? GROUP BY source = 'photo'")
        try s.bind([.text(place.description)])
        var result = (photos: 0, other: 0)
        while try s.step() { if s.int(0) != 0 { result.photos = s.int(1) } else { result.other = s.int(1) } }
        return result
    }
}
