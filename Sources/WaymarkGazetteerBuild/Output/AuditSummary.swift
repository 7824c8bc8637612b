import Foundation

/// The readable side of the audit: counts, decisions and the lists that need a human's eye.
enum AuditSummary {
    static func render(_ r: AuditReport, artifactSHA256: String) -> String {
        var lines: [String] = []
        lines.append("Waymark gazetteer audit")
        lines.append("=======================")
        lines.append("artifact sha256: \(artifactSHA256)")
        lines.append("schema \(r.schemaVersion), simplification tolerance \(r.tolerance)°")
        lines.append("")
        lines.append("Rows: \(r.counts.continents) continents, \(r.counts.countries) countries, \(r.counts.regions) regions, \(r.counts.cities) cities, \(r.counts.airports) airports, \(r.counts.alternateNames) alternate names")
        lines.append("Boundaries: \(r.counts.countryPolygons) country polygons, \(r.counts.regionPolygons) region polygons; \(r.counts.storedVertices) stored vertices from \(r.counts.sourceVertices) source vertices")
        lines.append("")
        lines.append("Region polygon decisions (cities as the oracle):")
        for (decision, count) in r.decisionCounts.sorted(by: { $0.key < $1.key }) { lines.append("  \(decision): \(count)") }
        lines.append("Regions with no polygon: \(r.regionsWithoutPolygon.count)")
        lines.append("Cities counted for the region of the derived polygon they lie in, not their own (strays): \(r.strayCities.count)")
        lines.append("Cities with no known region: \(r.citiesWithoutRegion)")
        var givenByRule: [String: Int] = [:]
        for given in r.regionsGiven { givenByRule[given.rule, default: 0] += 1 }
        lines.append("Cities whose code names no region, given the region of their point: \(r.regionsGiven.count)"
            + givenByRule.sorted { $0.key < $1.key }.map { " (\($0.key) \($0.value))" }.joined())
        lines.append("Cities the boundaries place in another region than their code: \(r.citiesPlacedInOtherRegion) (in another country: \(r.citiesPlacedInOtherCountry); table city_membership)")
        lines.append("Cities whose own point lies in no country polygon: \(r.citiesOutsideCountries) (table city_outside_countries)")
        lines.append("City sections (answer as their city): \(r.citySections.count), by evidence: " + Dictionary(grouping: r.citySections, by: \.evidence).map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", "))
        lines.append("Countries with no polygon: \(r.countriesWithoutPolygon.joined(separator: " "))")
        lines.append("")
        lines.append("Cities outside every polygon of their own country: \(r.citiesOutside.count)")
        for (kind, count) in r.citiesOutsideCounts.sorted(by: { $0.key < $1.key }) { lines.append("  \(kind): \(count)") }
        for city in r.citiesOutside where city.classification != "coast" {
            lines.append("    \(city.classification) \(city.country) \(city.name) (\(city.geonameID)) at \(city.latitude), \(city.longitude)" + (city.insideCountry.map { " inside \($0)" } ?? ""))
        }
        lines.append("")
        lines.append("Simplification check:")
        for (key, value) in r.simplificationChecks.sorted(by: { $0.key < $1.key }) { lines.append("  \(key): \(value)") }
        for d in r.disagreements where !d.explained {
            lines.append("  UNEXPLAINED level \(d.level) \(d.point) \(d.source) → \(d.simplified), \(d.metersToBorder) m from the border")
        }
        lines.append("")
        lines.append("Corrections applied (product layer):")
        for c in r.corrections { lines.append("  [\(c.kind)] \(c.subject) → \(c.result): \(c.reason)") }
        lines.append("Units left out: ")
        for u in r.unitsWithoutCountry { lines.append("  \(u.ref) \(u.name): \(u.reason)") }
        lines.append("")
        lines.append("Airport notes: \(r.airportNotes.count) (see the JSON report)")
        return lines.joined(separator: "\n") + "\n"
    }
}
