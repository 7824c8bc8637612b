import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// The user's own atlas: a separate SQLite file that Waymark never shares and the gazetteer never
/// touches. Write-ahead logging and explicit transactions keep it whole if a command is killed.
public final class AtlasStore {
    /// Where the atlas file is.
    public let url: URL
    let database: Database
    /// The write paths that run once per photo, stamp or day reuse their statements: preparing
    /// one compiles the `place_day` triggers it fires, which costs more than running it.
    lazy var statements = StatementCache(database)

    /// Why the atlas could not be opened or read; each description names the file and what to do.
    public enum AtlasError: Error, CustomStringConvertible {
        /// The file has a format a later waymark wrote; this one does not read it.
        case newerThanThisWaymark(URL, Int)
        /// An export being read names a place that neither it nor the atlas has a snapshot of.
        case unknownPlace(PlaceID)
        /// A migration left a row pointing at a row that does not exist; it was rolled back.
        case brokenReference(URL, table: String, row: Int)
        /// A migration found the file other than it expects; nothing was changed.
        case cannotUpgrade(URL, Int, String)
        /// A read-only command found no atlas: it never creates one.
        case missing(URL)
        /// A read-only command found an atlas of an older format, which only a writing command upgrades.
        case olderFormat(URL, Int)
        /// An atlas this process may not write has committed changes in its write-ahead log (left
        /// by a writer that was killed) that cannot be read from here.
        case unreadableLog(URL, reason: String)
        /// The file is another program's database; nothing was written to it.
        case notAnAtlas(URL, String)
        /// The file says it has a format number no waymark ever wrote (below 0).
        case unknownFormat(URL, Int)
        /// A stored day is not a day ("YYYY-MM-DD" from 1900 on): every write path checks them,
        /// so the file was changed by another program.
        case notADay(URL, what: String, value: String)
        /// A stored capture time is not a time ("YYYY-MM-DDThh:mm:ss" from 1900 on): every write
        /// path writes checked times, so the file was changed by another program.
        case notALocalTime(URL, what: String, value: String)
        /// A stored kind (such as a photo's offset source) is none of the values waymark writes
        /// (`expected`), so the file was changed by another program.
        case unknownValue(URL, what: String, field: String, value: String, expected: [String])

        /// The error in words; each naming the file (or the place) and what to do.
        public var description: String {
            switch self {
            case .newerThanThisWaymark(let url, let version):
                return "\(url.path) has atlas format \(version), newer than this waymark reads (\(AtlasSchema.currentVersion)); update waymark"
            case .unknownPlace(let id): return "the atlas has no place \(id)"
            case .brokenReference(let url, let table, let row):
                return "\(url.path): row \(row) of \(table) points at a row that does not exist; the atlas was left as it was"
            case .cannotUpgrade(let url, let version, let why):
                return "\(url.path) cannot be upgraded to atlas format \(version): \(why); the atlas was left as it was"
            case .missing(let url):
                return "no atlas at \(url.path); check --atlas / $WAYMARK_ATLAS, or start one with `waymark mark` or `waymark import`"
            case .olderFormat(let url, let version):
                return "\(url.path) has atlas format \(version), older than this waymark's (\(AtlasSchema.currentVersion)); open it once with write access (any waymark command) to upgrade it"
            case .unreadableLog(let url, let reason):
                return "\(url.path)-wal holds changes to \(url.path) that were never folded into it (a command that could write it was interrupted), "
                    + "and they cannot be read from here (\(reason)); run any waymark command on the atlas once as a user who may write it and its folder, "
                    + "or copy the atlas with its -wal and -shm files into a folder you can write"
            case .notAnAtlas(let url, let why):
                return "\(url.path) is not a Waymark atlas (\(why)); it was left as it was; check --atlas / $WAYMARK_ATLAS"
            case .unknownFormat(let url, let version):
                return "\(url.path) has atlas format \(version), which no waymark writes: the file is damaged or was changed by another program; "
                    + "restore it from a backup or a `waymark export` file"
            case .notADay(let url, let what, let value):
                return "\(url.path): \(what) has the date '\(value)', which is not a day (YYYY-MM-DD): the file was changed by another program; "
                    + "the atlas was left as it was"
            case .notALocalTime(let url, let what, let value):
                return "\(url.path): \(what) has the local time '\(value)', which is not a time (YYYY-MM-DDThh:mm:ss): "
                    + "the file was changed by another program; the atlas was left as it was"
            case .unknownValue(let url, let what, let field, let value, let expected):
                return "\(url.path): \(what) has the \(field) '\(value)', which is none of \(expected.joined(separator: ", ")): "
                    + "the file was changed by another program; the atlas was left as it was"
            }
        }
    }

