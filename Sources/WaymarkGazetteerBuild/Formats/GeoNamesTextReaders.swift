import Foundation

/// Readers for the upstream GeoNames dumps (download.geonames.org/export/dump): tab-separated,
/// UTF-8, no quoting, `#` comment lines. They produce the same records as the JSON readers so
/// the build can take either form.
///
/// ```swift
/// let cities = try GeoNamesTextReader.readCities(url: URL(fileURLWithPath: "cities500.txt"))
/// ```
public enum GeoNamesTextReader {
    /// `cities500.txt` and its siblings (`cities1000.txt`, …, `allCountries.txt`): the 19-column
    /// "geoname" table.
    public static func readCities(url: URL) throws -> [SourceCity] {
        try readCities(data: CSVReader.loadSource(url), file: url.path)
    }

    /// The cities of `data`, whose errors name `file`.
    public static func readCities(data: Data, file: String) throws -> [SourceCity] {
        var cities: [SourceCity] = []
        cities.reserveCapacity(data.count / 160)
        try GeoNamesTabScanner.forEachRow(in: data, file: file, columns: 19) { row in
            let geonameID = try row.requiredInt(0, "geonameid")
            let latitude = try row.degrees(4, "latitude", limit: 90)
            let longitude = try row.degrees(5, "longitude", limit: 180)
            let population = try row.optionalInt(14, "population") ?? 0
            cities.append(SourceCity(
                geonameID: geonameID,
                name: row.string(1),
                latitude: latitude,
                longitude: longitude,
                countryCode: row.string(8),
                admin1: row.string(10),
                population: population,
                timezone: row.string(17),
                alternateNames: row.commaList(3)))
        }
        return cities
    }

    /// `countryInfo.txt`. Its column header is itself a `#` comment, so it is skipped with
    /// the rest of the preamble and columns are taken by position.
    public static func readCountries(url: URL) throws -> [SourceCountry] {
        try readCountries(data: CSVReader.loadSource(url), file: url.path)
    }

    /// The countries of `data`, whose errors name `file`.
    public static func readCountries(data: Data, file: String) throws -> [SourceCountry] {
        var countries: [SourceCountry] = []
        try GeoNamesTabScanner.forEachRow(in: data, file: file, columns: 19) { row in
            let iso2 = row.string(0)
            guard iso2.utf8.count == 2 else { throw row.error("ISO code is not two letters: \"\(iso2)\"") }
            let isoNumeric = try row.optionalInt(2, "ISO-Numeric")
            let area = try row.optionalDouble(6, "Area(in sq km)")
            let population = try row.optionalInt(7, "Population") ?? 0
            let geonameID = try row.optionalInt(16, "geonameid")
            countries.append(SourceCountry(
                iso2: iso2,
                iso3: row.string(1),
                isoNumeric: isoNumeric,
                name: row.string(4),
                continentCode: row.string(8),
                capital: row.string(5),
                areaSquareKilometers: area,
                population: population,
                geonameID: geonameID))
        }
        return countries
    }

    /// `admin1CodesASCII.txt`. GeoNames gives no ISO 3166-2 code or subdivision type here;
    /// those come from other sources, so they are left nil.
    public static func readAdmin1Regions(url: URL) throws -> [SourceRegion] {
        try readAdmin1Regions(data: CSVReader.loadSource(url), file: url.path)
    }

    /// The regions of `data`, whose errors name `file`.
    public static func readAdmin1Regions(data: Data, file: String) throws -> [SourceRegion] {
        var regions: [SourceRegion] = []
        try GeoNamesTabScanner.forEachRow(in: data, file: file, columns: 4) { row in
            let code = row.string(0)
            guard let dot = code.firstIndex(of: "."), dot != code.startIndex,
                  code.index(after: dot) != code.endIndex else {
                throw row.error("admin1 code is not COUNTRY.CODE: \"\(code)\"")
            }
            let name = row.string(1)
            let asciiName = row.string(2)
            let geonameID = try row.optionalInt(3, "geonameid")
            regions.append(SourceRegion(
                admin1Code: code,
                iso3166_2: nil,
                name: name,
                geonameID: geonameID,
                type: nil,
                aliases: asciiName.isEmpty || asciiName == name ? [] : [asciiName]))
        }
        return regions
    }
}

/// One tab-separated row as byte ranges into the mapped file: strings are made only for the
/// columns a reader keeps, which matters for `allCountries.txt`-sized inputs.
struct GeoNamesTabRow {
    let buffer: UnsafeBufferPointer<UInt8>
    /// Start offsets of each field, plus one past the end of the last, so field `i` spans
    /// `bounds[i] ..< bounds[i + 1] - 1`.
    let bounds: [Int]
    let file: String
    let line: Int

