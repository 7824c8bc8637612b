import WaymarkGeo

/// Finds where a region's cities reach across Natural Earth's border into a neighbouring
/// region's polygon, so that the build can split that polygon by its cities.
///
/// Natural Earth's admin-1 is generalised to 1:10m, and in places older than GeoNames' divisions:
/// Côte d'Ivoire's 19 regions against its 14 districts, Limpopo before Bushbuckridge moved to
/// Mpumalanga, the Delhi and Kyiv city borders. GeoNames files each city under the region it
/// belongs to, so where a polygon holds cities of a neighbouring region that continue that
/// region's own settled area, the polygon's border is not the region's.
///
/// A city of region M lying in a polygon won by another region is a *crossing* when a chain of
/// M's cities, each within `linkMeters` of the next, joins it to M's own area (a city of M in a
/// polygon that answers M). A city of M with no such chain (Hebei towns that GeoNames files under
/// Henan, 200 km from it; Xinjiang villages filed under Heilongjiang) is a *stray*: its code is
/// not evidence about this border, so it does not split the polygon, and where the polygon is
/// split for other reasons it counts for the polygon's region, not its own.
struct BorderCrossings {
    /// How far apart two cities of a region may be and still continue one settled area: about the
    /// spacing of villages in the sparsely settled regions of cities500.
    static let linkMeters = 25_000.0

    struct Member {
        var city: Int          // offset into the city list
        var polygon: Int       // the polygon it lies in (its smallest of the city's country)
    }

    /// Per region code, its cities lying in a polygon that answers another region.
    var outsiders: [String: [Member]] = [:]
    /// Per region code, the coordinates of its cities lying in its own area.
    var anchors: [String: [Coordinate]] = [:]

    /// Sorts every city by the polygon it lies in: `answers(polygon)` is the region that polygon
    /// gives (nil for a split polygon, where every city answers its own region).
    init(cities: [SourceCity], codes: [String?], polygonOf: [Int?], answers: (Int) -> String?) {
        for (offset, code) in codes.enumerated() {
            guard let code, let polygon = polygonOf[offset] else { continue }
            let city = cities[offset]
            if let region = answers(polygon), region != code {
                outsiders[code, default: []].append(Member(city: offset, polygon: polygon))
            } else {
                anchors[code, default: []].append(Coordinate(latitude: city.latitude, longitude: city.longitude))
            }
        }
    }

    /// The outsiders that a chain of their region's cities joins to its own area, by region:
    /// grown outward from the anchors, one link at a time, in a fixed order.
    func crossings(_ cities: [SourceCity]) -> [String: [Member]] {
        var result: [String: [Member]] = [:]
        for code in outsiders.keys.sorted() {
            var reached = anchors[code] ?? []
            var pending = outsiders[code]!
            var found: [Member] = []
            var frontier = reached
            while !frontier.isEmpty, !pending.isEmpty {
                var next: [Coordinate] = []
                pending.removeAll { member in
                    let c = Coordinate(latitude: cities[member.city].latitude, longitude: cities[member.city].longitude)
                    guard frontier.contains(where: { SphericalDistance.meters($0, c) <= Self.linkMeters }) else { return false }
                    found.append(member); next.append(c)
                    return true
                }
                reached += next
                frontier = next
            }
            if !found.isEmpty { result[code] = found.sorted { $0.city < $1.city } }
        }
        return result
    }

    /// The distance from a city to the nearest city lying in its region's own area.
    func metersToOwnArea(_ city: SourceCity, _ code: String) -> Double? {
        let c = Coordinate(latitude: city.latitude, longitude: city.longitude)
        return anchors[code]?.lazy.map { SphericalDistance.meters($0, c) }.min()
    }
}
