import CSQLite

/// An SQLite failure: the file it concerns, the library's code and message, and the SQL that
/// failed (kept for debugging, never shown: people act on the file and the cause, not the query).
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    public var code: Int32
    public var message: String
    public var sql: String?
    /// The database file, when known.
    public var path: String?

    public init(code: Int32, message: String, sql: String? = nil, path: String? = nil) {
        self.code = code; self.message = message; self.sql = sql; self.path = path
    }

    /// The primary result code (extended codes are on: `SQLITE_IOERR_READ` → `SQLITE_IOERR`).
    public var primaryCode: Int32 { code & 0xFF }

    /// The file is not a database, or its pages are damaged.
    public var isDamage: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// What happened to which file, and what to do.
    public var description: String {
        let file = path ?? "the database"
        switch primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return "\(file) is damaged or is not a Waymark file (\(message)); restore it from a backup or a `waymark export` file"
        case SQLITE_READONLY:
            return "\(file) cannot be written (\(message)); check its permissions and its folder's"
        case SQLITE_CANTOPEN:
            return "cannot open \(file) (\(message)); check that it exists and that its folder can be read"
        case SQLITE_BUSY, SQLITE_LOCKED:
            return "\(file) is in use by another process; try again when it has finished"
        case SQLITE_FULL:
            return "the disk holding \(file) is full; free some space and try again"
        case SQLITE_IOERR:
            return "reading or writing \(file) failed (\(message)); check the disk"
        default:
            return "\(file): \(message) (SQLite error \(code))"
        }
    }
}
