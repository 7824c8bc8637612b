import Foundation
import WaymarkGazetteer
import WaymarkCalendar
import WaymarkSQLite

/// One piece of evidence as On This Day reads it: a day, where, and from which source. The
/// source is the stored text, so a source added later (flights, imports, stamps) needs no code here.
public struct MemoryEvidence: Hashable, Sendable {
    /// The local day of the evidence.
    public var date: LocalDay
    /// The stored source ("manual", "photo", "flight", "import", "stamp").
    public var source: String
    /// The most specific place of the evidence's chain.
    public var place: PlaceID
}

/// A photo of a memory's gallery: its path, local capture time and, when it has a position, the
/// most specific place the import resolved it to.
public struct MemoryPhoto: Codable, Hashable, Sendable {
    /// The photo's absolute path, as the import walked it.
    public var path: String
    /// The wall-clock time where it was taken; JSON writes it "YYYY-MM-DDThh:mm:ss".
    public var localTime: LocalDateTime
    /// The camera clock's offset from UTC, in minutes east, when the photo says it.
    public var utcOffsetMinutes: Int?
    /// Whether the photo carries a position of its own.
    public var located: Bool = false
    /// Its airport, else city, region or country, as the import resolved its position.
    public var place: PlaceID? = nil

    /// A gallery photo; `located` and `place` default to a photo without a position.
    public init(path: String, localTime: LocalDateTime, utcOffsetMinutes: Int?, located: Bool = false, place: PlaceID? = nil) {
        self.path = path; self.localTime = localTime; self.utcOffsetMinutes = utcOffsetMinutes; self.located = located; self.place = place
    }
}

/// What a place story is built from: one row per (day, source, most specific place) with the
/// number of photos behind it.
public struct PlaceEvidence: Hashable, Sendable {
    /// The local day of the evidence.
    public var date: LocalDay
    /// The stored source ("manual", "photo", "flight", "import", "stamp").
    public var source: String
    /// The most specific place of the evidence's chain.
    public var place: PlaceID
    /// Photos behind the row (0 for a source other than photos).
    public var photos: Int
}

/// A photo as Then & Now shows it.
public struct LocatedPhoto: Codable, Hashable, Sendable {
    /// The photo's ID in the atlas.
    public var id: Int
    /// The photo's absolute path, as the import walked it.
    public var path: String
    /// The wall-clock time where it was taken; JSON writes it "YYYY-MM-DDThh:mm:ss".
    public var localTime: LocalDateTime
    /// Where it was taken: latitude in degrees, north positive.
    public var lat: Double
    /// Longitude in degrees, east positive.
    public var lon: Double
}

extension AtlasStore {
    /// Evidence that can become a memory on the month-days bound first: anything not from a
    /// photo, and photos the user kept whose capture time the import trusted (no original date,
    /// or a rejected one, leaves `local_datetime` empty: such a photo's day came from the GPS
    /// clock's UTC date). A photo's evidence date is its local capture date, so the kept, dated
    /// photos of the same month-days are exactly the photos whose evidence counts; reading them
    /// from `photo_by_month_day` avoids visiting a photo row per piece of evidence.
    static func memorableEvidence(_ monthDays: Int) -> String {
        """
        (e.photo_id IS NULL OR e.photo_id IN (SELECT id FROM photo WHERE substr(local_datetime, 6, 5) IN (\(placeholders(monthDays)))
                                              AND local_datetime IS NOT NULL AND excluded = 0))
        """
    }

