import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// Puts border towns back in their own country where Natural Earth's generalised line puts them
/// across the border: Narva in Russia, Görlitz in Poland, Goma in Rwanda, Irun in France.
///
/// A town GeoNames files in country C whose own point lies in a polygon of another country D,
/// no farther than `BorderTowns.maximumOffsetMeters` from C's land, is taken as evidence that the
/// line runs wrong there: a 1:10m border may lie a kilometre or two from the real one, and a town
/// is where its people are. The town gets a small polygon of C that holds the points nearer to it
/// than to any town of another country (its Voronoi cell among the towns around it), cut to the
/// strip from C's land to a little past the town, as wide as the town (`reachMeters`). Both are
/// convex, so the patch is built by clipping the strip one bisector at a time. It is smaller
/// than D's polygon, so it wins where the two overlap, as every product-layer patch does; where
/// it overlaps C's own land nothing changes.
///
/// Lines the product layer keeps (`BorderTowns.keptLines`: Israel and Palestine, China and Macao,
/// Armenia and Azerbaijan) are drawn by politics, not generalisation, and get no patch.
///
/// ```swift
/// let outcome = BorderTownPatches(rule: layer.borderTowns!, countries: boundaries).patches(for: cities)
/// // outcome.boundaries: one country polygon per town, decision product_layer, "town:<geonameid>"
/// ```
struct BorderTownPatches {
    let rule: ProductLayer.BorderTowns
    let countries: [BoundaryRow]

    /// How far past its own point a town reaches across the line: half a kilometre, and more for
    /// a large town (√population × 2.5 m, at most 2.5 km more: 1.1 km for 54,000 people, 2.1 km
    /// for 430,000), so that a city's quarters by the line are covered as well as its centre.
    static func reachMeters(population: Int) -> Double {
        500 + min(2_500, Double(max(0, population)).squareRoot() * 2.5)
    }

    /// Corners of the strip's two round ends together, before clipping.
    static let roundEndCorners = 16

    struct Outcome {
        var boundaries: [BoundaryRow] = []
        var corrections: [AuditReport.Correction] = []
    }

    func patches(for cities: [SourceCity]) -> Outcome {
        let layer = PolygonLayer(countries, useSource: true)
        let codes = countries.map(\.countryCode)
        let index = CityIndex(cities: cities)
        let kept = Set(rule.keptLines.map { Self.lineKey($0.countries) })
        let polygonsByCountry = Dictionary(grouping: countries.indices, by: { codes[$0] }).mapValues { $0.map { countries[$0].source } }
        let found: [(BoundaryRow, AuditReport.Correction)?] = parallelMap(cities.count) { i in
            let town = cities[i]
            let point = Coordinate(latitude: town.latitude, longitude: town.longitude)
            guard let winner = layer.winner(at: point) else { return nil }
            let other = codes[winner]
            guard other != town.countryCode, !kept.contains(Self.lineKey([town.countryCode, other])) else { return nil }
            guard let shore = Self.nearestPoint(to: point, on: polygonsByCountry[town.countryCode] ?? [], within: rule.maximumOffsetMeters)
            else { return nil }
            let offset = shore.meters, reach = Self.reachMeters(population: town.population)
            var neighbours: [Coordinate] = []
            index.forEach(near: point, within: 2 * (offset + reach)) { city, _ in
                if city.countryCode != town.countryCode { neighbours.append(Coordinate(latitude: city.latitude, longitude: city.longitude)) }
            }
            guard let polygon = Self.cell(of: point, from: shore.point, reach: reach, against: neighbours),
                  let box = polygon.boundingBox else { return nil }
            let stored = CoordinateGrid.round(polygon, keepingEveryRing: true)
            let row = BoundaryRow(level: 0, place: PlaceID(kind: .country, code: town.countryCode), countryCode: town.countryCode,
                                  sourceRef: "town:\(town.geonameID)", decision: .productLayer, source: polygon, stored: stored,
                                  areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: box)
            let correction = AuditReport.Correction(
                kind: "border_town", subject: "\(town.name) [city:\(town.geonameID)] in \(other)'s polygon",
                result: town.countryCode,
                reason: "\(Int(offset.rounded())) m from \(town.countryCode)'s land; its cell among the towns of other countries, to \(Int(reach.rounded())) m past it")
            return (row, correction)
        }
        var outcome = Outcome()
        for case let (row, correction)? in found {
            outcome.boundaries.append(row)
            outcome.corrections.append(correction)
        }
        return outcome
    }

    static func lineKey(_ countries: [String]) -> String { countries.sorted().joined(separator: "-") }

