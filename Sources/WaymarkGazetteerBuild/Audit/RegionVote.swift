import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// Gives each Natural Earth admin-1 polygon its GeoNames region, with cities500 as the oracle.
///
/// Natural Earth carries no GeoNames codes, and some of its divisions predate GeoNames' current
/// ones. So every polygon counts the cities inside it by their admin-1 code and takes the code with
/// a clear majority (more than half). The fallbacks, in order:
/// - no cities inside: the polygon's name matches a region of its country (`name_match`), or the
///   nearest city within 100 km of its label point decides (`nearest_city`);
/// - no clear majority: the polygon is kept without a region, and a point inside it takes the
///   region of the nearest city inside it (`split_nearest_city`);
/// - a majority polygon that a region with no polygon of its own lies in, or that a neighbouring
///   region's cities reach into (`BorderCrossings`), is split the same way (`derived`);
/// - cities agree on a country but carry no region GeoNames knows (`country_only`);
/// - nothing ties the polygon to a supported country (`excluded`, left out).
struct RegionVote {
    static let clearMajority = 0.5
    static let nearestCityLimitMeters = 100_000.0

    struct Outcome {
        var boundaries: [BoundaryRow]
        var evidence: [AuditReport.RegionPolygon]
        var regionsWithoutPolygon: [String]
        /// Cities inside a `derived` polygon whose code is no evidence about its borders (see
        /// `BorderCrossings`): geonameid → the region they count for, the polygon's majority.
        var strays: [Int: String]
        var strayEvidence: [AuditReport.StrayCity]
        /// Cities of a country with regions whose code names none, given one by their point
        /// (`RegionlessCities`): geonameid → region.
        var regionsGiven: [Int: String] = [:]
        var regionsGivenEvidence: [AuditReport.RegionGiven] = []
    }

    let cities: [SourceCity]
    let knownRegions: [String: SourceRegion]
    let supportedCountries: Set<String>
    let productLayer: ProductLayer
    let tolerance: Double
    let cityIndex: CityIndex
    /// Country per Natural Earth admin-0 unit, as the admin-0 assembly decided it.
    let countryByUnit: [String: String]
    /// City-states by geonameid (`CityNaming.isCityState`): never given a region (`RegionlessCities`).
    var cityStates: Set<Int> = []

    func decide(_ features: [(file: String, feature: GeoJSONFeature)]) -> Outcome {
        let boxes = features.map { $0.feature.geometry.boundingBox ?? BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0) }
        let grid = GridIndex(boxes: boxes, cellSize: 1)
        // For each city, the features containing it (usually one).
        let containing: [[Int32]] = parallelMap(cities.count) { i in
            let c = Coordinate(latitude: cities[i].latitude, longitude: cities[i].longitude)
            return grid.candidates(at: c).filter { boxes[Int($0)].contains(c) && features[Int($0)].feature.geometry.contains(c) }
        }
        var votes = [[String: Int]](repeating: [:], count: features.count)
        for (cityOffset, featureList) in containing.enumerated() {
            let city = cities[cityOffset]
            let code = city.admin1Code.flatMap { knownRegions[$0] != nil ? $0 : nil } ?? "\(city.countryCode).?"
            for f in featureList { votes[Int(f)][code, default: 0] += 1 }
        }

        var outcome = Outcome(boundaries: [], evidence: [], regionsWithoutPolygon: [], strays: [:], strayEvidence: [])
        var verdicts: [Verdict] = []
        for (index, item) in features.enumerated() { verdicts.append(verdict(item, votes: votes[index])) }
        let orphans = deriveSplits(&verdicts, votes: votes)
        let areas = features.map { $0.feature.geometry.areaSquareKilometers }
        // The polygon each city lies in: the smallest of its own country's, as the resolver picks.
        let polygonOf: [Int?] = containing.enumerated().map { offset, list in
            list.map(Int.init).filter { verdicts[$0].country == cities[offset].countryCode && verdicts[$0].decision != .excluded }
                .min { (areas[$0], $0) < (areas[$1], $1) }
        }
        (outcome.strays, outcome.strayEvidence) = deriveCrossings(&verdicts, polygonOf: polygonOf, orphans: orphans)
        giveRegions(&outcome, verdicts: verdicts, polygonOf: polygonOf)

