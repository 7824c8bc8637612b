import Foundation
import WaymarkGazetteer
import WaymarkGeo

/// Finds the cities500 entries that are sections of a city (neighbourhoods, boroughs, wards,
/// arrondissements, rioni, barrios, districts) and the city each belongs to. A coordinate whose
/// nearest place is a section answers as that section's city: "Mitte" is in Berlin, "Times
/// Square" in New York City. docs/gazetteer.md ("City sections") states the rule, its evidence
/// and why.
///
/// A place can only be a section of a city of the same country and the same admin-1 region. The
/// reach of a city grows with the square root of its population (`reachMeters`).
enum CitySections {
    /// Why a place was taken for a section, as the audit records it.
    enum Evidence: String, Codable, Sendable {
        /// The product layer says so, with a reason.
        case productLayer = "product_layer"
        /// "Paris 16 Passy", "Budapest XI. kerület", "Zürich (Kreis 3)".
        case numbered
        /// Every other place of Singapore, Monaco, Hong Kong, Macao.
        case cityState = "city_state"
        /// An alternate name qualifies it by the city, as encyclopedias title quarters
        /// ("هالیوود، لس‌آنجلس", Hollywood, Los Angeles).
        case namedWithCity = "named_with_city"
        /// GeoNames marks it PPLX, a section of a populated place.
        case featureCode = "feature_code"
        /// GeoNames gives it no feature code, and it lies within the reach of a city ten times its size.
        case insideLargeCity = "inside_large_city"
        /// In the same second-level division as its national capital, or as a seat that is the
        /// city's section (Manhattan's New York County), within its reach.
        case sameDistrict = "same_district"
        /// The seat of a district of a capital, in the inner half of its reach (Bangkok's khet).
        case districtSeat = "district_seat"
        /// A plain PPL in the inner half of the reach of a city twenty times its size.
        case dominated
    }

    struct Section: Equatable {
        var parent: SourceCity
        var evidence: Evidence
        var meters: Double
    }

    static let minimumParentPopulation = 100_000
    static let maximumDistanceMeters = 20_000.0
    /// Below this a place is too small to have sections of its own that cities500 lists.
    static let minimumSectionParentPopulation = 15_000
    /// How much larger than a plain PPL a city must be to absorb it, in its inner half-reach.
    static let dominatedRatio = 20
    /// The widest reach any city gets: farther than this from its point, a place is not its section.
    static let widestReachMeters = 50_000.0

    /// How far from a city's point its sections reach: 4 km for a small city, 10 km for a million
    /// people, about 22 km for Tokyo or New York, whose sections lie that far from their points.
    static func reachMeters(population: Int) -> Double {
        4_000 + 6_000 * (Double(max(population, 0)) / 1_000_000).squareRoot()
    }

    /// A national or regional capital: the only cities whose districts' seats and plain places of
    /// the same district are taken for its sections.
    static func isCapital(_ feature: GeoNamesFeature?) -> Bool {
        feature?.code == "PPLC" || feature?.code == "PPLA"
    }

    /// The seat of a lower division (PPLA2 to PPLA5): a municipality of its own unless it is a
    /// district seat inside a capital.
    static func isLowerSeat(_ feature: GeoNamesFeature?) -> Bool {
        guard let code = feature?.code, code.hasPrefix("PPLA"), code.count == 5 else { return false }
        return true
    }

    /// Section geonameid → its city, with the evidence.
    /// - Parameters:
    ///   - features: GeoNames feature and admin-2 codes by geonameid, where known.
    ///   - corrections: the product layer's sections, which win over every rule.
    ///   - cityStates: the city of each city-state country, by country code.
    ///   - regionNames: every name of each admin-1 region in any language (`TextFolding.key`), by
    ///     GeoNames key ("US.CA"): an alternate that qualifies a place by its region names a
    ///     municipality ("کالور سیتی، کالیفرنیا", Culver City, California).
    static func find(_ cities: [SourceCity], features: [Int: GeoNamesFeature] = [:],
                     corrections: [ProductLayer.CitySection] = [], cityStates: [String: SourceCity] = [:],
                     regionNames: [String: Set<String>] = [:]) -> [Int: Section] {
        var byName: [String: [SourceCity]] = [:]
        for city in cities where city.population >= minimumParentPopulation {
            byName["\(city.countryCode)|\(city.name)", default: []].append(city)
        }
        var byID: [Int: SourceCity] = [:]
        for city in cities { byID[city.geonameID] = city }
        var cityNames: [Int: Set<String>] = [:]
        for city in cities where city.population >= minimumSectionParentPopulation {
            cityNames[city.geonameID] = Set(([city.name] + city.alternateNames).map(TextFolding.key))
        }
        var rules = Rules(byName: byName, features: features, cityStates: cityStates, independentSeats: [:], cityDistricts: [:],
                          regionNames: regionNames, cityNames: cityNames)
        // Which places are sections at all: a parent may be any non-PPLX place big enough.
        let possibleParents = CityIndex(cities: cities.filter {
            $0.population >= minimumSectionParentPopulation && features[$0.geonameID]?.code != "PPLX"
        })
        var candidates: [Int: Section] = [:]
        for correction in corrections {
            guard let section = byID[correction.section], let city = byID[correction.city] else { continue }
            candidates[correction.section] = Section(parent: city, evidence: .productLayer, meters: distance(section, city))
        }
        // Seats first: a seat that stays a town of its own claims the places of its district
        // (Musashino claims Kichijōji from Tokyo, Nanterre the towns of Hauts-de-Seine from Paris).
        let seats = cities.filter { isLowerSeat(features[$0.geonameID]) }
        for city in seats where candidates[city.geonameID] == nil {
            if let section = rules.section(of: city, parents: possibleParents, excluding: [:]) { candidates[city.geonameID] = section }
        }
        // Only a PPLA2 is the seat of a second-level division, the level `district` names (a
        // PPLA3 is a comune's seat inside Rome's province, not the province's).
        for seat in seats where candidates[seat.geonameID] == nil && features[seat.geonameID]?.code == "PPLA2" {
            guard let district = features[seat.geonameID]?.district, !district.isEmpty else { continue }
            if let known = rules.independentSeats[district], (known.population, -known.geonameID) >= (seat.population, -seat.geonameID) { continue }
            rules.independentSeats[district] = seat
        }
        // A seat that is a section brings its district into its city: the places of New York
        // County (Manhattan) are in New York City, those of Bang Rak's khet in Bangkok.
        for seat in seats {
            guard let section = candidates[seat.geonameID], let district = features[seat.geonameID]?.district, !district.isEmpty else { continue }
            rules.cityDistricts[district] = section.parent.geonameID
        }
        for city in cities where candidates[city.geonameID] == nil && !isLowerSeat(features[city.geonameID]) {
            if let section = rules.section(of: city, parents: possibleParents, excluding: [:]) { candidates[city.geonameID] = section }
        }
        // A section's city is never a section itself: the parents are chosen again among the
        // places that are not ("Shibakōen" is in Minato, which is in Tokyo: Shibakōen → Tokyo).
        let settlements = CityIndex(cities: cities.filter {
            $0.population >= minimumSectionParentPopulation && candidates[$0.geonameID] == nil && features[$0.geonameID]?.code != "PPLX"
        })
        var sections: [Int: Section] = [:]
        for city in cities {
            guard let candidate = candidates[city.geonameID] else { continue }
            if candidate.evidence == .productLayer {
                sections[city.geonameID] = candidate
            } else if let section = rules.section(of: city, parents: settlements, excluding: candidates) {
                sections[city.geonameID] = section
            }
        }
        return sections
    }

    struct Rules {
        let byName: [String: [SourceCity]]
        let features: [Int: GeoNamesFeature]
        let cityStates: [String: SourceCity]
        /// The seat (PPLA2) of each district whose seat is a town of its own (not a section), by district.
        var independentSeats: [String: SourceCity]
        /// The districts whose seats are sections, with the city they are in, by district.
        var cityDistricts: [String: Int]
        let regionNames: [String: Set<String>]
        /// The folded names of every possible parent city, by geonameid.
        let cityNames: [Int: Set<String>]

        /// What a place's alternates qualify it by: the part after the last comma (Latin or
        /// Arabic) or inside a closing parenthesis, folded. ("Frankfurt-Offenbach" shows that a
        /// hyphen joins towns as often as it qualifies a quarter, so it counts for nothing.)
        static func qualifiers(_ city: SourceCity) -> [String] {
            var result: [String] = []
            for name in city.alternateNames {
                if let comma = name.lastIndex(where: { $0 == "," || $0 == "،" }) {
                    result.append(TextFolding.key(String(name[name.index(after: comma)...])))
                } else if name.hasSuffix(")"), let open = name.lastIndex(of: "(") {
                    result.append(TextFolding.key(String(name[name.index(after: open)..<name.index(before: name.endIndex)])))
                }
            }
            return result.filter { !$0.isEmpty }
        }

        func section(of city: SourceCity, parents: CityIndex, excluding: [Int: Section]) -> Section? {
            if let parent = numberedParent(of: city, byName: byName), excluding[parent.geonameID] == nil {
                return Section(parent: parent, evidence: .numbered, meters: distance(city, parent))
            }
            if let state = cityStates[city.countryCode] {
                guard state.geonameID != city.geonameID else { return nil }
                return Section(parent: state, evidence: .cityState, meters: distance(city, state))
            }
            let feature = features[city.geonameID]
            if feature?.code == "PPLC" || feature?.code == "PPLA" || feature?.code == "PPLG" { return nil }
            guard let admin1 = city.admin1Code else { return nil }
            let here = Coordinate(latitude: city.latitude, longitude: city.longitude)
            let qualifiers = Self.qualifiers(city)
            let ownRegion = regionNames[admin1] ?? []
            var best: (parent: SourceCity, meters: Double, score: Double, evidence: Evidence)?
            parents.forEach(near: here, within: widestReachMeters) { parent, meters in
                guard parent.geonameID != city.geonameID, parent.countryCode == city.countryCode, parent.admin1Code == admin1,
                      let evidence = evidence(city, feature, qualifiers: qualifiers, region: ownRegion, in: parent, at: meters) else { return }
                // The city with the most people for the distance: a large city a little farther
                // away beats a town next door (Hollywood is in Los Angeles, not in Glendale).
                let score = Double(parent.population) / max(meters, 500) / max(meters, 500)
                if let b = best, (b.score, -b.parent.geonameID) >= (score, -parent.geonameID) { return }
                best = (parent, meters, score, evidence)
            }
            return best.map { Section(parent: $0.parent, evidence: $0.evidence, meters: $0.meters) }
        }

        /// Why `city` (with its GeoNames feature) would be a section of `parent`, `meters` away; nil if it would not.
        func evidence(_ city: SourceCity, _ feature: GeoNamesFeature?, qualifiers: [String], region: Set<String>,
                      in parent: SourceCity, at meters: Double) -> Evidence? {
            let reach = reachMeters(population: parent.population)
            // Encyclopedias title a quarter by its city and a town by its region (Persian and Urdu
            // titles, which GeoNames keeps as alternates, do so most): the name outweighs every code.
            // Where the city and its region share a name ("Suita, Osaka", "New Rochelle, New
            // York", "Schlieren, Zürich"), a qualifier cannot tell the two apart and says nothing.
            let parentNames = cityNames[parent.geonameID] ?? []
            if !qualifiers.isEmpty, parentNames.isDisjoint(with: region) {
                if qualifiers.contains(where: parentNames.contains) {
                    return parent.population > city.population && meters <= 2 * reach ? .namedWithCity : nil
                }
                if qualifiers.contains(where: region.contains) { return nil }
            }
            let parentFeature = features[parent.geonameID]
            let large = parent.population >= minimumParentPopulation
            let own = feature?.district ?? "", theirs = parentFeature?.district ?? ""
            // GeoNames files a town next to a city under its own district (Levallois-Perret in
            // Hauts-de-Seine, seat Nanterre; Cambridge's quarters in Middlesex County, seat
            // Cambridge): a district whose seat is another town is that town's, not the city's.
            // Only a PPLX code outweighs it. The city's own district says less: Tokyo and Mexico
            // City span many, and GeoNames gives each the one its point lies in.
            let claimed = independentSeats[own].map { $0.geonameID != parent.geonameID } ?? false
            let otherDistrict = !own.isEmpty && !theirs.isEmpty && own != theirs
            if feature?.code != "PPLX", !isLowerSeat(feature), cityDistricts[own] == parent.geonameID {
                return parent.population > city.population && meters <= 2 * reach ? .sameDistrict : nil
            }
            switch feature?.code {
            case "PPLX":
                return parent.population > city.population && meters <= 2 * reach ? .featureCode : nil
            case nil:
                return large && !claimed && parent.population >= 10 * city.population && meters <= reach ? .insideLargeCity : nil
            case "PPL":
                // A national capital's own district (Warsaw's powiat, Mexico City's Cuauhtémoc).
                // Not a regional one: Barcelona's province and Stuttgart's Regierungsbezirk hold
                // whole towns.
                if large, parentFeature?.code == "PPLC", !own.isEmpty, own == theirs,
                   parent.population >= 5 * city.population, meters <= reach {
                    return .sameDistrict
                }
                return large && !claimed && parent.population >= dominatedRatio * city.population && meters <= reach / 2 ? .dominated : nil
            default:
                // A district seat inside a capital (Bangkok's khet, Beijing's districts), unless
                // GeoNames files the two under different districts (Frederiksberg, Copenhagen).
                guard isLowerSeat(feature), large, isCapital(parentFeature), !otherDistrict,
                      parent.population >= 20 * city.population, meters <= reach / 2 else { return nil }
                return .districtSeat
            }
        }
    }

    static func distance(_ a: SourceCity, _ b: SourceCity) -> Double {
        SphericalDistance.meters(Coordinate(latitude: a.latitude, longitude: a.longitude), Coordinate(latitude: b.latitude, longitude: b.longitude))
    }

    /// The city a numbered section's name starts with, within `maximumDistanceMeters`.
    static func numberedParent(of city: SourceCity, byName: [String: [SourceCity]]) -> SourceCity? {
        let name = city.name
        var index = name.startIndex
        while let separator = name[index...].firstIndex(where: { $0 == " " || $0 == "-" }) {
            let head = String(name[..<separator])
            let rest = name[separator...].drop { $0 == " " || $0 == "-" }
            index = name.index(after: separator)
            guard startsWithDistrictNumber(rest), let candidates = byName["\(city.countryCode)|\(head)"] else { continue }
            let here = Coordinate(latitude: city.latitude, longitude: city.longitude)
            let parent = candidates
                .filter { $0.geonameID != city.geonameID && $0.population > city.population }
                .map { ($0, SphericalDistance.meters(here, Coordinate(latitude: $0.latitude, longitude: $0.longitude))) }
                .filter { $0.1 <= maximumDistanceMeters }
                .min { ($0.1, $0.0.geonameID) < ($1.1, $1.0.geonameID) }
            if let parent { return parent.0 }
        }
        return nil
    }

    /// "16 Passy", "07", "XVI. kerület", "(Kreis 3)": a district number, a Roman numeral ended by a
    /// dot, a space or the name's end, or a parenthesis.
    static func startsWithDistrictNumber(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        if first == "(" { return true }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty {
            // A French ordinal counts as a number too: "13e Arrondissement", "1er Arrondissement".
            let after = rest.dropFirst(digits.count)
            let ordinal = ["er", "e", "ème"].first { after.hasPrefix($0) && (after.count == $0.count || after.dropFirst($0.count).first == " ") }
            let tail = after.dropFirst(ordinal?.count ?? 0)
            return digits.count <= 2 && (tail.isEmpty || !tail.first!.isLetter)
        }
        let roman = rest.prefix { "IVXLC".contains($0) }
        guard !roman.isEmpty else { return false }
        let after = rest.dropFirst(roman.count)
        return after.isEmpty || after.first == "." || after.first == " "
    }
}
