import WaymarkGazetteer
import WaymarkGeo

/// A place as the build holds it before writing. `rowid`s are assigned in a fixed order
/// (continents, countries, regions, cities, airports, each sorted by code), so the same sources
/// always give the same rows.
struct PlaceRow {
    var rowid: Int
    var kind: PlaceKind
    var code: String
    var name: String
    var continent: Int?
    var country: Int?
    var region: Int?
    var city: Int?
    var coordinate: Coordinate?
    var population: Int
    var importance: Double
    var geonameID: Int?

    var id: PlaceID { PlaceID(kind: kind, code: code) }
}

struct CountryDetail {
    var iso3: String
    var isoNumeric: Int?
    var capital: String
    var areaSquareKilometers: Double?
}

struct RegionDetail {
    var iso3166_2: String?
    var type: String?
    var nameSource: String
}

struct AirportDetail {
    var iata: String
    var icao: String?
    var type: String
    var scheduled: Bool
    var municipality: String
    /// nil: the airport never answers a coordinate.
    var footprintMeters: Double?
    /// Other names it goes by, with their source (`AirportOtherNames`).
    var otherNames: [(name: String, source: String)] = []
}

/// One polygon of a country or region, in both its source and its stored (simplified, rounded) form.
struct BoundaryRow {
    var level: Int                 // 0 country, 1 region
    var place: PlaceID?            // the country or region; nil for a region polygon decided per point
    var countryCode: String
    var sourceRef: String
    var decision: BoundaryDecision
    var source: Polygon
    var stored: Polygon
    var areaSquareKilometers: Double
    var boundingBox: BoundingBox
}

/// Everything the writer needs, in final order.
struct GazetteerContent {
    var places: [PlaceRow] = []
    var countryDetails: [Int: CountryDetail] = [:]
    var regionDetails: [Int: RegionDetail] = [:]
    var airportDetails: [Int: AirportDetail] = [:]
    /// The runways of airports that answer coordinates, by airport rowid.
    var airportRunways: [Int: [AirportFootprint.Runway]] = [:]
    /// Alternate names per place rowid, already bounded and de-duplicated, in a stable order.
    var alternateNames: [Int: [(name: String, source: String)]] = [:]
    var boundaries: [BoundaryRow] = []
    /// City sections (`CitySections`): section rowid → its city's rowid.
    var citySections: [Int: Int] = [:]
    /// The sections named after their city with a number ("Paris 16 Passy"), found through their city.
    var numberedSections = Set<Int>()
}
