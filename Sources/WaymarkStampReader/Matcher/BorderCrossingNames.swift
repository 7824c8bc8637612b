import WaymarkGazetteer

/// Land border crossings found by name on a stamp (`BorderCrossings`): "KAPIKULE", "ХОРГОШ",
/// "罗湖". The gazetteer holds towns, not crossings, so most crossings' names find nothing there;
/// each crossing is filed under the town it lies in or is known by, and a stamp naming it is a
/// candidate for that town, crossed over land. Remembers the towns it has looked up.
final class BorderCrossingNames {
    let lookups: StampLookups
    /// Countries' names by ISO alpha-2, to say where a crossing leads.
    let countryNames: [String: String]
    private var rowidByTown: [String: Int?] = [:]

    /// What a crossing's name read whole counts: less than an airport's name (2.0), more than a
    /// town's name (0.8–1.4), since a crossing's name is rarely anything else.
    static let weight = 1.5
    /// The most words a crossing's name runs to ("KING HUSSEIN BRIDGE", "PUENTE DE LAS AMERICAS").
    static let longestName = 4

    init(lookups: StampLookups, countryNames: [String: String]) {
        self.lookups = lookups
        self.countryNames = countryNames
    }

    /// A `crossing_name` finding for each crossing whose name the stamp prints, on one line. None
    /// on a stamp with a port or airport word: "CALAIS PORT" is the French port, not the crossing
    /// at Calais, Maine. A crossing named like its own town (Calais, Douglas) counts only when the
    /// stamp names the crossing's country too ("CANADA / DOUGLAS, B.C."); otherwise it is read for
    /// the mode and for no more than brings a village up to what a crossing's town weighs at least
    /// (`lift(ofTown:letters:)`), since the town's name is already read and the same words read
    /// twice would lift that town over its namesakes abroad.
    /// - Parameters:
    ///   - countriesNamed: the countries the stamp names (their names, codes or signs).
    ///   - countriesNamedInWords: those named by more than one letter.
    func findings(_ text: StampText, context: StampContext, cities: CityNames, countriesNamed: Set<String>,
                  countriesNamedInWords: Set<String>) throws -> [StampFinding] {
        guard context.mode != .sea, context.mode != .air, !context.hasAirportWord else { return [] }
        var found: [StampFinding] = []
        // The authority's name is no crossing's ("ПОГРАНИЧНЫЙ КОНТРОЛЬ", border control).
        for start in text.tokens.indices where text.tokens[start].folded.contains(where: \.isLetter)
            && !StampContext.beginsAnAuthorityPhrase(text, at: start) {
            var key = ""
            for end in start..<min(text.tokens.count, start + Self.longestName) {
                guard text.tokens[end].line == text.tokens[start].line else { break }
                key += text.tokens[end].folded
                let read = text.tokens[start...end].map(\.original).joined(separator: " ")
                for crossing in BorderCrossings.named[key] ?? [] {
                    guard let rowid = try rowid(of: crossing.town) else { continue }
                    let counts = try countriesNamed.contains(crossing.country) || !cities.keys(rowid).contains(key)
                    // A stamp naming another country is that country's, struck across the line.
                    let lifted = countriesNamedInWords.isEmpty ? try cities.place(rowid).map { Self.lift(ofTown: $0, letters: key.count) } ?? 0 : 0
                    let weight = counts ? Self.weight : lifted
                    found.append(StampFinding(signal: .crossingName, target: .city(rowid), weight: weight, text: read,
                                              detail: describe(crossing), tokens: start...end))
                }
                for (crossing, lost) in BorderCrossings.worn[key] ?? [] {
                    guard let rowid = try rowid(of: crossing.town) else { continue }
                    // Counted as a town's name with letters lost is (`StampSignalReader.Weight.damagedShare`).
                    let share = StampSignalReader.Weight.damagedShare - StampSignalReader.Weight.damagedShareLoss * Double(lost)
                    found.append(StampFinding(signal: .crossingName, target: .city(rowid), weight: (Self.weight * share * 1000).rounded() / 1000, text: read,
                                              detail: describe(crossing) + ", \(lost) letter\(lost == 1 ? "" : "s") lost at an end",
                                              misread: true, tokens: start...end))
                }
            }
        }
        return found
    }

    /// What a crossing named like its own town adds to the town's name read (`CityNames.weight`)
    /// on a stamp that names no country but by a letter alone: enough to bring a small town up
    /// to `leastCrossingTown`, nothing to a larger one. (A stamp that names another country is
    /// that country's, struck on its side of the line: "NAMANGA / EAK" is Kenya's.) A village
    /// that is a land border crossing ("SARPI", "RÖSZKE"), named on a stamp, is where the stamp was
    /// struck, and outweighs a letter or two read alone ("E", "SN": a sign or a code no other
    /// word bears out); a town of more than about 10,000 people, whose name weighs that much
    /// already, is not lifted over its namesakes abroad (Calais in France, not the crossing at
    /// Calais, Maine).
    ///
    ///     BorderCrossingNames.lift(ofTown: sarpi, letters: 5)  // 0.544: Sarpi's name weighs 0.656
    static func lift(ofTown town: GazetteerPlace, letters: Int) -> Double {
        (max(0, leastCrossingTown - CityNames.weight(of: town, letters: letters)) * 1000).rounded() / 1000
    }

    /// What a crossing's town named on a stamp weighs at least: more than a country's two-letter
    /// code or a one-letter sign that nothing bears out (`StampSignalReader.Weight`).
    static let leastCrossingTown = 1.2

    func describe(_ crossing: BorderCrossing) -> String {
        "\(crossing.name), a land border crossing to \(countryNames[crossing.neighbour] ?? crossing.neighbour), by \(crossing.townName)"
    }

    /// The town's row in this gazetteer, nil when this build has no such town.
    func rowid(of town: String) throws -> Int? {
        if let known = rowidByTown[town] { return known }
        guard let id = PlaceID(town) else { return nil }
        let rowid = try lookups.places.place(id: id)?.rowid
        rowidByTown[town] = rowid
        return rowid
    }
}
