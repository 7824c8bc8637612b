/// A code standing alone on its line ("JFK") is three capitals, and about one triple of capitals
/// in four is some scheduled airport's code. OCR makes such triples of specks, a frame's
/// fragments and a ring's letters read out of order ("TTT", "OLA", "IVH"), so a code standing
/// alone counts in full only where the rest of the stamp bears it out: an airport or air word
/// (or ✈) that no airport named on the stamp takes, another signal for the same airport, or
/// another place, name or sign in the airport's country (`bearsOut`). Otherwise it counts as a code inside a line does: it still ranks its
/// airport, but never reads as moderate on its own. The code of an airport with no airline
/// service (a closed field, a private strip, an air force base), which no border stamp names, is
/// not read at all unless the stamp bears it out, whether it stands alone or in a line of junk
/// ("LUF Tp", the start of a worn LUFTHAVN, is no stamp of Luke Air Force Base).
enum LoneAirportCodes {
    /// `byTarget` with each code standing alone that nothing else bears out weighed as a code in
    /// a line, and each code nothing bears out dropped when its airport has no airline service.
    static func weighed(_ byTarget: [StampFinding.Target: [StampFinding.Signal: StampFinding]], countryOf: [StampFinding.Target: String],
                        context: StampContext, index: StampPlaceIndex) -> [StampFinding.Target: [StampFinding.Signal: StampFinding]] {
        // An airport or air word bears out a code, unless the stamp names an airport beside it
        // by name or town ("CHIANG [MAI] / [A]IRPORT"): then the word is that airport's, and a
        // code of another country ("PAS", Paros, of specks) is borne out only as any code is.
        let airportsNamed = byTarget.contains { target, signals in
            guard case .airport = target else { return false }
            return signals[.airportName] != nil || signals[.airportTown] != nil
        }
        if context.mode == .air || context.hasAirportWord, !airportsNamed { return byTarget }
        var borneOut = Set<String>()
        for (target, signals) in byTarget {
            guard let country = countryOf[target] else { continue }
            if signals.values.contains(where: bearsOut) { borneOut.insert(country) }
        }
        var weighed = byTarget
        for (target, signals) in byTarget {
            guard case .airport(let airport) = target, var code = signals[.iataCode], let country = countryOf[target], !borneOut.contains(country) else { continue }
            guard index.airports[airport].scheduled else {
                weighed[target]![.iataCode] = nil
                if weighed[target]!.isEmpty { weighed[target] = nil }
                continue
            }
            guard code.weight > StampSignalReader.Weight.iataInLine else { continue }
            code.weight = StampSignalReader.Weight.iataInLine
            code.detail += "; nothing else on the stamp bears it out"
            weighed[target]![.iataCode] = code
        }
        return weighed
    }

    /// Whether a finding bears out a code of its country: a country's code or sign of two
    /// letters or more, or a name with a word of three letters or more (two characters of a
    /// script written without spaces). A name pieced together from specks ("a a La", 'A'ala in
    /// Hawaii) bears out nothing, and nor does another code.
    static func bearsOut(_ finding: StampFinding) -> Bool {
        switch finding.signal {
        case .iataCode: return false
        case .countryCode, .vehicleSign: return finding.text.count > 1
        default:
            return finding.text.split(separator: " ").contains { $0.filter(\.isLetter).count >= 3 || UnspacedScripts.isWholeName($0) }
        }
    }
}
