import Foundation
import WaymarkSQLite

/// One step of the atlas format: SQL statements, and where SQLite cannot alter a table in place,
/// a rebuild worked out from the file as it is when the migration runs. Written as an array of
/// statements when that is all it is.
struct AtlasMigration: ExpressibleByArrayLiteral {
    enum Step {
        case sql(String)
        case rebuild(TableRebuild)
    }

    let steps: [Step]

    init(arrayLiteral statements: String...) { steps = statements.map(Step.sql) }
    init(_ steps: [Step]) { self.steps = steps }

    func apply(to database: Database) throws {
        for step in steps {
            switch step {
            case .sql(let statement): try database.execute(statement)
            case .rebuild(let rebuild): try rebuild.run(on: database)
            }
        }
    }
}

/// Rebuilds a table the way SQLite documents for changes ALTER TABLE cannot make (a CHECK
/// constraint): a new table from the live definition with one piece of it replaced, every row
/// copied by column name, the old table dropped, the new one renamed, and every index and
/// trigger the old table had made again from its own SQL. Because everything is read from the
/// file, columns and indexes that other migrations added before this one runs are all kept.
/// Runs inside the migration's transaction with foreign keys off, so dropping the old table
/// cascades nowhere; the references that point at it resolve by name to the new one.
struct TableRebuild {
    let table: String
    /// Text of the live definition and what replaces it; it must occur exactly once.
    let replacing: String
    let replacement: String
    /// Column definitions appended, as `ALTER TABLE … ADD COLUMN` takes them.
    let addedColumns: [String]

    /// The live table is not what this rebuild was written for: nothing is changed.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String
    }

    func run(on database: Database) throws {
        guard let definition = try database.scalarText("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)]) else {
            throw Unexpected(description: "the atlas has no \(table) table")
        }
        let occurrences = definition.components(separatedBy: replacing).count - 1
        guard occurrences == 1 else {
            throw Unexpected(description: "the \(table) table's definition holds `\(replacing)` \(occurrences) times, not once; it was changed in a way this migration does not know")
        }
        let rebuilt = "\(table)_rebuilt"
        let head = try NSRegularExpression(pattern: "^CREATE TABLE\\s+([\"`\\[]?)\(NSRegularExpression.escapedPattern(for: table))[\"`\\]]?\\s*\\(",
                                           options: [.caseInsensitive])
        let whole = NSRange(definition.startIndex..., in: definition)
        guard let match = head.firstMatch(in: definition, range: whole), let headRange = Range(match.range, in: definition) else {
            throw Unexpected(description: "the \(table) table's definition does not start as a CREATE TABLE of that name")
        }
        let created = "CREATE TABLE \(rebuilt)(" + definition[headRange.upperBound...].replacingOccurrences(of: replacing, with: replacement)

        let columns = try Self.texts(database, "SELECT name FROM pragma_table_info(?) ORDER BY cid", table)
        let dependents = try Self.texts(database, "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name", table)
        let columnList = columns.map(Self.quoted).joined(separator: ", ")

        try database.execute(created)
        for column in addedColumns { try database.execute("ALTER TABLE \(rebuilt) ADD COLUMN \(column)") }
        try database.execute("INSERT INTO \(rebuilt)(\(columnList)) SELECT \(columnList) FROM \(Self.quoted(table))")
        try database.execute("DROP TABLE \(Self.quoted(table))")
        // The legacy rename touches only the table itself: views and triggers elsewhere that name
        // the table are not re-parsed while it is briefly missing.
        try database.execute("PRAGMA legacy_alter_table = ON")
        defer { try? database.execute("PRAGMA legacy_alter_table = OFF") }
        try database.execute("ALTER TABLE \(rebuilt) RENAME TO \(Self.quoted(table))")
        for statement in dependents { try database.execute(statement) }
    }

    /// The first column of every row, read whole before the schema changes.
    private static func texts(_ database: Database, _ sql: String, _ value: String) throws -> [String] {
        let statement = try database.prepare(sql)
        try statement.bind([.text(value)])
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0) ?? "") }
        return texts
    }

    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}
