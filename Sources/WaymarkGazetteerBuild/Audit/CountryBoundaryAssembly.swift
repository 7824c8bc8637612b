import WaymarkGazetteer
import WaymarkGeo

/// Turns Natural Earth admin-0 units into per-polygon country boundaries, applying the product
/// layer where Natural Earth's units and GeoNames' countries disagree.
struct CountryBoundaryAssembly {
    struct Outcome {
        var boundaries: [BoundaryRow]
        var corrections: [AuditReport.Correction]
        var unitsWithoutCountry: [AuditReport.Unit]
        /// The country each Natural Earth unit (ADM0_A3) was given, for admin-1 features that
        /// have no cities to vote with.
        var countryByUnit: [String: String]
    }

    let productLayer: ProductLayer
    let supportedCountries: Set<String>
    let tolerance: Double

    func assemble(_ units: [ShapefileFeature]) -> Outcome {
        var outcome = Outcome(boundaries: [], corrections: [], unitsWithoutCountry: [], countryByUnit: [:])
        for unit in units {
            let a3 = unit.attributes["ADM0_A3"] ?? ""
            let name = unit.attributes["NAME"] ?? a3
            let unitCountry: String?
            if let rule = productLayer.admin0Units.first(where: { $0.unit == a3 }) {
                unitCountry = rule.country
                outcome.corrections.append(.init(kind: "admin0_unit", subject: "\(a3) \(name)",
                                                 result: rule.country ?? "no country", reason: rule.reason))
            } else {
                unitCountry = Self.isoCode(unit.attributes)
            }
            if let unitCountry { outcome.countryByUnit[a3] = unitCountry }
            for (partIndex, polygon) in unit.geometry.polygons.enumerated() {
                guard let box = polygon.boundingBox else { continue }
                var country = unitCountry
                var decision = BoundaryDecision.naturalEarth
                if let part = productLayer.part(of: a3, containing: box) {
                    country = part.country
                    decision = .productLayer
                    outcome.corrections.append(.init(kind: "admin0_part", subject: "\(a3) \(name) polygon \(partIndex)",
                                                     result: part.country, reason: part.reason))
                }
                guard let code = country, supportedCountries.contains(code) else {
                    outcome.unitsWithoutCountry.append(.init(ref: "NE0:\(a3)#\(partIndex)", name: name,
                                                             reason: country.map { "\($0) is not a supported country" } ?? "no country"))
                    continue
                }
                let stored = CoordinateGrid.round(DouglasPeucker.simplify(polygon, tolerance: tolerance), keepingEveryRing: true)
                outcome.boundaries.append(BoundaryRow(
                    level: 0, place: PlaceID(kind: .country, code: code), countryCode: code,
                    sourceRef: "NE0:\(a3)#\(partIndex)", decision: decision, source: polygon, stored: stored,
                    areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: stored.boundingBox ?? box))
            }
        }
        for patch in productLayer.admin0Patches {
            guard let polygon = patch.polygon, let box = polygon.boundingBox, supportedCountries.contains(patch.country) else { continue }
            let stored = CoordinateGrid.round(polygon, keepingEveryRing: true)
            outcome.boundaries.append(BoundaryRow(
                level: 0, place: PlaceID(kind: .country, code: patch.country), countryCode: patch.country,
                sourceRef: "product:\(patch.name)", decision: .productLayer, source: polygon, stored: stored,
                areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: box))
            outcome.corrections.append(.init(kind: "admin0_patch", subject: patch.name, result: patch.country, reason: patch.reason))
        }
        // A part rule that moved nothing points at geometry that has changed: say so.
        for part in productLayer.admin0Parts where !outcome.corrections.contains(where: { $0.kind == "admin0_part" && $0.subject.hasPrefix(part.unit + " ") && $0.result == part.country }) {
            outcome.corrections.append(.init(kind: "admin0_part_unused", subject: "\(part.unit) box \(part.box)",
                                             result: part.country, reason: "no polygon of the unit lies inside the box"))
        }
        return outcome
    }

    /// ISO_A2 is "-99" for France, Norway and others; ISO_A2_EH carries the code there.
    static func isoCode(_ attributes: [String: String]) -> String? {
        for key in ["ISO_A2_EH", "ISO_A2"] {
            if let value = attributes[key], value.count == 2, value.allSatisfy(\.isLetter) { return value }
        }
        return nil
    }
}
