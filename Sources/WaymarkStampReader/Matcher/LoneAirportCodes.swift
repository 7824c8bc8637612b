/// A code standing alone on its line ("JFK") is three capitals, and about one triple of capitals
/// in four is some scheduled airport's code. OCR makes such triples of specks, a frame's
/// fragments and a ring's letters read out of order ("TTT", "OLA", "IVH"), so a code standing
/// alone counts in full only where the rest of the stamp bears it out: an airport or air word
/// (or ✈), another signal for the same airport, or another place, name or sign of two letters
/// or more in the airport's country. Otherwise it counts as a code inside a line does: it still
/// ranks its airport, but never reads as moderate on its own.
enum LoneAirportCodes {
    /// `byTarget` with each code standing alone that nothing else bears out weighed as a code in a line.
    static func weighed(_ byTarget: [StampFinding.Target: [StampFinding.Signal: StampFinding]],
                        countryOf: [StampFinding.Target: String], context: StampContext) -> [StampFinding.Target: [StampFinding.Signal: StampFinding]] {
        if context.mode == .air || context.hasAirportWord { return byTarget }
        var borneOut = Set<String>()
        for (target, signals) in byTarget {
            guard let country = countryOf[target] else { continue }
            if signals.values.contains(where: { $0.signal != .iataCode && $0.text.count > 1 }) { borneOut.insert(country) }
        }
        var weighed = byTarget
        for (target, signals) in byTarget {
            guard var code = signals[.iataCode], code.weight > StampSignalReader.Weight.iataInLine, signals.count == 1,
                  let country = countryOf[target], !borneOut.contains(country) else { continue }
            code.weight = StampSignalReader.Weight.iataInLine
            code.detail += "; nothing else on the stamp bears it out"
            weighed[target]![.iataCode] = code
        }
        return weighed
    }
}
