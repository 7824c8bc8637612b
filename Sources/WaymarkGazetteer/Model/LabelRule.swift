/// One component of a label: a name, its folded key, and the keys of the groups the name holds
/// itself ("Misato, Saitama"), each of which counts as a component already written.
struct LabelPart {
    let name: String
    let key: String
    let groupKeys: [String]

    init(_ name: String) {
        self.name = name
        key = TextFolding.key(name)
        groupKeys = name.utf8.contains(UInt8(ascii: ",")) ? name.split(separator: ",").map { TextFolding.key(String($0)) } : []
    }
}

/// The wording of `GazetteerPlace.label` (see the rule there), on parts whose keys are already
/// folded: a batch names tens of thousands of chains over a few thousand regions and countries,
/// and folds each of those names once (`PlaceNamer`) instead of once per chain.
enum LabelRule {
    /// - Parameters:
    ///   - servedCity: for an airport, the city it serves.
    ///   - region: for a city, its region.
    ///   - abbreviation: for a city, its region's postal abbreviation, asked for only when the
    ///     region's name cannot be written.
    ///   - country: nil for a country or a continent.
    static func label(kind: PlaceKind, name: LabelPart, servedCity: LabelPart? = nil, region: LabelPart? = nil,
                      abbreviation: () -> LabelPart? = { nil }, country: LabelPart?) -> String {
        var parts = [name.name], keys = [name.key] + name.groupKeys
        func append(_ part: LabelPart) {
            parts.append(part.name)
            keys.append(part.key)
            keys += part.groupKeys
        }
        switch kind {
        case .airport:
            if let servedCity, !name.key.contains(servedCity.key) { append(servedCity) }
        case .city:
            if let region {
                let repeatsCountry = country?.key == region.key
                if !keys.contains(region.key) && !repeatsCountry {
                    append(region)
                } else if !repeatsCountry, let abbreviation = abbreviation() {
                    append(abbreviation)
                }
            }
        case .region, .country, .continent:
            break
        }
        if let country, !keys.contains(country.key) { parts.append(country.name) }
        return parts.joined(separator: ", ")
    }
}
