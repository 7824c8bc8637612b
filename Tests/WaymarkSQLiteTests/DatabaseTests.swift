import Foundation
import XCTest
@testable import WaymarkSQLite

final class DatabaseTests: XCTestCase {
    // SQLite result codes, spelled out so the test target needs only WaymarkSQLite.
    private let sqliteError: Int32 = 1
    private let sqliteReadOnly: Int32 = 8
    private let sqliteCantOpen: Int32 = 14
    private let sqliteConstraint: Int32 = 19
    private let sqliteRange: Int32 = 25
    private let sqliteConstraintUnique: Int32 = 19 | (8 << 8)   // 2067, extended codes are on

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("WaymarkSQLiteTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        directory = nil
    }

    private func path(_ name: String = "test.sqlite") -> String {
        directory.appendingPathComponent(name).path
    }

    private func openFresh(_ name: String = "test.sqlite") throws -> Database {
        try Database(path: path(name), mode: .readWrite)
    }

    private func sqliteError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> SQLiteError? {
        do {
            try body()
            XCTFail("expected an SQLiteError", file: file, line: line)
            return nil
        } catch let error as SQLiteError {
            return error
        } catch {
            XCTFail("expected an SQLiteError, got \(error)", file: file, line: line)
            return nil
        }
    }

    private func rowCount(_ db: Database, _ table: String = "t") throws -> Int? {
        try db.scalarInt("SELECT count(*) FROM \(table)")
    }

    // MARK: - Opening

