import WaymarkCalendar
import WaymarkSQLite

extension AtlasStore {
    /// A day column as the atlas stores it, TEXT "YYYY-MM-DD", read without a `String` in
    /// between. Every write path stores only checked days, so anything else is damage, named
    /// with `what` the row is rather than skipped.
    func storedDay(_ statement: Statement, _ column: Int32, _ what: @autoclosure () -> String) throws -> LocalDay {
        if let day = statement.withTextBytes(column, LocalDay.init(utf8:)) ?? nil { return day }
        throw AtlasError.notADay(url, what: what(), value: statement.text(column) ?? "NULL")
    }

    /// A capture-time column, TEXT "YYYY-MM-DDThh:mm:ss" or NULL (no trusted time), read the
    /// same way: anything else is damage, named with `what` the row is.
    func storedLocalTime(_ statement: Statement, _ column: Int32, _ what: @autoclosure () -> String) throws -> LocalDateTime? {
        if statement.isNull(column) { return nil }
        if let time = statement.withTextBytes(column, LocalDateTime.init(utf8:)) ?? nil { return time }
        throw AtlasError.notALocalTime(url, what: what(), value: statement.text(column) ?? "NULL")
    }

    /// A photo's offset-source column, "tag", "gps" or NULL; anything else is damage, named with
    /// `what` the row is.
    func storedOffsetSource(_ statement: Statement, _ column: Int32, _ what: @autoclosure () -> String) throws -> PhotoRecord.OffsetSource? {
        guard let text = statement.text(column) else { return nil }
        if let source = PhotoRecord.OffsetSource(rawValue: text) { return source }
        throw AtlasError.unknownValue(url, what: what(), field: "offset source", value: text,
                                      expected: PhotoRecord.OffsetSource.allCases.map(\.rawValue))
    }
}
