import WaymarkGazetteer

/// The names an airport goes by besides its OurAirports name: the entries of OurAirports'
/// `keywords` column that are names (local-language and local-script names, the district's:
/// "Kanombe International Airport", "Aeroporto di Napoli-Capodichino", "赤鱲角機場"), then
/// airportsdata's name where it differs ("Chek Lap Kok International Airport"). Stored in
/// `airport_name` for the stamp matcher, which decides what each one may name.
enum AirportOtherNames {
    static let keywordsSource = "ourairports_keywords"
    static let airportsDataSource = "airportsdata"
    /// A keyword list is loose tags as often as names; past this many, the rest are dropped.
    static let mostNames = 8

    static func chosen(for airport: SourceAirport, codes: [String], airportsDataName: String?) -> [(name: String, source: String)] {
        var seen: Set<String> = [TextFolding.key(airport.name)]
        let codeKeys = Set(codes.filter { !$0.isEmpty }.map { TextFolding.key($0) })
        var names: [(name: String, source: String)] = []
        func add(_ name: String, _ source: String) {
            let key = TextFolding.key(name)
            guard names.count < mostNames, !key.isEmpty, !codeKeys.contains(key), !isCode(name), seen.insert(key).inserted else { return }
            names.append((name, source))
        }
        for keyword in airport.keywords { add(keyword, keywordsSource) }
        if let airportsDataName { add(airportsDataName, airportsDataSource) }
        return names
    }

    /// A code, not a name: capitals and digits only, five characters or fewer ("MOW", "OPLR",
    /// "УЕЖЖ", "CTIA"; not "赤鱲角機場", whose script has no case), or one word holding a digit
    /// ("EQ5", "6100").
    static func isCode(_ text: String) -> Bool {
        if text.count <= 5, text.allSatisfy({ $0.isUppercase || $0.isNumber }) { return true }
        return !text.contains(" ") && text.contains(where: \.isNumber)
    }
}
