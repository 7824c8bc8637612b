import Foundation
import WaymarkGazetteer
import WaymarkCalendar
import WaymarkSQLite

/// One photo as the index records it (and as an export carries it).
public struct PhotoRecord: Codable, Equatable, Sendable {
    /// The file's absolute path, as the import walked it.
    public var path: String
    /// The file's size in bytes.
    public var size: Int
    /// The file's modification time, in nanoseconds since 1970: with `size`, how a rerun knows an
    /// unchanged file without reading it.
    public var modifiedNanoseconds: Int
    /// "located", "no_gps", or "skipped: <reason>". Kept as text rather than an enum because the
    /// reason is open free text (the file's own error, such as an unreadable EXIF block).
    public var status: String
    /// The capture time on the camera's clock, where the import trusted it; JSON writes it
    /// "YYYY-MM-DDThh:mm:ss".
    public var localDateTime: LocalDateTime?
    /// The camera clock's offset from UTC, in minutes east; nil when the photo says nothing of it.
    public var utcOffsetMinutes: Int?
    /// Where `utcOffsetMinutes` came from; nil for a floating local time.
    public var offsetSource: OffsetSource?
    /// The capture instant as ISO 8601 text: "YYYY-MM-DDThh:mm:ssZ" as the import writes it.
    /// Kept as text rather than a typed instant because an export being read may carry any form
    /// `ISO8601DateFormatter` accepts (an offset such as "+02:00" included), and the atlas keeps
    /// that text as it came; an instant would write it back as another text.
    public var utc: String?
    /// Latitude of the photo's own position, in degrees; nil without one.
    public var latitude: Double?
    /// Longitude of the photo's own position, in degrees; nil without one.
    public var longitude: Double?
    /// The places the photo is filed under, one per level (see `file(under:)`).
    public var country: PlaceID?
    /// Its region; nil when filed under none.
    public var region: PlaceID?
    /// Its city; nil when filed under none.
    public var city: PlaceID?
    /// Its airport; nil when filed under none.
    public var airport: PlaceID?
    /// Taken off the map by the user; the import never changes it.
    public var excluded = false
    /// sha256 of the file's bytes; absent for photos indexed before the atlas kept it.
    public var sha256: String?

    /// `lat`/`lon` in JSON, as everywhere in Waymark.
    enum CodingKeys: String, CodingKey {
        case path, size, modifiedNanoseconds, status, localDateTime, utcOffsetMinutes, offsetSource, utc
        case country, region, city, airport, excluded, sha256
        case latitude = "lat", longitude = "lon"
    }

    /// Where a photo's UTC offset came from. JSON and the atlas store the raw value.
    public enum OffsetSource: String, Codable, Sendable, CaseIterable {
        /// The photo's own offset tag (EXIF OffsetTimeOriginal).
        case tag
        /// The difference between the camera's clock and the GPS clock, both in the photo.
        case gps
    }

    /// A photo with nothing read from it yet; the import fills in time, position and places.
    public init(path: String, size: Int, modifiedNanoseconds: Int, status: String) {
        self.path = path; self.size = size; self.modifiedNanoseconds = modifiedNanoseconds; self.status = status
    }

    /// Files the photo under a resolved chain (most specific first): its country, region, city and
    /// airport, each the chain's first place of that kind, or none.
    public mutating func file(under chain: [PlaceID]) {
        country = chain.first { $0.kind == .country }
        region = chain.first { $0.kind == .region }
        city = chain.first { $0.kind == .city }
        airport = chain.first { $0.kind == .airport }
    }
}

extension AtlasStore {
    /// What the index knows of the files under `folder`: path → (id, size, modification time).
    public func indexedPhotos(under folder: String) throws -> [String: (id: Int, size: Int, modifiedNanoseconds: Int, status: String)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let s = try database.prepare("SELECT id, path, size, modified_ns, status FROM photo WHERE substr(path, 1, length(?1)) = ?1")
        try s.bind([.text(prefix)])
        var result: [String: (id: Int, size: Int, modifiedNanoseconds: Int, status: String)] = [:]
        while try s.step() { if let path = s.text(1) { result[path] = (s.int(0), s.int(2), s.int(3), s.text(4) ?? "") } }
        return result
    }

    /// Every indexed photo, in path order.
    public func allPhotos() throws -> [PhotoRecord] {
        let s = try database.prepare("""
            SELECT path, size, modified_ns, status, local_datetime, utc_offset_minutes, offset_source, utc, latitude, longitude,
                   country_id, region_id, city_id, airport_id, excluded, sha256 FROM photo ORDER BY path
            """)
        var result: [PhotoRecord] = []
        while try s.step() {
            var p = PhotoRecord(path: s.text(0) ?? "", size: s.int(1), modifiedNanoseconds: s.int(2), status: s.text(3) ?? "")
            p.localDateTime = try storedLocalTime(s, 4, "photo \(p.path)"); p.utcOffsetMinutes = s.optionalInt(5)
            p.offsetSource = try storedOffsetSource(s, 6, "photo \(p.path)"); p.utc = s.text(7)
            p.latitude = s.optionalDouble(8); p.longitude = s.optionalDouble(9)
            p.country = s.text(10).flatMap(PlaceID.init); p.region = s.text(11).flatMap(PlaceID.init)
            p.city = s.text(12).flatMap(PlaceID.init); p.airport = s.text(13).flatMap(PlaceID.init)
            p.excluded = s.int(14) != 0
            p.sha256 = s.text(15)
            result.append(p)
        }
        return result
    }

