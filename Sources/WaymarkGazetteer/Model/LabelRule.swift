/// What `LabelRule` asks of a label's components: how their folded keys (`TextFolding.key`)
/// compare. A component's groups are the parts of its name between commas ("Misato, Saitama"):
/// each counts as a component already written.
protocol LabelComponent {
    /// Whether `other` would repeat this component: its key is this one's or one of its groups'.
    func holds(_ other: Self) -> Bool
    /// Whether the two keys are equal.
    func hasKey(of other: Self) -> Bool
    /// Whether this component's key contains `other`'s (an airport's name its city's).
    func keyContains(_ other: Self) -> Bool
}

/// One component of a label as a String: a name, its folded key, and its groups' keys.
struct LabelPart: LabelComponent {
    let name: String
    let key: String
    let groupKeys: [String]

    init(_ name: String) {
        self.name = name
        key = TextFolding.key(name)
        groupKeys = name.utf8.contains(UInt8(ascii: ",")) ? name.split(separator: ",").map { TextFolding.key(String($0)) } : []
    }

    func holds(_ other: LabelPart) -> Bool { key == other.key || groupKeys.contains(other.key) }
    func hasKey(of other: LabelPart) -> Bool { key == other.key }
    func keyContains(_ other: LabelPart) -> Bool { key.contains(other.key) }
}

/// The wording of `GazetteerPlace.label` (see the rule there), on components whose keys are
/// compared through `LabelComponent`: Strings for a place's own label, UTF-8 for a batch, which
/// names tens of thousands of chains over a few thousand regions and countries, folds each of
/// those names once (`PlaceNamer`) and a city's only as far as a comparison needs.
enum LabelRule {
    /// Calls `write` with each component of the label, in order; the label is their names joined
    /// by ", ".
    /// - Parameters:
    ///   - servedCity: for an airport, the city it serves; for a section of a city, that city.
    ///   - region: for a city, its region.
    ///   - abbreviation: for a city, its region's postal abbreviation, asked for only when the
    ///     region's name cannot be written.
    ///   - country: nil for a country or a continent.
    static func label<Part: LabelComponent>(kind: PlaceKind, name: Part, servedCity: Part? = nil, region: Part? = nil,
                                            abbreviation: () -> Part? = { nil }, country: Part?, write: (Part) -> Void) {
        write(name)
        // The one component that may come between the name and the country.
        var middle: Part?
        switch kind {
        case .airport:
            if let servedCity, !name.keyContains(servedCity) { middle = servedCity }
        case .city:
            // A section of a city names its city ("Kreuzberg, Berlin, Germany"). Otherwise a
            // region that repeats the country is left out, as the country's own name says it;
            // one that repeats the city is written as its abbreviation, where there is one.
            if let servedCity {
                if !name.holds(servedCity) { middle = servedCity }
            } else if let region, !(country?.hasKey(of: region) ?? false) {
                middle = name.holds(region) ? abbreviation() : region
            }
        case .region, .country, .continent:
            break
        }
        if let middle { write(middle) }
        if let country, !name.holds(country), !(middle?.holds(country) ?? false) { write(country) }
    }

    static func label(kind: PlaceKind, name: LabelPart, servedCity: LabelPart? = nil, region: LabelPart? = nil,
                      abbreviation: () -> LabelPart? = { nil }, country: LabelPart?) -> String {
        var parts: [String] = []
        label(kind: kind, name: name, servedCity: servedCity, region: region, abbreviation: abbreviation, country: country) { parts.append($0.name) }
        return parts.joined(separator: ", ")
    }
}
