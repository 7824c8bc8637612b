import CSQLite

/// An SQLite failure with the library's own message and, where one applies, the SQL that failed.
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    public var code: Int32
    public var message: String
    public var sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code; self.message = message; self.sql = sql
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql.prefix(200)))" }
        return text
    }
}
