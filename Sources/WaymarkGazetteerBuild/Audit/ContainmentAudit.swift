import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// Proves that simplification did not change answers beyond its tolerance, and finds the cities
/// that no stored polygon of their own country holds.
///
/// Every city, and probe points placed on both sides of every source border, is resolved twice:
/// against the source polygons and against the stored ones. Each disagreement is listed with its
/// distance to the nearest source border. Douglas–Peucker moves a border by at most the
/// tolerance, so a disagreement farther than that (plus the rounding grid) is unexplained and
/// fails the build.
struct ContainmentAudit {
    /// A city this close to its own country's land counts as on the coast (beach, harbour, pier).
    static let coastalMeters = 25_000.0
    /// Probes sit at these multiples of the tolerance on each side of a border vertex.
    static let probeOffsets = [0.5, 2.0]
    /// About this many probe vertices per level, spread evenly over all rings.
    static let probeVerticesPerLevel = 40_000

    let tolerance: Double
    let countries: [BoundaryRow]
    let regions: [BoundaryRow]

    var explainedLimit: Double { tolerance + 2 / CoordinateGrid.unitsPerDegree }

    func run(cities: [SourceCity], report: inout AuditReport, progress: BuildProgress) {
        progress.stage("preparing source and stored polygons for the containment audit")
        let layers = [
            (source: PolygonLayer(countries, useSource: true), stored: PolygonLayer(countries, useSource: false)),
            (source: PolygonLayer(regions, useSource: true), stored: PolygonLayer(regions, useSource: false)),
        ]
        progress.done("\(countries.count) country and \(regions.count) region polygons")

        progress.stage("checking every city against source and stored polygons")
        let cityPoints = cities.map { (id: "city:\($0.geonameID)", coordinate: Coordinate(latitude: $0.latitude, longitude: $0.longitude)) }
        var checked = 0
        for level in 0..<2 {
            let found = compare(cityPoints, layers[level].source, layers[level].stored, level: level)
            report.disagreements += found
            checked += cityPoints.count
        }
        report.simplificationChecks["city_points"] = cities.count
        progress.done("\(report.disagreements.count) city disagreements")

        progress.stage("probing both sides of every border")
        for level in 0..<2 {
            let probes = probePoints(level == 0 ? countries : regions, level: level)
            report.simplificationChecks[level == 0 ? "country_border_probes" : "region_border_probes"] = probes.count
            report.disagreements += compare(probes, layers[level].source, layers[level].stored, level: level)
        }
        report.disagreements.sort { ($0.level, $0.point) < ($1.level, $1.point) }
        report.unexplainedDisagreements = report.disagreements.filter { !$0.explained }.count
        report.simplificationChecks["disagreements"] = report.disagreements.count
        report.simplificationChecks["unexplained"] = report.unexplainedDisagreements
        progress.done("\(report.disagreements.count) disagreements, \(report.unexplainedDisagreements) unexplained")

        progress.stage("finding cities outside every polygon of their own country")
        report.citiesOutside = citiesOutside(cities, stored: layers[0].stored)
        var counts: [String: Int] = [:]
        for city in report.citiesOutside { counts[city.classification, default: 0] += 1 }
        report.citiesOutsideCounts = counts
        progress.done(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    func compare(_ points: [(id: String, coordinate: Coordinate)], _ source: PolygonLayer, _ stored: PolygonLayer,
                 level: Int) -> [AuditReport.Disagreement] {
        let results: [AuditReport.Disagreement?] = parallelMap(points.count) { i in
            let c = points[i].coordinate
            let a = source.decision(at: c), b = stored.decision(at: c)
            guard a != b else { return nil }
            let degrees = source.distanceToBorder(from: c)
            let meters = degrees * SphericalDistance.earthRadiusMeters * .pi / 180 * max(0.1, cos(c.latitude * .pi / 180))
            return AuditReport.Disagreement(
                point: points[i].id, latitude: c.latitude, longitude: c.longitude, level: level,
                source: a, simplified: b, metersToBorder: (meters * 10).rounded() / 10,
                degreesToBorder: (degrees * 1e6).rounded() / 1e6, explained: degrees <= explainedLimit)
        }
        return results.compactMap { $0 }
    }

    /// Points half a tolerance and two tolerances away from border vertices, on both sides.
    func probePoints(_ rows: [BoundaryRow], level: Int) -> [(id: String, coordinate: Coordinate)] {
        let totalVertices = rows.reduce(0) { $0 + $1.source.vertexCount }
        let stride = max(1, totalVertices / Self.probeVerticesPerLevel)
        var probes: [(id: String, coordinate: Coordinate)] = []
        var counter = 0
        for row in rows {
            for ring in row.source.rings {
                let pts = ring.points
                guard pts.count >= 3 else { continue }
                for i in 0..<pts.count {
                    counter += 1
                    guard counter % stride == 0 else { continue }
                    let previous = pts[(i + pts.count - 1) % pts.count], next = pts[(i + 1) % pts.count]
                    var nx = -(next.latitude - previous.latitude), ny = next.longitude - previous.longitude
                    let length = (nx * nx + ny * ny).squareRoot()
                    guard length > 0 else { continue }
                    nx /= length; ny /= length
                    for offset in Self.probeOffsets {
                        for side in [-1.0, 1.0] {
                            let d = offset * tolerance * side
                            let c = Coordinate(latitude: min(90, max(-90, pts[i].latitude + ny * d)),
                                               longitude: min(180, max(-180, pts[i].longitude + nx * d)))
                            probes.append((id: "probe:\(row.sourceRef):\(i):\(offset)x\(side > 0 ? "+" : "-")", coordinate: c))
                        }
                    }
                }
            }
        }
        return probes
    }

    func citiesOutside(_ cities: [SourceCity], stored: PolygonLayer) -> [AuditReport.CityOutside] {
        // Country code per stored polygon, and each country's polygons for distance checks.
        let codes = countries.map(\.countryCode)
        let byCountry = Dictionary(grouping: codes.indices, by: { codes[$0] })
        let results: [AuditReport.CityOutside?] = parallelMap(cities.count) { i in
            let city = cities[i]
            let c = Coordinate(latitude: city.latitude, longitude: city.longitude)
            var inside: [Int] = []
            for candidate in stored.grid.candidates(at: c) where stored.polygons[Int(candidate)].contains(c) {
                inside.append(Int(candidate))
            }
            if inside.contains(where: { codes[$0] == city.countryCode }) { return nil }
            let own = byCountry[city.countryCode] ?? []
            var meters: Double?
            // Only measure to polygons whose box is within ~1° (a coastal city is far closer).
            for index in own where stored.polygons[index].boundingBox.expanded(by: 1).contains(c) {
                let d = countries[index].stored.metersToBoundary(from: c)
                meters = min(meters ?? .infinity, d)
            }
            let other = inside.map { codes[$0] }.sorted().first
            let classification: String
            if other != nil { classification = "inside_other" }
            else if let m = meters, m <= Self.coastalMeters { classification = "coast" }
            else { classification = "remote" }
            return AuditReport.CityOutside(
                geonameID: city.geonameID, name: city.name, country: city.countryCode,
                latitude: city.latitude, longitude: city.longitude, classification: classification,
                insideCountry: other, metersToOwnCountry: meters.map { ($0).rounded() })
        }
        return results.compactMap { $0 }
    }
}
