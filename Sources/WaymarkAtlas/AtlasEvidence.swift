import Foundation
import WaymarkGazetteer
import WaymarkSQLite
import WaymarkCalendar

extension AtlasStore {
    /// Records one piece of evidence of presence for a whole chain (most specific place first:
    /// airport or city, then region, country, continent). The chain's places are each marked
    /// once for the day, so one photo is one day in every place up the chain, not four visits.
    /// The places are saved as the chain links them (`PlaceSnapshot.linked`): every ancestor a
    /// saved place names is a place this evidence counts for. `utcOffsetMinutes` is the offset
    /// of the place's clock that day, when the source knows it (a photo's tag, a flight's airport).
    ///
    /// ```swift
    /// try atlas.record(chain, day: try LocalDay("2019-07-14"), utcOffsetMinutes: 120, source: .photo, photo: id)
    /// ```
    @discardableResult
    public func record(_ chain: [PlaceSnapshot], day: LocalDay, utcOffsetMinutes: Int? = nil, source: EvidenceSource,
                       photo: Int? = nil, stamp: Int? = nil) throws -> Int {
        guard let first = chain.first else { return 0 }
        for snapshot in PlaceSnapshot.linked(chain) { try save(snapshot) }
        let insert = try statements.statement("INSERT INTO evidence(source, local_date, utc_offset_minutes, place_id, photo_id, stamp_id) VALUES (?, ?, ?, ?, ?, ?)")
        try insert.run([.text(source.rawValue), .text(day.description), utcOffsetMinutes.map { .integer($0) } ?? .null,
                        .text(first.id.description), photo.map { .integer($0) } ?? .null, stamp.map { .integer($0) } ?? .null])
        let evidence = database.lastInsertRowID
        let link = try statements.statement("INSERT OR IGNORE INTO evidence_place(evidence_id, place_id) VALUES (?, ?)")
        for id in Set(chain.map(\.id)).sorted() { try link.run([.integer(evidence), .text(id.description)]) }
        return evidence
    }

    /// For each place marked by hand, stamped or flown at, the places each such piece of
    /// evidence is filed under (itself and its ancestors as the gazetteer gave them when it was
    /// recorded): what `refileEvidence` compares with a new gazetteer's chain.
    public func namedEvidenceFiling() throws -> [PlaceID: [Set<PlaceID>]] {
        let s = try database.prepare("""
            SELECT e.id, e.place_id, ep.place_id FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id
            WHERE e.source IN ('manual', 'stamp', 'flight') ORDER BY e.id
            """)
        var filing: [Int: (place: PlaceID, under: Set<PlaceID>)] = [:]
        while try s.step() {
            guard let place = s.text(1).flatMap(PlaceID.init), let under = s.text(2).flatMap(PlaceID.init) else { continue }
            filing[s.int(0), default: (place, [])].under.insert(under)
        }
        var result: [PlaceID: [Set<PlaceID>]] = [:]
        for id in filing.keys.sorted() { result[filing[id]!.place, default: []].append(filing[id]!.under) }
        return result
    }

    /// Files the days marked by hand, stamped or flown at `chain`'s first place under the
    /// chain's places, as `record` would file them now: a new gazetteer can give a place other
    /// parents (Cork's airport was filed in Connacht, and is in Munster), and its days go with
    /// them. Photos and imported histories are filed by their positions, so they are not touched
    /// here. Returns how many pieces of evidence were filed anew.
    ///
    /// ```swift
    /// let chain = try namer.chain(for: id)!.map { PlaceSnapshot($0, gazetteer: identity) }
    /// try atlas.refileEvidence(of: chain)
    /// ```
    @discardableResult
    public func refileEvidence(of chain: [PlaceSnapshot]) throws -> Int {
        guard let place = chain.first else { return 0 }
        for snapshot in PlaceSnapshot.linked(chain) { try save(snapshot) }
        let named = try database.prepare("SELECT id FROM evidence WHERE place_id = ? AND source IN ('manual', 'stamp', 'flight') ORDER BY id")
        try named.bind([.text(place.id.description)])
        var evidence: [Int] = []
        while try named.step() { evidence.append(named.int(0)) }
        let unlink = try statements.statement("DELETE FROM evidence_place WHERE evidence_id = ?")
        let link = try statements.statement("INSERT OR IGNORE INTO evidence_place(evidence_id, place_id) VALUES (?, ?)")
        for id in evidence {
            try unlink.run([.integer(id)])
            for place in Set(chain.map(\.id)).sorted() { try link.run([.integer(id), .text(place.description)]) }
        }
        return evidence.count
    }

    /// Marks a place by hand, with the days the user was there (none is fine: "I have been").
    public func mark(_ chain: [PlaceSnapshot], days: [LocalDay], at date: Date = Date()) throws {
        guard let place = chain.first else { return }
        try transaction {
            for snapshot in PlaceSnapshot.linked(chain) { try save(snapshot) }
            try database.prepare("INSERT OR IGNORE INTO mark(place_id, marked_at) VALUES (?, ?)")
                .run([.text(place.id.description), .text(ISO8601DateFormatter().string(from: date))])
            for day in Set(days).sorted() { try record(chain, day: day, source: .manual) }
        }
    }

