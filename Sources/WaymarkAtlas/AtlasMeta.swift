import WaymarkSQLite

extension AtlasStore {
    /// The atlas-wide setting `key` (such as "gazetteer", the build its snapshots come from), or nil.
    /// - Throws: an SQLite error of the atlas.
    public func meta(_ key: String) throws -> String? {
        try database.scalarText("SELECT value FROM meta WHERE key = ?", [.text(key)])
    }

    /// Sets the atlas-wide setting `key`, replacing any earlier value.
    /// - Throws: an SQLite error of the atlas.
    public func setMeta(_ key: String, _ value: String) throws {
        try database.prepare("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .run([.text(key), .text(value)])
    }

    /// Changes whenever the photo index changes, so views built on it know to refresh.
    public var photoGeneration: Int { (try? meta("photo_generation")).flatMap { $0 }.flatMap(Int.init) ?? 0 }

    /// Call inside the transaction that changes the photo index.
    public func bumpPhotoGeneration() throws {
        try setMeta("photo_generation", String(photoGeneration + 1))
    }

    /// Moves everything in the write-ahead log into the file and empties the log (after a bulk
    /// write, so later reads measure the file, not a large log).
    public func checkpoint() throws {
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
}
