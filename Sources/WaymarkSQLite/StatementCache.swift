/// Statements prepared once per connection and handed out again for the same SQL, like GRDB's
/// cached statements. Preparing a statement compiles every trigger and foreign-key action it can
/// fire, and on the atlas that costs more than running it, so an evidence insert prepared afresh
/// for each photo would dominate an import (docs/memories.md; figures in docs/performance.md).
///
/// Meant for fixed SQL text run many times (a cache keyed by SQL that embeds values would grow
/// without bound) and for statements that are run to completion (`run`) or reset: a statement
/// left stepping would hold its read transaction open until it is handed out again.
public final class StatementCache {
    let database: Database
    private var statements: [String: Statement] = [:]

    public init(_ database: Database) { self.database = database }

    /// The statement for `sql`, reset and with no values bound. A statement that a caller still
    /// holds is never handed out a second time (a nested use of the same SQL): another one is
    /// prepared and cached in its place.
    public func statement(_ sql: String) throws -> Statement {
        if var cached = statements.removeValue(forKey: sql), isKnownUniquelyReferenced(&cached) {
            cached.reset()
            statements[sql] = cached
            return cached
        }
        let prepared = try database.prepare(sql)
        statements[sql] = prepared
        return prepared
    }

    public var count: Int { statements.count }
}