    func testOpeningReadWriteCreatesTheFileWhenMissing() throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: path()))
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path()))
        XCTAssertEqual(db.path, path())
    }

    func testOpeningANonexistentPathReadOnlyThrowsAndDoesNotCreateTheFile() {
        let missing = path("missing.sqlite")
        let error = sqliteError { _ = try Database(path: missing, mode: .readOnly) }
        XCTAssertEqual(error?.code, sqliteCantOpen)
        XCTAssertEqual(error?.path, missing)
        XCTAssertTrue(error?.description.contains(missing) ?? false, "the description names the path: \(String(describing: error))")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
    }

    func testOpeningInsideAMissingDirectoryThrowsEvenReadWrite() {
        let error = sqliteError { _ = try Database(path: path("no/such/dir/x.sqlite"), mode: .readWrite) }
        XCTAssertEqual(error?.code, sqliteCantOpen)
    }

    func testAReadOnlyConnectionSeesDataButRefusesWrites() throws {
        do {
            let db = try openFresh()
            try db.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);")
        }
        let ro = try Database(path: path(), mode: .readOnly)
        XCTAssertEqual(try ro.scalarInt("SELECT x FROM t"), 7)
        let error = sqliteError { try ro.execute("INSERT INTO t VALUES (8)") }
        XCTAssertEqual(error.map { $0.code & 0xFF }, sqliteReadOnly)
        XCTAssertEqual(error?.sql, "INSERT INTO t VALUES (8)")
        XCTAssertEqual(try ro.scalarInt("SELECT count(*) FROM t"), 1)
    }

    func testLibraryVersionIsASQLite3VersionString() {
        let version = Database.libraryVersion
        XCTAssertTrue(version.hasPrefix("3."), version)
        XCTAssertGreaterThanOrEqual(version.split(separator: ".").count, 3)
    }

    // MARK: - Values

    func testEverySQLiteValueCaseRoundTripsWithItsStorageClass() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v)")   // no affinity: values stay as bound
        let values: [SQLiteValue] = [
            .null,
            .integer(42),
            .integer(Int.max),
            .integer(Int.min),
            .real(3.25),
            .real(-0.5e-300),
            .text("hello"),
            .blob([0x00, 0x01, 0xFE, 0xFF, 0x00]),
        ]
        let insert = try db.prepare("INSERT INTO t (id, v) VALUES (?, ?)")
        for (i, value) in values.enumerated() { try insert.run([.integer(i), value]) }

        let select = try db.prepare("SELECT v, typeof(v) FROM t ORDER BY id")
        var index = 0
        while try select.step() {
            let type = select.text(1)
            switch values[index] {
            case .null:
                XCTAssertEqual(type, "null")
                XCTAssertTrue(select.isNull(0))
                XCTAssertNil(select.text(0))
                XCTAssertNil(select.optionalInt(0))
                XCTAssertNil(select.optionalDouble(0))
            case .integer(let v):
                XCTAssertEqual(type, "integer")
                XCTAssertFalse(select.isNull(0))
                XCTAssertEqual(select.int(0), v)
                XCTAssertEqual(select.optionalInt(0), v)
            case .real(let v):
                XCTAssertEqual(type, "real")
                XCTAssertEqual(select.double(0), v)
                XCTAssertEqual(select.optionalDouble(0), v)
            case .text(let v):
                XCTAssertEqual(type, "text")
                XCTAssertEqual(select.text(0), v)
            case .blob(let v):
                XCTAssertEqual(type, "blob")
                XCTAssertEqual(select.blob(0), v)
            }
            index += 1
        }
        XCTAssertEqual(index, values.count)
    }

    func testBindingByExplicitIndexAndByArrayAreEquivalent() throws {
        let db = try openFresh()
        let statement = try db.prepare("SELECT ?1 + ?2")
        try statement.bind(.integer(40), at: 1)
        try statement.bind(.integer(2), at: 2)
        XCTAssertTrue(try statement.step())
        XCTAssertEqual(statement.int(0), 42)
        statement.reset()
        try statement.bind([.integer(1), .integer(2)])
        XCTAssertTrue(try statement.step())
        XCTAssertEqual(statement.int(0), 3)
    }

    func testResetClearsBindingsSoUnboundParametersAreNull() throws {
        let db = try openFresh()
        let statement = try db.prepare("SELECT ?")
        try statement.bind([.text("x")])
        XCTAssertTrue(try statement.step())
        XCTAssertEqual(statement.text(0), "x")
        statement.reset()
        XCTAssertTrue(try statement.step())
        XCTAssertTrue(statement.isNull(0))
    }

    func testAUnicodeStringRoundTripsExactly() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (s TEXT)")
        let text = "Zürich · 東京 · Ελλάδα · São Tomé · 🇳🇿 · e\u{301} · \u{200D}"
        try db.prepare("INSERT INTO t VALUES (?)").run([.text(text)])
        XCTAssertEqual(try db.scalarText("SELECT s FROM t"), text)
        // SQLite counts characters (code points), not bytes.
        XCTAssertEqual(try db.scalarInt("SELECT length(s) FROM t"), text.unicodeScalars.count)
        XCTAssertEqual(try db.scalarInt("SELECT length(CAST(s AS BLOB)) FROM t"), text.utf8.count)
    }

    func testAnEmptyStringIsReadBackAsEmptyNotNil() throws {
        let db = try openFresh()
        XCTAssertEqual(try db.scalarText("SELECT ?", [.text("")]), "")
        XCTAssertEqual(try db.scalarText("SELECT typeof(?)", [.text("")]), "text")
        XCTAssertNil(try db.scalarText("SELECT NULL"))
    }

    func testAnEmptyBlobIsStoredAsAZeroLengthBlobAndReadBackAsAnEmptyArray() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (b BLOB)")
        try db.prepare("INSERT INTO t VALUES (?)").run([.blob([])])
        XCTAssertEqual(try db.scalarText("SELECT typeof(b) FROM t"), "blob")
        XCTAssertEqual(try db.scalarInt("SELECT length(b) FROM t"), 0)
        let select = try db.prepare("SELECT b FROM t")
        XCTAssertTrue(try select.step())
        XCTAssertFalse(select.isNull(0))
        XCTAssertEqual(select.blob(0), [])
    }

    func testBlobReadsOfNullGiveAnEmptyArray() throws {
        let db = try openFresh()
        let select = try db.prepare("SELECT NULL")
        XCTAssertTrue(try select.step())
        XCTAssertEqual(select.blob(0), [])
        XCTAssertTrue(select.isNull(0))
    }

    func testALargeBlobRoundTripsByteForByte() throws {
        let db = try openFresh()
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let select = try db.prepare("SELECT ?")
        try select.bind([.blob(bytes)])
        XCTAssertTrue(try select.step())
        XCTAssertEqual(select.blob(0), bytes)
    }

    func testScalarHelpersReturnNilForNoRowsAndForNull() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        XCTAssertNil(try db.scalarInt("SELECT x FROM t"))
        XCTAssertNil(try db.scalarText("SELECT x FROM t"))
        XCTAssertNil(try db.scalarInt("SELECT NULL"))
        XCTAssertEqual(try db.scalarInt("SELECT ? * 2", [.integer(21)]), 42)
        XCTAssertEqual(try db.scalarText("SELECT upper(?)", [.text("abc")]), "ABC")
    }

    func testLastInsertRowIDIsTheRowidOfTheMostRecentInsert() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, x)")
        try db.execute("INSERT INTO t (id, x) VALUES (10, 'a')")
        XCTAssertEqual(db.lastInsertRowID, 10)
        try db.execute("INSERT INTO t (x) VALUES ('b')")
        XCTAssertEqual(db.lastInsertRowID, 11)
    }

    func testAPreparedInsertCanBeRunRepeatedly() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        for i in 0..<100 { try insert.run([.integer(i)]) }
        XCTAssertEqual(try rowCount(db), 100)
        XCTAssertEqual(try db.scalarInt("SELECT sum(x) FROM t"), 4950)
    }

    func testExecuteRunsSeveralStatementsSeparatedBySemicolons() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2);")
        XCTAssertEqual(try rowCount(db), 2)
    }

    // MARK: - Errors

    func testASyntaxErrorInExecuteCarriesTheSQLAndSQLitesMessage() throws {
        let db = try openFresh()
        let sql = "CREATE TABLEE t (x)"
        let error = sqliteError { try db.execute(sql) }
        XCTAssertEqual(error?.code, sqliteError)
        XCTAssertEqual(error?.sql, sql)
        XCTAssertTrue(error?.message.contains("syntax error") ?? false, String(describing: error))
        let description = error?.description ?? ""
        XCTAssertFalse(description.contains(sql), "the SQL is kept in .sql, not shown: \(description)")
        XCTAssertTrue(description.contains("syntax error"), description)
        XCTAssertTrue(description.hasPrefix(db.path + ": "), description)
    }

    func testPreparingAQueryOnAMissingTableCarriesTheSQLAndSQLitesMessage() throws {
        let db = try openFresh()
        let sql = "SELECT * FROM nowhere"
        let error = sqliteError { _ = try db.prepare(sql) }
        XCTAssertEqual(error?.code, sqliteError)
        XCTAssertEqual(error?.sql, sql)
        XCTAssertEqual(error?.message, "no such table: nowhere")
        XCTAssertEqual(error?.description, "\(db.path): no such table: nowhere (SQLite error 1)")
    }

    func testAConstraintViolationWhileSteppingCarriesTheExtendedCodeTheSQLAndTheMessage() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER UNIQUE)")
        let sql = "INSERT INTO t VALUES (?)"
        let insert = try db.prepare(sql)
        try insert.run([.integer(1)])
        let error = sqliteError { try insert.run([.integer(1)]) }
        XCTAssertEqual(error?.code, sqliteConstraintUnique)
        XCTAssertEqual(error.map { $0.code & 0xFF }, sqliteConstraint)
        XCTAssertEqual(error?.sql, sql)
        XCTAssertTrue(error?.message.contains("UNIQUE constraint failed: t.x") ?? false, String(describing: error))
        XCTAssertEqual(try rowCount(db), 1)
    }

    func testBindingAParameterThatDoesNotExistThrowsARangeError() throws {
        let db = try openFresh()
        let sql = "SELECT ?"
        let statement = try db.prepare(sql)
        let error = sqliteError { try statement.bind([.integer(1), .integer(2)]) }
        XCTAssertEqual(error?.code, sqliteRange)
        XCTAssertEqual(error?.sql, sql)
    }

    func testTheErrorDescriptionNamesTheFileAndTheCauseButNeverTheSQL() throws {
        let sql = "SELECT secret_column FROM t"
        let error = SQLiteError(code: 1, message: "boom", sql: sql, path: "/x/atlas.sqlite")
        XCTAssertEqual(error.description, "/x/atlas.sqlite: boom (SQLite error 1)")
        XCTAssertEqual(error.sql, sql, "kept for debugging")
        XCTAssertEqual(SQLiteError(code: 5, message: "busy", path: "/x/a").description, "/x/a is in use by another process; try again when it has finished")
        // A real damaged file: the message names it and says what to do.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notadb-\(UUID().uuidString).sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let db = try Database(path: url.path, mode: .readWrite)
        let damaged = sqliteError { try db.execute("PRAGMA user_version = 1") }
        XCTAssertEqual(damaged?.isDamage, true)
        XCTAssertEqual(damaged?.description.hasPrefix("\(url.path) is damaged or is not a Waymark file"), true, damaged?.description ?? "")
        XCTAssertFalse(damaged?.description.contains("PRAGMA") ?? true)
    }

    func testResetAfterAFailedStepMakesTheStatementUsableAgain() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER UNIQUE)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        try insert.run([.integer(1)])
        XCTAssertNotNil(sqliteError { try insert.run([.integer(1)]) })
        insert.reset()
        try insert.run([.integer(2)])
        XCTAssertEqual(try db.scalarInt("SELECT sum(x) FROM t"), 3)
    }

    // MARK: - Transactions

    func testATransactionCommitsWhenTheBodySucceedsAndReturnsItsValue() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        let result: String = try db.transaction {
            try db.execute("INSERT INTO t VALUES (1)")
            try db.execute("INSERT INTO t VALUES (2)")
            return "done"
        }
        XCTAssertEqual(result, "done")
        XCTAssertEqual(try rowCount(db), 2)
        // Visible to a second connection, so it really was committed.
        let other = try Database(path: path(), mode: .readOnly)
        XCTAssertEqual(try rowCount(other), 2)
    }

    func testATransactionRollsBackAndRethrowsWhenTheBodyThrows() throws {
        struct Boom: Error, Equatable {}
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        try db.execute("INSERT INTO t VALUES (0)")
        XCTAssertThrowsError(try db.transaction { () throws -> Void in
            try db.execute("INSERT INTO t VALUES (1)")
            try db.prepare("INSERT INTO t VALUES (?)").run([.integer(2)])
            throw Boom()
        }) { error in
            XCTAssertEqual(error as? Boom, Boom())
        }
        XCTAssertEqual(try rowCount(db), 1)
        // The connection is usable and no transaction is left open.
        try db.transaction { try db.execute("INSERT INTO t VALUES (3)") }
        XCTAssertEqual(try rowCount(db), 2)
    }

    func testATransactionRollsBackWhenAStatementInsideItFails() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER NOT NULL)")
        let error = sqliteError {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("INSERT INTO t VALUES (NULL)")
            }
        }
        XCTAssertEqual(error.map { $0.code & 0xFF }, sqliteConstraint)
        XCTAssertEqual(try rowCount(db), 0)
    }

    func testTransactionsDoNotNest() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        let error = sqliteError {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                try db.transaction { try db.execute("INSERT INTO t VALUES (2)") }
            }
        }
        XCTAssertTrue(error?.message.contains("within a transaction") ?? false, String(describing: error))
        XCTAssertEqual(error?.sql, "BEGIN IMMEDIATE")
        XCTAssertEqual(try rowCount(db), 0)
    }

    func testUncommittedChangesAreInvisibleToAnotherConnection() throws {
        let db = try openFresh()
        try db.execute("CREATE TABLE t (x INTEGER)")
        let other = try Database(path: path(), mode: .readOnly)
        try db.transaction {
            try db.execute("INSERT INTO t VALUES (1)")
            XCTAssertEqual(try rowCount(db), 1)
            XCTAssertEqual(try rowCount(other), 0)
        }
        XCTAssertEqual(try rowCount(other), 1)
    }
}
