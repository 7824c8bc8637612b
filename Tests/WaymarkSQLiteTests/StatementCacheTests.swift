import Foundation
import XCTest
@testable import WaymarkSQLite

/// A statement cache hands a prepared statement out again for the same SQL, reset and unbound,
/// and never gives one statement to two users at once.
final class StatementCacheTests: XCTestCase {
    private func memoryDatabase() throws -> Database {
        let database = try Database(path: ":memory:", mode: .readWrite)
        try database.execute("CREATE TABLE t(x INTEGER)")
        return database
    }

    func testTheSameSQLGetsTheSamePreparedStatementOnceItsUserLetsGo() throws {
        let cache = StatementCache(try memoryDatabase())
        weak var first = try cache.statement("INSERT INTO t(x) VALUES (?)")
        XCTAssertNotNil(first, "the cache keeps the statement after its user lets go")
        let second = try cache.statement("INSERT INTO t(x) VALUES (?)")
        XCTAssertTrue(first === second)
        XCTAssertEqual(cache.count, 1)
        _ = try cache.statement("SELECT count(*) FROM t")
        XCTAssertEqual(cache.count, 2)
    }

    func testAStatementStillHeldIsNotHandedOutTwice() throws {
        let database = try memoryDatabase()
        try database.execute("INSERT INTO t(x) VALUES (1), (2), (3)")
        let cache = StatementCache(database)
        let outer = try cache.statement("SELECT x FROM t ORDER BY x")
        XCTAssertTrue(try outer.step())
        XCTAssertEqual(outer.int(0), 1)
        // A nested use of the same SQL gets its own statement; the outer scan goes on undisturbed.
        let inner = try cache.statement("SELECT x FROM t ORDER BY x")
        XCTAssertFalse(outer === inner)
        XCTAssertTrue(try inner.step())
        XCTAssertEqual(inner.int(0), 1)
        XCTAssertTrue(try outer.step())
        XCTAssertEqual(outer.int(0), 2)
    }

    func testAReusedStatementStartsOverWithNoValuesBound() throws {
        let database = try memoryDatabase()
        try database.execute("INSERT INTO t(x) VALUES (1), (2)")
        let cache = StatementCache(database)
        do {
            let scan = try cache.statement("SELECT x FROM t WHERE x >= ifnull(?, 0) ORDER BY x")
            try scan.bind([.integer(2)])
            XCTAssertTrue(try scan.step())
            XCTAssertEqual(scan.int(0), 2)
            // Left mid-scan, with a value bound.
        }
        let again = try cache.statement("SELECT x FROM t WHERE x >= ifnull(?, 0) ORDER BY x")
        XCTAssertTrue(try again.step())
        XCTAssertEqual(again.int(0), 1, "the scan starts from the first row, with the parameter unbound (NULL)")
    }
}
