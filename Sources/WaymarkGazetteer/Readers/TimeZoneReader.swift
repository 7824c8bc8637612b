import WaymarkSQLite

/// Reads the IANA time zone of a city (`city_time_zone_block`, `time_zone`), a block of rowids
/// at a time, with the blocks and zone names remembered: an import asks for the same few cities
/// millions of times. Not for sharing between threads.
///
/// ```swift
/// let zones = try TimeZoneReader(gazetteer: gazetteer)
/// let zone = try zones.timeZoneName(ofCity: rowid)   // "Atlantic/Reykjavik" for Reykjavík
/// ```
public final class TimeZoneReader {
    private let blockQuery: Statement
    private let nameQuery: Statement
    private var blocks: [Int: [UInt8]] = [:]
    private var names: [Int: String] = [:]

    /// Prepares the two queries on `gazetteer`; nothing is read until a zone is asked for.
    public init(gazetteer: Gazetteer) throws {
        blockQuery = try gazetteer.database.prepare("SELECT zones FROM city_time_zone_block WHERE block = ?")
        nameQuery = try gazetteer.database.prepare("SELECT name FROM time_zone WHERE zone = ?")
    }

    /// The zone identifier ("Asia/Tokyo") of the city with this rowid, or nil when it has none.
    public func timeZoneName(ofCity rowid: Int) throws -> String? {
        guard let zone = CityTimeZoneBlock.zone(ofRowid: rowid, in: try block(of: rowid)) else { return nil }
        if let name = names[zone] { return name }
        defer { nameQuery.reset() }
        try nameQuery.bind([.integer(zone)])
        guard try nameQuery.step(), let name = nameQuery.text(0) else {
            throw GazetteerFormatError(description: "city \(rowid) has time zone \(zone), which time_zone does not name")
        }
        names[zone] = name
        return name
    }

    private func block(of rowid: Int) throws -> [UInt8] {
        let block = CityTimeZoneBlock.block(ofRowid: rowid)
        if let known = blocks[block] { return known }
        defer { blockQuery.reset() }
        try blockQuery.bind([.integer(block)])
        let zones = try blockQuery.step() ? blockQuery.blob(0) : []
        blocks[block] = zones
        return zones
    }
}
