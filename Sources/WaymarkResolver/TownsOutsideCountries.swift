import WaymarkGazetteer
import WaymarkGeo

/// The towns whose own point lies in no country polygon (`city_outside_countries`), each with the
/// country it lies in: what the country rule falls back on where no polygon is near (an atoll
/// that Natural Earth 1:10m does not draw). A few thousand points, read once.
struct TownsOutsideCountries {
    let points: NearestPoints
    /// Town rowid → country rowid.
    let country: [Int: Int]

    init(_ gazetteer: Gazetteer) throws {
        let towns = try gazetteer.townsOutsideCountries()
        points = NearestPoints(towns.map { ($0.rowid, $0.coordinate) })
        var country: [Int: Int] = [:]
        for town in towns { if let lying = town.country { country[town.rowid] = lying } }
        self.country = country
    }
}