    /// Removes a hand-made mark and its manual days; evidence from photos and imports stays.
    /// Returns false when the place was not marked.
    @discardableResult
    public func unmark(_ id: PlaceID) throws -> Bool {
        try transaction {
            let marked = try database.scalarInt("SELECT count(*) FROM mark WHERE place_id = ?", [.text(id.description)]) ?? 0
            try database.prepare("DELETE FROM evidence WHERE source = 'manual' AND place_id = ?").run([.text(id.description)])
            try database.prepare("DELETE FROM mark WHERE place_id = ?").run([.text(id.description)])
            return marked > 0
        }
    }

    /// The places the traveller marked by hand, in stable-ID order.
    /// - Throws: an SQLite error of the atlas.
    public func markedPlaces() throws -> [PlaceID] {
        let s = try database.prepare("SELECT place_id FROM mark ORDER BY place_id")
        var ids: [PlaceID] = []
        while try s.step() { if let id = s.text(0).flatMap(PlaceID.init) { ids.append(id) } }
        return ids
    }

    /// The distinct calendar days on which the user was at the place (or anywhere inside it).
    public func presenceDays(of id: PlaceID) throws -> [String] {
        let s = try database.prepare("""
            SELECT DISTINCT e.local_date FROM evidence_place ep JOIN evidence e ON e.id = ep.evidence_id
            WHERE ep.place_id = ? ORDER BY e.local_date
            """)
        try s.bind([.text(id.description)])
        var days: [String] = []
        while try s.step() { if let d = s.text(0) { days.append(d) } }
        return days
    }

    /// Every place with presence, with its first and last day and the number of distinct days.
    public func visits() throws -> [(place: PlaceSnapshot, first: String, last: String, days: Int)] {
        let s = try database.prepare("""
            SELECT p.id, p.name, p.label, p.continent_id, p.continent_name, p.country_id, p.country_name, p.region_id, p.region_name,
                   p.city_id, p.city_name, p.latitude, p.longitude, p.gazetteer,
                   min(e.local_date), max(e.local_date), count(DISTINCT e.local_date)
            FROM evidence_place ep JOIN evidence e ON e.id = ep.evidence_id JOIN place p ON p.id = ep.place_id
            LEFT JOIN photo ph ON ph.id = e.photo_id
            WHERE ph.id IS NULL OR ph.excluded = 0
            GROUP BY p.id ORDER BY p.id
            """)
        var result: [(place: PlaceSnapshot, first: String, last: String, days: Int)] = []
        while try s.step() {
            guard let snapshot = Self.snapshot(from: s) else { continue }
            result.append((snapshot, s.text(14) ?? "", s.text(15) ?? "", s.int(16)))
        }
        return result
    }

    /// Each (place, day) with presence, in date order, and whether all of that day's evidence
    /// there was at airports: what statistics and achievements are derived from. Evidence is read
    /// in its own order with its links beside it, and exclusions are one small set looked up
    /// once, not a photo row per link, which on a large library costs more than the rest.
    public func presenceTimeline() throws -> [PresenceDay] {
        // DISTINCT with the flag as a column costs about what DISTINCT alone does (a GROUP BY with
        // min() a quarter more); a day and place with both kinds of evidence comes as two
        // neighbouring rows, folded here.
        let s = try database.prepare("""
            SELECT DISTINCT e.local_date, ep.place_id, \(Self.atAirport) FROM evidence e CROSS JOIN evidence_place ep ON ep.evidence_id = e.id
            WHERE e.photo_id IS NULL OR e.photo_id NOT IN (SELECT id FROM photo WHERE excluded = 1)
            ORDER BY 1, 2
            """)
        var result: [PresenceDay] = []
        while try s.step() {
            guard let id = s.text(1).flatMap(PlaceID.init) else { continue }
            let d = try storedDay(s, 0, "evidence of \(id)")
            let atAirports = s.int(2) == 1
            if let last = result.last, last.day == d, last.place == id {
                result[result.count - 1].atAirports = last.atAirports && atAirports
            } else {
                result.append(PresenceDay(day: d, place: id, atAirports: atAirports))
            }
        }
        return result
    }
}

/// A day of presence in a place; `atAirports` when every piece of that day's evidence there
/// was at an airport in transit (`AtlasStore.atAirport`), as `visitStates` judges a place over
/// all its days.
///
/// ```swift
/// for entry in try atlas.presenceTimeline() where entry.day.year == 2019 { print(entry.day, entry.place) }
/// ```
public struct PresenceDay: Equatable, Sendable {
    /// The local day.
    public var day: LocalDay
    /// One place of the evidence's chain: each level (airport, city, region, country, continent) has
    /// its own entry for the day.
    public var place: PlaceID
    /// True when all of the day's evidence for the place was at airports.
    public var atAirports: Bool

    /// A day of presence, as `presenceTimeline()` reads it.
    public init(day: LocalDay, place: PlaceID, atAirports: Bool) { self.day = day; self.place = place; self.atAirports = atAirports }
}
