import CSQLite
import Foundation

/// A value to bind to a statement parameter.
public enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

// SQLITE_TRANSIENT tells SQLite to copy bound buffers, so Swift may free them at once.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement. Prepare once and reuse with `reset()` on hot paths.
public final class Statement {
    let handle: OpaquePointer
    // Strong: a statement keeps its connection open for as long as it lives.
    let database: Database
    public let sql: String

    init(database: Database, sql: String) throws {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else {
            throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql, path: database.path)
        }
        self.handle = stmt
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds values to parameters 1…n.
    public func bind(_ values: [SQLiteValue]) throws {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    public func bind(_ value: SQLiteValue, at index: Int32) throws {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, index)
        case .integer(let v): rc = sqlite3_bind_int64(handle, index, Int64(v))
        case .real(let v): rc = sqlite3_bind_double(handle, index, v)
        case .text(let v):
            // An explicit byte count keeps text with embedded NULs whole.
            var text = v
            rc = text.withUTF8 { utf8 in
                guard let base = utf8.baseAddress, utf8.count > 0 else { return sqlite3_bind_text(handle, index, "", 0, transient) }
                return sqlite3_bind_text(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(utf8.count), transient)
            }
        case .blob(let bytes):
            rc = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), transient) }
        }
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql, path: database.path) }
    }

    /// Advances to the next row. Returns false when the statement is done.
    @discardableResult
    public func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql, path: database.path)
        }
    }

    /// Binds, runs to completion and resets: the usual shape of an INSERT in a loop.
    public func run(_ values: [SQLiteValue]) throws {
        defer { reset() }
        try bind(values)
        try step()
    }

    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Resets without clearing the bound values: for a hot query whose parameters are all bound
    /// anew before every run, where clearing them is work for nothing.
    public func resetKeepingBindings() { sqlite3_reset(handle) }

    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    public func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's text as bytes, without making a String: for scans over a million rows.
    public func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))))
    }

    public func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let base = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: base, count: count))
    }

    public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
}
