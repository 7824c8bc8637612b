import Foundation
import WaymarkGeo

/// Nearest-city lookups for the build (airport → served city, empty polygon → nearest city).
/// Cities are bucketed in a 0.5° grid; the search widens ring by ring until the best candidate
/// cannot be beaten. Ties break on the lower geonameid.
struct CityIndex {
    let cities: [SourceCity]
    let cellSize = 0.5
    let columns: Int
    var buckets: [Int: [Int32]] = [:]

    init(cities: [SourceCity]) {
        self.cities = cities
        columns = Int(360 / cellSize)
        for (i, city) in cities.enumerated() {
            buckets[key(row: row(city.latitude), column: column(city.longitude)), default: []].append(Int32(i))
        }
    }

    func row(_ latitude: Double) -> Int { Int(((latitude + 90) / cellSize).rounded(.down)) }
    func column(_ longitude: Double) -> Int { Int(((longitude + 180) / cellSize).rounded(.down)) }
    func key(row: Int, column: Int) -> Int { row * columns + ((column % columns) + columns) % columns }

    /// Calls `body` with every city within `limitMeters` of `point`, in no particular order.
    func forEach(near point: Coordinate, within limitMeters: Double, _ body: (SourceCity, Double) -> Void) {
        let r0 = row(point.latitude), c0 = column(point.longitude)
        let cellWidthMeters = 55_000 * max(0.02, cos(point.latitude * .pi / 180))
        let reach = min(columns / 2, Int((limitMeters / cellWidthMeters).rounded(.up)) + 1)
        for dr in -reach...reach {
            for dc in -reach...reach {
                guard let bucket = buckets[key(row: r0 + dr, column: c0 + dc)] else { continue }
                for i in bucket {
                    let city = cities[Int(i)]
                    let d = SphericalDistance.meters(point, Coordinate(latitude: city.latitude, longitude: city.longitude))
                    if d <= limitMeters { body(city, d) }
                }
            }
        }
    }

    func nearest(to point: Coordinate, within limitMeters: Double, where accept: (SourceCity) -> Bool) -> (city: SourceCity, meters: Double)? {
        let r0 = row(point.latitude), c0 = column(point.longitude)
        // A cell is ~55 km tall but narrows toward the poles; widen until the ring is beyond the limit.
        let cellWidthMeters = 55_000 * max(0.02, cos(point.latitude * .pi / 180))
        let maxRing = min(columns / 2, Int((limitMeters / cellWidthMeters).rounded(.up)) + 1)
        var best: (index: Int, meters: Double)?
        for ring in 0...maxRing {
            for dr in -ring...ring {
                for dc in -ring...ring where max(abs(dr), abs(dc)) == ring {
                    guard let bucket = buckets[key(row: r0 + dr, column: c0 + dc)] else { continue }
                    for i in bucket {
                        let city = cities[Int(i)]
                        let d = SphericalDistance.meters(point, Coordinate(latitude: city.latitude, longitude: city.longitude))
                        guard d <= limitMeters, accept(city) else { continue }
                        if best == nil || d < best!.meters || (d == best!.meters && city.geonameID < cities[best!.index].geonameID) {
                            best = (Int(i), d)
                        }
                    }
                }
            }
        }
        return best.map { (cities[$0.index], $0.meters) }
    }
}
