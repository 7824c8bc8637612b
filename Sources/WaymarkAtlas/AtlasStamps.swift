import Foundation
import WaymarkGazetteer
import WaymarkCalendar
import WaymarkSQLite

/// A passport stamp as the atlas keeps it: the place and each level of its chain, the day, the
/// book, and a reference to the image it was read from (path, size, modification time, content
/// hash; never the bytes).
///
/// ```swift
/// let stamp = StampRecord(place: PlaceID("airport:NRT")!, country: PlaceID("country:JP"), date: try LocalDay("2020-01-06"),
///                         direction: .arrival, method: .air)
/// try atlas.addStamp(stamp, chain: chain)
/// ```
public struct StampRecord: Codable, Equatable, Sendable {
    /// Whether the stamp records entering or leaving its country.
    public enum Direction: String, Codable, CaseIterable, Sendable { case arrival, departure }
    /// How the traveller crossed: by air, sea, land or rail.
    public enum Method: String, Codable, CaseIterable, Sendable { case air, sea, land, rail }

    /// The scan a stamp was read from, known by path and content, so a moved or changed file is noticed.
    public struct Image: Codable, Equatable, Sendable {
        /// The scan's absolute path.
        public var path: String
        /// Its size in bytes when recorded.
        public var size: Int
        /// Its modification time when recorded, in nanoseconds since 1970.
        public var modifiedNanoseconds: Int
        /// sha256 of its bytes: what proves a file found at another path is the same scan.
        public var sha256: String
        /// A reference to the scan at `path`; `StampImageReader.reference(_:)` makes one from a file.
        public init(path: String, size: Int, modifiedNanoseconds: Int, sha256: String) {
            self.path = path; self.size = size; self.modifiedNanoseconds = modifiedNanoseconds; self.sha256 = sha256
        }
    }

    /// 0 until saved.
    public var id: Int
    /// The most specific place the stamp names (an airport, a city, a country…).
    public var place: PlaceID
    /// The city of `place`'s chain, if it has one; likewise `region`, `country` and `continent`.
    public var city: PlaceID?
    /// The region of `place`'s chain, if it has one.
    public var region: PlaceID?
    /// The country of `place`'s chain, if it has one.
    public var country: PlaceID?
    /// The continent of `place`'s chain, if it has one.
    public var continent: PlaceID?
    /// The day the stamp was struck, as printed on it.
    public var date: LocalDay
    /// The book's name.
    public var book: String?
    /// Entering or leaving its country; nil when not recorded.
    public var direction: Direction?
    /// By air, sea, land or rail; nil when not recorded.
    public var method: Method?
    /// The page of the book the stamp is on, where the traveller noted it.
    public var page: Int?
    /// Starred by the traveller in the gallery.
    public var favourite: Bool
    /// The traveller's own note.
    public var note: String?
    /// The scan the stamp was read from; nil for a stamp with no scan.
    public var image: Image?
    /// The library root the image lives under, which reconciliation must find whole before it
    /// may conclude that the image is gone.
    public var imageRoot: String?

    /// A stamp; only the place and the day are needed, every other field is optional.
    public init(id: Int = 0, place: PlaceID, city: PlaceID? = nil, region: PlaceID? = nil, country: PlaceID? = nil, continent: PlaceID? = nil,
                date: LocalDay, book: String? = nil, direction: Direction? = nil, method: Method? = nil, page: Int? = nil,
                favourite: Bool = false, note: String? = nil, image: Image? = nil, imageRoot: String? = nil) {
        self.id = id; self.place = place; self.city = city; self.region = region; self.country = country; self.continent = continent
        self.date = date; self.book = book; self.direction = direction; self.method = method; self.page = page
        self.favourite = favourite; self.note = note; self.image = image; self.imageRoot = imageRoot
    }

    /// The chain the stamp's day counts for, most specific first.
    public var chain: [PlaceID] { [place] + [city, region, country, continent].compactMap { $0 } }

    /// The stamp's place at the level of `kind`: the place itself when it is of that kind (a
    /// stamp placed on Morocco is a stamp of Morocco, with no country level of its own), else
    /// the level recorded for it.
    public func level(_ kind: PlaceKind) -> PlaceID? {
        if place.kind == kind { return place }
        switch kind {
        case .continent: return continent
        case .country: return country
        case .region: return region
        case .city: return city
        case .airport: return nil
        }
    }
}

/// A stamp with the names the gallery shows, read from the atlas's own snapshots.
public struct StampRow: Equatable, Sendable {
    /// The stamp as stored.
    public var stamp: StampRecord
    /// The name of its place ("Narita International Airport").
    public var placeName: String
    /// The place with its parents, as the gallery labels it ("Narita, Japan").
    public var placeLabel: String
    /// Its country's name; nil when it has no country level.
    public var countryName: String?
    /// Its continent's name; nil when it has no continent level.
    public var continentName: String?

