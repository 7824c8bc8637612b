import Foundation
import WaymarkSQLite
import XCTest

/// Faults found by review, kept as specifications so they stay fixed.
final class StatementRegressionTests: XCTestCase {
    var path: String!

    override func setUp() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("stmt-\(UUID().uuidString).sqlite").path
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: path) }

    func testAFailedRunLeavesTheStatementReusable() throws {
        let db = try Database(path: path, mode: .readWrite)
        try db.execute("CREATE TABLE t (x INTEGER UNIQUE)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        try insert.run([.integer(1)])
        XCTAssertThrowsError(try insert.run([.integer(1)]))
        XCTAssertNoThrow(try insert.run([.integer(2)]))
        XCTAssertEqual(try db.scalarInt("SELECT count(*) FROM t"), 2)
    }

    func testTextWithAnEmbeddedNulRoundTripsWhole() throws {
        let db = try Database(path: path, mode: .readWrite)
        XCTAssertEqual(try db.scalarText("SELECT ?", [.text("a\u{0}b")]), "a\u{0}b")
        XCTAssertEqual(try db.scalarInt("SELECT length(CAST(? AS BLOB))", [.text("a\u{0}b")]), 3)
        XCTAssertEqual(try db.scalarText("SELECT ?", [.text("")]), "")
    }
}
