import CSQLite
import Foundation

/// One SQLite connection. Not shareable across threads: each thread that reads the gazetteer
/// opens its own connection, which is cheap for a read-only file.
public final class Database {
    public enum Mode: Sendable {
        case readOnly
        /// Creates the file when missing.
        case readWrite
        /// Read-only for a file nobody may change while it is open (no write access to it or its
        /// folder): SQLite then needs no lock or shared-memory file beside it, so a WAL-mode file
        /// in a read-only folder can still be read.
        case readOnlyUnchanging
    }

    let handle: OpaquePointer
    public let path: String

    public init(path: String, mode: Mode) throws {
        var db: OpaquePointer?
        let flags: Int32
        switch mode {
        case .readOnly: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        case .readWrite: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readOnlyUnchanging: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        }
        let name = mode == .readOnlyUnchanging ? Self.immutableURI(path) : path
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let db { sqlite3_close_v2(db) }
            throw SQLiteError(code: rc, message: message, path: path)
        }
        self.handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    /// `file:` URI with `immutable=1`; the path percent-encoded where URI syntax needs it.
    static func immutableURI(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...: encoded += String(format: "%%%02X", byte)
            default: encoded.append(Character(UnicodeScalar(byte)))
            }
        }
        return "file:\(encoded)?immutable=1"
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: rc, message: message, sql: sql, path: path)
        }
    }

    public func prepare(_ sql: String) throws -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs `body` inside BEGIN IMMEDIATE … COMMIT, rolling back if it throws, so a failure or an
    /// interruption never leaves half a change behind.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The first column of the first row, for quick scalar queries.
    public func scalarInt(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int? {
        let statement = try prepare(sql)
        try statement.bind(values)
        guard try statement.step() else { return nil }
        return statement.isNull(0) ? nil : statement.int(0)
    }

    public func scalarText(_ sql: String, _ values: [SQLiteValue] = []) throws -> String? {
        let statement = try prepare(sql)
        try statement.bind(values)
        guard try statement.step() else { return nil }
        return statement.text(0)
    }

    public var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// The SQLite library version this process links, e.g. "3.40.1". Artifacts are only
    /// byte-identical between builds that link the same version.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
