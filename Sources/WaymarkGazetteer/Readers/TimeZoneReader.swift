import WaymarkSQLite

/// Reads the IANA time zone of a city (`city_time_zone`), one prepared statement, with the
/// answers remembered: an import asks for the same few cities millions of times.
/// Not for sharing between threads.
public final class TimeZoneReader {
    private let statement: Statement
    private var known: [Int: String?] = [:]

    public init(gazetteer: Gazetteer) throws {
        statement = try gazetteer.database.prepare("SELECT time_zone FROM city_time_zone WHERE city = ?")
    }

    /// The zone identifier ("Asia/Tokyo") of the city with this rowid, or nil when it has none.
    public func timeZoneName(ofCity rowid: Int) throws -> String? {
        if let answer = known[rowid] { return answer }
        defer { statement.reset() }
        try statement.bind([.integer(rowid)])
        let answer = try statement.step() ? statement.text(0) : nil
        known[rowid] = answer
        return answer
    }
}
