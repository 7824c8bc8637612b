import Foundation
import WaymarkGazetteer
import WaymarkSQLite

/// Fills `time_zone` and `city_time_zone_block` in a written, not yet published artifact from the
/// GeoNames `timezone` column, so imports can turn UTC instants into local calendar days.
enum CityTimeZoneWriter {
    /// The number of cities given a time zone (cities with an empty column get none).
    static func fill(_ artifact: URL, places: [PlaceRow], cities: [SourceCity]) throws -> Int {
        var zoneByGeonameID: [Int: String] = [:]
        for city in cities where !city.timezone.isEmpty { zoneByGeonameID[city.geonameID] = city.timezone }
        // Numbered in name order from 1 (0 is none): the same sources give the same numbers.
        var zoneNumbers: [String: UInt16] = [:]
        var zonesByRowid: [Int: UInt16] = [:]
        for place in places where place.kind == .city {
            guard let id = place.geonameID, let zone = zoneByGeonameID[id] else { continue }
            zoneNumbers[zone] = 0
            zonesByRowid[place.rowid] = 0
        }
        let names = zoneNumbers.keys.sorted()
        precondition(names.count < Int(UInt16.max), "more time zones than two bytes number")
        for (index, name) in names.enumerated() { zoneNumbers[name] = UInt16(index + 1) }
        for place in places where place.kind == .city {
            guard let id = place.geonameID, let zone = zoneByGeonameID[id] else { continue }
            zonesByRowid[place.rowid] = zoneNumbers[zone]
        }
        let db = try Database(path: artifact.path, mode: .readWrite)
        try db.transaction {
            let zone = try db.prepare("INSERT INTO time_zone(zone, name) VALUES (?, ?)")
            for (index, name) in names.enumerated() { try zone.run([.integer(index + 1), .text(name)]) }
            let insert = try db.prepare("INSERT INTO city_time_zone_block(block, zones) VALUES (?, ?)")
            // Per rowid its zone number; each block up to its last city with a zone, blocks
            // without one left out.
            var zones = Array(repeating: UInt16(0), count: (zonesByRowid.keys.max() ?? -1) + 1)
            for (rowid, number) in zonesByRowid { zones[rowid] = number }
            let size = CityTimeZoneBlock.rowidsPerBlock
            for first in stride(from: 0, to: zones.count, by: size) {
                let block = zones[first..<min(first + size, zones.count)]
                guard let last = block.lastIndex(where: { $0 != 0 }) else { continue }
                try insert.run([.integer(first / size), .blob(CityTimeZoneBlock.encode(Array(zones[first...last])))])
            }
        }
        return zonesByRowid.count
    }
}
