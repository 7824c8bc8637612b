import WaymarkCalendar
import WaymarkGazetteer
import WaymarkSQLite

/// Writes photos with their evidence through statements prepared once, for seeding the large
/// generated atlases the memories benchmark runs on. The rows are the same as an import writes;
/// the caller wraps batches in `AtlasStore.transaction` and saves the chain's snapshots first.
public final class AtlasBulkWriter {
    let photo: Statement
    let evidence: Statement
    let link: Statement
    let database: Database

    /// A writer into `atlas`, its statements prepared once.
    /// - Throws: an SQLite error when a statement cannot be prepared (an atlas of another format).
    public init(atlas: AtlasStore) throws {
        database = atlas.database
        photo = try database.prepare("""
            INSERT INTO photo(path, size, modified_ns, status, local_datetime, utc_offset_minutes, offset_source, latitude, longitude,
                              country_id, region_id, city_id, excluded)
            VALUES (?, 0, 0, 'located', ?, ?, 'tag', ?, ?, ?, ?, ?, 0)
            """)
        evidence = try database.prepare("INSERT INTO evidence(source, local_date, utc_offset_minutes, place_id, photo_id) VALUES ('photo', ?, ?, ?, ?)")
        link = try database.prepare("INSERT INTO evidence_place(evidence_id, place_id) VALUES (?, ?)")
    }

    /// One located photo taken at `localTime` and its day of presence for every place of `chain`
    /// (most specific first: city, region, country, continent).
    public func addPhoto(path: String, localTime: LocalDateTime, utcOffsetMinutes: Int, latitude: Double, longitude: Double, chain: [PlaceID]) throws {
        func id(_ kind: PlaceKind) -> SQLiteValue { chain.first { $0.kind == kind }.map { .text($0.description) } ?? .null }
        let time = localTime.iso8601
        try photo.run([.text(path), .text(time), .integer(utcOffsetMinutes), .real(latitude), .real(longitude),
                       id(.country), id(.region), id(.city)])
        let photoID = database.lastInsertRowID
        guard let first = chain.first else { return }
        try evidence.run([.text(String(time.prefix(10))), .integer(utcOffsetMinutes), .text(first.description), .integer(photoID)])
        let evidenceID = database.lastInsertRowID
        for place in chain { try link.run([.integer(evidenceID), .text(place.description)]) }
    }
}