    static func placeholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }

    /// The month-days, the year bound, then the month-days again for the photo subquery.
    static func monthDayBindings(_ monthDays: [MonthDay], _ year: Int) -> [SQLiteValue] {
        monthDays.map { .text($0.description) } + [.text(String(format: "%04d", year))] + monthDays.map { .text($0.description) }
    }

    /// Every source's evidence on the given month-days in years before `year`, one row per
    /// distinct (date, source, place): the one query On This Day reads evidence through.
    ///
    /// ```swift
    /// let evidence = try atlas.memoryEvidence(monthDays: [try MonthDay("04-15")], before: 2025)
    /// ```
    /// - Throws: an SQLite error of the atlas; `AtlasError.notADay` for a stored date that is not a day.
    public func memoryEvidence(monthDays: [MonthDay], before year: Int) throws -> [MemoryEvidence] {
        guard !monthDays.isEmpty else { return [] }
        let s = try database.prepare("""
            SELECT DISTINCT e.local_date, e.source, e.place_id FROM evidence e
            WHERE substr(e.local_date, 6, 5) IN (\(Self.placeholders(monthDays.count))) AND e.local_date < ? AND \(Self.memorableEvidence(monthDays.count))
            """)
        try s.bind(Self.monthDayBindings(monthDays, year))
        var result: [MemoryEvidence] = []
        while try s.step() {
            guard let source = s.text(1), let place = s.text(2).flatMap(PlaceID.init) else { continue }
            result.append(MemoryEvidence(date: try storedDay(s, 0, "evidence of \(place) on \(s.text(0) ?? "")"), source: source, place: place))
        }
        return result
    }

    /// Whether any memorable evidence, or any kept photo with a trusted capture time (with or
    /// without a position), falls on the month-days in a year before `year`.
    public func hasMemories(monthDays: [MonthDay], before year: Int) throws -> Bool {
        guard !monthDays.isEmpty else { return false }
        let photoBindings: [SQLiteValue] = monthDays.map { .text($0.description) } + [.text(String(format: "%04d", year))]
        return try database.scalarInt("""
            SELECT EXISTS(SELECT 1 FROM evidence e
            WHERE substr(e.local_date, 6, 5) IN (\(Self.placeholders(monthDays.count))) AND e.local_date < ? AND \(Self.memorableEvidence(monthDays.count)))
            OR EXISTS(SELECT 1 FROM photo WHERE substr(local_datetime, 6, 5) IN (\(Self.placeholders(monthDays.count)))
                      AND local_datetime IS NOT NULL AND local_datetime < ? AND excluded = 0)
            """, Self.monthDayBindings(monthDays, year) + photoBindings) == 1
    }

    /// Kept photos taken (local time) on the month-days in years before `year`, in time order,
    /// those without a position included.
    public func memoryPhotos(monthDays: [MonthDay], before year: Int) throws -> [MemoryPhoto] {
        guard !monthDays.isEmpty else { return [] }
        let s = try database.prepare("""
            SELECT path, local_datetime, utc_offset_minutes, latitude IS NOT NULL AND longitude IS NOT NULL,
                   coalesce(airport_id, city_id, region_id, country_id) FROM photo
            WHERE substr(local_datetime, 6, 5) IN (\(Self.placeholders(monthDays.count))) AND local_datetime IS NOT NULL
              AND local_datetime < ? AND excluded = 0
            ORDER BY local_datetime, path
            """)
        try s.bind(monthDays.map { .text($0.description) } + [.text(String(format: "%04d", year))])
        var result: [MemoryPhoto] = []
        while try s.step() {
            if let path = s.text(0), let time = try storedLocalTime(s, 1, "photo \(path)") {
                result.append(MemoryPhoto(path: path, localTime: time, utcOffsetMinutes: s.optionalInt(2), located: s.int(3) == 1,
                                          place: s.text(4).flatMap(PlaceID.init)))
            }
        }
        return result
    }

    // MARK: unread state

    /// When the memories of `date` (YYYY-MM-DD) were last shown, or nil if never.
    public func memoriesShownAt(date: String) throws -> String? {
        try database.scalarText("SELECT shown_at FROM memory_shown WHERE date = ?", [.text(date)])
    }

    /// Notes that the memories of `date` (YYYY-MM-DD) were shown at `instant`, so the day no longer
    /// reads as unread.
    /// - Throws: an SQLite error of the atlas.
    public func recordMemoriesShown(date: String, at instant: Date) throws {
        try database.prepare("INSERT INTO memory_shown(date, shown_at) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET shown_at = excluded.shown_at")
            .run([.text(date), .text(ISO8601DateFormatter().string(from: instant))])
    }

    // MARK: reminders

    /// Whether the traveller turned memory reminders on (off until they do).
    /// - Throws: an SQLite error of the atlas.
    public func remindersEnabled() throws -> Bool {
        try database.scalarInt("SELECT enabled FROM reminder_setting WHERE id = 1") == 1
    }

    /// Turns memory reminders on or off, noting when.
    /// - Throws: an SQLite error of the atlas.
    public func setRemindersEnabled(_ enabled: Bool, at instant: Date = Date()) throws {
        try database.prepare("""
            INSERT INTO reminder_setting(id, enabled, changed_at) VALUES (1, ?, ?)
            ON CONFLICT(id) DO UPDATE SET enabled = excluded.enabled, changed_at = excluded.changed_at
            """).run([.integer(enabled ? 1 : 0), .text(ISO8601DateFormatter().string(from: instant))])
    }

    // MARK: place stories

    /// The evidence of a place and everything inside it, grouped by (day, source, most specific
    /// place), excluded photos left out: read from `place_day`, which the atlas's triggers keep
    /// equal to `placeEvidenceByScan`, so a place with 300,000 photos reads its days, not its photos.
    public func placeEvidence(of id: PlaceID) throws -> [PlaceEvidence] {
        try placeEvidence(id, """
            SELECT local_date, source, specific_id, photos FROM place_day WHERE place_id = ? AND evidence > 0
            ORDER BY local_date, source, specific_id
            """)
    }

    /// The same rows from every piece of evidence of the place (the excluded photos read once
    /// from `photo_excluded`): the reference `place_day` is checked and measured against.
    public func placeEvidenceByScan(of id: PlaceID) throws -> [PlaceEvidence] {
        try placeEvidence(id, """
            SELECT e.local_date, e.source, e.place_id, count(e.photo_id) FROM evidence_place ep
            JOIN evidence e ON e.id = ep.evidence_id
            WHERE ep.place_id = ? AND (e.photo_id IS NULL OR e.photo_id NOT IN (SELECT id FROM photo WHERE excluded = 1))
            GROUP BY e.local_date, e.source, e.place_id ORDER BY e.local_date, e.source, e.place_id
            """)
    }

    /// Each place's own distinct days of presence, first and last, from `place_day` (kept
    /// evidence only), for those of `ids` with any: the one definition of a place's days, read as
    /// the place's own story reads it. Each place is a seek on the table's key.
    public func presence(of ids: [PlaceID]) throws -> [PlaceID: (days: Int, first: LocalDay, last: LocalDay)] {
        var result: [PlaceID: (days: Int, first: LocalDay, last: LocalDay)] = [:]
        let unique = Array(Set(ids)).sorted()
        for start in stride(from: 0, to: unique.count, by: 500) {
            let chunk = unique[start..<min(unique.count, start + 500)]
            let s = try database.prepare("""
                SELECT place_id, count(DISTINCT local_date), min(local_date), max(local_date) FROM place_day
                WHERE place_id IN (\(Self.placeholders(chunk.count))) AND evidence > 0 GROUP BY place_id
                """)
            try s.bind(chunk.map { .text($0.description) })
            while try s.step() {
                guard let place = s.text(0).flatMap(PlaceID.init) else { continue }
                result[place] = (s.int(1), try storedDay(s, 2, "the days of \(place)"), try storedDay(s, 3, "the days of \(place)"))
            }
        }
        return result
    }

    private func placeEvidence(_ id: PlaceID, _ sql: String) throws -> [PlaceEvidence] {
        let s = try database.prepare(sql)
        try s.bind([.text(id.description)])
        var result: [PlaceEvidence] = []
        while try s.step() {
            guard let source = s.text(1), let place = s.text(2).flatMap(PlaceID.init) else { continue }
            result.append(PlaceEvidence(date: try storedDay(s, 0, "evidence of \(place)"), source: source, place: place, photos: s.int(3)))
        }
        return result
    }

    // MARK: Then & Now

    /// The number of photos the user excluded (half of the Then & Now memo's key).
    public func excludedPhotoCount() throws -> Int {
        try database.scalarInt("SELECT count(*) FROM photo WHERE excluded = 1") ?? 0
    }

    /// Streams every kept photo with a position and a trusted capture time, in storage order,
    /// without building a String per row. `time` is the local capture time as the integer
    /// YYYYMMDDhhmmss, which orders like the time itself.
    public func scanDatedLocatedPhotos(_ body: (_ id: Int, _ latitude: Double, _ longitude: Double, _ time: Int64) -> Void) throws {
        let s = try database.prepare("""
            SELECT id, latitude, longitude, local_datetime FROM photo
            WHERE excluded = 0 AND local_datetime IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """)
        while try s.step() {
            guard let time = s.withTextBytes(3, Self.timeKey), time > 0 else { continue }
            body(s.int(0), s.double(1), s.double(2), time)
        }
    }

    static let timeDigits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]

    /// "YYYY-MM-DDThh:mm:ss" → YYYYMMDDhhmmss; 0 when the text is not in that form.
    static func timeKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
        guard bytes.count >= 19 else { return 0 }
        var key: Int64 = 0
        for index in timeDigits {
            let digit = Int64(bytes[index]) - 48
            guard (0...9).contains(digit) else { return 0 }
            key = key * 10 + digit
        }
        return key
    }

    /// The photo with this ID, with its position and capture time, or nil when it has no trusted
    /// capture time (or no such photo exists).
    /// - Throws: an SQLite error of the atlas; `AtlasError.notALocalTime` for a damaged stored time.
    public func locatedPhoto(id: Int) throws -> LocatedPhoto? {
        let s = try database.prepare("SELECT path, local_datetime, latitude, longitude FROM photo WHERE id = ?")
        try s.bind([.integer(id)])
        guard try s.step(), let path = s.text(0), let time = try storedLocalTime(s, 1, "photo \(path)") else { return nil }
        return LocatedPhoto(id: id, path: path, localTime: time, lat: s.double(2), lon: s.double(3))
    }

    /// The place of `kind` with the most distinct days of kept evidence (ties: the smaller ID),
    /// or nil when the atlas has none: a traveller's home base, unless they name one.
    public func placeWithMostDays(kind: PlaceKind) throws -> PlaceID? {
        try database.scalarText("""
            SELECT place_id FROM place_day WHERE evidence > 0 AND substr(place_id, 1, ?) = ?
            GROUP BY place_id ORDER BY count(DISTINCT local_date) DESC, place_id LIMIT 1
            """, [.integer(kind.idPrefix.count + 1), .text(kind.idPrefix + ":")]).flatMap(PlaceID.init)
    }

    /// The places the import filed each photo under (country, region, city, airport), by photo ID.
    public func photoPlaces(ids: [Int]) throws -> [Int: [PlaceID]] {
        var result: [Int: [PlaceID]] = [:]
        let unique = Array(Set(ids)).sorted()
        for start in stride(from: 0, to: unique.count, by: 500) {
            let chunk = unique[start..<min(unique.count, start + 500)]
            let s = try database.prepare("SELECT id, country_id, region_id, city_id, airport_id FROM photo WHERE id IN (\(Self.placeholders(chunk.count)))")
            try s.bind(chunk.map { .integer($0) })
            while try s.step() { result[s.int(0)] = (1...4).compactMap { s.text($0).flatMap(PlaceID.init) } }
        }
        return result
    }

    /// The stored Then & Now result for `minYears`, if it was computed for this generation of the
    /// photo index and this number of exclusions.
    public func thenAndNowMemo(minYears: Int, generation: Int, excluded: Int) throws -> Data? {
        try database.scalarText("""
            SELECT result FROM then_and_now_memo WHERE min_years = ? AND photo_generation = ? AND excluded_count = ?
            """, [.integer(minYears), .integer(generation), .integer(excluded)]).map { Data($0.utf8) }
    }

    /// Stores a Then & Now result for `minYears`, tagged with the generation of the photo index and
    /// the number of exclusions it was computed for, so `thenAndNowMemo` returns it only while both hold.
    /// - Throws: an SQLite error of the atlas.
    public func saveThenAndNowMemo(_ result: Data, minYears: Int, generation: Int, excluded: Int) throws {
        try database.prepare("""
            INSERT INTO then_and_now_memo(min_years, photo_generation, excluded_count, result) VALUES (?, ?, ?, ?)
            ON CONFLICT(min_years) DO UPDATE SET photo_generation = excluded.photo_generation,
              excluded_count = excluded.excluded_count, result = excluded.result
            """).run([.integer(minYears), .integer(generation), .integer(excluded), .text(String(decoding: result, as: UTF8.self))])
    }
}