    func bytes(_ column: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[bounds[column] ..< (bounds[column + 1] - 1)])
    }

    func string(_ column: Int) -> String {
        String(decoding: bytes(column), as: UTF8.self)
    }

    func error(_ message: String) -> SourceError {
        SourceError(file: file, line: line, message)
    }

    func requiredInt(_ column: Int, _ name: String) throws -> Int {
        guard let value = try optionalInt(column, name) else { throw error("\(name) is empty") }
        return value
    }

    /// Parses digits straight from the bytes; empty means "unknown" in GeoNames, anything
    /// else non-numeric means the row is broken.
    func optionalInt(_ column: Int, _ name: String) throws -> Int? {
        let field = bytes(column)
        if field.isEmpty { return nil }
        var index = 0
        var negative = false
        if field[0] == UInt8(ascii: "-") { negative = true; index = 1 }
        guard index < field.count else { throw error("\(name) is not a whole number: \"\(string(column))\"") }
        var value = 0
        while index < field.count {
            let digit = Int(field[index]) - 48
            guard digit >= 0 && digit <= 9 else {
                throw error("\(name) is not a whole number: \"\(string(column))\"")
            }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            guard !overflow1 && !overflow2 else { throw error("\(name) is too large: \"\(string(column))\"") }
            value = sum
            index += 1
        }
        return negative ? -value : value
    }

    func optionalDouble(_ column: Int, _ name: String) throws -> Double? {
        let text = string(column)
        if text.isEmpty { return nil }
        guard let value = Double(text), value.isFinite else {
            throw error("\(name) is not a number: \"\(text)\"")
        }
        return value
    }

    func degrees(_ column: Int, _ name: String, limit: Double) throws -> Double {
        let text = string(column)
        guard let value = Double(text), value.isFinite else {
            throw error("\(name) is not a number: \"\(text)\"")
        }
        guard abs(value) <= limit else {
            throw error("\(name) out of range [-\(Int(limit)), \(Int(limit))]: \"\(text)\"")
        }
        return value
    }

    /// GeoNames' alternatenames: comma-separated, no escaping, occasionally with empty items.
    func commaList(_ column: Int) -> [String] {
        let field = bytes(column)
        if field.isEmpty { return [] }
        var items: [String] = []
        var start = 0
        for index in 0 ... field.count where index == field.count || field[index] == UInt8(ascii: ",") {
            if index > start {
                items.append(String(decoding: UnsafeBufferPointer(rebasing: field[start ..< index]), as: UTF8.self))
            }
            start = index + 1
        }
        return items
    }
}

/// Walks a GeoNames dump line by line over the file's bytes without materialising the lines.
enum GeoNamesTabScanner {
    static func forEachRow(in data: Data, file: String, columns: Int,
                           _ body: (GeoNamesTabRow) throws -> Void) throws {
        try data.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            let end = buffer.count
            var pos = 0
            if end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { pos = 3 }
            var line = 0
            var bounds: [Int] = []
            bounds.reserveCapacity(columns + 1)
            while pos < end {
                line += 1
                let lineStart = pos
                var highBits: UInt8 = 0
                bounds.removeAll(keepingCapacity: true)
                bounds.append(pos)
                while pos < end {
                    let byte = buffer[pos]
                    if byte == UInt8(ascii: "\n") { break }
                    if byte == UInt8(ascii: "\t") { bounds.append(pos + 1) }
                    highBits |= byte
                    pos += 1
                }
                var contentEnd = pos
                if contentEnd > lineStart && buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                pos += 1   // past the newline (or past the end, harmlessly)

                if contentEnd == lineStart { continue }                       // blank line
                if buffer[lineStart] == UInt8(ascii: "#") { continue }        // comment
                let lineBytes = UnsafeBufferPointer(rebasing: buffer[lineStart ..< contentEnd])
                if highBits & 0x80 != 0 {
                    // Only lines with non-ASCII bytes need checking; String(decoding:) would
                    // otherwise quietly turn a Latin-1 file into replacement characters.
                    let decoded = String(decoding: lineBytes, as: UTF8.self)
                    guard decoded.utf8.elementsEqual(lineBytes) else {
                        throw SourceError(file: file, line: line, "invalid UTF-8")
                    }
                }
                guard bounds.count == columns else {
                    throw SourceError(file: file, line: line,
                                      "expected \(columns) tab-separated columns, found \(bounds.count)")
                }
                bounds.append(contentEnd + 1)
                try body(GeoNamesTabRow(buffer: buffer, bounds: bounds, file: file, line: line))
            }
        }
    }
}
