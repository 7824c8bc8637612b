import Foundation
import WaymarkGazetteer
import WaymarkCalendar
import WaymarkSQLite

/// One import of a travel-history file, as `waymark import list` shows it.
public struct ImportRecord: Codable, Equatable, Sendable {
    /// The import's ID in this atlas (`waymark import remove` takes it).
    public var id: Int
    /// The file's path when it was imported.
    public var file: String
    /// sha256 of the file's bytes: how a second import of the same file is known, whatever its path.
    public var sha256: String
    /// The format read ("gpx", "google", "openflights"…).
    public var format: String
    /// When the import started, as ISO 8601 UTC text.
    public var startedAt: String
    /// Nil while the import runs, or when it was interrupted (a rerun of the file completes it).
    public var finishedAt: String?
    /// Records read, and of those refused as impossible.
    public var pointsRead: Int
    /// Of `pointsRead`, those refused as impossible.
    public var rejected: Int
    /// Pieces of evidence (place and day) the import holds, and flights.
    public var evidence: Int
    /// Flights the import holds.
    public var flights: Int

}

extension AtlasStore {
    /// What `beginImport` found for a file.
    public enum ImportStart: Equatable {
        /// A new import, or one interrupted before it finished (its evidence so far is kept).
        case run(id: Int)
        /// The file was imported completely before: nothing to do.
        case alreadyImported(id: Int)
    }

    /// Opens (or reopens, after an interruption) the import of the file with this sha256.
    public func beginImport(file: String, sha256: String, format: String, at date: Date = Date()) throws -> ImportStart {
        try transaction {
            let s = try database.prepare("SELECT id, finished_at FROM import WHERE sha256 = ?")
            try s.bind([.text(sha256)])
            if try s.step() {
                let id = s.int(0)
                return s.text(1) == nil ? .run(id: id) : .alreadyImported(id: id)
            }
            try database.prepare("INSERT INTO import(file, sha256, format, started_at) VALUES (?, ?, ?, ?)")
                .run([.text(file), .text(sha256), .text(format), .text(ISO8601DateFormatter().string(from: date))])
            return .run(id: database.lastInsertRowID)
        }
    }

    /// Marks the import complete, with what was read and refused.
    public func finishImport(_ id: Int, pointsRead: Int, rejected: Int, at date: Date = Date()) throws {
        try database.prepare("UPDATE import SET finished_at = ?, points_read = ?, rejected = ? WHERE id = ?")
            .run([.text(ISO8601DateFormatter().string(from: date)), .integer(pointsRead), .integer(rejected), .integer(id)])
    }

    /// Records presence for a chain (most specific place first) on a day, as evidence of one
    /// import. Returns false when the import already holds that place and day. The chain's
    /// snapshots must have been saved. `utcOffsetMinutes` is the offset of the place's clock that
    /// day, when the import knows it.
    ///
    /// ```swift
    /// try atlas.recordImported(chain, day: try LocalDay("2017-06-06"), utcOffsetMinutes: 60, source: .flight, importID: id)
    /// ```
    @discardableResult
    public func recordImported(_ chain: [PlaceID], day: LocalDay, utcOffsetMinutes: Int? = nil, source: EvidenceSource, importID: Int) throws -> Bool {
        guard let first = chain.first else { return false }
        try database.prepare("""
            INSERT OR IGNORE INTO evidence(source, local_date, utc_offset_minutes, place_id, import_id) VALUES (?, ?, ?, ?, ?)
            """).run([.text(source.rawValue), .text(day.description), utcOffsetMinutes.map { .integer($0) } ?? .null,
                      .text(first.description), .integer(importID)])
        guard (try database.scalarInt("SELECT changes()") ?? 0) > 0 else { return false }
        let evidence = database.lastInsertRowID
        let link = try database.prepare("INSERT OR IGNORE INTO evidence_place(evidence_id, place_id) VALUES (?, ?)")
        for id in Set(chain).sorted() { try link.run([.integer(evidence), .text(id.description)]) }
        return true
    }

    /// Every import, oldest first.
    public func imports() throws -> [ImportRecord] {
        let s = try database.prepare("""
            SELECT i.id, i.file, i.sha256, i.format, i.started_at, i.finished_at, i.points_read, i.rejected,
                   (SELECT count(*) FROM evidence e WHERE e.import_id = i.id),
                   (SELECT count(*) FROM flight f WHERE f.import_id = i.id)
            FROM import i ORDER BY i.id
            """)
        var result: [ImportRecord] = []
        while try s.step() {
            result.append(ImportRecord(id: s.int(0), file: s.text(1) ?? "", sha256: s.text(2) ?? "", format: s.text(3) ?? "",
                                       startedAt: s.text(4) ?? "", finishedAt: s.text(5), pointsRead: s.int(6), rejected: s.int(7),
                                       evidence: s.int(8), flights: s.int(9)))
        }
        return result
    }

    /// Takes back one import: its evidence, the chain links of that evidence and its flights go;
    /// everything else stays. Returns nil when there is no such import.
    public func removeImport(_ id: Int) throws -> ImportRecord? {
        try transaction {
            guard let record = try imports().first(where: { $0.id == id }) else { return nil }
            try database.prepare("DELETE FROM import WHERE id = ?").run([.integer(id)])
            return record
        }
    }
}

extension AtlasStore {
    /// Long imports commit in batches they choose themselves, while they stream: `beginBatch`,
    /// then `commitBatch` (which starts nothing). A kill between the two loses only that batch.
    public func beginBatch() throws { try database.execute("BEGIN IMMEDIATE") }
    /// Ends the batch `beginBatch` started, keeping its rows.
    /// - Throws: an SQLite error when the commit fails.
    public func commitBatch() throws { try database.execute("COMMIT") }
    /// Drops the batch in flight, as if it had never started; a no-op when none is open.
    public func rollbackBatch() { try? database.execute("ROLLBACK") }
}

extension AtlasStore {
    /// Records the exact format once the file has been read ("google_records", "flighty", …).
    public func setImportFormat(_ id: Int, _ format: String) throws {
        try database.prepare("UPDATE import SET format = ? WHERE id = ?").run([.text(format), .integer(id)])
    }
}

extension AtlasStore {
    /// Forgets an import that failed before adding anything (an unreadable or unknown file), so
    /// it neither lists as interrupted nor blocks a later import of the file.
    public func discardImportIfEmpty(_ id: Int) throws {
        try database.prepare("""
            DELETE FROM import WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM evidence WHERE import_id = ?1)
              AND NOT EXISTS (SELECT 1 FROM flight WHERE import_id = ?1)
            """).run([.integer(id)])
    }
}

extension AtlasStore {
    /// The import of an export file's record: the atlas's own import of the same file (by
    /// sha256) if it has one, else a copy of the record. Returns its ID here.
    func restoreImport(_ record: ImportRecord) throws -> Int {
        if let id = try database.scalarInt("SELECT id FROM import WHERE sha256 = ?", [.text(record.sha256)]) { return id }
        try database.prepare("""
            INSERT INTO import(file, sha256, format, started_at, finished_at, points_read, rejected) VALUES (?, ?, ?, ?, ?, ?, ?)
            """).run([.text(record.file), .text(record.sha256), .text(record.format), .text(record.startedAt),
                      record.finishedAt.map { .text($0) } ?? .null, .integer(record.pointsRead), .integer(record.rejected)])
        return database.lastInsertRowID
    }
}