    /// A stamp with its names, as `stampRows()` reads it.
    public init(stamp: StampRecord, placeName: String, placeLabel: String, countryName: String?, continentName: String?) {
        self.stamp = stamp; self.placeName = placeName; self.placeLabel = placeLabel; self.countryName = countryName; self.continentName = continentName
    }
}

extension AtlasStore {
    /// Why a stamp could not be saved or changed.
    public enum StampError: Error, CustomStringConvertible, Equatable {
        /// No stamp has this ID.
        case unknown(Int)
        /// This place of the stamp's chain is neither in the chain given with it nor among the atlas's
        /// snapshots, so the stamp's day cannot be counted for it.
        case chainMismatch(PlaceID)
        /// The error as one sentence, naming the stamp or the place.
        public var description: String {
            switch self {
            case .unknown(let id): return "there is no stamp \(id)"
            case .chainMismatch(let id): return "the chain given for the stamp does not hold \(id)"
            }
        }
    }

    /// Saves a new stamp and its day of presence on `chain` (the snapshots of the stamp's place
    /// and levels), in one transaction. The same stamp saved again is found, not duplicated.
    /// Returns the stamp's id and whether it is new.
    @discardableResult
    public func addStamp(_ stamp: StampRecord, chain: [PlaceSnapshot]) throws -> (id: Int, created: Bool) {
        try transaction { try insertStamp(stamp, chain: chain) }
    }

    /// `addStamp` without its own transaction: for callers adding many inside one.
    @discardableResult
    public func insertStamp(_ stamp: StampRecord, chain: [PlaceSnapshot]) throws -> (id: Int, created: Bool) {
        for snapshot in chain { try save(snapshot) }
        if let root = stamp.imageRoot { try addStampRoot(root) }
        let bookID = try requiredBookID(stamp.book)
        try database.prepare("""
            INSERT INTO stamp(place_id, city_id, region_id, country_id, continent_id, local_date, book_id, direction, method, page,
                              favourite, note, image_path, image_size, image_modified_ns, image_sha256, image_root)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """).run(values(stamp, bookID: bookID))
        guard (try database.scalarInt("SELECT changes()") ?? 0) > 0 else {
            let existing = try database.scalarInt("""
                SELECT id FROM stamp WHERE place_id = ? AND local_date = ? AND ifnull(direction, '') = ? AND ifnull(book_id, 0) = ?
                  AND ifnull(image_sha256, '') = ?
                """, [.text(stamp.place.description), .text(stamp.date.description), .text(stamp.direction?.rawValue ?? ""),
                      .integer(bookID ?? 0), .text(stamp.image?.sha256 ?? "")]) ?? 0
            return (existing, false)
        }
        let id = database.lastInsertRowID
        try recordStampEvidence(id: id, stamp: stamp, chain: chain)
        return (id, true)
    }

    /// Replaces a stamp's fields and its day of presence; other evidence is untouched.
    public func updateStamp(_ stamp: StampRecord, chain: [PlaceSnapshot]) throws {
        try transaction {
            guard try database.scalarInt("SELECT count(*) FROM stamp WHERE id = ?", [.integer(stamp.id)]) == 1 else { throw StampError.unknown(stamp.id) }
            for snapshot in chain { try save(snapshot) }
            if let root = stamp.imageRoot { try addStampRoot(root) }
            let bookID = try requiredBookID(stamp.book)
            try database.prepare("""
                UPDATE stamp SET place_id = ?, city_id = ?, region_id = ?, country_id = ?, continent_id = ?, local_date = ?, book_id = ?,
                  direction = ?, method = ?, page = ?, favourite = ?, note = ?, image_path = ?, image_size = ?, image_modified_ns = ?,
                  image_sha256 = ?, image_root = ? WHERE id = ?
                """).run(values(stamp, bookID: bookID) + [.integer(stamp.id)])
            try database.prepare("DELETE FROM evidence WHERE stamp_id = ?").run([.integer(stamp.id)])
            try recordStampEvidence(id: stamp.id, stamp: stamp, chain: chain)
        }
    }

    /// Removes a stamp and its day of presence (the evidence follows by its foreign key).
    public func removeStamp(_ id: Int) throws {
        try transaction {
            guard try database.scalarInt("SELECT count(*) FROM stamp WHERE id = ?", [.integer(id)]) == 1 else { throw StampError.unknown(id) }
            try database.prepare("DELETE FROM stamp WHERE id = ?").run([.integer(id)])
        }
    }

    /// Points stamps at the new places of their moved images and removes the stamps whose
    /// images are gone for certain, all in one transaction.
    public func applyStampReconciliation(moved: [(id: Int, image: StampRecord.Image, root: String?)], removed: [Int]) throws {
        try transaction {
            let move = try database.prepare("UPDATE stamp SET image_path = ?, image_size = ?, image_modified_ns = ?, image_sha256 = ?, image_root = ? WHERE id = ?")
            for m in moved {
                try move.run([.text(m.image.path), .integer(m.image.size), .integer(m.image.modifiedNanoseconds), .text(m.image.sha256),
                              text(m.root), .integer(m.id)])
            }
            let remove = try database.prepare("DELETE FROM stamp WHERE id = ?")
            for id in removed { try remove.run([.integer(id)]) }
        }
    }

