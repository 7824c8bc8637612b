import WaymarkSQLite

extension Gazetteer {
    /// The `CountryCityCodec` blob of `airport_summary`: every airport, by latitude then rowid,
    /// with no regions (the resolver's start-up).
    public func airportSummary() throws -> [UInt8] {
        let statement = try database.prepare("SELECT points FROM airport_summary WHERE id = 1")
        guard try statement.step() else { throw GazetteerFormatError(description: "airport_summary has no row") }
        return statement.blob(0)
    }
}
