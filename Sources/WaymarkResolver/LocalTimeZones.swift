import Foundation
import WaymarkGazetteer

/// The time zone a resolved point keeps its clocks on: the IANA zone of the city it resolved to
/// (GeoNames, stored by the gazetteer build), converted with the system's time-zone database.
/// A point with no city (open sea) gets the nautical zone of its longitude, whole hours from
/// UTC, which is what ships keep there. Not for sharing between threads.
public final class LocalTimeZones {
    private let reader: TimeZoneReader
    private var byName: [String: TimeZone] = [:]

    /// Zones read from `gazetteer`'s cities.
    ///
    /// ```swift
    /// let zones = try LocalTimeZones(gazetteer: gazetteer)
    /// let zone = try zones.timeZone(for: try resolver.resolve(Coordinate(latitude: 35.6762, longitude: 139.6503)))
    /// zone.identifier   // "Asia/Tokyo"
    /// ```
    /// - Throws: an SQLite error when the gazetteer's statements cannot be prepared.
    public init(gazetteer: Gazetteer) throws {
        reader = try TimeZoneReader(gazetteer: gazetteer)
    }

    /// The zone of the resolution's city; the nautical zone of its longitude when it has no city, or
    /// the city's zone is not one the system knows.
    public func timeZone(for resolution: Resolution) throws -> TimeZone {
        try timeZone(cityRowid: resolution.city.rowid, longitude: resolution.coordinate.longitude)
    }

    /// The zone of the city with this rowid; without one, the nautical zone of the longitude.
    public func timeZone(cityRowid: Int?, longitude: Double) throws -> TimeZone {
        if let city = cityRowid, let name = try reader.timeZoneName(ofCity: city), let zone = zone(named: name) { return zone }
        return Self.nautical(longitude: longitude)
    }

    private func zone(named name: String) -> TimeZone? {
        if let known = byName[name] { return known }
        guard let zone = TimeZone(identifier: name) else { return nil }
        byName[name] = zone
        return zone
    }

    /// The nautical zone: UTC plus the longitude in 15° steps, rounded, −12 to +12 hours.
    public static func nautical(longitude: Double) -> TimeZone {
        let hours = max(-12, min(12, Int((longitude / 15).rounded())))
        return TimeZone(secondsFromGMT: hours * 3600)!
    }
}