    /// Inserts a photo, or updates it keeping the user's exclusion, and returns its id.
    @discardableResult
    public func savePhoto(_ p: PhotoRecord) throws -> Int {
        try statements.statement("""
            INSERT INTO photo(path, size, modified_ns, status, local_datetime, utc_offset_minutes, offset_source, utc, latitude, longitude,
                              country_id, region_id, city_id, airport_id, excluded, sha256)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(path) DO UPDATE SET size = excluded.size, modified_ns = excluded.modified_ns, status = excluded.status,
              local_datetime = excluded.local_datetime, utc_offset_minutes = excluded.utc_offset_minutes,
              offset_source = excluded.offset_source, utc = excluded.utc, latitude = excluded.latitude, longitude = excluded.longitude,
              country_id = excluded.country_id, region_id = excluded.region_id, city_id = excluded.city_id, airport_id = excluded.airport_id,
              sha256 = excluded.sha256
            """).run([
                .text(p.path), .integer(p.size), .integer(p.modifiedNanoseconds), .text(p.status), text(p.localDateTime?.iso8601),
                p.utcOffsetMinutes.map { .integer($0) } ?? .null, text(p.offsetSource?.rawValue), text(p.utc),
                p.latitude.map { .real($0) } ?? .null, p.longitude.map { .real($0) } ?? .null,
                text(p.country?.description), text(p.region?.description), text(p.city?.description), text(p.airport?.description),
                .integer(p.excluded ? 1 : 0), text(p.sha256),
            ])
        let id = try statements.statement("SELECT id FROM photo WHERE path = ?")
        defer { id.reset() }
        try id.bind([.text(p.path)])
        return try id.step() ? id.int(0) : 0
    }

    /// Indexed photos whose file had exactly these bytes (by sha256), in id order.
    public func photos(withContent sha256: String) throws -> [(id: Int, path: String)] {
        let s = try statements.statement("SELECT id, path FROM photo WHERE sha256 = ? ORDER BY id")
        defer { s.reset() }
        try s.bind([.text(sha256)])
        var result: [(id: Int, path: String)] = []
        while try s.step() { result.append((s.int(0), s.text(1) ?? "")) }
        return result
    }

    /// Points an indexed photo at the path its file moved to; its metadata, evidence and the
    /// user's exclusion stay.
    public func movePhoto(_ id: Int, to path: String, size: Int, modifiedNanoseconds: Int) throws {
        try statements.statement("UPDATE photo SET path = ?, size = ?, modified_ns = ? WHERE id = ?")
            .run([.text(path), .integer(size), .integer(modifiedNanoseconds), .integer(id)])
    }

    /// Replaces a photo's evidence: after a file changes, its old day and place no longer count.
    /// `day` nil (no trusted date) leaves the photo with none.
    public func replacePhotoEvidence(photo: Int, chain: [PlaceSnapshot], day: LocalDay?, utcOffsetMinutes: Int? = nil) throws {
        try statements.statement("DELETE FROM evidence WHERE photo_id = ?").run([.integer(photo)])
        if let day, !chain.isEmpty { try record(chain, day: day, utcOffsetMinutes: utcOffsetMinutes, source: .photo, photo: photo) }
    }

    /// Forgets these photos (their files are gone); their evidence goes with them.
    /// - Throws: an SQLite error of the atlas.
    public func removePhotos(_ ids: [Int]) throws {
        let statement = try database.prepare("DELETE FROM photo WHERE id = ?")
        for id in ids { try statement.run([.integer(id)]) }
    }

    /// Takes a photo off the map (or puts it back) without forgetting it.
    public func setExcluded(_ excluded: Bool, path: String) throws -> Bool {
        try transaction {
            try database.prepare("UPDATE photo SET excluded = ? WHERE path = ?").run([.integer(excluded ? 1 : 0), .text(path)])
            let changed = try database.scalarInt("SELECT changes()") ?? 0
            if changed > 0 { try bumpPhotoGeneration() }
            return changed > 0
        }
    }

    // MARK: cell cache

    /// Forgets cached resolutions made with any other gazetteer.
    public func keepCellCache(for gazetteer: String) throws {
        try database.prepare("DELETE FROM cell_cache WHERE gazetteer <> ?").run([.text(gazetteer)])
    }

    /// The resolved chain (most specific first) cached for a position cell with this gazetteer
    /// build; `[]` for a cell that resolves to nothing (open water), nil when not cached yet.
    /// - Throws: an SQLite error of the atlas.
    public func cachedChain(gazetteer: String, cell: String) throws -> [PlaceID]? {
        guard let text = try database.scalarText("SELECT chain FROM cell_cache WHERE gazetteer = ? AND cell = ?", [.text(gazetteer), .text(cell)]) else { return nil }
        return text.isEmpty ? [] : text.split(separator: " ").compactMap { PlaceID(String($0)) }
    }

    /// Remembers a cell's resolved chain for this gazetteer build, so later photos in the same cell
    /// resolve without the resolver.
    /// - Throws: an SQLite error of the atlas.
    public func cacheChain(_ chain: [PlaceID], gazetteer: String, cell: String) throws {
        try database.prepare("INSERT OR REPLACE INTO cell_cache(gazetteer, cell, chain) VALUES (?, ?, ?)")
            .run([.text(gazetteer), .text(cell), .text(chain.map(\.description).joined(separator: " "))])
    }
}