    /// The points nearer to `town` than to any of `neighbours` and within `reach` of the segment
    /// from its own land (`shore`, the nearest point of its country's border) to it: the strip
    /// the generalised line took from the town, as wide as the town, and the town's own width
    /// beyond its point. Nil when a neighbour stands on the town's point. Worked in metres on a
    /// plane tangent at the town, exact to well under a metre at these few kilometres.
    static func cell(of town: Coordinate, from shore: Coordinate, reach: Double, against neighbours: [Coordinate]) -> Polygon? {
        let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180
        let scale = SphericalDistance.longitudeScale(at: town.latitude)
        func plane(_ c: Coordinate) -> (x: Double, y: Double) {
            ((c.longitude - town.longitude) * scale * metersPerDegree, (c.latitude - town.latitude) * metersPerDegree)
        }
        // The capsule: points within `reach` of the segment from the shore to the town, outlined
        // by a half-disc around each end (u points from the land to the town, v across).
        let land = plane(shore)
        let offset = (land.x * land.x + land.y * land.y).squareRoot()
        let u = offset > 1 ? (x: -land.x / offset, y: -land.y / offset) : (x: 1.0, y: 0.0)
        let v = (x: -u.y, y: u.x)
        let half = roundEndCorners / 2
        var cell: [(x: Double, y: Double)] = []
        for (end, start) in [((x: 0.0, y: 0.0), -Double.pi / 2), (offset > 1 ? land : (x: 0.0, y: 0.0), Double.pi / 2)] {
            for k in 0..<half {
                let angle = start + Double.pi * Double(k) / Double(half)
                cell.append((end.x + reach * (cos(angle) * u.x + sin(angle) * v.x), end.y + reach * (cos(angle) * u.y + sin(angle) * v.y)))
            }
        }
        for neighbour in neighbours {
            let n = plane(neighbour)
            let bisector = (n.x * n.x + n.y * n.y) / 2
            guard bisector > 1 else { return nil }
            cell = clip(cell) { p in p.x * n.x + p.y * n.y - bisector }
            guard cell.count >= 3 else { return nil }
        }
        let points = cell.map { p in
            Coordinate(latitude: town.latitude + p.y / metersPerDegree, longitude: town.longitude + p.x / (scale * metersPerDegree))
        }
        return Polygon(outer: Ring(points: points))
    }

    /// The point of `polygons`' rings nearest to `c`, and how far it is, if within `limit` metres.
    static func nearestPoint(to c: Coordinate, on polygons: [Polygon], within limit: Double) -> (point: Coordinate, meters: Double)? {
        let metersPerDegree = SphericalDistance.earthRadiusMeters * .pi / 180
        let scale = SphericalDistance.longitudeScale(at: c.latitude)
        let margin = limit / metersPerDegree / max(0.05, scale) * 1.01
        var best: (point: Coordinate, meters: Double)?
        for polygon in polygons {
            guard let box = polygon.boundingBox, box.expanded(by: margin).contains(c) else { continue }
            for ring in polygon.rings where ring.points.count >= 2 {
                let pts = ring.points
                for i in pts.indices {
                    let a = pts[i], b = pts[(i + 1) % pts.count]
                    let ax = (a.longitude - c.longitude) * scale, ay = a.latitude - c.latitude
                    let bx = (b.longitude - c.longitude) * scale, by = b.latitude - c.latitude
                    // An edge wholly farther north or south than the margin (degrees of longitude
                    // here, never fewer than the latitude's) is farther than the limit.
                    guard min(abs(ay), abs(by)) <= margin || (ay < 0) != (by < 0) else { continue }
                    let dx = bx - ax, dy = by - ay, length2 = dx * dx + dy * dy
                    let t = length2 > 0 ? max(0, min(1, -(ax * dx + ay * dy) / length2)) : 0
                    let px = ax + t * dx, py = ay + t * dy
                    let meters = (px * px + py * py).squareRoot() * metersPerDegree
                    if meters <= limit, best == nil || meters < best!.meters {
                        best = (Coordinate(latitude: c.latitude + py, longitude: c.longitude + px / scale), meters)
                    }
                }
            }
        }
        return best
    }

    /// Sutherland–Hodgman against one half-plane: keeps the part of a convex polygon where
    /// `side` is at most 0.
    static func clip(_ polygon: [(x: Double, y: Double)], side: ((x: Double, y: Double)) -> Double) -> [(x: Double, y: Double)] {
        var out: [(x: Double, y: Double)] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let sa = side(a), sb = side(b)
            if sa <= 0 { out.append(a) }
            if (sa < 0 && sb > 0) || (sa > 0 && sb < 0) {
                let t = sa / (sa - sb)
                out.append((a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)))
            }
        }
        return out
    }
}