        var regionsWithPolygon = Set<String>()
        for (index, item) in features.enumerated() {
            let v = verdicts[index]
            let ranked = votes[index].sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            outcome.evidence.append(AuditReport.RegionPolygon(
                ref: v.ref, name: v.name, file: item.file, votes: ranked.prefix(6).map { .init(code: $0.key, cities: $0.value) },
                totalCities: ranked.reduce(0) { $0 + $1.value }, decision: v.decision.rawValue, region: v.region,
                country: v.decision == .excluded ? nil : v.country, reason: v.reason))
            guard v.decision != .excluded, let countryCode = v.country else { continue }
            if let region = v.region { regionsWithPolygon.insert(region) }
            for (partIndex, polygon) in item.feature.geometry.polygons.enumerated() {
                // Stored as they come (Natural Earth's admin-1 is already generalised): only rounded to the grid.
                let stored = CoordinateGrid.round(polygon)
                guard stored.outer.points.count >= 3, let box = stored.boundingBox else { continue }
                outcome.boundaries.append(BoundaryRow(
                    level: 1, place: (v.region ?? v.formerRegion).map { PlaceID(kind: .region, code: $0) }, countryCode: countryCode,
                    sourceRef: "\(v.ref)#\(partIndex)", decision: v.decision, source: polygon, stored: stored,
                    areaSquareKilometers: polygon.areaSquareKilometers, boundingBox: box))
            }
        }
        // A region is reachable when a polygon carries it, or when a split polygon holds one of its
        // cities (points there take the nearest city's region).
        for (index, v) in verdicts.enumerated() where v.decision == .splitNearestCity || v.decision == .derived {
            for code in votes[index].keys where knownRegions[code] != nil { regionsWithPolygon.insert(code) }
        }
        outcome.regionsWithoutPolygon = knownRegions.keys.filter { !regionsWithPolygon.contains($0) && supportedCountries.contains(String($0.prefix(2))) }.sorted()
        return outcome
    }

    /// What one polygon was decided to be, and why.
    struct Verdict {
        var ref: String
        var name: String
        var decision: BoundaryDecision
        var reason: String
        var region: String?
        var country: String?
        /// The majority region of a polygon that was `derived` (split by its cities).
        var formerRegion: String?
    }

    /// A region that has cities but won no polygon (Natural Earth predates it: Telangana, Sidama,
    /// Ñuble; or draws its city inside the surrounding province: Saint Petersburg) gets its area by
    /// splitting each polygon its cities lie in by the cities' regions: the polygon keeps no single
    /// region, and a point in it takes the region of the nearest city inside it
    /// (`derived`). Returns the orphan regions.
    /// A region counts as having an area when its own polygons (or split ones) hold at least half
    /// of its cities that lie in any polygon; a polygon matched only by name or by a nearby city,
    /// with none of the region's cities inside (Mingachevir, Gwangju), or a polygon of an older
    /// division that holds only a corner of the region, does not keep the rest from being found.
    @discardableResult
    func deriveSplits(_ verdicts: inout [Verdict], votes: [[String: Int]]) -> Set<String> {
        var inOwn: [String: Int] = [:], inAny: [String: Int] = [:]
        for (index, v) in verdicts.enumerated() {
            for (code, count) in votes[index] {
                inAny[code, default: 0] += count
                if v.region == code || v.decision == .splitNearestCity || v.decision == .derived { inOwn[code, default: 0] += count }
            }
        }
        let won = Set(inAny.keys.filter { inOwn[$0, default: 0] * 2 >= inAny[$0]! })
        var orphanRegions = Set<String>()
        for index in verdicts.indices where verdicts[index].decision == .majority {
            let orphans = votes[index].filter { knownRegions[$0.key] != nil && !won.contains($0.key) }
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            guard !orphans.isEmpty else { continue }
            orphanRegions.formUnion(orphans.map(\.key))
            let names = orphans.map { "\($0.key) (\($0.value) cities)" }.joined(separator: ", ")
            verdicts[index].reason = "derived: \(names) won no polygon of its own and lies inside; split by its cities' regions, points take the nearest city's region (the majority was \(verdicts[index].region ?? "-"))"
            verdicts[index].decision = .derived
            verdicts[index].formerRegion = verdicts[index].region
            verdicts[index].region = nil
        }
        // A polygon whose cities mostly have no region GeoNames knows, but some have one (Cayman
        // Islands' districts, Lesotho's Mafeteng): those regions get the area around their cities.
        for index in verdicts.indices where verdicts[index].decision == .countryOnly {
            let known = votes[index].filter { knownRegions[$0.key] != nil }.sorted { $0.key < $1.key }
            guard !known.isEmpty else { continue }
            let names = known.map { "\($0.key) (\($0.value) cities)" }.joined(separator: ", ")
            verdicts[index].reason = "derived: most cities inside have no GeoNames region, but \(names) do; split by its cities' regions, points take the nearest city's region"
            verdicts[index].decision = .derived
        }
        return orphanRegions
    }

    /// A majority polygon that a neighbouring region's cities reach into, continuing that region's
    /// own area (`BorderCrossings`), is split by its cities' regions as well (`derived`). Returns
    /// the strays inside every derived polygon: cities of a region with an area of its own that no
    /// chain of its cities joins to it, counted for the polygon's former majority.
    func deriveCrossings(_ verdicts: inout [Verdict], polygonOf: [Int?], orphans: Set<String>) -> ([Int: String], [AuditReport.StrayCity]) {
        let codes: [String?] = cities.map { city in city.admin1Code.flatMap { knownRegions[$0] != nil ? $0 : nil } }
        let borders = BorderCrossings(cities: cities, codes: codes, polygonOf: polygonOf) { polygon in
            let v = verdicts[polygon]
            switch v.decision {
            case .splitNearestCity: return nil
            case .countryOnly: return "-"
            default: return v.region ?? v.formerRegion
            }
        }
        var crossing: [Int: [String: Int]] = [:]
        var crossed = Set<Int>()
        for (code, members) in borders.crossings(cities) {
            for member in members where verdicts[member.polygon].decision == .majority || verdicts[member.polygon].decision == .derived {
                crossing[member.polygon, default: [:]][code, default: 0] += 1
                crossed.insert(member.city)
            }
        }
        for (polygon, regions) in crossing.sorted(by: { $0.key < $1.key }) where verdicts[polygon].decision == .majority {
            let names = regions.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) cities)" }.joined(separator: ", ")
            verdicts[polygon].reason = "derived: cities of \(names) continue that region's own area across this border (each within \(Int(BorderCrossings.linkMeters / 1000)) km of the next); split by its cities' regions, points take the nearest city's region (the majority was \(verdicts[polygon].region ?? "-"))"
            verdicts[polygon].decision = .derived
            verdicts[polygon].formerRegion = verdicts[polygon].region
            verdicts[polygon].region = nil
        }
        var strays: [Int: String] = [:]
        var evidence: [AuditReport.StrayCity] = []
        for (code, members) in borders.outsiders.sorted(by: { $0.key < $1.key }) where !orphans.contains(code) {
            for member in members where !crossed.contains(member.city) && verdicts[member.polygon].decision == .derived {
                guard let majority = verdicts[member.polygon].formerRegion else { continue }
                let city = cities[member.city]
                strays[city.geonameID] = majority
                let km = borders.metersToOwnArea(city, code).map { Int(($0 / 1000).rounded()) }
                evidence.append(.init(geonameID: city.geonameID, name: city.name, code: code, countedFor: majority, kilometersToOwnRegion: km,
                                      reason: "inside \(verdicts[member.polygon].ref), split for other regions; no chain of \(code)'s cities joins it to that region's area, so its code is not taken as the border there"))
            }
        }
        return (strays, evidence.sorted { $0.geonameID < $1.geonameID })
    }

    /// Every city of a country with regions whose code names none gets the region its point lies
    /// in (`RegionlessCities`), listed in the audit.
    func giveRegions(_ outcome: inout Outcome, verdicts: [Verdict], polygonOf: [Int?]) {
        let regionOf: [String?] = cities.map { city in
            outcome.strays[city.geonameID] ?? city.admin1Code.flatMap { knownRegions[$0] != nil ? $0 : nil }
        }
        var regionless = RegionlessCities(cities: cities, regionOf: regionOf, polygonOf: polygonOf) { verdicts[$0].region }
        regionless.cityStates = cityStates
        let given = regionless.assign()
        for (offset, assignment) in given.sorted(by: { cities[$0.key].geonameID < cities[$1.key].geonameID }) {
            let city = cities[offset]
            outcome.regionsGiven[city.geonameID] = assignment.region
            outcome.regionsGivenEvidence.append(.init(
                geonameID: city.geonameID, name: city.name, country: city.countryCode, code: city.admin1, region: assignment.region,
                rule: assignment.rule, polygon: polygonOf[offset].map { verdicts[$0].ref }, neighbour: assignment.neighbour,
                kilometersToNeighbour: assignment.meters.map { ($0 / 100).rounded() / 10 }))
        }
    }

    func verdict(_ item: (file: String, feature: GeoJSONFeature), votes: [String: Int]) -> Verdict {
        let feature = item.feature
        let properties = feature.properties
        let ref = "NE1:\(properties["_id"] ?? properties["adm1_code"] ?? "\(item.file)#\(feature.index)")"
        let name = properties["name"] ?? ""
        let ranked = votes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let total = ranked.reduce(0) { $0 + $1.value }
        var decision: BoundaryDecision
        var reason: String
        var region: String?
        var country: String?
        if let top = ranked.first {
            let share = Double(top.value) / Double(total)
            let topCountry = String(top.key.prefix { $0 != "." })
            country = topCountry
            if top.key.hasSuffix(".?") && share > Self.clearMajority, ranked.allSatisfy({ $0.key.hasSuffix(".?") }),
               let match = nameMatch(name, country: topCountry) {
                // Cities with no region GeoNames knows say nothing about which region this is
                // (Lesotho's Qacha's Nek, whose one town GeoNames files under "00"): the name decides.
                decision = .nameMatch; region = match
                reason = "no city inside has a GeoNames region; the name '\(name)' matches region \(match)"
            } else if top.key.hasSuffix(".?") && share > Self.clearMajority {
                decision = .countryOnly
                reason = String(format: "%.0f%% of %d cities are in %@ with no GeoNames region", share * 100, total, topCountry)
            } else if share > Self.clearMajority {
                decision = .majority; region = top.key
                reason = String(format: "%d of %d cities (%.0f%%) are in %@", top.value, total, share * 100, top.key)
            } else {
                decision = .splitNearestCity
                reason = String(format: "no clear majority: top %@ has %d of %d cities (%.0f%%); points take the nearest city's region", top.key, top.value, total, share * 100)
            }
        } else {
            country = featureCountry(properties, feature.geometry)
            if let country, let match = nameMatch(name, country: country) {
                decision = .nameMatch; region = match
                reason = "no cities inside; the name '\(name)' matches region \(match)"
            } else if let label = labelPoint(properties, feature.geometry),
                      let nearest = cityIndex.nearest(to: label, within: Self.nearestCityLimitMeters, where: { c in
                          c.countryCode == country && c.admin1Code.map { knownRegions[$0] != nil } == true }) {
                decision = .nearestCity; region = nearest.city.admin1Code
                reason = String(format: "no cities inside; nearest city %@ (%d) %.1f km from the label point is in %@",
                                nearest.city.name, nearest.city.geonameID, nearest.meters / 1000, nearest.city.admin1Code ?? "")
            } else if country != nil {
                decision = .countryOnly
                reason = "no cities inside or nearby and no name match"
            } else {
                decision = .excluded
                reason = "no cities inside and no supported country"
            }
        }
        if let c = country, !supportedCountries.contains(c) {
            decision = .excluded; reason += "; \(c) is not a supported country"; region = nil
        }
        return Verdict(ref: ref, name: name, decision: decision, reason: reason, region: region, country: country)
    }

    /// The country of a polygon no city votes for: the product layer's part rule for its unit,
    /// else the country the admin-0 assembly gave the unit, else its own iso_a2.
    func featureCountry(_ properties: [String: String], _ geometry: MultiPolygon) -> String? {
        let a3 = properties["adm0_a3"] ?? ""
        if let box = geometry.boundingBox, let part = productLayer.part(of: a3, containing: box) { return part.country }
        if let country = countryByUnit[a3] { return country }
        if let iso = properties["iso_a2"], iso.count == 2, supportedCountries.contains(iso) { return iso }
        return nil
    }

    func nameMatch(_ name: String, country: String) -> String? {
        let key = TextFolding.key(name)
        guard !key.isEmpty else { return nil }
        let matches = knownRegions.values.filter { region in
            region.countryCode == country && ([region.name] + region.aliases).contains { TextFolding.key($0) == key }
        }.map(\.admin1Code).sorted()
        return matches.count == 1 ? matches[0] : nil
    }

    func labelPoint(_ properties: [String: String], _ geometry: MultiPolygon) -> Coordinate? {
        if let lat = properties["latitude"].flatMap(Double.init), let lon = properties["longitude"].flatMap(Double.init) {
            return Coordinate(latitude: lat, longitude: lon)
        }
        return geometry.boundingBox?.center
    }
}