    /// `--atlas PATH`, else `$WAYMARK_ATLAS`, else `~/.local/share/waymark/atlas.sqlite`.
    public static func location(explicitPath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicitPath, !explicitPath.isEmpty { return URL(fileURLWithPath: explicitPath) }
        if let path = environment["WAYMARK_ATLAS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return GazetteerLocation.defaultURL(environment: environment).deletingLastPathComponent().appendingPathComponent("atlas.sqlite")
    }

    /// How a command uses the atlas.
    public enum Access: Sendable {
        /// Created (with its folder) when missing, upgraded to the current format.
        case readWrite
        /// Never created; a missing file is an error. An atlas this process may write is opened as
        /// usual (an older format is upgraded, in one transaction); a file or folder it may not
        /// write is opened read-only as unchanging, with no journal switch and no lock or WAL
        /// file made beside it; if a killed writer left committed changes in its `-wal` file,
        /// they are read through it, or the atlas is refused naming the file (`openUnwritable`).
        case readOnly
        /// Changes an atlas that must already exist (`unmark`, `exclude`: with nothing to change,
        /// a mistyped path must not leave an empty atlas behind).
        case readWriteExisting
    }

    /// How this command opened it.
    public let access: Access
    /// False when the file (or its folder) could not be written and was opened read-only: caches
    /// such as the Then & Now memo are then computed and not stored.
    public private(set) var canWrite = true

    /// Opens the atlas at `url` as `access` says: with `.readWrite` it is created (mode 0600,
    /// with its folder) when missing, and an older format is upgraded in one transaction.
    ///
    /// ```swift
    /// let atlas = try AtlasStore(url: AtlasStore.location(explicitPath: nil))
    /// let readOnly = try AtlasStore(url: url, access: .readOnly)   // never creates or changes it
    /// ```
    ///
    /// A file that is not a Waymark atlas is never written: no table, no journal switch.
    /// - Throws: `AtlasError.notAnAtlas` for another application's file; `.newerThanThisWaymark`
    ///   for a format this code does not know; `.missing` with `.readOnly` or
    ///   `.readWriteExisting` and no file; `.unreadableLog` when a read-only atlas's write-ahead
    ///   log cannot be read; `.cannotUpgrade` when a migration fails (the file is left as it
    ///   was); an SQLite error for a damaged file. Each description names the file and what to do.
    public init(url: URL, access: Access = .readWrite) throws {
        self.url = url
        self.access = access
        if access == .readWriteExisting {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { throw AtlasError.missing(url) }
        }
        if access == .readOnly {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { throw AtlasError.missing(url) }
            if !(isWritable(url.path) && isWritable(url.deletingLastPathComponent().path)) {
                try AtlasIdentity.check(url)
                database = try Self.openUnwritable(url)
                canWrite = false
                try AtlasIdentity.check(database, url)
                let version = try database.scalarInt("PRAGMA user_version") ?? 0
                try Self.checkFormat(version, url)
                guard version == AtlasSchema.currentVersion else { throw AtlasError.olderFormat(url, version) }
                return
            }
        }
        try AtlasIdentity.check(url)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        Self.createPrivately(url)
        database = try Database(path: url.path, mode: .readWrite)
        // Identity and format are checked before the first write (the switch to WAL is one), so
        // a file that is not this waymark's atlas is left as it was.
        try AtlasIdentity.check(database, url)
        try Self.checkFormat(try database.scalarInt("PRAGMA user_version") ?? 0, url)
        // No memory map: mapped pages count as the process's memory, and the Then & Now scan of a
        // large atlas would hold its whole covering index that way (docs/memories.md).
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000")
        try migrate()
        try AtlasIdentity.stamp(database)
    }

    /// A new atlas is created readable by its owner only (0600): it holds where the user has been
    /// and their passports. SQLite gives its `-wal` and `-shm` files the same permissions.
    static func createPrivately(_ url: URL) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }   // otherwise it exists already, or SQLite's open says why not
    }

    /// Refuses a format number this waymark cannot read: one from a newer waymark, or one none writes.
    static func checkFormat(_ version: Int, _ url: URL) throws {
        guard version >= 0 else { throw AtlasError.unknownFormat(url, version) }
        guard version <= AtlasSchema.currentVersion else { throw AtlasError.newerThanThisWaymark(url, version) }
    }

    /// Opens an atlas this process may not write. Without a write-ahead log beside it, the file
    /// is all there is: it is opened as unchanging, so SQLite needs no lock or shared-memory file.
    /// A non-empty `-wal` file holds committed changes the file lacks (a writer was killed before
    /// folding them in), which an unchanging open would silently ignore: the atlas is then read
    /// through the log, which SQLite can do read-only when the log and its `-shm` index can be
    /// read (it rebuilds the index in memory if it cannot write it), and is refused otherwise.
    static func openUnwritable(_ url: URL) throws -> Database {
        let log = url.path + "-wal"
        var info = stat()
        guard stat(log, &info) == 0, info.st_size > 0 else { return try Database(path: url.path, mode: .readOnlyUnchanging) }
        do {
            let database = try Database(path: url.path, mode: .readOnly)
            // The first read opens the log; a log or index that cannot be read fails here.
            _ = try database.scalarInt("SELECT count(*) FROM sqlite_master")
            return database
        } catch let error as SQLiteError where !error.isDamage {
            throw AtlasError.unreadableLog(url, reason: error.message)
        }
    }

    func migrate() throws {
        let version = try database.scalarInt("PRAGMA user_version") ?? 0
        try Self.checkFormat(version, url)
        guard version < AtlasSchema.currentVersion else { return }
        // A migration may rebuild a table (SQLite cannot alter a CHECK); with foreign keys on,
        // dropping the old table would cascade into the rows that point at it. So migrations
        // run with them off (the pragma cannot change inside a transaction) and every key is
        // checked before each migration commits.
        try database.execute("PRAGMA foreign_keys = OFF")
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        for next in version..<AtlasSchema.currentVersion {
            try database.transaction {
                // Another process may have migrated while this one waited for the lock.
                guard try database.scalarInt("PRAGMA user_version") == next else { return }
                let before = try brokenReferences()
                do { try AtlasSchema.migrations[next].apply(to: database) } catch let unexpected as TableRebuild.Unexpected {
                    throw AtlasError.cannotUpgrade(url, next + 1, unexpected.description)
                }
                // Only what the migration broke stops it: an old dangling reference is no reason
                // to refuse the user's atlas.
                if let broken = try brokenReferences().subtracting(before).sorted(by: { ($0.table, $0.row) < ($1.table, $1.row) }).first {
                    throw AtlasError.brokenReference(url, table: broken.table, row: broken.row)
                }
                try database.execute("PRAGMA user_version = \(next + 1)")
            }
        }
    }

    private struct BrokenReference: Hashable { var table: String; var row: Int }

    private func brokenReferences() throws -> Set<BrokenReference> {
        let check = try database.prepare("PRAGMA foreign_key_check")
        var found: Set<BrokenReference> = []
        while try check.step() { found.insert(BrokenReference(table: check.text(0) ?? "?", row: check.int(1))) }
        return found
    }

    /// The format the file is at (`AtlasSchema.currentVersion` once opened for writing); 0 when
    /// it cannot be read.
    public var formatVersion: Int { (try? database.scalarInt("PRAGMA user_version")) ?? 0 }

    /// Runs `body` in one transaction: all of it lands, or none.
    public func transaction<T>(_ body: () throws -> T) throws -> T { try database.transaction(body) }

    // MARK: places

    /// Stores a place as the gazetteer named it, replacing an earlier snapshot of the same ID, so
    /// the atlas reads its places without the gazetteer.
    /// - Throws: an SQLite error of the atlas.
    public func save(_ snapshot: PlaceSnapshot) throws {
        try statements.statement("""
            INSERT INTO place(id, kind, name, label, continent_id, continent_name, country_id, country_name, region_id, region_name,
                              city_id, city_name, latitude, longitude, gazetteer)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, name = excluded.name, label = excluded.label,
              continent_id = excluded.continent_id, continent_name = excluded.continent_name,
              country_id = excluded.country_id, country_name = excluded.country_name,
              region_id = excluded.region_id, region_name = excluded.region_name,
              city_id = excluded.city_id, city_name = excluded.city_name,
              latitude = excluded.latitude, longitude = excluded.longitude, gazetteer = excluded.gazetteer
            """).run([
                .text(snapshot.id.description), .text(snapshot.id.kind.idPrefix), .text(snapshot.name), .text(snapshot.label),
                text(snapshot.continent?.id.description), text(snapshot.continent?.name),
                text(snapshot.country?.id.description), text(snapshot.country?.name),
                text(snapshot.region?.id.description), text(snapshot.region?.name),
                text(snapshot.city?.id.description), text(snapshot.city?.name),
                snapshot.latitude.map { .real($0) } ?? .null, snapshot.longitude.map { .real($0) } ?? .null, .text(snapshot.gazetteer),
            ])
    }

    /// The stored snapshot of a place, or nil when the atlas has never named it.
    /// - Throws: an SQLite error of the atlas.
    public func snapshot(_ id: PlaceID) throws -> PlaceSnapshot? {
        let s = try database.prepare("""
            SELECT id, name, label, continent_id, continent_name, country_id, country_name, region_id, region_name,
                   city_id, city_name, latitude, longitude, gazetteer FROM place WHERE id = ?
            """)
        try s.bind([.text(id.description)])
        guard try s.step() else { return nil }
        return Self.snapshot(from: s)
    }

    /// Every stored snapshot, in stable-ID order.
    /// - Throws: an SQLite error of the atlas.
    public func allSnapshots() throws -> [PlaceSnapshot] {
        let s = try database.prepare("""
            SELECT id, name, label, continent_id, continent_name, country_id, country_name, region_id, region_name,
                   city_id, city_name, latitude, longitude, gazetteer FROM place ORDER BY id
            """)
        var result: [PlaceSnapshot] = []
        while try s.step() { if let snapshot = Self.snapshot(from: s) { result.append(snapshot) } }
        return result
    }

    static func snapshot(from s: Statement) -> PlaceSnapshot? {
        guard let id = s.text(0).flatMap(PlaceID.init) else { return nil }
        func reference(_ column: Int32) -> PlaceReference? {
            guard let idText = s.text(column), let refID = PlaceID(idText) else { return nil }
            return PlaceReference(id: refID, name: s.text(column + 1) ?? "")
        }
        return PlaceSnapshot(id: id, name: s.text(1) ?? "", label: s.text(2) ?? "", continent: reference(3), country: reference(5),
                             region: reference(7), city: reference(9), latitude: s.optionalDouble(11), longitude: s.optionalDouble(12),
                             gazetteer: s.text(13) ?? "")
    }

    func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
}

/// Whether this process may write `path` (the file, or a folder's entries).
private func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }
