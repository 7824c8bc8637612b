import WaymarkGazetteer

/// Which cities are capitals, and the display name of a city named like its country.
///
/// A label never repeats a name, so "Luxembourg, Luxembourg" cannot be shown, and the country
/// must not vanish from a city's label either. A city named like its country is therefore either
/// - the city-state itself (at least half the country's people live in it: Singapore, Monaco,
///   Hong Kong, Macao), which keeps the country's spelling ("Macao", where GeoNames writes the
///   city "Macau" and lists "Macao" among its alternates), and whose label is the name alone; or
/// - a capital or town in a larger country, which takes its GeoNames alternate that names the
///   country and says "City" ("Luxembourg City", "City of San Marino"), when there is one.
enum CityNaming {
    /// The capital of each country: the most populous city whose name is the country's capital.
    static func capitals(_ countries: [SourceCountry], _ cities: [SourceCity]) -> [String: SourceCity] {
        let byCountry = Dictionary(grouping: cities, by: \.countryCode)
        var result: [String: SourceCity] = [:]
        for country in countries where !country.capital.isEmpty {
            let capital = byCountry[country.iso2]?.filter { $0.name == country.capital }
                .max { ($0.population, -$0.geonameID) < ($1.population, -$1.geonameID) }
            if let capital { result[country.iso2] = capital }
        }
        return result
    }

    /// The city of each city-state country (`isCityState`), by country code.
    static func cityStates(_ countries: [SourceCountry], _ cities: [SourceCity]) -> [String: SourceCity] {
        let byCode = Dictionary(countries.map { ($0.iso2, $0) }) { first, _ in first }
        var result: [String: SourceCity] = [:]
        for city in cities {
            guard let country = byCode[city.countryCode], isCityState(city, of: country) else { continue }
            if let known = result[city.countryCode], (known.population, -known.geonameID) >= (city.population, -city.geonameID) { continue }
            result[city.countryCode] = city
        }
        return result
    }

    static func isCityState(_ city: SourceCity, of country: SourceCountry) -> Bool {
        city.population * 2 >= country.population
            && (TextFolding.key(city.name) == TextFolding.key(country.name) || city.alternateNames.contains(country.name))
    }

    static func displayName(_ city: SourceCity, in country: SourceCountry?) -> String {
        guard let country else { return city.name }
        if isCityState(city, of: country) { return country.name }
        guard TextFolding.key(city.name) == TextFolding.key(country.name) else { return city.name }
        let qualified = city.alternateNames.filter { $0.contains(country.name) && $0.split(separator: " ").contains("City") }
        return qualified.min { ($0.count, $0) < ($1.count, $1) } ?? city.name
    }
}