    private func requiredBookID(_ name: String?) throws -> Int? {
        guard let name else { return nil }
        guard let id = try bookID(named: name) else { throw BookError.unknown(name) }
        return id
    }

    func recordStampEvidence(id: Int, stamp: StampRecord, chain: [PlaceSnapshot]) throws {
        let byID = Dictionary(chain.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let ordered = try stamp.chain.map { level -> PlaceSnapshot in
            if let snapshot = byID[level] { return snapshot }
            if let snapshot = try snapshot(level) { return snapshot }
            throw StampError.chainMismatch(level)
        }
        try record(ordered, day: stamp.date, source: .stamp, stamp: id)
    }

    private func values(_ s: StampRecord, bookID: Int?) -> [SQLiteValue] {
        [.text(s.place.description), text(s.city?.description), text(s.region?.description), text(s.country?.description),
         text(s.continent?.description), .text(s.date.description), bookID.map { .integer($0) } ?? .null, text(s.direction?.rawValue),
         text(s.method?.rawValue), s.page.map { .integer($0) } ?? .null, .integer(s.favourite ? 1 : 0), text(s.note),
         text(s.image?.path), s.image.map { .integer($0.size) } ?? .null, s.image.map { .integer($0.modifiedNanoseconds) } ?? .null,
         text(s.image?.sha256), text(s.imageRoot)]
    }

    /// The stamp with this ID, or nil.
    /// - Throws: an SQLite error of the atlas; `AtlasError.notADay` for a damaged stored date.
    public func stamp(_ id: Int) throws -> StampRecord? {
        try stampRows(where: "s.id = ?", [.integer(id)]).first?.stamp
    }

    /// Every stamp with the names of its place, country and continent, by date then id.
    public func stampRows() throws -> [StampRow] { try stampRows(where: "1", []) }

    private func stampRows(where condition: String, _ values: [SQLiteValue]) throws -> [StampRow] {
        let s = try database.prepare("""
            SELECT s.id, s.place_id, s.city_id, s.region_id, s.country_id, s.continent_id, s.local_date, b.name, s.direction, s.method, s.page,
                   s.favourite, s.note, s.image_path, s.image_size, s.image_modified_ns, s.image_sha256, s.image_root,
                   p.name, p.label, c.name, k.name
            FROM stamp s JOIN place p ON p.id = s.place_id
            LEFT JOIN place c ON c.id = ifnull(s.country_id, CASE p.kind WHEN 'country' THEN s.place_id END)
            LEFT JOIN place k ON k.id = ifnull(s.continent_id, CASE p.kind WHEN 'continent' THEN s.place_id END)
            LEFT JOIN book b ON b.id = s.book_id
            WHERE \(condition) ORDER BY s.local_date, s.id
            """)
        try s.bind(values)
        var rows: [StampRow] = []
        if values.isEmpty { rows.reserveCapacity(try database.scalarInt("SELECT count(*) FROM stamp") ?? 0) }
        // The same few countries and continents come back on most rows: parse each ID once.
        var parsed: [String: PlaceID] = [:]
        func id(_ column: Int32) -> PlaceID? {
            guard let text = s.text(column) else { return nil }
            if let known = parsed[text] { return known }
            let id = PlaceID(text)
            parsed[text] = id
            return id
        }
        while try s.step() {
            guard let place = id(1) else { continue }
            let date = try storedDay(s, 6, "stamp \(s.int(0))")
            var stamp = StampRecord(id: s.int(0), place: place, city: id(2), region: id(3),
                                    country: id(4), continent: id(5), date: date,
                                    book: s.text(7), direction: s.text(8).flatMap(StampRecord.Direction.init),
                                    method: s.text(9).flatMap(StampRecord.Method.init), page: s.optionalInt(10), favourite: s.int(11) != 0,
                                    note: s.text(12), imageRoot: s.text(17))
            if let path = s.text(13) {
                stamp.image = .init(path: path, size: s.int(14), modifiedNanoseconds: s.int(15), sha256: s.text(16) ?? "")
            }
            rows.append(StampRow(stamp: stamp, placeName: s.text(18) ?? "", placeLabel: s.text(19) ?? "", countryName: s.text(20),
                                 continentName: s.text(21)))
        }
        return rows
    }

    // MARK: library roots

    /// The folders stamp images are looked for under, in path order.
    public func stampRoots() throws -> [String] {
        let s = try database.prepare("SELECT path FROM stamp_root ORDER BY path")
        var roots: [String] = []
        while try s.step() { if let path = s.text(0) { roots.append(path) } }
        return roots
    }

    /// Records a folder stamp images are kept under, so reconciliation checks it is there whole
    /// before concluding an image under it is gone. Adding one twice is harmless.
    /// - Throws: an SQLite error of the atlas.
    public func addStampRoot(_ path: String) throws {
        try database.prepare("INSERT OR IGNORE INTO stamp_root(path) VALUES (?)").run([.text(path)])
    }
}
